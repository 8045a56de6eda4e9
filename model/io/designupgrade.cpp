#include "io/designupgrade.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "core/limits.h"
#include "generate/tierlayout.h"

namespace spinel {

namespace {

struct UpgradedServer {
    std::vector<std::string> trays; // ids, tray order
    int nicsPerTray = 1;
    int dealtCables = 0; // unpinned cables dealt so far
    int links = 0;
};

// The tray and port a link end at the old server moves to.
void moveEnd(Endpoint &end, UpgradedServer &server, int cables)
{
    const int trays = int(server.trays.size());
    int tray = 0;
    if (end.port) {
        tray = std::min(*end.port / server.nicsPerTray, trays - 1);
        end.port = *end.port - tray * server.nicsPerTray;
    } else {
        tray = std::min(server.dealtCables / server.nicsPerTray, trays - 1);
        server.dealtCables += cables;
    }
    end.device = server.trays[std::size_t(tray)];
    ++server.links;
}

// Nearly every file has nothing to upgrade: find out without building anything, one catalog
// look-up per run of equal models (a large version 1 file repeats a few models).
bool hasRackServers(const Design &design, const Catalog &catalog)
{
    const std::string *lastModel = nullptr;
    bool lastIsRack = false;
    const auto isRackServer = [&](const Device &d) {
        if (!d.isServer()) return false;
        if (!lastModel || *lastModel != d.model) {
            lastModel = &d.model;
            lastIsRack = !catalog.serverSpec(d.model) && catalog.rackSpec(d.model);
        }
        return lastIsRack;
    };
    return std::any_of(design.devices.begin(), design.devices.end(), isRackServer);
}

// Ids not yet taken by any device, link or domain of the design.
struct FreeIds {
    std::unordered_set<std::string> used;

    explicit FreeIds(const Design &design)
    {
        for (const auto &d : design.devices) used.insert(d.id);
        for (const auto &l : design.links) used.insert(l.id);
        for (const auto &d : design.domains) used.insert(d.id);
    }
    std::string take(const std::string &wanted)
    {
        std::string id = wanted;
        for (int n = 2; used.count(id); ++n) id = wanted + "-" + std::to_string(n);
        used.insert(id);
        return id;
    }
};

// The rack domain that replaces one old rack server, its compute trays appended to `devices`.
ScaleUpDomain splitIntoTrays(const Device &device, const RackSpec &rack, const ServerSpec &tray, FreeIds &freeIds,
                             UpgradedServer &server, std::vector<Device> &devices)
{
    ScaleUpDomain domain;
    domain.id = device.id;
    domain.name = device.name;
    domain.model = device.model;
    const int trays = rack.computeTrays;
    // The old override of the 72-GPU server's NICs, shared out over its trays.
    std::optional<int> nicCount;
    if (device.nicCount) nicCount = (*device.nicCount + trays - 1) / trays;
    server.nicsPerTray = std::max(1, nicCount.value_or(tray.defaultNicCount));
    for (int k = 1; k <= trays; ++k) {
        Device t;
        t.id = freeIds.take(device.id + "-t" + std::to_string(k));
        t.name = device.name + " tray " + std::to_string(k);
        t.model = rack.computeTray;
        t.kind = DeviceKind::Server;
        t.position = {device.position.x, std::clamp(device.position.y + (k - 1) * TierLayout::kServerRowPitch,
                                                    -limits::kMaxPosition, limits::kMaxPosition)};
        t.group = device.group;
        t.nicModel = device.nicModel;
        t.nicCount = nicCount;
        domain.members.push_back(t.id);
        server.trays.push_back(t.id);
        devices.push_back(std::move(t));
    }
    return domain;
}

std::vector<Message> upgradeNotes(const Design &design, const std::unordered_map<std::string, UpgradedServer> &upgraded)
{
    std::vector<Message> notes;
    for (const ScaleUpDomain &domain : design.domains) {
        auto it = upgraded.find(domain.id);
        if (it == upgraded.end()) continue;
        const UpgradedServer &server = it->second;
        notes.push_back({"design.rack-server-upgraded",
                         {arg::id("server", domain.id), arg::id("model", domain.model),
                          arg::integer("trays", static_cast<long long>(server.trays.size())), arg::id("first", server.trays.front()),
                          arg::id("last", server.trays.back()), arg::integer("links", server.links)}});
    }
    return notes;
}

} // namespace

std::vector<Message> upgradeRackServers(Design &design, const Catalog &catalog)
{
    if (!hasRackServers(design, catalog)) return {};

    FreeIds freeIds(design);
    std::unordered_map<std::string, UpgradedServer> upgraded;
    std::vector<Device> devices;
    devices.reserve(design.devices.size());
    for (Device &device : design.devices) {
        // No cache here: the devices are moved out as the loop goes.
        const RackSpec *rack = device.isServer() && !catalog.serverSpec(device.model) ? catalog.rackSpec(device.model) : nullptr;
        const ServerSpec *tray = rack ? catalog.serverSpec(rack->computeTray) : nullptr;
        if (!tray || rack->computeTrays < 1) {
            devices.push_back(std::move(device));
            continue;
        }
        design.domains.push_back(splitIntoTrays(device, *rack, *tray, freeIds, upgraded[device.id], devices));
    }
    design.devices = std::move(devices);

    for (Link &link : design.links) {
        if (auto it = upgraded.find(link.from.device); it != upgraded.end()) moveEnd(link.from, it->second, link.count);
        if (auto it = upgraded.find(link.to.device); it != upgraded.end()) moveEnd(link.to, it->second, link.count);
    }
    return upgradeNotes(design, upgraded);
}

} // namespace spinel
