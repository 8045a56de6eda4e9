#include "cost/cablingplan.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "core/limits.h"
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

std::int64_t cableCount(const Design &design)
{
    std::int64_t cables = 0;
    for (const auto &link : design.links) cables += std::max(0, link.count);
    return cables;
}

void forEachCable(const Design &design, const Catalog &catalog, const std::function<void(const CableRun &)> &visit)
{
    // Bound the work by what the design really contains before reserving anything: a 2 KB file
    // claiming 100,000 cables per link once took 1.4 GB here.
    const std::int64_t cables = cableCount(design);
    if (cables > limits::kMaxCablesPerDesign)
        throw CablingPlanTooLarge("the design has " + std::to_string(cables) + " cables; a cabling plan is limited to "
                                  + std::to_string(limits::kMaxCablesPerDesign));

    std::unordered_map<std::string, const Device *> devices;
    devices.reserve(design.devices.size());
    for (const auto &device : design.devices) devices.emplace(device.id, &device);

    PortAllocator ports;
    for (const auto &link : design.links)
        for (int i = 0; i < link.count; ++i) {
            if (link.from.port) ports.reserve(link.from.device, *link.from.port + i);
            if (link.to.port) ports.reserve(link.to.device, *link.to.port + i);
        }

    CableRun run;  // one row, reused
    for (const auto &link : design.links) {
        const LinkParts parts = partsForLink(link, catalog);
        const auto from = devices.find(link.from.device);
        const auto to = devices.find(link.to.device);
        run.linkId = link.id;
        run.fromDevice = link.from.device;
        run.fromName = from != devices.end() ? from->second->name : link.from.device;
        run.toDevice = link.to.device;
        run.toName = to != devices.end() ? to->second->name : link.to.device;
        run.speedGbps = link.speedGbps;
        run.medium = link.medium;
        run.lengthM = parts.lengthM;
        run.lengthAssumed = parts.lengthAssumed;
        run.cableId = parts.cableId;
        run.transceiverId = parts.transceiverId;
        for (int i = 0; i < link.count; ++i) {
            run.indexInBundle = i;
            run.fromPort = link.from.port ? *link.from.port + i : ports.next(link.from.device);
            run.toPort = link.to.port ? *link.to.port + i : ports.next(link.to.device);
            visit(run);
        }
    }
}

std::vector<CableRun> cablingPlan(const Design &design, const Catalog &catalog)
{
    std::vector<CableRun> plan;
    forEachCable(design, catalog, [&plan](const CableRun &run) { plan.push_back(run); });
    return plan;
}

} // namespace spinel
