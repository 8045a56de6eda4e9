#pragma once
// Every constant the collective timing model uses, with its source. Nothing here is fitted to a
// measured row; model/timing/MODEL.md explains each one for a network architect.

#include <array>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel::timing {

// Protocols, in NCCL's order.
enum class Protocol { LL, LL128, Simple };
inline constexpr int kProtocolCount = 3;

// --- Per GPU generation ---------------------------------------------------------------------------
// NCCL 2.30.7's tables (docs/reference/nccl-tuning.md gives file and line for each), by compute
// capability: Volta (sm70), Ampere (sm80), Hopper (sm90), Blackwell (sm100). Unknown uses Hopper's.
// Per-channel caps are indexed by {1 node, 2 nodes, 3 or more}.
struct GenerationConstants {
    double nvlinkUsableGBpsPerLink;                // SMxx_NVLINK_BW (graph/topo.h:17-35)
    double nvlsEfficiency;                         // nvlsEfficiency[] (graph/tuning.cc:139-144); 0: no NVLS
    double llMaxBusBwSingleNodeGBps;               // llMaxBws[cc][0] (graph/tuning.cc:178-183)
    std::array<double, 3> perChannelRingLL128GBps; // perChMaxRingLL128Bws (tuning.cc:184-190)
    std::array<double, 3> perChannelTreeLL128GBps; // perChMaxTreeLL128Bws (tuning.cc:191-197)
    std::array<double, 3> perChannelTreeGBps;      // perChMaxTreeBws (tuning.cc:198-204)
    std::array<double, 3> perChannelNvlsTreeGBps;  // perChMaxNVLSTreeBws (tuning.cc:205-211)
    double pcieGBps;                               // GPU-NIC PCIe x16 as NCCL rates it: width x GT/s / 80 (topo.cc:657):
                                                   // Gen3 12, Gen4 24, Gen5 48 (the generation's HGX platform)
    double pcieGTps;                               // the same link's signalling rate per lane, for the physical limit
};

// What a GPU can really push to its NICs over PCIe x16: GT/s x 16 lanes x 128b/130b line code,
// times the share of a 256-byte-payload TLP that is payload (24 bytes of header, DLLP and framing;
// PCI Express Base Specification 5.0, sections 2 and 4). Gen4 28.8 GB/s, Gen5 57.6 GB/s.
inline constexpr double pcieDataGBps(double gtPerSecond)
{
    return gtPerSecond * 16 * (128.0 / 130.0) / 8 * (256.0 / (256.0 + 24.0));
}

inline constexpr GenerationConstants kVoltaConstants{
    20.0, 0.0, 39.0, {20.0, 20.0, 20.0}, {20.0, 20.0, 20.0}, {26.5, 18.5, 10.0}, {26.5, 18.5, 10.0}, 12.0, 8.0};
inline constexpr GenerationConstants kAmpereConstants{
    20.0, 0.0, 87.7, {20.0, 20.0, 20.0}, {20.0, 20.0, 20.0}, {24.0, 23.6, 17.8}, {24.0, 23.6, 17.8}, 24.0, 16.0};
inline constexpr GenerationConstants kHopperConstants{
    20.6, 0.85, 141.0, {36.7, 36.7, 36.7}, {36.7, 36.7, 29.0}, {38.7, 41.4, 36.0}, {0.0, 57.7, 45.5}, 48.0, 32.0};
inline constexpr GenerationConstants kBlackwellConstants{
    40.1, 0.74, 282.0, {40.0, 40.0, 40.0}, {55.6, 31.67, 20.0}, {70.0, 42.8, 24.0}, {0.0, 96.0, 80.0}, 48.0, 32.0};

inline constexpr const GenerationConstants &generationConstants(GpuGeneration g)
{
    return g == GpuGeneration::Volta       ? kVoltaConstants
           : g == GpuGeneration::Ampere    ? kAmpereConstants
           : g == GpuGeneration::Blackwell ? kBlackwellConstants
                                           : kHopperConstants;
}

// LL cap across nodes (llMaxBws row 0, x86 Intel or other hosts; Spinel assumes them): {2 nodes, 3+}.
inline constexpr std::array<double, 2> kLLMaxBusBwMultiNodeGBps = {39.0, 20.4};

// A server model without a link count: its nominal NVLink scaled by Hopper's usable share (20.6/25).
inline constexpr double kNvlinkUsableFraction = 20.6 / 25.0;

// --- NCCL's model refinements (graph/tuning.cc:326-350), applied to the physical rate too ---------
inline constexpr double kRingLLShare = 0.5;                    // :327
inline constexpr double kRingLL128Share = 0.92;                // :328
inline constexpr double kTreeShare = 0.92;                     // :330, all-reduce
inline constexpr double kTreeLLShare = 1.0 / 3.8;              // :332
inline constexpr double kTreeLL128ShareSingleNode = 7.0 / 9.0; // :333
inline constexpr double kTreeLL128ShareMultiNode = 120.0 / 128.0;
inline constexpr double kPatShare = 0.75;                // :337
inline constexpr double kCollNetHopperShare = 0.85;      // :348, sm90 and newer
inline constexpr double kCollNetGatherInterShare = 0.9;  // :342, all-gather/reduce-scatter
inline constexpr double kRingPlateauLatencyFactor = 1.4; // :650, sm80 and newer
inline constexpr double kRingPlateauLatencyFactorVolta = 1.9;

// Trees fall short of the model at medium sizes: treeCorrectionFactor (graph/tuning.cc:623-627), by
// protocol, for nBytes in [64 x 2^i, 64 x 2^(i+1)), i = 0..23. NCCL reads i <= 22 for the tree
// (tuning.cc:640) and i <= 23 for NVLS_TREE on Blackwell x86 hosts (tuning.cc:643-645).
inline constexpr std::array<std::array<double, 24>, 3> kTreeCorrection = {{
    {1.0, 1.0, 1.0, 1.0, .9, .8, .7, .7, .7, .7, .6, .5, .4, .4, .5, .6, .7, .8, .9, 1.0, 1.0, 1.0, 1.0, 1.0},
    {1.0, 1.0, 1.0, 1.0, 1.0, .9, .8, .8, .8, .7, .6, .6, .6, .6, .6, .6, .8, .9, .9, .9, .9, 1.0, 1.0, 1.0},
    {.9, .9, .9, .9, .9, .9, .9, .8, .7, .6, .6, .5, .5, .5, .5, .6, .7, .8, .7, .7, .8, .9, .9, .9},
}};
inline constexpr int kTreeCorrectionStepsTree = 23;     // tuning.cc:640, logSize < 23
inline constexpr int kTreeCorrectionStepsNvlsTree = 24; // tuning.cc:643, logSize < 24

// Channel search speeds, GB/s per channel, tried from high to low (graph/search.cc:1051-1065).
inline constexpr double kSpeedsIntraPreHopper[] = {40, 30, 20, 18, 15, 12, 10, 9, 7, 6, 5, 4, 3};
inline constexpr double kSpeedsInterPreHopper[] = {48, 30, 28, 24, 20, 18, 15, 12, 10, 9, 7, 6, 5, 4, 3, 2.4, 1.2, 0.24, 0.12};
inline constexpr double kSpeedsIntraHopper[] = {60, 50, 40, 30, 24, 20, 15, 12, 11, 6, 3};
inline constexpr double kSpeedsInterHopper[] = {48, 45, 42, 40, 30, 24, 22, 20, 17.5, 15, 12, 6, 3, 2.4, 1.2, 0.24, 0.12};
inline constexpr double kSpeedsIntraBlackwell[] = {90, 80, 70, 60, 50, 45, 40, 30, 24, 20, 19, 18};
inline constexpr double kSpeedsInterBlackwell[] = {96, 86,   80, 48, 45.1, 42, 40,  30,  24,   22,
                                                   20, 17.5, 15, 12, 6,    3,  2.4, 1.2, 0.24, 0.12};
inline constexpr int kMaxSearchChannels = 32;  // MAXCHANNELS / 2 for the ring graph (init.cc:1173)
inline constexpr int kMaxRuntimeChannels = 64; // MAXCHANNELS (include/device.h:91)
inline constexpr int kMaxNvlsChannels = 32;
// NVLS runtime channels (CTAs), not the graph's: transport/nvls.cc:155-157, 210-214. One node.
inline constexpr int kNvlsRuntimeChannelsHopper = 16;    // NVLS_NCHANNELS_SM90
inline constexpr int kNvlsRuntimeChannelsBlackwell = 24; // NVLS_NCHANNELS_SM100_NVL
// Several nodes: NVLS_NCHANNELS_SM100 (ncclNvlsTreeSm100Tuning may lower it to 24, nvls.cc:164-200).
inline constexpr int kNvlsRuntimeChannelsBlackwellMultiNode = 32;
// NVLS_TREE's largest chunk from four nodes on: nvlsTreeMaxChunkSize (transport/nvls.cc:226-231).
inline constexpr double kNvlsTreeChunkBytesFourNodes = 65536;
// NVLS chunk: NCCL_NVLS_CHUNKSIZE default (transport/nvls.cc:160), shrunk for smaller messages by
// enqueue.cc calcCollChunking (2258-2264): below 64, 8 and 2 loops of 128 KiB to 64, 32, 16 KiB.
inline constexpr double kNvlsChunkBytes = 128 * 1024;
// Stages a chunk passes through in the single-node NVLS all-reduce kernel, each a warp group of its
// own working on successive chunks (device/all_reduce.h:410-460): scatter (send buffer to the heads'
// NVLS buffers), reduce (multimem load-reduce and multicast store), gather (to the receive buffer).
inline constexpr int kNvlsAllReduceStages = 3;
// NVLS_TREE (device/all_reduce.h:556-640): scatter, reduce and send up the tree, receive from the
// tree and multicast, gather.
inline constexpr int kNvlsTreeAllReduceStages = 4;

// --- Protocols (docs/reference/collectives-reference.md, "NCCL's own analytic model") -----------
// Fraction of link bandwidth carrying payload: LL sends a 4-byte flag with every 4 bytes of data,
// LL128 one 8-byte flag per 128-byte line, Simple none.
inline constexpr std::array<double, kProtocolCount> kProtocolBandwidthFraction = {0.5, 120.0 / 128.0, 1.0};

// Latencies in microseconds, {LL, LL128, Simple} (graph/tuning.cc:150-176): base, NVLink hop and
// network hop per algorithm. NVLS, NVLS_TREE and CollNet have no base latency; PAT's is 8.
inline constexpr std::array<double, kProtocolCount> kRingBaseLatencyUs = {6.6, 14.0, 8.4};
inline constexpr std::array<double, kProtocolCount> kTreeBaseLatencyUs = {6.8, 14.0, 8.4};
inline constexpr std::array<double, kProtocolCount> kRingNvlinkHopUs = {0.6, 1.9, 3.4};
inline constexpr std::array<double, kProtocolCount> kTreeNvlinkHopUs = {0.6, 1.25, 4.0};
inline constexpr std::array<double, kProtocolCount> kRingNetHopUs = {2.7, 4.0, 14.0};
inline constexpr std::array<double, kProtocolCount> kTreeNetHopUs = {5.0, 8.5, 14.0};
inline constexpr double kPatBaseLatencyUs = 8.0;
inline constexpr double kPatLogStepShare = 1.0 / 3.5; // interLat / 3.5 per log2 step (:432)
inline constexpr double kPatPerRankUs = 2.8;          // "still a linear part" (:433)
inline constexpr double kNvlsNvlinkLatencyUs = 25.0;  // NVLS and NVLS_TREE
inline constexpr double kNvlsNetLatencyUs = 18.0;
inline constexpr double kNvlsTreeNetLatencyUs = 20.9;
inline constexpr double kCollNetDirectNvlinkLatencyUs = 3.7;
inline constexpr double kCollNetDirectNetLatencyUs = 31.0;
inline constexpr double kCollNetChainNvlinkLatencyUs = 2.8;
inline constexpr double kCollNetChainNetLatencyUs = 30.0;
inline constexpr double kCollNetArityUs = 0.4; // per local rank, CollNet Direct (:420)
// getNetOverhead (graph/tuning.cc:226-233): per network operation on x86 Intel hosts, x3 for Simple.
inline constexpr double kNetOverheadUs = 1.0;

// Runtime channel trimming for small operations (enqueue.cc:2092-2106, topoGetAlgoInfo): ring, tree
// and CollNet Chain keep only nc channels while nBytes < nc x threads x threadThreshold.
// Threads per channel: NCCL_LL_MAX_NTHREADS, NCCL_LL128_MAX_NTHREADS, NCCL_SIMPLE_MAX_NTHREADS
// (device.h:95-114; tuning.cc:244-257; ring Simple 256 where the ring graph is no faster than PCI_BW
// 12 GB/s, topo.h:25), CollNet NCCL_MAX_NTHREADS (device.h:93). Bytes per thread:
// NCCL_LL_THREAD_THRESHOLD 8 (x ranks for ring), NCCL_LL128_THREAD_THRESHOLD 8,
// NCCL_SIMPLE_THREAD_THRESHOLD 64 (comm.h:49-51; tuning.cc:589-593), CollNet Chain 512 (:595).
inline constexpr double kLLThreads = 512, kLL128Threads = 640, kSimpleThreads = 512, kSimpleThreadsPci = 256;
inline constexpr double kCollNetThreads = 640;
inline constexpr double kLLThreadThreshold = 8, kLL128ThreadThreshold = 8, kSimpleThreadThreshold = 64;
inline constexpr double kCollNetChainThreadThreshold = 512;
inline constexpr double kPciBwGBps = 12.0;

// Simple ring chunking (NCCL 2.30.7). Each channel's share of the buffer runs in loops of ranks x chunk
// bytes (device/all_reduce.h:21-38); a chunk is stepSize x chunkSteps with stepSize = NCCL_BUFFSIZE /
// NCCL_STEPS (enqueue.cc:2222-2225; DEFAULT_BUFFSIZE 4 MiB, init.cc:813; NCCL_STEPS 8, device.h:26).
// All-reduce, all-gather and reduce-scatter take chunkSteps NCCL_STEPS/2 and sliceSteps NCCL_STEPS/4
// (collectives.h:19-26: two slices a chunk); broadcast and reduce 1 and 1 (collectives.h:27-34). A
// chunk is cut into its slices unless a slice would fall below stepSize x sliceSteps / 32
// (device/prims_simple.h:183-184). The last, partial loop's chunk is its remainder / ranks (all_reduce.h:38).
inline constexpr double kNcclSteps = 8;
inline constexpr double kSimpleBufferBytes = 4.0 * 1024 * 1024;
inline constexpr double kSimpleMinSliceShare = 1.0 / 32;
// LL and LL128 chunks (enqueue.cc:2222-2227): a step of their buffers, LL's halved (a 4-byte flag with
// every 4 data bytes), LL128's at 15 data of 16 words. DEFAULT_LL_BUFFSIZE = 8 lines x 512 threads x
// NCCL_STEPS x 16 bytes, DEFAULT_LL128_BUFFSIZE = 120 words x 640 threads x NCCL_STEPS x 8 bytes
// (init.cc:810-812, device.h:97-115).
inline constexpr double kLLChunkBytes = 8.0 * 512 * 16 / 2;
inline constexpr double kLL128ChunkBytes = 120.0 * 640 * 8 * 15 / 16;
// Data a thread moves per line: LL 8 bytes of each 16-byte line (prims_ll.h), LL128 8 bytes a thread
// of each 128-byte line less the flag word, 15/16 (device.h:111-112).
inline constexpr double kLLDataBytesPerLine = 8;
inline constexpr double kLL128DataBytesPerThreadLine = 8.0 * 15 / 16;
// Per slice, a Simple channel's threads wait for the peer's step flag, copy the slice, then fence and
// post their own flag (prims_simple.h:226-277; postPeer's fence_acq_rel_sys), one after the other: this
// synchronisation does not overlap the channel's copy. NCCL's per-step NVLink latency is Simple 3.4 us
// against LL's 0.6 us (tuning.cc:150-176), where LL carries its flag inside each 8-byte store and needs
// neither fence nor separate flag; Spinel takes the difference, 2.8 us, as the cost of that
// synchronisation and charges it on every slice a channel moves (MODEL.md section 5).
inline constexpr double kSimpleSliceSyncUs = kRingNvlinkHopUs[2] - kRingNvlinkHopUs[0];

// --- Point-to-point (all-to-all, send/recv; docs/reference/nccl-tuning.md section 5) --------------
// NCCL_P2P_LL_THRESHOLD (enqueue.cc:859): LL for operations up to this many bytes per channel, and only
// inside a server: network p2p connections have no LL buffers by default (init.cc:859).
inline constexpr double kP2pLLThresholdBytes = 16384;
// Each p2p channel runs up to NCCL_MAX_DEV_WORK_P2P_PER_BATCH = 8 operations at once (enqueue.cc:1053).
inline constexpr int kP2pOperationsPerChannel = 8;
// NCCL_P2P_PER_CHANNEL_NET_BW (graph/paths.cc:918-955): a remote peer gets max(NICs, ceil(GB/s / 14))
// channels.
inline constexpr double kP2pPerChannelNetGBps = 14.0;

// NCCL's network hop figures were measured on InfiniBand, whose end-to-end latency is ~2 us
// (docs/reference/seeds.md, "InfiniBand ~2 us"). Spinel keeps NCCL's software share (figure minus
// 2 us) and adds the latency of the real path: transport stack + two NIC adapters + switch hops +
// cable propagation.
inline constexpr double kNcclNetHopReferencePathUs = 2.0;

// --- Transports --------------------------------------------------------------------------------
// End-to-end latency quoted for a reference path of one switch hop between two adapters
// (docs/reference/seeds.md and collectives-reference.md: InfiniBand ~2 us, RoCEv2 ~5 us, TCP/IP
// ~50 us). The reference path is a ConnectX-7 class adapter at each end (0.55 us each, catalog
// cx7-400g) and one switch hop (IB ~130 ns, Ethernet cut-through ~500 ns, fabrics-reference.md).
// The remainder is the transport stack's own per-message overhead, charged on every network step.
inline constexpr double kReferenceNicLatencyUs = 0.55;
inline constexpr double kReferenceIbHopUs = 0.13;
inline constexpr double kReferenceEthernetHopUs = 0.5;
inline constexpr double transportEndToEndUs(Transport t)
{
    return t == Transport::InfiniBand ? 2.0 : t == Transport::Roce ? 5.0 : 50.0;
}
inline constexpr double transportStackUs(Transport t)
{
    const double hop = t == Transport::InfiniBand ? kReferenceIbHopUs : kReferenceEthernetHopUs;
    return transportEndToEndUs(t) - 2 * kReferenceNicLatencyUs - hop;
}

// Payload fraction of the wire rate (link rates are data rates; line coding is already excluded).
// InfiniBand: 4096-byte MTU + LRH 8 + BTH 12 + ICRC 4 + VCRC 2 bytes (IBTA spec vol. 1).
// RoCEv2: 4096-byte payload + BTH 12 + ICRC 4 + UDP 8 + IPv4 20 + Ethernet 14 + FCS 4 + preamble 8
// + inter-frame gap 12 (IBTA RoCEv2 annex A17, IEEE 802.3).
// TCP: 1500-byte MTU, 1448 bytes of payload (IP 20 + TCP 32 with timestamps) in 1538 wire bytes,
// times an estimate of 0.85 for NCCL's socket transport copying through host memory [estimate].
inline constexpr double kIbWireEfficiency = 4096.0 / (4096.0 + 26.0);
inline constexpr double kRoceWireEfficiency = 4096.0 / (4096.0 + 82.0);
inline constexpr double kTcpWireEfficiency = 1448.0 / 1538.0;
inline constexpr double kTcpHostCopyEfficiency = 0.85;
inline constexpr double transportEfficiency(Transport t)
{
    return t == Transport::InfiniBand ? kIbWireEfficiency
           : t == Transport::Roce     ? kRoceWireEfficiency
                                      : kTcpWireEfficiency * kTcpHostCopyEfficiency;
}

// Light in fibre and copper: ~5 ns per metre.
inline constexpr double kPropagationNsPerM = 5.0;

} // namespace spinel::timing
