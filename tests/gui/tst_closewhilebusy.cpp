// The main window's workers (checks, plots, the explain panel, autosave) against closing and
// editing: closing the window while their runs are in flight neither hangs nor touches anything
// destroyed, and after a burst of edits during a run, what is shown is the latest design's.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <mutex>
#include <optional>

#include "analysis/analysisresult.h"
#include "document/analysisrunner.h"
#include "document/designsnapshots.h"
#include "document/document.h"
#include "document/plotupdater.h"
#include "figures/designfigures.h"
#include "generate/generators.h"
#include "mainwindow/analysiscontroller.h"
#include "mainwindow/explaindock.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plotdocks.h"
#include "rules/analysis.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// Enough work that a run is still going when the test acts (two scalable units: 512 GPUs), and
// little enough that the test stays in seconds.
Design busyDesign(const Catalog &catalog)
{
    return generateFabric("rail-optimized", {{"sus", "2"}}, catalog);
}

} // namespace

class TestCloseWhileBusy : public QObject {
    Q_OBJECT

private slots:
    void closeWhileRunning_data();
    void closeWhileRunning();
    void resultsAreTheLatestDesigns();
};

void TestCloseWhileBusy::closeWhileRunning_data()
{
    QTest::addColumn<int>("editsAfterStart");
    // 0: the window goes while the first run is in flight. 1 and 3: that run is stale as well and
    // a newer one waits for its debounce (or was already started).
    QTest::newRow("first run in flight") << 0;
    QTest::newRow("stale run, one edit pending") << 1;
    QTest::newRow("stale run, burst pending") << 3;
}

void TestCloseWhileBusy::closeWhileRunning()
{
    QFETCH(int, editsAfterStart);
    auto window = std::make_unique<MainWindow>();
    Document *document = window->document();
    AnalysisRunner *runner = window->analysis()->runner();
    // To have runs surely in flight when the window goes, the test holds the snapshots' lock as an
    // edit would: the workers wait in take() until it is let go, just before the window is deleted.
    std::optional<std::unique_lock<std::mutex>> held;
    connect(runner, &AnalysisRunner::runStarted, this, [&] {
        if (held) return;
        for (int i = 0; i < editsAfterStart; ++i) document->removeLink(int(document->design().links.size()) - 1);
        held = document->snapshots()->beginEdit();
    });
    QSignalSpy started(runner, &AnalysisRunner::runStarted);
    document->newDesignFrom(busyDesign(document->catalog()));
    QVERIFY(started.wait(5000));
    QVERIFY(held);
    QVERIFY(runner->isRunning());
    // The plots' run may or may not be in flight too (it can finish before the checks' run starts
    // and takes the lock): not asserted, as that would race; the checks' run surely is.

    // No close(): that would ask whether to save. Deleting is what the application does on exit.
    QElapsedTimer closing;
    closing.start();
    held.reset();
    window.reset();
    // The runs in flight are waited for, not finished: a few seconds at most even under ASan.
    QVERIFY2(closing.elapsed() < 10000, qPrintable(QString::number(closing.elapsed())));
    // Whatever the pool threads posted must not reach the destroyed window (ASan would see it).
    QTest::qWait(3 * AnalysisRunner::kDebounceMs);
}

void TestCloseWhileBusy::resultsAreTheLatestDesigns()
{
    MainWindow window;
    Document *document = window.document();
    AnalysisRunner *runner = window.analysis()->runner();
    PlotUpdater *plots = window.plotDocks()->updater();
    const Design design = busyDesign(document->catalog());
    const double costBefore = computeDesignFigures(design, document->catalog()).key.networkCostUsd;
    // Edits the moment the first run has noted its design: unplug three cables, so the network
    // costs less. That run is stale; its findings and figures must never be shown.
    std::vector<quint64> started;
    connect(runner, &AnalysisRunner::runStarted, this, [&](quint64 generation) {
        started.push_back(generation);
        if (started.size() == 1)
            for (int i = 0; i < 3; ++i) document->removeLink(0);
    });
    QSignalSpy results(runner, &AnalysisRunner::resultReady);
    document->newDesignFrom(design);
    QTRY_VERIFY_WITH_TIMEOUT(!started.empty(), 5000);
    const Design latest = document->design();
    QCOMPARE(latest.links.size(), design.links.size() - 3);

    QVERIFY(runner->waitUntilIdle(20000));
    QVERIFY(plots->waitUntilCurrent(20000));
    QVERIFY(window.explainDock()->waitUntilCurrent(20000));
    QVERIFY(started.size() >= 2);
    // One result each, the latest design's: the first run's never surfaced.
    QCOMPARE(results.count(), 1);
    const auto result = results.last().at(0).value<std::shared_ptr<const AnalysisResult>>();
    QVERIFY(result->generation != started.front());
    QCOMPARE(result->generation, runner->generation());
    QCOMPARE(result->analysis->findings, analyzeFabric(latest, document->catalog()).findings);
    QCOMPARE(result->analysis->counts.cables, analyzeFabric(latest, document->catalog()).counts.cables);

    QCOMPARE(plots->figuresGeneration(), plots->generation());
    const DesignFigures expected = computeDesignFigures(latest, document->catalog());
    QVERIFY(expected.key.networkCostUsd < costBefore);
    QCOMPARE(plots->figures()->key.networkCostUsd, expected.key.networkCostUsd);
    QCOMPARE(plots->figures()->bom.total.priceUsd, expected.bom.total.priceUsd);
}

SPINEL_QTEST_MAIN(TestCloseWhileBusy)
#include "tst_closewhilebusy.moc"
