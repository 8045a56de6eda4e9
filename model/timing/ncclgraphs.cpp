// A compact restatement of NCCL's channel search for the systems Spinel draws: NVSwitch servers
// (or servers with one GPU) with rail NICs. docs/reference/nccl-tuning.md section 8, step 1, gives the
// rules and checks them against logged channel counts (DGX A100 24, H800 16, H100 NVLS 8).
#include "timing/ncclgraphs.h"

#include <algorithm>
#include <cmath>
#include <span>
#include <unordered_map>

#include "timing/timingconstants.h"

namespace spinel::timing {
namespace {

std::span<const double> intraSpeeds(GpuGeneration g)
{
    if (g == GpuGeneration::Blackwell) return kSpeedsIntraBlackwell;
    if (g == GpuGeneration::Hopper || g == GpuGeneration::Unknown) return kSpeedsIntraHopper;
    return kSpeedsIntraPreHopper;
}

std::span<const double> interSpeeds(GpuGeneration g)
{
    if (g == GpuGeneration::Blackwell) return kSpeedsInterBlackwell;
    if (g == GpuGeneration::Hopper || g == GpuGeneration::Unknown) return kSpeedsInterHopper;
    return kSpeedsInterPreHopper;
}

// The largest speed in `speeds` that passes `fits`, or the slowest one.
template <typename Fits>
double largestSpeed(std::span<const double> speeds, Fits fits)
{
    for (double s : speeds)
        if (fits(s)) return s;
    return speeds.back();
}

// ncclTopoDupChannels (search.cc:1036-1049): fast channels are split in two.
void duplicate(NcclGraph &graph, GpuGeneration generation)
{
    if (graph.bwIntra < 25.0) return;
    if (generation >= GpuGeneration::Hopper && graph.bwIntra < 50.0 && graph.channels > 4) return;
    const int doubled = std::min(graph.channels * 2, kMaxSearchChannels);
    const int divisor = (doubled + graph.channels - 1) / graph.channels;
    graph.bwIntra /= divisor;
    graph.bwInter /= divisor;
    graph.channels = doubled;
}

// One node: the most total bandwidth n x s within the GPU's NVLink, going down the speeds while the
// next is more than 0.49 of the best so far (search.cc:1170-1245).
NcclGraph singleNodeRing(const NcclNode &node)
{
    const double total = node.nvlinkGBps;
    const auto speeds = intraSpeeds(node.generation);
    NcclGraph best;
    for (double s : speeds) {
        if (s > total) continue;
        if (best.channels > 0 && s / best.bwIntra <= 0.49) break;
        const int n = std::min(kMaxSearchChannels, int(std::floor(total / s)));
        if (n * s > best.channels * best.bwIntra) best = {n, s, s};
        if (n * s >= total || n == kMaxSearchChannels) break;
    }
    if (best.channels == 0) best = {1, total, total};
    duplicate(best, node.generation);
    return best;
}

// Several nodes: one channel per NIC (or per PCIe lane group of a GPU) at the best speed the
// GPU-NIC path carries, until the channels cover the GPU's NVLink.
NcclGraph multiNodeRing(const NcclNode &node)
{
    const double path = std::min(generationConstants(node.generation).pcieGBps, node.nicGBps);
    const double s = largestSpeed(interSpeeds(node.generation), [&](double v) { return v <= path; });
    const int perNic = std::max(1, int(std::floor(node.nicGBps / s)));
    const int perGpu = std::max(1, int(std::floor(generationConstants(node.generation).pcieGBps / s)));
    int channels = std::min(std::max(1, node.nics) * perNic, node.gpus * perGpu);
    if (node.gpus > 1 && node.nvlinkGBps > 0) channels = std::min(channels, std::max(1, int(std::ceil(node.nvlinkGBps / s))));
    NcclGraph ring{std::min(channels, kMaxSearchChannels), s, s};
    duplicate(ring, node.generation);
    return ring;
}

// Trees keep the ring's channels; between nodes they raise bwIntra while the NVLink carries it and it
// stays below twice bwInter (search.cc:1267-1287).
NcclGraph treeGraph(const NcclNode &node, const NcclGraph &ring)
{
    NcclGraph tree = ring;
    if (node.nodes == 1 || node.gpus < 2) return tree;
    const double raised = largestSpeed(interSpeeds(node.generation),
                                       [&](double v) { return tree.channels * v <= node.nvlinkGBps && v < 2 * ring.bwInter; });
    tree.bwIntra = std::max(ring.bwIntra, raised);
    return tree;
}

// NVLS: one channel per GPU (one node) or per NIC with a local GPU; bwIntra the largest speed with
// (n + 1) x s within the NVLink (docs/reference/nccl-tuning.md section 8).
NcclGraph nvlsGraph(const NcclNode &node)
{
    if (!node.nvls || node.gpus < 2 || node.generation < GpuGeneration::Hopper) return {};
    const double total = node.nvlinkGBps;
    NcclGraph graph;
    if (node.nodes == 1) {
        const auto speeds = intraSpeeds(node.generation);
        graph.channels = std::min(node.gpus, kMaxNvlsChannels);
        const int n = graph.channels;
        graph.bwIntra = largestSpeed(speeds, [&](double s) { return (n + 1) * s <= total && n * s <= total * n / (n - 1); });
        graph.bwInter = speeds.front();
        return graph;
    }
    const auto speeds = interSpeeds(node.generation);
    graph.channels = std::min({std::max(1, node.nics), node.gpus, kMaxNvlsChannels});
    const int n = graph.channels;
    graph.bwIntra = largestSpeed(speeds, [&](double s) { return (n + 1) * s <= total; });
    const double path = std::min(generationConstants(node.generation).pcieGBps, node.nicGBps);
    graph.bwInter = largestSpeed(speeds, [&](double s) { return s <= path; });
    return graph;
}

} // namespace

NcclGraphs ncclGraphs(const NcclNode &node)
{
    NcclGraphs graphs;
    graphs.ring = node.nodes > 1 ? multiNodeRing(node) : singleNodeRing(node);
    graphs.tree = treeGraph(node, graphs.ring);
    graphs.nvls = nvlsGraph(node);
    // ncclTopoPostset (connect.cc:460-483): runtime channels double the search channels, and double
    // again on Hopper+ across nodes when a ring channel is fast and there are few.
    int runtime = std::min(kMaxRuntimeChannels, graphs.ring.channels * 2);
    if (node.generation >= GpuGeneration::Hopper && node.nodes > 1 && graphs.ring.bwIntra > 45.0 && runtime < 16)
        runtime = std::min(kMaxRuntimeChannels, runtime * 2);
    graphs.runtimeChannels = runtime;
    return graphs;
}

namespace {

// ncclGetBtree (trees.cc:32-66): parent and the number of children of `rank` in the binary tree of
// `nranks` ranks rooted at 0.
struct TreeLinks {
    bool parent = false;
    int children = 0;
};

TreeLinks btreeLinks(int nranks, int rank)
{
    int bit = 1;
    for (; bit < nranks; bit <<= 1)
        if (bit & rank) break;
    if (rank == 0) return {false, nranks > 1 ? 1 : 0};
    TreeLinks links{true, 0};
    int lowbit = bit >> 1;
    if (lowbit == 0) return links;
    links.children = 1; // down0 = rank - lowbit is always within bounds
    int down1 = rank + lowbit;
    while (down1 >= nranks) { // trees.cc:58-61: halve the step until in bounds, or none
        down1 = lowbit == 0 ? -1 : rank + lowbit;
        lowbit >>= 1;
    }
    if (down1 >= 0) ++links.children;
    return links;
}

double computeTreeNetworkVolumeShare(int nodes)
{
    int most = 0;
    for (int r = 0; r < nodes; ++r) {
        // ncclGetDtree (trees.cc:88-112): the second tree mirrors ranks (even count) or shifts them
        // by one (odd count); either way node r is rank `other` of a plain binary tree.
        const int other = nodes % 2 == 1 ? (r - 1 + nodes) % nodes : nodes - 1 - r;
        const TreeLinks a = btreeLinks(nodes, r), b = btreeLinks(nodes, other);
        most = std::max(most, int(a.parent) + a.children + int(b.parent) + b.children);
    }
    return most / 2.0;
}

} // namespace

double treeNetworkVolumeShare(int nodes)
{
    if (nodes < 2) return 0;
    thread_local std::unordered_map<int, double> cache;
    auto [it, inserted] = cache.try_emplace(nodes, 0.0);
    if (inserted) it->second = computeTreeNetworkVolumeShare(nodes);
    return it->second;
}

} // namespace spinel::timing
