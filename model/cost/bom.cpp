#include "cost/bom.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <tuple>

namespace spinel {

const char *toString(BomCategory category)
{
    switch (category) {
    case BomCategory::Servers: return "servers";
    case BomCategory::Switches: return "switches";
    case BomCategory::Nics: return "nics";
    case BomCategory::Transceivers: return "transceivers";
    case BomCategory::Cables: return "cables";
    }
    return "switches";
}

long long Bom::quantityOf(const std::string &catalogId) const
{
    long long quantity = 0;
    for (const auto &line : lines)
        if (line.catalogId == catalogId) quantity += line.quantity;
    return quantity;
}

namespace {

// Typical run lengths when a link has none: in-rack copper, row-level optics (assumptions,
// reported in the BOM's warnings so the user can enter real lengths).
double assumedLengthM(Medium medium)
{
    switch (medium) {
    case Medium::Dac: return 2;
    case Medium::Aoc: return 10;
    case Medium::Multimode: return 30;
    case Medium::Singlemode: return 100;
    }
    return 2;
}

// The catalog part of `kind` and `medium` for `speedGbps` that reaches `lengthM`: the shortest-reach
// part that still reaches (cheapest class), at the link's speed or the next faster one.
const CatalogEntry *pickMedia(const Catalog &catalog, CatalogKind kind, Medium medium, double speedGbps, double lengthM,
                              bool anySpeed)
{
    const CatalogEntry *best = nullptr;
    for (const CatalogEntry *entry : catalog.entriesOfKind(kind)) {
        const auto &spec = entry->mediaSpec;
        if (!spec || spec->medium != medium) continue;
        if (!anySpeed && spec->speedGbps < speedGbps) continue;
        if (spec->reachM < lengthM) continue;
        if (!best) {
            best = entry;
            continue;
        }
        const auto &b = *best->mediaSpec;
        const auto key = std::make_tuple(anySpeed ? 0.0 : spec->speedGbps, spec->reachM, entry->priceUsd);
        const auto bestKey = std::make_tuple(anySpeed ? 0.0 : b.speedGbps, b.reachM, best->priceUsd);
        if (key < bestKey) best = entry;
    }
    return best;
}

} // namespace

std::string lengthBucket(Medium medium, double lengthM)
{
    static const double copper[] = {1, 2, 3, 5};
    static const double optical[] = {3, 5, 10, 20, 30, 50, 100, 200, 500, 1000, 2000, 10000};
    const bool isCopper = medium == Medium::Dac;
    const double *begin = isCopper ? std::begin(copper) : std::begin(optical);
    const double *end = isCopper ? std::end(copper) : std::end(optical);
    const double *bucket = std::lower_bound(begin, end, lengthM - 1e-9);
    const double metres = bucket == end ? std::ceil(lengthM) : *bucket;
    char text[32];
    std::snprintf(text, sizeof text, "<= %g m", metres);
    return text;
}

LinkParts partsForLink(const Link &link, const Catalog &catalog)
{
    LinkParts parts;
    parts.lengthAssumed = !link.lengthM;
    parts.lengthM = link.lengthM.value_or(assumedLengthM(link.medium));
    switch (link.medium) {
    case Medium::Dac:
    case Medium::Aoc:
        // Past its reach there is no such cable; take the longest one and let the rules check flag it.
        if (const auto *cable = pickMedia(catalog, CatalogKind::Cable, link.medium, link.speedGbps, parts.lengthM, false))
            parts.cableId = cable->id;
        else if (const auto *any = pickMedia(catalog, CatalogKind::Cable, link.medium, link.speedGbps, 0, false)) {
            parts.cableId = any->id;
            parts.beyondReach = true; // copper's reach shrinks with speed: 3 m at 400G, 2 m at 800G
        }
        break;
    case Medium::Multimode:
    case Medium::Singlemode:
        if (const auto *xcvr = pickMedia(catalog, CatalogKind::Transceiver, link.medium, link.speedGbps, parts.lengthM, false))
            parts.transceiverId = xcvr->id;
        if (const auto *fibre = pickMedia(catalog, CatalogKind::Cable, link.medium, 0, parts.lengthM, true))
            parts.cableId = fibre->id;
        break;
    }
    return parts;
}

namespace {

// (category, id, length bucket) -> quantity; std::map keeps the output order stable.
using Quantities = std::map<std::tuple<int, std::string, std::string>, long long>;

// Switches, servers and their NICs; `nicsInServerPrice` collects the NICs a server's list price
// already includes, so they are not charged twice.
void countDevices(const Design &design, const Catalog &catalog, const BomOptions &options, Bom &bom, Quantities &quantities,
                  std::map<std::string, long long> &nicsInServerPrice)
{
    for (const Device &device : design.devices) {
        if (device.isSwitch()) {
            quantities[{int(BomCategory::Switches), device.model, {}}] += 1;
            continue;
        }
        if (const auto *spec = catalog.serverSpec(device.model)) bom.gpus += spec->gpus;
        if (options.includeServers) quantities[{int(BomCategory::Servers), device.model, {}}] += 1;
        const EffectiveNics nics = effectiveNics(device, catalog);
        if (nics.count > 0 && catalog.find(nics.model)) {
            // NICs bought as parts of one adapter (cx8-2x400g halves) are counted as adapters.
            const NicAdapters adapters = nicAdapters(nics, catalog);
            quantities[{int(BomCategory::Nics), adapters.model, {}}] += adapters.count;
            // A server's list price includes its default NICs; don't charge them twice.
            const auto *spec = catalog.serverSpec(device.model);
            if (options.includeServers && spec && adapters.model == spec->defaultNic)
                nicsInServerPrice[adapters.model] += std::min(adapters.count, spec->defaultNicCount);
        }
    }

    // A rack-scale domain (NVL72) adds its rack's own parts once: NVLink switch trays, copper spine,
    // power shelves. Its compute trays are servers above; a domain without a catalog rack adds nothing.
    if (options.includeServers)
        for (const ScaleUpDomain &domain : design.domains)
            if (!domain.model.empty() && catalog.rackSpec(domain.model))
                quantities[{int(BomCategory::Servers), domain.model, {}}] += 1;
}

// Cables and transceivers, with warnings for cables the catalog cannot price or whose length
// was assumed. Links repeat a handful of (medium, speed, length) kinds: choose the parts once per
// kind and count cables per kind, then add the kinds up (at 1M GPUs, 3M links make ~10 kinds).
void countLinks(const Design &design, const Catalog &catalog, Bom &bom, Quantities &quantities)
{
    struct LinkKind {
        LinkParts parts;
        long long cables = 0;
    };
    std::map<std::tuple<Medium, double, std::optional<double>>, LinkKind> kinds;
    for (const Link &link : design.links) {
        auto [it, fresh] = kinds.try_emplace({link.medium, link.speedGbps, link.lengthM});
        if (fresh) it->second.parts = partsForLink(link, catalog);
        it->second.cables += link.count;
    }
    long long unpricedLinks = 0;
    long long assumedLengths = 0;
    long long beyondReach = 0;
    for (const auto &[key, kind] : kinds) {
        const Medium medium = std::get<0>(key);
        const LinkParts &parts = kind.parts;
        if (parts.lengthAssumed) assumedLengths += kind.cables;
        if (parts.beyondReach) beyondReach += kind.cables;
        if (parts.cableId.empty() || (medium >= Medium::Multimode && parts.transceiverId.empty())) {
            unpricedLinks += kind.cables;
            continue;
        }
        quantities[{int(BomCategory::Cables), parts.cableId, lengthBucket(medium, parts.lengthM)}] += kind.cables;
        if (!parts.transceiverId.empty())
            quantities[{int(BomCategory::Transceivers), parts.transceiverId, {}}] += 2LL * kind.cables;
    }
    if (unpricedLinks) bom.warnings.push_back({"bom.unpriced", {arg::integer("cables", unpricedLinks)}});
    if (beyondReach) bom.warnings.push_back({"bom.beyond-reach", {arg::integer("cables", beyondReach)}});
    if (assumedLengths)
        bom.warnings.push_back({"bom.assumed-lengths",
                                {arg::integer("cables", assumedLengths), arg::number("dac", assumedLengthM(Medium::Dac), "m"),
                                 arg::number("aoc", assumedLengthM(Medium::Aoc), "m"),
                                 arg::number("multimode", assumedLengthM(Medium::Multimode), "m"),
                                 arg::number("singlemode", assumedLengthM(Medium::Singlemode), "m")}});
}

// One priced line per counted part, summed into its category.
void addLines(const Design &design, const Catalog &catalog, const Quantities &quantities,
              const std::map<std::string, long long> &nicsInServerPrice, Bom &bom)
{
    for (const auto &[key, quantity] : quantities) {
        const auto &[category, id, bucket] = key;
        const CatalogEntry *entry = catalog.find(id);
        if (!entry) continue;
        BomLine line;
        line.category = BomCategory(category);
        line.catalogId = id;
        line.name = entry->name;
        line.lengthBucket = bucket;
        line.quantity = quantity;
        line.unitPriceUsd = catalog.priceUsd(id, design);
        line.unitPowerW = entry->powerW;
        line.priceSource = design.settings.priceOverridesUsd.count(id) ? "design override" : entry->priceSource;
        line.priceDate = entry->priceDate;
        long long charged = quantity;
        if (const auto included = nicsInServerPrice.find(id);
            line.category == BomCategory::Nics && included != nicsInServerPrice.end()) {
            charged -= included->second;
            line.note = std::to_string(included->second) + " included in the server price";
        }
        line.extendedPriceUsd = line.unitPriceUsd * double(charged);
        // Transceiver power is per end, and each end is one unit here; cables carry their own.
        line.totalPowerW = line.unitPowerW * double(quantity);
        bom.byCategory[category].priceUsd += line.extendedPriceUsd;
        bom.byCategory[category].powerW += line.totalPowerW;
        bom.lines.push_back(std::move(line));
    }
}

} // namespace

Bom computeBom(const Design &design, const Catalog &catalog, const BomOptions &options)
{
    Bom bom;
    bom.includesServers = options.includeServers;
    Quantities quantities;
    std::map<std::string, long long> nicsInServerPrice;
    countDevices(design, catalog, options, bom, quantities, nicsInServerPrice);
    countLinks(design, catalog, bom, quantities);
    addLines(design, catalog, quantities, nicsInServerPrice, bom);
    for (const auto &totals : bom.byCategory) {
        bom.total.priceUsd += totals.priceUsd;
        bom.total.powerW += totals.powerW;
    }
    if (bom.gpus > 0) {
        bom.priceUsdPerGpu = bom.total.priceUsd / bom.gpus;
        bom.powerWPerGpu = bom.total.powerW / bom.gpus;
    }
    return bom;
}

} // namespace spinel
