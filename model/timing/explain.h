#pragma once
// "Why this number": one collective result broken into its terms with the design's own numbers,
// the bottleneck located on the design (device and link ids a GUI can select), and what would
// change it, each counterfactual computed by re-running the model on a modified copy of the design.
// The explanation is data (message codes and numeric arguments) so the app can translate it;
// views/analysis/explaintext.h renders it. Formulas: model/timing/MODEL.md sections 3-5.

#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/stoprequest.h"
#include "core/design.h"
#include "timing/collectives.h"
#include "timing/designvariants.h"

namespace spinel::timing {

// One additive term of the time, in microseconds. `code` names the message (stable, for
// translations); `args` are its numbers, in the order the code's documentation gives.
struct ExplainTerm {
    std::string code;
    std::vector<double> args;
    double us = 0;
};

// Term codes and their args:
//   latency.base               [us]                  the algorithm's fixed start-up latency (NCCL's base)
//   latency.nvlink_steps       [steps, us per step]  steps inside a server (NVLink hop)
//   latency.network_software   [steps, us per step]  NCCL's own share of each network step
//   latency.network_path       [steps, us per step]  the drawn path of each network step: transport
//                                                    stack + two NICs + switch hops + cable
//   latency.per_rank           [ranks, us per rank]  PAT's linear part; CollNet's arity
//   latency.plateau            [factor]              NCCL's ring plateau for large multi-node all-reduces
//   latency.other              []                    what the breakdown does not itemise (normally 0)
//   bandwidth.transfer         [bytes, GB/s]         bytes each GPU moves over the bottleneck at the
//                                                    rate it reaches there
//   bandwidth.transfer_server  [bytes, GB/s]         bytes each server sends through its NICs (rings,
//                                                    trees, NVLS, CollNet cross the network per server)
// The rate of bandwidth.transfer is itemised in ExplainRate (not additive).
struct ExplainRate {
    double rawGBps = 0;        // the resource's line rate per GPU (or per server group)
    double transportShare = 1; // payload share of the transport (network resources)
    double fabricShare = 1;    // what the leaf / spine uplinks let through
    double ncclShare = 1;      // NCCL's protocol share, tree correction, caps: the rest
    double effectiveGBps = 0;  // raw x transport x fabric x nccl
    std::string resource;      // "nvlink", "nvls", "network", "protocol-cap", "" (none)
};

// Where the bottleneck is on the design, so a GUI can select it.
struct ExplainLocation {
    std::string deviceId;             // the server or switch that binds
    std::vector<std::string> linkIds; // its links that bind (a server's NIC link, a leaf's uplinks)
};

// A what-would-change-it: the same request on a modified copy of the design.
//   nic_speed_x2      [old Gb/s, new Gb/s]   NICs and their server links twice as fast
//   network_x2        []                     every network link and NIC twice as fast
//   non_blocking      [old ratio]            uplinks as wide as downlinks (1:1)
//   oversubscribe_2   []                     every tier's uplinks halved (2:1 on a 1:1 fabric)
//   transport         [transport index]      InfiniBand 0, RoCE 1, TCP 2 (Transport enum order)
struct Counterfactual {
    std::string code;
    std::vector<double> args;
    bool ok = false;
    std::string error;
    double timeUs = 0;
    double changePercent = 0; // (new - old) / old x 100: -46 means 46 % faster
    Bottleneck bottleneck;    // on the modified design
};

struct CollectiveExplanation {
    bool ok = false;
    std::string error;
    CollectiveResult result;
    Transport transport = Transport::InfiniBand; // the design's
    int steps = 0;                               // ring steps (2(n-1) for all-reduce), tree depth...
    // Servers in result.servers's nodes: NCCL's node is an NVLink domain, so the trays of a
    // multi-server domain (an NVL72 rack's 18) count as one node there and each here.
    int nodeServers = 0;
    std::vector<ExplainTerm> latencyTerms;   // sum = result.latencyUs
    std::vector<ExplainTerm> bandwidthTerms; // sum = result.bandwidthUs
    ExplainRate rate;
    ExplainLocation location;
    std::vector<Counterfactual> counterfactuals;
    std::vector<Message> assumptions; // what the timing had to assume (FabricProfile::notes)
    bool stopped = false;             // `stop` said so before the end: incomplete, not to be shown

    double total() const; // sum of every term
};

// Servers (trays) holding the ranks of a collective of `gpus` GPUs on the profile's first `nodes`
// NCCL nodes, filled in rail order as analyseParticipants fills them (`ranksPerServer` ranks per
// node when strided): 8 GPUs packed on an NVL72 rack of 4-GPU trays hold 2 trays, not the rack's 18.
int serversInNodes(const FabricProfile &profile, int nodes, int gpus, int ranksPerServer = 0);

// Explains `request` on the design. `counterfactuals`: re-run the model on modified copies (a
// design copy and a profile build each, 0.6 s for all five at 129,600 GPUs; leave off for
// interactive per-size use). `stop` is asked before each of them.
CollectiveExplanation explainCollective(const Design &design, const Catalog &catalog, const CollectiveRequest &request,
                                        bool counterfactuals = true, const StopRequest &stop = {});

} // namespace spinel::timing
