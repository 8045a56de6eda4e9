#pragma once
// Bisection bandwidth: the min cut between two halves of the GPUs. Exact for any graph by max
// flow (Boost.Graph push-relabel, on what reduceCut leaves of the network), and by a closed form
// for layered Clos fabrics; the tests hold them equal on small fabrics and arbitrary splits.

#include <optional>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/topology.h"

namespace spinel::fabric {

struct BisectionProblem {
    Topology topo;
    std::vector<double> capacityGbps; // per link: usable speed × cables; 0 for broken links
    std::vector<char> sideA;          // per device: servers on side A are 1 (switches: ignored)
};

// The design's problem with the balanced split analyzeFabric uses: servers in design order, the
// first half of the GPUs on side A. Not the canvas positions: a result must not change when
// devices move, and generators emit servers unit by unit and pod by pod, so the split keeps
// whole pods together (the worst case of a Clos fabric) whatever the layout.
BisectionProblem bisectionProblem(const Design &design, const Catalog &catalog);
std::vector<char> balancedGpuSplit(const Topology &topo);

// What the servers of the smaller side inject: the cut a non-blocking fabric would have.
double fullBisectionGbps(const Topology &topo, const std::vector<double> &capacityGbps, const std::vector<char> &sideA);
// Whether minCutGbps first merges the switches whose side is decided (cutreduction.h); the same
// result either way, `None` is the plain max flow the tests hold the shrinking against.
enum class CutShrinking { MergeDecided, None };
double minCutGbps(const Topology &topo, const std::vector<double> &capacityGbps, const std::vector<char> &sideA,
                  CutShrinking shrinking = CutShrinking::MergeDecided);
// Empty when the design is not a layered Clos fabric (see closstructure.h).
std::optional<double> closedFormBisectionGbps(const Topology &topo, const std::vector<double> &capacityGbps,
                                              const std::vector<char> &sideA);

} // namespace spinel::fabric
