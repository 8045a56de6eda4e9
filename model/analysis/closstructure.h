#pragma once
// Recognising a layered Clos fabric in any drawn design: links only between adjacent tiers, each
// leaf spreading its uplinks evenly over every spine of its pod, the spines of a pod with equal
// uplinks, and every core seeing every pod of its plane equally. A plane is the pods its cores
// join: a design of several planes (a server's NICs split between independent fabrics) is
// several such Closes side by side. Such fabrics get a closed-form bisection in O(links) instead
// of a max flow.

#include <optional>
#include <vector>

#include "core/topology.h"

namespace spinel::fabric {

struct ClosStructure {
    Tier top = Tier::Leaf; // highest tier with links
    std::vector<int> pod;  // per device: pod of a leaf or spine, else -1
    int pods = 0;
    std::vector<char> podHasSpines; // per pod
    std::vector<int> planeOfPod;    // per pod: pods joined by cores share a plane; others have their own
    int planes = 0;
};

// `capacityGbps` per link (0 for links to missing devices). Empty when the design is not such a fabric.
std::optional<ClosStructure> detectClos(const Topology &topo, const std::vector<double> &capacityGbps);

} // namespace spinel::fabric
