#include "timing/fabricprofile.h"

#include <algorithm>
#include <numeric>
#include <set>

#include "core/domains.h"
#include "core/hugepages.h"
#include "core/nicassignment.h"
#include "timing/timingconstants.h"

namespace spinel::timing {
namespace {

// Union-find over switch indices, for pods (below the core) and islands (the whole switch graph).
struct DisjointSets {
    std::vector<int> parent;
    explicit DisjointSets(std::size_t n)
        : parent(n)
    {
        std::iota(parent.begin(), parent.end(), 0);
    }
    int find(int x)
    {
        while (parent[std::size_t(x)] != x) x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
        return x;
    }
    void join(int a, int b) { parent[std::size_t(find(a))] = find(b); }
};

struct RawPort {
    int server;     // device index
    int edgeSwitch; // switch index
    int nic;        // first NIC of the bundle on the server (assignNics)
    int count;
    double speedGbps;
};

// The ports (in link order) grouped by server, each server's by NIC and then link order, with each
// device's range: what a stable sort by (server, NIC) gives, in linear time for a million ports.
// A counting sort by server keeps link order within a server; its few ports then mostly are in
// NIC order already (the generators pin NIC r on port r), else they are sorted stably.
std::vector<RawPort> groupByServer(const std::vector<RawPort> &ports, std::size_t devices,
                                   std::vector<std::pair<int, int>> &rangeOfDevice)
{
    rangeOfDevice.assign(devices, {0, 0});
    for (const RawPort &port : ports) ++rangeOfDevice[std::size_t(port.server)].second;
    int next = 0;
    for (auto &[first, count] : rangeOfDevice) {
        first = next;
        next += count;
    }
    std::vector<int> fill(devices);
    for (std::size_t d = 0; d < devices; ++d) fill[d] = rangeOfDevice[d].first;
    std::vector<RawPort> grouped;
    grouped.reserve(ports.size());
    adviseHugePages(grouped); // 24 MB at 1M GPUs, written once: a page fault per 2 MiB, not per 4 KiB
    grouped.resize(ports.size());
    for (const RawPort &port : ports) grouped[std::size_t(fill[std::size_t(port.server)]++)] = port;
    const auto byNic = [](const RawPort &x, const RawPort &y) { return x.nic < y.nic; };
    for (const auto &[first, count] : rangeOfDevice) {
        const auto begin = grouped.begin() + first, end = begin + count;
        if (!std::is_sorted(begin, end, byNic)) std::stable_sort(begin, end, byNic);
    }
    return grouped;
}

// Servers in rail order: by their first port's pod, then that leaf (servers without ports last),
// keeping design order under one leaf. What a stable sort by (pod, leaf) gives, in linear time: a
// counting sort of the switches by pod ranks the leaves, then one of the servers by that rank.
std::vector<ServerProfile> inRailOrder(std::vector<ServerProfile> servers, const FabricProfile &profile, int podCount)
{
    const std::size_t switchCount = profile.switches.size();
    std::vector<int> rank(switchCount + 1); // per leaf; the last: no port
    {
        std::vector<int> podStart(std::size_t(podCount) + 1, 0);
        for (const SwitchProfile &sw : profile.switches) ++podStart[std::size_t(sw.pod) + 1];
        for (std::size_t p = 0; p < std::size_t(podCount); ++p) podStart[p + 1] += podStart[p];
        for (std::size_t s = 0; s < switchCount; ++s) rank[s] = podStart[std::size_t(profile.switches[s].pod)]++;
        rank[switchCount] = int(switchCount);
    }
    auto rankOf = [&](const ServerProfile &s) {
        return rank[s.portCount ? std::size_t(profile.ports[std::size_t(s.firstPort)].edgeSwitch) : switchCount];
    };
    std::vector<int> start(switchCount + 2, 0);
    for (const ServerProfile &server : servers) ++start[std::size_t(rankOf(server)) + 1];
    for (std::size_t r = 0; r + 1 < start.size(); ++r) start[r + 1] += start[r];
    std::vector<ServerProfile> ordered;
    ordered.reserve(servers.size());
    adviseHugePages(ordered);
    ordered.resize(servers.size());
    for (ServerProfile &server : servers) ordered[std::size_t(start[std::size_t(rankOf(server))]++)] = std::move(server);
    return ordered;
}

// Numbers each group of `sets` (over the switches selected by `member`) in order of first member.
std::vector<int> numberGroups(DisjointSets &sets, const std::vector<bool> &member, int &groupCount)
{
    std::vector<int> rootToGroup(sets.parent.size(), -1), group(sets.parent.size(), -1);
    groupCount = 0;
    for (std::size_t s = 0; s < sets.parent.size(); ++s) {
        if (!member[s]) continue;
        int &g = rootToGroup[std::size_t(sets.find(int(s)))];
        if (g < 0) g = groupCount++;
        group[s] = g;
    }
    return group;
}

// NCCL's usable NVLink per GPU: links x its per-link figure for the generation (SM80 20.0, SM90 20.6,
// SM100 40.1 GB/s), never above the data sheet. Without a link count: the nominal rate scaled by
// Hopper's usable share.
double usableNvlinkGBps(double nominalGBps, int links, GpuGeneration generation)
{
    if (links <= 0) return nominalGBps * kNvlinkUsableFraction;
    const double perLink = generationConstants(generation).nvlinkUsableGBpsPerLink;
    return std::min(nominalGBps, links * perLink);
}

double usableNvlinkGBps(const ServerSpec &spec)
{
    return usableNvlinkGBps(spec.nvlinkGBpsPerGpu, spec.nvlinkLinksPerGpu, spec.generation);
}

// A multi-node NVLink domain as one node: NCCL fuses the topologies of an MNNVL clique into one
// system (src/graph/topo.cc:1887-1924: nLocalRanks = clique.size, every rank's XML fused) whose GPUs
// meet in one NVSwitch node and whose NICs are every tray's NICs. NIC k of tray t becomes rail
// t x NICs per tray + k: NCCL numbers the fused system's NETs in tray order and a ring leaving one
// clique on its NET n enters the next on NET n (search.cc:591-615, ncclTopoSearchCheckNet).
ServerProfile mergeTrays(const std::vector<ServerProfile> &trays, const std::vector<PortProfile> &trayPorts,
                         const NvlinkDomain &domain, std::vector<PortProfile> &ports)
{
    ServerProfile node;
    node.device = trays.front().device;
    node.id = trays.front().id;
    node.firstPort = int(ports.size());
    node.generation = trays.front().generation;
    node.peakTflops = trays.front().peakTflops;
    node.nicSpeedGbps = trays.front().nicSpeedGbps;
    int railOffset = 0;
    for (const ServerProfile &tray : trays) {
        node.trays.push_back(tray.device);
        node.gpus += tray.gpus;
        if (tray.generation != GpuGeneration::Unknown
            && (node.generation == GpuGeneration::Unknown || tray.generation < node.generation))
            node.generation = tray.generation;
        node.peakTflops = std::min(node.peakTflops, tray.peakTflops);
        node.nicSpeedGbps = std::min(node.nicSpeedGbps, tray.nicSpeedGbps);
        node.nicCount += tray.nicCount;
        node.nicsViaCpu = node.nicsViaCpu || tray.nicsViaCpu;
        node.nicLatencyUs = std::max(node.nicLatencyUs, tray.nicLatencyUs);
        node.networkGbps += tray.networkGbps;
        if (tray.portCount)
            node.slowestPortGbps = node.portCount == 0 ? tray.slowestPortGbps
                                                       : std::min(node.slowestPortGbps, tray.slowestPortGbps);
        for (int p = tray.firstPort; p < tray.firstPort + tray.portCount; ++p) {
            PortProfile port = trayPorts[std::size_t(p)];
            port.rail += railOffset;
            ports.push_back(port);
        }
        node.portCount += tray.portCount;
        railOffset += std::max(tray.nicCount, tray.portCount);
    }
    // The domain's NVLink (a rack's NVLink switch trays), at NCCL's usable rate per link.
    node.nvlinkNominalGBps = domain.nvlinkGBpsPerGpu;
    node.nvlinkUsableGBps = usableNvlinkGBps(domain.nvlinkGBpsPerGpu, domain.nvlinkLinksPerGpu, node.generation);
    node.nvls = domain.nvls;
    return node;
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
    const std::vector<LinkNics> nicOfLink = assignNics(design, topo);

    // Switches.
    std::vector<int> switchOfDevice(std::size_t(topo.deviceCount()), -1);
    for (int d = 0; d < topo.deviceCount(); ++d) {
        const Device &device = design.devices[std::size_t(d)];
        if (!device.isSwitch()) continue;
        SwitchProfile sw;
        sw.device = d;
        sw.tier = topo.tiers[std::size_t(d)];
        if (const auto *spec = catalog.switchSpec(device.model)) {
            sw.hopLatencyUs = spec->hopLatencyNs / 1000.0;
            sw.inNetworkReduction = spec->inNetworkReduction && design.settings.inNetworkReduction;
        } else {
            profile.notes.push_back({"timing.switch-unknown", {arg::id("switch", device.id), arg::text("model", device.model)}});
        }
        switchOfDevice[std::size_t(d)] = int(profile.switches.size());
        profile.switches.push_back(sw);
    }

    // Links: switch capacities, server ports, pods and islands.
    const std::size_t switchCount = profile.switches.size();
    DisjointSets podSets(switchCount), islandSets(switchCount);
    // Sized up front (a port per server link; bundles may add more): at 1M GPUs growing them by
    // doubling copied ~100 MB and touched twice the memory.
    std::size_t serverLinks = 0, servers = 0;
    for (int d = 0; d < topo.deviceCount(); ++d)
        if (topo.tiers[std::size_t(d)] == Tier::Server) {
            serverLinks += topo.adjacency[std::size_t(d)].size();
            ++servers;
        }
    std::vector<RawPort> rawPorts;
    rawPorts.reserve(serverLinks);
    adviseHugePages(rawPorts);
    // Links between tiers, for the pod pass below: 16 bytes each instead of reading the Link
    // records (144 bytes, 300 MB at 1M GPUs) a second time.
    struct TierLink {
        int low, high; // switch indices
        double gbps;
    };
    std::vector<TierLink> tierLinks;
    const auto links = std::size_t(topo.linkCount());
    tierLinks.reserve(links > serverLinks ? links - serverLinks : 0); // a torus counts its links twice
    adviseHugePages(tierLinks);
    profile.ports.reserve(serverLinks);
    adviseHugePages(profile.ports);
    profile.servers.reserve(servers);
    for (int l = 0; l < topo.linkCount(); ++l) {
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (a < 0 || b < 0) continue;
        const Link &link = design.links[std::size_t(l)];
        const int sa = switchOfDevice[std::size_t(a)], sb = switchOfDevice[std::size_t(b)];
        const double gbps = link.bandwidthGbps();
        const double length = link.lengthM.value_or(0);
        if (sa >= 0 && sb >= 0) {
            SwitchProfile &x = profile.switches[std::size_t(sa)];
            SwitchProfile &y = profile.switches[std::size_t(sb)];
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
                tierLinks.push_back(x.tier < y.tier ? TierLink{sa, sb, gbps} : TierLink{sb, sa, gbps});
                const Tier top = high.tier;
                if (top == Tier::Spine) profile.leafCableM = std::max(profile.leafCableM, length);
                else profile.spineCableM = std::max(profile.spineCableM, length);
            }
        } else if (sa >= 0 || sb >= 0) {
            const bool serverIsFrom = sa < 0;
            const int server = serverIsFrom ? a : b;
            const int sw = serverIsFrom ? sb : sa;
            profile.switches[std::size_t(sw)].downGbps += gbps;
            const LinkNics &nics = nicOfLink[std::size_t(l)];
            rawPorts.push_back({server, sw, serverIsFrom ? nics.from : nics.to, link.count, link.speedGbps});
            profile.serverCableM = std::max(profile.serverCableM, length);
        }
    }

    int podCount = 0, islandCount = 0;
    // Core switches are never joined into a pod, so each is a pod of its own (servers may hang off it).
    const std::vector<bool> all(switchCount, true);
    const std::vector<int> podOf = numberGroups(podSets, all, podCount);
    const std::vector<int> islandOf = numberGroups(islandSets, all, islandCount);
    profile.pods.assign(std::size_t(podCount), PodProfile{});
    for (std::size_t s = 0; s < switchCount; ++s) {
        profile.switches[s].pod = podOf[s];
        profile.pods[std::size_t(podOf[s])].island = islandOf[s];
    }

    // Pod capacities and reduction above each switch.
    for (std::size_t s = 0; s < switchCount; ++s) profile.switches[s].upstreamReduction = true;
    for (const TierLink &link : tierLinks) {
        SwitchProfile &low = profile.switches[std::size_t(link.low)];
        const SwitchProfile &high = profile.switches[std::size_t(link.high)];
        if (!high.inNetworkReduction) low.upstreamReduction = false;
        if (low.pod != high.pod) {
            PodProfile &pod = profile.pods[std::size_t(low.pod)];
            pod.upGbps += link.gbps;
            if (!high.inNetworkReduction) pod.coreReduction = false;
        } else {
            profile.pods[std::size_t(low.pod)].downGbps += link.gbps;
        }
    }
    for (const auto &sw : profile.switches) {
        double &worst = sw.tier == Tier::Leaf    ? profile.leafHopUs
                        : sw.tier == Tier::Spine ? profile.spineHopUs
                                                 : profile.coreHopUs;
        worst = std::max(worst, sw.hopLatencyUs);
    }
    if (profile.leafHopUs == 0) profile.leafHopUs = std::max(profile.spineHopUs, profile.coreHopUs);

    // Servers and their ports, in link order grouped by server.
    std::vector<std::pair<int, int>> portRange;
    rawPorts = groupByServer(rawPorts, std::size_t(topo.deviceCount()), portRange);
    std::set<std::string> unknownGeneration;
    // One server with its ports (appended to `ports`); false when it is left out.
    auto makeServer = [&](int d, ServerProfile &server, std::vector<PortProfile> &ports) {
        const Device &device = design.devices[std::size_t(d)];
        const auto *spec = catalog.serverSpec(device.model);
        if (!spec || spec->gpus <= 0) {
            profile.notes.push_back({"timing.server-left-out", {arg::id("server", device.id), arg::text("model", device.model)}});
            return false;
        }
        if (spec->generation == GpuGeneration::Unknown && unknownGeneration.insert(device.model).second)
            profile.notes.push_back({"timing.generation-unknown", {arg::text("model", device.model)}});
        server.device = d;
        server.id = device.id;
        server.gpus = spec->gpus;
        server.nvlinkNominalGBps = spec->nvlinkGBpsPerGpu;
        server.generation = spec->generation;
        server.nvlinkUsableGBps = usableNvlinkGBps(*spec);
        server.nvls = spec->nvswitchReduction;
        server.nicsViaCpu = spec->nicsViaCpu;
        server.peakTflops = spec->gpuPeakBf16Tflops;
        const EffectiveNics nics = effectiveNics(device, catalog);
        server.nicSpeedGbps = nics.speedGbps;
        server.nicCount = nics.count;
        if (const auto *nic = catalog.nicSpec(nics.model)) server.nicLatencyUs = nic->latencyNs / 1000.0;
        server.firstPort = int(ports.size());
        const auto [first, count] = portRange[std::size_t(d)];
        for (int i = first; i < first + count && server.portCount < server.nicCount; ++i) {
            const RawPort &raw = rawPorts[std::size_t(i)];
            const double rate = std::min(raw.speedGbps, server.nicSpeedGbps);
            for (int c = 0; c < raw.count && server.portCount < server.nicCount; ++c) {
                ports.push_back({raw.edgeSwitch, raw.nic + c, rate});
                server.networkGbps += rate;
                server.slowestPortGbps = server.portCount == 0 ? rate : std::min(server.slowestPortGbps, rate);
                ++server.portCount;
            }
        }
        return true;
    };
    auto add = [&](ServerProfile &&server) {
        profile.totalGpus += server.gpus;
        profile.maxGpusPerServer = std::max(profile.maxGpusPerServer, server.gpus);
        profile.maxRailsPerServer = std::max(profile.maxRailsPerServer, server.portCount);
        profile.servers.push_back(std::move(server));
    };
    if (design.domains.empty()) {
        for (int d = 0; d < topo.deviceCount(); ++d) {
            if (!design.devices[std::size_t(d)].isServer()) continue;
            ServerProfile server;
            if (makeServer(d, server, profile.ports)) add(std::move(server));
        }
    } else {
        // NVLink domains in effect (core/domains.h): a multi-tray domain is one node.
        for (const NvlinkDomain &domain : nvlinkDomains(design, catalog)) {
            std::vector<ServerProfile> trays;
            std::vector<PortProfile> trayPorts;
            for (int d : domain.servers) {
                ServerProfile tray;
                if (makeServer(d, tray, trayPorts)) trays.push_back(std::move(tray));
            }
            if (trays.empty()) continue;
            if (!domain.multiNode || trays.size() == 1) {
                ServerProfile server = std::move(trays.front());
                server.firstPort = int(profile.ports.size());
                profile.ports.insert(profile.ports.end(), trayPorts.begin(), trayPorts.end());
                add(std::move(server));
                continue;
            }
            add(mergeTrays(trays, trayPorts, domain, profile.ports));
            profile.multiNodeNvlink = true;
        }
    }

    // Rail order: servers under the same pod and leaf are neighbours, so "the first N GPUs" fill a
    // leaf before spilling onto the next (this is also the order NCCL's rings follow).
    profile.servers = inRailOrder(std::move(profile.servers), profile, podCount);

    profile.allGpus = analyseParticipants(profile, profile.totalGpus);
    return profile;
}

} // namespace spinel::timing
