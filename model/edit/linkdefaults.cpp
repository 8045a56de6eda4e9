#include "edit/linkdefaults.h"

#include <algorithm>
#include <cmath>

namespace spinel {

std::vector<double> LinkDefaults::supportedSpeeds(const Device &device, const Catalog &catalog)
{
    std::vector<double> speeds;
    if (device.isSwitch()) {
        if (const SwitchSpec *spec = catalog.switchSpec(device.model)) {
            speeds.push_back(spec->portSpeedGbps);
            for (const Breakout &breakout : spec->breakouts) speeds.push_back(breakout.speedGbps);
        }
    } else {
        const EffectiveNics nics = effectiveNics(device, catalog);
        if (nics.speedGbps > 0) speeds.push_back(nics.speedGbps);
    }
    std::sort(speeds.begin(), speeds.end(), std::greater<>());
    speeds.erase(std::unique(speeds.begin(), speeds.end()), speeds.end());
    return speeds;
}

double LinkDefaults::fastestCommonSpeed(const Device &a, const Device &b, const Catalog &catalog)
{
    const std::vector<double> first = supportedSpeeds(a, catalog);
    const std::vector<double> second = supportedSpeeds(b, catalog);
    for (double speed : first)
        if (std::find(second.begin(), second.end(), speed) != second.end()) return speed;
    if (first.empty() && second.empty()) return 400; // unknown models: a common modern speed
    if (first.empty()) return second.front();
    if (second.empty()) return first.front();
    // No common speed (a rules check will say so); the slower end limits the cable anyway.
    return std::min(first.front(), second.front());
}

double LinkDefaults::estimatedLengthM(const Point &a, const Point &b)
{
    const double distance = std::hypot(a.x - b.x, a.y - b.y);
    return std::max(1.0, std::ceil(distance / kSceneUnitsPerMetre));
}

Medium LinkDefaults::mediumFor(double lengthM, double speedGbps, const Catalog &catalog)
{
    // Shortest reach first, so copper wins where it reaches, then AOC, then fibre.
    const MediaSpec *best = nullptr;
    for (const CatalogEntry &entry : catalog.entries()) {
        if (!entry.mediaSpec) continue;
        const MediaSpec &media = *entry.mediaSpec;
        // Fibre patch cords carry no speed of their own (speed 0); their transceivers do.
        if (media.speedGbps != speedGbps || media.reachM < lengthM) continue;
        if (!best || media.reachM < best->reachM) best = &media;
    }
    if (best) return best->medium;
    // Speeds the catalog has no parts for: the usual reach limits.
    if (lengthM <= 3) return Medium::Dac;
    if (lengthM <= 30) return Medium::Aoc;
    if (lengthM <= 50) return Medium::Multimode;
    return Medium::Singlemode;
}

Link LinkDefaults::makeLink(const Device &from, const Device &to, std::string id, const Catalog &catalog)
{
    Link link;
    link.id = std::move(id);
    link.from.device = from.id;
    link.to.device = to.id;
    link.speedGbps = fastestCommonSpeed(from, to, catalog);
    link.count = 1;
    link.lengthM = estimatedLengthM(from.position, to.position);
    link.medium = mediumFor(*link.lengthM, link.speedGbps, catalog);
    return link;
}

} // namespace spinel
