// The live-plot goal on the 16,384-GPU rail-optimized design: an edit shows in the plots within
// 100 ms, and the UI thread is never blocked for long meanwhile (the figures are computed on a
// worker). Asserts that every edit marks the plots stale and then current again with the new
// figures; prints the measured latencies but does not assert them (timings on a shared CI machine
// are not a test: the goal is measured by `spinel-cli bench plots`).
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <fstream>
#include <memory>

#include "commands/changedesignsettings.h"
#include "commands/settrainingsettings.h"
#include "document/document.h"
#include "document/plotupdater.h"
#include "generate/generators.h"
#include "io/designformat.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plotdocks.h"
#include "plots/busbandwidthplot.h"
#include "support/testmain.h"

using namespace spinel;

class TestPlotLatency : public QObject {
    Q_OBJECT
private slots:
    void editsUpdatePlotsWithin100ms_data();
    void editsUpdatePlotsWithin100ms();
};

void TestPlotLatency::editsUpdatePlotsWithin100ms_data()
{
    // "plot docks": the plot pipeline alone (the goal is checked on it). "main window": with the
    // canvas, findings and every other listener of the same edits (reported: it includes work
    // that is not the plots', and on a busy machine it varies with the load).
    QTest::addColumn<bool>("wholeWindow");
    QTest::newRow("plot docks") << false;
    QTest::newRow("main window") << true;
}

void TestPlotLatency::editsUpdatePlotsWithin100ms()
{
    const Design design = generateFabric("rail-optimized", {{"sus", "64"}}, builtinCatalog());
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("16k.spinel"));
    {
        std::ofstream file(fileName.toStdString(), std::ios::binary);
        file << writeDesign(design);
    }
    QFETCH(bool, wholeWindow);
    std::unique_ptr<QMainWindow> window;
    Document *document = nullptr;
    PlotDocks *docks = nullptr;
    if (wholeWindow) {
        auto *main = new MainWindow;
        window.reset(main);
        document = main->document();
        docks = main->plotDocks();
    } else {
        window = std::make_unique<QMainWindow>();
        document = new Document(builtinCatalog(), window.get());
        docks = new PlotDocks(window.get(), document);
    }
    window->resize(1600, 1000);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(document->load(fileName));
    PlotUpdater *updater = docks->updater();
    QVERIFY(updater->waitUntilCurrent(30000));
    QCOMPARE(updater->figures()->gpus, 16384);
    BusBandwidthPlot *plot = docks->busBandwidthPlot();

    // UI responsiveness: a 1 ms timer; the longest gap between its ticks is the longest stall.
    QElapsedTimer sinceTick;
    double longestStallMs = 0;
    QTimer ticker;
    ticker.setInterval(1);
    connect(&ticker, &QTimer::timeout, this, [&] {
        longestStallMs = std::max(longestStallMs, double(sinceTick.nsecsElapsed()) / 1e6);
        sinceTick.start();
    });

    std::vector<double> latencies, computes;
    const int rounds = 12;
    for (int round = 0; round < rounds; ++round) {
        QSignalSpy replotted(plot, &QCustomPlot::afterReplot);
        sinceTick.start();
        ticker.start();
        QElapsedTimer timer;
        timer.start();
        // Alternate the kinds of edit: design settings, a server, the training workload.
        if (round % 3 == 0) {
            DesignSettings settings = document->design().settings;
            settings.transport = settings.transport == Transport::InfiniBand ? Transport::Roce : Transport::InfiniBand;
            document->undoStack()->push(new ChangeDesignSettings(document, settings));
        } else if (round % 3 == 1) {
            for (const Device &device : document->design().devices) {
                if (!device.isServer()) continue;
                Device edited = device;
                edited.nicCount = device.nicCount ? std::optional<int>() : std::optional<int>(4);
                document->replaceDevice(edited);
                break;
            }
        } else {
            TrainingSettings training = document->design().settings.training;
            training.kernelEfficiency = training.kernelEfficiency > 0.4 ? 0.4 : 0.45;
            document->undoStack()->push(new SetTrainingSettings(document, training));
        }
        QVERIFY(plot->isStale());
        QVERIFY(updater->waitUntilCurrent(10000));
        QVERIFY(!plot->isStale());
        QVERIFY(replotted.wait(1000) || replotted.count() > 0);
        latencies.push_back(double(timer.nsecsElapsed()) / 1e6);
        if (qEnvironmentVariableIsSet("SPINEL_LATENCY_DETAIL"))
            qInfo("edit %d: %.1f ms, compute %.1f ms, stall so far %.1f ms", round, latencies.back(), updater->lastComputeMs(),
                  longestStallMs);
        computes.push_back(updater->lastComputeMs());
        ticker.stop();
    }
    std::sort(latencies.begin(), latencies.end());
    std::sort(computes.begin(), computes.end());
    const double median = latencies[latencies.size() / 2];
    qInfo("%s, 16,384 GPUs, %d edits: edit -> plots redrawn median %.1f ms, max %.1f ms; worker compute median %.1f ms; "
          "longest UI stall %.1f ms (goals: plots within 100 ms, no stall over ~50 ms)",
          wholeWindow ? "main window" : "plot docks", rounds, median, latencies.back(), computes[computes.size() / 2],
          longestStallMs);
}

SPINEL_QTEST_MAIN(TestPlotLatency)
#include "tst_plotlatency.moc"
