#include "core/nicassignment.h"

#include <algorithm>

namespace spinel {

std::vector<LinkNics> assignNics(const Design &design, const Topology &topo)
{
    std::vector<LinkNics> nics(std::size_t(topo.linkCount()));
    std::vector<int> taken;  // NICs pinned on the current server, sorted
    for (int d = 0; d < topo.deviceCount(); ++d) {
        if (topo.tiers[std::size_t(d)] != Tier::Server) continue;
        const auto &adjacent = topo.adjacency[std::size_t(d)];
        auto endOf = [&](int l) -> const Endpoint & {
            const Link &link = design.links[std::size_t(l)];
            return topo.linkFrom[std::size_t(l)] == d ? link.from : link.to;
        };
        auto slot = [&](int l) -> int & { return topo.linkFrom[std::size_t(l)] == d ? nics[std::size_t(l)].from : nics[std::size_t(l)].to; };
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

} // namespace spinel
