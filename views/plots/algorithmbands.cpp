#include "plots/algorithmbands.h"

#include <cmath>

#include "qcustomplot.h"

namespace spinel {

QList<AlgorithmRegion> algorithmRegions(const std::vector<timing::CollectiveResult> &points)
{
    QList<AlgorithmRegion> regions;
    for (const timing::CollectiveResult &point : points) {
        if (!point.ok || point.bytes <= 0) continue;
        //: An NCCL algorithm and protocol, e.g. "ring · LL"; both are NCCL's own names.
        const QString label = QCoreApplication::translate("AlgorithmBands", "%1 · %2")
                                  .arg(QLatin1String(timing::toString(point.algorithm)),
                                       QLatin1String(timing::toString(point.protocol)));
        if (!regions.isEmpty() && regions.last().label == label) regions.last().toBytes = point.bytes;
        else regions.append({point.bytes, point.bytes, label});
    }
    return regions;
}

void addAlgorithmBands(QCustomPlot *plot, const QList<AlgorithmRegion> &regions, const QColor &color,
                       QList<QCPAbstractItem *> &items)
{
    QFont font = plot->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    for (qsizetype i = 0; i < regions.size(); ++i) {
        const AlgorithmRegion &region = regions[i];
        auto *text = new QCPItemText(plot);
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        // The middle of the region on the log axis, just above the x axis.
        text->position->setCoords(std::sqrt(region.fromBytes * region.toBytes), 0.97);
        text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        text->setText(region.label);
        text->setColor(color);
        text->setFont(font);
        items << text;
        if (i == 0) continue;
        // The change sits between the last size of one region and the first of the next.
        const double at = std::sqrt(regions[i - 1].toBytes * region.fromBytes);
        auto *line = new QCPItemStraightLine(plot);
        line->point1->setCoords(at, 0);
        line->point2->setCoords(at, 1);
        line->setPen(QPen(color, 1, Qt::DotLine));
        items << line;
    }
}

} // namespace spinel
