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
class QColor;

namespace spinel {

struct AlgorithmRegion {
    double fromBytes = 0;
    double toBytes = 0;
    QString label;  // "ring · LL"
};

// Consecutive points with the same algorithm and protocol form one region; points not ok are skipped.
QList<AlgorithmRegion> algorithmRegions(const std::vector<timing::CollectiveResult> &points);

// Adds the labels and boundary lines to `plot` (x: bytes on a log axis) and appends them to `items`.
void addAlgorithmBands(QCustomPlot *plot, const QList<AlgorithmRegion> &regions, const QColor &color,
                       QList<QCPAbstractItem *> &items);

} // namespace spinel
