// The fabric profile: one pass over the design's switches, one over its links (capacities, server
// ports, pods and islands), then the servers in rail order (profileparts.h has the parts).
#include "timing/fabricprofile.h"

#include <algorithm>
#include <set>

#include "core/hugepages.h"
#include "core/nicassignment.h"
#include "timing/profileparts.h"
#include "timing/timingconstants.h"

namespace spinel::timing {
namespace {

using namespace profileparts;

// Links between tiers, for the pod pass: 16 bytes each instead of reading the Link records
// (144 bytes, 300 MB at 1M GPUs) a second time.
struct TierLink {
    int low, high; // switch indices
    double gbps;
};

// buildFabricProfile's steps, in the order they run; each fills part of `profile`.
class ProfileBuilder {
public:
    ProfileBuilder(const Design &design, const Catalog &catalog, const Topology &topo, FabricProfile &profile)
        : m_design(design)
        , m_catalog(catalog)
        , m_topo(topo)
        , m_profile(profile)
    { }
    void addSwitches();
    void walkLinks(const std::vector<LinkNics> &nicOfLink);
    void findPods();
    void podCapacities();
    void addServers();
    int podCount() const { return m_podCount; }

private:
    void reserveForLinks();
    bool makeServer(int d, ServerProfile &server, std::vector<PortProfile> &ports);
    void add(ServerProfile &&server);

    const Design &m_design;
    const Catalog &m_catalog;
    const Topology &m_topo;
    FabricProfile &m_profile;
    std::vector<int> m_switchOfDevice;
    std::vector<RawPort> m_rawPorts;
    std::vector<TierLink> m_tierLinks;
    std::vector<std::pair<int, int>> m_portRange; // per device: its range of m_rawPorts
    std::vector<int> m_podOf, m_islandOf;
    int m_podCount = 0;
    std::set<std::string> m_unknownGeneration;
};

void ProfileBuilder::addSwitches()
{
    m_switchOfDevice.assign(std::size_t(m_topo.deviceCount()), -1);
    for (int d = 0; d < m_topo.deviceCount(); ++d) {
        const Device &device = m_design.devices[std::size_t(d)];
        if (!device.isSwitch()) continue;
        SwitchProfile sw;
        sw.device = d;
        sw.tier = m_topo.tiers[std::size_t(d)];
        if (const auto *spec = m_catalog.switchSpec(device.model)) {
            sw.hopLatencyUs = spec->hopLatencyNs / 1000.0;
            sw.inNetworkReduction = spec->inNetworkReduction && m_design.settings.inNetworkReduction;
        } else {
            m_profile.notes.push_back({"timing.switch-unknown", {arg::id("switch", device.id), arg::text("model", device.model)}});
        }
        m_switchOfDevice[std::size_t(d)] = int(m_profile.switches.size());
        m_profile.switches.push_back(sw);
    }
}

// Sized up front (a port per server link; bundles may add more): at 1M GPUs growing them by
// doubling copied ~100 MB and touched twice the memory.
void ProfileBuilder::reserveForLinks()
{
    std::size_t serverLinks = 0, servers = 0;
    for (int d = 0; d < m_topo.deviceCount(); ++d)
        if (m_topo.tiers[std::size_t(d)] == Tier::Server) {
            serverLinks += m_topo.adjacency[std::size_t(d)].size();
            ++servers;
        }
    m_rawPorts.reserve(serverLinks);
    adviseHugePages(m_rawPorts);
    const auto links = std::size_t(m_topo.linkCount());
    m_tierLinks.reserve(links > serverLinks ? links - serverLinks : 0); // a torus counts its links twice
    adviseHugePages(m_tierLinks);
    m_profile.ports.reserve(serverLinks);
    adviseHugePages(m_profile.ports);
    m_profile.servers.reserve(servers);
}

// Switch capacities, server ports, pods and islands, in one pass over the links.
void ProfileBuilder::walkLinks(const std::vector<LinkNics> &nicOfLink)
{
    reserveForLinks();
    const std::size_t switchCount = m_profile.switches.size();
    DisjointSets podSets(switchCount), islandSets(switchCount);
    for (int l = 0; l < m_topo.linkCount(); ++l) {
        const int a = m_topo.linkFrom[std::size_t(l)], b = m_topo.linkTo[std::size_t(l)];
        if (a < 0 || b < 0) continue;
        const Link &link = m_design.links[std::size_t(l)];
        const int sa = m_switchOfDevice[std::size_t(a)], sb = m_switchOfDevice[std::size_t(b)];
        const double gbps = link.bandwidthGbps();
        const double length = link.lengthM.value_or(0);
        if (sa >= 0 && sb >= 0) {
            SwitchProfile &x = m_profile.switches[std::size_t(sa)];
            SwitchProfile &y = m_profile.switches[std::size_t(sb)];
            islandSets.join(sa, sb);
            if (x.tier != Tier::Core && y.tier != Tier::Core) podSets.join(sa, sb);
            if (x.tier == y.tier) {
                x.upGbps += gbps; // lateral links (rings of leaves, torus) carry traffic out
                y.upGbps += gbps;
            } else {
                SwitchProfile &low = x.tier < y.tier ? x : y;
                SwitchProfile &high = x.tier < y.tier ? y : x;
                low.upGbps += gbps;
                high.downGbps += gbps;
                m_tierLinks.push_back(x.tier < y.tier ? TierLink{sa, sb, gbps} : TierLink{sb, sa, gbps});
                const Tier top = high.tier;
                if (top == Tier::Spine) m_profile.leafCableM = std::max(m_profile.leafCableM, length);
                else m_profile.spineCableM = std::max(m_profile.spineCableM, length);
            }
        } else if (sa >= 0 || sb >= 0) {
            const bool serverIsFrom = sa < 0;
            const int server = serverIsFrom ? a : b;
            const int sw = serverIsFrom ? sb : sa;
            m_profile.switches[std::size_t(sw)].downGbps += gbps;
            const LinkNics &nics = nicOfLink[std::size_t(l)];
            m_rawPorts.push_back({server, sw, serverIsFrom ? nics.from : nics.to, link.count, link.speedGbps});
            m_profile.serverCableM = std::max(m_profile.serverCableM, length);
        }
    }
    // Core switches are never joined into a pod, so each is a pod of its own (servers may hang off it).
    int islandCount = 0;
    const std::vector<bool> all(switchCount, true);
    m_podOf = numberGroups(podSets, all, m_podCount);
    m_islandOf = numberGroups(islandSets, all, islandCount);
}

void ProfileBuilder::findPods()
{
    m_profile.pods.assign(std::size_t(m_podCount), PodProfile{});
    for (std::size_t s = 0; s < m_profile.switches.size(); ++s) {
        m_profile.switches[s].pod = m_podOf[s];
        m_profile.pods[std::size_t(m_podOf[s])].island = m_islandOf[s];
    }
}

// Pod capacities, reduction above each switch, and the worst hop latency of each tier.
void ProfileBuilder::podCapacities()
{
    for (std::size_t s = 0; s < m_profile.switches.size(); ++s) m_profile.switches[s].upstreamReduction = true;
    for (const TierLink &link : m_tierLinks) {
        SwitchProfile &low = m_profile.switches[std::size_t(link.low)];
        const SwitchProfile &high = m_profile.switches[std::size_t(link.high)];
        if (!high.inNetworkReduction) low.upstreamReduction = false;
        if (low.pod != high.pod) {
            PodProfile &pod = m_profile.pods[std::size_t(low.pod)];
            pod.upGbps += link.gbps;
            if (!high.inNetworkReduction) pod.coreReduction = false;
        } else {
            m_profile.pods[std::size_t(low.pod)].downGbps += link.gbps;
        }
    }
    for (const auto &sw : m_profile.switches) {
        double &worst = sw.tier == Tier::Leaf    ? m_profile.leafHopUs
                        : sw.tier == Tier::Spine ? m_profile.spineHopUs
                                                 : m_profile.coreHopUs;
        worst = std::max(worst, sw.hopLatencyUs);
    }
    if (m_profile.leafHopUs == 0) m_profile.leafHopUs = std::max(m_profile.spineHopUs, m_profile.coreHopUs);
}

// One server with its ports (appended to `ports`); false when it is left out.
bool ProfileBuilder::makeServer(int d, ServerProfile &server, std::vector<PortProfile> &ports)
{
    const Device &device = m_design.devices[std::size_t(d)];
    const auto *spec = m_catalog.serverSpec(device.model);
    if (!spec || spec->gpus <= 0) {
        m_profile.notes.push_back({"timing.server-left-out", {arg::id("server", device.id), arg::text("model", device.model)}});
        return false;
    }
    if (spec->generation == GpuGeneration::Unknown && m_unknownGeneration.insert(device.model).second)
        m_profile.notes.push_back({"timing.generation-unknown", {arg::text("model", device.model)}});
    server.device = d;
    server.id = device.id;
    server.gpus = spec->gpus;
    server.nvlinkNominalGBps = spec->nvlinkGBpsPerGpu;
    server.generation = spec->generation;
    server.nvlinkUsableGBps = usableNvlinkGBps(*spec);
    server.nvls = spec->nvswitchReduction;
    server.nicsViaCpu = spec->nicsViaCpu;
    server.peakTflops = spec->gpuPeakBf16Tflops;
    const EffectiveNics nics = effectiveNics(device, m_catalog);
    server.nicSpeedGbps = nics.speedGbps;
    server.nicCount = nics.count;
    if (const auto *nic = m_catalog.nicSpec(nics.model)) server.nicLatencyUs = nic->latencyNs / 1000.0;
    server.firstPort = int(ports.size());
    const auto [first, count] = m_portRange[std::size_t(d)];
    for (int i = first; i < first + count && server.portCount < server.nicCount; ++i) {
        const RawPort &raw = m_rawPorts[std::size_t(i)];
        const double rate = std::min(raw.speedGbps, server.nicSpeedGbps);
        for (int c = 0; c < raw.count && server.portCount < server.nicCount; ++c) {
            ports.push_back({raw.edgeSwitch, raw.nic + c, rate});
            server.networkGbps += rate;
            server.slowestPortGbps = server.portCount == 0 ? rate : std::min(server.slowestPortGbps, rate);
            ++server.portCount;
        }
    }
    return true;
}

void ProfileBuilder::add(ServerProfile &&server)
{
    m_profile.totalGpus += server.gpus;
    m_profile.maxGpusPerServer = std::max(m_profile.maxGpusPerServer, server.gpus);
    m_profile.maxRailsPerServer = std::max(m_profile.maxRailsPerServer, server.portCount);
    m_profile.servers.push_back(std::move(server));
}

// Servers and their ports, in link order grouped by server; a multi-tray NVLink domain is one node.
void ProfileBuilder::addServers()
{
    m_rawPorts = groupByServer(m_rawPorts, std::size_t(m_topo.deviceCount()), m_portRange);
    if (m_design.domains.empty()) {
        for (int d = 0; d < m_topo.deviceCount(); ++d) {
            if (!m_design.devices[std::size_t(d)].isServer()) continue;
            ServerProfile server;
            if (makeServer(d, server, m_profile.ports)) add(std::move(server));
        }
        return;
    }
    // NVLink domains in effect (core/domains.h).
    for (const NvlinkDomain &domain : nvlinkDomains(m_design, m_catalog)) {
        std::vector<ServerProfile> trays;
        std::vector<PortProfile> trayPorts;
        for (int d : domain.servers) {
            ServerProfile tray;
            if (makeServer(d, tray, trayPorts)) trays.push_back(std::move(tray));
        }
        if (trays.empty()) continue;
        if (!domain.multiNode || trays.size() == 1) {
            ServerProfile server = std::move(trays.front());
            server.firstPort = int(m_profile.ports.size());
            m_profile.ports.insert(m_profile.ports.end(), trayPorts.begin(), trayPorts.end());
            add(std::move(server));
            continue;
        }
        add(mergeTrays(trays, trayPorts, domain, m_profile.ports));
        m_profile.multiNodeNvlink = true;
    }
}

} // namespace

FabricProfile buildFabricProfile(const Design &design, const Catalog &catalog)
{
    FabricProfile profile;
    profile.transport = design.settings.transport;
    profile.transportEfficiency = transportEfficiency(profile.transport);
    profile.transportStackUs = transportStackUs(profile.transport);
    // Links are walked by index, never looked up by id: skip the id index (5x faster at 129k GPUs).
    const Topology topo = buildTopology(design, catalog, TopologyIndex::DevicesOnly);
    ProfileBuilder builder(design, catalog, topo, profile);
    builder.addSwitches();
    builder.walkLinks(assignNics(design, topo));
    builder.findPods();
    builder.podCapacities();
    builder.addServers();
    // Rail order: servers under the same pod and leaf are neighbours, so "the first N GPUs" fill a
    // leaf before spilling onto the next (this is also the order NCCL's rings follow).
    profile.servers = inRailOrder(std::move(profile.servers), profile, builder.podCount());
    profile.allGpus = analyseParticipants(profile, profile.totalGpus);
    return profile;
}

} // namespace spinel::timing
