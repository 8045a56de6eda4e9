#include "export/plotexporter.h"

#include <qcustomplot.h>

#include "export/figurewriter.h"
#include "plots/plotstyle.h"

namespace spinel {

namespace {

// Print palette and title for the life of the scope; the plot is as before afterwards (an
// inherited palette stays inherited, so it keeps following theme changes).
class PrintLook {
public:
    PrintLook(QCustomPlot *plot, const QString &title)
        : m_plot(plot)
        , m_ownPalette(plot->testAttribute(Qt::WA_SetPalette))
        , m_palette(plot->palette())
    {
        m_plot->setPalette(plotstyle::printPalette());
        if (!title.isEmpty()) {
            m_plot->plotLayout()->insertRow(0);
            QFont font = m_plot->font();
            font.setBold(true);
            font.setPointSizeF(font.pointSizeF() * 1.2);
            m_title = new QCPTextElement(m_plot, title, font);
            m_title->setTextColor(plotstyle::foreground(plotstyle::printPalette()));
            m_plot->plotLayout()->addElement(0, 0, m_title);
        }
    }
    ~PrintLook()
    {
        if (m_title) {
            m_plot->plotLayout()->remove(m_title);
            m_plot->plotLayout()->simplify();
        }
        m_plot->setPalette(m_ownPalette ? m_palette : QPalette());
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
    PrintLook(const PrintLook &) = delete;
    PrintLook &operator=(const PrintLook &) = delete;

private:
    QCustomPlot *m_plot;
    bool m_ownPalette;
    QPalette m_palette;
    QCPTextElement *m_title = nullptr;
};

} // namespace

bool PlotExporter::exportPlot(QCustomPlot *plot, const QString &title, const QString &fileName, QString *errorMessage, QSize size,
                              double pngScale)
{
    const PrintLook look(plot, title);
    return FigureWriter::write(
        fileName, size,
        [&](QPaintDevice *device) {
            QCPPainter painter(device);
            plot->toPainter(&painter, size.width(), size.height());
        },
        errorMessage, pngScale);
}

void PlotExporter::drawPlot(QCustomPlot *plot, const QString &title, QCPPainter *painter, const QRectF &target)
{
    const PrintLook look(plot, title);
    painter->save();
    painter->translate(target.topLeft());
    plot->toPainter(painter, int(target.width()), int(target.height()));
    painter->restore();
}

} // namespace spinel
