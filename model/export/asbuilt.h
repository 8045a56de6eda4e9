#pragma once
// The fabric as built, read back from what the tools report, and compared with the design.
// Today: `ibnetdiscover` text (as ibnetdiscover prints it, or Spinel's own export) with an
// optional node-name map. Cable ends are (device name, port from 1) in the export naming rule
// (export/exportnames.h); an HCA whose description reads "host mlx5_N" is port N+1 of host.

#include <istream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel::exporting {

struct CableEnd {
    std::string device;
    int port = 0;
    friend auto operator<=>(const CableEnd &, const CableEnd &) = default;
};

struct AsBuiltCable {
    CableEnd a, z;        // a < z
    double speedGbps = 0; // 0: not reported
};

// Bad input: `line` from 1 (0 when the error is about the whole file). `file` is set by readers
// that take several files (LLDP tables, one per switch); what() then starts with it.
class AsBuiltError : public std::runtime_error {
public:
    AsBuiltError(int line, const std::string &message)
        : std::runtime_error(line > 0 ? "line " + std::to_string(line) + ": " + message : message)
        , m_line(line)
    { }
    AsBuiltError(const std::string &file, int line, const std::string &message)
        : std::runtime_error(file + ": " + (line > 0 ? "line " + std::to_string(line) + ": " + message : message))
        , m_line(line)
        , m_file(file)
    { }
    int line() const { return m_line; }
    const std::string &file() const { return m_file; }

private:
    int m_line;
    std::string m_file;
};

// A device as the fabric reports it, named as the cables name it (safe names).
struct AsBuiltNode {
    enum class Kind { Switch, Server, Unknown };
    std::string name;
    Kind kind = Kind::Unknown;
    int ports = 0;           // ports the device reports (a switch's port count); 0: not reported
    std::string where;       // where it is described ("line 12", "leaf1.json")
    std::string description; // what the tool says it is (node type, LLDP capabilities), for findings
};

// The fabric as built: its devices and every cable once.
struct AsBuiltFabric {
    std::vector<AsBuiltNode> nodes;
    std::vector<AsBuiltCable> cables;
};

// "0x<guid> "name"" lines; throws AsBuiltError.
std::map<std::string, std::string> readNodeNameMap(std::istream &in);
// Every cable once; throws AsBuiltError for truncated or malformed text, a port listed twice,
// a link to a node the dump never describes, or binary data.
std::vector<AsBuiltCable> readIbnetdiscover(std::istream &in, const std::map<std::string, std::string> &nodeNames = {});
// The same with the devices: switches, and servers made of their HCAs ("host mlx5_N"); a node
// the dump ends inside of (a port its peers link to is missing) is a truncated dump.
AsBuiltFabric readIbnetdiscoverFabric(std::istream &in, const std::map<std::string, std::string> &nodeNames = {});

// The design's cables in the same terms (ExportNames, ports from 1).
std::vector<AsBuiltCable> designCables(const Design &design, const Catalog &catalog);

struct CableDifference {
    enum class Kind { Missing, Extra, Miswired, Speed };
    Kind kind = Kind::Missing;
    CableEnd a, z;  // the design's cable (missing, miswired, speed) or the found one (extra)
    CableEnd found; // miswired: the end the found cable reaches instead of z
    double designGbps = 0, foundGbps = 0;
};
const char *toString(CableDifference::Kind kind);

std::vector<CableDifference> compareCables(const std::vector<AsBuiltCable> &design, const std::vector<AsBuiltCable> &asBuilt);

} // namespace spinel::exporting
