#pragma once
// The as-built side as the CLI and the GUI name it: a format and a path (a file, or for LLDP a
// file or a folder of tables), read into cables (for diff) or into a design (for import). Every
// error is an AsBuiltError whose what() starts with the file it is about.

#include <optional>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "export/asbuilt.h"
#include "export/asbuiltimport.h"
#include "export/lldpimport.h"

namespace spinel::exporting {

enum class AsBuiltFormat { Ibnetdiscover, Lldp, GraphMl };

// "ibnetdiscover", "lldp", "graphml".
std::optional<AsBuiltFormat> asBuiltFormatFromName(const std::string &name);
const char *toString(AsBuiltFormat format);

struct AsBuiltSource {
    AsBuiltFormat format = AsBuiltFormat::Ibnetdiscover;
    std::string path;
    std::string nodeNameMap;            // ibnetdiscover only; empty: none
    std::vector<std::string> morePaths; // LLDP only: further tables (the GUI's multiple choice)
};

// The LLDP tables of `path`: the file itself, or every *.json in the folder (sorted), each
// named after its file (leaf1.json is leaf1's table).
std::vector<LldpTable> lldpTablesAt(const std::string &path);

// Cables and devices of an ibnetdiscover dump or LLDP tables (GraphML is a drawing, not as-built
// data: AsBuiltError).
AsBuiltFabric readAsBuilt(const AsBuiltSource &source);

// A design from any of the three formats, named after the file.
ImportResult importAsBuilt(const AsBuiltSource &source, const Catalog &catalog);

} // namespace spinel::exporting
