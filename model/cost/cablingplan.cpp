#include "cost/cablingplan.h"

#include <unordered_map>
#include <unordered_set>

#include "cost/bom.h"

namespace spinel {

namespace {

// Hands out port numbers per device: reserved (pinned) ports first, then the lowest free ones.
class PortAllocator {
public:
    void reserve(const std::string &device, int port) { m_used[device].insert(port); }
    int next(const std::string &device)
    {
        auto &used = m_used[device];
        int &cursor = m_cursor[device];
        while (used.count(cursor)) ++cursor;
        used.insert(cursor);
        return cursor;
    }

private:
    std::unordered_map<std::string, std::unordered_set<int>> m_used;
    std::unordered_map<std::string, int> m_cursor;
};

} // namespace

std::vector<CableRun> cablingPlan(const Design &design, const Catalog &catalog)
{
    std::unordered_map<std::string, const Device *> devices;
    devices.reserve(design.devices.size());
    for (const auto &device : design.devices) devices.emplace(device.id, &device);

    PortAllocator ports;
    for (const auto &link : design.links)
        for (int i = 0; i < link.count; ++i) {
            if (link.from.port) ports.reserve(link.from.device, *link.from.port + i);
            if (link.to.port) ports.reserve(link.to.device, *link.to.port + i);
        }

    std::vector<CableRun> plan;
    std::size_t total = 0;
    for (const auto &link : design.links) total += std::size_t(link.count);
    plan.reserve(total);
    for (const auto &link : design.links) {
        const LinkParts parts = partsForLink(link, catalog);
        const auto from = devices.find(link.from.device);
        const auto to = devices.find(link.to.device);
        for (int i = 0; i < link.count; ++i) {
            CableRun run;
            run.linkId = link.id;
            run.indexInBundle = i;
            run.fromDevice = link.from.device;
            run.fromName = from != devices.end() ? from->second->name : link.from.device;
            run.fromPort = link.from.port ? *link.from.port + i : ports.next(link.from.device);
            run.toDevice = link.to.device;
            run.toName = to != devices.end() ? to->second->name : link.to.device;
            run.toPort = link.to.port ? *link.to.port + i : ports.next(link.to.device);
            run.speedGbps = link.speedGbps;
            run.medium = link.medium;
            run.lengthM = parts.lengthM;
            run.lengthAssumed = parts.lengthAssumed;
            run.cableId = parts.cableId;
            run.transceiverId = parts.transceiverId;
            plan.push_back(std::move(run));
        }
    }
    return plan;
}

} // namespace spinel
