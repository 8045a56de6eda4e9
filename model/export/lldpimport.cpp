#include "export/lldpimport.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "export/exportnames.h"

namespace spinel::exporting {

namespace {

using nlohmann::json;

// json0 wraps every value in an array of objects: "name": [{"value": "leaf1"}].
const json *first(const json &object, const char *key)
{
    if (!object.is_object()) return nullptr;
    const auto found = object.find(key);
    if (found == object.end() || !found->is_array() || found->empty() || !(*found)[0].is_object()) return nullptr;
    return &(*found)[0];
}

std::string valueOf(const json *object)
{
    if (!object) return {};
    const auto value = object->find("value");
    return value != object->end() && value->is_string() ? value->get<std::string>() : std::string();
}

// "100GbaseCR4 - ..." -> 100; "1000BaseTFD" -> 1; 0 when the MAU type names no rate.
double mauGbps(const std::string &mau)
{
    std::size_t digits = 0;
    while (digits < mau.size() && std::isdigit(static_cast<unsigned char>(mau[digits]))) ++digits;
    if (digits == 0 || digits > 6) return 0;
    const double number = std::stod(mau.substr(0, digits));
    std::string rest = mau.substr(digits, 5);
    for (char &c : rest) c = char(std::tolower(static_cast<unsigned char>(c)));
    if (rest.rfind("gbase", 0) == 0) return number;
    if (rest.rfind("base", 0) == 0) return number / 1000;
    return 0;
}

struct RawEnd {
    std::string device;
    std::string interface;
    friend bool operator<(const RawEnd &a, const RawEnd &b)
    {
        return std::tie(a.device, a.interface) < std::tie(b.device, b.interface);
    }
};

struct Seen {
    RawEnd peer;
    std::string where; // "leaf1.json: /lldp/0/interface/3"
};

} // namespace

int interfaceNumber(const std::string &name)
{
    const std::size_t end = name.find_last_of("0123456789");
    if (end == std::string::npos) return -1;
    std::size_t begin = end;
    while (begin > 0 && std::isdigit(static_cast<unsigned char>(name[begin - 1]))) --begin;
    if (end - begin > 5) return -1;
    return std::stoi(name.substr(begin, end - begin + 1));
}

namespace {

// The tables read one after another: the devices met so far and every cable end, both ways.
struct LldpReader {
    std::map<std::string, AsBuiltNode> nodes; // by safe name
    std::vector<std::string> order;
    std::map<std::string, std::string> shortNames; // "leaf1" for "leaf1.example.com" when leaf1 has a table
    std::map<RawEnd, Seen> links;                  // both directions
    std::map<std::pair<RawEnd, RawEnd>, double> cables;

    AsBuiltNode &node(const std::string &name)
    {
        auto [at, fresh] = nodes.try_emplace(name);
        if (fresh) {
            at->second.name = name;
            order.push_back(name);
        }
        return at->second;
    }

    void addTableOwners(const std::vector<LldpTable> &tables)
    {
        for (const LldpTable &table : tables) {
            AsBuiltNode &local = node(safeName(table.device));
            local.kind = AsBuiltNode::Kind::Switch;
            local.where = table.file;
            local.description = "its own LLDP table";
            shortNames[local.name] = local.name;
        }
    }

    void readTable(const LldpTable &table)
    {
        const std::string localName = safeName(table.device);
        const json lldp = lldpArray(table, localName);
        for (std::size_t l = 0; l < lldp.size(); ++l) {
            const json &block = lldp[l];
            const auto interfaces = block.is_object() ? block.find("interface") : block.end();
            if (interfaces == block.end()) continue; // a device with no neighbour
            if (!interfaces->is_array())
                throw AsBuiltError(table.file, 0, "/lldp/" + std::to_string(l) + "/interface: not a json0 array");
            for (std::size_t i = 0; i < interfaces->size(); ++i)
                readInterface(table, localName, (*interfaces)[i], "/lldp/" + std::to_string(l) + "/interface/" + std::to_string(i));
        }
    }

    // The table's "lldp" array, or a located error saying what the text is instead.
    static json lldpArray(const LldpTable &table, const std::string &localName)
    {
        if (table.text.find('\0') != std::string::npos)
            throw AsBuiltError(table.file, 0, "binary data, not lldpcli JSON (device " + localName + ")");
        json root;
        try {
            root = json::parse(table.text);
        } catch (const json::parse_error &error) {
            const std::size_t byte = std::min<std::size_t>(error.byte, table.text.size());
            const int line = 1
                             + int(std::count(table.text.begin(), table.text.begin() + std::ptrdiff_t(byte ? byte - 1 : 0), '\n'));
            throw AsBuiltError(table.file, line, "not JSON (lldpcli -f json0 show neighbors): the text breaks off or is malformed");
        }
        const auto lldp = root.is_object() ? root.find("lldp") : root.end();
        if (lldp == root.end())
            throw AsBuiltError(table.file, 0, "/lldp: no \"lldp\" object; expected lldpcli -f json0 show neighbors");
        if (!lldp->is_array())
            throw AsBuiltError(table.file, 0, "/lldp: an object, as lldpcli -f json writes it; take the table with -f json0");
        return std::move(*lldp);
    }

    void readInterface(const LldpTable &table, const std::string &localName, const json &entry, const std::string &path)
    {
        const auto located = [&](const std::string &message) {
            return AsBuiltError(table.file, 0, path + " (device " + localName + "): " + message);
        };
        const auto name = entry.is_object() ? entry.find("name") : entry.end();
        if (name == entry.end() || !name->is_string() || name->get<std::string>().empty()) throw located("no interface name");
        const json *chassis = first(entry, "chassis");
        const json *port = first(entry, "port");
        if (!chassis || !port) throw located("no chassis or port of the neighbour on " + name->get<std::string>());
        std::string peerName = valueOf(first(*chassis, "name"));
        if (peerName.empty()) peerName = valueOf(first(*chassis, "id"));
        if (peerName.empty()) throw located("the neighbour on " + name->get<std::string>() + " has no name or chassis id");
        peerName = safeName(peerName);
        if (!nodes.count(peerName) && peerName.find('.') != std::string::npos) {
            const auto shortName = shortNames.find(peerName.substr(0, peerName.find('.')));
            if (shortName != shortNames.end()) peerName = shortName->second;
        }
        const json *portId = first(*port, "id");
        std::string peerPort;
        if (portId && portId->value("type", "") == "ifname") peerPort = valueOf(portId);
        if (peerPort.empty()) peerPort = valueOf(first(*port, "descr"));
        if (peerPort.empty()) peerPort = valueOf(portId);
        if (peerPort.empty()) throw located("the neighbour's port on " + name->get<std::string>() + " has no name");
        double gbps = 0;
        if (const json *negotiation = first(*port, "auto-negotiation")) gbps = mauGbps(valueOf(first(*negotiation, "current")));

        AsBuiltNode &peer = node(peerName);
        if (peer.where.empty()) peer.where = table.file + ": " + path;
        notePeerKind(peer, *chassis);
        addCable({localName, name->get<std::string>()}, {peerName, peerPort}, gbps, table.file, path, located);
    }

    // The neighbour's kind by what it advertises.
    static void notePeerKind(AsBuiltNode &peer, const json &chassis)
    {
        const auto capabilities = chassis.find("capability");
        if (capabilities == chassis.end() || !capabilities->is_array()) {
            if (peer.description.empty()) peer.description = "no LLDP capabilities";
            return;
        }
        bool forwards = false, station = false;
        std::string enabled;
        for (const json &capability : *capabilities) {
            if (!capability.is_object() || !capability.value("enabled", false)) continue;
            const std::string type = capability.value("type", "");
            enabled += (enabled.empty() ? "" : ",") + type;
            forwards = forwards || type == "Bridge" || type == "Router";
            station = station || type == "Station";
        }
        if (forwards) peer.kind = AsBuiltNode::Kind::Switch;
        else if (station) peer.kind = AsBuiltNode::Kind::Server;
        if (!forwards && !station && peer.description.empty())
            peer.description = "LLDP capabilities: " + (enabled.empty() ? "none" : enabled);
    }

    template <typename Located>
    void addCable(const RawEnd &here, const RawEnd &there, double gbps, const std::string &file, const std::string &path,
                  const Located &located)
    {
        const auto [mine, fresh] = links.try_emplace(here, Seen{there, file + ": " + path});
        if (!fresh && mine->second.where.rfind(file + ":", 0) == 0)
            throw located("port " + here.interface + " of " + here.device + " is listed twice (also at " + mine->second.where + ")");
        // What another table said about either end must tell the same story.
        for (const auto &[end, peerEnd] : {std::pair{here, there}, std::pair{there, here}}) {
            const auto known = links.find(end);
            if (known == links.end()
                || (known->second.peer.device == peerEnd.device && known->second.peer.interface == peerEnd.interface))
                continue;
            throw located(here.device + " " + here.interface + " reaches " + there.device + " " + there.interface + ", but "
                          + known->second.where + " has " + end.device + " " + end.interface + " reaching "
                          + known->second.peer.device + " " + known->second.peer.interface);
        }
        links.try_emplace(there, Seen{here, file + ": " + path});
        const auto key = here < there ? std::pair{here, there} : std::pair{there, here};
        double &speed = cables[key];
        speed = std::max(speed, gbps);
    }

    // Port numbers, from 1: a device whose interfaces count from 0 moves them all up by one.
    std::unordered_map<std::string, int> lowestPortNumbers() const
    {
        std::unordered_map<std::string, int> lowest;
        for (const auto &[end, seen] : links) {
            const int number = interfaceNumber(end.interface);
            if (number < 0)
                throw AsBuiltError(seen.where.substr(0, seen.where.find(':')), 0,
                                   seen.where.substr(seen.where.find(':') + 2) + ": interface \"" + end.interface + "\" of "
                                       + end.device + " carries no port number");
            auto [at, fresh] = lowest.try_emplace(end.device, number);
            if (!fresh) at->second = std::min(at->second, number);
        }
        return lowest;
    }

    AsBuiltFabric fabric()
    {
        const std::unordered_map<std::string, int> lowest = lowestPortNumbers();
        const auto portOf = [&](const RawEnd &end) {
            return interfaceNumber(end.interface) + (lowest.at(end.device) == 0 ? 1 : 0);
        };
        AsBuiltFabric result;
        std::map<CableEnd, std::string> taken; // two interface names on one number (swp1 and swp1s0)
        for (const auto &[ends, speed] : cables) {
            CableEnd a{ends.first.device, portOf(ends.first)}, z{ends.second.device, portOf(ends.second)};
            for (const auto &[end, raw] : {std::pair{a, ends.first}, std::pair{z, ends.second}}) {
                const auto [at, fresh] = taken.try_emplace(end, raw.interface);
                if (!fresh && at->second != raw.interface)
                    throw AsBuiltError(links.at(raw).where.substr(0, links.at(raw).where.find(':')), 0,
                                       end.device + ": interfaces \"" + at->second + "\" and \""
                                           + raw.interface + "\" are both port " + std::to_string(end.port));
            }
            if (z < a) std::swap(a, z);
            result.cables.push_back({a, z, speed});
        }
        for (const std::string &name : order) {
            AsBuiltNode &n = nodes.at(name);
            if (n.kind == AsBuiltNode::Kind::Unknown && n.description.empty()) n.description = "no LLDP capabilities";
            result.nodes.push_back(n);
        }
        return result;
    }
};

} // namespace

AsBuiltFabric readLldpTables(const std::vector<LldpTable> &tables)
{
    LldpReader reader;
    reader.addTableOwners(tables);
    for (const LldpTable &table : tables) reader.readTable(table);
    return reader.fabric();
}

} // namespace spinel::exporting
