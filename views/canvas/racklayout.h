#pragma once
// Where the trays of a rack-scale NVLink domain go on the canvas: one column, as in the physical
// rack, with the compute trays above and below the NVLink switch trays, which sit in the middle
// (docs/reference/fabrics-reference.md). NVIDIA's GB200 NVL72 rack elevation (its OCP MGX rack
// contribution, 2024) has 10 compute trays above the 9 switch trays and 8 below. Shared by the Add
// Rack command, which places the trays, and RackItem, which draws the switch trays between them.

#include <algorithm>
#include <string>

namespace spinel::racklayout {

inline constexpr double kTrayPitch = 100;      // scene units from one compute tray to the next
inline constexpr double kSwitchTrayPitch = 20; // height of one NVLink switch tray bar
inline constexpr double kSwitchGap = 20;       // above and below the switch trays

// Compute trays above the switch trays: 10 of 18 in an NVL72 rack.
inline int traysAbove(int computeTrays)
{
    return std::clamp((computeTrays + 2) / 2, 0, computeTrays);
}

// Vertical offset of compute tray `tray` (0-based) from the first one.
inline double trayOffset(int tray, int computeTrays, int switchTrays)
{
    double offset = tray * kTrayPitch;
    if (switchTrays > 0 && tray >= traysAbove(computeTrays)) offset += switchTrays * kSwitchTrayPitch + 2 * kSwitchGap;
    return offset;
}

// "GB300 NVL72" from "GB300 NVL72 rack (72 × …)": a catalog rack's name without its specs.
inline std::string shortModelName(const std::string &catalogName)
{
    std::string name = catalogName.substr(0, catalogName.find(" ("));
    const std::string suffix = " rack";
    if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
        name.resize(name.size() - suffix.size());
    return name;
}

} // namespace spinel::racklayout
