#pragma once
// Internal to timing/: NCCL's view of a request's participants under the request's environment,
// shared by the timing (collectives.cpp) and its explanation (explain.cpp) so both see the same
// enabled algorithms and protocols.

#include "timing/collectives.h"
#include "timing/nccltuner.h"

namespace spinel::timing {

inline NcclView requestNcclView(const PatternBounds &bounds, const CollectiveRequest &request)
{
    NcclView view = ncclView(bounds, request.minChannels);
    // NCCL_NVLS_ENABLE=0: ncclNvlsInit leaves nvlsSupport 0, so neither NVLS algorithm is enabled
    // (transport/nvls.cc ncclNvlsInit, tuning.cc's enablement).
    if (!request.nvlsEnabled) view.nvls = false;
    view.ll128OverC2c = request.ll128OverC2c;
    return view;
}

} // namespace spinel::timing
