// validateDesign in named steps: the settings, then ids claimed by devices, links and domains in
// one namespace. It runs on every load (at a million GPUs it is a third of the loader's time), so
// no step copies an id or builds a path before there is an error.

#include "io/designvalidation.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/limits.h"
#include "core/idtable.h"
#include "io/jsonfields.h"
#include "io/loaderror.h"
#include "io/scenarioformat.h"

namespace spinel {

using namespace jsonfields;
using namespace limits;

namespace {

// The same rule and message as the loader's string fields (jsonfields::asString).
void checkLength(const std::string &text, std::size_t limit, const std::string &path)
{
    if (text.size() > limit) throw FormatError(path, tooLong(text.size(), limit));
}

// Only calls checkLength (which builds the path) when the text is too long.
template <typename PathOf>
void checkLengthAt(const std::string &text, std::size_t limit, PathOf path)
{
    if (text.size() > limit) checkLength(text, limit, path());
}

// An unknown catalog id (`id`: design.unknown-model or design.unknown-nic) with the catalog's
// closest ids as suggestions.
Message unknownCatalogId(const Catalog &catalog, const std::string &value, const char *id = "design.unknown-model",
                         const char *name = "model")
{
    std::vector<std::string> close;
    for (const std::string &near : catalog.closestIds(value)) close.push_back(shown(near));
    return {id, {arg::text(name, shown(value)), arg::ids("close", std::move(close))}};
}

// "X is a nic, not a switch"
Message wrongKind(const std::string &model, CatalogKind kind, const char *wanted)
{
    return {"design.model-kind",
            {arg::text("model", shown(model)), arg::keyword("kind", toString(kind)), arg::keyword("wanted", wanted)}};
}

Message range(long long minimum, long long maximum)
{
    return {"design.range", {arg::integer("minimum", minimum), arg::integer("maximum", maximum)}};
}

Message noDevice(const std::string &id)
{
    return {"design.no-device", {arg::text("device", shown(id))}};
}

void validateSettings(const DesignSettings &settings, const Catalog &catalog)
{
    checkLength(settings.name, kMaxNameLength, "name");
    checkLength(settings.description, kMaxDescriptionLength, "description");
    if (!std::isfinite(settings.targetOversubscription) || settings.targetOversubscription < kMinOversubscription
        || settings.targetOversubscription > kMaxOversubscription)
        throw FormatError("target_oversubscription", Message{"design.oversubscription", {}});
    for (const auto &[id, price] : settings.priceOverridesUsd) {
        const std::string path = "price_overrides." + id;
        if (!catalog.find(id)) throw FormatError(path, unknownCatalogId(catalog, id));
        if (!std::isfinite(price) || price < 0 || price > kMaxPriceUsd) throw FormatError(path, Message{"design.price", {}});
    }
}

// Who owns an id: devices 0..n-1, then links, then domains.
struct Owners {
    const Design *design;
    std::size_t deviceCount, linkEnd;

    const std::string &operator()(std::size_t owner) const
    {
        return owner < deviceCount ? design->devices[owner].id
               : owner < linkEnd   ? design->links[owner - deviceCount].id
                                   : design->domains[owner - linkEnd].id;
    }
    std::string pathOf(std::size_t owner) const
    {
        return owner < deviceCount ? index("devices", owner)
               : owner < linkEnd   ? index("links", owner - deviceCount)
                                   : index("domains", owner - linkEnd);
    }
};

// Ids are unique across devices, links and domains, so a what-if can name either. The tables hold
// owner numbers (the ids stay in the design); error paths are only built when there is an error:
// at a million GPUs building them cost more than the checks. Two tables: the devices' is small
// enough to stay in the cache for the link ends' look-ups; links and domains go in the other,
// checked against the devices' first.
class IdClaims {
public:
    static constexpr std::size_t kAbsent = IdTable<Owners>::kAbsent;

    explicit IdClaims(const Design &design)
        : owners{&design, design.devices.size(), design.devices.size() + design.links.size()}
        , deviceIds(owners.deviceCount, owners)
        , otherIds(design.links.size() + design.domains.size(), owners)
    { }

    static std::uint64_t hashOf(const std::string &id) { return IdTable<Owners>::hashOf(id); }

    // `hash` is hashOf(id): one hash serves both tables and the prefetch a few claims earlier.
    void claim(const std::string &id, std::uint64_t hash, std::size_t owner)
    {
        if (id.empty()) throw FormatError(owners.pathOf(owner) + ".id", emptyId());
        std::size_t first = kAbsent;
        if (owner < owners.deviceCount) first = deviceIds.claim(id, hash, owner);
        else if (first = deviceIds.find(id, hash); first == kAbsent) first = otherIds.claim(id, hash, owner);
        if (first != kAbsent) throw FormatError(owners.pathOf(owner) + ".id", duplicateId(id, owners.pathOf(first)));
    }
    void claim(const std::string &id, std::size_t owner) { claim(id, hashOf(id), owner); }
    // The device that claimed `id`; kAbsent or an owner past the devices when none did.
    std::size_t findDevice(const std::string &id) const { return deviceIds.find(id); }
    bool isDevice(const std::string &id, std::uint64_t hash) const { return deviceIds.find(id, hash) < owners.deviceCount; }

    void prefetchDevice(std::uint64_t hash) const { deviceIds.prefetchHash(hash); }
    void prefetchOther(std::uint64_t hash) const { otherIds.prefetchHash(hash); }

    const Owners owners;

private:
    IdTable<Owners> deviceIds;
    IdTable<Owners> otherIds;
};

constexpr std::size_t kPrefetchAhead = 16; // claims in flight: enough to hide a memory access

// A device's catalog model, NICs and position; `path` is only called for an error.
template <typename PathOf>
void checkDevice(const Device &device, const CatalogEntry *entry, const Catalog &catalog, PathOf path)
{
    if (!entry) throw FormatError(path() + ".model", unknownCatalogId(catalog, device.model));
    if (device.isSwitch() && !entry->switchSpec)
        throw FormatError(path() + ".model", wrongKind(device.model, entry->kind, "switch"));
    if (device.isServer() && !entry->serverSpec)
        throw FormatError(path() + ".model", wrongKind(device.model, entry->kind, "server"));
    if (device.nicModel && !catalog.nicSpec(*device.nicModel))
        throw FormatError(path() + ".nic_model", unknownCatalogId(catalog, *device.nicModel, "design.unknown-nic", "nic"));
    if (device.isSwitch() && (device.nicModel || device.nicCount))
        throw FormatError(path() + (device.nicModel ? ".nic_model" : ".nic_count"), Message{"design.switch-nics", {}});
    if (device.nicCount && (*device.nicCount < 0 || *device.nicCount > kMaxNicsPerServer))
        throw FormatError(path() + ".nic_count", range(0, kMaxNicsPerServer));
    for (const auto &[key, value] : {std::pair{".x", device.position.x}, std::pair{".y", device.position.y}})
        if (!std::isfinite(value) || std::fabs(value) > kMaxPosition)
            throw FormatError(path() + key, Message{"design.position", {}});
}

void validateDevices(const Design &design, const Catalog &catalog, IdClaims &ids)
{
    const std::size_t deviceCount = design.devices.size();
    // Catalog look-ups repeat the same few models: remember the last one.
    const std::string *lastModel = nullptr;
    const CatalogEntry *lastEntry = nullptr;
    // Each id hashed once, kPrefetchAhead devices early: its slot is prefetched then.
    std::array<std::uint64_t, kPrefetchAhead> hashes{};
    for (std::size_t i = 0; i < std::min(deviceCount, kPrefetchAhead); ++i) hashes[i] = IdClaims::hashOf(design.devices[i].id);
    for (std::size_t i = 0; i < deviceCount; ++i) {
        const Device &device = design.devices[i];
        const auto path = [&] { return ids.owners.pathOf(i); };
        const std::uint64_t hash = hashes[i % kPrefetchAhead];
        if (i + kPrefetchAhead < deviceCount) {
            const std::uint64_t ahead = IdClaims::hashOf(design.devices[i + kPrefetchAhead].id);
            ids.prefetchDevice(ahead);
            hashes[i % kPrefetchAhead] = ahead;
        }
        ids.claim(device.id, hash, i);
        checkLengthAt(device.id, kMaxIdLength, [&] { return path() + ".id"; });
        checkLengthAt(device.name, kMaxNameLength, [&] { return path() + ".name"; });
        checkLengthAt(device.group, kMaxNameLength, [&] { return path() + ".group"; });
        checkLengthAt(device.model, kMaxIdLength, [&] { return path() + ".model"; });
        if (!lastModel || *lastModel != device.model) {
            lastModel = &device.model;
            lastEntry = catalog.find(device.model);
        }
        checkDevice(device, lastEntry, catalog, path);
    }
}

// A link's ends, speed, cable count, ports and length; `cables` adds up the design's cables.
template <typename PathOf>
void checkLink(const Link &link, std::int64_t &cables, PathOf path)
{
    if (!std::isfinite(link.speedGbps) || link.speedGbps <= 0 || link.speedGbps > kMaxSpeedGbps)
        throw FormatError(path() + ".speed_gbps", Message{"design.speed", {}});
    if (link.count < 1 || link.count > kMaxCablesPerLink) throw FormatError(path() + ".count", range(1, kMaxCablesPerLink));
    for (const auto &[key, port] : {std::pair{".from_port", link.from.port}, std::pair{".to_port", link.to.port}})
        if (port && (*port < 0 || *port > kMaxPort)) throw FormatError(path() + key, range(0, kMaxPort));
    cables += link.count;
    if (cables > kMaxCablesPerDesign)
        throw FormatError(path() + ".count", Message{"design.cables", {arg::integer("limit", kMaxCablesPerDesign)}});
    if (link.lengthM && (!std::isfinite(*link.lengthM) || *link.lengthM <= 0 || *link.lengthM > kMaxLengthM))
        throw FormatError(path() + ".length_m", Message{"design.length", {}});
}

void validateLinks(const Design &design, IdClaims &ids)
{
    // A link end names a device: its id must be claimed by an owner below the link owners.
    // Consecutive links usually share an end (a server's NICs, a leaf's uplinks): remember the last.
    const std::string *lastEnd = nullptr;
    bool lastIsDevice = false;
    const auto isDevice = [&](const std::string &id, auto hashOfId) {
        if (lastEnd && *lastEnd == id) return lastIsDevice;
        lastEnd = &id;
        lastIsDevice = ids.isDevice(id, hashOfId());
        return lastIsDevice;
    };
    // The link's id and its "to" end hashed once, kPrefetchAhead links early, when their slots are
    // prefetched (the "from" end mostly repeats the last link's and is hashed only when it does not).
    struct Hashes {
        std::uint64_t id = 0, to = 0;
    };
    const std::size_t linkCount = design.links.size();
    const auto hashesOf = [](const Link &link) { return Hashes{IdClaims::hashOf(link.id), IdClaims::hashOf(link.to.device)}; };
    std::array<Hashes, kPrefetchAhead> hashes{};
    for (std::size_t i = 0; i < std::min(linkCount, kPrefetchAhead); ++i) hashes[i] = hashesOf(design.links[i]);
    std::int64_t cables = 0;
    for (std::size_t i = 0; i < linkCount; ++i) {
        const Link &link = design.links[i];
        const std::size_t owner = ids.owners.deviceCount + i;
        const auto path = [&] { return ids.owners.pathOf(owner); };
        const Hashes hash = hashes[i % kPrefetchAhead];
        if (i + kPrefetchAhead < linkCount) {
            const Hashes ahead = hashesOf(design.links[i + kPrefetchAhead]);
            ids.prefetchOther(ahead.id);
            ids.prefetchDevice(ahead.id);
            ids.prefetchDevice(ahead.to);
            hashes[i % kPrefetchAhead] = ahead;
        }
        ids.claim(link.id, hash.id, owner);
        checkLengthAt(link.id, kMaxIdLength, [&] { return path() + ".id"; });
        if (!isDevice(link.from.device, [&] { return IdClaims::hashOf(link.from.device); }))
            throw FormatError(path() + ".from", noDevice(link.from.device));
        if (!isDevice(link.to.device, [&] { return hash.to; })) throw FormatError(path() + ".to", noDevice(link.to.device));
        if (link.from.device == link.to.device)
            throw FormatError(path() + ".to", Message{"design.self-link", {arg::text("device", shown(link.to.device))}});
        checkLink(link, cables, path);
    }
}

// Scale-up domains: ids in the one namespace, a rack model from the catalog, members that are
// servers of the design, each server in one domain at most.
void validateDomains(const Design &design, const Catalog &catalog, IdClaims &ids)
{
    const std::size_t deviceCount = design.devices.size();
    std::vector<int> domainOf(deviceCount, -1);
    for (std::size_t d = 0; d < design.domains.size(); ++d) {
        const ScaleUpDomain &domain = design.domains[d];
        const std::size_t owner = ids.owners.linkEnd + d;
        const std::string path = ids.owners.pathOf(owner);
        if (domain.id.empty()) throw FormatError(path + ".id", emptyId());
        checkLength(domain.id, kMaxIdLength, path + ".id");
        ids.claim(domain.id, owner);
        checkLength(domain.name, kMaxNameLength, path + ".name");
        checkLength(domain.model, kMaxIdLength, path + ".model");
        if (!domain.model.empty()) {
            const CatalogEntry *entry = catalog.find(domain.model);
            if (!entry) throw FormatError(path + ".model", unknownCatalogId(catalog, domain.model));
            if (!entry->rackSpec) throw FormatError(path + ".model", wrongKind(domain.model, entry->kind, "rack"));
        }
        if (domain.partitionGpus < 0 || domain.partitionGpus > kMaxPartitionGpus)
            throw FormatError(path + ".partition_gpus", partitionRangeMessage());
        if (domain.members.size() > std::size_t(kMaxDomainMembers))
            throw FormatError(path + ".members", domainSizeMessage(domain.members.size()));
        for (std::size_t k = 0; k < domain.members.size(); ++k) {
            const std::string &member = domain.members[k];
            const std::string where = index(path + ".members", k);
            const std::size_t device = ids.findDevice(member);
            if (device >= deviceCount) throw FormatError(where, noDevice(member));
            if (design.devices[device].isSwitch())
                throw FormatError(where, Message{"design.member-switch", {arg::text("device", shown(member))}});
            if (const int other = domainOf[device]; other >= 0)
                throw FormatError(where, Message{"design.member-twice",
                                                 {arg::text("device", shown(member)),
                                                  arg::text("domain", shown(design.domains[std::size_t(other)].id)),
                                                  arg::text("first", ids.owners.pathOf(ids.owners.linkEnd + std::size_t(other)))}});
            domainOf[device] = int(d);
        }
    }
}

} // namespace

Message partitionRangeMessage()
{
    return {"design.partition", {arg::integer("limit", kMaxPartitionGpus)}};
}

Message domainSizeMessage(std::size_t members)
{
    return {"design.domain-size", {arg::integer("count", (long long)members), arg::integer("limit", kMaxDomainMembers)}};
}

void validateDesign(const Design &design, const Catalog &catalog)
{
    validateSettings(design.settings, catalog);
    IdClaims ids(design);
    validateDevices(design, catalog, ids);
    validateLinks(design, ids);
    if (!design.domains.empty()) validateDomains(design, catalog, ids);
    if (!design.scenarios.empty()) validateScenarios(design.scenarios);
}

} // namespace spinel
