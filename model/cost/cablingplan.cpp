#include "cost/cablingplan.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string_view>
#include <tuple>
#include <unordered_map>

#include "core/idtable.h"
#include "core/limits.h"
#include "cost/bom.h"

namespace spinel {

namespace {

// Hands out port numbers per device (an index resolved once per link end): reserved (pinned)
// ports first, then the lowest free ones.
class PortAllocator {
public:
    explicit PortAllocator(std::size_t devices)
        : m_used(devices)
        , m_cursor(devices, 0)
    { }
    void reserve(int device, int port)
    {
        if (port < 0) return; // never handed out anyway
        auto &used = m_used[std::size_t(device)];
        if (used.size() <= std::size_t(port)) used.resize(std::size_t(port) + 1, false);
        used[std::size_t(port)] = true;
    }
    int next(int device)
    {
        const auto &used = m_used[std::size_t(device)];
        int &cursor = m_cursor[std::size_t(device)];
        while (std::size_t(cursor) < used.size() && used[std::size_t(cursor)]) ++cursor;
        return cursor++; // the cursor only moves up, so its port is never handed out again
    }

private:
    std::vector<std::vector<bool>> m_used; // empty unless the design pins ports
    std::vector<int> m_cursor;
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

    // Link ends resolved to indices once, in the loader's id table (core/idtable.h). Ends naming no
    // device (a half-edited design in the GUI) get indices past the devices, in order of first
    // appearance, so they still get ports of their own; a repeated device id (mid-edit) is one end.
    std::vector<std::string_view> idOf; // per index
    idOf.reserve(design.devices.size());
    IdTable table(design.devices.size(), [&idOf](std::size_t index) { return idOf[index]; });
    std::vector<const std::string *> names; // per known index: its first device's name
    std::vector<const Device *> firstDevice;
    names.reserve(design.devices.size());
    firstDevice.reserve(design.devices.size());
    for (const auto &device : design.devices) {
        idOf.push_back(device.id);
        if (table.claim(device.id, idOf.size() - 1) != table.kAbsent) {
            idOf.pop_back();
            continue;
        }
        names.push_back(&device.name);
        firstDevice.push_back(&device);
    }
    const std::size_t knownDevices = idOf.size();
    std::unordered_map<std::string_view, int> unknownEnds; // none in a loaded design
    auto indexOf = [&](const std::string &id) {
        if (const std::size_t index = table.find(id); index != table.kAbsent) return int(index);
        return unknownEnds.try_emplace(id, int(knownDevices + unknownEnds.size())).first->second;
    };
    std::vector<std::pair<int, int>> ends;
    ends.reserve(design.links.size());
    for (const auto &link : design.links) {
        const int from = indexOf(link.from.device);
        ends.emplace_back(from, indexOf(link.to.device));
    }
    const std::size_t endCount = knownDevices + unknownEnds.size();

    PortAllocator ports(endCount);
    for (std::size_t l = 0; l < design.links.size(); ++l) {
        const Link &link = design.links[l];
        for (int i = 0; i < link.count; ++i) {
            if (link.from.port) ports.reserve(ends[l].first, *link.from.port + i);
            if (link.to.port) ports.reserve(ends[l].second, *link.to.port + i);
        }
    }

    // The parts depend on (medium, speed, length) and the ends' host models (a switch's or NIC's
    // cage) only, and links repeat a handful of those.
    const bool byHost = catalogHasHostedParts(catalog);
    std::vector<std::string> hostOf;
    if (byHost) {
        hostOf.resize(endCount);
        const Device *previous = nullptr; // devices come in runs of one model: reuse its host
        std::string host;
        for (std::size_t index = 0; index < knownDevices; ++index) {
            const Device &device = *firstDevice[index];
            if (!previous || previous->kind != device.kind || previous->model != device.model
                || previous->nicModel != device.nicModel)
                host = hostModel(device, catalog);
            previous = &device;
            hostOf[index] = host;
        }
    }
    static const std::string none;
    std::map<std::tuple<Medium, double, std::optional<double>, std::string_view, std::string_view>, LinkParts> partsOf;
    CableRun run; // one row, reused
    for (std::size_t l = 0; l < design.links.size(); ++l) {
        const Link &link = design.links[l];
        const auto [from, to] = ends[l];
        const bool optical = byHost && link.medium >= Medium::Multimode; // copper and AOC: the cable only
        const std::string &fromHost = optical ? hostOf[std::size_t(from)] : none;
        const std::string &toHost = optical ? hostOf[std::size_t(to)] : none;
        auto [kind, fresh] = partsOf.try_emplace({link.medium, link.speedGbps, link.lengthM, fromHost, toHost});
        if (fresh) kind->second = partsForLink(link, catalog, fromHost, toHost);
        const LinkParts &parts = kind->second;
        run.linkId = link.id;
        run.fromDevice = link.from.device;
        run.fromName = std::size_t(from) < knownDevices ? *names[std::size_t(from)] : link.from.device;
        run.toDevice = link.to.device;
        run.toName = std::size_t(to) < knownDevices ? *names[std::size_t(to)] : link.to.device;
        run.speedGbps = link.speedGbps;
        run.medium = link.medium;
        run.lengthM = parts.lengthM;
        run.lengthAssumed = parts.lengthAssumed;
        run.cableId = parts.cableId;
        run.transceiverId = parts.fromTransceiverId;
        run.toTransceiverId = parts.toTransceiverId;
        for (int i = 0; i < link.count; ++i) {
            run.indexInBundle = i;
            run.fromPort = link.from.port ? *link.from.port + i : ports.next(from);
            run.toPort = link.to.port ? *link.to.port + i : ports.next(to);
            visit(run);
        }
    }
}

std::string transceiverParts(const CableRun &run, bool reversed)
{
    if (run.transceiverId == run.toTransceiverId) return run.transceiverId;
    return reversed ? run.toTransceiverId + " / " + run.transceiverId : run.transceiverId + " / " + run.toTransceiverId;
}

std::vector<CableRun> cablingPlan(const Design &design, const Catalog &catalog)
{
    std::vector<CableRun> plan;
    forEachCable(design, catalog, [&plan](const CableRun &run) { plan.push_back(run); });
    return plan;
}

} // namespace spinel
