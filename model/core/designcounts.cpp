#include "core/designcounts.h"

#include <string_view>
#include <unordered_map>

#include "core/domains.h"
#include "core/topology.h"

namespace spinel {

DesignCounts countDesign(const Design &design, const Catalog &catalog, CountScope scope)
{
    DesignCounts counts;
    const bool everything = scope == CountScope::Everything;
    // Keys view the design's own ids: no copy of 300,000 strings.
    std::unordered_map<std::string_view, Tier> tiers;
    if (everything) tiers.reserve(design.devices.size());
    for (const auto &device : design.devices) {
        if (everything) tiers.emplace(device.id, tierOf(device));
        if (device.isServer()) {
            ++counts.servers;
            if (const auto *spec = catalog.serverSpec(device.model)) counts.gpus += std::int64_t(spec->gpus);
            if (everything) counts.endpoints += effectiveNics(device, catalog).count;
            continue;
        }
        switch (device.role) {
        case SwitchRole::Leaf: ++counts.leaves; break;
        case SwitchRole::Spine: ++counts.spines; break;
        case SwitchRole::Core: ++counts.cores; break;
        }
    }
    if (everything) counts.domains = std::int64_t(countNvlinkDomains(design, catalog));
    for (const auto &link : design.links) {
        counts.cables += link.count;
        if (!everything) continue;
        auto a = tiers.find(link.from.device);
        auto b = tiers.find(link.to.device);
        if (a == tiers.end() || b == tiers.end()) {
            counts.otherCables += link.count;
            continue;
        }
        switch (layerOf(a->second, b->second)) {
        case LinkLayer::ServerLeaf: counts.serverLeafCables += link.count; break;
        case LinkLayer::LeafSpine: counts.leafSpineCables += link.count; break;
        case LinkLayer::SpineCore: counts.spineCoreCables += link.count; break;
        case LinkLayer::Other: counts.otherCables += link.count; break;
        }
    }
    return counts;
}

} // namespace spinel
