#include "analysis/closstructure.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/disjointsets.h"

namespace spinel::fabric {

namespace {

bool nearlyEqual(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::max(std::fabs(a), std::fabs(b)));
}

// Per-neighbour capacity sums with a stamp, so each device costs only its own links: `sum[key]`
// restarts at 0 the first time `owner` touches `key`.
struct StampedSums {
    std::vector<double> sum;
    std::vector<int> stamp;
    explicit StampedSums(std::size_t size)
        : sum(size, 0)
        , stamp(size, -1)
    { }
    // Adds `value` under `key` for `owner`; true when this is the owner's first touch of `key`.
    bool add(int owner, int key, double value)
    {
        const bool fresh = stamp[std::size_t(key)] != owner;
        if (fresh) {
            stamp[std::size_t(key)] = owner;
            sum[std::size_t(key)] = 0;
        }
        sum[std::size_t(key)] += value;
        return fresh;
    }
};

// Links only between adjacent tiers (else nullopt); sets `clos.top` and joins leaves and spines
// linked to each other in `parent`.
bool joinLeavesAndSpines(const Topology &topo, ClosStructure &clos, std::vector<int> &parent)
{
    for (int l = 0; l < topo.linkCount(); ++l) {
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (a < 0) continue;
        if (topo.linkLayers[std::size_t(l)] == LinkLayer::Other) return false;
        clos.top = std::max({clos.top, topo.tiers[std::size_t(a)], topo.tiers[std::size_t(b)]});
        if (topo.linkLayers[std::size_t(l)] == LinkLayer::LeafSpine)
            parent[std::size_t(findRoot(parent, a))] = findRoot(parent, b);
    }
    return true;
}

// Pods: leaves and spines joined by leaf-spine links. Returns the spines of each pod.
std::vector<int> assignPods(const Topology &topo, ClosStructure &clos, std::vector<int> &parent)
{
    const int n = topo.deviceCount();
    clos.pod.assign(std::size_t(n), -1);
    std::vector<int> podOfRoot(std::size_t(n), -1);
    std::vector<int> spinesInPod;
    for (int i = 0; i < n; ++i) {
        const Tier tier = topo.tiers[std::size_t(i)];
        if (tier != Tier::Leaf && tier != Tier::Spine) continue;
        int &pod = podOfRoot[std::size_t(findRoot(parent, i))];
        if (pod < 0) {
            pod = clos.pods++;
            spinesInPod.push_back(0);
        }
        clos.pod[std::size_t(i)] = pod;
        if (tier == Tier::Spine) ++spinesInPod[std::size_t(pod)];
    }
    clos.podHasSpines.assign(std::size_t(clos.pods), 0);
    for (int p = 0; p < clos.pods; ++p) clos.podHasSpines[std::size_t(p)] = spinesInPod[std::size_t(p)] > 0;
    return spinesInPod;
}

// Leaf `i` reaches every spine of its pod with the same capacity to each.
bool leafIsEven(const Topology &topo, const std::vector<double> &capacityGbps, const ClosStructure &clos,
                const std::vector<int> &spinesInPod, int i, StampedSums &toSpine)
{
    int spines = 0;
    for (const auto &adj : topo.adjacency[std::size_t(i)])
        if (topo.tiers[std::size_t(adj.device)] == Tier::Spine && toSpine.add(i, adj.device, capacityGbps[std::size_t(adj.link)]))
            ++spines;
    if (spines != spinesInPod[std::size_t(clos.pod[std::size_t(i)])]) return false;
    double first = -1;
    for (const auto &adj : topo.adjacency[std::size_t(i)]) {
        if (topo.tiers[std::size_t(adj.device)] != Tier::Spine) continue;
        const double cap = toSpine.sum[std::size_t(adj.device)];
        if (first < 0) first = cap;
        else if (!nearlyEqual(first, cap)) return false;
    }
    return true;
}

// Every leaf even over its pod's spines, and the spines of a pod with equal uplinks to the cores.
bool podsAreEven(const Topology &topo, const std::vector<double> &capacityGbps, const ClosStructure &clos,
                 const std::vector<int> &spinesInPod)
{
    const int n = topo.deviceCount();
    StampedSums toSpine{std::size_t(n)};
    std::vector<double> podUplinks(std::size_t(clos.pods), -1);
    for (int i = 0; i < n; ++i) {
        const Tier tier = topo.tiers[std::size_t(i)];
        if (tier == Tier::Leaf) {
            if (!leafIsEven(topo, capacityGbps, clos, spinesInPod, i, toSpine)) return false;
        } else if (tier == Tier::Spine) {
            double up = 0;
            for (const auto &adj : topo.adjacency[std::size_t(i)])
                if (topo.tiers[std::size_t(adj.device)] == Tier::Core) up += capacityGbps[std::size_t(adj.link)];
            double &podUp = podUplinks[std::size_t(clos.pod[std::size_t(i)])];
            if (podUp < 0) podUp = up;
            else if (!nearlyEqual(podUp, up)) return false;
        }
    }
    return true;
}

// Planes: pods joined through cores; a pod no core reaches is a plane of its own.
void assignPlanes(const Topology &topo, ClosStructure &clos)
{
    std::vector<int> parent(std::size_t(clos.pods));
    std::iota(parent.begin(), parent.end(), 0);
    for (int i = 0; i < topo.deviceCount(); ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Core) continue;
        int first = -1;
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            const int pod = clos.pod[std::size_t(adj.device)];
            if (first < 0) first = pod;
            else parent[std::size_t(findRoot(parent, pod))] = findRoot(parent, first);
        }
    }
    clos.planeOfPod.assign(std::size_t(clos.pods), -1);
    std::vector<int> planeOfRoot(std::size_t(clos.pods), -1);
    for (int p = 0; p < clos.pods; ++p) {
        int &plane = planeOfRoot[std::size_t(findRoot(parent, p))];
        if (plane < 0) plane = clos.planes++;
        clos.planeOfPod[std::size_t(p)] = plane;
    }
}

// Every core reaches every pod of its plane that has spines, and the cores of a plane alike: each
// core's capacities to the pods in the same proportions (so every core prefers the same side).
// Pods may differ (a partial last pod has fewer uplinks), and so may cores in size.
bool coresAreEven(const Topology &topo, const std::vector<double> &capacityGbps, const ClosStructure &clos)
{
    const int n = topo.deviceCount();
    StampedSums toPod{std::size_t(clos.pods)};
    std::vector<int> connectedPods(std::size_t(clos.planes), 0);
    for (int p = 0; p < clos.pods; ++p)
        if (clos.podHasSpines[std::size_t(p)]) ++connectedPods[std::size_t(clos.planeOfPod[std::size_t(p)])];
    // The plane's first core: its capacity to each pod and in all.
    std::vector<double> podCapacity(std::size_t(clos.pods), -1), planeTotal(std::size_t(clos.planes), -1);
    for (int i = 0; i < n; ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Core || topo.adjacency[std::size_t(i)].empty()) continue;
        int reached = 0;
        double total = 0;
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            if (toPod.add(i, clos.pod[std::size_t(adj.device)], capacityGbps[std::size_t(adj.link)])) ++reached;
            total += capacityGbps[std::size_t(adj.link)];
        }
        const int plane = clos.planeOfPod[std::size_t(clos.pod[std::size_t(topo.adjacency[std::size_t(i)].front().device)])];
        if (reached != connectedPods[std::size_t(plane)]) return false;
        const bool first = planeTotal[std::size_t(plane)] < 0;
        if (first) planeTotal[std::size_t(plane)] = total;
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            const int pod = clos.pod[std::size_t(adj.device)];
            const double cap = toPod.sum[std::size_t(pod)];
            if (first) podCapacity[std::size_t(pod)] = cap;
            else if (!nearlyEqual(cap * planeTotal[std::size_t(plane)], podCapacity[std::size_t(pod)] * total)) return false;
        }
    }
    return true;
}

// A core's capacity to each pod it reaches, in Mb/s (exact for whole-Gb/s links), by pod.
using PodVector = std::vector<std::pair<int, long long>>;

PodVector podVectorOf(const Topology &topo, const std::vector<double> &capacityGbps, const ClosStructure &clos, int core,
                      StampedSums &toPod)
{
    PodVector vector;
    for (const auto &adj : topo.adjacency[std::size_t(core)])
        if (toPod.add(core, clos.pod[std::size_t(adj.device)], capacityGbps[std::size_t(adj.link)]))
            vector.emplace_back(clos.pod[std::size_t(adj.device)], 0);
    for (auto &[pod, mbps] : vector) mbps = std::llround(toPod.sum[std::size_t(pod)] * 1000);
    std::sort(vector.begin(), vector.end());
    return vector;
}

// A group: the spines and cores that spine-core links join. Its spines must be one of each pod of
// its plane; its cores' pod vectors, sorted, are what another group of the plane must match.
struct CoreGroup {
    int plane = -1;
    int spines = 0;
    std::vector<PodVector> cores;
};

// The groups of spines and cores (see CoreClass), or empty when a spine shares a group with another
// spine of its pod or a plane's spines are not one of each pod per group.
std::vector<CoreGroup> coreGroups(const Topology &topo, const std::vector<double> &capacityGbps, const ClosStructure &clos)
{
    const int n = topo.deviceCount();
    std::vector<int> parent(static_cast<std::size_t>(n));
    std::iota(parent.begin(), parent.end(), 0);
    for (int l = 0; l < topo.linkCount(); ++l)
        if (topo.linkFrom[std::size_t(l)] >= 0 && topo.linkLayers[std::size_t(l)] == LinkLayer::SpineCore)
            parent[std::size_t(findRoot(parent, topo.linkFrom[std::size_t(l)]))] = findRoot(parent, topo.linkTo[std::size_t(l)]);
    std::vector<int> groupOfRoot(std::size_t(n), -1);
    std::vector<std::pair<int, int>> spineSlots; // (group, pod) of every spine
    std::vector<CoreGroup> groups;
    StampedSums toPod{std::size_t(clos.pods)};
    for (int i = 0; i < n; ++i) {
        const Tier tier = topo.tiers[std::size_t(i)];
        if (tier != Tier::Spine && (tier != Tier::Core || topo.adjacency[std::size_t(i)].empty())) continue;
        int &group = groupOfRoot[std::size_t(findRoot(parent, i))];
        if (group < 0) {
            group = int(groups.size());
            groups.emplace_back();
        }
        CoreGroup &g = groups[std::size_t(group)];
        const int pod = tier == Tier::Spine ? clos.pod[std::size_t(i)]
                                            : clos.pod[std::size_t(topo.adjacency[std::size_t(i)].front().device)];
        const int plane = clos.planeOfPod[std::size_t(pod)];
        if (g.plane >= 0 && g.plane != plane) return {};
        g.plane = plane;
        if (tier == Tier::Core) {
            g.cores.push_back(podVectorOf(topo, capacityGbps, clos, i, toPod));
        } else {
            spineSlots.emplace_back(group, pod);
            ++g.spines;
        }
    }
    std::sort(spineSlots.begin(), spineSlots.end());
    if (std::adjacent_find(spineSlots.begin(), spineSlots.end()) != spineSlots.end()) return {}; // two of one pod
    std::vector<int> podsOfPlane(std::size_t(clos.planes), 0);
    for (int p = 0; p < clos.pods; ++p)
        if (clos.podHasSpines[std::size_t(p)]) ++podsOfPlane[std::size_t(clos.planeOfPod[std::size_t(p)])];
    // A plane no core reaches (its pods' spines have no uplinks) stands alone: its spines' groups
    // have no cores, and it needs none.
    std::vector<char> planeHasCores(std::size_t(clos.planes), 0);
    for (const CoreGroup &g : groups)
        if (!g.cores.empty()) planeHasCores[std::size_t(g.plane)] = 1;
    std::erase_if(groups, [&](const CoreGroup &g) { return !planeHasCores[std::size_t(g.plane)]; });
    for (CoreGroup &g : groups) {
        if (g.cores.empty() || g.spines != podsOfPlane[std::size_t(g.plane)]) return {};
        std::sort(g.cores.begin(), g.cores.end());
    }
    return groups;
}

// Every group of a plane like its first; the first's cores, equal ones merged, are the classes.
std::optional<std::vector<CoreClass>> classifyCores(const Topology &topo, const std::vector<double> &capacityGbps,
                                                    const ClosStructure &clos)
{
    const std::vector<CoreGroup> groups = coreGroups(topo, capacityGbps, clos);
    if (groups.empty()) return std::nullopt;
    std::vector<int> firstOfPlane(std::size_t(clos.planes), -1), groupsOfPlane(std::size_t(clos.planes), 0);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        int &first = firstOfPlane[std::size_t(groups[g].plane)];
        if (first < 0) first = int(g);
        else if (groups[g].cores != groups[std::size_t(first)].cores) return std::nullopt;
        ++groupsOfPlane[std::size_t(groups[g].plane)];
    }
    std::vector<CoreClass> classes;
    for (int plane = 0; plane < clos.planes; ++plane) {
        if (firstOfPlane[std::size_t(plane)] < 0) continue;
        const std::vector<PodVector> &cores = groups[std::size_t(firstOfPlane[std::size_t(plane)])].cores;
        for (std::size_t c = 0; c < cores.size();) {
            std::size_t same = c + 1;
            while (same < cores.size() && cores[same] == cores[c]) ++same;
            const long long copies = (long long)(same - c) * groupsOfPlane[std::size_t(plane)];
            CoreClass cls{plane, cores[c]};
            for (auto &entry : cls.podMbps) entry.second *= copies;
            classes.push_back(std::move(cls));
            c = same;
        }
    }
    return classes;
}

} // namespace

std::optional<ClosStructure> detectClos(const Topology &topo, const std::vector<double> &capacityGbps)
{
    ClosStructure clos;
    std::vector<int> parent(static_cast<std::size_t>(topo.deviceCount()));
    std::iota(parent.begin(), parent.end(), 0);
    if (!joinLeavesAndSpines(topo, clos, parent)) return std::nullopt;
    const std::vector<int> spinesInPod = assignPods(topo, clos, parent);
    if (!podsAreEven(topo, capacityGbps, clos, spinesInPod)) return std::nullopt;
    assignPlanes(topo, clos);
    if (clos.top == Tier::Core && !coresAreEven(topo, capacityGbps, clos)) {
        auto classes = classifyCores(topo, capacityGbps, clos);
        if (!classes) return std::nullopt;
        clos.coreClasses = std::move(*classes);
    }
    return clos;
}

} // namespace spinel::fabric
