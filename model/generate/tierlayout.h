#pragma once
// Auto-layout by tier: core, spine and leaf switches in rows from the top, servers below, grouped
// under their leaves. Leaves and servers form blocks by their group (rack or scalable unit); a
// server without a group, or whose group holds no leaf (an NVL72 rack), joins the group of the
// first leaf it is cabled to. Blocks cabled to the
// same spines form a pod, drawn as one column with its spines above it.
//
// Large designs wrap: when one row of pods (or, with a single set of spines, of blocks) would be
// wider than kMaxRowWidth, they are laid out in bands whose overall shape is near a screen's, so
// "fit" shows readable blocks rather than a thin strip. Generated fabrics use the same layout.

#include <string>
#include <unordered_map>

#include "core/design.h"

namespace spinel {

class TierLayout {
public:
    static constexpr double kRowPitch = 220; // between switch tiers
    static constexpr double kSwitchSpacing = 175;
    static constexpr double kServerSpacing = 160; // a server's label is up to 150 wide
    static constexpr double kServerRowPitch = 130;
    static constexpr double kGroupGap = 140;
    static constexpr double kPodGap = 2 * kGroupGap;
    static constexpr double kBandGap = 300; // room for the links rising past a band
    static constexpr int kMaxServersPerRow = 16;
    // One row up to this width (~120 devices); wider designs wrap into bands.
    static constexpr double kMaxRowWidth = 20000;
    static constexpr double kTargetAspect = 1.6; // width : height of a wrapped layout

    // A position for every device in `design`.
    static std::unordered_map<std::string, Point> compute(const Design &design);
    // Moves every device of `design` to its compute() position.
    static void apply(Design &design);
    // True when most devices share their spot with another: a file written without positions
    // (they default to 0, 0) or an import that only named the devices.
    static bool needsLayout(const Design &design);
};

} // namespace spinel
