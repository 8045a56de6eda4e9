#pragma once
// Where NCCL's choice changes along a bus-bandwidth curve: the size ranges with one (algorithm,
// protocol) each, drawn as labels along the bottom of the plot with a dotted line at each change, so
// a reader sees "ring/LL up to 1 MiB, then NVLS" without hovering.

#include <QList>
#include <QString>

#include <vector>

#include "timing/collectives.h"

class QCustomPlot;
class QCPAbstractItem;
class QCPItemText;
class QColor;
class QRectF;

namespace spinel {

struct AlgorithmRegion {
    double fromBytes = 0;
    double toBytes = 0;
    QString label; // "ring · LL"
};

// Consecutive points with the same algorithm and protocol form one region; points not ok are skipped.
QList<AlgorithmRegion> algorithmRegions(const std::vector<timing::CollectiveResult> &points);

// Adds the labels and boundary lines to `plot` (x: bytes on a log axis) and appends them to `items`;
// the labels, one per region in region order, also to `labels`.
void addAlgorithmBands(QCustomPlot *plot, const QList<AlgorithmRegion> &regions, const QColor &color,
                       QList<QCPAbstractItem *> &items, QList<QCPItemText *> *labels = nullptr);

// Fits each label into its region's stretch of the axis as just laid out (afterLayout): whole on
// one line where it fits, else algorithm and protocol on two lines, else each line elided, else
// hidden (a region a few pixels wide). A label never leaves its region, so no two labels overlap
// and none crosses the axis rect (narrow docks, presentation fonts, small exports).
void fitAlgorithmBandLabels(QCustomPlot *plot, const QList<AlgorithmRegion> &regions, const QList<QCPItemText *> &labels);

// Where a text item draws its text, in the plot's pixels (as QCPItemText lays it out).
QRectF textItemRect(const QCPItemText *text);

} // namespace spinel
