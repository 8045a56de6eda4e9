#pragma once
// A link's colour by its medium (canvasstyle's four link colours): the canvas and the animation's
// idle links use the same.

#include <QColor>

namespace spinel {
enum class Medium;
}

namespace spinel::canvasstyle {

QColor mediumLink(Medium medium);

} // namespace spinel::canvasstyle
