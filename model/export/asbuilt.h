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
    CableEnd a, z;       // a < z
    double speedGbps = 0;  // 0: not reported
};

// Bad input: `line` from 1 (0 when the error is about the whole file).
class AsBuiltError : public std::runtime_error {
public:
    AsBuiltError(int line, const std::string &message)
        : std::runtime_error(line > 0 ? "line " + std::to_string(line) + ": " + message : message), m_line(line) {}
    int line() const { return m_line; }

private:
    int m_line;
};

// "0x<guid> "name"" lines; throws AsBuiltError.
std::map<std::string, std::string> readNodeNameMap(std::istream &in);
// Every cable once; throws AsBuiltError for truncated or malformed text, a port listed twice,
// a link to a node the dump never describes, or binary data.
std::vector<AsBuiltCable> readIbnetdiscover(std::istream &in, const std::map<std::string, std::string> &nodeNames = {});

// The design's cables in the same terms (ExportNames, ports from 1).
std::vector<AsBuiltCable> designCables(const Design &design, const Catalog &catalog);

struct CableDifference {
    enum class Kind { Missing, Extra, Miswired, Speed };
    Kind kind = Kind::Missing;
    CableEnd a, z;         // the design's cable (missing, miswired, speed) or the found one (extra)
    CableEnd found;        // miswired: the end the found cable reaches instead of z
    double designGbps = 0, foundGbps = 0;
};
const char *toString(CableDifference::Kind kind);

std::vector<CableDifference> compareCables(const std::vector<AsBuiltCable> &design, const std::vector<AsBuiltCable> &asBuilt);

} // namespace spinel::exporting
