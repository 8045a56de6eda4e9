// Hops between servers in a layered fabric of any number of planes, in time linear in the design.
// With links only between adjacent tiers, every leaf reaching every spine of its pod and every
// core every pod of its plane, two leaves are 0 links apart (the same leaf), 2 (the same pod: leaf,
// spine, leaf), 4 (the same plane: leaf, spine, core, spine, leaf) or unconnected (different
// planes; servers do not forward). Servers add one link at each end and take the best pair of
// leaves, so two servers are 2 hops apart when they share a leaf, else 4 when they share a pod,
// else 6 when they share a plane. A server's NICs may sit in several pods and planes: a design
// with two planes is two Closes, and a pair of servers uses the plane where it is closest.
#include "rules/hops.h"

#include <algorithm>
#include <map>
#include <numeric>

#include "core/disjointsets.h"

namespace spinel::fabric {

namespace {

// Pods are leaves and spines joined by leaf-spine links; planes are switches joined by any
// switch links.
struct Layers {
    std::vector<int> pod;   // per device: a leaf's or spine's pod, else -1
    std::vector<int> plane; // per device: a switch's plane, else -1
    int pods = 0;
    int planes = 0;
};

// Empty when a link joins tiers that are not adjacent (a torus's server links, a leaf-to-core link).
std::optional<Layers> findLayers(const Topology &topo)
{
    const int n = topo.deviceCount();
    std::vector<int> podParent(static_cast<std::size_t>(n)), planeParent(static_cast<std::size_t>(n));
    std::iota(podParent.begin(), podParent.end(), 0);
    std::iota(planeParent.begin(), planeParent.end(), 0);
    for (int l = 0; l < topo.linkCount(); ++l) {
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (a < 0) continue;
        switch (topo.linkLayers[std::size_t(l)]) {
        case LinkLayer::Other: return std::nullopt;
        case LinkLayer::ServerLeaf: break;
        case LinkLayer::LeafSpine: podParent[std::size_t(findRoot(podParent, a))] = findRoot(podParent, b); [[fallthrough]];
        case LinkLayer::SpineCore: planeParent[std::size_t(findRoot(planeParent, a))] = findRoot(planeParent, b); break;
        }
    }
    Layers layers;
    layers.pod.assign(std::size_t(n), -1);
    layers.plane.assign(std::size_t(n), -1);
    std::vector<int> podOfRoot(std::size_t(n), -1), planeOfRoot(std::size_t(n), -1);
    for (int i = 0; i < n; ++i) {
        const Tier tier = topo.tiers[std::size_t(i)];
        if (tier == Tier::Server) continue;
        int &plane = planeOfRoot[std::size_t(findRoot(planeParent, i))];
        if (plane < 0) plane = layers.planes++;
        layers.plane[std::size_t(i)] = plane;
        if (tier == Tier::Core) continue;
        int &pod = podOfRoot[std::size_t(findRoot(podParent, i))];
        if (pod < 0) pod = layers.pods++;
        layers.pod[std::size_t(i)] = pod;
    }
    return layers;
}

// Leaves 2 links apart within a pod and 4 across the pods of a plane, as the header comment says:
// every leaf reaches every spine of its pod, and in a plane of several pods every core every pod.
bool distancesAreRegular(const Topology &topo, const Layers &layers)
{
    const int n = topo.deviceCount();
    std::vector<int> spinesInPod(std::size_t(layers.pods), 0), podsInPlane(std::size_t(layers.planes), 0);
    std::vector<char> podCounted(std::size_t(layers.pods), 0);
    for (int i = 0; i < n; ++i) {
        const int pod = layers.pod[std::size_t(i)];
        if (pod < 0) continue;
        if (topo.tiers[std::size_t(i)] == Tier::Spine) ++spinesInPod[std::size_t(pod)];
        if (!podCounted[std::size_t(pod)]) {
            podCounted[std::size_t(pod)] = 1;
            ++podsInPlane[std::size_t(layers.plane[std::size_t(i)])];
        }
    }
    // Stamps with the device's index count each neighbour (spine) or pod once per device.
    std::vector<int> spineSeen(static_cast<std::size_t>(n), -1), podSeen(std::size_t(layers.pods), -1);
    for (int i = 0; i < n; ++i) {
        const Tier tier = topo.tiers[std::size_t(i)];
        int reached = 0;
        if (tier == Tier::Leaf) {
            for (const auto &adj : topo.adjacency[std::size_t(i)])
                if (topo.tiers[std::size_t(adj.device)] == Tier::Spine && spineSeen[std::size_t(adj.device)] != i) {
                    spineSeen[std::size_t(adj.device)] = i;
                    ++reached;
                }
            if (reached != spinesInPod[std::size_t(layers.pod[std::size_t(i)])]) return false;
        } else if (tier == Tier::Core) {
            const int pods = podsInPlane[std::size_t(layers.plane[std::size_t(i)])];
            if (pods < 2) continue;
            for (const auto &adj : topo.adjacency[std::size_t(i)]) {
                const int pod = layers.pod[std::size_t(adj.device)];
                if (podSeen[std::size_t(pod)] != i) {
                    podSeen[std::size_t(pod)] = i;
                    ++reached;
                }
            }
            if (reached != pods) return false;
        }
    }
    return true;
}

// For each server class, the servers sharing at least one unit with it (`unitOf` maps a class's
// neighbour, a leaf, to its unit: the leaf itself, its pod or its plane), the class itself
// included. Classes with the same units form one group and are counted together, so the work is
// the sum over units of the square of the groups there: linear in the design when planes repeat
// each other (one group per pod and plane) or leaves hold few classes. Empty past `workCap`.
std::optional<std::vector<long long>> serversSharing(const ServerClasses &classes, const std::vector<int> &unitOf, int units,
                                                     double workCap)
{
    const std::size_t count = classes.size.size();
    std::vector<int> groupOf(count);
    std::vector<std::vector<int>> groupUnits;
    std::vector<long long> groupServers;
    std::map<std::vector<int>, int> index;
    std::vector<int> key;
    int last = -1; // consecutive classes usually share their units, as servers share classes
    for (std::size_t c = 0; c < count; ++c) {
        key.clear();
        for (int leaf : classes.neighbours[c]) key.push_back(unitOf[std::size_t(leaf)]);
        std::sort(key.begin(), key.end());
        key.erase(std::unique(key.begin(), key.end()), key.end());
        if (last < 0 || groupUnits[std::size_t(last)] != key) {
            auto [it, fresh] = index.emplace(key, int(groupUnits.size()));
            if (fresh) {
                groupUnits.push_back(key);
                groupServers.push_back(0);
            }
            last = it->second;
        }
        groupOf[c] = last;
        groupServers[std::size_t(last)] += classes.size[c];
    }
    std::vector<std::vector<int>> groupsAt(static_cast<std::size_t>(units));
    for (std::size_t g = 0; g < groupUnits.size(); ++g)
        for (int unit : groupUnits[g]) groupsAt[std::size_t(unit)].push_back(int(g));
    double work = 0;
    for (const auto &groups : groupsAt) work += double(groups.size()) * double(groups.size());
    if (work > workCap) return std::nullopt;
    std::vector<long long> reach(groupUnits.size(), 0);
    std::vector<int> seen(groupUnits.size(), -1);
    for (std::size_t g = 0; g < groupUnits.size(); ++g)
        for (int unit : groupUnits[g])
            for (int other : groupsAt[std::size_t(unit)])
                if (seen[std::size_t(other)] != int(g)) {
                    seen[std::size_t(other)] = int(g);
                    reach[g] += groupServers[std::size_t(other)];
                }
    std::vector<long long> perClass(count);
    for (std::size_t c = 0; c < count; ++c) perClass[c] = reach[std::size_t(groupOf[c])];
    return perClass;
}

} // namespace

std::optional<ServerHops> layeredHops(const Topology &topo, const ServerClasses &classes)
{
    const std::optional<Layers> layers = findLayers(topo);
    if (!layers || !distancesAreRegular(topo, *layers)) return std::nullopt;
    // A bound that keeps this linear; an irregular fabric past it goes to the search instead.
    const double workCap = 1e7 + 16.0 * double(topo.deviceCount() + topo.linkCount());
    std::vector<int> leafOf(std::size_t(topo.deviceCount()));
    std::iota(leafOf.begin(), leafOf.end(), 0);
    const auto sharingLeaf = serversSharing(classes, leafOf, topo.deviceCount(), workCap);
    if (!sharingLeaf) return std::nullopt;
    const auto sharingPod = serversSharing(classes, layers->pod, layers->pods, workCap);
    if (!sharingPod) return std::nullopt;
    const auto sharingPlane = serversSharing(classes, layers->plane, layers->planes, workCap);
    if (!sharingPlane) return std::nullopt;
    // Sharing a leaf implies sharing its pod, and a pod its plane, so each count holds the one
    // before it: a larger one means a server that is reached only by the longer way.
    bool viaLeaf = false, viaSpine = false, viaCore = false;
    for (std::size_t c = 0; c < classes.size.size(); ++c) {
        viaLeaf = viaLeaf || (*sharingLeaf)[c] > 1;
        viaSpine = viaSpine || (*sharingLeaf)[c] < (*sharingPod)[c];
        viaCore = viaCore || (*sharingPod)[c] < (*sharingPlane)[c];
    }
    ServerHops hops;
    if (viaLeaf) hops.byTier.push_back({Tier::Leaf, 2});
    if (viaSpine) hops.byTier.push_back({Tier::Spine, 4});
    if (viaCore) hops.byTier.push_back({Tier::Core, 6});
    hops.diameter = hops.byTier.empty() ? 0 : hops.byTier.back().hops;
    return hops;
}

} // namespace spinel::fabric
