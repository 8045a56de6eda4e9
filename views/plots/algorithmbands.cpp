#include "plots/algorithmbands.h"

#include <algorithm>
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
                       QList<QCPAbstractItem *> &items, QList<QCPItemText *> *labels)
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
        if (labels) *labels << text;
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

void fitAlgorithmBandLabels(QCustomPlot *plot, const QList<AlgorithmRegion> &regions, const QList<QCPItemText *> &labels)
{
    const QRect axis = plot->axisRect()->rect();
    if (axis.width() <= 0) return;
    const auto pixel = [&](double bytes) { return plot->xAxis->coordToPixel(bytes); };
    constexpr double kGap = 6; // pixels kept clear between neighbouring labels
    for (qsizetype i = 0; i < labels.size() && i < regions.size(); ++i) {
        QCPItemText *text = labels[i];
        const AlgorithmRegion &region = regions[i];
        // The region's stretch runs from the boundary before it to the one after (the axis ends
        // for the first and last); the label is centred in the region, so it has twice the
        // shorter side.
        const double centre = pixel(std::sqrt(region.fromBytes * region.toBytes));
        const double left = i == 0 ? axis.left()
                                   : std::max<double>(axis.left(), pixel(std::sqrt(regions[i - 1].toBytes * region.fromBytes)));
        const double right = i + 1 == regions.size()
                                 ? axis.right()
                                 : std::min<double>(axis.right(), pixel(std::sqrt(region.toBytes * regions[i + 1].fromBytes)));
        const int available = int(2 * std::min(centre - left, right - centre) - kGap);
        const QFontMetrics metrics(text->font());
        QString shown;
        if (available > 0 && metrics.horizontalAdvance(region.label) <= available) {
            shown = region.label;
        } else if (available > 0) {
            QStringList lines = region.label.split(QStringLiteral(" · "));
            for (QString &line : lines) {
                const QString elided = metrics.elidedText(line, Qt::ElideRight, available);
                // "…" alone, or one letter and "…", says nothing: the region is too narrow to name.
                line = elided.size() >= std::min<qsizetype>(3, line.size()) ? elided : QString();
            }
            if (!lines.contains(QString())) shown = lines.join(QLatin1Char('\n'));
        }
        text->setVisible(!shown.isEmpty());
        if (!shown.isEmpty() && text->text() != shown) text->setText(shown);
    }
}

QRectF textItemRect(const QCPItemText *text)
{
    // QCPItemText::draw: the text's bounding rect grown by the padding, placed by the position
    // alignment at the anchor (no rotation here).
    const QFontMetrics metrics(text->font());
    QRectF box = metrics.boundingRect(0, 0, 0, 0, Qt::TextDontClip | text->textAlignment(), text->text());
    box = box.adjusted(-text->padding().left(), -text->padding().top(), text->padding().right(), text->padding().bottom());
    box.moveTopLeft(QPointF(0, 0));
    const QPointF anchor = text->position->pixelPosition();
    const Qt::Alignment align = text->positionAlignment();
    double x = anchor.x(), y = anchor.y();
    if (align & Qt::AlignHCenter) x -= box.width() / 2;
    else if (align & Qt::AlignRight) x -= box.width();
    if (align & Qt::AlignVCenter) y -= box.height() / 2;
    else if (align & Qt::AlignBottom) y -= box.height();
    return box.translated(x, y);
}

} // namespace spinel
