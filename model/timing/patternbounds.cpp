#include "timing/patternbounds.h"

#include <algorithm>
#include <bit>
#include <tuple>
#include <cmath>
#include <cstdint>

#include "timing/fabricprofile.h"
#include "timing/timingconstants.h"

namespace spinel::timing {

double PatternBounds::railScale(double flowsPerRail) const
{
    return std::min(1.0, railFlowCapacity / flowsPerRail);
}

namespace {

// Where one rail of the group lands: its first leaf, pod and island, and whether it spans more.
struct RailSpan {
    int leaf = -1, pod = -1, island = -1;
    bool multiLeaf = false, multiPod = false, multiIsland = false;
};

// A set of rails: one 64-bit word per 64 rails (W = 1 for servers of up to 64 NIC ports; an NVL72
// rack has 72, so its designs take W = 4).
template <int W>
struct RailSet {
    std::uint64_t words[W] = {};
    static constexpr int kRails = 64 * W;
    void insert(int rail) { words[rail / 64] |= std::uint64_t(1) << (rail % 64); }
    bool empty() const
    {
        for (std::uint64_t w : words)
            if (w) return false;
        return true;
    }
    int countCommon(const RailSet &other) const
    {
        int n = 0;
        for (int i = 0; i < W; ++i) n += std::popcount(words[i] & other.words[i]);
        return n;
    }
};

// Per touched leaf or pod: NIC ports, GPUs behind them, servers, rails present.
template <int W>
struct GroupLoad {
    int stamp = -1; // last server counted, to count servers once
    int servers = 0;
    double gpus = 0;
    RailSet<W> rails;
};

// One-way latency of a network step over `hops` switches: 1 under a leaf, 3 via a spine, 5 via a core.
double pathLatencyUs(const FabricProfile &p, int hops, double nicLatencyUs)
{
    if (hops == 0) return 0;
    double switchesUs = p.leafHopUs, cableM = 2 * p.serverCableM;
    if (hops >= 3) switchesUs = 2 * p.leafHopUs + p.spineHopUs, cableM += 2 * p.leafCableM;
    if (hops >= 5) switchesUs += p.spineHopUs + p.coreHopUs, cableM += 2 * p.spineCableM;
    return p.transportStackUs + 2 * nicLatencyUs + switchesUs + cableM * kPropagationNsPerM / 1000.0;
}

template <int W>
int railBit(int rail)
{
    return std::min(rail, RailSet<W>::kRails - 1);
}

// analyseParticipants's steps, in the order run() takes them, for rail sets of W words.
template <int W>
class GroupAnalysis {
public:
    GroupAnalysis(const FabricProfile &profile, int ranksPerServer, bool exclusive)
        : m_profile(profile)
        , m_ranksPerServer(ranksPerServer)
        , m_strided(ranksPerServer > 0)
        , m_exclusive(exclusive)
    { }

    PatternBounds run(int gpus)
    {
        if (gpus < 1) {
            b.error = "the group needs at least one GPU";
            return b;
        }
        if (gpus > m_profile.totalGpus) {
            b.error = "the group has " + std::to_string(gpus) + " GPUs but the design only " + std::to_string(m_profile.totalGpus);
            return b;
        }
        if (!chooseServers(gpus) || !serverLimits()) return b;
        if (m_count == 1) { // NVLink only
            b.nicSpeedGbps = b.portGbps = 0;
            b.ok = true;
            return b;
        }
        networkRates();
        loadPorts();
        if (!hopsAndPaths()) return b;
        fabricLimits();
        b.ok = true;
        return b;
    }

private:
    // GPUs that share a server's NICs: all of them, unless the others are idle.
    int sharing(const ServerProfile &s) const { return m_exclusive && m_strided ? std::min(m_ranksPerServer, s.gpus) : s.gpus; }

    // Which servers take part (the first in rail order), and how many ranks each holds.
    bool chooseServers(int gpus)
    {
        int remaining = gpus;
        for (const ServerProfile &s : m_profile.servers) {
            if (remaining == 0) break;
            const int take = m_strided ? m_ranksPerServer : std::min(s.gpus, remaining);
            if (m_strided && take > s.gpus) {
                b.error = "a server holds fewer GPUs than the ranks per server asked for";
                return false;
            }
            b.ranksPerServer = std::max(b.ranksPerServer, std::min(take, remaining));
            remaining -= std::min(take, remaining);
            ++m_count;
        }
        if (remaining > 0) {
            b.error = "the design has too few servers for " + std::to_string(gpus) + " ranks at "
                      + std::to_string(m_ranksPerServer) + " per server";
            return false;
        }
        b.gpus = gpus;
        b.servers = m_count;
        return true;
    }

    // The weakest participating server sets NVLink, NIC and port rates; the slowest generation and
    // the longest NIC latency count.
    bool serverLimits()
    {
        b.nvlinkNominalGBps = b.nvlinkGBps = 1e300;
        b.nicSpeedGbps = b.portGbps = 1e300;
        b.nvls = true;
        b.nicsPerServer = m_profile.servers[0].portCount;
        bool firstServer = true;
        for (int i = 0; i < m_count; ++i) {
            const ServerProfile &s = m_profile.servers[std::size_t(i)];
            b.gpusPerServer = std::max(b.gpusPerServer, sharing(s));
            b.nvlinkNominalGBps = std::min(b.nvlinkNominalGBps, s.nvlinkNominalGBps);
            b.nvlinkGBps = std::min(b.nvlinkGBps, s.nvlinkUsableGBps);
            b.nicsPerServer = std::min(b.nicsPerServer, s.portCount);
            const GpuGeneration generation = s.generation == GpuGeneration::Unknown ? GpuGeneration::Hopper : s.generation;
            if (firstServer || generation < b.generation) b.generation = generation;
            firstServer = false;
            b.nvls = b.nvls && s.nvls;
            b.nicsViaCpu = b.nicsViaCpu || s.nicsViaCpu;
            b.multiTray = b.multiTray || !s.trays.empty();
            b.nicSpeedGbps = std::min(b.nicSpeedGbps, s.nicSpeedGbps);
            if (s.portCount) b.portGbps = std::min(b.portGbps, s.slowestPortGbps);
            m_linePerGpuGbps = std::min(m_linePerGpuGbps, s.networkGbps / sharing(s));
            m_perGpuGbps = std::min(m_perGpuGbps, s.portCount * s.slowestPortGbps / sharing(s));
            m_nicLatencyUs = std::max(m_nicLatencyUs, s.nicLatencyUs);
            if (m_count > 1 && s.portCount == 0) {
                b.error = "server " + s.id + " has no network link to the fabric";
                return false;
            }
        }
        return true;
    }

    void networkRates()
    {
        b.serverNetworkGbps = m_linePerGpuGbps * b.gpusPerServer;
        // A GPU reaches its NICs over PCIe: however many NICs it has, it cannot push more than its link.
        b.gpuNetworkGBps = std::min(m_perGpuGbps / 8.0 * m_profile.transportEfficiency,
                                    pcieDataGBps(generationConstants(b.generation).pcieGTps));
        b.portGBps = b.portGbps / 8.0 * m_profile.transportEfficiency;
    }

    // One pass over the group's NIC ports: where each rail lands, and the load under each leaf and pod.
    void loadPorts()
    {
        m_rails.assign(RailSet<W>::kRails, RailSpan{});
        m_leaves.assign(m_profile.switches.size(), GroupLoad<W>{});
        m_pods.assign(m_profile.pods.size(), GroupLoad<W>{});
        for (int i = 0; i < m_count; ++i) {
            const ServerProfile &s = m_profile.servers[std::size_t(i)];
            m_totalGpus += sharing(s);
            const double gpusPerPort = double(sharing(s)) / s.portCount;
            for (int p = s.firstPort; p < s.firstPort + s.portCount; ++p) {
                const PortProfile &port = m_profile.ports[std::size_t(p)];
                const SwitchProfile &sw = m_profile.switches[std::size_t(port.edgeSwitch)];
                const int island = m_profile.pods[std::size_t(sw.pod)].island;
                const int rail = railBit<W>(port.rail);
                RailSpan &span = m_rails[std::size_t(rail)];
                if (span.leaf < 0) span.leaf = port.edgeSwitch, span.pod = sw.pod, span.island = island;
                span.multiLeaf = span.multiLeaf || span.leaf != port.edgeSwitch;
                span.multiPod = span.multiPod || span.pod != sw.pod;
                span.multiIsland = span.multiIsland || span.island != island;
                for (auto [load, index, touched] :
                     {std::tuple{&m_leaves[std::size_t(port.edgeSwitch)], port.edgeSwitch, &m_touchedLeaves},
                      std::tuple{&m_pods[std::size_t(sw.pod)], sw.pod, &m_touchedPods}}) {
                    if (load->servers == 0) touched->push_back(index);
                    if (load->stamp != i) load->stamp = i, ++load->servers;
                    load->gpus += gpusPerPort;
                    load->rails.insert(rail);
                }
            }
        }
    }

    // Switch hops of a rail-aligned and of any flow, and their path latencies; false when the
    // fabric does not connect the group.
    bool hopsAndPaths()
    {
        bool railsApart = false;
        for (int r = 0; r < RailSet<W>::kRails; ++r) {
            if (m_rails[std::size_t(r)].multiLeaf) m_multiLeafRails.insert(r);
            if (m_rails[std::size_t(r)].multiPod) m_multiPodRails.insert(r);
            railsApart = railsApart || m_rails[std::size_t(r)].multiIsland;
        }
        if (railsApart) {
            b.error = "the fabric does not connect the group's servers (some rails have no common switch)";
            return false;
        }
        b.railHops = m_multiLeafRails.empty() ? 1 : m_multiPodRails.empty() ? 3 : 5;
        b.anyHops = m_touchedLeaves.size() == 1 ? 1 : m_touchedPods.size() == 1 ? 3 : 5;
        // Rails that never meet (no spine, or separate islands) still reach each other through NVLink:
        // NCCL then moves cross-rail data to the right GPU first (PXN).
        bool islandsApart = false, leafWithoutUplinks = false;
        const int firstIsland = m_touchedPods.empty() ? -1 : m_profile.pods[std::size_t(m_touchedPods[0])].island;
        for (int pod : m_touchedPods) islandsApart = islandsApart || m_profile.pods[std::size_t(pod)].island != firstIsland;
        for (int leaf : m_touchedLeaves)
            leafWithoutUplinks = leafWithoutUplinks || m_profile.switches[std::size_t(leaf)].upGbps <= 0;
        b.pxn = islandsApart || (m_touchedLeaves.size() > 1 && leafWithoutUplinks);
        if (b.pxn) b.anyHops = b.railHops;
        b.railPathUs = pathLatencyUs(m_profile, b.railHops, m_nicLatencyUs);
        b.anyPathUs = pathLatencyUs(m_profile, b.anyHops, m_nicLatencyUs);
        return true;
    }

    // Rail-aligned flows crossing a leaf (pod) boundary, and uniform traffic leaving it.
    void fabricLimits()
    {
        b.inNetworkReduction = true;
        b.uniformLimit.scale = 1;
        for (int leaf : m_touchedLeaves) {
            const SwitchProfile &sw = m_profile.switches[std::size_t(leaf)];
            consider(Tier::Leaf, sw.upGbps, sw.ratio(), m_leaves[std::size_t(leaf)], m_multiLeafRails);
            b.inNetworkReduction = b.inNetworkReduction && sw.inNetworkReduction && (b.railHops < 3 || sw.upstreamReduction);
        }
        if (m_touchedPods.size() > 1)
            for (int pod : m_touchedPods) {
                const PodProfile &p = m_profile.pods[std::size_t(pod)];
                consider(Tier::Spine, p.upGbps, p.ratio(), m_pods[std::size_t(pod)], m_multiPodRails);
                b.inNetworkReduction = b.inNetworkReduction && (b.railHops < 5 || p.coreReduction);
            }
        if (b.railFlowCapacity < 1) b.railLimit.scale = b.railFlowCapacity;
    }

    void consider(Tier tier, double upGbps, double ratio, const GroupLoad<W> &load, const RailSet<W> &crossing)
    {
        // No uplinks in a connected group: the top of the fabric (servers cabled straight to a spine,
        // a lone core pod). Its traffic leaves through its downlinks into the switches below, whose
        // own uplinks are considered; it caps nothing itself (else the time is infinite).
        if (upGbps <= 0) return;
        if (!crossing.empty()) {
            const double flows = double(load.rails.countCommon(crossing));
            const double capacity = upGbps / (flows * b.portGbps);
            if (capacity < b.railFlowCapacity) b.railFlowCapacity = capacity, b.railLimit = {tier, ratio, 1};
        }
        const double remoteGpus = m_totalGpus - b.gpusPerServer;
        if (remoteGpus <= 0) return;
        // A GPU's traffic stays below this leaf (pod) when the destination's NIC is there too.
        const double inside = b.pxn ? 0 : load.gpus - load.gpus / load.servers;
        const double leaving = b.pxn ? double(m_count - load.servers) / (m_count - 1) : (remoteGpus - inside) / remoteGpus;
        const double demandGBps = load.gpus * b.gpuNetworkGBps * leaving;
        const double scale = demandGBps > 0 ? std::min(1.0, upGbps / 8.0 * m_profile.transportEfficiency / demandGBps) : 1;
        if (scale < b.uniformLimit.scale) b.uniformLimit = {tier, ratio, scale};
    }

    const FabricProfile &m_profile;
    const int m_ranksPerServer;
    const bool m_strided, m_exclusive;
    PatternBounds b;
    int m_count = 0; // participating servers
    double m_perGpuGbps = 1e300, m_linePerGpuGbps = 1e300, m_nicLatencyUs = 0;
    std::vector<RailSpan> m_rails;
    std::vector<GroupLoad<W>> m_leaves, m_pods;
    std::vector<int> m_touchedLeaves, m_touchedPods;
    double m_totalGpus = 0;
    RailSet<W> m_multiLeafRails, m_multiPodRails;
};

} // namespace

PatternBounds analyseParticipants(const FabricProfile &profile, int gpus, int ranksPerServer, bool exclusive)
{
    // Rails beyond the set's size share its last bit (a node with more than 256 NIC ports).
    return profile.maxRailsPerServer <= 64 ? GroupAnalysis<1>(profile, ranksPerServer, exclusive).run(gpus)
                                           : GroupAnalysis<4>(profile, ranksPerServer, exclusive).run(gpus);
}

} // namespace spinel::timing
