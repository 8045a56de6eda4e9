#include "animation/animationpalette.h"

#include "canvas/canvasstyle.h"
#include "canvas/mediumcolour.h"
#include "common/displaynames.h"

namespace spinel {

namespace {
// ColorBrewer "Blues" (Brewer, colorbrewer2.org), sequential; its middle step moved towards violet
// to stay clear of the multimode teal.
const QColor kLoad[] = {QColor(0x9e, 0xca, 0xe1), QColor(0x6b, 0xae, 0xd6), QColor(0x3f, 0x5f, 0xbf), QColor(0x08, 0x51, 0x9c),
                        QColor(0x08, 0x30, 0x6b)};
} // namespace

QColor AnimationPalette::loadColour(double utilisation)
{
    // The same bands as the analysis load legend, so both keys read alike.
    if (utilisation < 0.25) return kLoad[0];
    if (utilisation < 0.5) return kLoad[1];
    if (utilisation < 0.75) return kLoad[2];
    if (utilisation < 0.95) return kLoad[3];
    return kLoad[4];
}

QColor AnimationPalette::chunk()
{
    return {0x22, 0x22, 0x22};
} // ink: clear on every blue and on grey

QColor AnimationPalette::nvlink()
{
    return {0x78, 0x3c, 0xc8};
}

QColor AnimationPalette::bottleneck()
{
    return {0xc8, 0x00, 0x78};
}

QColor AnimationPalette::idleColour(Medium medium)
{
    return canvasstyle::mediumLink(medium);
}

QVector<LegendEntry> AnimationPalette::legend(const Design *design)
{
    QVector<LegendEntry> entries = {
        {kLoad[4], tr("95 % or more of the step (saturated)")},
        {kLoad[3], tr("75–95 %")},
        {kLoad[2], tr("50–75 %")},
        {kLoad[1], tr("25–50 %")},
        {kLoad[0], tr("Under 25 %")},
    };
    // The idle links are drawn as the canvas draws them, in their medium's colour (recolouring
    // 36,000 link items per run would cost more than the frames): the key names those colours.
    if (design) {
        bool present[4] = {};
        for (const Link &link : design->links) present[int(link.medium)] = true;
        for (Medium medium : {Medium::Dac, Medium::Aoc, Medium::Multimode, Medium::Singlemode})
            if (present[int(medium)])
                //: A link that carries nothing in the animation's step, drawn in its cable's colour.
                entries.append({idleColour(medium), tr("Idle link: %1").arg(DisplayNames::medium(medium))});
    }
    entries.append({bottleneck(), tr("Bottleneck of the step (dashed)")});
    entries.append({chunk(), tr("Chunk in flight")});
    entries.append({nvlink(), tr("NVLink: transfer and active domain")});
    return entries;
}

} // namespace spinel
