#pragma once
// The animation's own colours: a sequential blue ramp for link load and marker colours chosen
// away from the media colours the canvas draws links in (DAC grey, AOC orange, multimode teal,
// single-mode yellow) and from the analysis load ramp (green to red), so a glowing link is never
// read as a cable type. Shared by the overlay, its legend and the exported frames.

#include <QColor>
#include <QCoreApplication>
#include <QVector>

#include "analysis/linkcolouring.h"
#include "core/design.h" // Medium, Design

namespace spinel {

class AnimationPalette {
    Q_DECLARE_TR_FUNCTIONS(AnimationPalette)
public:
    // Load over the step's duration (0..1): light blue (little) to navy (saturated).
    static QColor loadColour(double utilisation);
    static QColor chunk();      // a chunk in flight over the fabric
    static QColor nvlink();     // a chunk over NVLink and the active NVLink domain
    static QColor bottleneck(); // the step's slowest link
    // The key shown over the canvas while an animation is on it, most loaded first. With a
    // design, a link idle in the step keeps its medium's colour on the canvas and in exported
    // frames: one "Idle link" entry per medium among the design's links says so.
    static QVector<LegendEntry> legend(const Design *design = nullptr);
    // The canvas's colour for a link of `medium` (canvasstyle), as LinkItem draws it.
    static QColor idleColour(Medium medium);
};

} // namespace spinel
