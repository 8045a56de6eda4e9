#pragma once
// Internal to timing/: what the per-algorithm cost functions share (algorithmcosts.cpp) and the
// pipeline terms derived from NCCL's kernels (ringsteps.cpp: a Simple ring's per-slice
// synchronisation and the latency an LL/LL128 ring hides; pipelinefill.cpp: the chunk pipelines of
// the tree and NVLS filling). Not part of the model's interface.

#include <algorithm>

#include "timing/algorithmcosts.h"
#include "timing/nccltuner.h"
#include "timing/timingconstants.h"

namespace spinel::timing::costs {

// A phase of the bandwidth term: microseconds and what sets the rate.
struct Phase {
    double us = 0;
    Bottleneck what;
};

inline Phase nvlinkPhase(double bytes, const PatternBounds &b, double share = 1)
{
    return {bytes / (b.nvlinkGBps * share * 1e3), {BottleneckKind::NvLink, 1, 0, 0, {}}};
}

inline Phase nvlsPhase(double bytes, const PatternBounds &b, double efficiency)
{
    return {bytes / (b.nvlinkGBps * efficiency * 1e3), {BottleneckKind::NvlsSwitch, 1, 0, 0, {}}};
}

// `rateGBps` before the fabric; `limit` is the fabric's share for this traffic pattern.
inline Phase networkPhase(double bytes, double rateGBps, const FabricLimit &limit, const PatternBounds &b, double share = 1)
{
    Phase phase{bytes / (rateGBps * limit.scale * share * 1e3), {}};
    if (limit.scale < 1)
        phase.what = {limit.tier == Tier::Leaf ? BottleneckKind::LeafUplinks : BottleneckKind::SpineUplinks, limit.ratio, 0, 0, {}};
    else if (b.portGbps < b.nicSpeedGbps) phase.what = {BottleneckKind::ServerLink, 1, b.portGbps, b.nicSpeedGbps, {}};
    else phase.what = {BottleneckKind::Nic, 1, b.nicSpeedGbps, b.nicSpeedGbps, {}};
    return phase;
}

inline FabricLimit railLimit(const PatternBounds &b, double flowsPerRail)
{
    FabricLimit limit = b.railLimit;
    limit.scale = b.railScale(flowsPerRail);
    return limit;
}

inline void concurrent(AlgorithmCost &cost, const Phase &phase)
{
    if (phase.us > cost.bandwidthUs || cost.bottleneck.kind == BottleneckKind::None) cost.bottleneck = phase.what;
    cost.bandwidthUs = std::max(cost.bandwidthUs, phase.us);
}

inline void sequential(AlgorithmCost &cost, const Phase &phase, double &largestUs)
{
    if (phase.us > largestUs) largestUs = phase.us, cost.bottleneck = phase.what;
    cost.bandwidthUs += phase.us;
}

// NCCL's caps are bus bandwidths: a rank may push `busBytes` no faster than `capGBps`.
inline void applyCap(AlgorithmCost &cost, double busBytes, double capGBps)
{
    if (capGBps >= 1e299 || busBytes <= 0) return;
    const double capUs = busBytes / (capGBps * 1e3);
    if (capUs > cost.bandwidthUs) cost.bandwidthUs = capUs, cost.bottleneck = {BottleneckKind::ProtocolCap, 1, 0, 0, {}};
}

struct Context {
    Protocol p;
    CollectiveOp op;
    double S;
    const PatternBounds &b;
    const NcclView &view;
    NcclRefinement refine;
    int n, g, N;
    double nodeGBps; // the group's share of one server's NICs
    // Share of those NICs a graph's channels reach on a multi-tray NVLink domain: each search channel
    // crosses the network on one NIC (runtime copies reuse it), so a rack with more NICs than
    // channels (NVL72: 72 NICs, 16 ring channels, 32 NVLS heads) leaves the rest idle for that
    // algorithm (search.cc:724-760: one NET per channel; NVLS: one head GPU per NET).
    double ringNicShare = 1, nvlsNicShare = 1;
    double channelShare = 1; // activeChannelShare: of the physical rate, before NCCL's absolute caps
};

// The channels an operation of this size runs on: the runtime channels NCCL keeps after trimming a
// small one (activeChannelShare), at least one.
inline double runningChannels(const Context &c)
{
    return std::max(1.0, c.channelShare * c.view.graphs.runtimeChannels);
}

// ringsteps.cpp
double simpleRingSlicesPerChannel(const Context &c);
double simpleRingSyncUs(const Context &c);
struct RingLatency {
    double exposedUs = 0; // NCCL's latency less what the streaming hides, plus the posts below
    double postsUs = 0;   // across servers: what the proxies' network posts add beyond hops and bytes
};
RingLatency ringExposedLatencyUs(const Context &c, double latencyUs, double bandwidthUs);

// pipelinefill.cpp
double treePipelineFillUs(const Context &c, double correction);
double nvlsPipelineFillUs(const Context &c, Algorithm algorithm, double heads, double nvlsUs);

} // namespace spinel::timing::costs
