// The plot docks: the figures follow the design (numbers checked against the timing model and the
// BOM directly), a stale result is never shown as current, the compare table shows the model's
// figures, training-settings and price-override commands undo, the catalog dialog's edits are
// undoable, and the plots take their colours from the palette (light and dark).
#include <QCheckBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <cmath>

#include "commands/setpriceoverride.h"
#include "commands/settrainingsettings.h"
#include "cost/bom.h"
#include "dialogs/catalogdialog.h"
#include "document/document.h"
#include "document/plotupdater.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plotdocks.h"
#include "mainwindow/pricecatalog.h"
#include "plots/busbandwidthplot.h"
#include "plots/costplot.h"
#include "plots/plotformat.h"
#include "plots/plotstyle.h"
#include "plots/scalingplot.h"
#include "plots/scenariocomparewidget.h"
#include "support/testmain.h"
#include "timing/fabricprofile.h"
#include "timing/sweeps.h"

using namespace spinel;

namespace {

QCPGraph *graphNamed(QCustomPlot *plot, const QString &name)
{
    for (int i = 0; i < plot->graphCount(); ++i)
        if (plot->graph(i)->name() == name) return plot->graph(i);
    return nullptr;
}

double lastValue(QCPGraph *graph)
{
    return graph->data()->at(graph->dataCount() - 1)->value;
}

double busbwAt(const Design &design, timing::CollectiveOp op, double bytes)
{
    const timing::FabricProfile profile = timing::buildFabricProfile(design, builtinCatalog());
    timing::CollectiveRequest request;
    request.op = op;
    request.bytes = bytes;
    return timing::timeCollective(profile, request).busbwGBps;
}

constexpr double k16GiB = 16.0 * 1024 * 1024 * 1024;

} // namespace

class TestPlots : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void busBandwidthFollowsNicSpeed();
    void busBandwidthMarksNcclsChoice();
    void scalingMatchesTrainingModel();
    void costPlotMatchesBom();
    void staleResultsAreNeverShown();
    void compareTableShowsModelFigures();
    void trainingSettingsCommandUndoes();
    void priceOverrideCommandUndoes();
    void catalogDialogOverrideIsUndoable();
    void plotsFollowThePalette();

private:
    MainWindow *m_window = nullptr;
    Document *document() const { return m_window->document(); }
    PlotDocks *plots() const { return m_window->plotDocks(); }
};

void TestPlots::init()
{
    m_window = new MainWindow;
    QVERIFY(m_window->openExample());
    QVERIFY(plots()->updater()->waitUntilCurrent(10000));
}

void TestPlots::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestPlots::busBandwidthFollowsNicSpeed()
{
    BusBandwidthPlot *plot = plots()->busBandwidthPlot();
    QCOMPARE(plot->graphCount(), 5);
    QCPGraph *allToAll = graphNamed(plot, BusBandwidthPlot::tr("All-to-all"));
    QCPGraph *allReduce = graphNamed(plot, BusBandwidthPlot::tr("All-reduce"));
    QVERIFY(allToAll && allReduce);
    QCOMPARE(allToAll->dataCount(), int(timing::standardSizesBytes().size()));
    QCOMPARE(lastValue(allToAll), busbwAt(document()->design(), timing::CollectiveOp::AllToAll, k16GiB));
    QCOMPARE(lastValue(allReduce), busbwAt(document()->design(), timing::CollectiveOp::AllReduce, k16GiB));
    QCOMPARE(plot->nicCeilingGBps(), 50.0); // 8 x 400G for 8 GPUs
    const double before = lastValue(allToAll);

    // Every server on 200G NICs: the NIC ceiling halves and the network-bound curve drops with it.
    for (const Device &device : document()->design().devices) {
        if (!device.isServer()) continue;
        Device slower = device;
        slower.nicModel = "cx6-200g";
        document()->replaceDevice(slower);
    }
    QVERIFY(plot->isStale());
    QCOMPARE(plot->statusText(), PlotWidget::tr("updating…"));
    QVERIFY(plots()->updater()->waitUntilCurrent(10000));
    QVERIFY(!plot->isStale());
    QVERIFY(plot->statusText().isEmpty());
    QCOMPARE(plot->nicCeilingGBps(), 25.0);
    allToAll = graphNamed(plot, BusBandwidthPlot::tr("All-to-all"));
    const double after = busbwAt(document()->design(), timing::CollectiveOp::AllToAll, k16GiB);
    QCOMPARE(lastValue(allToAll), after);
    QVERIFY2(after < before * 0.6, qPrintable(QStringLiteral("all-to-all %1 -> %2 GB/s").arg(before).arg(after)));
    // The hover names the algorithm of the point under the mouse.
    const auto point = allToAll->data()->at(allToAll->dataCount() - 1);
    plot->replot();
    const QString tip = plot->describePointNear(allToAll->coordsToPixels(point->key, point->value));
    QVERIFY2(tip.contains(QStringLiteral("algorithm")), qPrintable(tip));
}

// The all-reduce curve is labelled with what NCCL would run at each size: on the example's four
// H100 servers a tree with LL for the smallest messages (log-depth latency) and the Simple protocol
// for the largest; each label is what the model returns at that region's sizes.
void TestPlots::busBandwidthMarksNcclsChoice()
{
    BusBandwidthPlot *plot = plots()->busBandwidthPlot();
    const QList<AlgorithmRegion> &regions = plot->algorithmRegions();
    QVERIFY(regions.size() >= 2);
    QCOMPARE(regions.first().fromBytes, timing::standardSizesBytes().front());
    QCOMPARE(regions.last().toBytes, timing::standardSizesBytes().back());
    QCOMPARE(regions.first().label, QStringLiteral("tree · LL"));
    QVERIFY(regions.last().label.endsWith(QStringLiteral("Simple")));
    const timing::FabricProfile profile = timing::buildFabricProfile(document()->design(), builtinCatalog());
    for (const AlgorithmRegion &region : regions) {
        timing::CollectiveRequest request;
        request.bytes = region.toBytes;
        const timing::CollectiveResult r = timing::timeCollective(profile, request);
        QCOMPARE(region.label, QStringLiteral("%1 · %2").arg(QLatin1String(timing::toString(r.algorithm)),
                                                             QLatin1String(timing::toString(r.protocol))));
    }
}

void TestPlots::scalingMatchesTrainingModel()
{
    ScalingPlot *plot = plots()->scalingPlot();
    const timing::FabricProfile profile = timing::buildFabricProfile(document()->design(), document()->catalog());
    const timing::TrainingResult whole = timing::estimateTraining(profile,
                                                                  timing::trainingRequest(document()->design().settings.training));
    QVERIFY(whole.ok);
    QCPGraph *step = plot->stepGraph();
    QCOMPARE(step->dataCount(), int(timing::scalingGpuCounts(profile).size()));
    QCOMPARE(step->data()->at(step->dataCount() - 1)->key, double(profile.totalGpus));
    QCOMPARE(lastValue(step), whole.stepS);
    QCOMPARE(lastValue(plot->idealGraph()), whole.computeS);
    QCOMPARE(lastValue(plot->bubbleGraph()), whole.computeS + whole.bubbleS);
    QCOMPARE(lastValue(plot->efficiencyGraph()), whole.scalingEfficiency * 100);
    // Strong scaling: more GPUs, shorter steps.
    for (int i = 1; i < step->dataCount(); ++i) QVERIFY(step->data()->at(i)->value < step->data()->at(i - 1)->value);
}

void TestPlots::costPlotMatchesBom()
{
    CostPlot *plot = plots()->costPlot();
    const Bom bom = computeBom(document()->design(), document()->catalog());
    QCOMPARE(plot->costBars()->dataCount(), 4);
    QCOMPARE(plot->costBars()->data()->at(0)->value, bom.of(BomCategory::Switches).priceUsd);
    QCOMPARE(plot->costBars()->data()->at(1)->value, bom.of(BomCategory::Nics).priceUsd);
    QVERIFY(plot->summaryText().contains(QStringLiteral("per GPU")));
    plots()->includeServersBox()->setChecked(true);
    QCOMPARE(plot->costBars()->dataCount(), 5);
    BomOptions options;
    options.includeServers = true;
    const Bom withServers = computeBom(document()->design(), document()->catalog(), options);
    QCOMPARE(plot->costBars()->data()->at(0)->value, withServers.of(BomCategory::Servers).priceUsd);
    // Bars: servers, switches, NICs, optics, cables. The servers' NICs are in their price: the
    // NIC bar says so rather than "$0".
    long long nics = 0, included = 0;
    for (const BomLine &line : withServers.lines) {
        if (line.category != BomCategory::Nics) continue;
        nics += line.quantity;
        included += line.includedUnits;
    }
    QVERIFY(nics > 0);
    QCOMPARE(included, nics);
    QCOMPARE(plot->barLabels().size(), 5);
    QCOMPARE(plot->barLabels().at(2), CostPlot::tr("in server\nprice"));
    QCOMPARE(plot->barLabels().at(1), plotformat::usd(withServers.of(BomCategory::Switches).priceUsd));
    // The legend has a row of its own, clear of the headings along the top of the axis rect.
    plot->setViewport(QRect(0, 0, 900, 500));
    plot->replot();
    QVERIFY(!plot->legend->outerRect().intersects(plot->axisRect()->outerRect()));
    // The group headings stay whole and apart in a narrow dock too, where a heading centred over
    // the one scale-up bar ran off the axis rect's left edge.
    // (A hidden widget gets its resize event only when shown: set the layout's viewport directly.)
    plot->setViewport(QRect(0, 0, 640, 420));
    plot->replot();
    const QList<QRectF> headings = plot->sideLabelRects();
    QCOMPARE(headings.size(), 2);
    const QRectF area = plot->axisRect()->rect();
    for (const QRectF &heading : headings)
        QVERIFY2(
            heading.left() >= area.left() && heading.right() <= area.right(),
            qPrintable(
                QStringLiteral("%1..%2 outside %3..%4").arg(heading.left()).arg(heading.right()).arg(area.left()).arg(area.right())));
    QVERIFY(!headings[0].intersects(headings[1]));
}

void TestPlots::staleResultsAreNeverShown()
{
    PlotUpdater *updater = plots()->updater();
    updater->setDebounceMs(60000); // nothing computes by itself during this test
    const auto shown = updater->figures();
    const quint64 old = updater->generation();
    PlotUpdater::Result late{old, {}, std::make_shared<const DesignFigures>(), 0};

    updater->designChanged();
    QVERIFY(updater->isStale());
    QVERIFY(plots()->busBandwidthPlot()->isStale());
    QSignalSpy published(updater, &PlotUpdater::figuresChanged);
    // A result for the design before the change arrives late: dropped, the plots still say "updating…".
    updater->acceptResult(late);
    QCOMPARE(published.count(), 0);
    QCOMPARE(updater->figures(), shown);
    QVERIFY(updater->isStale());
    QVERIFY(plots()->busBandwidthPlot()->isStale());

    // The result for the current generation is shown and clears the mark.
    auto current = std::make_shared<const DesignFigures>(computeDesignFigures(document()->design(), document()->catalog()));
    updater->acceptResult({updater->generation(), {}, current, 0});
    QCOMPARE(published.count(), 1);
    QCOMPARE(updater->figures(), current);
    QVERIFY(!updater->isStale());
    QVERIFY(!plots()->busBandwidthPlot()->isStale());
}

void TestPlots::compareTableShowsModelFigures()
{
    ScenarioCompareWidget *compare = plots()->compareWidget();
    QVERIFY(plots()->pinScenario());
    QCOMPARE(compare->scenarios().size(), std::size_t(1));
    QCOMPARE(compare->scenarios()[0].name, QStringLiteral("400G InfiniBand"));
    // A copy: pinScenario() below appends to scenarios() and may reallocate it.
    const KeyFigures pinned = compare->scenarios()[0].figures;
    QCOMPARE(pinned.allReduceBusbwGBps, busbwAt(document()->design(), timing::CollectiveOp::AllReduce, kKeyAllReduceBytes));
    const Bom bom = computeBom(document()->design(), document()->catalog());
    QCOMPARE(pinned.networkCostUsd, bom.total.priceUsd);
    QCOMPARE(pinned.networkCostPerGpuUsd, bom.priceUsdPerGpu);
    QCOMPARE(pinned.networkPowerW, bom.total.powerW);
    const timing::TrainingResult training = timing::estimateTraining(
        timing::buildFabricProfile(document()->design(), document()->catalog()),
        timing::trainingRequest(document()->design().settings.training));
    QCOMPARE(pinned.timeToTrainS, training.trainS);
    const QStringList texts = ScenarioCompareWidget::figureTexts(pinned);
    for (int row = 0; row < texts.size(); ++row) QCOMPARE(compare->table()->item(row, 0)->text(), texts[row]);

    // The 100G-vs-400G question: slower NICs, pin again, compare.
    for (const Device &device : document()->design().devices) {
        if (!device.isServer()) continue;
        Device slower = device;
        slower.nicModel = "nic-100g";
        document()->replaceDevice(slower);
    }
    QVERIFY(plots()->pinScenario());
    QCOMPARE(compare->table()->columnCount(), 2);
    QCOMPARE(compare->scenarios()[1].name, QStringLiteral("100G InfiniBand"));
    QVERIFY(compare->scenarios()[1].figures.timeToTrainS > pinned.timeToTrainS);
    compare->renameScenario(1, QStringLiteral("Budget"));
    QCOMPARE(compare->table()->horizontalHeaderItem(1)->text(), QStringLiteral("Budget"));
    compare->removeScenario(0);
    QCOMPARE(compare->table()->columnCount(), 1);
    QCOMPARE(compare->scenarios()[0].name, QStringLiteral("Budget"));
}

void TestPlots::trainingSettingsCommandUndoes()
{
    const TrainingSettings before = document()->design().settings.training;
    TrainingSettings after = before;
    after.parameters = 405e9;
    after.pipelineParallel = 2;
    document()->undoStack()->push(new SetTrainingSettings(document(), after));
    QCOMPARE(document()->design().settings.training, after);
    document()->undoStack()->undo();
    QCOMPARE(document()->design().settings.training, before);
    document()->undoStack()->redo();
    QCOMPARE(document()->design().settings.training, after);
    QVERIFY(plots()->updater()->waitUntilCurrent(10000));
    QCOMPARE(plots()->updater()->figures()->training.pipelineParallel, 2);
}

void TestPlots::priceOverrideCommandUndoes()
{
    const auto &overrides = [this]() -> const std::map<std::string, double> & {
        return document()->design().settings.priceOverridesUsd;
    };
    QVERIFY(overrides().empty());
    document()->undoStack()->push(new SetPriceOverride(document(), "qm9700", 30000.0));
    QCOMPARE(overrides().at("qm9700"), 30000.0);
    document()->undoStack()->push(new SetPriceOverride(document(), "qm9700", 25000.0));
    QCOMPARE(overrides().at("qm9700"), 25000.0);
    document()->undoStack()->push(new SetPriceOverride(document(), "qm9700", std::nullopt));
    QVERIFY(overrides().empty());
    document()->undoStack()->undo();
    QCOMPARE(overrides().at("qm9700"), 25000.0);
    document()->undoStack()->undo();
    QCOMPARE(overrides().at("qm9700"), 30000.0);
    document()->undoStack()->undo();
    QVERIFY(overrides().empty());
    document()->undoStack()->redo();
    QCOMPARE(overrides().at("qm9700"), 30000.0);
    // The cost follows: 10 switches at the overridden price.
    QVERIFY(plots()->updater()->waitUntilCurrent(10000));
    QCOMPARE(plots()->updater()->figures()->bom.of(BomCategory::Switches).priceUsd, 10 * 30000.0);
}

void TestPlots::catalogDialogOverrideIsUndoable()
{
    CatalogDialog *dialog = m_window->priceCatalog()->dialog();
    const int row = dialog->rowOf("qm9700");
    QVERIFY(row >= 0);
    QVERIFY(!dialog->isOverridden(row));
    QTableWidget *table = dialog->table();
    // The catalog's own source, shown as written.
    const std::string source = document()->catalog().find("qm9700")->priceSource;
    QVERIFY(!source.empty());
    QCOMPARE(table->item(row, CatalogDialog::SourceColumn)->text(), QString::fromStdString(source));
    QCOMPARE(table->item(row, CatalogDialog::DateColumn)->text(), QStringLiteral("2024-08"));

    table->item(row, CatalogDialog::DesignPriceColumn)->setText(QStringLiteral("$31,500"));
    QCOMPARE(document()->design().settings.priceOverridesUsd.at("qm9700"), 31500.0);
    QVERIFY(dialog->isOverridden(row));
    QVERIFY(table->item(row, CatalogDialog::DesignPriceColumn)->font().bold());
    QCOMPARE(document()->undoStack()->count(), 1);

    // Not a price: nothing changes.
    table->item(row, CatalogDialog::DesignPriceColumn)->setText(QStringLiteral("cheap"));
    QCOMPARE(document()->undoStack()->count(), 1);

    document()->undoStack()->undo();
    QVERIFY(document()->design().settings.priceOverridesUsd.empty());
    QVERIFY(!dialog->isOverridden(row));
    QVERIFY(!table->item(row, CatalogDialog::DesignPriceColumn)->font().bold());
    document()->undoStack()->redo();
    QVERIFY(dialog->isOverridden(row));
    QCOMPARE(table->item(row, CatalogDialog::DesignPriceColumn)->text(), QLocale().toString(31500.0, 'f', 2));

    QCOMPARE(CatalogDialog::parsePrice(QStringLiteral("1234.5")), std::optional<double>(1234.5));
    QCOMPARE(CatalogDialog::parsePrice(QStringLiteral("-3")), std::nullopt);
    QCOMPARE(CatalogDialog::parsePrice(QString()), std::nullopt);
}

void TestPlots::plotsFollowThePalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    for (PlotWidget *plot : plots()->plots()) {
        plot->setPalette(dark);
        QCOMPARE(plot->xAxis->tickLabelColor(), QColor(0xe8, 0xe8, 0xe8));
        QCOMPARE(plot->yAxis->labelColor(), QColor(0xe8, 0xe8, 0xe8));
        // Every series stands out from the dark background.
        for (int i = 0; i < plot->plottableCount(); ++i) {
            const QColor color = plot->plottable(i)->pen().color();
            QVERIFY2(std::abs(color.lightness() - 0x1e) > 80, qPrintable(plot->plottable(i)->name()));
        }
        // Rendered: the background is dark, and not everything is.
        const QImage image = plot->toPixmap(600, 400).toImage();
        // SPINEL_PLOT_IMAGES=dir keeps the dark renderings, to look at.
        if (const QString dir = qEnvironmentVariable("SPINEL_PLOT_IMAGES"); !dir.isEmpty())
            image.save(dir
                       + QStringLiteral("/dark-%1.png")
                             .arg(QString::fromLatin1(plot->metaObject()->className()).remove(QStringLiteral("spinel::"))));
        QVERIFY(QColor(image.pixel(2, 2)).lightness() < 60);
        QCOMPARE(QColor(image.pixel(2, 2)), QColor(0x1e, 0x1e, 0x1e));
        plot->setPalette(plotstyle::printPalette());
        QCOMPARE(QColor(plot->toPixmap(600, 400).toImage().pixel(2, 2)), QColor(Qt::white));
    }
}

SPINEL_QTEST_MAIN(TestPlots)
#include "tst_plots.moc"
