#pragma once
// A training step on a design: compute from the GPUs' peak and an MFU, communication from the
// collective model (data-parallel gradient sync, tensor-parallel all-reduces, pipeline send/recv),
// step time, scaling efficiency and time to train. See model/timing/MODEL.md.

#include <string>

#include "timing/collectives.h"

namespace spinel::timing {

struct TrainingRequest {
    double parameters = 0;
    double gradientBytes = 2;         // per gradient element: bf16 2, fp32 4
    int dataParallel = 0;             // 0: GPUs / (tensor x pipeline)
    int tensorParallel = 1;           // inside one server's NVLink domain
    int pipelineParallel = 1;
    double tokensPerStep = 4194304;   // global batch in tokens (4M, Llama-style)
    double mfu = 0.4;                 // model FLOPs utilisation of the compute phases
    double overlap = 0;               // fraction of communication hidden behind compute, 0..1
    double trainTokens = 0;           // 0: no time-to-train
    bool shardedDataParallel = false; // ZeRO/FSDP: reduce-scatter + all-gather instead of all-reduce
    int layers = 0;                   // 0: derived from the parameter count
    int hidden = 0;                   // 0: derived from the parameter count
    int sequenceLength = 4096;        // tokens per micro-batch (one sequence)
    double activationBytes = 2;       // bf16 activations
};

struct TrainingResult {
    bool ok = false;
    std::string error;
    int gpus = 0, dataParallel = 0, tensorParallel = 0, pipelineParallel = 0;
    int layers = 0, hidden = 0;
    double microBatches = 0;          // per data-parallel replica and step
    double peakTflops = 0;            // per GPU (slowest server)
    double computeS = 0;              // 6 N T / (GPUs x peak x MFU)
    double bubbleS = 0;               // pipeline fill and drain (1F1B)
    double gradientBytesPerGpu = 0;   // what each GPU's data-parallel sync reduces
    double dataParallelS = 0;
    double tensorParallelS = 0;
    double pipelineS = 0;
    double communicationS = 0;        // the three above
    double exposedCommunicationS = 0; // not hidden behind compute
    double stepS = 0;
    double scalingEfficiency = 0;     // compute / step: 1 is perfect scaling
    double gpuUtilization = 0;        // MFU x scaling efficiency: achieved share of peak
    double tokensPerSecond = 0;
    double steps = 0;                 // to train trainTokens
    double trainS = 0;
    CollectiveResult dataParallelCollective;  // all-reduce, or the reduce-scatter when sharded
    CollectiveResult tensorParallelCollective;
    CollectiveResult pipelineTransfer;
    double tensorParallelCalls = 0, pipelineCalls = 0;
};

TrainingResult estimateTraining(const FabricProfile &profile, const TrainingRequest &request);

// Seconds to push `bytes` through a link of `gbps` once: the seeds' back-of-envelope figure
// (70e9 parameters x 2 B = 140 GB over 100 Gb/s = 11.2 s).
inline double transferSeconds(double bytes, double gbps) { return bytes * 8.0 / (gbps * 1e9); }

} // namespace spinel::timing

namespace spinel::timing {
// The request a design's own training settings describe (data parallel derived from the GPUs).
TrainingRequest trainingRequest(const TrainingSettings &settings);
} // namespace spinel::timing
