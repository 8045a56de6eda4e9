#include "mainwindow/exportactions.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStandardPaths>

#include <functional>
#include <new>

#include "cost/bom.h"
#include "cost/cablingplan.h"
#include "document/document.h"
#include "document/plotupdater.h"
#include "export/figurewriter.h"
#include "export/plotexporter.h"
#include "export/savefile.h"
#include "export/sceneexporter.h"
#include "io/bomexport.h"
#include "mainwindow/plotdocks.h"
#include "mainwindow/topologyexport.h"
#include "plots/busbandwidthplot.h"
#include "plots/costplot.h"
#include "plots/scalingplot.h"
#include "plots/scenariochart.h"
#include "plots/scenariocomparewidget.h"
#include "report/reportwriter.h"

namespace spinel {

ExportActions::ExportActions(QWidget *window, Document *document, QGraphicsScene *scene, PlotDocks *plots)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_scene(scene)
    , m_plots(plots)
    , m_menu(new QMenu(tr("&Export"), window))
{
    const QString figures = FigureWriter::nameFilters();
    auto figure = [this, figures](const QString &text, const QString &what, std::function<bool(const QString &, QString *)> write) {
        // The dialog's title is a sentence ("Export Bus Bandwidth Plot"), not the menu entry
        // with its mnemonic and ellipsis ("&Bus Bandwidth Plot…").
        QString plain = text;
        plain.remove(QLatin1Char('&')).remove(QStringLiteral("…"));
        const QString title = tr("Export %1").arg(plain.trimmed());
        m_menu->addAction(text, this, [=, this] { run(title, suggestedName(what, QStringLiteral("png")), figures, write); });
    };
    figure(tr("&Canvas…"), tr("canvas"), [this](const QString &f, QString *e) { return exportCanvas(f, e); });
    m_menu->addSeparator();
    figure(tr("&Bus Bandwidth Plot…"), tr("busbw"),
           [this](const QString &f, QString *e) { return exportPlot(Plot::BusBandwidth, f, e); });
    figure(tr("&Scaling Plot…"), tr("scaling"), [this](const QString &f, QString *e) { return exportPlot(Plot::Scaling, f, e); });
    figure(tr("C&ost Plot…"), tr("cost"), [this](const QString &f, QString *e) { return exportPlot(Plot::Cost, f, e); });
    figure(tr("Scenario C&omparison…"), tr("scenarios"),
           [this](const QString &f, QString *e) { return exportPlot(Plot::Compare, f, e); });
    m_menu->addSeparator();
    const QString csv = tr("CSV files (*.csv)"), json = tr("JSON files (*.json)");
    m_menu->addAction(tr("Bill of Materials (&CSV)…"), this, [=, this] {
        run(tr("Export Bill of Materials"), suggestedName(tr("bom"), QStringLiteral("csv")), csv,
            [this](const QString &f, QString *e) { return exportBomCsv(f, e); });
    });
    m_menu->addAction(tr("Bill of Materials (&JSON)…"), this, [=, this] {
        run(tr("Export Bill of Materials"), suggestedName(tr("bom"), QStringLiteral("json")), json,
            [this](const QString &f, QString *e) { return exportBomJson(f, e); });
    });
    m_menu->addAction(tr("Cabling &Plan (CSV)…"), this, [=, this] {
        run(tr("Export Cabling Plan"), suggestedName(tr("cabling"), QStringLiteral("csv")), csv,
            [this](const QString &f, QString *e) { return exportCablingCsv(f, e); });
    });
    m_topology = new TopologyExport(window, document);
    m_menu->addAction(tr("&Topology…"), m_topology, &TopologyExport::exec);
    m_menu->addSeparator();
    QAction *report = m_menu->addAction(tr("Design &Report (PDF)…"), this, [this] {
        run(tr("Export Design Report"), suggestedName(tr("report"), QStringLiteral("pdf")), tr("PDF documents (*.pdf)"),
            [this](const QString &f, QString *e) { return exportReport(f, e) > 0; });
    });
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));

    // Right-click ▸ Export Plot… on a plot.
    for (auto [widget, kind] : {std::pair<PlotWidget *, Plot>{plots->busBandwidthPlot(), Plot::BusBandwidth},
                                {plots->scalingPlot(), Plot::Scaling},
                                {plots->costPlot(), Plot::Cost}}) {
        connect(widget, &PlotWidget::exportRequested, this, [this, widget, kind, figures] {
            run(tr("Export Plot"), suggestedName(widget->title(), QStringLiteral("png")), figures,
                [this, kind](const QString &f, QString *e) { return exportPlot(kind, f, e); });
        });
    }
}

QString ExportActions::suggestedName(const QString &what, const QString &suffix) const
{
    QString base = QFileInfo(m_document->displayName()).completeBaseName();
    base.replace(QRegularExpression(QStringLiteral("[^\\w\\-. ]+")), QStringLiteral("-"));
    QString directory = m_lastDirectory;
    if (directory.isEmpty())
        directory = m_document->fileName().isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                                     : QFileInfo(m_document->fileName()).absolutePath();
    QString name = what.toLower();
    name.replace(QRegularExpression(QStringLiteral("[^\\w]+")), QStringLiteral("-"));
    return QDir(directory).filePath(QStringLiteral("%1-%2.%3").arg(base.simplified(), name, suffix));
}

void ExportActions::run(const QString &title, const QString &suggestion, const QString &filters,
                        const std::function<bool(const QString &, QString *)> &write)
{
    QString selectedFilter;
    QString fileName = QFileDialog::getSaveFileName(m_window, title, suggestion, filters, &selectedFilter);
    if (fileName.isEmpty()) return;
    // A name without a suffix takes the chosen filter's: "(*.svg)" -> ".svg".
    if (QFileInfo(fileName).suffix().isEmpty()) {
        const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("\\*\\.(\\w+)")).match(selectedFilter);
        if (match.hasMatch()) fileName += QLatin1Char('.') + match.captured(1);
    }
    m_lastDirectory = QFileInfo(fileName).absolutePath();
    QString error;
    if (!write(fileName, &error)) QMessageBox::warning(m_window, tr("Export failed"), error);
}

bool ExportActions::writeText(const QString &fileName, const std::string &text, QString *errorMessage)
{
    return SaveFile::writeAll(fileName, text.data(), qint64(text.size()), errorMessage);
}

bool ExportActions::exportCanvas(const QString &fileName, QString *errorMessage)
{
    return SceneExporter::exportScene(m_scene, fileName, errorMessage, m_canvasLegend);
}

bool ExportActions::exportPlot(Plot plot, const QString &fileName, QString *errorMessage)
{
    // An export shows the design as it is: wait for figures that are not stale.
    if (!m_plots->updater()->waitUntilCurrent(10000)) {
        if (errorMessage) *errorMessage = tr("The plots are still being computed; try again.");
        return false;
    }
    switch (plot) {
    case Plot::BusBandwidth:
        return PlotExporter::exportPlot(m_plots->busBandwidthPlot(), m_plots->busBandwidthPlot()->title(), fileName, errorMessage);
    case Plot::Scaling:
        return PlotExporter::exportPlot(m_plots->scalingPlot(), m_plots->scalingPlot()->title(), fileName, errorMessage);
    case Plot::Cost: return PlotExporter::exportPlot(m_plots->costPlot(), m_plots->costPlot()->title(), fileName, errorMessage);
    case Plot::Compare: {
        ScenarioChart *chart = m_plots->compareWidget()->chart();
        return PlotExporter::exportPlot(chart, chart->title(), fileName, errorMessage);
    }
    }
    return false;
}

bool ExportActions::exportBomCsv(const QString &fileName, QString *errorMessage)
{
    BomOptions options;
    options.includeServers = m_plots->costPlot()->includeServers();
    return writeText(fileName, bomToCsv(computeBom(m_document->design(), m_document->catalog(), options)), errorMessage);
}

bool ExportActions::exportBomJson(const QString &fileName, QString *errorMessage)
{
    BomOptions options;
    options.includeServers = m_plots->costPlot()->includeServers();
    return writeText(fileName, bomToJson(computeBom(m_document->design(), m_document->catalog(), options)), errorMessage);
}

bool ExportActions::exportCablingCsv(const QString &fileName, QString *errorMessage)
{
    // Streamed and bounded (CablingPlanTooLarge); an allocation failure is a message, not an abort.
    std::string text;
    try {
        text = cablingPlanToCsv(m_document->design(), m_document->catalog());
    } catch (const CablingPlanTooLarge &error) {
        if (errorMessage) *errorMessage = SaveFile::failure(fileName, QString::fromStdString(error.what()));
        return false;
    } catch (const std::bad_alloc &) {
        if (errorMessage) *errorMessage = SaveFile::failure(fileName, tr("not enough memory for the cabling plan"));
        return false;
    }
    return writeText(fileName, text, errorMessage);
}

int ExportActions::exportReport(const QString &fileName, QString *errorMessage)
{
    if (!m_plots->updater()->waitUntilCurrent(10000)) {
        if (errorMessage) *errorMessage = tr("The plots are still being computed; try again.");
        return 0;
    }
    ReportWriter writer(m_document->design(), m_document->catalog(), *m_plots->updater()->figures());
    writer.setSourceName(m_document->displayName());
    return writer.write(fileName, errorMessage);
}

} // namespace spinel
