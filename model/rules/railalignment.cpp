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

// A finding names the first few cables in its text and lists up to 20 link-leaf pairs (after the
// server) as its objects.
constexpr std::size_t kNamedCables = 3;
constexpr std::size_t kMaxObjects = 1 + 2 * 20;

// Every server's cables to leaves, and how many servers spread their NICs one per leaf.
struct ServerCables {
    std::vector<std::vector<ServerCable>> cables; // per device
    int spreadServers = 0, cabledServers = 0;
};

ServerCables serverCables(const AnalysisContext &context, const std::vector<LinkNics> &nics)
{
    const Topology &topo = context.topo;
    const int n = topo.deviceCount();
    ServerCables result;
    result.cables.resize(static_cast<std::size_t>(n));
    std::vector<int> leavesOfServer;
    for (int i = 0; i < n; ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Server) continue;
        leavesOfServer.clear();
        std::vector<ServerCable> &cables = result.cables[std::size_t(i)];
        cables.reserve(topo.adjacency[std::size_t(i)].size()); // one allocation per server
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            if (topo.tiers[std::size_t(adj.device)] != Tier::Leaf) continue;
            cables.push_back({adj.link, adj.device, serverNic(context.design, topo, nics, adj.link, i)});
            leavesOfServer.push_back(adj.device);
        }
        if (leavesOfServer.size() < 2) continue;
        ++result.cabledServers;
        std::sort(leavesOfServer.begin(), leavesOfServer.end());
        if (std::adjacent_find(leavesOfServer.begin(), leavesOfServer.end()) == leavesOfServer.end()) ++result.spreadServers;
    }
    return result;
}

// How many rails the leaves carry, and how many leaves with servers carry only their own rail.
struct LeafRailCounts {
    int rails = 0;
    int leavesWithServers = 0, pureLeaves = 0;
};

LeafRailCounts countLeafRails(const AnalysisContext &context, const std::vector<LinkNics> &nics, const std::vector<int> &railOfLeaf)
{
    const Topology &topo = context.topo;
    LeafRailCounts counts;
    std::vector<char> railsSeen;
    for (int i = 0; i < topo.deviceCount(); ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Leaf) continue;
        bool servers = false, pure = true;
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            if (topo.tiers[std::size_t(adj.device)] != Tier::Server) continue;
            servers = true;
            pure = pure && serverNic(context.design, topo, nics, adj.link, adj.device) == railOfLeaf[std::size_t(i)];
        }
        if (!servers) continue;
        ++counts.leavesWithServers;
        const int rail = railOfLeaf[std::size_t(i)];
        if (rail < 0) continue;
        if (std::size_t(rail) >= railsSeen.size()) railsSeen.resize(std::size_t(rail) + 1, 0);
        railsSeen[std::size_t(rail)] = 1;
        if (pure) ++counts.pureLeaves;
    }
    counts.rails = int(std::count(railsSeen.begin(), railsSeen.end(), 1));
    return counts;
}

// One finding for a server with cables on another rail's leaf, naming each NIC and switch.
void reportMisaligned(const AnalysisContext &context, int serverIndex, const std::vector<const ServerCable *> &wrong,
                      const std::vector<int> &railOfLeaf, FindingSink &sink)
{
    const Device &server = context.device(serverIndex);
    std::vector<std::string> objects{server.id};
    std::vector<long long> nics, rails;
    std::vector<std::string> links, leaves;
    for (std::size_t k = 0; k < wrong.size(); ++k) {
        const ServerCable &cable = *wrong[k];
        const Device &leaf = context.device(cable.leaf);
        if (objects.size() < kMaxObjects) {
            objects.push_back(context.link(cable.link).id);
            objects.push_back(leaf.id);
        }
        if (k >= kNamedCables) continue; // three named, then "..."
        nics.push_back(cable.nic < 0 ? 0 : cable.nic + 1);
        links.push_back(context.link(cable.link).id);
        leaves.push_back(leaf.id);
        rails.push_back(railOfLeaf[std::size_t(cable.leaf)] + 1);
    }
    sink.add(
        Severity::Warning, "rail-misaligned",
        {"rail-misaligned",
         {arg::id("server", server.id), arg::integer("cables", (long long)wrong.size()), arg::integers("nics", std::move(nics)),
          arg::ids("links", std::move(links)), arg::ids("leaves", std::move(leaves)), arg::integers("rails", std::move(rails))}},
        std::move(objects));
}

} // namespace

void checkRails(const AnalysisContext &context, FindingSink &sink)
{
    const Topology &topo = context.topo;
    const std::vector<LinkNics> nics = assignNics(context.design, topo);
    const ServerCables servers = serverCables(context, nics);

    // Each leaf's rail (leafRails: most cables first, two leaves of one server never share a rail).
    const std::vector<int> railOfLeaf = leafRails(context.design, topo, nics);
    const LeafRailCounts leaves = countLeafRails(context, nics, railOfLeaf);
    // A rail design: several rails, and either most leaves carry exactly one or most servers spread
    // their NICs one per leaf (scrambled cabling leaves no leaf pure, yet is meant to be rails).
    const bool mostlyPure = leaves.pureLeaves * 4 >= leaves.leavesWithServers * 3;
    const bool mostlySpread = servers.cabledServers > 0 && servers.spreadServers * 4 >= servers.cabledServers * 3;
    if (leaves.rails < 2 || !(mostlyPure || mostlySpread)) return;

    for (int i = 0; i < topo.deviceCount(); ++i) {
        std::vector<const ServerCable *> wrong;
        for (const ServerCable &cable : servers.cables[std::size_t(i)]) {
            const int rail = railOfLeaf[std::size_t(cable.leaf)];
            if (rail >= 0 && cable.nic != rail) wrong.push_back(&cable);
        }
        if (!wrong.empty()) reportMisaligned(context, i, wrong, railOfLeaf, sink);
    }
}

} // namespace spinel::fabric
