#include "core/portmap.h"

#include <algorithm>
#include <limits>

#include "core/nicassignment.h"
#include "core/topology.h"

namespace spinel {

namespace {

// Everything one look-up needs: the topology, the NICs in effect and the leaves' rails. All three
// span the design (a leaf's rail is a greedy choice over every leaf): 0.16 s at 1M GPUs, with the
// topology's link-id index skipped (no look-up here needs it; with it, 0.7-1.0 s). A stop request
// is asked between the steps, so a window closing does not wait for the rest.
struct PortContext {
    Topology topo;
    std::vector<LinkNics> nics;
    std::vector<int> rails;
    bool stopped = false;

    PortContext(const Design &design, const Catalog &catalog, const StopRequest &stop = {})
        : topo(buildTopology(design, catalog, TopologyIndex::DevicesOnly))
    {
        if ((stopped = stopRequested(stop))) return;
        nics = assignNics(design, topo);
        if ((stopped = stopRequested(stop))) return;
        rails = leafRails(design, topo, nics);
    }

    // The end of link `l` at device index `d`.
    LinkEnd end(const Design &design, int l, int d) const
    {
        const Link &link = design.links[std::size_t(l)];
        const bool from = topo.linkFrom[std::size_t(l)] == d;
        LinkEnd out;
        out.device = from ? link.from.device : link.to.device;
        out.port = from ? link.from.port : link.to.port;
        if (topo.tiers[std::size_t(d)] == Tier::Server) out.nic = from ? nics[std::size_t(l)].from : nics[std::size_t(l)].to;
        // A server-leaf link is on the rail its leaf carries, at both ends.
        for (const int side : {topo.linkFrom[std::size_t(l)], topo.linkTo[std::size_t(l)]})
            if (topo.tiers[std::size_t(side)] == Tier::Leaf && topo.linkLayers[std::size_t(l)] == LinkLayer::ServerLeaf)
                out.rail = rails[std::size_t(side)];
        return out;
    }
};

} // namespace

std::vector<PortMapRow> portMap(const Design &design, const Catalog &catalog, const std::string &deviceId)
{
    const PortContext context(design, catalog);
    const int d = context.topo.findDevice(deviceId);
    if (d < 0) return {};
    std::vector<PortMapRow> rows;
    for (const auto &adjacent : context.topo.adjacency[std::size_t(d)]) {
        const Link &link = design.links[std::size_t(adjacent.link)];
        PortMapRow row;
        row.linkId = link.id;
        row.here = context.end(design, adjacent.link, d);
        row.peer = context.end(design, adjacent.link, adjacent.device);
        row.count = link.count;
        row.speedGbps = link.speedGbps;
        rows.push_back(std::move(row));
    }
    // NIC order on a server, port order on a switch (unpinned ports last); stable: link order.
    const auto key = [](const PortMapRow &row) {
        const int slot = row.here.nic >= 0 ? row.here.nic : row.here.port.value_or(-1);
        return slot < 0 ? std::numeric_limits<int>::max() : slot;
    };
    std::stable_sort(rows.begin(), rows.end(), [&](const PortMapRow &a, const PortMapRow &b) { return key(a) < key(b); });
    return rows;
}

std::optional<std::pair<LinkEnd, LinkEnd>> linkEnds(const Design &design, const Catalog &catalog, const Link &link,
                                                    const StopRequest &stop)
{
    if (stopRequested(stop)) return std::nullopt;
    const int l = int(&link - design.links.data());
    const PortContext context(design, catalog, stop);
    if (context.stopped) return std::nullopt;
    return std::pair{context.end(design, l, context.topo.linkFrom[std::size_t(l)]),
                     context.end(design, l, context.topo.linkTo[std::size_t(l)])};
}

std::optional<std::pair<LinkEnd, LinkEnd>> linkEnds(const Design &design, const Catalog &catalog, const std::string &linkId,
                                                    const StopRequest &stop)
{
    const Link *link = design.findLink(linkId);
    return link ? linkEnds(design, catalog, *link, stop) : std::nullopt;
}

} // namespace spinel
