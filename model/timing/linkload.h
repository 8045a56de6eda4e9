#pragma once
// The load a collective puts on each link of a design, as the canvas colours it: the collective is
// timed on the whole design, then its achieved bus bandwidth is spread over the links tier by tier
// (see linkload.cpp for how). Pure functions of the design, its rules analysis and the timing.

#include <optional>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "rules/analysis.h"
#include "timing/collectives.h"

namespace spinel {

// The collective whose load colours the links: an nccl-tests size over every GPU of the design.
struct LinkLoadRequest {
    timing::CollectiveOp op = timing::CollectiveOp::AllReduce;
    double bytes = 1 << 30;
    friend bool operator==(const LinkLoadRequest &, const LinkLoadRequest &) = default;
};

// The collective's outcome and the per-GPU network rate it is measured against.
struct LinkLoadResult {
    LinkLoadRequest request;
    timing::CollectiveResult collective;
    double gpuNetworkGBps = 0; // usable network rate per GPU (PatternBounds), busbw units
    int servers = 0;           // servers the collective spans; 1: the network carries nothing
    int gpusPerServer = 0;     // GPUs sharing a server's NICs
    double portGbps = 0;       // slowest server port (NIC and link)
    // Traffic climbs above the leaves: all-to-all, or rings and trees whose rails span leaves.
    bool uplinksCarryTraffic = true;
};

// Times the request on every GPU of `design` (pass the what-if's reduced design to see failures).
LinkLoadResult computeLinkLoad(const Design &design, const Catalog &catalog, const LinkLoadRequest &request);

// The downlink:uplink ratio behind a link: that of its lower end when that end is a switch and the
// link goes up a tier; empty for server links, same-tier and dangling links.
std::optional<double> uplinkRatio(const Design &design, const FabricAnalysis &analysis, const Link &link);
// The same for every link of the design, in design order: one index for all of them.
std::vector<std::optional<double>> uplinkRatios(const Design &design, const FabricAnalysis &analysis);

// Estimated utilisation (0..1) of one link while the collective runs.
double linkUtilisation(const Design &design, const FabricAnalysis &analysis, const LinkLoadResult &load, const Link &link);
// The same for every link of the design, in design order.
std::vector<double> linkUtilisations(const Design &design, const FabricAnalysis &analysis, const LinkLoadResult &load);

} // namespace spinel
