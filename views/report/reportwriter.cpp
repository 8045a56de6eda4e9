#include "report/reportwriter.h"
#include "translatein.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDateTime>
#include <QPdfWriter>
#include <QBuffer>

#include <qcustomplot.h>

#include <algorithm>
#include <memory>

#include "canvas/fabricscene.h"
#include "common/displaynames.h"
#include "common/messagetext.h"
#include "export/figurewriter.h"
#include "export/savefile.h"
#include "export/plotexporter.h"
#include "plots/busbandwidthplot.h"
#include "plots/costplot.h"
#include "plots/plotformat.h"
#include "plots/plotstyle.h"
#include "plots/scalingplot.h"

namespace spinel {

namespace {

QString tr(const char *text)
{
    return translateIn({"spinel::ReportWriter", "spinel"}, text);
}

constexpr double kMargin = 56; // ~15 mm
constexpr double kCellPadding = 4;
const QColor kRule(0xC8, 0xC8, 0xC8);
const QColor kHeaderFill(0xEE, 0xF1, 0xF5);
const QColor kText(0x20, 0x20, 0x20);

QFont bodyFont()
{
    QFont font = QApplication::font();
    font.setPointSizeF(9);
    return font;
}

QString ratio(const std::optional<double> &value)
{
    // As the canvas, banner and template dialog write it: "1:1", "1.5:1" (three significant digits).
    return value ? QStringLiteral("%1:1").arg(QLocale().toString(*value, 'g', 3)) : QStringLiteral("—");
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error: return tr("Error");
    case Severity::Warning: return tr("Warning");
    case Severity::Info: return tr("Info");
    }
    return {};
}

QString tierName(Tier tier)
{
    switch (tier) {
    case Tier::Server: return tr("servers");
    case Tier::Leaf: return tr("leaf");
    case Tier::Spine: return tr("spine");
    case Tier::Core: return tr("core");
    }
    return {};
}

} // namespace

ReportWriter::ReportWriter(const Design &design, const Catalog &catalog, const DesignFigures &figures)
    : m_design(design)
    , m_catalog(catalog)
    , m_figures(figures)
{ }

int ReportWriter::write(const QString &fileName, QString *errorMessage)
{
    m_analysis = analyzeFabric(m_design, m_catalog);
    // Laid out in memory, then written with every byte checked (SaveFile): QPdfWriter ignores
    // short writes, which would leave a truncated report behind a "success".
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&file);
        writer.setResolution(FigureWriter::kResolutionDpi);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setCreator(tr("Spinel"));
        writer.setTitle(tr("Design report: %1").arg(QString::fromStdString(m_design.settings.name)));
        QCPPainter painter(&writer);
        painter.setRenderHint(QPainter::Antialiasing);
        m_writer = &writer;
        m_painter = &painter;
        const QRectF page = writer.pageLayout().paintRectPixels(writer.resolution());
        m_body = page.adjusted(kMargin, kMargin, -kMargin, -kMargin - 16);
        m_pages = 1;
        m_y = m_body.top();
        painter.setPen(kText);

        summarySection();
        figuresSection();
        findingsSection();
        topologySection();
        plotsSection();
        bomSection();
        footer();
        painter.end();
        m_painter = nullptr;
        m_writer = nullptr;
    }
    file.close();
    if (!SaveFile::writeAll(fileName, file.data().constData(), file.data().size(), errorMessage)) return 0;
    return m_pages;
}

void ReportWriter::footer()
{
    m_painter->save();
    QFont font = bodyFont();
    font.setPointSizeF(7.5);
    m_painter->setFont(font);
    m_painter->setPen(QColor(0x70, 0x70, 0x70));
    const QRectF line(m_body.left(), m_body.bottom() + 8, m_body.width(), 16);
    m_painter->drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
                        tr("Spinel design report · %1").arg(QString::fromStdString(m_design.settings.name)));
    m_painter->drawText(line, Qt::AlignRight | Qt::AlignVCenter, tr("Page %1").arg(m_pages));
    m_painter->restore();
}

void ReportWriter::newPage()
{
    footer();
    m_writer->newPage();
    ++m_pages;
    m_y = m_body.top();
}

void ReportWriter::ensureSpace(double height)
{
    if (m_y + height > m_body.bottom() && m_y > m_body.top()) newPage();
}

void ReportWriter::heading(const QString &text)
{
    QFont font = bodyFont();
    font.setPointSizeF(13);
    font.setBold(true);
    const double height = QFontMetricsF(font, m_writer).height();
    // A heading never ends a page: keep room for a few lines after it.
    ensureSpace(height + 80);
    if (m_y > m_body.top()) m_y += 10;
    m_painter->setFont(font);
    m_painter->setPen(kText);
    m_painter->drawText(QRectF(m_body.left(), m_y, m_body.width(), height), Qt::AlignLeft | Qt::AlignVCenter, text);
    m_y += height + 2;
    m_painter->setPen(QPen(kRule, 1));
    m_painter->drawLine(QPointF(m_body.left(), m_y), QPointF(m_body.right(), m_y));
    m_y += 6;
}

void ReportWriter::paragraph(const QString &text)
{
    const QFont font = bodyFont();
    const QFontMetricsF metrics(font, m_writer);
    const QRectF bounds = metrics.boundingRect(QRectF(0, 0, m_body.width(), 1e6), Qt::TextWordWrap, text);
    ensureSpace(bounds.height());
    m_painter->setFont(font);
    m_painter->setPen(kText);
    m_painter->drawText(QRectF(m_body.left(), m_y, m_body.width(), bounds.height()), Qt::TextWordWrap, text);
    m_y += bounds.height() + 4;
}

void ReportWriter::table(const QStringList &headers, const QList<QStringList> &rows, const QList<double> &widths,
                         const QList<bool> &rightAligned)
{
    const QFont font = bodyFont();
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF metrics(font, m_writer);
    const QFontMetricsF boldMetrics(bold, m_writer);
    QList<double> columnWidths;
    for (double share : widths) columnWidths << share * m_body.width();

    auto rowHeight = [&](const QStringList &cells, const QFontMetricsF &fm) {
        double height = fm.height();
        for (int c = 0; c < cells.size() && c < columnWidths.size(); ++c)
            height = std::max(
                height,
                fm.boundingRect(QRectF(0, 0, columnWidths[c] - 2 * kCellPadding, 1e6), Qt::TextWordWrap, cells[c]).height());
        return height + 2 * kCellPadding;
    };
    auto drawRow = [&](const QStringList &cells, const QFont &rowFont, double height, bool header) {
        if (header) m_painter->fillRect(QRectF(m_body.left(), m_y, m_body.width(), height), kHeaderFill);
        m_painter->setFont(rowFont);
        m_painter->setPen(kText);
        double x = m_body.left();
        for (int c = 0; c < cells.size() && c < columnWidths.size(); ++c) {
            const Qt::Alignment align = (rightAligned.value(c) ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop;
            m_painter->drawText(
                QRectF(x + kCellPadding, m_y + kCellPadding, columnWidths[c] - 2 * kCellPadding, height - 2 * kCellPadding),
                align | Qt::TextWordWrap, cells[c]);
            x += columnWidths[c];
        }
        m_y += height;
        m_painter->setPen(QPen(kRule, 0.75));
        m_painter->drawLine(QPointF(m_body.left(), m_y), QPointF(m_body.right(), m_y));
    };

    const double headerHeight = headers.isEmpty() ? 0 : rowHeight(headers, boldMetrics);
    ensureSpace(headerHeight + (rows.isEmpty() ? 0 : rowHeight(rows.first(), metrics)));
    if (!headers.isEmpty()) drawRow(headers, bold, headerHeight, true);
    for (const QStringList &row : rows) {
        const double height = rowHeight(row, metrics);
        if (m_y + height > m_body.bottom()) {
            newPage();
            // The header again on every page the table continues on.
            if (!headers.isEmpty()) drawRow(headers, bold, headerHeight, true);
        }
        drawRow(row, font, height, false);
    }
    m_y += 8;
}

void ReportWriter::plot(QCustomPlot *plotWidget, const QString &title, double height)
{
    ensureSpace(height);
    PlotExporter::drawPlot(plotWidget, title, m_painter, QRectF(m_body.left(), m_y, m_body.width(), height));
    m_y += height + 12;
}

void ReportWriter::summarySection()
{
    QFont font = bodyFont();
    font.setPointSizeF(18);
    font.setBold(true);
    m_painter->setFont(font);
    const QString name = m_design.settings.name.empty() ? tr("Untitled design") : QString::fromStdString(m_design.settings.name);
    const double titleHeight = QFontMetricsF(font, m_writer).height();
    m_painter->drawText(QRectF(m_body.left(), m_y, m_body.width(), titleHeight), Qt::AlignLeft | Qt::AlignVCenter, name);
    m_y += titleHeight + 2;
    paragraph(tr("Design report generated by Spinel on %1%2")
                  .arg(QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat),
                       m_sourceName.isEmpty() ? QString() : tr(" from %1").arg(m_sourceName)));
    if (!m_design.settings.description.empty()) paragraph(QString::fromStdString(m_design.settings.description));

    heading(tr("Summary"));
    const DesignCounts &c = m_analysis.counts;
    QList<QStringList> rows;
    rows << QStringList{tr("Transport"), QString::fromLatin1(toString(m_design.settings.transport))};
    rows << QStringList{tr("GPUs / servers"), tr("%L1 GPUs in %L2 servers (%L3 NICs)").arg(c.gpus).arg(c.servers).arg(c.endpoints)};
    rows << QStringList{tr("Switches"),
                        tr("%L1: %L2 leaf, %L3 spine, %L4 core").arg(c.switches()).arg(c.leaves).arg(c.spines).arg(c.cores)};
    rows << QStringList{tr("Cables"), tr("%L1: %L2 server–leaf, %L3 leaf–spine, %L4 spine–core, %L5 other")
                                          .arg(c.cables)
                                          .arg(c.serverLeafCables)
                                          .arg(c.leafSpineCables)
                                          .arg(c.spineCoreCables)
                                          .arg(c.otherCables)};
    QStringList tiers;
    for (const TierLoad &tier : m_analysis.tiers)
        tiers << tr("%1 %2 (%L3 of %L4 ports)")
                     .arg(tierName(tier.tier), ratio(tier.oversubscription))
                     .arg(tier.portsUsed)
                     .arg(tier.portsTotal);
    rows << QStringList{tr("Oversubscription"), tiers.join(QStringLiteral("; "))};
    rows << QStringList{tr("Bisection bandwidth"), tr("%L1 Tb/s of %L2 Tb/s non-blocking (%3, %4)")
                                                       .arg(m_analysis.bisectionGbps / 1000, 0, 'f', 1)
                                                       .arg(m_analysis.fullBisectionGbps / 1000, 0, 'f', 1)
                                                       .arg(plotformat::percent(m_analysis.bisectionFraction()),
                                                            QString::fromLatin1(toString(m_analysis.bisectionMethod)))};
    rows << QStringList{tr("Diameter"), m_analysis.diameterHops >= 0 ? tr("%1 hops").arg(m_analysis.diameterHops) : tr("unknown")};
    rows << QStringList{tr("Connectivity"),
                        m_analysis.components <= 1
                            ? tr("one connected fabric")
                            : tr("%1 separate parts; %L2 GPUs cut off").arg(m_analysis.components).arg(m_analysis.gpusCutOff)};
    table({}, rows, {0.28, 0.72}, {false, false});
}

QString ReportWriter::workloadText(const TrainingSettings &t)
{
    QString text = tr("%L1 B parameters, %2 M tokens per step in sequences of %L3, micro-batch %4; kernel efficiency %5; "
                      "tensor × pipeline × context %6 × %7 × %8")
                       .arg(t.parameters / 1e9, 0, 'f', 1)
                       .arg(t.tokensPerStep / 1e6, 0, 'f', 2)
                       .arg(t.sequenceLength)
                       .arg(t.microBatchSize)
                       .arg(plotformat::percent(t.kernelEfficiency))
                       .arg(t.tensorParallel)
                       .arg(t.pipelineParallel)
                       .arg(t.contextParallel);
    if (t.virtualStages > 1) text += tr(", %1 virtual stages").arg(t.virtualStages);
    if (t.experts > 1) text += tr(", %1 experts (top-%2) over %3 GPUs").arg(t.experts).arg(t.topK).arg(t.expertParallel);
    if (t.recompute == Recompute::Selective) text += tr(", selective recomputation");
    if (t.recompute == Recompute::Full) text += tr(", full recomputation");
    if (t.zeroStage > 0) text += tr(", ZeRO stage %1").arg(t.zeroStage);
    return text;
}

QString ReportWriter::exposedText(const timing::TrainingResult &r)
{
    const std::pair<QString, const timing::TrafficCost *> kinds[] = {{tr("tensor parallel"), &r.tensorTraffic},
                                                                     {tr("context parallel"), &r.contextTraffic},
                                                                     {tr("expert parallel"), &r.expertTraffic},
                                                                     {tr("pipeline"), &r.pipelineTraffic},
                                                                     {tr("data parallel"), &r.dataTraffic}};
    QStringList parts;
    for (const auto &[name, cost] : kinds)
        if (cost->seconds > 0)
            parts << tr("%1 %2 of %3").arg(name, plotformat::duration(cost->exposedS), plotformat::duration(cost->seconds));
    return parts.isEmpty() ? tr("none") : parts.join(QStringLiteral("; "));
}

void ReportWriter::figuresSection()
{
    heading(tr("Key figures"));
    const KeyFigures &k = m_figures.key;
    const TrainingSettings &t = m_design.settings.training;
    const timing::TrainingResult &r = m_figures.training;
    QList<QStringList> rows;
    rows << QStringList{tr("All-reduce busbw at 1 GiB"),
                        k.allReduceBusbwGBps > 0 ? plotformat::rateGBps(k.allReduceBusbwGBps) : tr("—")};
    rows << QStringList{tr("Training workload"), workloadText(t)};
    if (r.ok) {
        rows << QStringList{tr("Training step"),
                            tr("%1: compute %2, pipeline bubble %3, exposed communication %4")
                                .arg(plotformat::duration(r.stepS), plotformat::duration(r.computeS),
                                     plotformat::duration(r.bubbleS), plotformat::duration(r.exposedCommunicationS))};
        rows << QStringList{tr("Exposed communication"), exposedText(r)};
        rows << QStringList{tr("Utilisation"), tr("MFU %1 (hardware FLOPs %2), scaling efficiency %3")
                                                   .arg(plotformat::percent(r.mfu), plotformat::percent(r.hardwareFlopsUtilization),
                                                        plotformat::percent(r.scalingEfficiency))};
        rows << QStringList{tr("Time to train"), tr("%1 for %L2 B tokens (%L3 tokens/s)")
                                                     .arg(plotformat::duration(r.trainS))
                                                     .arg(t.trainTokens / 1e9, 0, 'f', 0)
                                                     .arg(r.tokensPerSecond, 0, 'f', 0)};
    } else {
        rows << QStringList{tr("Training step"), tr("not estimated: %1").arg(QString::fromStdString(r.error))};
    }
    rows << QStringList{tr("Network cost"), tr("%1 (%2 per GPU), %3")
                                                .arg(plotformat::usd(k.networkCostUsd), plotformat::usd(k.networkCostPerGpuUsd),
                                                     plotformat::watts(k.networkPowerW))};
    rows << QStringList{tr("With servers"), tr("%1, %2").arg(plotformat::usd(k.totalCostUsd), plotformat::watts(k.totalPowerW))};
    table({}, rows, {0.28, 0.72}, {false, false});
}

void ReportWriter::findingsSection()
{
    const auto &findings = m_analysis.findings;
    heading(tr("Findings: %L1 errors, %L2 warnings, %L3 notes")
                .arg(m_analysis.count(Severity::Error))
                .arg(m_analysis.count(Severity::Warning))
                .arg(m_analysis.count(Severity::Info)));
    if (findings.empty()) {
        paragraph(tr("No findings: the rules checks pass."));
        return;
    }
    // Findings are sorted errors first; a report lists the first ones, the CLI lists them all.
    constexpr int kMaxListed = 60;
    QList<QStringList> rows;
    for (std::size_t i = 0; i < findings.size() && i < std::size_t(kMaxListed); ++i)
        rows << QStringList{severityName(findings[i].severity), QString::fromStdString(findings[i].code),
                            MessageText::text(findings[i])};
    table({tr("Severity"), tr("Check"), tr("Finding")}, rows, {0.12, 0.2, 0.68}, {false, false, false});
    if (findings.size() > std::size_t(kMaxListed))
        paragraph(tr("… and %L1 more; run “spinel-cli analyze” for the full list.").arg(findings.size() - kMaxListed));
}

void ReportWriter::topologySection()
{
    // The canvas's own scene, never shown: the report draws what the editor shows (issue 12).
    m_topologyPage = 0;
    if (m_design.devices.empty()) return;
    FabricScene scene;
    scene.showDesign(m_design, m_catalog);
    // Rack and server blocks are laid out by a queued call: run it now, for this scene only.
    QCoreApplication::sendPostedEvents(&scene, QEvent::MetaCall);
    QRectF source = scene.itemsBoundingRect();
    if (source.isEmpty()) return;
    const double margin = std::max(source.width(), source.height()) * 0.02 + 8;
    source.adjust(-margin, -margin, margin, margin);
    newPage();
    heading(tr("Topology"));
    const double height = std::min(m_body.bottom() - m_y, m_body.width() * source.height() / source.width());
    const QRectF target(m_body.left(), m_y, m_body.width(), height);
    m_painter->save();
    scene.render(m_painter, target, source, Qt::KeepAspectRatio); // vectors: links are drawn, not blitted
    m_painter->restore();
    m_y += height + 8;
    m_topologyPage = m_pages;
}

void ReportWriter::plotsSection()
{
    // Plot widgets drawn straight onto the page, never shown.
    auto figures = std::make_shared<const DesignFigures>(m_figures);
    BusBandwidthPlot busbw;
    ScalingPlot scaling;
    for (PlotWidget *widget : std::initializer_list<PlotWidget *>{&busbw, &scaling}) {
        widget->setPalette(plotstyle::printPalette());
        widget->setFigures(figures);
    }
    newPage();
    heading(tr("Collective performance"));
    plot(&busbw, busbw.title(), 430);
    heading(tr("Scaling"));
    plot(&scaling, scaling.title(), 400);
}

QList<QStringList> ReportWriter::bomRows(const Bom &bom)
{
    QList<QStringList> rows;
    const QLocale locale;
    for (const BomLine &line : bom.lines) {
        QString item = QString::fromStdString(line.name);
        if (!line.lengthBucket.empty()) item += QStringLiteral(" (%1)").arg(QString::fromStdString(line.lengthBucket));
        // Without it the extended price reads as a wrong product of quantity and unit price.
        if (line.includedUnits > 0) item += tr(" (%L1 included in the server price)").arg(line.includedUnits);
        rows << QStringList{DisplayNames::bomCategory(line.category),
                            QString::fromStdString(line.catalogId),
                            item,
                            locale.toString(line.quantity),
                            plotformat::usdExact(line.unitPriceUsd),
                            plotformat::usdExact(line.extendedPriceUsd),
                            plotformat::watts(line.totalPowerW)};
    }
    rows << QStringList{tr("Total"),
                        QString(),
                        tr("%1 per GPU").arg(plotformat::usd(bom.priceUsdPerGpu)),
                        QString(),
                        QString(),
                        plotformat::usdExact(bom.total.priceUsd),
                        plotformat::watts(bom.total.powerW)};
    return rows;
}

void ReportWriter::bomSection()
{
    CostPlot cost;
    cost.setPalette(plotstyle::printPalette());
    cost.setFigures(std::make_shared<const DesignFigures>(m_figures));
    newPage();
    heading(tr("Cost and power"));
    plot(&cost, cost.title(), 330);

    heading(tr("Bill of materials"));
    const Bom &bom = m_figures.bom;
    table({tr("Category"), tr("Part"), tr("Item"), tr("Qty"), tr("Unit"), tr("Extended"), tr("Power")}, bomRows(bom),
          {0.12, 0.14, 0.35, 0.08, 0.1, 0.11, 0.1}, {false, false, false, true, true, true, true});
    paragraph(tr("Prices are list or street prices from the catalog with this design's overrides; each line's source "
                 "and date are in the BOM export (spinel-cli bom --csv)."));
    constexpr std::size_t kMaxNotes = 8;
    for (std::size_t i = 0; i < bom.warnings.size() && i < kMaxNotes; ++i)
        paragraph(tr("Note: %1").arg(MessageText::text(bom.warnings[i])));
    if (bom.warnings.size() > kMaxNotes) paragraph(tr("… and %L1 more notes.").arg(bom.warnings.size() - kMaxNotes));
}

} // namespace spinel
