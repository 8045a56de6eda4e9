#pragma once
// Auto-layout by tier: core, spine and leaf switches in rows from the top, servers below, grouped
// under their leaves. Leaves and servers form blocks by their group (rack or scalable unit); a
// server without a group joins the group of the first leaf it is cabled to.

#include <string>
#include <unordered_map>

#include "core/design.h"

namespace spinel {

class TierLayout {
public:
    static constexpr double kRowPitch = 220;        // between switch tiers
    static constexpr double kSwitchSpacing = 175;
    static constexpr double kServerSpacing = 160;   // a server's label is up to 150 wide
    static constexpr double kServerRowPitch = 130;
    static constexpr double kGroupGap = 140;
    static constexpr int kMaxServersPerRow = 16;

    // A position for every device in `design`.
    static std::unordered_map<std::string, Point> compute(const Design &design);
};

} // namespace spinel
