#include "edit/serverwiring.h"

#include <set>
#include <utility>

#include "edit/idallocator.h"
#include "edit/linkdefaults.h"

namespace spinel {

std::vector<Link> ServerWiring::wire(const Design &design, const Catalog &catalog, const std::vector<const Device *> &servers,
                                     const std::vector<const Device *> &leaves, Mode mode, IdAllocator &ids)
{
    std::vector<Link> links;
    if (servers.empty() || leaves.empty()) return links;

    // Server NIC ports already cabled, by (server id, port).
    std::set<std::pair<std::string, int>> cabled;
    for (const Link &link : design.links) {
        if (link.from.port) cabled.emplace(link.from.device, *link.from.port);
        if (link.to.port) cabled.emplace(link.to.device, *link.to.port);
    }

    std::size_t dealt = 0; // round-robin: NICs handed out so far
    for (const Device *server : servers) {
        const int nics = effectiveNics(*server, catalog).count;
        for (int nic = 0; nic < nics; ++nic) {
            const std::size_t leafIndex = mode == Mode::RailAligned ? std::size_t(nic) % leaves.size() : dealt++ % leaves.size();
            if (cabled.count({server->id, nic})) continue;
            const Device &leaf = *leaves[leafIndex];
            Link link = LinkDefaults::makeLink(*server, leaf, ids.take("link"), catalog);
            link.from.port = nic; // the NIC index, as the built-in examples and generators pin it
            links.push_back(std::move(link));
        }
    }
    return links;
}

} // namespace spinel
