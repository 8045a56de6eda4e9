#include "export/asbuiltimport.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "core/limits.h"
#include "export/importmessages.h"
#include "generate/tierlayout.h"

namespace spinel::exporting {

namespace {

// The devices one catalog model was chosen for, with the ports and speed each showed.
struct ChosenFor {
    std::vector<std::string> names;
    std::vector<long long> ports;
    std::vector<double> speedsGbps;
};

// The design built from the fabric's nodes and cables, step by step; the members are what one
// step learns and a later one needs (per device: by index into `nodes`, later design.devices).
struct AsBuiltBuilder {
    const AsBuiltFabric &fabric;
    const Catalog &catalog;
    LinkProtocol protocol;
    ImportResult result;
    std::unordered_map<std::string, std::size_t> index; // device name -> node
    std::vector<AsBuiltNode> nodes;
    std::vector<int> usedPorts;
    std::vector<double> fastest;
    std::vector<std::vector<std::size_t>> adjacent;
    std::vector<bool> isSwitch;
    std::unordered_set<std::string> ids;

    AsBuiltBuilder(const AsBuiltFabric &fabric, const Catalog &catalog, LinkProtocol protocol)
        : fabric(fabric)
        , catalog(catalog)
        , protocol(protocol)
    { }
    Design &design() { return result.design; }

    // Devices in the order the fabric reports them; a cable end nobody described is a device too.
    void collectNodes()
    {
        nodes = fabric.nodes;
        for (const AsBuiltNode &node : nodes) index.emplace(node.name, index.size());
        for (const AsBuiltCable &cable : fabric.cables)
            for (const CableEnd *end : {&cable.a, &cable.z})
                if (index.try_emplace(end->device, index.size()).second)
                    nodes.push_back({end->device, AsBuiltNode::Kind::Unknown, 0, "a cable end", "not described"});
    }

    // Per device: the highest port used, the fastest cable and the neighbours.
    void tallyCables()
    {
        const std::size_t count = nodes.size();
        usedPorts.assign(count, 0);
        fastest.assign(count, 0);
        adjacent.assign(count, {});
        for (const AsBuiltCable &cable : fabric.cables) {
            for (const CableEnd *end : {&cable.a, &cable.z})
                if (end->port < 1 || end->port > limits::kMaxPort + 1)
                    throw AsBuiltError(0, "port " + std::to_string(end->port) + " of \"" + end->device + "\" is outside 1.."
                                              + std::to_string(limits::kMaxPort + 1));
            const std::size_t a = index.at(cable.a.device), z = index.at(cable.z.device);
            usedPorts[a] = std::max(usedPorts[a], cable.a.port);
            usedPorts[z] = std::max(usedPorts[z], cable.z.port);
            fastest[a] = std::max(fastest[a], cable.speedGbps);
            fastest[z] = std::max(fastest[z], cable.speedGbps);
            adjacent[a].push_back(z);
            adjacent[z].push_back(a);
        }
    }

    // A device of unknown type cabled to a server is a switch; otherwise a server.
    void settleUnknownKinds()
    {
        const std::size_t count = nodes.size();
        isSwitch.assign(count, false);
        std::vector<std::string> unknownAsSwitch, unknownAsServer;
        for (std::size_t i = 0; i < count; ++i) isSwitch[i] = nodes[i].kind == AsBuiltNode::Kind::Switch;
        for (std::size_t i = 0; i < count; ++i) {
            if (nodes[i].kind != AsBuiltNode::Kind::Unknown) continue;
            isSwitch[i] = std::any_of(adjacent[i].begin(), adjacent[i].end(),
                                      [&](std::size_t n) { return nodes[n].kind == AsBuiltNode::Kind::Server; });
            (isSwitch[i] ? unknownAsSwitch : unknownAsServer).push_back(nodes[i].name + " (" + nodes[i].description + ")");
        }
        if (!unknownAsSwitch.empty())
            result.warnings.push_back(listedWarning("import.unknown-as-switch", unknownAsSwitch, "devices"));
        if (!unknownAsServer.empty())
            result.warnings.push_back(listedWarning("import.unknown-as-server", unknownAsServer, "devices"));
    }

    // Models: the dump names none, so each device gets the catalog entry that fits what was seen;
    // the choice is made once per shape and reported once per model.
    void addDevices()
    {
        std::map<std::tuple<bool, int, int, double>, ModelChoice> chosen;
        std::map<std::pair<std::string, bool>, ChosenFor> byModel;
        design().devices.reserve(nodes.size());
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            const int ports = isSwitch[i] ? nodes[i].ports : usedPorts[i];
            const auto key = std::make_tuple(bool(isSwitch[i]), ports, usedPorts[i], fastest[i]);
            auto found = chosen.find(key);
            if (found == chosen.end())
                found = chosen
                            .emplace(key, isSwitch[i] ? chooseSwitchModel(catalog, protocol, ports, usedPorts[i], fastest[i])
                                                      : chooseServerModel(catalog, ports, fastest[i]))
                            .first;
            const ModelChoice &choice = found->second;
            if (choice.model.empty())
                throw AsBuiltError(0, std::string("the catalog has no ") + (isSwitch[i] ? "switch" : "server") + " model to use");
            ChosenFor &chosenFor = byModel[{choice.model, choice.exact}];
            chosenFor.names.push_back(nodes[i].name);
            chosenFor.ports.push_back(ports);
            chosenFor.speedsGbps.push_back(fastest[i]);
            design().devices.push_back(deviceFor(i, choice.model));
        }
        for (const auto &[model, devices] : byModel) {
            const CatalogEntry *entry = catalog.find(model.first);
            result.warnings.push_back({model.second ? "import.model-fits" : "import.model-nearest",
                                       {arg::integer("count", (long long)devices.names.size()), arg::text("model", model.first),
                                        arg::text("name", entry ? entry->name : model.first), listedNames("devices", devices.names),
                                        listedIntegers("ports", devices.ports), listedGbps("speeds", devices.speedsGbps)}});
        }
    }

    Device deviceFor(std::size_t i, const std::string &model)
    {
        const AsBuiltNode &node = nodes[i];
        Device device;
        device.id = node.name.size() <= limits::kMaxIdLength ? node.name : "device-" + std::to_string(i + 1);
        if (!ids.insert(device.id).second) device.id = "device-" + std::to_string(i + 1);
        ids.insert(device.id);
        device.name = node.name.substr(0, limits::kMaxNameLength);
        device.kind = isSwitch[i] ? DeviceKind::Switch : DeviceKind::Server;
        device.model = model;
        if (!isSwitch[i]) {
            const ServerSpec *spec = catalog.serverSpec(model);
            if (spec && usedPorts[i] > spec->defaultNicCount) device.nicCount = std::min(usedPorts[i], limits::kMaxNicsPerServer);
        }
        return device;
    }

    // One link per cable, both ports pinned (the as-built numbers from 1, the design's from 0).
    void addLinks()
    {
        std::size_t unknownSpeed = 0;
        design().links.reserve(fabric.cables.size());
        for (std::size_t c = 0; c < fabric.cables.size(); ++c) {
            const AsBuiltCable &cable = fabric.cables[c];
            const std::size_t a = index.at(cable.a.device), z = index.at(cable.z.device);
            Link link;
            link.id = "cable-" + std::to_string(c + 1);
            while (ids.count(link.id)) link.id += "-link";
            link.from = {design().devices[a].id, cable.a.port - 1};
            link.to = {design().devices[z].id, cable.z.port - 1};
            link.speedGbps = cable.speedGbps;
            if (link.speedGbps <= 0) {
                ++unknownSpeed;
                const SwitchSpec *spec = catalog.switchSpec(design().devices[isSwitch[a] ? a : z].model);
                link.speedGbps = spec ? spec->portSpeedGbps : 100;
            }
            link.speedGbps = std::min(link.speedGbps, limits::kMaxSpeedGbps);
            design().links.push_back(std::move(link));
        }
        if (unknownSpeed) result.warnings.push_back({"import.cables-no-speed", {arg::integer("count", (long long)unknownSpeed)}});
    }
};

} // namespace

ModelChoice chooseSwitchModel(const Catalog &catalog, LinkProtocol protocol, int ports, int usedPorts, double speedGbps)
{
    const int needed = std::max(ports, usedPorts);
    const CatalogEntry *best = nullptr;
    double bestScore = 0;
    for (const CatalogEntry *entry : catalog.entriesOfKind(CatalogKind::Switch)) {
        const SwitchSpec &spec = *entry->switchSpec;
        if (spec.protocol != protocol) continue;
        if ((ports == 0 || spec.ports == ports) && spec.ports >= usedPorts && (speedGbps <= 0 || spec.portSpeedGbps == speedGbps))
            return {entry->id, true};
        // Enough ports first, then the nearest speed (on a log scale), then the nearest port count.
        double score = spec.ports >= needed ? 0 : 1e6;
        if (speedGbps > 0) score += 100 * std::fabs(std::log2(spec.portSpeedGbps / speedGbps));
        score += std::abs(spec.ports - needed) / 10.0;
        if (!best || score < bestScore) best = entry, bestScore = score;
    }
    return {best ? best->id : std::string(), false};
}

ModelChoice chooseServerModel(const Catalog &catalog, int nics, double speedGbps)
{
    const CatalogEntry *best = nullptr;
    double bestScore = 0;
    for (const CatalogEntry *entry : catalog.entriesOfKind(CatalogKind::Server)) {
        const ServerSpec &spec = *entry->serverSpec;
        const NicSpec *nic = catalog.nicSpec(spec.defaultNic);
        const double nicGbps = nic ? nic->speedGbps : 0;
        if (spec.defaultNicCount == nics && (speedGbps <= 0 || nicGbps == speedGbps)) return {entry->id, true};
        double score = spec.defaultNicCount >= nics ? 0 : 1e6;
        if (speedGbps > 0 && nicGbps > 0) score += 100 * std::fabs(std::log2(nicGbps / speedGbps));
        score += std::abs(spec.defaultNicCount - nics);
        if (!best || score < bestScore) best = entry, bestScore = score;
    }
    return {best ? best->id : std::string(), false};
}

std::vector<std::string> assignRolesByTier(Design &design)
{
    std::unordered_map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < design.devices.size(); ++i) index.emplace(design.devices[i].id, i);
    std::vector<std::vector<std::size_t>> adjacent(design.devices.size());
    for (const Link &link : design.links) {
        const auto a = index.find(link.from.device), b = index.find(link.to.device);
        if (a == index.end() || b == index.end()) continue;
        adjacent[a->second].push_back(b->second);
        adjacent[b->second].push_back(a->second);
    }
    // Breadth first from every server: distance 1 is a leaf, 2 a spine, more a core.
    std::vector<int> distance(design.devices.size(), -1);
    std::vector<std::size_t> frontier;
    for (std::size_t i = 0; i < design.devices.size(); ++i)
        if (design.devices[i].isServer()) distance[i] = 0, frontier.push_back(i);
    for (int level = 1; !frontier.empty(); ++level) {
        std::vector<std::size_t> next;
        for (const std::size_t d : frontier)
            for (const std::size_t n : adjacent[d])
                if (distance[n] < 0 && design.devices[n].isSwitch()) distance[n] = level, next.push_back(n);
        frontier = std::move(next);
    }
    std::vector<std::string> unreached;
    for (std::size_t i = 0; i < design.devices.size(); ++i) {
        Device &device = design.devices[i];
        if (!device.isSwitch()) continue;
        device.role = distance[i] == 2 ? SwitchRole::Spine : distance[i] >= 3 ? SwitchRole::Core : SwitchRole::Leaf;
        if (distance[i] < 0) unreached.push_back(device.name);
    }
    return unreached;
}

ImportResult designFromAsBuilt(const AsBuiltFabric &fabric, const Catalog &catalog, LinkProtocol protocol,
                               const std::string &designName)
{
    if (fabric.cables.empty()) throw AsBuiltError(0, "the as-built fabric has no cable to import");
    AsBuiltBuilder builder(fabric, catalog, protocol);
    Design &design = builder.result.design;
    design.settings.name = designName;
    design.settings.transport = protocol == LinkProtocol::InfiniBand ? Transport::InfiniBand : Transport::Roce;
    builder.collectNodes();
    builder.tallyCables();
    builder.settleUnknownKinds();
    builder.addDevices();
    builder.addLinks();

    const std::vector<std::string> unreached = assignRolesByTier(design);
    if (!unreached.empty()) builder.result.warnings.push_back(listedWarning("import.switches-unreached", unreached, "switches"));
    TierLayout::apply(design);
    return std::move(builder.result);
}

} // namespace spinel::exporting
