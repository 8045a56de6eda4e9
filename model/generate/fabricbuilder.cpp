#include "generate/fabricbuilder.h"

#include <unordered_map>

namespace spinel::fabric {

namespace {

// Cable plant by layer, as in published AI clusters (NVIDIA DGX SuperPOD reference architecture,
// docs/reference/fabrics-reference.md): servers sit next to their leaf, so a 3 m passive DAC (longest
// passive copper) reaches; leaf to spine crosses a row, 30 m of multimode (SR optics, reach 50 m);
// spine to core crosses the hall, 150 m of single-mode (DR optics, reach 500 m).
struct CablePlan {
    Medium medium;
    double lengthM;
};

CablePlan cableFor(Tier lower, double speedGbps)
{
    switch (lower) {
    // Passive copper reaches 3 m up to 400G but 2 m at 800G (catalog dac-800g, docs/reference/
    // exports.md): past 400G the 3 m to the leaf takes an active optical cable.
    case Tier::Server: return {speedGbps > 400 ? Medium::Aoc : Medium::Dac, 3.0};
    case Tier::Leaf: return {Medium::Multimode, 30.0};
    case Tier::Spine:
    case Tier::Core: return {Medium::Singlemode, 150.0};
    }
    return {Medium::Dac, 3.0};
}

} // namespace

Device &FabricBuilder::addSwitch(std::string id, std::string name, const std::string &model, SwitchRole role, std::string group,
                                 Point position)
{
    Device device;
    device.id = std::move(id);
    device.name = std::move(name);
    device.model = model;
    device.kind = DeviceKind::Switch;
    device.role = role;
    device.group = std::move(group);
    device.position = position;
    m_tiers.emplace(device.id, tierOf(device));
    return m_design.devices.emplace_back(std::move(device));
}

Device &FabricBuilder::addServer(std::string id, std::string name, const std::string &model, std::string group, Point position)
{
    Device device;
    device.id = std::move(id);
    device.name = std::move(name);
    device.model = model;
    device.kind = DeviceKind::Server;
    device.group = std::move(group);
    device.position = position;
    m_tiers.emplace(device.id, Tier::Server);
    return m_design.devices.emplace_back(std::move(device));
}

Link &FabricBuilder::connect(std::string id, const std::string &lower, const std::string &upper, double speedGbps, int count,
                             std::optional<int> lowerPort)
{
    auto it = m_tiers.find(lower);
    const Tier tier = it == m_tiers.end() ? Tier::Server : it->second;
    CablePlan plan = cableFor(tier, speedGbps);
    if (tier == Tier::Leaf) plan.medium = m_leafUplinks;
    Link &link = connectDirect(std::move(id), lower, upper, speedGbps, count, plan.medium, plan.lengthM);
    link.from.port = lowerPort;
    return link;
}

Link &FabricBuilder::connectDirect(std::string id, const std::string &a, const std::string &b, double speedGbps, int count,
                                   Medium medium, double lengthM)
{
    Link link;
    link.id = std::move(id);
    link.from = {a, std::nullopt};
    link.to = {b, std::nullopt};
    link.speedGbps = speedGbps;
    link.count = count;
    link.medium = medium;
    link.lengthM = lengthM;
    return m_design.links.emplace_back(std::move(link));
}

void FabricBuilder::reserve(std::size_t devices, std::size_t links)
{
    m_design.devices.reserve(devices);
    m_design.links.reserve(links);
    m_tiers.reserve(devices);
}

} // namespace spinel::fabric
