// Hop counts between servers (links on the shortest path): the diameter, and for layered Clos
// fabrics the hops of paths turning at each tier (2 under a leaf, 4 via a spine, 6 via a core).
#include "rules/analysiscontext.h"
#include "analysis/closstructure.h"

#include <algorithm>
#include <map>

namespace spinel::fabric {

namespace {

// Servers grouped by their (sorted) neighbours: members of a class are equally far from all
// other servers, so one search per class is enough.
struct ServerClasses {
    std::vector<int> classOf;                 // per device, -1 for switches and unlinked servers
    std::vector<int> size;                    // per class
    std::vector<std::vector<int>> neighbours; // per class, sorted device indices
};

ServerClasses classify(const Topology &topo)
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

// Layered Clos: same leaf 2, same pod 4, across pods 6. False when the fabric does not allow it
// (a server in two pods, or several pods without a core tier).
bool clossHops(const Topology &topo, const ClosStructure &clos, const ServerClasses &classes, FabricAnalysis &result)
{
    if (clos.top == Tier::Leaf) return false;
    const int count = int(classes.size.size());
    std::vector<int> podOfClass(std::size_t(count), -1);
    std::vector<long long> serversInPod(std::size_t(clos.pods), 0);
    std::vector<std::vector<int>> classesAtLeaf(std::size_t(topo.deviceCount()));
    for (int c = 0; c < count; ++c) {
        for (int leaf : classes.neighbours[std::size_t(c)]) {
            const int pod = clos.pod[std::size_t(leaf)];
            if (podOfClass[std::size_t(c)] >= 0 && podOfClass[std::size_t(c)] != pod) return false;
            podOfClass[std::size_t(c)] = pod;
            classesAtLeaf[std::size_t(leaf)].push_back(c);
        }
        serversInPod[std::size_t(podOfClass[std::size_t(c)])] += classes.size[std::size_t(c)];
    }
    const int podsWithServers = int(std::count_if(serversInPod.begin(), serversInPod.end(), [](long long s) { return s > 0; }));
    if (podsWithServers > 1 && clos.top != Tier::Core) return false;
    bool sameLeaf = false, samePod = false;
    std::vector<int> stamp(std::size_t(count), -1);
    for (int c = 0; c < count; ++c) {
        if (classes.size[std::size_t(c)] > 1) sameLeaf = true;
        long long reach = 0; // servers sharing a leaf with this class, itself included
        for (int leaf : classes.neighbours[std::size_t(c)])
            for (int other : classesAtLeaf[std::size_t(leaf)])
                if (stamp[std::size_t(other)] != c) {
                    stamp[std::size_t(other)] = c;
                    reach += classes.size[std::size_t(other)];
                    if (other != c) sameLeaf = true;
                }
        if (reach < serversInPod[std::size_t(podOfClass[std::size_t(c)])]) samePod = true;
    }
    if (sameLeaf) result.hopsByTier.push_back({Tier::Leaf, 2});
    if (samePod) result.hopsByTier.push_back({Tier::Spine, 4});
    if (podsWithServers > 1) result.hopsByTier.push_back({Tier::Core, 6});
    result.diameterHops = result.hopsByTier.empty() ? 0 : result.hopsByTier.back().hops;
    return true;
}

// Any graph: one breadth-first search per server class. Servers forward traffic only when they
// have direct server links (a torus); otherwise paths go through switches.
bool searchHops(const AnalysisContext &context, const ServerClasses &classes, FabricAnalysis &result)
{
    const Topology &topo = context.topo;
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
    if (work > 3e8) return false;
    std::vector<int> representative(classes.size.size(), -1);
    for (int i = 0; i < n; ++i)
        if (classes.classOf[std::size_t(i)] >= 0 && representative[std::size_t(classes.classOf[std::size_t(i)])] < 0)
            representative[std::size_t(classes.classOf[std::size_t(i)])] = i;
    std::vector<int> distance(static_cast<std::size_t>(n)), queue;
    int diameter = 0;
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
            if (v != start && topo.tiers[std::size_t(v)] == Tier::Server) diameter = std::max(diameter, distance[std::size_t(v)]);
        if (classes.size[c] > 1) diameter = std::max(diameter, 2);
    }
    result.diameterHops = diameter;
    return true;
}

} // namespace

void measureHops(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink)
{
    const ServerClasses classes = classify(context.topo);
    if (context.clos && clossHops(context.topo, *context.clos, classes, result)) return;
    if (searchHops(context, classes, result)) return;
    result.diameterHops = -1;
    sink.add(Severity::Info, "hops", {"hops.not-computed", {}}, {});
}

} // namespace spinel::fabric
