#pragma once
// Recognising a layered Clos fabric in any drawn design: links only between adjacent tiers, each
// leaf spreading its uplinks evenly over every spine of its pod, the spines of a pod with equal
// uplinks, and every core seeing every pod of its plane equally (or, failing that, cores in
// interchangeable groups: CoreClass). A plane is the pods its cores join: a design of several
// planes (a server's NICs split between independent fabrics) is several such Closes side by side.
// Such fabrics get a closed-form bisection in O(links) instead of a max flow on the whole fabric.

#include <optional>
#include <utility>
#include <vector>

#include "core/topology.h"

namespace spinel::fabric {

// Cores that do not see their plane's pods in the same proportions (a partial last pod whose
// uplinks do not divide evenly over the cores: `bench scale` at 1M GPUs), merged into classes the
// cut cannot tell apart. Set only when the spines of every pod are interchangeable: the cores
// fall into groups that each hang off one spine of every pod of the plane, and every group holds
// the same cores up to relabelling. Swapping two groups (and the spines they hang off) is then a
// symmetry of the fabric, and the smallest min cut, being unique, is left as it is by every
// symmetry: all spines of a pod sit on one side, and each core with its copies in the other groups.
struct CoreClass {
    int plane = 0;
    std::vector<std::pair<int, long long>> podMbps; // per pod reached: the class's capacity to its spines, all copies
};

struct ClosStructure {
    Tier top = Tier::Leaf; // highest tier with links
    std::vector<int> pod;  // per device: pod of a leaf or spine, else -1
    int pods = 0;
    std::vector<char> podHasSpines; // per pod
    std::vector<int> planeOfPod;    // per pod: pods joined by cores share a plane; others have their own
    int planes = 0;
    std::vector<CoreClass> coreClasses; // empty when every core sees its plane's pods alike
};

// `capacityGbps` per link (0 for links to missing devices). Empty when the design is not such a fabric.
std::optional<ClosStructure> detectClos(const Topology &topo, const std::vector<double> &capacityGbps);

} // namespace spinel::fabric
