#include "core/nicassignment.h"

#include <algorithm>
#include <tuple>

namespace spinel {

std::vector<LinkNics> assignNics(const Design &design, const Topology &topo)
{
    std::vector<LinkNics> nics(std::size_t(topo.linkCount()));
    std::vector<int> taken; // NICs pinned on the current server, sorted
    for (int d = 0; d < topo.deviceCount(); ++d) {
        if (topo.tiers[std::size_t(d)] != Tier::Server) continue;
        const auto &adjacent = topo.adjacency[std::size_t(d)];
        auto endOf = [&](int l) -> const Endpoint & {
            const Link &link = design.links[std::size_t(l)];
            return topo.linkFrom[std::size_t(l)] == d ? link.from : link.to;
        };
        auto slot = [&](int l) -> int & {
            return topo.linkFrom[std::size_t(l)] == d ? nics[std::size_t(l)].from : nics[std::size_t(l)].to;
        };
        taken.clear();
        for (const auto &adj : adjacent)
            if (const Endpoint &end = endOf(adj.link); end.port) {
                slot(adj.link) = *end.port;
                for (int c = 0; c < topo.linkCables[std::size_t(adj.link)]; ++c) taken.push_back(*end.port + c);
            }
        std::sort(taken.begin(), taken.end());
        // Unpinned cables fill the gaps in drawing order (adjacency is in link order).
        int next = 0;
        std::size_t skip = 0;
        for (const auto &adj : adjacent) {
            if (endOf(adj.link).port) continue;
            const int count = std::max(1, topo.linkCables[std::size_t(adj.link)]);
            // A bundle keeps its NICs contiguous: the first gap wide enough for it.
            for (;;) {
                while (skip < taken.size() && taken[skip] < next) ++skip;
                if (skip == taken.size() || taken[skip] >= next + count) break;
                next = taken[skip] + 1;
            }
            slot(adj.link) = next;
            next += count;
        }
    }
    return nics;
}

int serverNic(const Design &, const Topology &topo, const std::vector<LinkNics> &nics, int l, int server)
{
    if (topo.linkCables[std::size_t(l)] > 1) return -1;
    return topo.linkFrom[std::size_t(l)] == server ? nics[std::size_t(l)].from : nics[std::size_t(l)].to;
}

std::vector<int> leafRails(const Design &design, const Topology &topo, const std::vector<LinkNics> &nics)
{
    const int n = topo.deviceCount();
    // (cables, leaf, nic) for every leaf and NIC index its servers use.
    std::vector<std::tuple<int, int, int>> votes;
    std::vector<std::pair<int, int>> counts;
    for (int leaf = 0; leaf < n; ++leaf) {
        if (topo.tiers[std::size_t(leaf)] != Tier::Leaf) continue;
        counts.clear();
        for (const auto &adj : topo.adjacency[std::size_t(leaf)]) {
            if (topo.tiers[std::size_t(adj.device)] != Tier::Server) continue;
            const int nic = serverNic(design, topo, nics, adj.link, adj.device);
            if (nic < 0) continue;
            auto it = std::find_if(counts.begin(), counts.end(), [&](const auto &c) { return c.first == nic; });
            if (it == counts.end()) counts.push_back({nic, 1});
            else ++it->second;
        }
        for (const auto &[nic, cables] : counts) votes.emplace_back(cables, leaf, nic);
    }
    std::sort(votes.begin(), votes.end(), [](const auto &a, const auto &b) {
        return std::get<0>(a) != std::get<0>(b) ? std::get<0>(a) > std::get<0>(b) : a < b;
    });
    std::vector<int> rail(std::size_t(n), -1);
    // Rails taken by each server's leaves, at most one per link of the server: kept in one flat
    // array (slots from the server's first link on) rather than a set per server.
    std::vector<std::size_t> firstSlot(std::size_t(n) + 1, 0);
    for (int d = 0; d < n; ++d)
        firstSlot[std::size_t(d) + 1] = firstSlot[std::size_t(d)]
                                        + (topo.tiers[std::size_t(d)] == Tier::Server ? topo.adjacency[std::size_t(d)].size() : 0);
    std::vector<int> railsTaken(firstSlot.back());
    std::vector<int> railsOfServer(std::size_t(n), 0); // how many slots are used
    auto taken = [&](int server, int nic) {
        const int *first = railsTaken.data() + firstSlot[std::size_t(server)];
        return std::find(first, first + railsOfServer[std::size_t(server)], nic) != first + railsOfServer[std::size_t(server)];
    };
    for (const auto &[cables, leaf, nic] : votes) {
        if (rail[std::size_t(leaf)] >= 0) continue;
        bool free = true;
        for (const auto &adj : topo.adjacency[std::size_t(leaf)])
            if (topo.tiers[std::size_t(adj.device)] == Tier::Server && taken(adj.device, nic)) free = false;
        if (!free) continue;
        rail[std::size_t(leaf)] = nic;
        for (const auto &adj : topo.adjacency[std::size_t(leaf)])
            if (topo.tiers[std::size_t(adj.device)] == Tier::Server && !taken(adj.device, nic))
                railsTaken[firstSlot[std::size_t(adj.device)] + std::size_t(railsOfServer[std::size_t(adj.device)]++)] = nic;
    }
    return rail;
}

} // namespace spinel
