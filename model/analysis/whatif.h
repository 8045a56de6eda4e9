#pragma once
// Failure what-ifs: the design analysed with some devices or links removed, and what changed.
// Backs `spinel-cli analyze --fail` and the GUI's "fail this device".

#include <optional>
#include <string>
#include <vector>

#include "rules/analysis.h"

namespace spinel {

struct OversubscriptionChange {
    std::string id; // a switch whose ratio rose
    std::optional<double> before;
    std::optional<double> after; // empty: it lost every uplink
};

struct WhatIfResult {
    std::vector<std::string> failed;
    FabricAnalysis before;
    FabricAnalysis after;
    double bisectionLostGbps = 0;
    long long gpusCutOff = 0; // GPUs that left the main fabric, failed servers' own included
    std::vector<OversubscriptionChange> oversubscriptionChanges;
    std::vector<Finding> newFindings; // in `after` with a code and objects `before` did not have
};

// Throws AnalysisError when an id names neither a device nor a link.
WhatIfResult whatIf(const Design &design, const Catalog &catalog, const std::vector<std::string> &failedIds);

} // namespace spinel
