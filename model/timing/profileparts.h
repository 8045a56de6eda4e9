#pragma once
// The parts buildFabricProfile (fabricprofile.cpp) is made of: the union-find that finds pods and
// islands, the server ports grouped by server, rail order, NCCL's usable NVLink and the merge of a
// multi-node NVLink domain's trays into one node. Internal to the timing model.

#include <utility>
#include <vector>

#include "core/domains.h"
#include "timing/fabricprofile.h"

namespace spinel::timing::profileparts {

// Union-find over switch indices, for pods (below the core) and islands (the whole switch graph).
struct DisjointSets {
    std::vector<int> parent;
    explicit DisjointSets(std::size_t n);
    int find(int x)
    {
        while (parent[std::size_t(x)] != x) x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
        return x;
    }
    void join(int a, int b) { parent[std::size_t(find(a))] = find(b); }
};

// Numbers each group of `sets` (over the switches selected by `member`) in order of first member.
std::vector<int> numberGroups(DisjointSets &sets, const std::vector<bool> &member, int &groupCount);

struct RawPort {
    int server;     // device index
    int edgeSwitch; // switch index
    int nic;        // first NIC of the bundle on the server (assignNics)
    int count;
    double speedGbps;
};

// The ports (in link order) grouped by server, each server's by NIC and then link order, with each
// device's range (first, count).
std::vector<RawPort> groupByServer(const std::vector<RawPort> &ports, std::size_t devices,
                                   std::vector<std::pair<int, int>> &rangeOfDevice);

// Servers in rail order: by their first port's pod, then that leaf (servers without ports last),
// keeping design order under one leaf.
std::vector<ServerProfile> inRailOrder(std::vector<ServerProfile> servers, const FabricProfile &profile, int podCount);

// NCCL's usable NVLink per GPU for the catalog's figures.
double usableNvlinkGBps(double nominalGBps, int links, GpuGeneration generation);
double usableNvlinkGBps(const ServerSpec &spec);

// A multi-node NVLink domain's trays as one node; its ports are appended to `ports`.
ServerProfile mergeTrays(const std::vector<ServerProfile> &trays, const std::vector<PortProfile> &trayPorts,
                         const NvlinkDomain &domain, std::vector<PortProfile> &ports);

} // namespace spinel::timing::profileparts
