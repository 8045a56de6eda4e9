// A Simple ring's per-slice synchronisation, the per-step latency an LL or LL128 ring hides behind its
// transfer, and across servers the proxies' network posts that pace every step: three terms Spinel
// derives from NCCL's kernels and proxy (docs/reference/nccl-tuning.md section 9, MODEL.md section 5).
#include <algorithm>
#include <cmath>

#include "timing/costcontext.h"

namespace spinel::timing::costs {

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
    const double channels = runningChannels(c);
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

namespace {

// Loops a ring channel runs: whole loops of channels x ranks x chunk bytes, and a partial last one.
struct RingLoops {
    double whole = 0, rest = 0; // whole loops and the share of one more
    double loopBytes = 0;       // bytes of one loop over all channels
};

RingLoops ringLoops(const Context &c)
{
    const double chunk = c.p == Protocol::LL      ? kLLChunkBytes
                         : c.p == Protocol::LL128 ? kLL128ChunkBytes
                                                  : kSimpleBufferBytes / kNcclSteps * (kNcclSteps / 2);
    const double channels = runningChannels(c);
    const double loopBytes = channels * c.n * chunk;
    const double loops = c.S > 0 ? c.S / loopBytes : 0;
    return {std::floor(loops), loops - std::floor(loops), loopBytes};
}

// Across servers every step of an all-reduce, all-gather or reduce-scatter ring moves each channel's
// chunk over the network too: a send posted where the channel leaves a server and a receive where it
// enters (transport/net.cc sendProxyProgress, recvProxyProgress). Each GPU's posts go through its one
// proxy thread, one after the other, at NCCL's getNetOverhead each (tuning.cc:226-233: 1 us on x86
// Intel hosts, three times that for Simple, which also flushes what it receives). NCCL's tuner charges
// one post a step, in its latency (intraLat = max(intraLat, netOverhead), tuning.cc:404-410:
// "inter-node rings still have to launch nsteps * net overhead"), and so does Spinel; but a proxy
// serving several channels posts for each of them on every step, so the steps go no faster than the
// busiest proxy: 2 x channels / (GPUs that reach a NIC) posts a step. The ring is a cyclic pipeline
// (ringExposedLatencyUs): a loop lasts the longest of its transfer, its posts and its hops; the posts
// overlap the transfer (NCCL_STEPS buffers in flight). On 128 H100 servers forced to 32 LL128
// channels they are 8 us a step, 16.4 ms for 2,046 steps: the run took 19.4 ms at 1 GiB and 20.2 ms
// at 2 GiB, where the transfer alone takes 5.8 and 11.6 ms (MODEL.md section 5). Per loop of the
// ring: every loop takes all its steps, the last partial one too. For the cyclic rings only (its
// caller, ringExposedLatencyUs, has checked).
double ringProxyPostsPerLoopUs(const Context &c)
{
    if (c.N < 2 || c.n < 2) return 0;
    const double steps = c.op == CollectiveOp::AllReduce ? 2.0 * (c.n - 1) : c.n - 1.0;
    const double channels = runningChannels(c);
    const double proxies = std::clamp(c.view.nicsPerNode, 1, std::max(1, c.g));
    const double postsPerStep = std::max(1.0, 2 * channels / proxies);
    const double postUs = kNetOverheadUs * (c.p == Protocol::Simple ? 3 : 1);
    return steps * postsPerStep * postUs;
}

} // namespace

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
RingLatency ringExposedLatencyUs(const Context &c, double latencyUs, double bandwidthUs)
{
    const bool cyclic = c.op == CollectiveOp::AllReduce || c.op == CollectiveOp::AllGather || c.op == CollectiveOp::ReduceScatter;
    const double base = kRingBaseLatencyUs[std::size_t(c.p)];
    if (!cyclic || !(c.S > 0) || !(bandwidthUs > 0)) return {latencyUs, 0};
    const bool streams = c.p != Protocol::Simple && latencyUs > base;
    const double hops = latencyUs - base;
    const bool ll = c.p == Protocol::LL;
    const double roundBytes = ll ? kLLThreads * kLLDataBytesPerLine : kLL128Threads * kLL128DataBytesPerThreadLine;
    const RingLoops ringLoop = ringLoops(c);
    const double wholeShare = ringLoop.loopBytes / c.S;
    // Across servers the proxies' posts pace every loop too (ringProxyPostsPerLoopUs): a loop lasts the
    // longest of its transfer, its posts and (streaming) its hops plus one round. The posts are a
    // fixed cost of every step, like the hops, so what they add beyond the other two is latency.
    const double posts = ringProxyPostsPerLoopUs(c);
    if (!streams && posts <= 0) return {latencyUs, 0};
    // One loop: its transfer, in rounds of one line per thread for each step. Where NCCL trims the
    // operation to fewer channels (activeChannelShare), its thresholds leave each channel one round a
    // step (LL: 8 bytes x ranks a thread, LL128: 8 bytes), so nothing is hidden. Otherwise the rounds
    // are counted as if the loop were spread over NCCL's most channels (MAXCHANNELS): a lower bound on
    // what each channel gets, so the hiding is never overstated and a fabric that gives NCCL more
    // channels never hides less (more bandwidth is never slower). Simple adds its hops whole.
    RingLatency out{0, 0};
    auto loop = [&](double loopShare, double count) {
        const double transfer = bandwidthUs * loopShare;
        const double spread = loopShare * c.S / (kMaxRuntimeChannels * c.n * roundBytes);
        const double rounds = c.channelShare < 1 ? 1.0 : std::max(1.0, spread);
        const double chain = streams ? hops + transfer / rounds : transfer;
        out.exposedUs += count * std::max(0.0, chain - transfer);
        out.postsUs += count * std::max(0.0, posts - std::max(transfer, chain));
    };
    loop(wholeShare, ringLoop.whole);
    if (ringLoop.rest > 0) loop(ringLoop.rest * wholeShare, 1);
    out.exposedUs += streams ? base + out.postsUs : latencyUs + out.postsUs;
    return out;
}

} // namespace spinel::timing::costs
