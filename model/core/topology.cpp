#include "core/topology.h"

#include <algorithm>

namespace spinel {

Tier tierOf(const Device &device)
{
    if (device.isServer()) return Tier::Server;
    switch (device.role) {
    case SwitchRole::Leaf: return Tier::Leaf;
    case SwitchRole::Spine: return Tier::Spine;
    case SwitchRole::Core: return Tier::Core;
    }
    return Tier::Leaf;
}

const char *toString(Tier tier)
{
    switch (tier) {
    case Tier::Server: return "server";
    case Tier::Leaf: return "leaf";
    case Tier::Spine: return "spine";
    case Tier::Core: return "core";
    }
    return "server";
}

LinkLayer layerOf(Tier a, Tier b)
{
    const auto low = std::min(a, b);
    const auto high = std::max(a, b);
    if (low == Tier::Server && high == Tier::Leaf) return LinkLayer::ServerLeaf;
    if (low == Tier::Leaf && high == Tier::Spine) return LinkLayer::LeafSpine;
    if (low == Tier::Spine && high == Tier::Core) return LinkLayer::SpineCore;
    return LinkLayer::Other;
}

const char *toString(LinkLayer layer)
{
    switch (layer) {
    case LinkLayer::ServerLeaf: return "server-leaf";
    case LinkLayer::LeafSpine: return "leaf-spine";
    case LinkLayer::SpineCore: return "spine-core";
    case LinkLayer::Other: return "other";
    }
    return "other";
}

int Topology::findDevice(const std::string &id) const
{
    auto it = deviceIndex.find(id);
    return it == deviceIndex.end() ? -1 : it->second;
}

int Topology::findLink(const std::string &id) const
{
    auto it = linkIndex.find(id);
    return it == linkIndex.end() ? -1 : it->second;
}

Topology buildTopology(const Design &design, const Catalog &catalog, TopologyIndex index)
{
    Topology topo;
    const int deviceCount = int(design.devices.size());
    const int linkCount = int(design.links.size());
    topo.adjacency.resize(std::size_t(deviceCount));
    topo.tiers.resize(std::size_t(deviceCount));
    topo.gpus.assign(std::size_t(deviceCount), 0);
    topo.deviceIndex.reserve(std::size_t(deviceCount));
    for (int i = 0; i < deviceCount; ++i) {
        const Device &device = design.devices[std::size_t(i)];
        topo.deviceIndex.emplace(device.id, i);
        topo.tiers[std::size_t(i)] = tierOf(device);
        if (device.isServer())
            if (const auto *spec = catalog.serverSpec(device.model)) topo.gpus[std::size_t(i)] = spec->gpus;
        topo.totalGpus += topo.gpus[std::size_t(i)];
    }
    topo.linkFrom.assign(std::size_t(linkCount), -1);
    topo.linkTo.assign(std::size_t(linkCount), -1);
    topo.linkLayers.assign(std::size_t(linkCount), LinkLayer::Other);
    const bool indexLinks = index == TopologyIndex::DevicesAndLinks;
    if (indexLinks) topo.linkIndex.reserve(std::size_t(linkCount));
    // Consecutive links usually share an end (a server's NICs, a leaf's uplinks): remembering the
    // last look-up of each end saves most hash-map probes on large designs.
    const std::string *lastFrom = nullptr, *lastTo = nullptr;
    int lastFromIndex = -1, lastToIndex = -1;
    auto resolve = [&](const std::string &id, const std::string *&last, int &lastIndex) {
        if (!last || *last != id) {
            last = &id;
            lastIndex = topo.findDevice(id);
        }
        return lastIndex;
    };
    for (int l = 0; l < linkCount; ++l) {
        const Link &link = design.links[std::size_t(l)];
        if (indexLinks) topo.linkIndex.emplace(link.id, l);
        const int a = resolve(link.from.device, lastFrom, lastFromIndex);
        const int b = resolve(link.to.device, lastTo, lastToIndex);
        if (a < 0 || b < 0 || a == b) continue;
        topo.linkFrom[std::size_t(l)] = a;
        topo.linkTo[std::size_t(l)] = b;
        topo.linkLayers[std::size_t(l)] = layerOf(topo.tiers[std::size_t(a)], topo.tiers[std::size_t(b)]);
        topo.adjacency[std::size_t(a)].push_back({b, l});
        topo.adjacency[std::size_t(b)].push_back({a, l});
    }
    return topo;
}

} // namespace spinel
