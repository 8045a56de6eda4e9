#include "export/runlistcolumns.h"

#include <algorithm>

#include "export/exportformat.h"

namespace spinel::exporting {

const std::vector<RunListColumn> &runListColumns()
{
    static const std::vector<RunListColumn> columns = {
        {RunListField::Label, "label", "the cable's label: A device/port - Z device/port"},
        {RunListField::ADevice, "a_device", "A end (the lower tier): device name"},
        {RunListField::AType, "a_type", "A end: Host or Switch"},
        {RunListField::ARack, "a_rack", "A end: rack (the device's group)"},
        {RunListField::AUnit, "a_u", "A end: rack unit (blank: designs have no rack elevations)"},
        {RunListField::APort, "a_port", "A end: port number (servers: NIC number, 1 = the first NIC)"},
        {RunListField::ZDevice, "z_device", "Z end: device name"},
        {RunListField::ZType, "z_type", "Z end: Host or Switch"},
        {RunListField::ZRack, "z_rack", "Z end: rack (the device's group)"},
        {RunListField::ZUnit, "z_u", "Z end: rack unit (blank: designs have no rack elevations)"},
        {RunListField::ZPort, "z_port", "Z end: port number"},
        {RunListField::SpeedGbps, "speed_gbps", "speed in Gb/s"},
        {RunListField::Medium, "medium", "dac, aoc, multimode or singlemode"},
        {RunListField::Cable, "cable", "cable part (catalog id)"},
        {RunListField::Transceiver, "transceiver", "transceiver part per end (catalog id; A end / Z end where they differ)"},
        {RunListField::LengthM, "length_m", "length in metres"},
        {RunListField::LengthAssumed, "length_assumed", "yes when the link has no length and a typical one was used"},
        {RunListField::LinkId, "link_id", "the design's link (a bundle has one row per cable)"},
    };
    return columns;
}

RunListLayout RunListLayout::standard()
{
    RunListLayout layout;
    layout.columns = {"label",      "a_device", "a_rack", "a_port",      "z_device", "z_rack",         "z_port",
                      "speed_gbps", "medium",   "cable",  "transceiver", "length_m", "length_assumed", "link_id"};
    layout.headers = layout.columns;
    return layout;
}

RunListLayout RunListLayout::p2p()
{
    // NVIDIA UFM Cable Validation Tool, "P2P File" (docs.nvidia.com/networking/display/
    // cablevalidationtool160/P2P+File): the Ethernet example's ten columns. Its port numbers are
    // what we write: a switch port number, and for a host the NIC number (1 -> mlx5_0 in the
    // tool's default HCA mapping).
    RunListLayout layout;
    layout.columns = {"a_rack", "a_u", "a_device", "a_type", "a_port", "z_rack", "z_u", "z_device", "z_type", "z_port"};
    layout.headers = {"A-Rack", "A-U", "A-Node Name", "A-Type", "A-Port", "Z-Rack", "Z-RU", "Z-Node Name", "Z-Type", "Z-Port"};
    return layout;
}

std::optional<RunListLayout> runListPreset(const std::string &name)
{
    if (name == "default") return RunListLayout::standard();
    if (name == "p2p") return RunListLayout::p2p();
    return std::nullopt;
}

namespace {
std::string trimmed(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string knownColumns()
{
    std::string names;
    for (const auto &column : runListColumns()) names += (names.empty() ? "" : ", ") + std::string(column.key);
    return names + " (or a preset: default, p2p)";
}
} // namespace

RunListLayout parseRunListColumns(const std::string &list)
{
    if (auto preset = runListPreset(trimmed(list))) return *preset;
    RunListLayout layout;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::string key = trimmed(list.substr(start, comma - start));
        start = comma + 1;
        if (key.empty()) continue;
        const auto &known = runListColumns();
        if (std::none_of(known.begin(), known.end(), [&](const RunListColumn &c) { return key == c.key; }))
            throw ExportError("unknown run-list column \"" + key + "\"; choose from " + knownColumns());
        if (std::find(layout.columns.begin(), layout.columns.end(), key) != layout.columns.end())
            throw ExportError("run-list column \"" + key + "\" is given twice");
        layout.columns.push_back(key);
    }
    if (layout.columns.empty()) throw ExportError("no run-list columns given; choose from " + knownColumns());
    layout.headers = layout.columns;
    return layout;
}

std::string runListColumnsText(const RunListLayout &layout)
{
    for (const char *name : {"default", "p2p"})
        if (const auto preset = runListPreset(name); preset->columns == layout.columns && preset->headers == layout.headers)
            return name;
    std::string text;
    for (const auto &key : layout.columns) text += (text.empty() ? "" : ",") + key;
    return text;
}

} // namespace spinel::exporting
