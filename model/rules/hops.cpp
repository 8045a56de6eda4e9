// Hop counts between servers: the closed form for layered fabrics (rules/layeredhops.cpp), else a
// breadth-first search per server class, else a note that they were not computed.
#include "rules/hops.h"
#include "rules/analysiscontext.h"

#include <algorithm>
#include <map>

namespace spinel::fabric {

ServerClasses classifyServers(const Topology &topo)
{
    ServerClasses classes;
    classes.classOf.assign(std::size_t(topo.deviceCount()), -1);
    std::map<std::vector<int>, int> index;
    std::vector<int> key;
    // Servers of a scalable unit come one after another with the same leaves: comparing with the
    // last server's class first keeps the map's O(log classes) search (vector comparisons) off
    // nearly every server, which made this check grow faster than the design.
    int lastClass = -1;
    for (int i = 0; i < topo.deviceCount(); ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Server || topo.adjacency[std::size_t(i)].empty()) continue;
        key.clear();
        for (const auto &adj : topo.adjacency[std::size_t(i)]) key.push_back(adj.device);
        std::sort(key.begin(), key.end());
        key.erase(std::unique(key.begin(), key.end()), key.end());
        if (lastClass < 0 || classes.neighbours[std::size_t(lastClass)] != key) {
            auto [it, fresh] = index.emplace(key, int(classes.size.size()));
            if (fresh) {
                classes.size.push_back(0);
                classes.neighbours.push_back(key);
            }
            lastClass = it->second;
        }
        ++classes.size[std::size_t(lastClass)];
        classes.classOf[std::size_t(i)] = lastClass;
    }
    return classes;
}

std::optional<ServerHops> searchedHops(const Topology &topo, const ServerClasses &classes)
{
    const int n = topo.deviceCount();
    std::vector<char> transit(std::size_t(n), 0);
    for (int i = 0; i < n; ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Server) {
            transit[std::size_t(i)] = 1;
            continue;
        }
        for (const auto &adj : topo.adjacency[std::size_t(i)])
            if (topo.tiers[std::size_t(adj.device)] == Tier::Server) transit[std::size_t(i)] = 1;
    }
    const double work = double(classes.size.size()) * double(n + 2 * topo.linkCount());
    if (work > 3e8) return std::nullopt;
    std::vector<int> representative(classes.size.size(), -1);
    for (int i = 0; i < n; ++i)
        if (classes.classOf[std::size_t(i)] >= 0 && representative[std::size_t(classes.classOf[std::size_t(i)])] < 0)
            representative[std::size_t(classes.classOf[std::size_t(i)])] = i;
    std::vector<int> distance(static_cast<std::size_t>(n)), queue;
    ServerHops hops;
    for (std::size_t c = 0; c < representative.size(); ++c) {
        std::fill(distance.begin(), distance.end(), -1);
        const int start = representative[c];
        distance[std::size_t(start)] = 0;
        queue.assign(1, start);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int v = queue[head];
            if (v != start && !transit[std::size_t(v)]) continue;
            for (const auto &adj : topo.adjacency[std::size_t(v)])
                if (distance[std::size_t(adj.device)] < 0) {
                    distance[std::size_t(adj.device)] = distance[std::size_t(v)] + 1;
                    queue.push_back(adj.device);
                }
        }
        for (int v : queue)
            if (v != start && topo.tiers[std::size_t(v)] == Tier::Server)
                hops.diameter = std::max(hops.diameter, distance[std::size_t(v)]);
        if (classes.size[c] > 1) hops.diameter = std::max(hops.diameter, 2);
    }
    return hops;
}

void measureHops(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink)
{
    const ServerClasses classes = classifyServers(context.topo);
    std::optional<ServerHops> hops = layeredHops(context.topo, classes);
    if (!hops) hops = searchedHops(context.topo, classes);
    if (!hops) {
        result.diameterHops = -1;
        sink.add(Severity::Info, "hops", {"hops.not-computed", {}}, {});
        return;
    }
    result.diameterHops = hops->diameter;
    result.hopsByTier = std::move(hops->byTier);
}

} // namespace spinel::fabric
