#include "analysis/closstructure.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace spinel::fabric {

namespace {

bool nearlyEqual(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::max(std::fabs(a), std::fabs(b)));
}

int findRoot(std::vector<int> &parent, int x)
{
    while (parent[std::size_t(x)] != x) x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
    return x;
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
    if (clos.top == Tier::Core && !coresAreEven(topo, capacityGbps, clos)) return std::nullopt;
    return clos;
}

} // namespace spinel::fabric
