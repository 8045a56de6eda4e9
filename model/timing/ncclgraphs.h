#pragma once
// The channel graphs NCCL's topology search would find for a communicator on this design (NVIDIA/nccl
// src/graph/search.cc, summarised in docs/reference/nccl-tuning.md sections 4 and 8): how many
// channels the ring/tree and NVLS graphs have and at what per-channel speed. They are the inputs of
// NCCL's tuning model; Spinel's own times come from the physical model.

#include "core/catalog.h"

namespace spinel::timing {

struct NcclGraph {
    int channels = 0;   // search channels (graph->nChannels)
    double bwIntra = 0; // GB/s per channel inside a node
    double bwInter = 0; // GB/s per channel between nodes
};

struct NcclGraphs {
    NcclGraph ring;
    NcclGraph tree;
    NcclGraph nvls;          // channels 0: no NVLS
    int runtimeChannels = 0; // comm->nChannels, roughly twice the ring's
};

struct NcclNode {
    GpuGeneration generation = GpuGeneration::Hopper;
    int gpus = 1;          // ranks of the communicator on one node
    double nvlinkGBps = 0; // usable NVLink per GPU (NCCL's links x per-link figure)
    int nics = 0;          // NICs serving those GPUs
    double nicGBps = 0;    // per NIC, NCCL's rating: Mb/s / 8000
    int nodes = 1;
    bool nvls = false; // NVSwitch with multicast (Hopper and newer)
};

NcclGraphs ncclGraphs(const NcclNode &node);

// The largest share of S one node sends (and receives) over the network in a tree all-reduce on
// NCCL's double binary tree of `nodes` nodes (src/graph/trees.cc ncclGetDtree/ncclGetBtree). Each
// tree carries S/2; in it a node sends its reduced half up once (if it has a parent) and the result
// down once per child, so the volume is sum over both trees of (parent + children) x S/2: 1 with two
// nodes, 1.5 with three (chains 0-2-1 and 1-0-2), 2 from four on (interior in one tree, a leaf
// in the other). O(nodes), computed once per node count.
double treeNetworkVolumeShare(int nodes);

} // namespace spinel::timing
