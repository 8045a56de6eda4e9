#pragma once
// Paths on the drawn fabric for a collective's schedule: the link each NIC port (rail) of a server
// is cabled with, and shortest paths between switches with equal-cost choices spread by a hash, as
// ECMP does. Distances are computed once per destination switch and kept.

#include <unordered_map>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/topology.h"
#include "timing/fabricprofile.h"

namespace spinel::timing {

class SchedulePaths {
public:
    SchedulePaths(const Design &design, const Catalog &catalog, const FabricProfile &profile);

    const Topology &topology() const { return m_topology; }
    // The rails two servers share (the fewer NIC ports of the two); 0 if either has none.
    int rails(int serverA, int serverB) const;
    // Links from server A's port `rail` to server B's port `rail`; empty when not connected.
    std::vector<int> between(int serverA, int serverB, int rail);
    // Links from the server's port `rail` up to switch device `switchDevice`.
    std::vector<int> toSwitch(int server, int rail, int switchDevice);
    // The switch (device index) nearest to the edge switches of `rail` of the first `servers`
    // servers: where in-network reduction of that rail happens.
    int aggregationSwitch(int rail, int servers);

private:
    int portLink(int server, int rail) const;
    int switchEnd(int link) const;
    const std::vector<int> &distancesTo(int switchDevice);
    void appendSwitchPath(int from, int to, unsigned hash, std::vector<int> &links);

    const FabricProfile &m_profile;
    Topology m_topology;
    std::vector<std::vector<int>> m_portLinks; // per profile server: the link of each port
    std::unordered_map<int, std::vector<int>> m_distances;
    std::unordered_map<int, int> m_aggregation;
};

} // namespace spinel::timing
