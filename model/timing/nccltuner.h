#pragma once
// NCCL's own choice of algorithm and protocol: its enablement rules and its analytic tuning model
// (NVIDIA/nccl src/graph/tuning.cc; every constant with file and line in docs/reference/nccl-tuning.md),
// fed with what NCCL's topology search would see on the drawn design. Spinel runs the algorithm NCCL
// would pick and reports that algorithm's time from its own physical model (algorithmcosts.h), de-rated
// with the same refinement factors NCCL uses here. Internal to timing/.

#include <optional>

#include "timing/collectives.h"
#include "timing/ncclgraphs.h"
#include "timing/timingconstants.h"

namespace spinel::timing {

// NCCL's log2i: floor(log2(n)), 0 for n <= 1 (include/utils.h:56).
inline int log2Floor(long long n)
{
    int l = 0;
    while (n > 1) n >>= 1, ++l;
    return l;
}

// What NCCL knows of a communicator on this design.
struct NcclView {
    int ranks = 0;
    int nodes = 0;                                    // servers (NCCL's nNodes)
    double ranksPerNode = 0;                          // NCCL's ppn = nRanks / nNodes
    int localRanks = 0;                               // the most ranks on one server
    GpuGeneration generation = GpuGeneration::Hopper; // the oldest participating GPU (minCompCap)
    NcclGraphs graphs;
    int nicsPerNode = 1;
    bool nvls = false;        // NVLink SHARP in the NVSwitch: NVLS, NVLS_TREE
    bool collNet = false;     // SHARP plugin with NCCL_COLLNET_ENABLE=1 (design setting) and SHARP switches
    bool nvswitch = false;    // CollNet Direct needs an NVSwitch in the node
    double interPathUs = 0;   // Spinel's one-way network path, added to NCCL's network hop
    double nicPathGBps = 0;   // GPU to NIC path as NCCL rates it: min(PCIe, NIC)
    double channelScale = 1;  // runtime channels over NCCL's own count (NCCL_MIN_NCHANNELS)
    bool nicsViaCpu = false;  // GPU-NIC path through the CPU over NVLink-C2C (P2C; PHB before 2.27)
    bool ll128OverC2c = true; // NCCL_LL128_C2C: 1 by default since 2.27; false: older NCCL, or set to 0
};

// `minChannels`: NCCL_MIN_NCHANNELS (0: NCCL's own count).
NcclView ncclView(const PatternBounds &bounds, int minChannels = 0);

// Whether NCCL runs `algorithm` with `protocol` for `op` here; `whyNot` says why not.
bool ncclEnabled(const NcclView &view, CollectiveOp op, Algorithm algorithm, Protocol protocol, const char **whyNot);

// NCCL's latency term (microseconds) for one call, including the ring plateau for large multi-node
// all-reduces. Spinel uses the same latency for its own times.
double ncclLatencyUs(const NcclView &view, CollectiveOp op, Algorithm algorithm, Protocol protocol, double bytes);

// NCCL's bandwidth refinement for (algorithm, protocol): the share of the raw bus bandwidth kept and
// an absolute cap in GB/s (bus bandwidth units). Applied by NCCL to its graph bandwidth and by Spinel
// to the physical rate of the resource that binds.
struct NcclRefinement {
    double share = 1;
    double capGBps = 1e300;
};
NcclRefinement ncclRefinement(const NcclView &view, CollectiveOp op, Algorithm algorithm, Protocol protocol);

// Trees lose bandwidth at medium sizes (NCCL's treeCorrectionFactor); `smooth` interpolates between
// NCCL's power-of-two steps so Spinel's time stays monotone in the size. `steps`: how many of the
// table's entries NCCL reads for the algorithm (kTreeCorrectionStepsTree or ...NvlsTree).
double treeCorrection(Protocol protocol, double bytes, bool smooth, int steps = kTreeCorrectionStepsTree);

// NCCL's bandwidth for the cell in GB/s of nccl-tests bytes per second (its bandwidths[][][] entry:
// graph bandwidth, refinements and the bus-to-algorithm conversion; no tree correction).
double ncclBandwidthGBps(const NcclView &view, CollectiveOp op, Algorithm algorithm, Protocol protocol);

// NCCL's predicted time in microseconds, as its tuner computes it to choose.
double ncclPredictedUs(const NcclView &view, CollectiveOp op, Algorithm algorithm, Protocol protocol, double bytes);

// NCCL's fastest enabled (algorithm, protocol) by its own model; `algorithm` and `protocol` restrict
// the choice as NCCL_ALGO and NCCL_PROTO do. Empty when nothing NCCL runs fits.
struct NcclChoice {
    Algorithm algorithm = Algorithm::Ring;
    Protocol protocol = Protocol::Simple;
    double predictedUs = 0;
};
std::optional<NcclChoice> ncclChoice(const NcclView &view, CollectiveOp op, double bytes, std::optional<Algorithm> algorithm,
                                     std::optional<Protocol> protocol);

// Point-to-point (all-to-all, send/recv): NCCL's protocol (LL only for small operations inside a
// server) and how many peers a rank keeps in flight at once.
Protocol ncclP2pProtocol(const NcclView &view, double bytesPerPeer, bool crossesNetwork);
int ncclPeersInFlight(const NcclView &view);

} // namespace spinel::timing
