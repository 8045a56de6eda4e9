#pragma once
// A training step on a design: compute from the GPUs' peak and a kernel efficiency, the pipeline
// bubble, and each kind of communication (tensor, context, expert and pipeline parallel, data
// parallel) timed by the collective model on the drawn fabric, each with its own overlap. MFU is
// a result. See model/timing/MODEL.md section 7.

#include <string>

#include "core/design.h"
#include "timing/collectives.h"

namespace spinel::timing {

// The design's TrainingSettings plus what only scripts and tests set.
struct TrainingRequest : TrainingSettings {
    int dataParallel = 0;       // 0: GPUs / (tensor x pipeline x context)
    double activationBytes = 2; // bf16 activations
};

// One kind of communication over one step, per GPU.
struct TrafficCost {
    double seconds = 0;          // all of it
    double exposedS = 0;         // what is not hidden behind compute
    double calls = 0;            // collectives per step
    double bytesPerCall = 0;     // nccl-tests size of `collective`
    CollectiveResult collective; // the main one (data parallel: the gradient reduction)
};

struct TrainingResult {
    bool ok = false;
    std::string error;
    int gpus = 0, dataParallel = 0, tensorParallel = 0, pipelineParallel = 0, contextParallel = 0;
    int expertParallel = 0, virtualStages = 0, zeroStage = 0;
    int layers = 0, hidden = 0;
    double microBatches = 0;          // per pipeline and step: sequences / (dp x micro-batch size)
    double peakTflops = 0;            // per GPU (slowest server)
    double activeParameters = 0;      // per token
    double modelFlopsPerToken = 0;    // 6 N_active + 12 L h s
    double hardwareFlopsPerToken = 0; // plus recomputation
    double computeS = 0;              // hardware FLOPs / (GPUs x peak x kernel efficiency)
    double bubbleS = 0;               // pipeline fill and drain: compute x (p - 1) / (v m)
    double gradientBytesPerGpu = 0;   // what each GPU's data-parallel sync reduces
    TrafficCost tensorTraffic, contextTraffic, expertTraffic, pipelineTraffic, dataTraffic;
    double communicationS = 0;        // every kind
    double exposedCommunicationS = 0; // not hidden behind compute
    double stepS = 0;
    double mfu = 0;                      // model FLOPs / (GPUs x peak x step)
    double hardwareFlopsUtilization = 0; // the same with recomputation counted
    double scalingEfficiency = 0;        // compute / step: 1 is perfect scaling
    double tokensPerSecond = 0;
    double steps = 0; // to train trainTokens
    double trainS = 0;
};

TrainingResult estimateTraining(const FabricProfile &profile, const TrainingRequest &request);

// Seconds to push `bytes` through a link of `gbps` once: the seeds' back-of-envelope figure
// (70e9 parameters x 2 B = 140 GB over 100 Gb/s = 11.2 s).
inline double transferSeconds(double bytes, double gbps)
{
    return bytes * 8.0 / (gbps * 1e9);
}

// The request a design's own training settings describe (data parallel derived from the GPUs).
TrainingRequest trainingRequest(const TrainingSettings &settings);

} // namespace spinel::timing
