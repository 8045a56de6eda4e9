#include "canvas/mediumcolour.h"

#include "canvas/canvasstyle.h"
#include "core/design.h"

namespace spinel::canvasstyle {

QColor mediumLink(Medium medium)
{
    switch (medium) {
    case Medium::Dac: return dacLink();
    case Medium::Aoc: return aocLink();
    case Medium::Multimode: return multimodeLink();
    case Medium::Singlemode: return singlemodeLink();
    }
    return dacLink();
}

} // namespace spinel::canvasstyle
