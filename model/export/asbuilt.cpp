#include "export/asbuilt.h"

#include <algorithm>
#include <regex>
#include <set>
#include <string_view>
#include <unordered_map>

#include "cost/cablingplan.h"
#include "export/exportnames.h"

namespace spinel::exporting {

namespace {

AsBuiltCable ordered(CableEnd a, CableEnd z, double speed)
{
    if (z < a) std::swap(a, z);
    return {std::move(a), std::move(z), speed};
}

// The rate ibnetdiscover prints ("4xNDR") in Gb/s for 4x links; 0 when absent or unknown.
// Scanned by hand: a regex per port line was most of the time of a 2,000-switch dump.
double rateGbps(std::string_view comment)
{
    static const std::pair<std::string_view, double> lane[] = {
        {"SDR", 2.5}, {"DDR", 5}, {"QDR", 10}, {"FDR10", 10}, {"FDR", 14}, {"EDR", 25}, {"HDR", 50}, {"NDR", 100}, {"XDR", 200}};
    for (std::size_t x = comment.find('x'); x != std::string_view::npos; x = comment.find('x', x + 1)) {
        std::size_t begin = x;
        while (begin > 0 && std::isdigit(static_cast<unsigned char>(comment[begin - 1]))) --begin;
        if (begin == x || x - begin > 3) continue;
        const std::string_view rest = comment.substr(x + 1);
        for (const auto &[name, gbps] : lane)
            if (rest.substr(0, name.size()) == name) return std::stoi(std::string(comment.substr(begin, x - begin))) * gbps;
    }
    return 0;
}

// "[3](guid)\t"S-0002c9..."[7](guid)\t\t# comment": the port line, parsed by hand (the hot path).
struct ParsedPort {
    int port = 0;
    std::string_view peer;
    int peerPort = 0;
    std::string_view comment;
};
bool parsePortLine(std::string_view line, ParsedPort &out)
{
    std::size_t i = 0;
    const auto number = [&](int &value) {
        if (i >= line.size() || line[i] != '[') return false;
        std::size_t j = ++i;
        value = 0;
        while (j < line.size() && std::isdigit(static_cast<unsigned char>(line[j])) && j - i < 6)
            value = value * 10 + (line[j++] - '0');
        if (j == i || j >= line.size() || line[j] != ']') return false;
        i = j + 1;
        if (i < line.size() && line[i] == '(') { // the port GUID
            const std::size_t close = line.find(')', i);
            if (close == std::string_view::npos) return false;
            for (std::size_t k = i + 1; k < close; ++k)
                if (!std::isxdigit(static_cast<unsigned char>(line[k]))) return false;
            i = close + 1;
        }
        return true;
    };
    if (!number(out.port)) return false;
    const std::size_t quote = line.find_first_not_of(" \t", i);
    if (quote == std::string_view::npos || quote == i || line[quote] != '"') return false;
    const std::size_t close = line.find('"', quote + 1);
    if (close == std::string_view::npos || close == quote + 1) return false;
    out.peer = line.substr(quote + 1, close - quote - 1);
    i = close + 1;
    if (!number(out.peerPort)) return false;
    const std::size_t rest = line.find_first_not_of(" \t", i);
    if (rest == std::string_view::npos) {
        out.comment = {};
        return true;
    }
    if (line[rest] != '#') return false;
    out.comment = line.substr(rest);
    return true;
}

std::string guidOf(const std::string &nodeId)
{
    // "S-0002c90300000000" / "H-..." carry the GUID; normalise to lower-case hex without zeros.
    const std::size_t dash = nodeId.find('-');
    std::string hex = dash == std::string::npos ? nodeId : nodeId.substr(dash + 1);
    for (char &c : hex) c = char(std::tolower(static_cast<unsigned char>(c)));
    const std::size_t first = hex.find_first_not_of('0');
    return first == std::string::npos ? "0" : hex.substr(first);
}

// One Switch/Ca/Rt block of an ibnetdiscover dump, and one of its port lines.
struct IbnetNode {
    bool isSwitch = false;
    std::string description;
    int ports = 0;
    int line = 0;
    std::string type;
};
struct PortLine {
    int line;
    std::string node;
    int port;
    std::string peer;
    int peerPort;
    double speed;
};

// The dump as read, checked line by line; what holds across lines is checked afterwards.
struct IbnetDump {
    std::unordered_map<std::string, IbnetNode> nodes;
    std::vector<PortLine> ports;
    std::vector<std::string> order; // node ids in file order
    int lines = 0;
};

IbnetDump readDump(std::istream &in)
{
    static const std::regex header(R"(^(Switch|Ca|Rt)\s+(\d+)\s+\"([^\"]+)\"\s*(?:#\s*\"([^\"]*)\")?.*$)");
    IbnetDump dump;
    std::set<std::pair<std::string, int>> seen;
    std::string current;
    std::string line;
    int &number = dump.lines; // the line being read, and at the end the count
    while (std::getline(in, line)) {
        ++number;
        if (line.find('\0') != std::string::npos) throw AsBuiltError(number, "binary data, not ibnetdiscover text");
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const std::size_t start = line.find_first_not_of(" \t");
        if (start == std::string::npos || line[start] == '#') continue;
        std::smatch m;
        ParsedPort parsed;
        if (line[start] == '[' && parsePortLine(std::string_view(line).substr(start), parsed)) {
            if (current.empty()) throw AsBuiltError(number, "a port line before any Switch or Ca line");
            const int p = parsed.port;
            if (p < 1 || p > dump.nodes[current].ports)
                throw AsBuiltError(number, "port " + std::to_string(p) + " of \"" + current + "\" is outside 1.."
                                               + std::to_string(dump.nodes[current].ports));
            if (!seen.insert({current, p}).second)
                throw AsBuiltError(number, "port " + std::to_string(p) + " of \"" + current + "\" is listed twice");
            dump.ports.push_back({number, current, p, std::string(parsed.peer), parsed.peerPort, rateGbps(parsed.comment)});
            continue;
        }
        if (line[start] == '[') throw AsBuiltError(number, "not an ibnetdiscover line: \"" + line.substr(0, 60) + "\"");
        if (const std::size_t equals = line.find('='); equals != std::string::npos && start == 0) {
            const std::string_view key = std::string_view(line).substr(0, equals);
            if (key == "vendid" || key == "devid" || key == "sysimgguid" || key == "switchguid" || key == "caguid"
                || key == "rtguid")
                continue;
        }
        if (std::regex_match(line, m, header)) {
            current = m[3];
            if (dump.nodes.count(current)) throw AsBuiltError(number, "node \"" + current + "\" is described twice");
            dump.nodes[current] = {m[1] == "Switch", m[4].matched ? std::string(m[4]) : std::string(), std::stoi(m[2]), number,
                                   m[1]};
            dump.order.push_back(current);
            continue;
        }
        throw AsBuiltError(number, "not an ibnetdiscover line: \"" + line.substr(0, 60) + "\"");
    }
    if (dump.nodes.empty()) throw AsBuiltError(0, "no Switch or Ca in the ibnetdiscover text (empty or truncated)");
    return dump;
}

// Each node's name once (a regex per cable end was slow on large dumps): the switch, or for an
// HCA "host mlx5_N" the host and its port N + 1, as a GPU server's rail N.
std::unordered_map<std::string, CableEnd> namedEnds(const IbnetDump &dump, const std::map<std::string, std::string> &nodeNames)
{
    std::unordered_map<std::string, CableEnd> named;
    named.reserve(dump.nodes.size());
    for (const auto &[id, node] : dump.nodes) {
        const auto mapped = nodeNames.find(guidOf(id));
        std::string name = mapped != nodeNames.end() ? mapped->second : node.description.empty() ? id : node.description;
        CableEnd fixed{std::string(), 0};
        if (!node.isSwitch) {
            static const std::regex hca(R"(^(.*\S)\s+mlx5_(\d+)$)");
            std::smatch m;
            if (std::regex_match(name, m, hca)) fixed = {safeName(std::string(m[1])), std::stoi(m[2]) + 1};
        }
        if (fixed.device.empty()) fixed.device = safeName(name);
        named.emplace(id, std::move(fixed));
    }
    return named;
}

// Node `id`'s port `p` by name: an HCA's port is its host's rail, whatever port the dump says.
CableEnd endOf(const std::unordered_map<std::string, CableEnd> &named, const std::string &id, int p)
{
    const CableEnd &base = named.at(id);
    return CableEnd{base.device, base.port ? base.port : p};
}

void checkPeersAgree(const IbnetDump &dump)
{
    // Both ends of a cable must tell the same story.
    std::map<std::pair<std::string, int>, const PortLine *> byEnd;
    for (const PortLine &p : dump.ports) byEnd[{p.node, p.port}] = &p;
    for (const PortLine &p : dump.ports) {
        const auto back = byEnd.find({p.peer, p.peerPort});
        if (back != byEnd.end() && (back->second->peer != p.node || back->second->peerPort != p.port))
            throw AsBuiltError(p.line, "\"" + p.node + "\"[" + std::to_string(p.port) + "] links to \"" + p.peer + "\"["
                                           + std::to_string(p.peerPort) + "], which links to \"" + back->second->peer + "\"["
                                           + std::to_string(back->second->peerPort) + "] (line "
                                           + std::to_string(back->second->line) + ")");
    }
    // ibnetdiscover lists every cable from both ends: a port the last node never lists, though
    // its peer links to it, is where the text was cut off.
    for (const PortLine &p : dump.ports) {
        if (p.peer != dump.order.back() || byEnd.count({p.peer, p.peerPort})) continue;
        throw AsBuiltError(dump.lines, "the dump ends inside \"" + p.peer + "\": its port " + std::to_string(p.peerPort)
                                           + ", linked from line " + std::to_string(p.line) + ", is missing (truncated?)");
    }
}

void addCables(AsBuiltFabric &fabric, const IbnetDump &dump, const std::unordered_map<std::string, CableEnd> &named)
{
    std::set<std::pair<CableEnd, CableEnd>> done;
    for (const PortLine &p : dump.ports) {
        if (!dump.nodes.count(p.peer)) throw AsBuiltError(p.line, "link to \"" + p.peer + "\", a node the dump never describes");
        AsBuiltCable cable = ordered(endOf(named, p.node, p.port), endOf(named, p.peer, p.peerPort), p.speed);
        if (done.insert({cable.a, cable.z}).second) fabric.cables.push_back(std::move(cable));
    }
}

// The devices: switches (and routers) as they are; HCAs folded into their host, whose port
// count is its highest HCA number.
void addDevices(AsBuiltFabric &fabric, const IbnetDump &dump, const std::unordered_map<std::string, CableEnd> &named)
{
    std::unordered_map<std::string, std::size_t> byName;
    std::set<CableEnd> hcas;
    for (const std::string &id : dump.order) {
        const IbnetNode &node = dump.nodes.at(id);
        const CableEnd end = endOf(named, id, 1);
        if (!node.isSwitch && !hcas.insert(end).second)
            throw AsBuiltError(node.line, "port " + std::to_string(end.port) + " of \"" + end.device + "\" is listed twice ("
                                              + node.type + " " + id + ")");
        AsBuiltNode::Kind kind = node.isSwitch       ? AsBuiltNode::Kind::Switch
                                 : node.type == "Ca" ? AsBuiltNode::Kind::Server
                                                     : AsBuiltNode::Kind::Unknown;
        const auto [at, fresh] = byName.try_emplace(end.device, fabric.nodes.size());
        if (fresh) {
            fabric.nodes.push_back({end.device, kind, node.isSwitch ? node.ports : end.port, "line " + std::to_string(node.line),
                                    node.type + " " + id + (node.description.empty() ? "" : " \"" + node.description + "\"")});
            continue;
        }
        AsBuiltNode &existing = fabric.nodes[at->second];
        if (node.isSwitch || existing.kind != AsBuiltNode::Kind::Server || kind != AsBuiltNode::Kind::Server)
            throw AsBuiltError(node.line, "\"" + end.device + "\" names two nodes (" + existing.where + " and this " + node.type
                                              + " " + id + ")");
        existing.ports = std::max(existing.ports, end.port);
    }
}

} // namespace

std::map<std::string, std::string> readNodeNameMap(std::istream &in)
{
    static const std::regex entry(R"(^\s*0x([0-9a-fA-F]+)\s+\"([^\"]*)\"\s*$)");
    std::map<std::string, std::string> names;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos || line.find_first_not_of(" \t") == line.find('#')) continue;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        std::smatch m;
        if (!std::regex_match(line, m, entry)) throw AsBuiltError(number, "expected 0xGUID \"name\" in the node-name map");
        names[guidOf(m[1])] = m[2];
    }
    return names;
}

std::vector<AsBuiltCable> readIbnetdiscover(std::istream &in, const std::map<std::string, std::string> &nodeNames)
{
    return readIbnetdiscoverFabric(in, nodeNames).cables;
}

AsBuiltFabric readIbnetdiscoverFabric(std::istream &in, const std::map<std::string, std::string> &nodeNames)
{
    const IbnetDump dump = readDump(in);
    const std::unordered_map<std::string, CableEnd> named = namedEnds(dump, nodeNames);
    checkPeersAgree(dump);
    AsBuiltFabric fabric;
    addCables(fabric, dump, named);
    addDevices(fabric, dump, named);
    return fabric;
}

std::vector<AsBuiltCable> designCables(const Design &design, const Catalog &catalog)
{
    const ExportNames names(design);
    std::unordered_map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < design.devices.size(); ++i) index.emplace(design.devices[i].id, i);
    std::vector<AsBuiltCable> cables;
    forEachCable(design, catalog, [&](const CableRun &run) {
        const auto from = index.find(run.fromDevice), to = index.find(run.toDevice);
        if (from == index.end() || to == index.end()) return;
        cables.push_back(ordered({names[from->second], run.fromPort + 1}, {names[to->second], run.toPort + 1}, run.speedGbps));
    });
    return cables;
}

const char *toString(CableDifference::Kind kind)
{
    switch (kind) {
    case CableDifference::Kind::Missing: return "missing";
    case CableDifference::Kind::Extra: return "extra";
    case CableDifference::Kind::Miswired: return "miswired";
    case CableDifference::Kind::Speed: return "speed";
    }
    return "";
}

std::vector<CableDifference> compareCables(const std::vector<AsBuiltCable> &design, const std::vector<AsBuiltCable> &asBuilt)
{
    std::map<std::pair<CableEnd, CableEnd>, double> built;
    std::map<CableEnd, CableEnd> builtPeer;
    for (const auto &cable : asBuilt) {
        built[{cable.a, cable.z}] = cable.speedGbps;
        builtPeer[cable.a] = cable.z;
        builtPeer[cable.z] = cable.a;
    }
    std::set<std::pair<CableEnd, CableEnd>> matched;
    std::vector<CableDifference> result;
    for (const auto &cable : design) {
        const auto found = built.find({cable.a, cable.z});
        if (found != built.end()) {
            matched.insert(found->first);
            if (found->second > 0 && cable.speedGbps > 0 && std::abs(found->second - cable.speedGbps) > 0.5)
                result.push_back({CableDifference::Kind::Speed, cable.a, cable.z, {}, cable.speedGbps, found->second});
            continue;
        }
        // One end cabled elsewhere: a miswire, reported once for the design's cable.
        CableDifference difference{CableDifference::Kind::Missing, cable.a, cable.z, {}, cable.speedGbps, 0};
        for (const CableEnd &end : {cable.a, cable.z}) {
            const auto peer = builtPeer.find(end);
            if (peer == builtPeer.end()) continue;
            difference.kind = CableDifference::Kind::Miswired;
            difference.a = end;
            difference.z = end == cable.a ? cable.z : cable.a;
            difference.found = peer->second;
            const CableEnd lo = std::min(end, peer->second), hi = std::max(end, peer->second);
            matched.insert({lo, hi});
            break;
        }
        result.push_back(difference);
    }
    for (const auto &[ends, speed] : built)
        if (!matched.count(ends)) result.push_back({CableDifference::Kind::Extra, ends.first, ends.second, {}, 0, speed});
    return result;
}

} // namespace spinel::exporting
