// Rail alignment: in a rail design every leaf carries one NIC index ("rail") of many servers, so
// same-rail traffic crosses a single leaf. A server whose NIC r lands on another rail's leaf breaks
// that: its ring and tree neighbours on rail r are a spine hop away. Which NIC a cable uses comes
// from assignNics (pinned port, else drawing order), the same answer the timing model uses.
#include "rules/analysiscontext.h"

#include <algorithm>

#include "core/nicassignment.h"

namespace spinel::fabric {

namespace {

struct ServerCable {
    int link;
    int leaf; // device index
    int nic;  // -1: a bundle (several NICs, no single rail)
};

} // namespace

void checkRails(const AnalysisContext &context, FindingSink &sink)
{
    const Topology &topo = context.topo;
    const int n = topo.deviceCount();
    const std::vector<LinkNics> nics = assignNics(context.design, topo);

    // Every server's cables to leaves, and how many servers spread their NICs one per leaf.
    std::vector<std::vector<ServerCable>> cables(static_cast<std::size_t>(n));
    int spreadServers = 0, cabledServers = 0;
    std::vector<int> leavesOfServer;
    for (int i = 0; i < n; ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Server) continue;
        leavesOfServer.clear();
        cables[std::size_t(i)].reserve(topo.adjacency[std::size_t(i)].size()); // one allocation per server
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            if (topo.tiers[std::size_t(adj.device)] != Tier::Leaf) continue;
            cables[std::size_t(i)].push_back({adj.link, adj.device, serverNic(context.design, topo, nics, adj.link, i)});
            leavesOfServer.push_back(adj.device);
        }
        if (leavesOfServer.size() < 2) continue;
        ++cabledServers;
        std::sort(leavesOfServer.begin(), leavesOfServer.end());
        if (std::adjacent_find(leavesOfServer.begin(), leavesOfServer.end()) == leavesOfServer.end()) ++spreadServers;
    }

    // Each leaf's rail (leafRails: most cables first, two leaves of one server never share a rail).
    const std::vector<int> railOfLeaf = leafRails(context.design, topo, nics);
    std::vector<char> railsSeen;
    int leavesWithServers = 0, pureLeaves = 0;
    for (int i = 0; i < n; ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Leaf) continue;
        bool servers = false, pure = true;
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            if (topo.tiers[std::size_t(adj.device)] != Tier::Server) continue;
            servers = true;
            pure = pure && serverNic(context.design, topo, nics, adj.link, adj.device) == railOfLeaf[std::size_t(i)];
        }
        if (!servers) continue;
        ++leavesWithServers;
        const int rail = railOfLeaf[std::size_t(i)];
        if (rail < 0) continue;
        if (std::size_t(rail) >= railsSeen.size()) railsSeen.resize(std::size_t(rail) + 1, 0);
        railsSeen[std::size_t(rail)] = 1;
        if (pure) ++pureLeaves;
    }
    // A rail design: several rails, and either most leaves carry exactly one or most servers spread
    // their NICs one per leaf (scrambled cabling leaves no leaf pure, yet is meant to be rails).
    const int rails = int(std::count(railsSeen.begin(), railsSeen.end(), 1));
    const bool mostlyPure = pureLeaves * 4 >= leavesWithServers * 3;
    const bool mostlySpread = cabledServers > 0 && spreadServers * 4 >= cabledServers * 3;
    if (rails < 2 || !(mostlyPure || mostlySpread)) return;

    // One finding per server with cables on another rail's leaf, naming each NIC and switch.
    for (int i = 0; i < n; ++i) {
        std::vector<const ServerCable *> wrong;
        for (const ServerCable &cable : cables[std::size_t(i)]) {
            const int rail = railOfLeaf[std::size_t(cable.leaf)];
            if (rail >= 0 && cable.nic != rail) wrong.push_back(&cable);
        }
        if (wrong.empty()) continue;
        const Device &server = context.device(i);
        std::vector<std::string> objects{server.id};
        std::vector<long long> nics, rails;
        std::vector<std::string> links, leaves;
        for (std::size_t k = 0; k < wrong.size(); ++k) {
            const ServerCable &cable = *wrong[k];
            const Device &leaf = context.device(cable.leaf);
            if (objects.size() < 41) {
                objects.push_back(context.link(cable.link).id);
                objects.push_back(leaf.id);
            }
            if (k >= 3) continue; // three named, then "..."
            nics.push_back(cable.nic < 0 ? 0 : cable.nic + 1);
            links.push_back(context.link(cable.link).id);
            leaves.push_back(leaf.id);
            rails.push_back(railOfLeaf[std::size_t(cable.leaf)] + 1);
        }
        sink.add(Severity::Warning, "rail-misaligned",
                 {"rail-misaligned",
                  {arg::id("server", server.id), arg::integer("cables", (long long)wrong.size()),
                   arg::integers("nics", std::move(nics)), arg::ids("links", std::move(links)),
                   arg::ids("leaves", std::move(leaves)), arg::integers("rails", std::move(rails))}},
                 std::move(objects));
    }
}

} // namespace spinel::fabric
