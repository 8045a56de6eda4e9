#include "export/graphmlimport.h"

#include <expat.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "core/limits.h"
#include "export/importmessages.h"
#include "generate/tierlayout.h"

namespace spinel::exporting {

namespace {

std::string lower(std::string text)
{
    for (char &c : text) c = char(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// "y:NodeLabel" -> "NodeLabel": yEd's namespace prefix does not matter here.
std::string localName(const char *name)
{
    const char *colon = std::strrchr(name, ':');
    return colon ? colon + 1 : name;
}

std::optional<double> number(const std::string &text)
{
    try {
        std::size_t used = 0;
        const double value = std::stod(text, &used);
        if (used == 0 || !std::isfinite(value)) return std::nullopt;
        return value;
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

struct Element {
    std::string id;
    int line = 0;
    std::map<std::string, std::string> data; // by the key's attr.name, lower case
    std::string source, target;              // edges
    std::string label;                       // yEd's y:NodeLabel
    std::optional<Point> geometry;           // yEd's y:Geometry
    std::string parentGroup;                 // the yEd group node around it
    bool isGroup = false;
};

// The SAX side: keys, nodes and edges with their data, lines for the errors.
struct Reader {
    XML_Parser parser = nullptr;
    std::map<std::string, std::string> keyNames; // key id -> attr.name (lower case)
    std::map<std::string, std::string> nodeDefaults, edgeDefaults;
    std::vector<Element> nodes, edges;
    std::vector<std::size_t> openNodes; // indices into nodes, the nesting of yEd groups
    bool inEdge = false;
    std::string dataKey, text, defaultKey;
    bool inData = false, inLabel = false, inDefault = false;
    std::optional<AsBuiltError> error;
    int graphs = 0;

    int line() const { return int(XML_GetCurrentLineNumber(parser)); }
    void fail(const std::string &message)
    {
        if (!error) error.emplace(line(), message);
        XML_StopParser(parser, XML_FALSE);
    }
    static std::map<std::string, std::string> attributes(const char **atts)
    {
        std::map<std::string, std::string> result;
        for (int i = 0; atts[i]; i += 2) result[localName(atts[i])] = atts[i + 1];
        return result;
    }
    Element *current() { return inEdge ? &edges.back() : openNodes.empty() ? nullptr : &nodes[openNodes.back()]; }

    void start(const char *rawName, const char **atts)
    {
        const std::string name = localName(rawName);
        auto a = attributes(atts);
        if (name == "key") {
            keyNames[a["id"]] = lower(a.count("attr.name") ? a["attr.name"] : a["id"]);
            defaultKey = a["id"] + "\n" + a["for"];
        } else if (name == "default") {
            inDefault = true;
            text.clear();
        } else if (name == "graph") {
            ++graphs;
            if (!openNodes.empty()) nodes[openNodes.back()].isGroup = true;
        } else if (name == "node") {
            if (a["id"].empty()) return fail("a node without an id");
            Element node{a["id"], line(), nodeDefaults, {}, {}, {}, {}, {}, false};
            if (!openNodes.empty()) node.parentGroup = nodes[openNodes.back()].id;
            nodes.push_back(std::move(node));
            openNodes.push_back(nodes.size() - 1);
        } else if (name == "edge") {
            if (a["source"].empty() || a["target"].empty()) return fail("an edge without source or target");
            edges.push_back({a["id"], line(), edgeDefaults, a["source"], a["target"], {}, {}, {}, false});
            inEdge = true;
        } else if (name == "data") {
            const auto key = keyNames.find(a["key"]);
            dataKey = key != keyNames.end() ? key->second : lower(a["key"]);
            inData = true;
            text.clear();
        } else if (name == "NodeLabel") {
            inLabel = true;
            text.clear();
        } else if (name == "Geometry" && !openNodes.empty() && !inEdge) {
            const auto x = number(a["x"]), y = number(a["y"]), w = number(a["width"]), h = number(a["height"]);
            if (x && y) nodes[openNodes.back()].geometry = Point{*x + (w ? *w / 2 : 0), *y + (h ? *h / 2 : 0)};
        }
    }
    void end(const char *rawName)
    {
        const std::string name = localName(rawName);
        if (name == "default") {
            inDefault = false;
            const std::size_t cut = defaultKey.find('\n');
            const std::string id = defaultKey.substr(0, cut), domain = defaultKey.substr(cut + 1);
            (domain == "edge" ? edgeDefaults : nodeDefaults)[keyNames[id]] = text;
        } else if (name == "node") {
            if (!openNodes.empty()) openNodes.pop_back();
        } else if (name == "edge") {
            inEdge = false;
        } else if (name == "data" && inData) {
            inData = false;
            // Only plain data: yEd's graphics blocks hold elements, read for their label instead.
            Element *element = current();
            const bool blank = text.find_first_not_of(" \t\r\n") == std::string::npos;
            if (element && !blank && !dataKey.empty()) element->data[dataKey] = text;
        } else if (name == "NodeLabel" && inLabel) {
            inLabel = false;
            if (!openNodes.empty() && !inEdge && nodes[openNodes.back()].label.empty()) nodes[openNodes.back()].label = text;
            text.clear();
        }
    }
    void characters(const char *data, int length)
    {
        if (inData || inLabel || inDefault) text.append(data, std::size_t(length));
    }
};

std::optional<DeviceKind> kindFromText(const std::string &text)
{
    const std::string t = lower(text);
    if (t == "switch" || t == "router" || t == "leaf" || t == "spine" || t == "core" || t == "bridge") return DeviceKind::Switch;
    if (t == "server" || t == "host" || t == "gpu" || t == "node" || t == "compute" || t == "station") return DeviceKind::Server;
    return std::nullopt;
}

std::optional<DeviceKind> kindFromName(const std::string &name)
{
    const std::string t = lower(name);
    for (const char *word : {"switch", "leaf", "spine", "core", "tor", "sw"})
        if (t.find(word) != std::string::npos) return DeviceKind::Switch;
    for (const char *word : {"server", "srv", "host", "gpu", "node", "dgx", "hgx"})
        if (t.find(word) != std::string::npos) return DeviceKind::Server;
    return std::nullopt;
}

// An element's data under the first of `keys` it has, or empty.
std::string dataValue(const Element &element, std::initializer_list<const char *> keys)
{
    for (const char *key : keys)
        if (const auto found = element.data.find(key); found != element.data.end()) return found->second;
    return {};
}

// Runs expat over the whole text into `reader`; a malformed file throws with its line.
void parseGraphMl(Reader &reader, const std::string &text)
{
    std::unique_ptr<std::remove_pointer_t<XML_Parser>, decltype(&XML_ParserFree)> parser(XML_ParserCreate(nullptr),
                                                                                         &XML_ParserFree);
    reader.parser = parser.get();
    XML_SetUserData(reader.parser, &reader);
    XML_SetElementHandler(
        reader.parser, [](void *r, const char *n, const char **a) { static_cast<Reader *>(r)->start(n, a); },
        [](void *r, const char *n) { static_cast<Reader *>(r)->end(n); });
    XML_SetCharacterDataHandler(reader.parser, [](void *r, const char *s, int l) { static_cast<Reader *>(r)->characters(s, l); });
    if (text.size() > std::size_t(std::numeric_limits<int>::max())) throw AsBuiltError(0, "the file is too large for GraphML");
    if (XML_Parse(reader.parser, text.data(), int(text.size()), XML_TRUE) == XML_STATUS_ERROR) {
        if (reader.error) throw *reader.error;
        throw AsBuiltError(int(XML_GetCurrentLineNumber(reader.parser)),
                           std::string("not well-formed GraphML: ") + XML_ErrorString(XML_GetErrorCode(reader.parser)));
    }
    reader.parser = nullptr; // freed when `parser` goes
    if (reader.graphs == 0) throw AsBuiltError(0, "no <graph> element: not GraphML");
}

// The design built from the reader's nodes and edges, step by step; the members are what one
// step learns and a later one needs (per device: by index into design.devices).
struct GraphMlBuilder {
    const Reader &reader;
    const Catalog &catalog;
    ImportResult result;
    std::unordered_map<std::string, std::size_t> index; // node id -> device
    std::vector<std::string> unknownKinds, guessedKinds, positionsMissing;
    std::vector<bool> kindKnown;
    std::vector<std::vector<std::size_t>> adjacent;
    std::vector<double> fastest;
    std::vector<int> degree;
    std::vector<bool> speedGiven; // per link

    GraphMlBuilder(const Reader &reader, const Catalog &catalog)
        : reader(reader)
        , catalog(catalog)
    { }
    Design &design() { return result.design; }

    // Devices: every node that is not a yEd group.
    void addDevices()
    {
        std::map<std::string, std::string> groupLabels;
        for (const Element &node : reader.nodes)
            if (node.isGroup) groupLabels[node.id] = node.label.empty() ? dataValue(node, {"label", "name"}) : node.label;
        for (const Element &node : reader.nodes) {
            if (node.isGroup) continue;
            if (!index.emplace(node.id, design().devices.size()).second)
                throw AsBuiltError(node.line, "node \"" + node.id + "\" is described twice");
            design().devices.push_back(deviceFrom(node, groupLabels));
        }
        if (design().devices.empty()) throw AsBuiltError(0, "the graph has no nodes");
    }

    Device deviceFrom(const Element &node, const std::map<std::string, std::string> &groupLabels)
    {
        Device device;
        device.id = node.id.size() <= limits::kMaxIdLength ? node.id : "device-" + std::to_string(design().devices.size() + 1);
        device.name = dataValue(node, {"label", "name"});
        if (device.name.empty()) device.name = node.label.empty() ? node.id : node.label;
        device.name = device.name.substr(0, limits::kMaxNameLength);
        device.group = dataValue(node, {"group", "rack"});
        if (const auto label = groupLabels.find(node.parentGroup); device.group.empty() && label != groupLabels.end())
            device.group = label->second;
        device.group = device.group.substr(0, limits::kMaxNameLength);
        device.model = dataValue(node, {"model"});
        const CatalogEntry *entry = device.model.empty() ? nullptr : catalog.find(device.model);
        std::optional<DeviceKind> kind = kindFromText(dataValue(node, {"kind", "type"}));
        if (!kind) kind = kindFromText(dataValue(node, {"role"}));
        if (!kind && entry && (entry->kind == CatalogKind::Switch || entry->kind == CatalogKind::Server))
            kind = entry->kind == CatalogKind::Switch ? DeviceKind::Switch : DeviceKind::Server;
        if (!kind) {
            kind = kindFromName(device.name);
            if (kind) guessedKinds.push_back(device.name);
        }
        device.kind = kind.value_or(DeviceKind::Server);
        kindKnown.push_back(bool(kind));
        if (!kind) unknownKinds.push_back(device.name);
        if (const auto role = switchRoleFromString(lower(dataValue(node, {"role"})))) device.role = *role;
        const auto x = number(dataValue(node, {"x"})), y = number(dataValue(node, {"y"}));
        if (x && y) device.position = {*x, *y};
        else if (node.geometry) device.position = *node.geometry;
        else positionsMissing.push_back(device.name);
        return device;
    }

    // Links: one per edge; a missing speed takes the switch end's port speed once models are known.
    void addLinks()
    {
        std::unordered_set<std::string> ids;
        for (const Device &device : design().devices) ids.insert(device.id);
        adjacent.assign(design().devices.size(), {});
        fastest.assign(design().devices.size(), 0);
        degree.assign(design().devices.size(), 0);
        for (const Element &edge : reader.edges) {
            const auto from = index.find(edge.source), to = index.find(edge.target);
            if (from == index.end() || to == index.end())
                throw AsBuiltError(edge.line, "edge to \"" + (from == index.end() ? edge.source : edge.target)
                                                  + "\", a node the graph never describes");
            if (from->second == to->second) throw AsBuiltError(edge.line, "edge from \"" + edge.source + "\" to itself");
            Link link;
            link.id = dataValue(edge, {"id"});
            if (link.id.empty()) link.id = edge.id;
            if (link.id.empty() || link.id.size() > limits::kMaxIdLength || ids.count(link.id))
                link.id = "link-" + std::to_string(design().links.size() + 1);
            while (!ids.insert(link.id).second) link.id += "-1";
            link.from.device = design().devices[from->second].id;
            link.to.device = design().devices[to->second].id;
            const auto speed = number(dataValue(edge, {"speed", "speed_gbps", "bandwidth"}));
            speedGiven.push_back(speed && *speed > 0 && *speed <= limits::kMaxSpeedGbps);
            if (speedGiven.back()) link.speedGbps = *speed;
            if (const auto count = number(dataValue(edge, {"count", "multiplicity", "cables"})); count && *count >= 1)
                link.count = int(std::min<double>(*count, limits::kMaxCablesPerLink));
            if (const auto medium = mediumFromString(lower(dataValue(edge, {"medium"})))) link.medium = *medium;
            if (const auto length = number(dataValue(edge, {"length", "length_m"}));
                length && *length > 0 && *length <= limits::kMaxLengthM)
                link.lengthM = *length;
            for (const std::size_t d : {from->second, to->second}) {
                degree[d] += link.count;
                if (speedGiven.back()) fastest[d] = std::max(fastest[d], link.speedGbps);
            }
            adjacent[from->second].push_back(to->second);
            adjacent[to->second].push_back(from->second);
            design().links.push_back(std::move(link));
        }
    }

    // Kinds nothing tells: a node cabled to a server is a switch, otherwise a server.
    void settleUnknownKinds()
    {
        for (std::size_t d = 0; d < design().devices.size(); ++d) {
            if (kindKnown[d]) continue;
            const bool nearServer = std::any_of(adjacent[d].begin(), adjacent[d].end(),
                                                [&](std::size_t n) { return kindKnown[n] && design().devices[n].isServer(); });
            design().devices[d].kind = nearServer ? DeviceKind::Switch : DeviceKind::Server;
        }
        if (!guessedKinds.empty())
            result.warnings.push_back(listedWarning("import.graphml.kind-from-name", guessedKinds, "nodes"));
        if (!unknownKinds.empty()) result.warnings.push_back(listedWarning("import.graphml.kind-unknown", unknownKinds, "nodes"));
    }

    // Models: a catalog id as given, else the entry that fits the device's cables.
    void chooseModels()
    {
        std::map<std::string, std::vector<std::string>> standIns;
        for (std::size_t d = 0; d < design().devices.size(); ++d) {
            Device &device = design().devices[d];
            const CatalogEntry *entry = catalog.find(device.model);
            const CatalogKind wanted = device.isSwitch() ? CatalogKind::Switch : CatalogKind::Server;
            if (entry && entry->kind == wanted) continue;
            const std::string given = device.model;
            const LinkProtocol protocol = LinkProtocol::InfiniBand;
            const ModelChoice choice = device.isSwitch() ? chooseSwitchModel(catalog, protocol, 0, degree[d], fastest[d])
                                                         : chooseServerModel(catalog, degree[d], fastest[d]);
            if (choice.model.empty()) throw AsBuiltError(0, "the catalog has no switch or server model to use");
            device.model = choice.model;
            standIns[choice.model].push_back(device.name + (given.empty() ? "" : " (\"" + given + "\")"));
            if (device.isServer()) {
                const ServerSpec *spec = catalog.serverSpec(device.model);
                if (spec && degree[d] > spec->defaultNicCount) device.nicCount = std::min(degree[d], limits::kMaxNicsPerServer);
            }
        }
        for (const auto &[model, names] : standIns) {
            const CatalogEntry *entry = catalog.find(model);
            Message warning = listedWarning("import.graphml.model-nearest", names, "nodes");
            warning.args.insert(warning.args.begin() + 1,
                                {arg::text("model", model), arg::text("name", entry ? entry->name : model)});
            result.warnings.push_back(std::move(warning));
        }
    }

    // Speeds no edge gave: the switch end's port speed, now that the models are known.
    void fillMissingSpeeds()
    {
        std::size_t guessedSpeeds = 0;
        for (std::size_t l = 0; l < design().links.size(); ++l) {
            if (speedGiven[l]) continue;
            ++guessedSpeeds;
            Link &link = design().links[l];
            const Device *from = design().findDevice(link.from.device), *to = design().findDevice(link.to.device);
            const SwitchSpec *spec = catalog.switchSpec(from->isSwitch() ? from->model : to->model);
            if (spec) link.speedGbps = spec->portSpeedGbps;
        }
        if (guessedSpeeds)
            result.warnings.push_back({"import.graphml.edges-no-speed", {arg::integer("count", (long long)guessedSpeeds)}});
    }

    // Roles: as given; when any switch has none, all unnamed ones by tier.
    void assignRoles()
    {
        std::vector<std::optional<SwitchRole>> givenRoles;
        bool missingRole = false;
        for (std::size_t i = 0, n = 0; i < reader.nodes.size(); ++i) {
            if (reader.nodes[i].isGroup) continue;
            const auto role = switchRoleFromString(lower(dataValue(reader.nodes[i], {"role"})));
            givenRoles.push_back(role);
            missingRole = missingRole || (design().devices[n].isSwitch() && !role);
            ++n;
        }
        if (!missingRole) return;
        assignRolesByTier(design());
        for (std::size_t d = 0; d < design().devices.size(); ++d)
            if (givenRoles[d]) design().devices[d].role = *givenRoles[d];
    }

    void layOutMissingPositions()
    {
        if (positionsMissing.empty()) return;
        TierLayout::apply(design());
        if (positionsMissing.size() < design().devices.size())
            result.warnings.push_back(
                {"import.graphml.positions-missing", {arg::integer("count", (long long)positionsMissing.size())}});
    }
};

} // namespace

ImportResult importGraphMl(const std::string &text, const Catalog &catalog, const std::string &designName)
{
    Reader reader;
    parseGraphMl(reader, text);
    GraphMlBuilder builder(reader, catalog);
    builder.design().settings.name = designName;
    builder.addDevices();
    builder.addLinks();
    builder.settleUnknownKinds();
    builder.chooseModels();
    builder.fillMissingSpeeds();
    builder.assignRoles();
    builder.layOutMissingPositions();
    return std::move(builder.result);
}

} // namespace spinel::exporting
