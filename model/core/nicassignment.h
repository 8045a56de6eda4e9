#pragma once
// Which NIC of a server each cable uses. A pinned server port is the NIC index (as the generators
// and the Connect dialog pin it); an unpinned cable takes the lowest NIC no pinned cable holds, in
// the order the cables were drawn. Rules (rail alignment) and timing (rails) read the same answer.

#include <vector>

#include "core/design.h"
#include "core/topology.h"

namespace spinel {

struct LinkNics {
    int from = -1;  // first NIC of the bundle at the `from` end; -1 when that end is not a server
    int to = -1;
};

// One entry per link of `design` (indexed like topo.linkFrom). A bundle of n cables uses NICs
// first .. first + n - 1.
std::vector<LinkNics> assignNics(const Design &design, const Topology &topo);

} // namespace spinel
