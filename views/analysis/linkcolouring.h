#pragma once
// What the links' colours mean when they do not show the medium: the oversubscription of the
// switch a link leaves upwards, or the estimated load under a collective. Pure functions of a
// design and its analysis, so the canvas, the legend and the tests agree.

#include <QColor>
#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QVector>

#include <optional>

#include "analysis/analysisresult.h"
#include "core/design.h"

namespace spinel {

enum class LinkColourMode { Medium, Oversubscription, Load };

struct LegendEntry {
    QColor color;
    QString text;
};

class LinkColouring {
    Q_DECLARE_TR_FUNCTIONS(LinkColouring)
public:
    // Colour per link id. Every link of the design gets one.
    static QHash<QString, QColor> oversubscriptionColours(const Design &design, const FabricAnalysis &analysis);
    static QHash<QString, QColor> loadColours(const Design &design, const FabricAnalysis &analysis, const LinkLoadResult &load);

    // The downlink:uplink ratio behind a link's colour: that of its lower end when that end is a
    // switch and the link goes up a tier; empty for server links and same-tier links.
    static std::optional<double> uplinkRatio(const Design &design, const FabricAnalysis &analysis, const Link &link);
    // Estimated utilisation (0..1) of one link while the collective runs; see the .cpp for how.
    static double utilisation(const Design &design, const FabricAnalysis &analysis, const LinkLoadResult &load, const Link &link);

    static QColor colourForRatio(std::optional<double> ratio);
    static QColor colourForUtilisation(double utilisation);
    // How bad a colour of the ramp above is: 0 for neutral (and colours not on it) up to 5 for
    // red, in either mode. A line standing for many links shows the worst of theirs.
    static int severityOf(const QColor &colour);
    static QVector<LegendEntry> oversubscriptionLegend();
    static QVector<LegendEntry> loadLegend();
    // "all-reduce 1 GiB: 370 GB/s busbw, bound by NIC 400G"
    static QString loadCaption(const LinkLoadResult &load);
    static QString sizeText(double bytes);
    static QString opName(timing::CollectiveOp op);
};

} // namespace spinel
