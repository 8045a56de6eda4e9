#include "timing/training.h"

#include <algorithm>
#include <cmath>

#include "timing/trainingcommunication.h"
#include "timing/trainingflops.h"

namespace spinel::timing {
namespace {

std::string text(double value)
{
    std::string s = std::to_string(value);
    if (s.find('.') != std::string::npos) s.erase(s.find_last_not_of('0') + 1);
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}

bool within(double value, double lo, double hi)
{
    return value >= lo && value <= hi;
} // false for NaN

// Why the request's own numbers make no sense, naming the field; "" if they do.
std::string checkRequest(const TrainingRequest &q)
{
    if (!within(q.parameters, 1, 1e16)) return "parameters: must be from 1 to 1e16";
    if (!within(q.activeParameters, 0, 1e16)) return "active parameters: cannot be negative";
    if (!within(q.gradientBytes, 1e-3, 16)) return "gradient bytes: must be in (0, 16]";
    if (!within(q.activationBytes, 1e-3, 16)) return "activation bytes: must be in (0, 16]";
    if (q.tensorParallel < 1 || q.pipelineParallel < 1 || q.contextParallel < 1 || q.expertParallel < 1 || q.dataParallel < 0
        || q.virtualStages < 1)
        return "parallel degrees: must be at least 1";
    if (q.microBatchSize < 1) return "micro-batch size: must be at least 1";
    if (q.sequenceLength < 1) return "sequence length: must be at least 1";
    if (q.layers < 0 || q.hidden < 0) return "layers and hidden size: cannot be negative";
    if (q.experts < 1 || q.topK < 1) return "experts and top-k: must be at least 1";
    if (q.topK > q.experts)
        return "top-k (" + std::to_string(q.topK) + ") exceeds the experts (" + std::to_string(q.experts) + ")";
    if (q.expertParallel > 1 && q.experts <= 1)
        return "expert parallel degree " + std::to_string(q.expertParallel) + " needs a mixture of experts (experts > 1)";
    if (q.expertParallel > 1 && q.experts % q.expertParallel != 0)
        return "expert parallel degree (" + std::to_string(q.expertParallel) + ") must divide the experts ("
               + std::to_string(q.experts) + ")";
    if (q.zeroStage < 0 || q.zeroStage > 3) return "ZeRO stage: must be 0, 1, 2 or 3";
    if (!within(q.kernelEfficiency, 1e-6, 1)) return "kernel efficiency: must be in (0, 1]";
    const TrainingOverlap &o = q.overlap;
    for (double f : {o.tensorParallel, o.contextParallel, o.expertParallel, o.pipeline, o.dataParallel})
        if (!within(f, 0, 1)) return "overlap: every share must be in [0, 1]";
    if (!within(q.tokensPerStep, 1, 1e15)) return "tokens per step: must be from 1 to 1e15";
    if (!within(q.trainTokens, 0, 1e20)) return "training tokens: must be from 0 to 1e20";
    return {};
}

// A node is an NVLink domain in effect (fabricprofile.h): a server, or a rack-scale domain of trays.
struct Placement {
    int gpusPerServer = 0; // GPUs per NVLink domain, the smallest
    double peakTflops = 0;
    bool multiTray = false; // the domains span several trays (MNNVL)
};

// The slowest server's figures: every GPU runs at the pace of the slowest.
Placement placement(const FabricProfile &profile)
{
    Placement p{profile.maxGpusPerServer, 1e300, false};
    for (const ServerProfile &s : profile.servers) {
        p.gpusPerServer = std::min(p.gpusPerServer, s.gpus), p.peakTflops = std::min(p.peakTflops, s.peakTflops);
        p.multiTray = p.multiTray || !s.trays.empty();
    }
    if (profile.servers.empty()) p.peakTflops = 0;
    return p;
}

// Degrees and micro-batches: dp from the GPUs, m from the batch; "" or why the layout cannot run.
std::string layoutDegrees(const FabricProfile &profile, const TrainingRequest &q, const Placement &where, TrainingLayout &layout)
{
    const int gpus = profile.totalGpus;
    const int tp = q.tensorParallel, pp = q.pipelineParallel, cp = q.contextParallel, ep = q.expertParallel;
    // Tensor parallelism stays on NVLink up to the NVLink domain (a server, or a whole NVL72 rack).
    // Beyond it a group spans whole domains and crosses the NICs; inside a rack-scale domain a group
    // may straddle two racks (TP 16 on NVL72: every fifth group), and that group sets the pace.
    if (tp > where.gpusPerServer && tp % where.gpusPerServer != 0)
        return "tensor parallelism (" + std::to_string(tp) + ") beyond one NVLink domain (" + std::to_string(where.gpusPerServer)
               + " GPUs) must span whole domains (a multiple of " + std::to_string(where.gpusPerServer) + ")";
    if (tp <= where.gpusPerServer && where.gpusPerServer % tp != 0 && !where.multiTray)
        return "tensor parallelism must divide the GPUs per server";
    const long long modelParallel = (long long)tp * pp * cp;
    if (modelParallel > gpus)
        return "tp x pp x cp = " + std::to_string(modelParallel) + " exceeds the design's " + std::to_string(gpus) + " GPUs";
    const int dp = q.dataParallel > 0 ? q.dataParallel : int(gpus / modelParallel);
    if ((long long)dp * modelParallel != gpus)
        return "dp x tp x pp x cp = " + std::to_string((long long)dp * modelParallel) + " but the design has "
               + std::to_string(gpus) + " GPUs";
    if ((long long)dp * cp % ep != 0)
        return "expert parallel degree (" + std::to_string(ep) + ") must divide dp x cp (" + std::to_string((long long)dp * cp)
               + ")";
    if (q.sequenceLength % cp != 0)
        return "context parallel degree (" + std::to_string(cp) + ") must divide the sequence length ("
               + std::to_string(q.sequenceLength) + ")";
    const double sequences = q.tokensPerStep / q.sequenceLength;
    const double perReplica = sequences / dp;
    if (perReplica < q.microBatchSize)
        return "data parallel degree would be 0: " + text(q.tokensPerStep) + " tokens per step are " + text(sequences)
               + " sequences of " + std::to_string(q.sequenceLength) + ", fewer than one micro-batch of "
               + std::to_string(q.microBatchSize) + " for each of the " + std::to_string(dp) + " data-parallel replicas";
    layout.gpusPerServer = where.gpusPerServer;
    layout.nodes = int(profile.servers.size());
    layout.dp = dp, layout.tp = tp, layout.pp = pp, layout.cp = cp, layout.ep = ep, layout.vpp = q.virtualStages;
    layout.microBatches = perReplica / q.microBatchSize;
    layout.tokensPerMicroBatch = double(q.microBatchSize) * q.sequenceLength;
    return {};
}

// Hides each kind's overlap share behind compute, never more than there is compute to hide it
// behind; data-parallel sync only behind the backward pass (2/3 of compute).
void applyOverlap(const TrainingOverlap &overlap, TrainingResult &r)
{
    double budget = r.computeS;
    const auto hide = [&](TrafficCost &cost, double share, double limit) {
        const double hidden = std::min({share * cost.seconds, budget, limit});
        cost.exposedS = cost.seconds - hidden;
        budget -= hidden;
    };
    hide(r.tensorTraffic, overlap.tensorParallel, budget);
    hide(r.contextTraffic, overlap.contextParallel, budget);
    hide(r.expertTraffic, overlap.expertParallel, budget);
    hide(r.pipelineTraffic, overlap.pipeline, budget);
    hide(r.dataTraffic, overlap.dataParallel, r.computeS * 2.0 / 3.0);
    r.communicationS = r.exposedCommunicationS = 0;
    for (const TrafficCost *cost : {&r.tensorTraffic, &r.contextTraffic, &r.expertTraffic, &r.pipelineTraffic, &r.dataTraffic}) {
        r.communicationS += cost->seconds;
        r.exposedCommunicationS += cost->exposedS;
    }
}

TrainingResult refuse(std::string error)
{
    TrainingResult r;
    r.error = std::move(error);
    return r;
}

} // namespace

TrainingResult estimateTraining(const FabricProfile &profile, const TrainingRequest &q)
{
    if (profile.totalGpus <= 0) return refuse("the design has no GPUs");
    if (std::string error = checkRequest(q); !error.empty()) return refuse(error);
    const Placement where = placement(profile);
    if (!(where.peakTflops > 0) || where.peakTflops > 1e9)
        return refuse("the catalog gives no peak TFLOP/s for the servers' GPUs");
    TrainingLayout layout;
    if (std::string error = layoutDegrees(profile, q, where, layout); !error.empty()) return refuse(error);

    TrainingResult r;
    r.gpus = profile.totalGpus;
    r.dataParallel = layout.dp, r.tensorParallel = layout.tp, r.pipelineParallel = layout.pp;
    r.contextParallel = layout.cp, r.expertParallel = layout.ep, r.virtualStages = layout.vpp;
    r.zeroStage = q.zeroStage;
    r.microBatches = layout.microBatches;
    r.peakTflops = where.peakTflops;
    r.activeParameters = activeParameters(q.parameters, q.activeParameters, q.experts, q.topK);
    const TransformerShape shape = deriveShape(r.activeParameters, q.layers, q.hidden);
    r.layers = shape.layers, r.hidden = shape.hidden;
    if ((long long)r.layers < (long long)layout.pp * layout.vpp)
        return refuse("the model's " + std::to_string(r.layers) + " layers are fewer than pipeline stages x virtual stages ("
                      + std::to_string((long long)layout.pp * layout.vpp) + ")");

    // Compute: the hardware FLOPs (with recomputation) at the kernels' share of peak.
    const FlopsPerToken flops = flopsPerToken(r.activeParameters, shape, q.sequenceLength, q.recompute);
    r.modelFlopsPerToken = flops.model();
    r.hardwareFlopsPerToken = flops.hardware();
    const double clusterFlops = r.gpus * r.peakTflops * 1e12;
    r.computeS = flops.hardware() * q.tokensPerStep / (clusterFlops * q.kernelEfficiency);
    // Interleaved 1F1B: the bubble is (p - 1) / (v m) of the ideal time (Narayanan et al. SC21, sec. 2.2.2).
    r.bubbleS = r.computeS * (layout.pp - 1) / (layout.vpp * layout.microBatches);

    layout.layersPerStage = (r.layers + layout.pp - 1) / layout.pp;
    layout.hidden = r.hidden;
    layout.topK = q.topK;
    layout.mixtureOfExperts = q.experts > 1;
    layout.recompute = q.recompute;
    layout.zeroStage = q.zeroStage;
    layout.activationBytes = q.activationBytes, layout.gradientBytes = q.gradientBytes;
    const double experts = expertParameters(q.parameters, q.activeParameters, q.experts, q.topK);
    layout.denseParametersPerGpu = (q.parameters - experts) / (double(layout.tp) * layout.pp);
    layout.expertParametersPerGpu = experts / (double(layout.tp) * layout.pp * layout.ep);
    r.gradientBytesPerGpu = (layout.denseParametersPerGpu + layout.expertParametersPerGpu) * q.gradientBytes;
    for (const auto &[traffic, cost] : {std::pair{&tensorParallelTraffic, &r.tensorTraffic},
                                        {&contextParallelTraffic, &r.contextTraffic},
                                        {&expertParallelTraffic, &r.expertTraffic},
                                        {&pipelineTraffic, &r.pipelineTraffic},
                                        {&dataParallelTraffic, &r.dataTraffic}})
        if (std::string error = traffic(profile, layout, *cost); !error.empty()) return refuse(error);
    applyOverlap(q.overlap, r);

    r.stepS = r.computeS + r.bubbleS + r.exposedCommunicationS;
    if (!(r.stepS > 0) || !std::isfinite(r.stepS)) return refuse("the step time is not a finite positive number");
    r.scalingEfficiency = r.computeS / r.stepS;
    r.mfu = flops.model() * q.tokensPerStep / (clusterFlops * r.stepS);
    r.hardwareFlopsUtilization = flops.hardware() * q.tokensPerStep / (clusterFlops * r.stepS);
    r.tokensPerSecond = q.tokensPerStep / r.stepS;
    r.steps = q.trainTokens / q.tokensPerStep;
    r.trainS = r.steps * r.stepS;
    r.ok = true;
    return r;
}

TrainingRequest trainingRequest(const TrainingSettings &settings)
{
    TrainingRequest request;
    static_cast<TrainingSettings &>(request) = settings;
    return request;
}

} // namespace spinel::timing
