// Physical costs per algorithm. Bandwidth terms follow the classic alpha-beta formulas (Thakur,
// Rabenseifner & Gropp, IJHPCA 19(1) 2005; Patarasuk & Yuan, JPDC 2009) applied to each resource a
// pattern uses: a phase moves V bytes over a resource of rate R (GB/s) and takes V / R; concurrent
// (pipelined) phases take the longest, sequential phases add up. Each rate is then de-rated by NCCL's
// own refinement for the (algorithm, protocol) pair and capped where NCCL caps it (nccltuner.h), so a
// time is never better than the physical bound. Latency terms are NCCL's (ncclLatencyUs).
#include "timing/algorithmcosts.h"

#include <algorithm>
#include <cmath>

#include "timing/costcontext.h"
#include "timing/ncclgraphs.h"

namespace spinel::timing {
namespace {

using namespace costs;

AlgorithmCost notApplicable(const char *why)
{
    AlgorithmCost cost;
    cost.whyNot = why;
    return cost;
}

// NCCL trims a small operation to nc of the communicator's C runtime channels (enqueue.cc:2092-2098:
// nc-- while nBytes < nc x threads x threadThreshold; NVLS, NVLS_TREE and CollNet Direct keep theirs,
// PAT has no thread count for it). The runtime channels are copies of the graph's channels at the same
// speed (connect.cc ncclTopoPostset), so nc of them reach nc / C of the rate. nc is taken continuous,
// nBytes / (threads x threshold) between 1 and C, so the time stays monotone in the size; NCCL's own
// tuner does not see the trimming (it chooses first), nor does Spinel's choice. The share scales the
// physical rate; NCCL's absolute caps still bound the whole (applyCap).
double activeChannelShare(Algorithm a, Protocol p, double bytes, const NcclView &v)
{
    const int channels = v.graphs.runtimeChannels;
    if (channels <= 1 || !(bytes > 0)) return 1;
    if (a != Algorithm::Ring && a != Algorithm::Tree && a != Algorithm::InNetworkChain) return 1;
    double threads = kSimpleThreads, threshold = kSimpleThreadThreshold;
    if (p == Protocol::LL) threads = kLLThreads, threshold = kLLThreadThreshold * (a == Algorithm::Ring ? v.ranks : 1);
    if (p == Protocol::LL128) threads = kLL128Threads, threshold = kLL128ThreadThreshold;
    if (p == Protocol::Simple && a == Algorithm::Ring && v.graphs.ring.bwIntra * v.graphs.ring.channels <= kPciBwGBps)
        threads = kSimpleThreadsPci;
    if (a == Algorithm::InNetworkChain) threads = kCollNetThreads, threshold = kCollNetChainThreadThreshold;
    const double active = std::clamp(bytes / (threads * threshold), 1.0, double(channels));
    return active / channels;
}

double nicShare(int channels, int nics)
{
    return channels > 0 && nics > channels ? double(channels) / nics : 1.0;
}

void ringCost(AlgorithmCost &cost, const Context &c, bool pat)
{
    // Ring all-reduce moves 2(n-1)/n S through every rank; all-gather and reduce-scatter (n-1)/n S;
    // broadcast and reduce pipeline S along the chain.
    const bool allReduce = c.op == CollectiveOp::AllReduce;
    const bool gatherScatter = c.op == CollectiveOp::AllGather || c.op == CollectiveOp::ReduceScatter;
    const double volume = allReduce ? 2.0 * (c.n - 1) / c.n * c.S : gatherScatter ? double(c.n - 1) / c.n * c.S : c.S;
    cost.sliceSyncUs = pat ? 0 : simpleRingSyncUs(c); // PAT's kernel is not the ring's
    if (c.g > 1) {
        Phase channel = nvlinkPhase(volume, c.b, c.refine.share);
        channel.us += cost.sliceSyncUs;
        concurrent(cost, channel);
    } else if (cost.sliceSyncUs > 0) {
        concurrent(cost, {cost.sliceSyncUs, {BottleneckKind::ProtocolCap, 1, 0, 0, {}}});
    }
    if (c.N > 1) concurrent(cost, networkPhase(volume, c.nodeGBps * c.ringNicShare, railLimit(c.b, 1), c.b, c.refine.share));
    applyCap(cost, volume, c.refine.capGBps);
}

// Double binary tree: inside the server a chain (each GPU sends S up and S down); between servers
// the busiest node of NCCL's two trees sends and receives treeNetworkVolumeShare(N) x S: S on two
// servers, 1.5 S on three, 2S from four on (connect.cc:148, trees.cc).
void treeCost(AlgorithmCost &cost, const Context &c)
{
    const double correction = treeCorrection(c.p, c.S, true);
    if (c.g > 1) concurrent(cost, nvlinkPhase(2 * c.S, c.b, c.refine.share * correction));
    if (c.N > 1)
        concurrent(cost, networkPhase(treeNetworkVolumeShare(c.N) * c.S, c.nodeGBps * c.ringNicShare, railLimit(c.b, 2), c.b,
                                      c.refine.share * correction));
    // NCCL's tree caps (channels x perChMaxTreeBw / perChMaxTreeLL128Bw, tuning.cc:331-335) bind the
    // time too: NCCL's choice and the time of that choice stay one model (MODEL.md section 6 says
    // what that costs a forced Blackwell tree).
    applyCap(cost, 2 * c.S / correction, c.refine.capGBps);
    cost.pipelineFillUs = treePipelineFillUs(c, correction);
    cost.bandwidthUs += cost.pipelineFillUs;
}

// NVLS: each GPU's buffer is read once by the switch's multimem reduction and each GPU writes its
// reduced 1/g share once for the switch to multicast: (g+1)/g S each way (all-reduce); all-gather
// and reduce-scatter move (g-1)/g S of it. NVLS_TREE adds a tree of the servers' NVLS heads.
//
// A multi-node NVLink domain has more GPUs than the NVLS graph has heads (at most NCCL_MAX_NVLS_ARITY
// = 32: search.cc:1126-1128, device.h:213): each head reduces and multicasts a 1/32 share, so a GPU
// moves (1 + 1/32) S each way, and the graph's per-channel speed (bwIntra, the largest search speed s
// with (heads + 1) s within the GPU's NVLink: 20 GB/s on NVL72) caps the rate: NCCL's own NVLS
// bandwidth for the cell is the limit there.
void nvlsCost(AlgorithmCost &cost, const Context &c, Algorithm algorithm)
{
    const bool fewerHeads = c.g > kMaxNvlsChannels;
    const double heads = fewerHeads ? kMaxNvlsChannels : c.g;
    const double intra = c.op != CollectiveOp::AllReduce ? double(c.g - 1) / c.g * c.S
                         : fewerHeads                    ? (1 + 1 / heads) * c.S
                                                         : double(c.g + 1) / c.g * c.S;
    const Phase nvls = nvlsPhase(intra, c.b, generationConstants(c.b.generation).nvlsEfficiency);
    concurrent(cost, nvls);
    // The heads' tree between servers is NCCL's double binary tree too (connect.cc:275).
    if (c.N > 1)
        concurrent(cost, networkPhase(treeNetworkVolumeShare(c.N) * c.S, c.nodeGBps * c.nvlsNicShare, railLimit(c.b, 2), c.b));
    // NVLS_TREE's per-channel cap is a bus bandwidth (ring-equivalent bytes per rank).
    applyCap(cost, 2.0 * (c.n - 1) / c.n * c.S, c.refine.capGBps);
    if (fewerHeads) {
        const double us = c.S / (ncclBandwidthGBps(c.view, c.op, algorithm, Protocol::Simple) * 1e3);
        if (us > cost.bandwidthUs) cost.bandwidthUs = us, cost.bottleneck = {BottleneckKind::NvlsSwitch, 1, 0, 0, {}};
    }
    if (c.op == CollectiveOp::AllReduce && (algorithm == Algorithm::NvlsTree || c.N == 1)) {
        cost.pipelineFillUs = nvlsPipelineFillUs(c, algorithm, heads, nvls.us);
        cost.bandwidthUs += cost.pipelineFillUs;
    }
}

// CollNet: each server sends its S once into the switches' reduction tree and receives the result
// once. Direct: every GPU reduce-scatters over NVLink and sends its share through its own NIC;
// Chain: the server's GPUs form a chain, each sending S up and S down (like the tree).
void inNetworkCost(AlgorithmCost &cost, const Context &c, bool chain)
{
    if (c.g > 1)
        concurrent(cost, chain ? nvlinkPhase(2 * c.S, c.b, c.channelShare) : nvlinkPhase(2.0 * (c.g - 1) / c.g * c.S, c.b));
    concurrent(cost, networkPhase(c.S, c.nodeGBps, railLimit(c.b, 1), c.b, chain ? c.channelShare : c.refine.share));
}

void hierarchicalCost(AlgorithmCost &cost, const Context &c)
{
    // NVLink reduce-scatter, one ring per rail between servers on S/g, NVLink all-gather; in turn.
    const double twice = c.op == CollectiveOp::AllReduce ? 2.0 : 1.0;
    const double protocolShare = kProtocolBandwidthFraction[std::size_t(c.p)];
    double largest = 0;
    sequential(cost, nvlinkPhase(twice * (c.g - 1) / c.g * c.S, c.b, protocolShare), largest);
    sequential(cost, networkPhase(twice * (c.N - 1) / c.N * c.S / c.g, c.b.gpuNetworkGBps, railLimit(c.b, 1), c.b, protocolShare),
               largest);
}

void pairwiseCost(AlgorithmCost &cost, const Context &c, bool strided)
{
    const double share = kProtocolBandwidthFraction[std::size_t(c.p)];
    if (c.op == CollectiveOp::AllToAll) {
        // Each rank sends S/n to every rank: (g-1)/n S over NVLink, (n-g)/n S through the NICs,
        // limited by the leaf and spine uplinks for traffic that leaves them.
        const double remote = double(c.n - c.g) / c.n * c.S;
        if (c.g > 1 || c.b.pxn) concurrent(cost, nvlinkPhase(double(c.g - 1) / c.n * c.S + (c.b.pxn ? remote : 0), c.b, share));
        if (c.N > 1) concurrent(cost, networkPhase(remote, c.b.gpuNetworkGBps, c.b.uniformLimit, c.b, share));
        return;
    }
    // nccl-tests sendrecv: rank r sends S to r+1. Packed, one pair per server boundary crosses the
    // network on one port; strided, every GPU of the server crosses at once.
    if (c.N == 1) return concurrent(cost, nvlinkPhase(c.S, c.b, share));
    if (c.g > 1) concurrent(cost, nvlinkPhase(c.S, c.b, share));
    const double rate = strided ? c.b.gpuNetworkGBps : c.b.portGBps;
    concurrent(cost, networkPhase(c.S, rate, strided ? railLimit(c.b, 1) : FabricLimit{}, c.b, share));
}

// Point-to-point latency: NCCL keeps a bounded number of peers in flight, so an all-to-all pays one
// network latency per round of peers, not per peer.
double pairwiseLatencyUs(const Context &c, bool strided)
{
    const std::size_t pi = std::size_t(c.p);
    const double netUs = kRingNetHopUs[pi] - kNcclNetHopReferencePathUs;
    if (c.op == CollectiveOp::SendRecv) {
        if (c.N == 1) return kRingBaseLatencyUs[pi] + kRingNvlinkHopUs[pi];
        return kRingBaseLatencyUs[pi] + netUs + (strided ? c.b.railPathUs : c.b.anyPathUs);
    }
    const int inFlight = ncclPeersInFlight(c.view);
    const int localRounds = (c.g - 1 + inFlight - 1) / inFlight;
    const int remoteRounds = (c.n - c.g + inFlight - 1) / inFlight;
    return kRingBaseLatencyUs[pi] + localRounds * kRingNvlinkHopUs[pi] + remoteRounds * (netUs + c.b.anyPathUs);
}

} // namespace

bool protocolApplies(Algorithm algorithm, Protocol protocol)
{
    switch (algorithm) {
    case Algorithm::Nvls:
    case Algorithm::NvlsTree:
    case Algorithm::InNetwork:
    case Algorithm::InNetworkChain:
    case Algorithm::Pat: return protocol == Protocol::Simple;
    case Algorithm::Pairwise: return protocol != Protocol::LL128;
    default: return true;
    }
}

AlgorithmCost algorithmCost(Algorithm algorithm, Protocol p, CollectiveOp op, double S, const PatternBounds &b,
                            const NcclView &view, bool strided)
{
    const int n = b.gpus, g = b.ranksPerServer, N = b.servers;
    const char *whyNot = "";
    // Hierarchical is Spinel's comparison, not NCCL's: it has its own rules.
    if (algorithm == Algorithm::Hierarchical) {
        if (op != CollectiveOp::AllReduce && op != CollectiveOp::AllGather && op != CollectiveOp::ReduceScatter)
            return notApplicable("hierarchical runs all-reduce, all-gather and reduce-scatter");
        if (N < 2 || g < 2) return notApplicable("hierarchical needs several GPUs on each of several servers");
    } else if (!ncclEnabled(view, op, algorithm, p, &whyNot)) {
        return notApplicable(whyNot);
    }
    Context c{p, op, S, b, view, ncclRefinement(view, op, algorithm, p), n, g, N, b.gpuNetworkGBps * g};
    // Ring and tree carry NCCL's refinement share on every phase: the trimmed channels' share joins it
    // there, so NCCL's absolute caps (llMaxBw, per-channel caps) still bound the whole.
    c.channelShare = activeChannelShare(algorithm, p, S, view);
    if (algorithm == Algorithm::Ring || algorithm == Algorithm::Tree) c.refine.share *= c.channelShare;
    if (b.multiTray) { // a server's channels reach all its NICs (PXN, NIC fusion); a rack's do not
        c.ringNicShare = nicShare(view.graphs.ring.channels, view.nicsPerNode);
        c.nvlsNicShare = nicShare(view.graphs.nvls.channels, view.nicsPerNode);
    }
    AlgorithmCost cost;
    cost.applicable = true;
    switch (algorithm) {
    case Algorithm::Ring: ringCost(cost, c, false); break;
    case Algorithm::Pat: ringCost(cost, c, true); break;
    case Algorithm::Tree: treeCost(cost, c); break;
    case Algorithm::Nvls:
    case Algorithm::NvlsTree: nvlsCost(cost, c, algorithm); break;
    case Algorithm::InNetwork: inNetworkCost(cost, c, false); break;
    case Algorithm::InNetworkChain: inNetworkCost(cost, c, true); break;
    case Algorithm::Hierarchical: hierarchicalCost(cost, c); break;
    case Algorithm::Pairwise: pairwiseCost(cost, c, strided); break;
    case Algorithm::Auto: return notApplicable("auto is not an algorithm");
    }
    cost.channelShare = c.channelShare;
    if (algorithm == Algorithm::Pairwise) cost.latencyUs = pairwiseLatencyUs(c, strided);
    else if (algorithm == Algorithm::Hierarchical) {
        const double twice = op == CollectiveOp::AllReduce ? 2.0 : 1.0;
        const double netHopUs = kRingNetHopUs[std::size_t(p)] - kNcclNetHopReferencePathUs + b.railPathUs;
        cost.latencyUs = kRingBaseLatencyUs[std::size_t(p)] + twice * (g - 1) * kRingNvlinkHopUs[std::size_t(p)]
                         + twice * (N - 1) * netHopUs;
    } else {
        cost.latencyUs = ncclLatencyUs(view, op, algorithm, p, S);
        if (algorithm == Algorithm::Ring) {
            const RingLatency exposed = ringExposedLatencyUs(c, cost.latencyUs, cost.bandwidthUs);
            cost.proxyPostsUs = exposed.postsUs;
            cost.latencyHiddenUs = cost.latencyUs - (exposed.exposedUs - exposed.postsUs);
            cost.latencyUs = exposed.exposedUs;
        }
    }
    // Every figure finite or a reason (issue 12): a resource with no rate left must not become an
    // infinite time that plots and the training model then carry on with.
    if (!std::isfinite(cost.bandwidthUs) || !std::isfinite(cost.latencyUs) || cost.bandwidthUs < 0 || cost.latencyUs < 0)
        return notApplicable("the fabric leaves this traffic no bandwidth (a link or uplink with no capacity on its path)");
    return cost;
}

} // namespace spinel::timing
