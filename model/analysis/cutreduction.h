#pragma once
// Exact shrinking of a source-sink min-cut problem before max flow. Two rules, each proven to keep
// the min cut (Padberg & Rinaldi's kind of contraction, on terminals only):
// - a node with capacity α from the source and β to the sink is on one side in any cut, so it
//   pays exactly one of them: route min(α, β) straight through and keep the rest;
// - a node whose source capacity is at least all its capacity to other nodes never gains from
//   the sink side (moving it to the source side costs at most that sum minus α ≤ 0), so some min
//   cut has it with the source: merge it there (its edges become source capacity of its
//   neighbours), and alike for the sink.
// On a Clos fabric split into whole pods this merges every non-oversubscribed pod into its side,
// and leaves the cores and the one pod the split runs through: the max flow then runs on a few
// hundred nodes instead of the whole switch graph. Integer capacities (Mb/s), so the result is
// the exact same number as the max flow on the whole network.

#include <vector>

namespace spinel::fabric {

struct CutNetwork {
    struct Edge {
        int a, b;
        long long capacity; // each way
    };
    std::vector<long long> fromSource; // per node
    std::vector<long long> toSink;     // per node
    std::vector<Edge> edges;           // undirected, parallel edges allowed
};

struct ReducedCut {
    CutNetwork network;   // the nodes neither rule decided, renumbered from 0
    long long routed = 0; // flow already sent on source-node-sink paths
};

ReducedCut reduceCut(const CutNetwork &network);

} // namespace spinel::fabric
