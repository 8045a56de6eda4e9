#pragma once
// The one-click design report: a PDF with the summary (counts, bisection, oversubscription), key
// timing and cost figures, the findings, the topology drawing (the canvas as the editor draws
// it), the bus-bandwidth, scaling and cost plots and the bill of materials. Drawn with a painter on QPdfWriter pages (A4 portrait); plots stay vector.

#include <QRectF>
#include <QString>

#include "core/catalog.h"
#include "core/design.h"
#include "rules/analysis.h"
#include "figures/designfigures.h"

class QCPPainter;
class QCustomPlot;
class QPdfWriter;

namespace spinel {

class ReportWriter {
public:
    ReportWriter(const Design &design, const Catalog &catalog, const DesignFigures &figures);

    // The design's file name or name, shown in the header.
    void setSourceName(const QString &name) { m_sourceName = name; }

    // Writes the PDF atomically; returns the number of pages, 0 on failure (*errorMessage says why).
    int write(const QString &fileName, QString *errorMessage);
    // The page the topology drawing is on after write(); 0 when there was nothing to draw.
    int topologyPage() const { return m_topologyPage; }

    // The bill of materials table's rows (category, part, item, qty, unit, extended, power), in the
    // user's language; the last row is the total.
    static QList<QStringList> bomRows(const Bom &bom);

private:
    // Layout helpers, in page units (1/96 in).
    void newPage();
    void ensureSpace(double height);
    void heading(const QString &text);
    void paragraph(const QString &text);
    // A table; `widths` are shares of the text width; numeric columns align right.
    void table(const QStringList &headers, const QList<QStringList> &rows, const QList<double> &widths,
               const QList<bool> &rightAligned);
    void plot(QCustomPlot *plot, const QString &title, double height);
    void footer();

    void summarySection();
    void figuresSection();
    static QString workloadText(const TrainingSettings &settings);
    static QString exposedText(const timing::TrainingResult &result);
    void findingsSection();
    void topologySection();
    void plotsSection();
    void bomSection();

    const Design &m_design;
    const Catalog &m_catalog;
    const DesignFigures &m_figures;
    FabricAnalysis m_analysis;
    QString m_sourceName;

    QPdfWriter *m_writer = nullptr;
    QCPPainter *m_painter = nullptr;
    QRectF m_body;  // the text area of a page
    double m_y = 0; // next free line
    int m_pages = 0;
    int m_topologyPage = 0;
};

} // namespace spinel
