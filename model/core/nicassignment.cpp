#include "core/nicassignment.h"

#include <algorithm>
#include <set>
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
                for (int c = 0; c < design.links[std::size_t(adj.link)].count; ++c) taken.push_back(*end.port + c);
            }
        std::sort(taken.begin(), taken.end());
        // Unpinned cables fill the gaps in drawing order (adjacency is in link order).
        int next = 0;
        std::size_t skip = 0;
        for (const auto &adj : adjacent) {
            if (endOf(adj.link).port) continue;
            const int count = std::max(1, design.links[std::size_t(adj.link)].count);
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

int serverNic(const Design &design, const Topology &topo, const std::vector<LinkNics> &nics, int l, int server)
{
    if (design.links[std::size_t(l)].count > 1) return -1;
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
    std::vector<std::set<int>> railsOfServer(static_cast<std::size_t>(n)); // rails taken by a server's leaves
    for (const auto &[cables, leaf, nic] : votes) {
        if (rail[std::size_t(leaf)] >= 0) continue;
        bool free = true;
        for (const auto &adj : topo.adjacency[std::size_t(leaf)])
            if (topo.tiers[std::size_t(adj.device)] == Tier::Server && railsOfServer[std::size_t(adj.device)].count(nic))
                free = false;
        if (!free) continue;
        rail[std::size_t(leaf)] = nic;
        for (const auto &adj : topo.adjacency[std::size_t(leaf)])
            if (topo.tiers[std::size_t(adj.device)] == Tier::Server) railsOfServer[std::size_t(adj.device)].insert(nic);
    }
    return rail;
}

} // namespace spinel
