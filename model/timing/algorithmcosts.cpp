// Physical costs per algorithm. Bandwidth terms follow the classic alpha-beta formulas (Thakur,
// Rabenseifner & Gropp, IJHPCA 19(1) 2005; Patarasuk & Yuan, JPDC 2009) applied to each resource a
// pattern uses: a phase moves V bytes over a resource of rate R (GB/s) and takes V / R; concurrent
// (pipelined) phases take the longest, sequential phases add up. Each rate is then de-rated by NCCL's
// own refinement for the (algorithm, protocol) pair and capped where NCCL caps it (nccltuner.h), so a
// time is never better than the physical bound. Latency terms are NCCL's (ncclLatencyUs).
#include "timing/algorithmcosts.h"

#include <algorithm>
#include <cmath>

#include "timing/ncclgraphs.h"
#include "timing/nccltuner.h"
#include "timing/timingconstants.h"

namespace spinel::timing {
namespace {

// A phase of the bandwidth term: microseconds and what sets the rate.
struct Phase {
    double us = 0;
    Bottleneck what;
};

Phase nvlinkPhase(double bytes, const PatternBounds &b, double share = 1)
{
    return {bytes / (b.nvlinkGBps * share * 1e3), {BottleneckKind::NvLink, 1, 0, 0, {}}};
}

Phase nvlsPhase(double bytes, const PatternBounds &b, double efficiency)
{
    return {bytes / (b.nvlinkGBps * efficiency * 1e3), {BottleneckKind::NvlsSwitch, 1, 0, 0, {}}};
}

// `rateGBps` before the fabric; `limit` is the fabric's share for this traffic pattern.
Phase networkPhase(double bytes, double rateGBps, const FabricLimit &limit, const PatternBounds &b, double share = 1)
{
    Phase phase{bytes / (rateGBps * limit.scale * share * 1e3), {}};
    if (limit.scale < 1)
        phase.what = {limit.tier == Tier::Leaf ? BottleneckKind::LeafUplinks : BottleneckKind::SpineUplinks, limit.ratio, 0, 0, {}};
    else if (b.portGbps < b.nicSpeedGbps) phase.what = {BottleneckKind::ServerLink, 1, b.portGbps, b.nicSpeedGbps, {}};
    else phase.what = {BottleneckKind::Nic, 1, b.nicSpeedGbps, b.nicSpeedGbps, {}};
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

// NCCL's caps are bus bandwidths: a rank may push `busBytes` no faster than `capGBps`.
void applyCap(AlgorithmCost &cost, double busBytes, double capGBps)
{
    if (capGBps >= 1e299 || busBytes <= 0) return;
    const double capUs = busBytes / (capGBps * 1e3);
    if (capUs > cost.bandwidthUs) cost.bandwidthUs = capUs, cost.bottleneck = {BottleneckKind::ProtocolCap, 1, 0, 0, {}};
}

AlgorithmCost notApplicable(const char *why)
{
    AlgorithmCost cost;
    cost.whyNot = why;
    return cost;
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

// NCCL's log2i: floor(log2(n)), 0 for n <= 1 (include/utils.h:56).
int log2Floor(int n)
{
    int l = 0;
    while (n > 1) n >>= 1, ++l;
    return l;
}

double nicShare(int channels, int nics)
{
    return channels > 0 && nics > channels ? double(channels) / nics : 1.0;
}

// Slices one channel of a Simple ring moves, from NCCL's chunking (timingconstants.h): whole loops of
// ranks x chunk bytes per channel, `steps` ring steps a loop, each a chunk of two slices (one when a
// slice would fall below the minimum), and a last partial loop whose chunk is its remainder / ranks.
// The channels are NCCL's runtime channels, trimmed for small sizes (activeChannelShare).
double simpleRingSlicesPerChannel(const Context &c)
{
    const bool pipelined = c.op == CollectiveOp::AllReduce || c.op == CollectiveOp::AllGather
                           || c.op == CollectiveOp::ReduceScatter;
    const double stepBytes = kSimpleBufferBytes / kNcclSteps;
    const double chunkSteps = pipelined ? kNcclSteps / 2 : 1, sliceSteps = pipelined ? kNcclSteps / 4 : 1;
    const double chunk = stepBytes * chunkSteps, slicesPerChunk = chunkSteps / sliceSteps;
    const double minSlice = stepBytes * sliceSteps * kSimpleMinSliceShare;
    const double steps = c.op == CollectiveOp::AllReduce ? 2.0 * (c.n - 1) : pipelined ? c.n - 1.0 : 1.0;
    const double chunksPerLoop = pipelined ? c.n : 1; // broadcast, reduce: one chunk a step, forwarded
    const double channels = std::max(1.0, c.channelShare * c.view.graphs.runtimeChannels);
    const double loops = c.S / (channels * chunksPerLoop * chunk);
    const double whole = std::floor(loops);
    const double lastChunk = (loops - whole) * chunk;
    const double lastSlices = lastChunk <= 0 ? 0 : lastChunk > minSlice ? slicesPerChunk : 1;
    return steps * (whole * slicesPerChunk + lastSlices);
}

// A Simple ring channel synchronises with its peers on every slice (timingconstants.h,
// kSimpleSliceSyncUs), and its threads do not copy meanwhile: the channel's work is its bytes at its
// rate plus that time per slice. Every channel does this at once, so it adds to the GPU's NVLink
// phase; with one GPU per server the channel's copy is local and the synchronisation is the phase.
// The network transfer is the proxy's and overlaps it (NCCL_STEPS buffers in flight).
double simpleRingSyncUs(const Context &c)
{
    if (c.p != Protocol::Simple || !(c.S > 0) || c.n < 2) return 0;
    return simpleRingSlicesPerChannel(c) * kSimpleSliceSyncUs;
}

// The ring all-reduce, all-gather and reduce-scatter are cyclic pipelines: every rank starts a loop
// with its own chunk, and step s on a rank needs step s - 1 of the rank before it (device/all_reduce.h
// runRing). Every rank works at once, so a step lasts as long as its transfer or as the hop that
// brings its input, whichever is longer: the per-step latencies NCCL's tuner adds to the transfer
// (tuning.cc:653) are hidden wherever a step's transfer outlasts them. That holds for LL and LL128,
// whose flags travel inside the data: the receiver polls each line's flag and consumes the line as it
// lands (prims_ll.h readLL, prims_ll128.h:193-202), on NVLink and over the network alike, so a step's
// input starts one hop after its sender started. It does so in rounds of one line per thread (LL: 8
// data bytes x 512 threads; LL128: 15/16 of 8 bytes x 640 threads), so a step of one round hides
// nothing. A loop then takes max(transfer, hops + transfer / rounds), loop by loop (whole loops of
// channels x ranks x chunk bytes, then the partial one), and the latency exposed beyond NCCL's base is
// what the hops exceed. Small messages keep NCCL's latency whole, large ones only its base. Simple
// keeps NCCL's additive latency: its receiver sees a slice only once the sender has fenced and posted
// all of it (prims_simple.h:276-277; across servers only after both proxies have handled it), and
// its per-slice synchronisation is charged in the transfer already (simpleRingSyncUs); MODEL.md
// section 6 says what hiding Simple's hops too did to the rows. Broadcast and reduce are a chain from
// the root, whose fill is not hidden.
double ringExposedLatencyUs(const Context &c, double latencyUs, double bandwidthUs)
{
    const bool cyclic = c.op == CollectiveOp::AllReduce || c.op == CollectiveOp::AllGather || c.op == CollectiveOp::ReduceScatter;
    const double base = kRingBaseLatencyUs[std::size_t(c.p)];
    if (!cyclic || c.p == Protocol::Simple || !(c.S > 0) || !(bandwidthUs > 0) || latencyUs <= base) return latencyUs;
    const double hops = latencyUs - base;
    const bool ll = c.p == Protocol::LL;
    const double chunk = ll ? kLLChunkBytes : kLL128ChunkBytes;
    const double roundBytes = ll ? kLLThreads * kLLDataBytesPerLine : kLL128Threads * kLL128DataBytesPerThreadLine;
    const double channels = std::max(1.0, c.channelShare * c.view.graphs.runtimeChannels);
    const double loopBytes = channels * c.n * chunk;
    const double loops = c.S / loopBytes;
    const double whole = std::floor(loops);
    const double wholeShare = loopBytes / c.S;
    // One loop: its transfer, in rounds of one line per thread for each step. Where NCCL trims the
    // operation to fewer channels (activeChannelShare), its thresholds leave each channel one round a
    // step (LL: 8 bytes x ranks a thread, LL128: 8 bytes), so nothing is hidden. Otherwise the rounds
    // are counted as if the loop were spread over NCCL's most channels (MAXCHANNELS): a lower bound on
    // what each channel gets, so the hiding is never overstated and a fabric that gives NCCL more
    // channels never hides less (more bandwidth is never slower).
    auto exposed = [&](double loopShare) {
        const double transfer = bandwidthUs * loopShare;
        const double spread = loopShare * c.S / (kMaxRuntimeChannels * c.n * roundBytes);
        const double rounds = c.channelShare < 1 ? 1.0 : std::max(1.0, spread);
        return std::max(0.0, hops + transfer / rounds - transfer);
    };
    double us = whole * exposed(wholeShare);
    const double rest = loops - whole;
    if (rest > 0) us += exposed(rest * wholeShare);
    return base + us;
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

// The tree all-reduce is a pipeline of chunks (device/all_reduce.h runTreeUpDown, runTreeSplit): each
// channel's chunk climbs the chain of the node's g GPUs and NCCL's tree of nodes, then comes back
// down: 2((g - 1) + log2i(N)) hops, the depth NCCL's own tree latency counts (tuning.cc:418-420).
// Streaming, the hops overlap and the bandwidth term holds; but the first chunk must cross every hop
// before the last one moves, so the time gains the first chunk's transfer on every hop but the
// slowest (which the bandwidth term already has). On a hop the chunks of the C runtime channels cross
// together: each at 1/C of the link (NVLink, or the node's NICs on a network hop). NCCL's latency
// term is only the per-hop synchronisation; the chunk's transfer is what this adds, and on a deep
// chain (72 GPUs of an NVL72 rack) it is milliseconds. The chunk is NCCL's Simple one: a step,
// NCCL_BUFFSIZE / NCCL_STEPS = 512 KiB (chunkSteps 1 outside the ring, enqueue.cc:2222-2225), never
// more than the channel's share of the buffer. LL and LL128 trees are not given a fill: NCCL shrinks
// their chunks with the channel count (enqueue.cc:2286-2294), which would let a design with more
// bandwidth (and channels) fill longer; their small chunks make the fill small anyway.
double treePipelineFillUs(const Context &c, double correction)
{
    if (!(c.S > 0) || c.op != CollectiveOp::AllReduce || c.p != Protocol::Simple) return 0;
    const double channels = std::max(1.0, c.channelShare * c.view.graphs.runtimeChannels);
    const double chunk = std::min(kSimpleBufferBytes / kNcclSteps, c.S / channels);
    // The active channels are counted in `channels`: the share without the trimming (algorithmCost).
    const double share = c.refine.share / c.channelShare * correction;
    const double nvlinkHopUs = c.g > 1 ? chunk * channels / (c.b.nvlinkGBps * share * 1e3) : 0;
    const FabricLimit limit = railLimit(c.b, 2);
    const double netHopUs = c.N > 1 ? chunk * channels / (c.nodeGBps * c.ringNicShare * limit.scale * share * 1e3) : 0;
    const double hopsUs = 2 * ((c.g - 1) * nvlinkHopUs + log2Floor(c.N) * netHopUs);
    return std::max(0.0, hopsUs - std::max(nvlinkHopUs, netHopUs));
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

// The NVLS all-reduce kernels are pipelines of warp groups, each working on successive chunks, over
// loops of channels x heads x chunk bytes (device/all_reduce.h:462, 535). Streaming, the stages
// overlap and the bandwidth term holds; the first loop must pass through every stage before the last
// one starts: (stages - 1) loop times more. Each stage moves the loop over NVLink through the switch,
// so a loop time is the loop's share of the NVLS phase (`nvlsUs`), not of a slower network: where the
// NICs bind, the NVLink stages are what fills. A message smaller than a loop pays it on the whole
// message. The chunk is NCCL's for the size (enqueue.cc calcCollChunking:2252-2276), the
// channels its runtime NVLS channels (transport/nvls.cc:210-214).
//   NVLS (one node): scatter, reduce + multicast, gather (all_reduce.h:410-460): 3 stages.
//   NVLS_TREE: scatter, reduce + send up the tree, receive down the tree + multicast, gather
//   (all_reduce.h:556-640): 4 stages; the network hops' own latency is in NCCL's latency term.
struct NvlsChunking {
    int channels = kNvlsRuntimeChannelsHopper;
    double chunk = kNvlsChunkBytes; // nvlsChunkSize
    double treeMaxChunk = kNvlsChunkBytes;
};

// ncclNvlsTuning (transport/nvls.cc:202-240) with ncclNvlsTreeSm100Tuning (164-200) for Blackwell
// across nodes; the GPU's NIC is taken to sit under its PCIe switch (PXB or closer), as on HGX trays.
NvlsChunking nvlsChunking(const Context &c, bool tree)
{
    NvlsChunking k;
    if (c.b.generation < GpuGeneration::Blackwell) {
        if (tree && c.N >= 4) k.treeMaxChunk = kNvlsTreeChunkBytesFourNodes;
        return k;
    }
    if (c.N == 1) return {kNvlsRuntimeChannelsBlackwell, kNvlsChunkBytes, kNvlsChunkBytes};
    k.channels = kNvlsRuntimeChannelsBlackwellMultiNode;
    k.treeMaxChunk = c.N >= 4 ? kNvlsTreeChunkBytesFourNodes : k.chunk;
    const double nicGBps = c.b.nicSpeedGbps / 8;
    const int ppn = c.g;
    if (c.N == 2 && nicGBps >= 48) {
        k.channels = 32;
        k.treeMaxChunk = 128 * 1024;
        if (ppn <= 4) k.chunk = k.treeMaxChunk = 256 * 1024;
        else if (ppn >= 16 || (ppn <= 8 && nicGBps < 96)) k.treeMaxChunk = 64 * 1024;
    } else if (nicGBps >= 96) {
        if (ppn <= 8) k = {24, 256 * 1024, 256 * 1024};
        else k = {32, k.chunk, ppn < 32 ? 128 * 1024.0 : 64 * 1024.0};
    } else if (nicGBps >= 48) {
        k.channels = 24;
        k.treeMaxChunk = 64 * 1024;
    }
    return k;
}

double nvlsPipelineFillUs(const Context &c, Algorithm algorithm, double heads, double nvlsUs)
{
    if (!(c.S > 0)) return 0;
    const bool tree = algorithm == Algorithm::NvlsTree;
    const NvlsChunking k = nvlsChunking(c, tree);
    const double concurrentOps = k.channels * heads;
    double chunk = k.chunk;
    if (tree) {
        chunk = std::min(k.chunk, k.treeMaxChunk);
        if (c.S < 32 * concurrentOps * chunk && chunk > 262144) chunk = 262144;
        if (c.S < 16 * concurrentOps * chunk && chunk > 131072) chunk = 131072;
        if (c.S < 4 * concurrentOps * chunk && chunk > 65536) chunk = 65536;
        if (c.S < 1 * concurrentOps * chunk && chunk > 32768) chunk = 32768;
    } else {
        if (c.S < 64 * concurrentOps * chunk && chunk > 65536) chunk = 65536;
        if (c.S < 8 * concurrentOps * chunk && chunk > 32768) chunk = 32768;
        if (c.S < 2 * concurrentOps * chunk && chunk > 16384) chunk = 16384;
    }
    const int stages = tree ? kNvlsTreeAllReduceStages : kNvlsAllReduceStages;
    const double loopBytes = std::min(c.S, concurrentOps * chunk);
    return (stages - 1) * loopBytes / c.S * nvlsUs;
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
            const double exposed = ringExposedLatencyUs(c, cost.latencyUs, cost.bandwidthUs);
            cost.latencyHiddenUs = cost.latencyUs - exposed;
            cost.latencyUs = exposed;
        }
    }
    // Every figure finite or a reason (issue 12): a resource with no rate left must not become an
    // infinite time that plots and the training model then carry on with.
    if (!std::isfinite(cost.bandwidthUs) || !std::isfinite(cost.latencyUs) || cost.bandwidthUs < 0 || cost.latencyUs < 0)
        return notApplicable("the fabric leaves this traffic no bandwidth (a link or uplink with no capacity on its path)");
    return cost;
}

} // namespace spinel::timing
