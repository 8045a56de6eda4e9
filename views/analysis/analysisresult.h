#pragma once
// One consistent snapshot of what the analyses say about a design, as the canvas, the findings dock
// and the what-if banner display it. Produced off the UI thread (AnalysisRunner) and shared
// read-only, so every view shows the same generation.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/analysis.h"
#include "analysis/whatif.h"
#include "timing/linkload.h"

namespace spinel {

struct AnalysisResult {
    std::uint64_t generation = 0;
    std::shared_ptr<const FabricAnalysis> analysis; // the whole design, nothing failed
    std::shared_ptr<const WhatIfResult> whatIf;     // set while some objects are failed
    std::vector<std::string> failed;                // the failed ids that still exist
    std::optional<LinkLoadResult> load;             // set when links are coloured by load
    std::string error;                              // an analysis refused the design

    // What the findings and colours describe: the design with the failures while a what-if is on.
    const FabricAnalysis *shown() const { return whatIf ? &whatIf->after : analysis.get(); }
};

} // namespace spinel
