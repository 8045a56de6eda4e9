#pragma once
// The alpha-beta cost of one (algorithm, protocol) pair for one collective on one group: a latency
// term and a bandwidth term, and the resource that sets the bandwidth term. Internal to timing/.

#include "timing/collectives.h"

namespace spinel::timing {

struct AlgorithmCost {
    bool applicable = false;
    const char *whyNot = ""; // when not applicable
    double latencyUs = 0;
    double latencyHiddenUs = 0; // of NCCL's latency, what a ring's pipeline hides behind its transfer
    double bandwidthUs = 0;
    double pipelineFillUs = 0; // part of bandwidthUs: NVLS's and the tree's chunk pipelines filling
    double sliceSyncUs = 0;    // Simple ring: per-slice synchronisation of a channel (in its NVLink phase)
    double proxyPostsUs = 0;   // of latencyUs: a ring's network posts beyond its hops and bytes (ringsteps.cpp)
    double channelShare = 1;   // of NCCL's runtime channels a small operation runs on (bandwidthUs includes it)
    Bottleneck bottleneck;     // of the bandwidth term
};

// Protocols NCCL runs the algorithm with (NVLS and CollNet: Simple only; point-to-point: LL, Simple).
bool protocolApplies(Algorithm algorithm, Protocol protocol);

struct NcclView;
// `view` is NCCL's view of the same group (ncclView), for its enablement rules, latencies and caps.
AlgorithmCost algorithmCost(Algorithm algorithm, Protocol protocol, CollectiveOp op, double bytes, const PatternBounds &bounds,
                            const NcclView &view, bool strided);

} // namespace spinel::timing
