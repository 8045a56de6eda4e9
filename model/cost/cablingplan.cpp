#include "cost/cablingplan.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string_view>
#include <tuple>
#include <unordered_map>

#include "core/hugepages.h"
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

// Every link's two ends as indices, resolved once, with each index's id and name. Ends naming no
// device (a half-edited design in the GUI) get indices past the devices, in order of first
// appearance, so they still get ports of their own, named by their id; a repeated device id
// (mid-edit) is one end, named after its first device.
struct PortEnds {
    struct Ends {
        int from, to;
    };
    std::vector<Ends> ofLink;
    std::vector<std::string_view> ids, names; // per index
    std::vector<const Device *> devices;      // per known index: its first device
    // Known ids and names, copied once, side by side: a lookup compares the id and the row then
    // reads the name in a few MB instead of two 200-byte Device records at random (30 MB at 1M GPUs).
    std::string text;
    // Per index: whether some cable there takes the next free port (not pinned). Only then do its
    // pinned ports need reserving; a design pinned throughout (as generated) reserves none.
    std::vector<char> takesFreePorts;
    bool anyPinnedBesideFree = false; // some index has both
};

PortEnds resolveLinkEnds(const Design &design)
{
    PortEnds ends;
    ends.ids.reserve(design.devices.size());
    ends.names.reserve(design.devices.size());
    ends.devices.reserve(design.devices.size());
    std::size_t textSize = 0;
    for (const auto &device : design.devices) textSize += device.id.size() + device.name.size();
    ends.text.reserve(textSize); // never grows past this, so the views stay valid
    adviseHugePages(ends.text);  // these buffers are written once: a page fault per 2 MiB, not 4 KiB
    auto &ids = ends.ids;
    IdTable table(design.devices.size(), [&ids](std::size_t index) { return ids[index]; });
    for (const auto &device : design.devices) {
        const std::size_t at = ends.text.size();
        ends.text += device.id;
        ids.emplace_back(ends.text.data() + at, device.id.size());
        if (table.claim(device.id, ids.size() - 1) != table.kAbsent) {
            ids.pop_back();
            ends.text.resize(at);
            continue;
        }
        ends.text += device.name;
        ends.names.emplace_back(ends.text.data() + at + device.id.size(), device.name.size());
        ends.devices.push_back(&device);
    }
    const std::size_t known = ids.size();
    std::vector<char> pinned(known, 0); // per index: some cable there is pinned
    ends.takesFreePorts.assign(known, 0);
    std::unordered_map<std::string_view, int> unknownEnds; // none in a loaded design
    auto indexOf = [&](const std::string &id) {
        if (const std::size_t index = table.find(id); index != table.kAbsent) return int(index);
        const auto [unknown, fresh] = unknownEnds.try_emplace(id, int(known + unknownEnds.size()));
        if (fresh) {
            ends.ids.push_back(id);
            ends.names.push_back(id);
            pinned.push_back(0);
            ends.takesFreePorts.push_back(0);
        }
        return unknown->second;
    };
    // One pass over the links (300 MB of them at 1M GPUs): the ends, and how their ports are taken.
    ends.ofLink.reserve(design.links.size());
    adviseHugePages(ends.ofLink); // 18 MB at 1M GPUs
    for (const Link &link : design.links) {
        const int from = indexOf(link.from.device), to = indexOf(link.to.device);
        ends.ofLink.push_back({from, to});
        (link.from.port ? pinned : ends.takesFreePorts)[std::size_t(from)] = 1;
        (link.to.port ? pinned : ends.takesFreePorts)[std::size_t(to)] = 1;
    }
    for (std::size_t index = 0; index < pinned.size(); ++index)
        if (pinned[index] && ends.takesFreePorts[index]) ends.anyPinnedBesideFree = true;
    return ends;
}

// The host model (switch or NIC model: the cage a transceiver plugs into) per end index, as an
// index into `hosts`, the distinct ones: resolved once per device instead of a string per device.
struct EndHosts {
    std::vector<int> ofEnd;
    std::vector<std::string> hosts; // distinct models; "" for unknown ends
};

EndHosts resolveHosts(const PortEnds &ends, const Catalog &catalog)
{
    EndHosts result;
    result.ofEnd.assign(ends.ids.size(), 0);
    std::map<std::string, int> indexOf;
    const Device *previous = nullptr; // devices come in runs of one model: reuse its host
    int host = 0;
    for (std::size_t index = 0; index < ends.devices.size(); ++index) {
        const Device &device = *ends.devices[index];
        if (!previous || previous->kind != device.kind || previous->model != device.model || previous->nicModel != device.nicModel)
            host = indexOf.try_emplace(hostModel(device, catalog), int(indexOf.size())).first->second;
        previous = &device;
        result.ofEnd[index] = host;
    }
    const int none = indexOf.try_emplace(std::string(), int(indexOf.size())).first->second;
    for (std::size_t index = ends.devices.size(); index < ends.ids.size(); ++index) result.ofEnd[index] = none;
    result.hosts.resize(indexOf.size());
    for (auto &[model, index] : indexOf) result.hosts[std::size_t(index)] = model;
    return result;
}

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

    const PortEnds ends = resolveLinkEnds(design);
    PortAllocator ports(ends.ids.size());
    if (ends.anyPinnedBesideFree)
        for (std::size_t l = 0; l < design.links.size(); ++l) {
            const Link &link = design.links[l];
            const auto [from, to] = ends.ofLink[l];
            const bool reserveFrom = link.from.port && ends.takesFreePorts[std::size_t(from)];
            const bool reserveTo = link.to.port && ends.takesFreePorts[std::size_t(to)];
            for (int i = 0; i < link.count && (reserveFrom || reserveTo); ++i) {
                if (reserveFrom) ports.reserve(from, *link.from.port + i);
                if (reserveTo) ports.reserve(to, *link.to.port + i);
            }
        }

    // The parts depend on (medium, speed, length) and the ends' host models (a switch's or NIC's
    // cage) only, and links repeat a handful of those.
    const bool byHost = catalogHasHostedParts(catalog);
    const EndHosts hosts = byHost ? resolveHosts(ends, catalog) : EndHosts{};
    static const std::string none;
    std::map<std::tuple<Medium, double, std::optional<double>, int, int>, LinkParts> partsOf;
    // One row, reused: each field is assigned only when it changes (consecutive links mostly share
    // their from device and parts), so a cable costs its ports and the link id.
    CableRun run;
    const LinkParts *lastParts = nullptr;
    int lastFrom = -1, lastTo = -1;
    for (std::size_t l = 0; l < design.links.size(); ++l) {
        const Link &link = design.links[l];
        const auto [from, to] = ends.ofLink[l];
        const bool optical = byHost && link.medium >= Medium::Multimode; // copper and AOC: the cable only
        const int fromHost = optical ? hosts.ofEnd[std::size_t(from)] : -1;
        const int toHost = optical ? hosts.ofEnd[std::size_t(to)] : -1;
        auto [kind, fresh] = partsOf.try_emplace({link.medium, link.speedGbps, link.lengthM, fromHost, toHost});
        if (fresh)
            kind->second = partsForLink(link, catalog, fromHost < 0 ? none : hosts.hosts[std::size_t(fromHost)],
                                        toHost < 0 ? none : hosts.hosts[std::size_t(toHost)]);
        const LinkParts &parts = kind->second;
        run.linkId = link.id;
        if (from != lastFrom) {
            run.fromDevice = ends.ids[std::size_t(from)];
            run.fromName = ends.names[std::size_t(from)];
            lastFrom = from;
        }
        if (to != lastTo) {
            run.toDevice = ends.ids[std::size_t(to)];
            run.toName = ends.names[std::size_t(to)];
            lastTo = to;
        }
        run.speedGbps = link.speedGbps;
        run.medium = link.medium;
        if (&parts != lastParts) {
            run.lengthM = parts.lengthM;
            run.lengthAssumed = parts.lengthAssumed;
            run.cableId = parts.cableId;
            run.transceiverId = parts.fromTransceiverId;
            run.toTransceiverId = parts.toTransceiverId;
            lastParts = &parts;
        }
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
