#pragma once
// What a design offers collective communication: servers in rail order with their NVLink and NIC
// figures, every NIC port's edge switch, and per switch and pod the downlink/uplink capacity.
// Built once per design in O(devices + links); every timing query then reads only this.

#include <cstdint>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/message.h"
#include "core/topology.h"
#include "timing/patternbounds.h"

namespace spinel::timing {

// A timing node: one NVLink domain in effect (core/domains.h). Usually one server; a rack-scale
// domain (multi-node NVLink, MNNVL: a GB200 NVL72 rack or one of its partitions) is one node whose
// GPUs talk over NVLink across its trays and whose NICs are all its trays' NICs, as NCCL fuses an
// MNNVL clique into one topology and counts cliques as nodes (docs/reference/nccl-tuning.md section 7).
struct ServerProfile {
    int device = -1;        // index in design.devices (a domain: its first tray)
    std::string id;         // the server's id; a domain: the rack's (with "/pN" for a partition)
    std::vector<int> trays; // a domain: every tray's device index in tray order; else empty
    int gpus = 0;
    double nvlinkNominalGBps = 0; // per GPU, per direction (catalog)
    double nvlinkUsableGBps = 0;  // per GPU: links x NCCL's usable rate per link of the generation
    GpuGeneration generation = GpuGeneration::Unknown;
    bool nvls = false;          // NVLink SHARP in the NVSwitch
    bool nicsViaCpu = false;    // NICs on the CPU, reached over NVLink-C2C (catalog)
    double peakTflops = 0;      // per GPU, dense bf16
    double nicSpeedGbps = 0;    // catalog speed of the server's NIC model
    int nicCount = 0;           // effective NICs (override or the model's default)
    double nicLatencyUs = 0;    // adapter latency, one way
    double networkGbps = 0;     // sum over connected NIC ports of min(NIC, link) speed
    double slowestPortGbps = 0; // slowest connected port (link and NIC), 0 when none
    int firstPort = 0;          // range into FabricProfile::ports
    int portCount = 0;
};

// One NIC port of a server: the switch it is cabled to and the rate it runs at.
struct PortProfile {
    int edgeSwitch = -1; // index into FabricProfile::switches
    int rail = 0;        // NIC index on its server (the pinned port, else link order)
    double rateGbps = 0; // min(NIC speed, link speed per cable)
};

struct SwitchProfile {
    int device = -1;
    Tier tier = Tier::Leaf;
    double downGbps = 0; // to servers and lower tiers
    double upGbps = 0;   // to higher tiers and same-tier neighbours
    double hopLatencyUs = 0;
    bool inNetworkReduction = false;
    bool upstreamReduction = false; // every switch above it reduces too
    int pod = -1;                   // index into FabricProfile::pods
    double ratio() const { return upGbps > 0 ? downGbps / upGbps : 0; }
};

// A pod: leaves and spines connected below the core (a whole 2-tier fabric is one pod).
struct PodProfile {
    double downGbps = 0;       // leaf-spine capacity inside the pod
    double upGbps = 0;         // spine-core capacity out of the pod
    bool coreReduction = true; // every core switch above it reduces
    int island = -1;           // connected component of the switch graph
    double ratio() const { return upGbps > 0 ? downGbps / upGbps : 0; }
};

struct FabricProfile {
    Transport transport = Transport::InfiniBand;
    double transportEfficiency = 1;
    double transportStackUs = 0;
    std::vector<ServerProfile> servers; // rail order: by pod, then leaf, then design order
    std::vector<PortProfile> ports;
    std::vector<SwitchProfile> switches;
    std::vector<PodProfile> pods;
    int totalGpus = 0;
    int maxGpusPerServer = 0;
    // Worst per-tier switch latency and cable length, for path latency.
    double leafHopUs = 0, spineHopUs = 0, coreHopUs = 0;
    double serverCableM = 0, leafCableM = 0, spineCableM = 0;
    int maxRailsPerServer = 0;    // most NIC ports on one node (an NVL72 rack: 72)
    bool multiNodeNvlink = false; // some node spans several trays (MNNVL)
    // What the profile had to assume (timing.switch-unknown, timing.server-left-out,
    // timing.generation-unknown: model/timing/timingmessages.cpp).
    std::vector<Message> notes;
    PatternBounds allGpus; // the whole design, packed: the common query, cached
};

FabricProfile buildFabricProfile(const Design &design, const Catalog &catalog);

} // namespace spinel::timing
