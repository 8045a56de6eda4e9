// NCCL 2.30.7's tuning model (NVIDIA/nccl src/graph/tuning.cc: ncclTopoTuneModel, ncclTopoGetAlgoTime;
// src/enqueue.cc: updateCollCostTable, topoGetAlgoInfo), restated for Spinel's inputs. Section numbers
// refer to docs/reference/nccl-tuning.md, which cites each rule's file and line.
#include "timing/nccltuner.h"

#include <algorithm>
#include <cmath>

namespace spinel::timing {
namespace {

std::size_t index(Protocol p)
{
    return std::size_t(p);
}

bool isGatherScatter(CollectiveOp op)
{
    return op == CollectiveOp::AllGather || op == CollectiveOp::ReduceScatter;
}

// nsteps (tuning.cc:288): ring steps per collective.
int ringSteps(CollectiveOp op, int ranks)
{
    return op == CollectiveOp::AllReduce ? 2 * (ranks - 1) : isGatherScatter(op) ? ranks - 1 : ranks;
}

// Index into the {1 node, 2 nodes, 3+} columns of the caps (tuning.cc:266).
std::size_t nodeColumn(int nodes)
{
    return std::size_t(std::clamp(nodes, 1, 3) - 1);
}

double llMaxBusBw(const NcclView &v)
{
    return v.nodes == 1 ? generationConstants(v.generation).llMaxBusBwSingleNodeGBps
                        : kLLMaxBusBwMultiNodeGBps[v.nodes == 2 ? 0 : 1];
}

// The network hop re-based on the drawn path: NCCL's figure minus the InfiniBand path it was measured
// on, plus this design's path (patternbounds.cpp).
double rebased(double ncclUs, const NcclView &v)
{
    return ncclUs - kNcclNetHopReferencePathUs + v.interPathUs;
}

// hwLat[NVLINK][a][p] and hwLat[NET][a][p] (tuning.cc:157-176; section 1.4). With one GPU per node
// NCCL takes the network figure from the tree row.
double intraLatencyUs(Algorithm a, Protocol p)
{
    switch (a) {
    case Algorithm::Tree: return kTreeNvlinkHopUs[index(p)];
    case Algorithm::Nvls:
    case Algorithm::NvlsTree: return kNvlsNvlinkLatencyUs;
    case Algorithm::InNetwork: return kCollNetDirectNvlinkLatencyUs;
    case Algorithm::InNetworkChain: return kCollNetChainNvlinkLatencyUs;
    default: return kRingNvlinkHopUs[index(p)];
    }
}

double interLatencyUs(const NcclView &v, Algorithm a, Protocol p)
{
    double us = kRingNetHopUs[index(p)];
    if (v.ranksPerNode <= 1 || a == Algorithm::Tree || a == Algorithm::Pat) us = kTreeNetHopUs[index(p)];
    else if (a == Algorithm::Nvls) us = kNvlsNetLatencyUs;
    else if (a == Algorithm::NvlsTree) us = kNvlsTreeNetLatencyUs;
    else if (a == Algorithm::InNetwork) us = kCollNetDirectNetLatencyUs;
    else if (a == Algorithm::InNetworkChain) us = kCollNetChainNetLatencyUs;
    return rebased(us, v);
}

// NCCL's graph bandwidth of a cell before refinements: nCh x bw (tuning.cc:305-324).
double graphBusBw(const NcclView &v, CollectiveOp op, Algorithm a)
{
    const bool few = v.nodes <= 2 || a == Algorithm::InNetwork || a == Algorithm::InNetworkChain;
    switch (a) {
    case Algorithm::Ring: return v.graphs.ring.channels * (few ? v.graphs.ring.bwIntra : v.graphs.ring.bwInter);
    case Algorithm::Tree:
    case Algorithm::Pat: return v.graphs.tree.channels * (few ? v.graphs.tree.bwIntra : v.graphs.tree.bwInter);
    case Algorithm::InNetwork:
        if (isGatherScatter(op))
            return v.ranksPerNode * std::min(v.graphs.ring.bwIntra, v.graphs.ring.bwInter * kCollNetGatherInterShare);
        return v.graphs.ring.channels * v.graphs.ring.bwIntra;
    case Algorithm::InNetworkChain: return v.graphs.ring.channels * v.graphs.ring.bwIntra;
    case Algorithm::Nvls:
    case Algorithm::NvlsTree: {
        const NcclGraph &g = v.graphs.nvls;
        if (g.channels < 2) return 0;
        double intra = g.bwIntra * generationConstants(v.generation).nvlsEfficiency * (g.channels - 1) / g.channels;
        intra *= op == CollectiveOp::AllReduce ? 2.0 : (v.ranksPerNode - 1) / v.ranksPerNode;
        const double inter = g.bwInter * (few && a == Algorithm::NvlsTree ? 2 : 1);
        double bw = std::min(intra, inter);
        if (a == Algorithm::NvlsTree)
            bw = std::min(bw, generationConstants(v.generation).perChannelNvlsTreeGBps[nodeColumn(v.nodes)]);
        return g.channels * bw;
    }
    default: return 0;
    }
}

} // namespace

NcclView ncclView(const PatternBounds &b, int minChannels)
{
    NcclView v;
    v.ranks = b.gpus;
    v.nodes = b.servers;
    v.ranksPerNode = double(b.gpus) / std::max(1, b.servers);
    v.localRanks = b.ranksPerServer;
    v.generation = b.generation;
    v.nicsViaCpu = b.nicsViaCpu;
    // The NICs that serve the group's GPUs on a server: all of them when the group fills it, else the
    // group's share (a strided data-parallel group uses its own GPUs' rails).
    const int nics = b.servers > 1 ? std::max(1, b.nicsPerServer * b.ranksPerServer / std::max(1, b.gpusPerServer)) : 0;
    NcclNode node;
    node.generation = b.generation;
    node.gpus = b.ranksPerServer;
    node.nvlinkGBps = b.nvlinkGBps;
    node.nics = nics;
    node.nicGBps = b.portGbps / 8.0; // NCCL rates a NIC at Mb/s / 8000 (topo.cc:415)
    node.nodes = b.servers;
    node.nvls = b.nvls;
    v.graphs = ncclGraphs(node);
    // NCCL_MIN_NCHANNELS / NCCL_MIN_CTAS add runtime channels (copies of the searched ones): each
    // runs at the per-channel rates, so the per-channel caps grow with them.
    if (minChannels > v.graphs.runtimeChannels) {
        v.channelScale = double(std::min(minChannels, kMaxRuntimeChannels)) / v.graphs.runtimeChannels;
        v.graphs.runtimeChannels = std::min(minChannels, kMaxRuntimeChannels);
    }
    v.nicsPerNode = std::max(1, nics);
    v.nvls = b.nvls && v.graphs.nvls.channels >= 2 && generationConstants(b.generation).nvlsEfficiency > 0;
    v.collNet = b.inNetworkReduction;
    v.nvswitch = b.gpusPerServer > 1 && b.generation >= GpuGeneration::Ampere;
    v.interPathUs = b.railPathUs;
    v.nicPathGBps = std::min(generationConstants(b.generation).pcieGBps, node.nicGBps);
    return v;
}

// Sections 1.2, 2.1 and 2.2.
bool ncclEnabled(const NcclView &v, CollectiveOp op, Algorithm a, Protocol p, const char **whyNot)
{
    auto no = [&](const char *why) {
        if (whyNot) *whyNot = why;
        return false;
    };
    if (op == CollectiveOp::AllToAll || op == CollectiveOp::SendRecv)
        return a == Algorithm::Pairwise ? (p != Protocol::LL128 || no("point-to-point runs LL or Simple"))
                                        : no("all-to-all and send/recv run point-to-point (pairwise)");
    const bool simpleOnly = a == Algorithm::Nvls || a == Algorithm::NvlsTree || a == Algorithm::InNetwork
                            || a == Algorithm::InNetworkChain || a == Algorithm::Pat;
    if (simpleOnly && p != Protocol::Simple) return no("NVLS, CollNet and PAT run the Simple protocol only");
    // LL128 runs across servers only up to a PXN GPU-NIC path (tuning.cc, the LL128 enable). A NIC
    // on the CPU behind NVLink-C2C is P2C since 2.27 (paths.cc mergePathType), enabled while
    // NCCL_LL128_C2C=1 (its default); before 2.27 that path was PHB, past PXN.
    if (p == Protocol::LL128 && v.nodes > 1 && v.nicsViaCpu && !v.ll128OverC2c)
        return no("LL128 across servers needs NCCL_LL128_C2C=1 (NCCL 2.27 or newer) where GPUs reach their NICs "
                  "through the CPU (NVLink-C2C)");
    switch (a) {
    case Algorithm::Ring: return true;
    case Algorithm::Tree: return op == CollectiveOp::AllReduce || no("NCCL runs tree for all-reduce only");
    case Algorithm::Nvls:
        if (op != CollectiveOp::AllReduce && !isGatherScatter(op))
            return no("NVLS runs all-reduce, all-gather and reduce-scatter");
        if (!v.nvls) return no("the servers have no NVLink SHARP (NVLS needs Hopper or newer with NVSwitch multicast)");
        if (v.nodes > 1 && !v.collNet)
            return no("across servers NCCL runs NVLS only with CollNet; without it, NVLS_TREE (nvlstree)");
        if (v.nodes > 1 && isGatherScatter(op))
            return no("NVLS all-gather and reduce-scatter across servers need CollNet's iallgather");
        return true;
    case Algorithm::NvlsTree:
        if (op != CollectiveOp::AllReduce) return no("NVLS_TREE runs all-reduce only");
        if (!v.nvls) return no("the servers have no NVLink SHARP (NVLS needs Hopper or newer with NVSwitch multicast)");
        return v.nodes > 1 || no("NVLS_TREE needs several servers; inside one NCCL runs NVLS");
    case Algorithm::InNetwork:
    case Algorithm::InNetworkChain:
        if (op != CollectiveOp::AllReduce) return no("in-network reduction (CollNet) is modelled for all-reduce");
        if (v.nodes < 2) return no("in-network reduction (CollNet) needs at least two servers");
        if (v.localRanks > 8) return no("CollNet takes at most 8 GPUs per server");
        if (a == Algorithm::InNetwork && !v.nvswitch) return no("CollNet Direct needs an NVSwitch in the server; use the chain");
        return v.collNet
               || no("in-network reduction (CollNet) is off: the design does not enable it, or a switch on "
                     "the path has no SHARP; on a cluster it needs NCCL's SHARP plugin and "
                     "NCCL_COLLNET_ENABLE=1");
    case Algorithm::Pat:
        if (!isGatherScatter(op)) return no("PAT runs all-gather and reduce-scatter only");
        return (v.nodes == v.ranks && v.nodes > 1) || no("NCCL runs PAT only with one GPU per server");
    case Algorithm::Pairwise: return no("pairwise runs all-to-all and send/recv");
    case Algorithm::Hierarchical: return no("hierarchical is not an NCCL algorithm");
    case Algorithm::Auto: break;
    }
    return no("auto is not an algorithm");
}

// Section 1.4 and the ring plateau of section 1.5.
double ncclLatencyUs(const NcclView &v, CollectiveOp op, Algorithm a, Protocol p, double bytes)
{
    const std::size_t pi = index(p);
    const int n = v.ranks, nodes = v.nodes, perNode = n / std::max(1, nodes);
    double intraLat = intraLatencyUs(a, p);
    const double interLat = interLatencyUs(v, a, p);
    switch (a) {
    case Algorithm::Ring:
    case Algorithm::Hierarchical: {
        double lat = kRingBaseLatencyUs[pi];
        const int steps = ringSteps(op, n);
        if (op == CollectiveOp::Broadcast || op == CollectiveOp::Reduce) {
            const double hop = nodes > 1 ? (p == Protocol::Simple ? rebased(kTreeNetHopUs[pi], v) : interLat)
                                         : (p == Protocol::Simple ? kTreeNvlinkHopUs[pi] : intraLat);
            lat += steps * hop;
        } else {
            const int inter = nodes == 1 ? 0 : op == CollectiveOp::AllReduce ? 2 * (nodes - 1) : nodes - 1;
            if (nodes > 1) intraLat = std::max(intraLat, kNetOverheadUs * (p == Protocol::Simple ? 3 : 1));
            lat += (steps - inter) * intraLat + inter * interLat;
        }
        if (op == CollectiveOp::AllReduce && p == Protocol::Simple && nodes > 1
            && bytes / (double(v.graphs.runtimeChannels) * n) >= 64)
            lat *= v.generation < GpuGeneration::Ampere ? kRingPlateauLatencyFactorVolta : kRingPlateauLatencyFactor;
        return lat;
    }
    case Algorithm::Tree: return kTreeBaseLatencyUs[pi] + 2 * ((perNode - 1) * intraLat + log2Floor(nodes) * interLat);
    case Algorithm::Nvls: return intraLat + (nodes > 1 ? interLat : 0);
    case Algorithm::NvlsTree: return intraLat + 2 * log2Floor(nodes) * interLat;
    case Algorithm::InNetwork: return 2 * (std::min(1, perNode - 1) * intraLat + (perNode - 1) * kCollNetArityUs) + interLat;
    case Algorithm::InNetworkChain: return 2 * (perNode - 1) * intraLat + interLat;
    case Algorithm::Pat: return kPatBaseLatencyUs + log2Floor(nodes) * interLat * kPatLogStepShare + n * kPatPerRankUs;
    case Algorithm::Pairwise:
    case Algorithm::Auto: break;
    }
    return 0;
}

// Section 1.3, "Model refinements" (tuning.cc:326-350).
NcclRefinement ncclRefinement(const NcclView &v, CollectiveOp op, Algorithm a, Protocol p)
{
    const GenerationConstants &g = generationConstants(v.generation);
    const std::size_t column = nodeColumn(v.nodes);
    NcclRefinement r;
    switch (a) {
    case Algorithm::Ring:
        if (p == Protocol::LL) r = {kRingLLShare, llMaxBusBw(v)};
        if (p == Protocol::LL128)
            r = {kRingLL128Share, v.channelScale * v.graphs.ring.channels * g.perChannelRingLL128GBps[column]};
        break;
    case Algorithm::Tree:
        r = {kTreeShare, v.channelScale * v.graphs.tree.channels * g.perChannelTreeGBps[column]};
        if (p == Protocol::LL) r = {r.share * kTreeLLShare, std::min(r.capGBps * kTreeLLShare, llMaxBusBw(v))};
        if (p == Protocol::LL128) {
            const double share = v.nodes == 1 ? kTreeLL128ShareSingleNode : kTreeLL128ShareMultiNode;
            r = {r.share * share,
                 std::min(r.capGBps * share, v.channelScale * v.graphs.tree.channels * g.perChannelTreeLL128GBps[column])};
        }
        break;
    case Algorithm::Pat: r.share = kPatShare; break;
    case Algorithm::NvlsTree: // NVLS efficiency is part of the graph bandwidth (graphBusBw)
        r.capGBps = v.graphs.nvls.channels * g.perChannelNvlsTreeGBps[column];
        break;
    case Algorithm::InNetwork:
        if (op == CollectiveOp::AllReduce) {
            // CollNet Direct wants a NIC per GPU: with r GPUs per NIC it keeps 2 / (r + 1).
            const double gpusPerNic = v.ranksPerNode / std::max(1, std::min(v.nicsPerNode, 8));
            r.share = 1 / std::max(1.0, gpusPerNic - (gpusPerNic - 1) / 2);
            if (v.generation >= GpuGeneration::Hopper) r.share *= kCollNetHopperShare;
        }
        break;
    default: break;
    }
    return r;
}

double treeCorrection(Protocol p, double bytes, bool smooth, int entries)
{
    const auto &table = kTreeCorrection[index(p)];
    const std::size_t size = std::min(table.size(), std::size_t(std::max(0, entries)));
    if (bytes < 64) return 1;
    const double steps = std::log2(bytes / 64);
    if (steps >= double(size)) return 1;
    const std::size_t low = std::size_t(steps);
    if (!smooth || low + 1 >= size) return table[low];
    const double t = steps - double(low);
    return table[low] * (1 - t) + table[low + 1] * t;
}

// Sections 1.3 (conversion) and 1.5 (time).
double ncclBandwidthGBps(const NcclView &v, CollectiveOp op, Algorithm a, Protocol p)
{
    const NcclRefinement r = ncclRefinement(v, op, a, p);
    double bw = std::min(graphBusBw(v, op, a) * r.share, r.capGBps);
    const bool converted = a == Algorithm::Ring || !isGatherScatter(op);
    if (converted)
        bw *= a == Algorithm::Ring || a == Algorithm::Nvls || a == Algorithm::NvlsTree ? double(v.ranks) / ringSteps(op, v.ranks)
                                                                                       : 0.5;
    return bw;
}

double ncclPredictedUs(const NcclView &v, CollectiveOp op, Algorithm a, Protocol p, double bytes)
{
    double bw = ncclBandwidthGBps(v, op, a, p);
    if (a == Algorithm::Tree) bw *= treeCorrection(p, bytes, false);
    if (a == Algorithm::NvlsTree && v.generation >= GpuGeneration::Blackwell)
        bw *= treeCorrection(p, bytes, false, kTreeCorrectionStepsNvlsTree);
    if (!(bw > 0)) return -1;
    return ncclLatencyUs(v, op, a, p, bytes) + bytes / (1e3 * bw);
}

std::optional<NcclChoice> ncclChoice(const NcclView &v, CollectiveOp op, double bytes, std::optional<Algorithm> only,
                                     std::optional<Protocol> onlyProtocol)
{
    if (op == CollectiveOp::AllToAll || op == CollectiveOp::SendRecv) {
        if (only && *only != Algorithm::Pairwise) return std::nullopt;
        const double perPeer = op == CollectiveOp::AllToAll ? bytes / std::max(1, v.ranks) : bytes;
        const Protocol p = onlyProtocol.value_or(ncclP2pProtocol(v, perPeer, v.nodes > 1));
        if (p == Protocol::LL128) return std::nullopt;
        return NcclChoice{Algorithm::Pairwise, p, 0};
    }
    // enqueue.cc:2035-2044: algorithms in NCCL's order, protocols LL, LL128, Simple; ties keep the first.
    static constexpr Algorithm kNcclOrder[] = {
        Algorithm::Tree, Algorithm::Ring,     Algorithm::InNetwork, Algorithm::InNetworkChain,
        Algorithm::Nvls, Algorithm::NvlsTree, Algorithm::Pat};
    std::optional<NcclChoice> best;
    for (Algorithm a : kNcclOrder) {
        if (only && a != *only) continue;
        for (Protocol p : {Protocol::LL, Protocol::LL128, Protocol::Simple}) {
            if (onlyProtocol && p != *onlyProtocol) continue;
            if (!ncclEnabled(v, op, a, p, nullptr)) continue;
            const double us = ncclPredictedUs(v, op, a, p, bytes);
            if (us >= 0 && (!best || us < best->predictedUs)) best = NcclChoice{a, p, us};
        }
    }
    return best;
}

// Section 5: LL only if the operation fits 16 KiB per channel and its connection has LL buffers,
// which network connections lack by default.
Protocol ncclP2pProtocol(const NcclView &v, double bytesPerPeer, bool crossesNetwork)
{
    if (crossesNetwork) return Protocol::Simple;
    const int channels = std::max(1, v.graphs.runtimeChannels);
    return bytesPerPeer <= channels * kP2pLLThresholdBytes ? Protocol::LL : Protocol::Simple;
}

// Section 5: p2p channels (runtime channels rounded up to a power of two) divided by the channels
// one remote peer takes (max(NICs, ceil(path / 14 GB/s))), times 8 operations per channel.
int ncclPeersInFlight(const NcclView &v)
{
    int channels = 1;
    while (channels < v.graphs.runtimeChannels) channels *= 2;
    const int perPeer = std::max(1, int(std::ceil(v.nicPathGBps / kP2pPerChannelNetGBps)));
    int perPeerPow2 = 1;
    while (perPeerPow2 < perPeer) perPeerPow2 *= 2;
    perPeerPow2 = std::min(perPeerPow2, channels);
    // Across nodes NCCL halves the per-peer channels while they cannot serve every peer in groups of 8.
    while (v.nodes > 1 && perPeerPow2 > 1 && perPeerPow2 * ((v.ranks + 7) / 8) > channels) perPeerPow2 /= 2;
    return std::max(1, channels / perPeerPow2 * kP2pOperationsPerChannel);
}

} // namespace spinel::timing
