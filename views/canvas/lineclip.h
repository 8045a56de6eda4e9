#pragma once
// Clipping a line to a rectangle (Liang–Barsky): links can be 250,000 scene units long, and
// stroking all of one to fill a few hundred pixels costs milliseconds.

#include <QLineF>
#include <QRectF>

#include <algorithm>

namespace spinel {

// Clips `line` to `rect`; false when nothing of it is inside.
inline bool clipLine(QLineF &line, const QRectF &rect)
{
    double t0 = 0, t1 = 1;
    const double p[4] = {-line.dx(), line.dx(), -line.dy(), line.dy()};
    const double q[4] = {line.x1() - rect.left(), rect.right() - line.x1(), line.y1() - rect.top(), rect.bottom() - line.y1()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    line = QLineF(line.pointAt(t0), line.pointAt(t1));
    return true;
}

} // namespace spinel
