#pragma once
// What the plot docks, the scenario comparison and the design report show about one design:
// bus bandwidth sweeps, the scaling curve of the design's training settings, the bill of
// materials and a handful of key figures. A pure function of the design and catalog, so it can
// run on a worker thread (the GUI) or directly (spinel-cli plot/report); the views only draw it.

#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/stoprequest.h"
#include "core/scenario.h"
#include "cost/bom.h"
#include "timing/collectives.h"
#include "timing/fabricprofile.h"
#include "timing/training.h"

namespace spinel {

// One curve of the bus-bandwidth plot: a collective over the standard sizes (8 B .. 16 GiB).
struct BusBandwidthSeries {
    timing::CollectiveOp op = timing::CollectiveOp::AllReduce;
    std::vector<timing::CollectiveResult> points; // one per size; skip those not ok
};

// One point of the scaling curve: the design's training step on its first `gpus` GPUs.
struct ScalingPoint {
    int gpus = 0;
    bool ok = false;
    std::string error;
    double stepS = 0;
    double idealStepS = 0;        // compute only: perfect scaling
    double bubbleS = 0;           // pipeline fill and drain; the rest of the step is exposed communication
    double scalingEfficiency = 0; // compute / step
    double trainS = 0;
};

struct DesignFigures {
    int gpus = 0;
    int servers = 0;
    std::vector<BusBandwidthSeries> busBandwidth;
    // Ceilings drawn over the busbw curves, in decimal GB/s per GPU and direction.
    double nicLineRateGBps = 0; // the servers' network line rate per GPU (slowest server)
    double nicSpeedGbps = 0;    // NIC model speed, for the label
    double nvlinkGBps = 0;      // usable NVLink per GPU (NCCL's per-link figure x links)
    std::vector<ScalingPoint> scaling;
    timing::TrainingResult training; // on the whole design
    Bom bom;                         // the network: switches, NICs, transceivers, cables
    Bom bomWithServers;              // and the servers (their price includes their default NICs)
    KeyFigures key;
    bool stopped = false; // `stop` said so before the end: incomplete, not to be shown
};

// 1 GiB: where nccl-tests users read "the" all-reduce bandwidth of a fabric.
inline constexpr double kKeyAllReduceBytes = 1024.0 * 1024.0 * 1024.0;

// The collectives the bus-bandwidth plot draws, in legend order.
const std::vector<timing::CollectiveOp> &plottedCollectives();

// `stop` is asked between the steps (each collective's sweep, each scaling point). Stopped, it
// returns once the bills of materials it started on their own threads end (without them).
DesignFigures computeDesignFigures(const Design &design, const Catalog &catalog, const StopRequest &stop = {});

// The design's first servers in rail order, enough for `gpus` GPUs, as a fabric of their own on the
// whole design's switches: what "train on the first N GPUs" of the scaling curve sees. Switch and
// pod capacities stay those of the whole fabric, which is right: a smaller job runs on the same
// network.
timing::FabricProfile firstServers(const timing::FabricProfile &whole, int gpus);

} // namespace spinel
