#include "cost/linkparts.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>

namespace spinel {

namespace {

bool madeFor(const MediaSpec &spec, const std::string &host)
{
    return !host.empty() && std::find(spec.hosts.begin(), spec.hosts.end(), host) != spec.hosts.end();
}

// The catalog part of `kind` and `medium` for a link of `speedGbps` that reaches `lengthM` at an end
// plugged into `host`. A part made for the host is the vendor's module for that cage and comes
// first, at its port speed only (a 1.6T twin-port module is two 800G ports; a slower link is a
// breakout, not this part). Generic parts serve the link's speed or the next faster one. Then the
// shortest reach that still reaches (the cheapest class), then the price per link end.
const CatalogEntry *pickMedia(const Catalog &catalog, CatalogKind kind, Medium medium, double speedGbps, double lengthM,
                              bool anySpeed, const std::string &host)
{
    const CatalogEntry *best = nullptr;
    std::tuple<bool, double, double, double> bestKey;
    for (const CatalogEntry *entry : catalog.entriesOfKind(kind)) {
        const auto &spec = entry->mediaSpec;
        if (!spec || spec->medium != medium || spec->reachM < lengthM) continue;
        const bool hosted = madeFor(*spec, host);
        if (!spec->hosts.empty() && !hosted) continue; // made for other devices' cages
        if (hosted ? spec->portSpeedGbps() != speedGbps : !anySpeed && spec->portSpeedGbps() < speedGbps) continue;
        const auto key = std::make_tuple(!hosted, anySpeed ? 0.0 : spec->portSpeedGbps(), spec->reachM,
                                         entry->priceUsd / spec->ports);
        if (!best || key < bestKey) best = entry, bestKey = key;
    }
    return best;
}

} // namespace

double assumedLengthM(Medium medium)
{
    // In-rack copper, row-level optics: assumptions the BOM reports so the user can enter lengths.
    switch (medium) {
    case Medium::Dac: return 2;
    case Medium::Aoc: return 10;
    case Medium::Multimode: return 30;
    case Medium::Singlemode: return 100;
    }
    return 2;
}

std::string hostModel(const Device &device, const Catalog &catalog)
{
    if (device.isSwitch()) return device.model;
    if (device.isServer()) return effectiveNics(device, catalog).model;
    return {};
}

Medium leafUplinkMedium(const Catalog &catalog, const std::string &switchModel, double speedGbps)
{
    bool hosted = false;
    for (const CatalogEntry *entry : catalog.entriesOfKind(CatalogKind::Transceiver)) {
        const auto &spec = entry->mediaSpec;
        if (!spec || !madeFor(*spec, switchModel) || spec->portSpeedGbps() != speedGbps) continue;
        if (spec->medium == Medium::Multimode) return Medium::Multimode;
        hosted = true;
    }
    return hosted ? Medium::Singlemode : Medium::Multimode;
}

bool catalogHasHostedParts(const Catalog &catalog)
{
    for (const CatalogEntry *entry : catalog.entriesOfKind(CatalogKind::Transceiver))
        if (entry->mediaSpec && (!entry->mediaSpec->hosts.empty() || entry->mediaSpec->ports > 1)) return true;
    return false;
}

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

LinkParts partsForLink(const Link &link, const Catalog &catalog, const std::string &fromHost, const std::string &toHost)
{
    LinkParts parts;
    parts.lengthAssumed = !link.lengthM;
    parts.lengthM = link.lengthM.value_or(assumedLengthM(link.medium));
    const double speed = link.speedGbps, length = parts.lengthM;
    switch (link.medium) {
    case Medium::Dac:
    case Medium::Aoc:
        // Past its reach there is no such cable; take the longest one and let the rules check flag it.
        if (const auto *cable = pickMedia(catalog, CatalogKind::Cable, link.medium, speed, length, false, {}))
            parts.cableId = cable->id;
        else if (const auto *any = pickMedia(catalog, CatalogKind::Cable, link.medium, speed, 0, false, {})) {
            parts.cableId = any->id;
            parts.beyondReach = true; // copper's reach shrinks with speed: 3 m at 400G, 2 m at 800G
        }
        break;
    case Medium::Multimode:
    case Medium::Singlemode:
        for (auto [host, id] : {std::pair{&fromHost, &parts.fromTransceiverId}, {&toHost, &parts.toTransceiverId}})
            if (const auto *xcvr = pickMedia(catalog, CatalogKind::Transceiver, link.medium, speed, length, false, *host))
                *id = xcvr->id;
        if (const auto *fibre = pickMedia(catalog, CatalogKind::Cable, link.medium, 0, length, true, {}))
            parts.cableId = fibre->id;
        break;
    }
    return parts;
}

} // namespace spinel
