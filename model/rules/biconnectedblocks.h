#pragma once

// Blocks (biconnected components) and articulation points of the fabric's graph, found on the
// topology's own adjacency lists: no second copy of the graph (Boost's adjacency_list held 21 MB at
// 131k GPUs, its depth-first stack 6 MB more). Parallel cables between two devices are separate
// edges of one block, as they are in the fabric: only the tree edge itself is skipped on the way
// back to a parent, not every link to it (Boost's biconnected_components skips every edge to the
// parent, so parallel links read as a bridge there).
#include <vector>

#include "core/topology.h"

namespace spinel::fabric {

struct BiconnectedBlocks {
    std::vector<int> blockOfLink;  // per link index: its block, -1 for a link left out
    std::vector<int> articulation; // device indices, in the order the search finished them
    int blocks = 0;
};

// The graph is every device and the links `usable` marks (per link index; a link from a device to
// itself is never an edge). The search starts at each unvisited device in index order and follows
// each device's links in the order the topology lists them, without recursion (chains of a million
// devices are fine).
BiconnectedBlocks findBiconnectedBlocks(const Topology &topo, const std::vector<char> &usable);

} // namespace spinel::fabric
