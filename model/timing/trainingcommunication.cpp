#include "timing/trainingcommunication.h"

#include <algorithm>

namespace spinel::timing {
namespace {

// Times one collective and adds `calls` of it to `cost`; the first one timed is the one reported.
std::string addCalls(const FabricProfile &profile, const CollectiveRequest &request, double calls, const char *what,
                     TrafficCost &cost)
{
    if (calls <= 0 || request.bytes <= 0) return {};
    const CollectiveResult result = timeCollective(profile, request);
    if (!result.ok) return std::string(what) + ": " + result.error;
    if (!cost.collective.ok) {
        cost.collective = result;
        cost.bytesPerCall = request.bytes;
    }
    cost.calls += calls;
    cost.seconds += calls * result.timeUs * 1e-6;
    return {};
}

// Ranks of a group whose members are `stride` ranks apart that share one server.
// A stride that does not divide the domain (TP 16 on NVL72) leaves some domains one rank more: when
// the rounded-down count would not fit the group on the design's domains, round up.
int ranksPerServer(const TrainingLayout &layout, long long stride, int groupSize)
{
    stride = std::max(1LL, stride);
    long long ranks = layout.gpusPerServer / stride;
    if (ranks * layout.nodes < groupSize && layout.gpusPerServer % stride != 0)
        ranks = (layout.gpusPerServer + stride - 1) / stride;
    return int(std::clamp<long long>(ranks, 1, groupSize));
}

// Forward passes that run the layer's communication: one, and one more under full recomputation.
double forwardPasses(const TrainingLayout &layout)
{
    return layout.recompute == Recompute::Full ? 2.0 : 1.0;
}

} // namespace

// Megatron-LM (Shoeybi et al. 2019): per layer two all-reduces of the micro-batch's activations
// (tokens x hidden x bytes) in the forward pass (after attention and after the MLP) and two in the
// backward pass; full recomputation repeats the forward two. Sequence parallelism (Korthikanti et
// al. 2022) replaces each by a reduce-scatter + all-gather of the same volume: the same time on a
// ring. Context parallelism leaves each GPU 1/cp of the tokens.
std::string tensorParallelTraffic(const FabricProfile &profile, const TrainingLayout &layout, TrafficCost &cost)
{
    if (layout.tp <= 1) return {};
    CollectiveRequest request;
    request.op = CollectiveOp::AllReduce;
    request.gpus = layout.tp; // packed: the first tp GPUs of one NVLink domain (or whole domains)
    // A group that does not tile the domain straddles two of them: half on each, over the NICs.
    if (layout.tp < layout.gpusPerServer && layout.gpusPerServer % layout.tp != 0) request.ranksPerServer = (layout.tp + 1) / 2;
    request.bytes = layout.tokensPerMicroBatch / layout.cp * layout.hidden * layout.activationBytes;
    const double perLayer = 2.0 * forwardPasses(layout) + 2.0;
    return addCalls(profile, request, perLayer * layout.layersPerStage * layout.microBatches, "tensor-parallel all-reduce", cost);
}

// Ring attention (Liu et al. 2023; Megatron-LM context parallelism): each layer's forward pass
// gathers every rank's K and V (2 x tokens x hidden / tp x bytes over the group), the backward pass
// reduce-scatters their gradients. The group is strided by tp, so it leaves the server once
// tp x cp exceeds it.
std::string contextParallelTraffic(const FabricProfile &profile, const TrainingLayout &layout, TrafficCost &cost)
{
    if (layout.cp <= 1) return {};
    CollectiveRequest request;
    request.gpus = layout.cp;
    request.ranksPerServer = ranksPerServer(layout, layout.tp, layout.cp);
    request.bytes = 2.0 * layout.tokensPerMicroBatch * layout.hidden / layout.tp * layout.activationBytes;
    const double layerMicroBatches = layout.layersPerStage * layout.microBatches;
    request.op = CollectiveOp::AllGather;
    if (std::string error = addCalls(profile, request, forwardPasses(layout) * layerMicroBatches, "context-parallel all-gather",
                                     cost);
        !error.empty())
        return error;
    request.op = CollectiveOp::ReduceScatter;
    return addCalls(profile, request, layerMicroBatches, "context-parallel reduce-scatter", cost);
}

// Mixture of experts (GShard, Lepikhin et al. 2020; Megatron-Core MoE): per MoE layer an
// all-to-all sends each token's hidden state to its top-k experts (dispatch) and one brings the
// results back (combine), forward and again backward. Every layer is taken to be an MoE layer.
// With tensor parallelism each rank dispatches its 1/tp of the tokens (sequence parallel).
std::string expertParallelTraffic(const FabricProfile &profile, const TrainingLayout &layout, TrafficCost &cost)
{
    if (layout.ep <= 1 || !layout.mixtureOfExperts) return {};
    CollectiveRequest request;
    request.op = CollectiveOp::AllToAll;
    request.gpus = layout.ep;
    request.ranksPerServer = ranksPerServer(layout, (long long)layout.tp * layout.cp, layout.ep);
    request.bytes = layout.tokensPerMicroBatch / layout.cp / layout.tp * layout.hidden * layout.topK * layout.activationBytes;
    const double perLayer = 2.0 * forwardPasses(layout) + 2.0;
    return addCalls(profile, request, perLayer * layout.layersPerStage * layout.microBatches, "expert-parallel all-to-all", cost);
}

// Each micro-batch's activations cross every stage boundary forward and their gradients backward,
// split over the stage's tp GPUs (scatter/gather, Narayanan et al. SC21); interleaving (v model
// chunks per GPU) multiplies the crossings by v. A stage filling at least one server sends over
// the NICs, every GPU of the server at once.
std::string pipelineTraffic(const FabricProfile &profile, const TrainingLayout &layout, TrafficCost &cost)
{
    if (layout.pp <= 1) return {};
    CollectiveRequest request;
    request.op = CollectiveOp::SendRecv;
    request.gpus = 2;
    request.bytes = layout.tokensPerMicroBatch / layout.cp * layout.hidden * layout.activationBytes / layout.tp;
    if ((long long)layout.dp * layout.tp * layout.cp >= layout.gpusPerServer) request.ranksPerServer = 1;
    return addCalls(profile, request, 2.0 * layout.microBatches * layout.vpp, "pipeline send/recv", cost);
}

// Gradients of each GPU's share of the model, synchronised with the GPUs holding the same share:
// dense parameters over dp x cp ranks, expert parameters over dp x cp / ep. ZeRO (Rajbhandari et
// al. 2020) stage 0 all-reduces; stages 1-2 reduce-scatter the gradients and all-gather the updated
// parameters (the same bytes); stage 3 gathers the parameters before every micro-batch's forward
// and backward pass instead of once.
std::string dataParallelTraffic(const FabricProfile &profile, const TrainingLayout &layout, TrafficCost &cost)
{
    struct Share {
        double parameters;
        int ranks;
        long long stride;
    };
    const int replicas = layout.dp * layout.cp;
    const Share shares[] = {{layout.denseParametersPerGpu, replicas, layout.tp},
                            {layout.expertParametersPerGpu, replicas / layout.ep, (long long)layout.tp * layout.ep}};
    for (const Share &share : shares) {
        if (share.ranks <= 1 || share.parameters <= 0) continue;
        CollectiveRequest request;
        request.gpus = share.ranks;
        request.ranksPerServer = ranksPerServer(layout, share.stride, share.ranks);
        request.bytes = share.parameters * layout.gradientBytes;
        std::string error;
        if (layout.zeroStage == 0) {
            request.op = CollectiveOp::AllReduce;
            error = addCalls(profile, request, 1, "data-parallel all-reduce", cost);
        } else {
            request.op = CollectiveOp::ReduceScatter;
            error = addCalls(profile, request, 1, "data-parallel reduce-scatter", cost);
            request.op = CollectiveOp::AllGather;
            const double gathers = layout.zeroStage >= 3 ? 2.0 * layout.microBatches : 1.0;
            if (error.empty()) error = addCalls(profile, request, gathers, "data-parallel all-gather", cost);
        }
        if (!error.empty()) return error;
    }
    return {};
}

} // namespace spinel::timing
