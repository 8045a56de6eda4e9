#pragma once
// A pinned scenario: the key figures of the design as it was when the user pinned it, kept in
// the design file so a comparison survives closing the window (issue 12). Plain data: the
// figures are computed by figures/designfigures.h, never recomputed from a scenario.

#include <string>

namespace spinel {

// The figures a scenario keeps and the compare view sets side by side.
struct KeyFigures {
    int gpus = 0;
    bool trainingOk = false;
    double timeToTrainS = 0;
    double stepS = 0;
    double scalingEfficiency = 0;
    double allReduceBusbwGBps = 0; // all-reduce of 1 GiB on every GPU (kKeyAllReduceBytes)
    double networkCostUsd = 0;     // switches, NICs, transceivers, cables
    double networkCostPerGpuUsd = 0;
    double networkPowerW = 0;
    double totalCostUsd = 0; // with the servers
    double totalPowerW = 0;
    friend bool operator==(const KeyFigures &, const KeyFigures &) = default;
};

struct PinnedScenario {
    std::string name;
    std::string detail; // transport, NIC speed, what-if: what distinguishes it at a glance
    KeyFigures figures;
    friend bool operator==(const PinnedScenario &, const PinnedScenario &) = default;
};

} // namespace spinel
