// The parts of buildFabricProfile (profileparts.h).
#include "timing/profileparts.h"

#include <algorithm>
#include <numeric>

#include "core/hugepages.h"
#include "timing/timingconstants.h"

namespace spinel::timing::profileparts {

DisjointSets::DisjointSets(std::size_t n)
    : parent(n)
{
    std::iota(parent.begin(), parent.end(), 0);
}

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

} // namespace spinel::timing::profileparts
