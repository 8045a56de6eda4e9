#include "timing/schedulepaths.h"

#include <algorithm>
#include <climits>
#include <deque>

namespace spinel::timing {

SchedulePaths::SchedulePaths(const Design &design, const Catalog &catalog, const FabricProfile &profile)
    : m_profile(profile)
    , m_topology(buildTopology(design, catalog))
{
    // Ports in the order buildFabricProfile numbers them: pinned port first, then link order, each
    // cable of a bundle one port.
    m_portLinks.resize(profile.servers.size());
    for (std::size_t s = 0; s < profile.servers.size(); ++s) {
        const ServerProfile &server = profile.servers[s];
        struct Candidate {
            int pinned, link, count;
        };
        // A rack-scale NVLink domain's ports are its trays' ports in tray order.
        const std::vector<int> single{server.device};
        for (int tray : server.trays.empty() ? single : server.trays) {
            std::vector<Candidate> candidates;
            const std::string &id = design.devices[std::size_t(tray)].id;
            for (const auto &adjacent : m_topology.adjacency[std::size_t(tray)]) {
                if (m_topology.tiers[std::size_t(adjacent.device)] == Tier::Server) continue;
                const Link &link = design.links[std::size_t(adjacent.link)];
                const Endpoint &end = link.from.device == id ? link.from : link.to;
                candidates.push_back({end.port.value_or(INT_MAX), adjacent.link, std::max(1, link.count)});
            }
            std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate &x, const Candidate &y) {
                return x.pinned != y.pinned ? x.pinned < y.pinned : x.link < y.link;
            });
            for (const Candidate &c : candidates)
                for (int i = 0; i < c.count && int(m_portLinks[s].size()) < server.portCount; ++i)
                    m_portLinks[s].push_back(c.link);
        }
    }
}

int SchedulePaths::switchEnd(int link) const
{
    // The switch end of a server's port link (its server end may be any tray of a domain).
    const int from = m_topology.linkFrom[std::size_t(link)];
    return m_topology.tiers[std::size_t(from)] == Tier::Server ? m_topology.linkTo[std::size_t(link)] : from;
}

int SchedulePaths::rails(int serverA, int serverB) const
{
    return int(std::min(m_portLinks[std::size_t(serverA)].size(), m_portLinks[std::size_t(serverB)].size()));
}

int SchedulePaths::portLink(int server, int rail) const
{
    const auto &links = m_portLinks[std::size_t(server)];
    return links.empty() ? -1 : links[std::size_t(rail) % links.size()];
}

const std::vector<int> &SchedulePaths::distancesTo(int switchDevice)
{
    auto found = m_distances.find(switchDevice);
    if (found != m_distances.end()) return found->second;
    std::vector<int> distance(std::size_t(m_topology.deviceCount()), -1);
    std::deque<int> queue{switchDevice};
    distance[std::size_t(switchDevice)] = 0;
    while (!queue.empty()) {
        const int at = queue.front();
        queue.pop_front();
        for (const auto &adjacent : m_topology.adjacency[std::size_t(at)]) {
            // Only switches forward traffic: paths never cross a server.
            if (m_topology.tiers[std::size_t(adjacent.device)] == Tier::Server || distance[std::size_t(adjacent.device)] >= 0)
                continue;
            distance[std::size_t(adjacent.device)] = distance[std::size_t(at)] + 1;
            queue.push_back(adjacent.device);
        }
    }
    return m_distances.emplace(switchDevice, std::move(distance)).first->second;
}

void SchedulePaths::appendSwitchPath(int from, int to, unsigned hash, std::vector<int> &links)
{
    const std::vector<int> &distance = distancesTo(to);
    if (distance[std::size_t(from)] < 0) {
        links.clear(); // not connected
        return;
    }
    int at = from;
    std::vector<const Topology::Adjacent *> next;
    while (at != to) {
        next.clear();
        for (const auto &adjacent : m_topology.adjacency[std::size_t(at)])
            if (distance[std::size_t(adjacent.device)] == distance[std::size_t(at)] - 1
                && m_topology.tiers[std::size_t(adjacent.device)] != Tier::Server)
                next.push_back(&adjacent);
        const auto *chosen = next[hash % next.size()];
        hash = hash * 2654435761u + 1;
        links.push_back(chosen->link);
        at = chosen->device;
    }
}

std::vector<int> SchedulePaths::between(int serverA, int serverB, int rail)
{
    const int first = portLink(serverA, rail), last = portLink(serverB, rail);
    if (first < 0 || last < 0) return {};
    std::vector<int> links{first};
    appendSwitchPath(switchEnd(first), switchEnd(last), unsigned(serverA) * 40503u + unsigned(serverB) * 9176u + unsigned(rail),
                     links);
    if (links.empty()) return {};
    links.push_back(last);
    return links;
}

std::vector<int> SchedulePaths::toSwitch(int server, int rail, int switchDevice)
{
    const int first = portLink(server, rail);
    if (first < 0 || switchDevice < 0) return {};
    std::vector<int> links{first};
    appendSwitchPath(switchEnd(first), switchDevice, unsigned(server) * 40503u + unsigned(rail), links);
    return links;
}

int SchedulePaths::aggregationSwitch(int rail, int servers)
{
    if (auto found = m_aggregation.find(rail); found != m_aggregation.end()) return found->second;
    // The edge switches of the rail; the switch with the smallest worst distance to them all
    // (ties: the lowest index, a leaf before a spine in most files).
    std::vector<int> edges;
    for (int s = 0; s < servers && s < int(m_portLinks.size()); ++s) {
        const int link = portLink(s, rail);
        if (link < 0) continue;
        const int edge = switchEnd(link);
        if (std::find(edges.begin(), edges.end(), edge) == edges.end()) edges.push_back(edge);
    }
    std::vector<int> worst(std::size_t(m_topology.deviceCount()), 0);
    for (int edge : edges) {
        const std::vector<int> &distance = distancesTo(edge);
        for (std::size_t d = 0; d < worst.size(); ++d)
            worst[d] = distance[d] < 0 || worst[d] < 0 ? -1 : std::max(worst[d], distance[d]);
    }
    int best = -1;
    for (int d = 0; d < m_topology.deviceCount(); ++d) {
        if (m_topology.tiers[std::size_t(d)] == Tier::Server || worst[std::size_t(d)] < 0) continue;
        if (best < 0 || worst[std::size_t(d)] < worst[std::size_t(best)]) best = d;
    }
    m_aggregation.emplace(rail, best);
    return best;
}

} // namespace spinel::timing
