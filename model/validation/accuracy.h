#pragma once
// Runs every published measurement on a design the generators make for it (default settings, the
// built-in catalog) and compares: the table `spinel-cli bench accuracy` prints and tests assert on.

#include <string>
#include <vector>

#include "core/catalog.h"
#include "validation/measurements.h"

namespace spinel {

// Bandwidth rows should land within +-15 %, small-message latency rows within +-50 %.
inline constexpr double kBandwidthTolerance = 0.15;
inline constexpr double kLatencyTolerance = 0.50;

struct AccuracyResult {
    MeasuredRow row;
    bool modelled = false;
    std::string whyNot;  // when not modelled: no catalog entry, or a generator refusal
    double measured = 0; // busbw GB/s, or time us for latency rows
    double predicted = 0;
    double ratio = 0;       // predicted / measured
    std::string chosen;     // "nvlstree/Simple": what Spinel (NCCL's choice, or forced) ran
    bool forced = false;    // the run forced its algorithm (NCCL_ALGO, NCCL_NVLS_ENABLE=0)
    std::string outOfScope; // why the row is shown but not counted (a system the model does not yet cover)
    bool within() const;
};

AccuracyResult predictMeasurement(const MeasuredRow &row, const Catalog &catalog);
std::vector<AccuracyResult> predictMeasurements(const std::vector<MeasuredRow> &rows, const Catalog &catalog);

struct AccuracySummary {
    int bandwidthRows = 0, bandwidthWithin = 0;
    int latencyRows = 0, latencyWithin = 0;
    int anomalous = 0, notModelled = 0, outOfScope = 0;
    double geometricMeanErrorPct = 0; // exp(mean |ln(predicted / measured)|) - 1, over counted rows
};

// Counts only modelled rows that are neither anomalous nor out of scope.
AccuracySummary summariseAccuracy(const std::vector<AccuracyResult> &results);

// One line per row and a summary, for the CLI and test logs.
std::string accuracyTable(const std::vector<AccuracyResult> &results);

} // namespace spinel
