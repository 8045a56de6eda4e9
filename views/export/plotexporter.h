#pragma once
// Exports a plot as a figure: printed colours (light, whatever the desktop theme), a title row,
// the size asked for. Also draws a plot into a painter region, for the design report.

#include <QRectF>
#include <QSize>
#include <QString>

class QCustomPlot;
class QCPPainter;

namespace spinel {

class PlotExporter {
public:
    static constexpr QSize kDefaultSize{960, 600};

    static bool exportPlot(QCustomPlot *plot, const QString &title, const QString &fileName, QString *errorMessage,
                           QSize size = kDefaultSize, double pngScale = 1.0);

    // Draws `plot` (print palette, with `title`) into `target` of a painter already active on
    // its device (QCustomPlot draws through its own painter class); vector output stays vector.
    static void drawPlot(QCustomPlot *plot, const QString &title, QCPPainter *painter, const QRectF &target);
};

} // namespace spinel
