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

} // namespace

std::optional<ClosStructure> detectClos(const Topology &topo, const std::vector<double> &capacityGbps)
{
    const int n = topo.deviceCount();
    ClosStructure clos;
    std::vector<int> parent(static_cast<std::size_t>(n));
    std::iota(parent.begin(), parent.end(), 0);
    for (int l = 0; l < topo.linkCount(); ++l) {
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (a < 0) continue;
        if (topo.linkLayers[std::size_t(l)] == LinkLayer::Other) return std::nullopt;
        clos.top = std::max({clos.top, topo.tiers[std::size_t(a)], topo.tiers[std::size_t(b)]});
        if (topo.linkLayers[std::size_t(l)] == LinkLayer::LeafSpine) parent[std::size_t(findRoot(parent, a))] = findRoot(parent, b);
    }
    // Pods: leaves and spines joined by leaf-spine links.
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

    // Per-neighbour capacity sums with a stamp, so each device costs only its own links.
    std::vector<double> toNeighbour(std::size_t(std::max(n, clos.pods)), 0);
    std::vector<int> stamp(toNeighbour.size(), -1);
    std::vector<double> podUplinks(std::size_t(clos.pods), -1);
    for (int i = 0; i < n; ++i) {
        const Tier tier = topo.tiers[std::size_t(i)];
        if (tier == Tier::Leaf) {
            // Every spine of the pod, the same capacity to each.
            int spines = 0;
            double first = -1;
            for (const auto &adj : topo.adjacency[std::size_t(i)]) {
                if (topo.tiers[std::size_t(adj.device)] != Tier::Spine) continue;
                if (stamp[std::size_t(adj.device)] != i) {
                    stamp[std::size_t(adj.device)] = i;
                    toNeighbour[std::size_t(adj.device)] = 0;
                    ++spines;
                }
                toNeighbour[std::size_t(adj.device)] += capacityGbps[std::size_t(adj.link)];
            }
            if (spines != spinesInPod[std::size_t(clos.pod[std::size_t(i)])]) return std::nullopt;
            for (const auto &adj : topo.adjacency[std::size_t(i)]) {
                if (topo.tiers[std::size_t(adj.device)] != Tier::Spine) continue;
                const double cap = toNeighbour[std::size_t(adj.device)];
                if (first < 0) first = cap;
                else if (!nearlyEqual(first, cap)) return std::nullopt;
            }
        } else if (tier == Tier::Spine) {
            double up = 0;
            for (const auto &adj : topo.adjacency[std::size_t(i)])
                if (topo.tiers[std::size_t(adj.device)] == Tier::Core) up += capacityGbps[std::size_t(adj.link)];
            double &podUp = podUplinks[std::size_t(clos.pod[std::size_t(i)])];
            if (podUp < 0) podUp = up;
            else if (!nearlyEqual(podUp, up)) return std::nullopt;
        }
    }
    if (clos.top != Tier::Core) return clos;
    // Every core reaches every pod that has spines, with the same capacity.
    std::fill(stamp.begin(), stamp.end(), -1);
    const int connectedPods = int(std::count(clos.podHasSpines.begin(), clos.podHasSpines.end(), 1));
    for (int i = 0; i < n; ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Core || topo.adjacency[std::size_t(i)].empty()) continue;
        int reached = 0;
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            const int pod = clos.pod[std::size_t(adj.device)];
            if (stamp[std::size_t(pod)] != i) {
                stamp[std::size_t(pod)] = i;
                toNeighbour[std::size_t(pod)] = 0;
                ++reached;
            }
            toNeighbour[std::size_t(pod)] += capacityGbps[std::size_t(adj.link)];
        }
        if (reached != connectedPods) return std::nullopt;
        double first = -1;
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            const double cap = toNeighbour[std::size_t(clos.pod[std::size_t(adj.device)])];
            if (first < 0) first = cap;
            else if (!nearlyEqual(first, cap)) return std::nullopt;
        }
    }
    return clos;
}

} // namespace spinel::fabric
