#include "edit/railrealignment.h"

#include <algorithm>
#include <unordered_set>

#include "core/limits.h"
#include "core/nicassignment.h"
#include "core/topology.h"

namespace spinel {

namespace {

// Room past a server's own NICs, for ends pinned beyond them and for bundles: one link's worth of
// cables.
constexpr int kSpareNicSlots = limits::kMaxCablesPerLink;

// Which NICs of one server are taken while its cables are placed.
struct NicSlots {
    std::vector<char> used;

    void reset(int nicCount) { used.assign(std::size_t(nicCount) + kSpareNicSlots, 0); }
    void take(int first, int count)
    {
        for (int c = 0; c < count; ++c) used[std::size_t(first + c)] = 1;
    }
    bool isFree(int first, int count) const
    {
        for (int c = 0; c < count; ++c)
            if (first + c >= int(used.size()) || used[std::size_t(first + c)]) return false;
        return true;
    }
};

// The realignment of every chosen server, one at a time; per link the new first NIC at its
// server end, which end that is, and whether the link changes.
struct Realigner {
    const Design &design;
    const Catalog &catalog;
    const Topology topo;
    const std::vector<LinkNics> nics;
    const std::vector<int> railOfLeaf;
    std::vector<int> newFirst; // new first NIC at the server end
    std::vector<int> endOwner; // which end: the server's device index
    std::vector<char> changed;
    NicSlots slots;

    Realigner(const Design &design, const Catalog &catalog)
        : design(design)
        , catalog(catalog)
        , topo(buildTopology(design, catalog, TopologyIndex::DevicesOnly))
        , nics(assignNics(design, topo))
        , railOfLeaf(leafRails(design, topo, nics))
        , newFirst(design.links.size(), -1)
        , endOwner(design.links.size(), -1)
        , changed(design.links.size(), 0)
    { }

    int cablesOf(int link) const { return std::max(design.links[std::size_t(link)].count, 1); }
    // The first NIC the server `s` end of `link` uses now.
    int nicNow(int s, int link) const
    {
        return topo.linkFrom[std::size_t(link)] == s ? nics[std::size_t(link)].from : nics[std::size_t(link)].to;
    }

    void realignServer(int s)
    {
        const int nicCount = std::max(effectiveNics(design.devices[std::size_t(s)], catalog).count, 1);
        slots.reset(nicCount);
        keepServerToServer(s);
        placeRest(placeOnRails(s, nicCount));
        if (moves(s)) markChanged(s);
    }

    // Cables to another server stay where they are: realigning one end would move the other's.
    void keepServerToServer(int s)
    {
        for (const auto &adj : topo.adjacency[std::size_t(s)])
            if (topo.tiers[std::size_t(adj.device)] == Tier::Server) {
                const int now = nicNow(s, adj.link);
                if (slots.isFree(now, cablesOf(adj.link))) slots.take(now, cablesOf(adj.link));
            }
    }

    // Single cables to a leaf with a rail take that rail's NIC (when the server has it); returns
    // the other links.
    std::vector<int> placeOnRails(int s, int nicCount)
    {
        std::vector<int> rest;
        for (const auto &adj : topo.adjacency[std::size_t(s)]) {
            const int l = adj.link;
            if (topo.tiers[std::size_t(adj.device)] == Tier::Server) continue;
            const int rail = topo.tiers[std::size_t(adj.device)] == Tier::Leaf ? railOfLeaf[std::size_t(adj.device)] : -1;
            endOwner[std::size_t(l)] = s;
            if (design.links[std::size_t(l)].count == 1 && rail >= 0 && rail < nicCount && slots.isFree(rail, 1)) {
                newFirst[std::size_t(l)] = rail;
                slots.take(rail, 1);
            } else {
                rest.push_back(l);
            }
        }
        return rest;
    }

    // Everything else (bundles, cables to spines or servers, leaves without a rail): the lowest
    // free NICs in drawing order.
    void placeRest(const std::vector<int> &rest)
    {
        for (int l : rest) {
            const int count = cablesOf(l);
            int first = 0;
            while (!slots.isFree(first, count) && first + count < int(slots.used.size())) ++first;
            if (!slots.isFree(first, count)) continue; // no room: leave the link as it is
            newFirst[std::size_t(l)] = first;
            slots.take(first, count);
        }
    }

    bool moves(int s) const
    {
        for (const auto &adj : topo.adjacency[std::size_t(s)]) {
            const int l = adj.link;
            if (newFirst[std::size_t(l)] >= 0 && newFirst[std::size_t(l)] != nicNow(s, l)) return true;
        }
        return false;
    }

    void markChanged(int s)
    {
        for (const auto &adj : topo.adjacency[std::size_t(s)]) {
            const int l = adj.link;
            const Endpoint &end = topo.linkFrom[std::size_t(l)] == s ? design.links[std::size_t(l)].from
                                                                     : design.links[std::size_t(l)].to;
            if (newFirst[std::size_t(l)] >= 0 && end.port != newFirst[std::size_t(l)]) changed[std::size_t(l)] = 1;
        }
    }

    std::vector<Link> changedLinks() const
    {
        std::vector<Link> result;
        for (std::size_t l = 0; l < design.links.size(); ++l) {
            if (!changed[l]) continue;
            Link link = design.links[l];
            Endpoint &end = topo.linkFrom[l] == endOwner[l] ? link.from : link.to;
            end.port = newFirst[l];
            result.push_back(std::move(link));
        }
        return result;
    }
};

} // namespace

std::vector<Link> RailRealignment::realign(const Design &design, const Catalog &catalog, const std::vector<std::string> &serverIds)
{
    Realigner realigner(design, catalog);
    const std::unordered_set<std::string> only(serverIds.begin(), serverIds.end());
    for (int s = 0; s < realigner.topo.deviceCount(); ++s) {
        const Device &server = design.devices[std::size_t(s)];
        if (realigner.topo.tiers[std::size_t(s)] != Tier::Server || (!only.empty() && !only.count(server.id))) continue;
        realigner.realignServer(s);
    }
    return realigner.changedLinks();
}

} // namespace spinel
