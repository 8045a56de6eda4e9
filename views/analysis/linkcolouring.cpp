#include "analysis/linkcolouring.h"

#include <iterator>

#include "analysis/explaintext.h"
#include "common/colours.h"
#include "common/displaynames.h"
#include "plots/plotformat.h"
#include "timing/linkload.h"

namespace spinel {

namespace {

QColor neutral()
{
    return {0xbd, 0xc4, 0xcd};
}

// One ramp for both modes, green (room to spare) to red (saturated), readable on the light canvas.
QColor green()
{
    return {0x2e, 0x9d, 0x5b};
}
QColor yellowGreen()
{
    return {0x8d, 0xb8, 0x3a};
}
QColor amber()
{
    return {0xe0, 0xb0, 0x1c};
}
QColor orange()
{
    return {0xec, 0x7a, 0x26};
}
QColor red()
{
    return colours::error();
}

} // namespace

QHash<QString, QColor> LinkColouring::oversubscriptionColours(const Design &design, const FabricAnalysis &analysis)
{
    const std::vector<std::optional<double>> ratios = uplinkRatios(design, analysis);
    QHash<QString, QColor> colours;
    colours.reserve(qsizetype(design.links.size()));
    for (std::size_t i = 0; i < design.links.size(); ++i)
        colours.insert(QString::fromStdString(design.links[i].id), colourForRatio(ratios[i]));
    return colours;
}

QHash<QString, QColor> LinkColouring::loadColours(const Design &design, const FabricAnalysis &analysis, const LinkLoadResult &load)
{
    const std::vector<double> utilisations = linkUtilisations(design, analysis, load);
    QHash<QString, QColor> colours;
    colours.reserve(qsizetype(design.links.size()));
    for (std::size_t i = 0; i < design.links.size(); ++i)
        colours.insert(QString::fromStdString(design.links[i].id), colourForUtilisation(utilisations[i]));
    return colours;
}

QColor LinkColouring::colourForRatio(std::optional<double> ratio)
{
    if (!ratio) return neutral();
    constexpr double kTolerance = 1e-6; // 1:1 computed from sums of speeds
    if (*ratio <= 1 + kTolerance) return green();
    if (*ratio <= 2 + kTolerance) return amber();
    if (*ratio <= 3 + kTolerance) return orange();
    return red();
}

QColor LinkColouring::colourForUtilisation(double utilisation)
{
    if (utilisation < 0.01) return neutral();
    if (utilisation < 0.25) return green();
    if (utilisation < 0.5) return yellowGreen();
    if (utilisation < 0.75) return amber();
    if (utilisation < 0.95) return orange();
    return red();
}

int LinkColouring::severityOf(const QColor &colour)
{
    const QColor ramp[] = {neutral(), green(), yellowGreen(), amber(), orange(), red()};
    for (int rank = int(std::size(ramp)) - 1; rank > 0; --rank)
        if (colour == ramp[rank]) return rank;
    return 0;
}

QVector<LegendEntry> LinkColouring::oversubscriptionLegend()
{
    return {
        {green(), tr("1:1 or better (non-blocking)")},
        {amber(), tr("Up to 2:1")},
        {orange(), tr("Up to 3:1")},
        {red(), tr("Over 3:1")},
        {neutral(), tr("Server links, top tier")},
    };
}

QVector<LegendEntry> LinkColouring::loadLegend()
{
    return {
        {red(), tr("95 % or more (saturated)")}, {orange(), tr("75–95 %")},   {amber(), tr("50–75 %")},
        {yellowGreen(), tr("25–50 %")},          {green(), tr("Under 25 %")}, {neutral(), tr("Idle")},
    };
}

QString LinkColouring::loadCaption(const LinkLoadResult &load)
{
    const QString what = tr("%1, %2").arg(DisplayNames::collective(load.request.op), plotformat::bytes(load.request.bytes));
    if (!load.collective.ok) return tr("%1: %2").arg(what, QString::fromStdString(load.collective.error));
    if (load.servers <= 1) return tr("%1: stays inside one server").arg(what);
    return tr("%1 (%2): busbw %L3 GB/s, bound by %4")
        .arg(what, QString::fromLatin1(timing::toString(load.collective.algorithm)))
        .arg(load.collective.busbwGBps, 0, 'f', 1)
        .arg(ExplainText::bottleneck(load.collective.bottleneck));
}

} // namespace spinel
