#include "timing/training.h"

#include <algorithm>
#include <cmath>

namespace spinel::timing {
namespace {

TrainingResult refuse(std::string error)
{
    TrainingResult r;
    r.error = std::move(error);
    return r;
}

// Transformer shape from the parameter count when not given: N ~ 12 L h^2 (Kaplan et al. 2020,
// "Scaling Laws for Neural Language Models", eq. 2.1) with an aspect ratio h / L = 128 (GPT-3 175B:
// 12288 / 96), h rounded to a multiple of 128.
void deriveShape(double parameters, int &layers, int &hidden)
{
    if (hidden <= 0 && layers > 0) hidden = int(std::lround(std::sqrt(parameters / (12.0 * layers)) / 128.0)) * 128;
    if (hidden <= 0) hidden = int(std::lround(std::cbrt(parameters * 128.0 / 12.0) / 128.0)) * 128;
    hidden = std::max(hidden, 128);
    if (layers <= 0) layers = std::max(1, int(std::lround(parameters / (12.0 * hidden * double(hidden)))));
}

} // namespace

TrainingResult estimateTraining(const FabricProfile &profile, const TrainingRequest &q)
{
    const int gpus = profile.totalGpus;
    if (gpus <= 0) return refuse("the design has no GPUs");
    if (!(q.parameters > 0) || q.parameters > 1e16) return refuse("the parameter count must be positive");
    if (!(q.gradientBytes > 0) || q.gradientBytes > 16) return refuse("bytes per gradient element must be in (0, 16]");
    if (q.tensorParallel < 1 || q.pipelineParallel < 1 || q.dataParallel < 0)
        return refuse("parallel degrees must be at least 1");
    if (!(q.mfu > 0) || q.mfu > 1) return refuse("MFU must be in (0, 1]");
    if (!(q.overlap >= 0) || q.overlap > 1) return refuse("overlap must be in [0, 1]");
    if (!(q.tokensPerStep > 0)) return refuse("tokens per step must be positive");
    if (!(q.trainTokens >= 0)) return refuse("training tokens cannot be negative");
    if (q.sequenceLength < 1) return refuse("the sequence length must be at least 1");
    int minGpusPerServer = profile.maxGpusPerServer;
    double peakTflops = 1e300;
    for (const ServerProfile &s : profile.servers)
        minGpusPerServer = std::min(minGpusPerServer, s.gpus), peakTflops = std::min(peakTflops, s.peakTflops);
    if (!(peakTflops > 0)) return refuse("the catalog gives no peak TFLOP/s for the servers' GPUs");
    const int tp = q.tensorParallel, pp = q.pipelineParallel;
    if (tp > minGpusPerServer)
        return refuse("tensor parallelism (" + std::to_string(tp) + ") must stay inside one server's NVLink domain (" +
                      std::to_string(minGpusPerServer) + " GPUs)");
    if (minGpusPerServer % tp != 0) return refuse("tensor parallelism must divide the GPUs per server");
    const long long modelParallel = (long long)tp * pp;
    const int dp = q.dataParallel > 0 ? q.dataParallel : int(gpus / modelParallel);
    if ((long long)dp * modelParallel != gpus)
        return refuse("dp x tp x pp = " + std::to_string((long long)dp * modelParallel) + " but the design has " +
                      std::to_string(gpus) + " GPUs");

    TrainingResult r;
    r.gpus = gpus;
    r.dataParallel = dp;
    r.tensorParallel = tp;
    r.pipelineParallel = pp;
    r.layers = q.layers;
    r.hidden = q.hidden;
    deriveShape(q.parameters, r.layers, r.hidden);
    if (r.layers < pp) return refuse("the model has fewer layers than pipeline stages");
    r.peakTflops = peakTflops;
    const double tokensPerReplica = q.tokensPerStep / dp;
    r.microBatches = std::max(1.0, tokensPerReplica / q.sequenceLength);

    // Compute: 6 FLOPs per parameter and token, forward and backward (Kaplan et al. 2020).
    r.computeS = 6.0 * q.parameters * q.tokensPerStep / (gpus * peakTflops * 1e12 * q.mfu);
    // 1F1B pipeline bubble: (pp - 1) / m of the ideal time (Narayanan et al., SC21).
    r.bubbleS = r.computeS * (pp - 1) / r.microBatches;

    // Data parallel: each GPU syncs the gradients of its 1/(tp pp) share of the model with the
    // dp - 1 GPUs holding the same share, one per (group of) server(s); all such groups run at once.
    r.gradientBytesPerGpu = q.parameters / double(modelParallel) * q.gradientBytes;
    if (dp > 1) {
        CollectiveRequest sync;
        sync.bytes = r.gradientBytesPerGpu;
        sync.gpus = dp;
        sync.ranksPerServer = std::min(dp, std::max(1, minGpusPerServer / tp));
        sync.op = q.shardedDataParallel ? CollectiveOp::ReduceScatter : CollectiveOp::AllReduce;
        r.dataParallelCollective = timeCollective(profile, sync);
        if (!r.dataParallelCollective.ok) return refuse("data-parallel sync: " + r.dataParallelCollective.error);
        r.dataParallelS = r.dataParallelCollective.timeUs * 1e-6;
        if (q.shardedDataParallel) {
            sync.op = CollectiveOp::AllGather;
            r.dataParallelS += timeCollective(profile, sync).timeUs * 1e-6;
        }
    }
    // Tensor parallel (Megatron-LM, Shoeybi et al. 2019): per layer two all-reduces of the
    // micro-batch activations (sequence x hidden x bytes) forward and two backward.
    const double activationBytes = q.sequenceLength * double(r.hidden) * q.activationBytes;
    if (tp > 1) {
        CollectiveRequest tpRequest;
        tpRequest.op = CollectiveOp::AllReduce;
        tpRequest.bytes = activationBytes;
        tpRequest.gpus = tp;
        r.tensorParallelCollective = timeCollective(profile, tpRequest);
        if (!r.tensorParallelCollective.ok) return refuse("tensor-parallel all-reduce: " + r.tensorParallelCollective.error);
        r.tensorParallelCalls = 4.0 * std::ceil(double(r.layers) / pp) * r.microBatches;
        r.tensorParallelS = r.tensorParallelCalls * r.tensorParallelCollective.timeUs * 1e-6;
    }
    // Pipeline: each micro-batch's activations forward and their gradients backward cross every stage
    // boundary, split over the tp GPUs of a stage (scatter/gather, Narayanan et al. SC21). A stage
    // filling at least one server sends over the NICs, all GPUs of the server at once.
    if (pp > 1) {
        CollectiveRequest hop;
        hop.op = CollectiveOp::SendRecv;
        hop.bytes = activationBytes / tp;
        hop.gpus = 2;
        if ((long long)dp * tp >= minGpusPerServer) hop.ranksPerServer = 1;
        r.pipelineTransfer = timeCollective(profile, hop);
        if (!r.pipelineTransfer.ok) return refuse("pipeline send/recv: " + r.pipelineTransfer.error);
        r.pipelineCalls = 2.0 * r.microBatches;
        r.pipelineS = r.pipelineCalls * r.pipelineTransfer.timeUs * 1e-6;
    }

    r.communicationS = r.dataParallelS + r.tensorParallelS + r.pipelineS;
    r.exposedCommunicationS = r.communicationS - std::min(q.overlap * r.communicationS, r.computeS);
    r.stepS = r.computeS + r.bubbleS + r.exposedCommunicationS;
    r.scalingEfficiency = r.computeS / r.stepS;
    r.gpuUtilization = q.mfu * r.scalingEfficiency;
    r.tokensPerSecond = q.tokensPerStep / r.stepS;
    r.steps = q.trainTokens / q.tokensPerStep;
    r.trainS = r.steps * r.stepS;
    r.ok = true;
    return r;
}

} // namespace spinel::timing

namespace spinel::timing {
TrainingRequest trainingRequest(const TrainingSettings &settings)
{
    TrainingRequest request;
    request.parameters = settings.parameters;
    request.gradientBytes = settings.gradientBytes;
    request.dataParallel = 0;
    request.tensorParallel = settings.tensorParallel;
    request.pipelineParallel = settings.pipelineParallel;
    request.tokensPerStep = settings.tokensPerStep;
    request.mfu = settings.mfu;
    request.overlap = settings.overlap;
    request.trainTokens = settings.trainTokens;
    request.shardedDataParallel = settings.shardedDataParallel;
    return request;
}
} // namespace spinel::timing
