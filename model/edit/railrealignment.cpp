#include "edit/railrealignment.h"

#include <algorithm>
#include <unordered_set>

#include "core/nicassignment.h"
#include "core/topology.h"

namespace spinel {

std::vector<Link> RailRealignment::realign(const Design &design, const Catalog &catalog, const std::vector<std::string> &serverIds)
{
    const Topology topo = buildTopology(design, catalog, TopologyIndex::DevicesOnly);
    const std::vector<LinkNics> nics = assignNics(design, topo);
    const std::vector<int> railOfLeaf = leafRails(design, topo, nics);
    const std::unordered_set<std::string> only(serverIds.begin(), serverIds.end());

    std::vector<int> newFirst(design.links.size(), -1); // new first NIC at the server end
    std::vector<int> endOwner(design.links.size(), -1); // which end: the server's device index
    std::vector<char> changed(design.links.size(), 0);
    std::vector<char> used;
    for (int s = 0; s < topo.deviceCount(); ++s) {
        const Device &server = design.devices[std::size_t(s)];
        if (topo.tiers[std::size_t(s)] != Tier::Server || (!only.empty() && !only.count(server.id))) continue;
        const auto &adjacent = topo.adjacency[std::size_t(s)];
        const int nicCount = std::max(effectiveNics(server, catalog).count, 1);
        used.assign(std::size_t(nicCount) + 4096, 0);
        auto take = [&](int first, int count) {
            for (int c = 0; c < count; ++c) used[std::size_t(first + c)] = 1;
        };
        auto isFree = [&](int first, int count) {
            for (int c = 0; c < count; ++c)
                if (first + c >= int(used.size()) || used[std::size_t(first + c)]) return false;
            return true;
        };
        // Cables to another server stay where they are: realigning one end would move the other's.
        for (const auto &adj : adjacent)
            if (topo.tiers[std::size_t(adj.device)] == Tier::Server) {
                const int now = topo.linkFrom[std::size_t(adj.link)] == s ? nics[std::size_t(adj.link)].from
                                                                          : nics[std::size_t(adj.link)].to;
                if (isFree(now, std::max(design.links[std::size_t(adj.link)].count, 1)))
                    take(now, std::max(design.links[std::size_t(adj.link)].count, 1));
            }
        // Single cables to a leaf with a rail take that rail's NIC (when the server has it).
        std::vector<int> rest;
        for (const auto &adj : adjacent) {
            const int l = adj.link;
            if (topo.tiers[std::size_t(adj.device)] == Tier::Server) continue;
            const int rail = topo.tiers[std::size_t(adj.device)] == Tier::Leaf ? railOfLeaf[std::size_t(adj.device)] : -1;
            endOwner[std::size_t(l)] = s;
            if (design.links[std::size_t(l)].count == 1 && rail >= 0 && rail < nicCount && isFree(rail, 1)) {
                newFirst[std::size_t(l)] = rail;
                take(rail, 1);
            } else {
                rest.push_back(l);
            }
        }
        // Everything else (bundles, cables to spines or servers, leaves without a rail): the lowest
        // free NICs in drawing order.
        for (int l : rest) {
            const int count = std::max(design.links[std::size_t(l)].count, 1);
            int first = 0;
            while (!isFree(first, count) && first + count < int(used.size())) ++first;
            if (!isFree(first, count)) continue; // no room: leave the link as it is
            newFirst[std::size_t(l)] = first;
            take(first, count);
        }
        bool moves = false;
        for (const auto &adj : adjacent) {
            const int l = adj.link;
            const int now = topo.linkFrom[std::size_t(l)] == s ? nics[std::size_t(l)].from : nics[std::size_t(l)].to;
            if (newFirst[std::size_t(l)] >= 0 && newFirst[std::size_t(l)] != now) moves = true;
        }
        if (!moves) continue;
        for (const auto &adj : adjacent) {
            const int l = adj.link;
            const Endpoint &end = topo.linkFrom[std::size_t(l)] == s ? design.links[std::size_t(l)].from
                                                                     : design.links[std::size_t(l)].to;
            if (newFirst[std::size_t(l)] >= 0 && end.port != newFirst[std::size_t(l)]) changed[std::size_t(l)] = 1;
        }
    }
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

} // namespace spinel
