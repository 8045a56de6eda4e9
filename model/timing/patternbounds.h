#pragma once
// What the fabric can give a set of participating GPUs: per-GPU NVLink, per-server network rate,
// how much of that the leaf and spine uplinks let through for rail-aligned (ring, tree) and for
// uniform (all-to-all) traffic, switch hops and one-way path latency, in-network reduction.

#include <string>

#include "core/catalog.h"
#include "core/topology.h"

namespace spinel::timing {

struct FabricProfile;

// The tier whose uplinks bind, and that switch's (or pod's) static oversubscription ratio.
struct FabricLimit {
    Tier tier = Tier::Server; // Server: no fabric limit
    double ratio = 1;         // downlink : uplink capacity, e.g. 3 for 3:1
    double scale = 1;         // fraction of the NIC rate the uplinks let through (<= 1)
};

struct PatternBounds {
    bool ok = false;
    std::string error;
    int gpus = 0;                                     // ranks in the group
    int servers = 0;                                  // servers the group spans
    int ranksPerServer = 0;                           // group ranks on one server (local ranks)
    int gpusPerServer = 0;                            // all GPUs on such a server (they share its NICs)
    double nvlinkNominalGBps = 0;                     // per GPU, slowest participant
    double nvlinkGBps = 0;                            // usable per GPU: links x NCCL's usable rate per link
    GpuGeneration generation = GpuGeneration::Hopper; // oldest participating GPU (NCCL's minCompCap)
    int nicsPerServer = 0;                            // connected NIC ports, fewest of the participating servers
    bool nvls = false;                                // every participating server has NVLink SHARP
    bool nicsViaCpu = false;                          // some participating server's NICs are on its CPU (C2C)
    double nicSpeedGbps = 0;                          // slowest participating NIC model
    double portGbps = 0;                              // slowest participating port (min of NIC and link)
    double serverNetworkGbps = 0;                     // line rate per server (connected ports), slowest server
    // Usable per GPU: NICs x slowest port / 8 x efficiency / GPUs. Not the sum of the ports: NCCL
    // gives every channel (and all-to-all every peer) the same bytes and each crosses the network on
    // one rail, so every rail finishes with the slowest (issue 12: 4 of 8 cables at 100G).
    double gpuNetworkGBps = 0;
    double portGBps = 0; // usable rate of one port
    // Rail-aligned traffic (ring, tree, hierarchical, in-network): how many NIC-rate flows per rail
    // a leaf's (pod's) uplinks can carry where the group's rail spans several leaves (pods).
    double railFlowCapacity = 1e300;
    FabricLimit railLimit;    // tier and ratio of the switch setting railFlowCapacity
    FabricLimit uniformLimit; // all-to-all: share of NIC rate the uplinks allow
    int railHops = 0;         // switch hops of rail-aligned paths (0: single server)
    int anyHops = 0;          // switch hops of the longest path between any two GPUs
    double railPathUs = 0;    // one-way latency of a rail-aligned network step
    double anyPathUs = 0;
    bool inNetworkReduction = false; // every switch on the rail paths reduces
    bool pxn = false;                // rails do not meet: cross-rail data goes over NVLink first
    bool multiTray = false;          // a participating node is a multi-tray NVLink domain (MNNVL)

    // Scale (<= 1) of the per-rail NIC rate when `flowsPerRail` flows cross each leaf boundary.
    double railScale(double flowsPerRail) const;
};

// Packed: the first `gpus` GPUs in rail order (whole servers first). Strided (ranksPerServer > 0):
// `ranksPerServer` ranks on each of the first servers, with the server's other GPUs running
// identical groups at the same time (data parallel across tensor-parallel groups).
// `exclusive`: the servers' other GPUs are idle, so the group has the NICs to itself.
PatternBounds analyseParticipants(const FabricProfile &profile, int gpus, int ranksPerServer = 0, bool exclusive = false);

} // namespace spinel::timing
