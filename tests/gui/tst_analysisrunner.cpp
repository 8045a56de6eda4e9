// The background analysis: edits trigger a rerun, a run overtaken by an edit is never reported,
// the example is clean, and an over-budget switch gets a port-budget badge on the canvas.
#include <QSignalSpy>
#include <QTest>

#include "analysis/analysisoverlay.h"
#include "analysis/findingbadgeitem.h"
#include "document/analysisrunner.h"
#include "document/document.h"
#include "mainwindow/analysiscontroller.h"
#include "mainwindow/mainwindow.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// The example with one more bundle into leaf-1: 80 cables more than its 64 ports take.
Design overBudgetDesign()
{
    Design design = testdata::exampleDesign();
    Link link;
    link.id = "extra";
    link.from = {"srv-1", std::nullopt};
    link.to = {"leaf-1", std::nullopt};
    link.speedGbps = 400;
    link.count = 80;
    design.links.push_back(link);
    return design;
}

bool hasFinding(const FabricAnalysis &analysis, const std::string &code, const std::string &object)
{
    return std::any_of(analysis.findings.begin(), analysis.findings.end(), [&](const Finding &finding) {
        return finding.code == code && std::find(finding.objects.begin(), finding.objects.end(), object) != finding.objects.end();
    });
}

} // namespace

class TestAnalysisRunner : public QObject {
    Q_OBJECT

private slots:
    void exampleIsClean();
    void editsTriggerARerun();
    void staleResultsAreDropped();
    void failedIdsRunTheWhatIf();
    void overBudgetSwitchGetsABadge();
};

void TestAnalysisRunner::exampleIsClean()
{
    Document document;
    document.newDesignFrom(testdata::exampleDesign());
    AnalysisRunner runner(&document);
    QSignalSpy ready(&runner, &AnalysisRunner::analysisReady);
    QVERIFY(ready.wait(5000));
    const auto analysis = ready.last().at(0).value<std::shared_ptr<const FabricAnalysis>>();
    QVERIFY(analysis);
    QCOMPARE(analysis->count(Severity::Error), 0);
    QCOMPARE(analysis->counts.gpus, 32);
    // The same answer as calling the model directly.
    const FabricAnalysis direct = analyzeFabric(document.design(), document.catalog());
    QCOMPARE(analysis->findings, direct.findings);
    QCOMPARE(analysis->bisectionGbps, direct.bisectionGbps);
}

void TestAnalysisRunner::editsTriggerARerun()
{
    Document document;
    document.newDesignFrom(testdata::exampleDesign());
    AnalysisRunner runner(&document);
    QSignalSpy ready(&runner, &AnalysisRunner::analysisReady);
    QVERIFY(ready.wait(5000));
    QVERIFY(!runner.isBusy());

    // Unplug srv-1's rail-1 cable: a new finding about the server must come without asking.
    const int index = document.linkIndex("srv-1-rail-1");
    QVERIFY(index >= 0);
    document.removeLink(index);
    QVERIFY(runner.isBusy());
    QVERIFY(ready.wait(5000));
    const auto analysis = ready.last().at(0).value<std::shared_ptr<const FabricAnalysis>>();
    QCOMPARE(analysis->findings, analyzeFabric(document.design(), document.catalog()).findings);
    QVERIFY(analysis->findings != analyzeFabric(testdata::exampleDesign(), document.catalog()).findings);
}

void TestAnalysisRunner::staleResultsAreDropped()
{
    Document document;
    document.newDesignFrom(testdata::exampleDesign());
    AnalysisRunner runner(&document);
    QSignalSpy results(&runner, &AnalysisRunner::resultReady);
    std::vector<std::uint64_t> started;
    // The moment the first worker has taken its copy, edit: that run is now stale.
    connect(&runner, &AnalysisRunner::runStarted, this, [&](quint64 generation) {
        started.push_back(generation);
        if (started.size() == 1) document.newDesignFrom(overBudgetDesign());
    });
    QVERIFY(results.wait(5000));
    QTRY_COMPARE_WITH_TIMEOUT(runner.isBusy(), false, 5000);
    QTest::qWait(3 * AnalysisRunner::kDebounceMs);

    QVERIFY(started.size() >= 2);
    QCOMPARE(results.count(), 1); // the first run's result never surfaced
    const auto result = results.last().at(0).value<std::shared_ptr<const AnalysisResult>>();
    QCOMPARE(result->generation, runner.generation());
    QVERIFY(result->generation != started.front());
    QVERIFY(hasFinding(*result->analysis, "port-budget", "leaf-1"));
}

void TestAnalysisRunner::failedIdsRunTheWhatIf()
{
    Document document;
    document.newDesignFrom(testdata::exampleDesign());
    AnalysisRunner runner(&document);
    QSignalSpy results(&runner, &AnalysisRunner::resultReady);
    QVERIFY(results.wait(5000));
    runner.setFailedIds({"spine-1", "no-such-object"});
    QVERIFY(results.wait(5000));
    const auto result = results.last().at(0).value<std::shared_ptr<const AnalysisResult>>();
    QVERIFY(result->whatIf);
    // Ids the design does not hold (deleted since they were failed) are left out, not an error.
    QCOMPARE(result->failed, std::vector<std::string>{"spine-1"});
    const WhatIfResult expected = whatIf(document.design(), document.catalog(), {"spine-1"});
    QCOMPARE(result->whatIf->bisectionLostGbps, expected.bisectionLostGbps);
    QVERIFY(result->error.empty());

    // A new design starts whole.
    document.newDesignFrom(testdata::exampleDesign());
    QVERIFY(runner.failedIds().empty());
    QVERIFY(results.wait(5000));
    QVERIFY(!results.last().at(0).value<std::shared_ptr<const AnalysisResult>>()->whatIf);
}

void TestAnalysisRunner::overBudgetSwitchGetsABadge()
{
    MainWindow window;
    AnalysisController *analysis = window.analysis();
    window.document()->newDesignFrom(overBudgetDesign());
    QTRY_VERIFY_WITH_TIMEOUT(analysis->overlay()->badge(QStringLiteral("leaf-1")), 5000);
    const FindingBadgeItem *badge = analysis->overlay()->badge(QStringLiteral("leaf-1"));
    QCOMPARE(badge->severity(), Severity::Error);
    QVERIFY(badge->toolTip().contains(QStringLiteral("port-budget")));
    QVERIFY(badge->isVisible());
    // A clean switch carries none.
    QVERIFY(!analysis->overlay()->badge(QStringLiteral("leaf-2")));
}

SPINEL_QTEST_MAIN(TestAnalysisRunner)
#include "tst_analysisrunner.moc"
