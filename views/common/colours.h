#pragma once
// Colours that carry a meaning in more than one view.

#include <QColor>

namespace spinel::colours {

// Errors: the severity icon, the saturated end of the link colour ramps, invalid input fields.
inline QColor error()
{
    return {0xd6, 0x3b, 0x3b};
}

} // namespace spinel::colours
