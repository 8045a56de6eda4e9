#pragma once
// What the links' colours mean when they do not show the medium: the oversubscription of the
// switch a link leaves upwards, or the estimated load under a collective. The numbers come from
// the model (timing/linkload.h); this maps them to colours, so the canvas and the legend agree.

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

    static QColor colourForRatio(std::optional<double> ratio);
    static QColor colourForUtilisation(double utilisation);
    // How bad a colour of the ramp above is: 0 for neutral (and colours not on it) up to 5 for
    // red, in either mode. A line standing for many links shows the worst of theirs.
    static int severityOf(const QColor &colour);
    static QVector<LegendEntry> oversubscriptionLegend();
    static QVector<LegendEntry> loadLegend();
    // "all-reduce 1 GiB: 370 GB/s busbw, bound by NIC 400G"
    static QString loadCaption(const LinkLoadResult &load);
};

} // namespace spinel
