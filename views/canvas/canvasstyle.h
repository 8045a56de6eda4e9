#pragma once
// Colours and sizes shared by the canvas items and the view, so the look is tuned in one place.

#include <QColor>

namespace spinel::canvasstyle {

// Icon sizes in scene units; the SVGs are drawn at these aspect ratios.
inline constexpr double kSwitchIconWidth = 64;
inline constexpr double kSwitchIconHeight = 40;
inline constexpr double kServerIconWidth = 56;
inline constexpr double kServerIconHeight = 48;

// Labels: two lines under the icon, elided beyond this width (the example's leaves sit 175 apart).
inline constexpr double kLabelMaxWidth = 150;
inline constexpr int kNamePixelSize = 12;
inline constexpr int kSummaryPixelSize = 10;

inline QColor background()
{
    return {0xf6, 0xf7, 0xf9};
}
inline QColor gridMinor()
{
    return {0xeb, 0xed, 0xf1};
}
inline QColor gridMajor()
{
    return {0xdc, 0xe0, 0xe6};
}
inline QColor text()
{
    return {0x1f, 0x29, 0x33};
}
inline QColor mutedText()
{
    return {0x5f, 0x6b, 0x7a};
}
inline QColor labelBackground()
{
    return {0xff, 0xff, 0xff, 0xe0};
}
inline QColor selection()
{
    return {0x25, 0x74, 0xe8};
}
// Slate, not orange: the GPU count is information, and orange read as a warning (issue 12).
inline QColor gpuBadge()
{
    return {0x4a, 0x57, 0x6b};
}

// Link colours by medium follow cabling conventions where they read well on a light canvas:
// copper grey, AOC orange, multimode aqua (OM3/OM4 jackets), single-mode yellow (OS2), darkened.
inline QColor dacLink()
{
    return {0x6b, 0x77, 0x85};
}
inline QColor aocLink()
{
    return {0xdd, 0x7a, 0x1f};
}
inline QColor multimodeLink()
{
    return {0x12, 0x9c, 0xa8};
}
inline QColor singlemodeLink()
{
    return {0xc2, 0x9a, 0x00};
}

} // namespace spinel::canvasstyle
