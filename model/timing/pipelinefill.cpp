// The chunk pipelines of the tree and NVLS all-reduce kernels filling before they stream (MODEL.md
// section 5): the first chunk's trip through every hop or stage, which NCCL's tuner does not see.
#include <cmath>

#include "timing/costcontext.h"

namespace spinel::timing::costs {

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
    const double channels = runningChannels(c);
    const double chunk = std::min(kSimpleBufferBytes / kNcclSteps, c.S / channels);
    // The active channels are counted in `channels`: the share without the trimming (algorithmCost).
    const double share = c.refine.share / c.channelShare * correction;
    const double nvlinkHopUs = c.g > 1 ? chunk * channels / (c.b.nvlinkGBps * share * 1e3) : 0;
    const FabricLimit limit = railLimit(c.b, 2);
    const double netHopUs = c.N > 1 ? chunk * channels / (c.nodeGBps * c.ringNicShare * limit.scale * share * 1e3) : 0;
    const double hopsUs = 2 * ((c.g - 1) * nvlinkHopUs + log2Floor(c.N) * netHopUs);
    return std::max(0.0, hopsUs - std::max(nvlinkHopUs, netHopUs));
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

} // namespace spinel::timing::costs
