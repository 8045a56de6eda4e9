// Costs per algorithm. Bandwidth terms follow the classic alpha-beta formulas (Thakur, Rabenseifner &
// Gropp, IJHPCA 19(1) 2005; Patarasuk & Yuan, JPDC 2009) applied to each resource a pattern uses:
// a phase moves V bytes over a resource of rate R (GB/s) and takes V / R; concurrent (pipelined)
// phases take the longest, sequential phases add up. Latency terms are NCCL's (src/graph/tuning.cc).
#include "timing/algorithmcosts.h"

#include <algorithm>
#include <cmath>

namespace spinel::timing {
namespace {

int index(Protocol p) { return int(p); }

// A phase of the bandwidth term: microseconds per byte and what sets the rate.
struct Phase {
    double us = 0;
    Bottleneck what;
};

Phase nvlinkPhase(double bytes, const PatternBounds &b)
{
    return {bytes / (b.nvlinkGBps * 1e3), {BottleneckKind::NvLink, 1, 0, 0, {}}};
}

Phase nvlsPhase(double bytes, const PatternBounds &b)
{
    return {bytes / (b.nvlinkGBps * kNvlsEfficiency * 1e3), {BottleneckKind::NvlsSwitch, 1, 0, 0, {}}};
}

// `rateGBps` before the fabric; `limit` is the fabric's share for this traffic pattern.
Phase networkPhase(double bytes, double rateGBps, const FabricLimit &limit, const PatternBounds &b)
{
    Phase phase{bytes / (rateGBps * limit.scale * 1e3), {}};
    if (limit.scale < 1)
        phase.what = {limit.tier == Tier::Leaf ? BottleneckKind::LeafUplinks : BottleneckKind::SpineUplinks,
                      limit.ratio, 0, 0, {}};
    else if (b.portGbps < b.nicSpeedGbps)
        phase.what = {BottleneckKind::ServerLink, 1, b.portGbps, b.nicSpeedGbps, {}};
    else
        phase.what = {BottleneckKind::Nic, 1, b.nicSpeedGbps, b.nicSpeedGbps, {}};
    return phase;
}

FabricLimit railLimit(const PatternBounds &b, double flowsPerRail)
{
    FabricLimit limit = b.railLimit;
    limit.scale = b.railScale(flowsPerRail);
    return limit;
}

void concurrent(AlgorithmCost &cost, const Phase &phase)
{
    if (phase.us > cost.bandwidthUs || cost.bottleneck.kind == BottleneckKind::None) cost.bottleneck = phase.what;
    cost.bandwidthUs = std::max(cost.bandwidthUs, phase.us);
}

void sequential(AlgorithmCost &cost, const Phase &phase, double &largestUs)
{
    if (phase.us > largestUs) largestUs = phase.us, cost.bottleneck = phase.what;
    cost.bandwidthUs += phase.us;
}

// NCCL's network hop, re-based on the real path: NCCL's software share plus this path's latency.
double netHopUs(const std::array<double, kProtocolCount> &table, Protocol p, double pathUs)
{
    return table[std::size_t(index(p))] - kNcclNetHopReferencePathUs + pathUs;
}

double log2Ceil(int n) { return n <= 1 ? 0 : std::ceil(std::log2(double(n))); }

AlgorithmCost notApplicable(const char *why)
{
    AlgorithmCost cost;
    cost.whyNot = why;
    return cost;
}

} // namespace

bool protocolApplies(Algorithm algorithm, Protocol protocol)
{
    switch (algorithm) {
    case Algorithm::Nvls:
    case Algorithm::InNetwork: return protocol == Protocol::Simple;
    case Algorithm::Pairwise: return protocol != Protocol::LL128;
    default: return true;
    }
}

AlgorithmCost algorithmCost(Algorithm algorithm, Protocol p, CollectiveOp op, double S, const PatternBounds &b,
                            bool strided)
{
    const int n = b.gpus, g = b.ranksPerServer, N = b.servers;
    const std::size_t pi = std::size_t(index(p));
    const double nodeGBps = b.gpuNetworkGBps * g;  // the group's share of one server's NICs
    const bool allReduce = op == CollectiveOp::AllReduce;
    const bool gatherScatter = op == CollectiveOp::AllGather || op == CollectiveOp::ReduceScatter;
    AlgorithmCost cost;
    cost.applicable = true;

    switch (algorithm) {
    case Algorithm::Ring: {
        if (op == CollectiveOp::AllToAll || op == CollectiveOp::SendRecv) return notApplicable("ring does not run all-to-all or send/recv");
        // Ring all-reduce moves 2(n-1)/n S through every rank; all-gather and reduce-scatter (n-1)/n S;
        // broadcast and reduce pipeline S along the chain.
        const double volume = allReduce ? 2.0 * (n - 1) / n * S : gatherScatter ? double(n - 1) / n * S : S;
        if (g > 1) concurrent(cost, nvlinkPhase(volume, b));
        if (N > 1) concurrent(cost, networkPhase(volume, nodeGBps, railLimit(b, 1), b));
        const int steps = allReduce ? 2 * (n - 1) : n - 1;
        const int netSteps = allReduce ? 2 * (N - 1) : N - 1;
        cost.latencyUs = kRingBaseLatencyUs[pi] + (steps - netSteps) * kRingNvlinkHopUs[pi] +
                         netSteps * netHopUs(kRingNetHopUs, p, b.railPathUs);
        break;
    }
    case Algorithm::Tree: {
        if (!allReduce) return notApplicable("tree runs all-reduce only");
        // Double binary tree: inside the server a chain (each GPU sends S up and S down); between
        // servers an interior node sends and receives 2S; with exactly two servers each only S.
        if (g > 1) concurrent(cost, nvlinkPhase(2 * S, b));
        if (N > 1) concurrent(cost, networkPhase(N == 2 ? S : 2 * S, nodeGBps, railLimit(b, 2), b));
        cost.latencyUs = kTreeBaseLatencyUs[pi] +
                         2 * ((g - 1) * kTreeNvlinkHopUs[pi] + log2Ceil(N) * netHopUs(kTreeNetHopUs, p, b.railPathUs));
        break;
    }
    case Algorithm::Hierarchical: {
        if (!allReduce && !gatherScatter) return notApplicable("hierarchical runs all-reduce, all-gather and reduce-scatter");
        if (N < 2 || g < 2) return notApplicable("hierarchical needs several GPUs on each of several servers");
        // NVLink reduce-scatter, one ring per rail between servers on S/g, NVLink all-gather; in turn.
        const double twice = allReduce ? 2.0 : 1.0;
        double largest = 0;
        sequential(cost, nvlinkPhase(twice * (g - 1) / g * S, b), largest);
        sequential(cost, networkPhase(twice * (N - 1) / N * S / g, b.gpuNetworkGBps, railLimit(b, 1), b), largest);
        cost.latencyUs = kRingBaseLatencyUs[pi] + twice * (g - 1) * kRingNvlinkHopUs[pi] +
                         twice * (N - 1) * netHopUs(kRingNetHopUs, p, b.railPathUs);
        break;
    }
    case Algorithm::Nvls: {
        if (!allReduce) return notApplicable("NVLS is modelled for all-reduce only");
        if (!b.nvls) return notApplicable("the servers have no NVLink SHARP (nvswitch_reduction)");
        if (g < 2) return notApplicable("NVLS needs several GPUs of the group in one server");
        // Each GPU's buffer is read once by the switch's multimem reduction and each GPU writes its
        // reduced 1/g share once for the switch to multicast: (g+1)/g S each way.
        concurrent(cost, nvlsPhase(double(g + 1) / g * S, b));
        if (N > 1) concurrent(cost, networkPhase(N == 2 ? S : 2 * S, nodeGBps, railLimit(b, 2), b));
        cost.latencyUs = kNvlsLatencyUs + 2 * log2Ceil(N) * netHopUs(kTreeNetHopUs, p, b.railPathUs);
        break;
    }
    case Algorithm::InNetwork: {
        if (!allReduce) return notApplicable("in-network reduction is modelled for all-reduce only");
        if (N < 2) return notApplicable("in-network reduction needs several servers");
        if (!b.inNetworkReduction) return notApplicable("not every switch on the path has in_network_reduction");
        // Each server sends its S once into the switch tree and receives the result once.
        if (g > 1) concurrent(cost, b.nvls ? nvlsPhase(double(g + 1) / g * S, b) : nvlinkPhase(2.0 * (g - 1) / g * S, b));
        concurrent(cost, networkPhase(S, nodeGBps, railLimit(b, 1), b));
        const double intraUs = g < 2 ? 0 : b.nvls ? kNvlsLatencyUs : 2 * (g - 1) * kRingNvlinkHopUs[pi];
        cost.latencyUs = kRingBaseLatencyUs[pi] + intraUs + 2 * netHopUs(kRingNetHopUs, p, b.railPathUs);
        break;
    }
    case Algorithm::Pairwise: {
        if (op == CollectiveOp::AllToAll) {
            // Each rank sends S/n to every rank: (g-1)/n S over NVLink, (n-g)/n S through the NICs,
            // limited by the leaf and spine uplinks for traffic that leaves them.
            const double remote = double(n - g) / n * S;
            if (g > 1 || b.pxn) concurrent(cost, nvlinkPhase(double(g - 1) / n * S + (b.pxn ? remote : 0), b));
            if (N > 1) concurrent(cost, networkPhase(remote, b.gpuNetworkGBps, b.uniformLimit, b));
            cost.latencyUs = kRingBaseLatencyUs[pi] + (g - 1) * kRingNvlinkHopUs[pi] +
                             (n - g) * netHopUs(kRingNetHopUs, p, b.anyPathUs);
        } else if (op == CollectiveOp::SendRecv) {
            // nccl-tests sendrecv: rank r sends S to r+1. Packed, one pair per server boundary crosses
            // the network on one port; strided, every GPU of the server crosses at once.
            if (N == 1) {
                concurrent(cost, nvlinkPhase(S, b));
                cost.latencyUs = kRingBaseLatencyUs[pi] + kRingNvlinkHopUs[pi];
            } else {
                if (g > 1) concurrent(cost, nvlinkPhase(S, b));
                const double rate = strided ? b.gpuNetworkGBps : b.portGBps;
                concurrent(cost, networkPhase(S, rate, strided ? railLimit(b, 1) : FabricLimit{}, b));
                cost.latencyUs = kRingBaseLatencyUs[pi] + netHopUs(kRingNetHopUs, p, strided ? b.railPathUs : b.anyPathUs);
            }
        } else {
            return notApplicable("pairwise runs all-to-all and send/recv");
        }
        break;
    }
    case Algorithm::Auto: return notApplicable("auto is not an algorithm");
    }
    cost.bandwidthUs /= kProtocolBandwidthFraction[pi];
    return cost;
}

} // namespace spinel::timing
