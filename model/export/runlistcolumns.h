#pragma once
// The columns of the cabling run list: which fields an installer's sheet carries, in which order,
// under which headers. Spinel's own layout, any subset of its columns, or NVIDIA's cable-validation
// "P2P" column set (docs/reference/exports.md).

#include <optional>
#include <string>
#include <vector>

namespace spinel::exporting {

enum class RunListField {
    Label,
    ADevice,
    AType,
    ARack,
    AUnit,
    APort,
    ZDevice,
    ZType,
    ZRack,
    ZUnit,
    ZPort,
    SpeedGbps,
    Medium,
    Cable,
    Transceiver,
    LengthM,
    LengthAssumed,
    LinkId,
};

struct RunListColumn {
    RunListField field;
    const char *key;         // --columns value
    const char *description; // for help and the GUI's column picker (English)
};

// Every column the run list can carry, in the default order.
const std::vector<RunListColumn> &runListColumns();

// The chosen columns and the header each gets.
struct RunListLayout {
    std::vector<std::string> columns; // keys of runListColumns()
    std::vector<std::string> headers; // one per column

    static RunListLayout standard(); // Spinel's layout: its column keys as headers
    // NVIDIA UFM Cable Validation Tool P2P sheet: A-Rack, A-U, A-Node Name, A-Type, A-Port, Z-Rack,
    // Z-RU, Z-Node Name, Z-Type, Z-Port (the tool's documented example, headers verbatim).
    static RunListLayout p2p();
};

// The named presets ("default", "p2p").
std::optional<RunListLayout> runListPreset(const std::string &name);

// A comma-separated list of column keys, or one preset name. Throws ExportError naming the unknown
// column (and listing the known ones), an empty list or a column given twice.
RunListLayout parseRunListColumns(const std::string &list);

// The layout's columns as a comma-separated list of keys (what parseRunListColumns reads back;
// a preset's name when the layout is one).
std::string runListColumnsText(const RunListLayout &layout);

} // namespace spinel::exporting
