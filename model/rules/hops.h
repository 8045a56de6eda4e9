#pragma once
// Hop counts between servers (links on the shortest path): the diameter, and for layered fabrics
// the hops of paths turning at each tier (2 under a leaf, 4 via a spine, 6 via a core). Two ways
// to the same figures: a closed form for layered fabrics of any number of planes, linear in the
// design, and a breadth-first search per server class for any other graph.

#include <optional>
#include <vector>

#include "core/topology.h"
#include "rules/analysis.h"

namespace spinel::fabric {

// Servers grouped by their (sorted) neighbours: members of a class are equally far from all
// other servers, so one search per class is enough.
struct ServerClasses {
    std::vector<int> classOf;                 // per device, -1 for switches and unlinked servers
    std::vector<int> size;                    // per class
    std::vector<std::vector<int>> neighbours; // per class, sorted device indices
};

ServerClasses classifyServers(const Topology &topo);

struct ServerHops {
    int diameter = 0; // longest shortest path between two servers that reach each other
    std::vector<TierHops> byTier;
};

// Fabrics whose links all join adjacent tiers, where every leaf reaches every spine of its pod
// and every core every pod of its plane (a plane: switches joined by switch links; a server with
// NICs in several planes). Empty for any other fabric, or when the sharing of leaves, pods and
// planes between server classes is too irregular to count in linear time.
std::optional<ServerHops> layeredHops(const Topology &topo, const ServerClasses &classes);

// Any graph, by search (servers forward only when they have direct server links, as in a torus).
// Diameter only; empty when the search would exceed its work cap.
std::optional<ServerHops> searchedHops(const Topology &topo, const ServerClasses &classes);

} // namespace spinel::fabric
