#pragma once
// Which NIC of a server each cable uses. A pinned server port is the NIC index (as the generators
// and the Connect dialog pin it); an unpinned cable takes the lowest NIC no pinned cable holds, in
// the order the cables were drawn. Rules (rail alignment) and timing (rails) read the same answer.

#include <vector>

#include "core/design.h"
#include "core/topology.h"

namespace spinel {

struct LinkNics {
    int from = -1; // first NIC of the bundle at the `from` end; -1 when that end is not a server
    int to = -1;
};

// One entry per link of `design` (indexed like topo.linkFrom). A bundle of n cables uses NICs
// first .. first + n - 1.
std::vector<LinkNics> assignNics(const Design &design, const Topology &topo);

// The rail (NIC index) each leaf carries, per device index (-1: not a leaf with single-cable server
// links, or no rail left for it). Most cables first: a leaf takes the NIC most of its servers
// cable to it, unless a leaf sharing one of those servers already took that rail, so two leaves of
// one server never claim the same rail. Rail alignment reports against it; realignment pins to it.
std::vector<int> leafRails(const Design &design, const Topology &topo, const std::vector<LinkNics> &nics);

// The NIC a server's end of link `l` uses (-1 when that end is not a server or is a bundle).
int serverNic(const Design &design, const Topology &topo, const std::vector<LinkNics> &nics, int l, int server);

} // namespace spinel
