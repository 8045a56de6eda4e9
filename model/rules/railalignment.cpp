// Rail alignment: in a rail design every leaf carries one NIC index ("rail") of many servers, so
// same-rail traffic crosses a single leaf. A leaf carrying other rails too breaks that.
#include "rules/analysiscontext.h"

#include <algorithm>

namespace spinel::fabric {

void checkRails(const AnalysisContext &context, FindingSink &sink)
{
    const Topology &topo = context.topo;
    const int n = topo.deviceCount();
    // The rail of a server link: its pinned server port, else its position among the server's links.
    // A bundle carries several NICs, so it has no single rail (-1).
    std::vector<int> railOfLink(std::size_t(topo.linkCount()), -2);
    for (int i = 0; i < n; ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Server) continue;
        int ordinal = 0;
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            const Link &link = context.link(adj.link);
            const Endpoint &end = topo.linkFrom[std::size_t(adj.link)] == i ? link.from : link.to;
            railOfLink[std::size_t(adj.link)] = link.count > 1 ? -1 : (end.port ? *end.port : ordinal);
            ordinal += link.count;
        }
    }
    struct LeafRails {
        int leaf;
        int majority;
        std::vector<int> offending;  // links on another rail
    };
    std::vector<LeafRails> impure;
    std::vector<std::pair<int, int>> counts;  // rail -> links, small per leaf
    int leavesWithServers = 0, pureLeaves = 0;
    std::vector<char> railsSeen;
    for (int i = 0; i < n; ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Leaf) continue;
        counts.clear();
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            const int rail = railOfLink[std::size_t(adj.link)];
            if (rail == -2) continue;  // not a server link
            auto it = std::find_if(counts.begin(), counts.end(), [&](const auto &c) { return c.first == rail; });
            if (it == counts.end()) counts.push_back({rail, 1});
            else ++it->second;
        }
        if (counts.empty()) continue;
        ++leavesWithServers;
        const auto best = *std::max_element(counts.begin(), counts.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
        if (best.first >= 0) {
            if (std::size_t(best.first) >= railsSeen.size()) railsSeen.resize(std::size_t(best.first) + 1, 0);
            railsSeen[std::size_t(best.first)] = 1;
        }
        if (counts.size() == 1 && best.first >= 0) {
            ++pureLeaves;
            continue;
        }
        LeafRails entry{i, best.first, {}};
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            const int rail = railOfLink[std::size_t(adj.link)];
            if (rail != -2 && (rail != best.first || rail < 0)) entry.offending.push_back(adj.link);
        }
        impure.push_back(std::move(entry));
    }
    // A rail design: several rails, and most leaves carry exactly one.
    const int rails = int(std::count(railsSeen.begin(), railsSeen.end(), 1));
    if (rails < 2 || pureLeaves * 4 < leavesWithServers * 3) return;
    for (const auto &entry : impure) {
        const Device &leaf = context.device(entry.leaf);
        std::vector<std::string> objects{leaf.id};
        for (std::size_t k = 0; k < entry.offending.size() && k < 20; ++k) objects.push_back(context.link(entry.offending[k]).id);
        sink.add(Severity::Warning, "rail-misaligned",
                 leaf.id + " carries rail " + std::to_string(entry.majority + 1) + " but also " + std::to_string(entry.offending.size())
                     + " link(s) from other NICs (" + context.link(entry.offending.front()).id
                     + (entry.offending.size() > 1 ? ", ...)" : ")") + ": same-rail traffic between those servers needs a spine hop",
                 std::move(objects));
    }
}

} // namespace spinel::fabric
