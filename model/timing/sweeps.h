#pragma once
// Sweeps for plots and tables: message sizes 8 B .. 16 GiB, and GPU counts from one server to the
// whole design (the scaling curve). Each analyses the participating GPUs once and reuses it.

#include <vector>

#include "timing/collectives.h"

namespace spinel::timing {

// 8 B, 16 B, ... 16 GiB: the 32 powers of two nccl-tests users plot.
const std::vector<double> &standardSizesBytes();

// One result per size; `request.bytes` is ignored.
std::vector<CollectiveResult> sweepSizes(const FabricProfile &profile, const CollectiveRequest &request,
                                         const std::vector<double> &sizesBytes = standardSizesBytes());

// One server's GPUs (a rack-scale NVLink domain: one tray's, doubling up to the domain), then
// doubling, and always the whole design last.
std::vector<int> scalingGpuCounts(const FabricProfile &profile);

// One result per GPU count; `request.gpus` is ignored.
std::vector<CollectiveResult> sweepGpus(const FabricProfile &profile, const CollectiveRequest &request,
                                        const std::vector<int> &gpuCounts);

} // namespace spinel::timing
