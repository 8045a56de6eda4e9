#pragma once
// The communication of a training step, one function per kind: tensor, context, expert and
// pipeline parallel, and the data-parallel gradient sync, each timed with timeCollective() on the
// drawn fabric. See model/timing/MODEL.md section 7.

#include <string>

#include "timing/training.h"

namespace spinel::timing {

// The parallel layout of one step, as the communication functions need it. Rank order follows
// Megatron-LM: tensor fastest, then context, then data (expert parallel carved out of data x
// context), pipeline slowest; so a tensor group sits inside one NVLink domain (a server, or a
// rack-scale domain of trays) unless it is larger than the domain.
struct TrainingLayout {
    int gpusPerServer = 8; // GPUs per NVLink domain (fabricprofile.h: a node)
    int nodes = 1;         // NVLink domains in the design
    int dp = 1, tp = 1, pp = 1, cp = 1, ep = 1, vpp = 1;
    double microBatches = 1;        // per pipeline and step
    int layersPerStage = 1;         // layers each GPU holds (all its virtual stages)
    double tokensPerMicroBatch = 0; // micro-batch size x sequence length
    int hidden = 0;
    int topK = 1;
    bool mixtureOfExperts = false;
    Recompute recompute = Recompute::None;
    int zeroStage = 0;
    double activationBytes = 2, gradientBytes = 2;
    double denseParametersPerGpu = 0;  // dense parameters / (tp x pp)
    double expertParametersPerGpu = 0; // expert parameters / (tp x pp x ep)
};

// Each fills `cost` (left empty when the degree is 1) and returns "" or why it cannot.
std::string tensorParallelTraffic(const FabricProfile &profile, const TrainingLayout &layout, TrafficCost &cost);
std::string contextParallelTraffic(const FabricProfile &profile, const TrainingLayout &layout, TrafficCost &cost);
std::string expertParallelTraffic(const FabricProfile &profile, const TrainingLayout &layout, TrafficCost &cost);
std::string pipelineTraffic(const FabricProfile &profile, const TrainingLayout &layout, TrafficCost &cost);
std::string dataParallelTraffic(const FabricProfile &profile, const TrainingLayout &layout, TrafficCost &cost);

} // namespace spinel::timing
