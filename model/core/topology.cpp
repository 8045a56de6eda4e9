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
    const std::size_t index = deviceIndex.find(id);
    return index == deviceIndex.kAbsent ? -1 : int(index);
}

int Topology::findLink(const std::string &id) const
{
    const std::size_t index = linkIndex.find(id);
    return index == linkIndex.kAbsent ? -1 : int(index);
}

namespace {

// An id table over `count` ids, the first owner of a repeated id keeping it.
template <typename IdAt>
IdTable<OwnedIds> indexIds(std::size_t count, IdAt idAt)
{
    OwnedIds ids;
    std::size_t bytes = 0;
    for (std::size_t i = 0; i < count; ++i) bytes += idAt(i).size();
    ids.text.reserve(bytes);
    ids.start.reserve(count + 1);
    for (std::size_t i = 0; i < count; ++i) ids.add(idAt(i));
    IdTable<OwnedIds> table(count, std::move(ids));
    for (std::size_t i = 0; i < count; ++i) table.claim(idAt(i), i);
    return table;
}

} // namespace

Topology buildTopology(const Design &design, const Catalog &catalog, TopologyIndex index)
{
    Topology topo;
    const int deviceCount = int(design.devices.size());
    const int linkCount = int(design.links.size());
    topo.adjacency.resize(std::size_t(deviceCount));
    topo.tiers.resize(std::size_t(deviceCount));
    topo.gpus.assign(std::size_t(deviceCount), 0);
    topo.deviceIndex = indexIds(std::size_t(deviceCount),
                                [&](std::size_t i) -> const std::string & { return design.devices[i].id; });
    const ServerSpec *lastSpec = nullptr; // servers come in runs of one model
    const std::string *lastModel = nullptr;
    for (int i = 0; i < deviceCount; ++i) {
        const Device &device = design.devices[std::size_t(i)];
        topo.tiers[std::size_t(i)] = tierOf(device);
        if (device.isServer()) {
            if (!lastModel || *lastModel != device.model) {
                lastModel = &device.model;
                lastSpec = catalog.serverSpec(device.model);
            }
            if (lastSpec) topo.gpus[std::size_t(i)] = lastSpec->gpus;
        }
        topo.totalGpus += topo.gpus[std::size_t(i)];
    }
    topo.linkFrom.assign(std::size_t(linkCount), -1);
    topo.linkTo.assign(std::size_t(linkCount), -1);
    topo.linkLayers.assign(std::size_t(linkCount), LinkLayer::Other);
    // Cable counts beside the indices: passes that walk a device's links read these instead of
    // the Link records, which at 1M GPUs are 300 MB read at random.
    topo.linkCables.resize(std::size_t(linkCount));
    if (index == TopologyIndex::DevicesAndLinks)
        topo.linkIndex = indexIds(std::size_t(linkCount), [&](std::size_t l) -> const std::string & { return design.links[l].id; });
    // Consecutive links usually share an end (a server's NICs, a leaf's uplinks): remembering the
    // last look-up of each end saves most probes on large designs.
    const std::string *lastFrom = nullptr, *lastTo = nullptr;
    int lastFromIndex = -1, lastToIndex = -1;
    auto resolve = [&](const std::string &id, const std::string *&last, int &lastIndex) {
        if (!last || *last != id) {
            last = &id;
            lastIndex = topo.findDevice(id);
        }
        return lastIndex;
    };
    // Ends first and each device's degree, so every adjacency list is allocated once at its size.
    std::vector<int> degree(std::size_t(deviceCount), 0);
    for (int l = 0; l < linkCount; ++l) {
        const Link &link = design.links[std::size_t(l)];
        topo.linkCables[std::size_t(l)] = link.count;
        const int a = resolve(link.from.device, lastFrom, lastFromIndex);
        const int b = resolve(link.to.device, lastTo, lastToIndex);
        if (a < 0 || b < 0 || a == b) continue;
        topo.linkFrom[std::size_t(l)] = a;
        topo.linkTo[std::size_t(l)] = b;
        topo.linkLayers[std::size_t(l)] = layerOf(topo.tiers[std::size_t(a)], topo.tiers[std::size_t(b)]);
        ++degree[std::size_t(a)];
        ++degree[std::size_t(b)];
    }
    for (int i = 0; i < deviceCount; ++i) topo.adjacency[std::size_t(i)].reserve(std::size_t(degree[std::size_t(i)]));
    for (int l = 0; l < linkCount; ++l) {
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (a < 0) continue;
        topo.adjacency[std::size_t(a)].push_back({b, l});
        topo.adjacency[std::size_t(b)].push_back({a, l});
    }
    return topo;
}

} // namespace spinel
