#pragma once
// The device catalog: technical data, price (with source and date) and power of every
// switch, server, NIC, cable and transceiver a design can use.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/design.h"

namespace spinel {

enum class CatalogKind { Switch, Server, Nic, Cable, Transceiver, Rack };
// The GPU architecture of a server model: it selects NCCL's per-generation constants (usable NVLink
// per link, NVLS efficiency, protocol caps; docs/reference/nccl-tuning.md). Unknown: Hopper's are used.
enum class GpuGeneration { Unknown, Volta, Ampere, Hopper, Blackwell };
enum class LinkProtocol { InfiniBand, Ethernet };

struct Breakout {
    int ports = 0;        // logical ports after breakout
    double speedGbps = 0; // speed of each logical port
    friend bool operator==(const Breakout &, const Breakout &) = default;
};

struct SwitchSpec {
    int ports = 0; // physical ports at native speed
    double portSpeedGbps = 0;
    std::vector<Breakout> breakouts; // e.g. 800G -> 2x400G, 4x200G
    double hopLatencyNs = 0;         // port-to-port forwarding latency
    bool inNetworkReduction = false; // SHARP-like reduction in the switch
    LinkProtocol protocol = LinkProtocol::InfiniBand;
    friend bool operator==(const SwitchSpec &, const SwitchSpec &) = default;
};

struct ServerSpec {
    int gpus = 8;
    std::string gpuName;
    GpuGeneration generation = GpuGeneration::Unknown;
    double nvlinkGBpsPerGpu = 0; // per GPU, per direction, nominal
    int nvlinkLinksPerGpu = 0;
    bool nvswitchReduction = false; // NVLink SHARP (NVLS) in the NVSwitch
    // The NICs hang off the CPU, which the GPU reaches over NVLink-C2C (GB200): NCCL's GPU-NIC path
    // is P2C since 2.27, PHB before, which decides whether LL128 runs across servers.
    bool nicsViaCpu = false;
    double gpuPeakBf16Tflops = 0; // dense
    double gpuMemoryGB = 0;
    std::string defaultNic; // catalog id
    int defaultNicCount = 0;
    friend bool operator==(const ServerSpec &, const ServerSpec &) = default;
};

// A rack-scale NVLink domain (GB200/GB300 NVL72): compute trays (catalog servers) joined by NVLink
// switch trays over a copper spine. The rack entry's price and power are the rack's own parts
// (switch trays, spine, power shelves, cooling); the compute trays are priced as servers.
struct RackSpec {
    std::string computeTray;        // catalog id of the compute tray (a server model)
    int computeTrays = 0;           // trays for a complete domain (NVL72: 18)
    int switchTrays = 0;            // NVLink switch trays (NVL72: 9)
    int gpus = 0;                   // GPUs in the NVLink domain (computeTrays x GPUs per tray)
    double nvlinkGBpsPerGpu = 0;    // per GPU, per direction, nominal (NVLink 5: 900)
    int nvlinkLinksPerGpu = 0;      // NVLink 5: 18
    bool nvswitchReduction = false; // NVLink SHARP across the domain
    std::vector<int> partitions;    // supported NVLink partition sizes in GPUs (72, 36, 8)
    double nvlinkReachM = 0;        // longest NVLink copper run the spine supports
    int racks = 1;                  // physical racks the domain spans, equal shares of the trays (NVL36x2: 2)
    friend bool operator==(const RackSpec &, const RackSpec &) = default;
};

struct NicSpec {
    double speedGbps = 0;
    int ports = 1;
    std::vector<LinkProtocol> protocols;
    double latencyNs = 0; // adapter latency, one way
    // A NIC sold as part of a bigger adapter (cx8-2x400g: one 400G half of a ConnectX-8): the
    // catalog NIC that is bought, and how many of this entry one adapter gives. Empty, 1: itself.
    std::string adapter;
    int portsPerAdapter = 1;
    friend bool operator==(const NicSpec &, const NicSpec &) = default;
};

// Cables (DAC, AOC, fibre) and transceivers (one per link end for optical media).
struct MediaSpec {
    Medium medium = Medium::Dac;
    double speedGbps = 0; // the whole part's rate: a twin-port module's is both ports' together
    double reachM = 0;    // maximum length this part supports
    // Link ends one part serves: a twin-port OSFP module (2 x 800G in one 1.6T cage) serves two.
    int ports = 1;
    // The switches and NICs (catalog ids) whose cages this transceiver is made for, as vendors list
    // them (a Quantum-X800 switch takes a twin-port 1.6T module, a ConnectX-8 a single-port 800G one);
    // empty: a generic part for any device.
    std::vector<std::string> hosts;
    double portSpeedGbps() const { return speedGbps / ports; }
    friend bool operator==(const MediaSpec &, const MediaSpec &) = default;
};

struct CatalogEntry {
    std::string id;
    std::string name;
    CatalogKind kind = CatalogKind::Switch;
    double priceUsd = 0; // unit price; cables: per cable, transceivers: per module (`ports` ends)
    std::string priceSource;
    std::string priceDate; // ISO yyyy-mm or yyyy-mm-dd
    double powerW = 0;     // per unit; transceivers: per module; cables: per cable, both ends
    std::optional<SwitchSpec> switchSpec;
    std::optional<ServerSpec> serverSpec;
    std::optional<NicSpec> nicSpec;
    std::optional<MediaSpec> mediaSpec;
    std::optional<RackSpec> rackSpec;
    friend bool operator==(const CatalogEntry &, const CatalogEntry &) = default;
};

class Catalog {
public:
    // Adds or replaces entries by id (a user catalog overrides the built-in one).
    void insert(CatalogEntry entry);
    void merge(const Catalog &other);

    const CatalogEntry *find(const std::string &id) const;
    const SwitchSpec *switchSpec(const std::string &id) const;
    const ServerSpec *serverSpec(const std::string &id) const;
    const NicSpec *nicSpec(const std::string &id) const;
    const RackSpec *rackSpec(const std::string &id) const;

    const std::vector<CatalogEntry> &entries() const { return m_entries; }
    std::vector<const CatalogEntry *> entriesOfKind(CatalogKind kind) const;

    // Up to `count` ids closest to `id` by edit distance, for "did you mean" messages.
    std::vector<std::string> closestIds(const std::string &id, std::size_t count = 3) const;

    // The unit price in force for `id` in `design` (the design's override, else the catalog's).
    double priceUsd(const std::string &id, const Design &design) const;

private:
    std::vector<CatalogEntry> m_entries;
    std::map<std::string, std::size_t> m_index;
};

// Server NICs as they apply to one device: the per-server override or the model's default.
struct EffectiveNics {
    std::string model;
    int count = 0;
    double speedGbps = 0;
};
EffectiveNics effectiveNics(const Device &server, const Catalog &catalog);

// The adapters a server's NICs are bought as: `nics.count` halves of cx8-2x400g are
// ceil(count / 2) cx8-800g adapters (an adapter is never shared between servers).
struct NicAdapters {
    std::string model;
    int count = 0;
};
NicAdapters nicAdapters(const EffectiveNics &nics, const Catalog &catalog);

const char *toString(CatalogKind kind);
std::optional<CatalogKind> catalogKindFromString(const std::string &text);
const char *toString(LinkProtocol protocol);
const char *toString(GpuGeneration generation);
std::optional<GpuGeneration> gpuGenerationFromString(const std::string &text);
std::optional<LinkProtocol> linkProtocolFromString(const std::string &text);

// The catalog compiled into the program from resources/catalog.json.
const Catalog &builtinCatalog();
const std::string &builtinCatalogJson();

} // namespace spinel
