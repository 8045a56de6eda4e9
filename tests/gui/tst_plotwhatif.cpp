// The plots follow the what-if (issue 12: failing a device changed the banner, not the plots).
// Failing a spine of the example recomputes the plots' figures on the design without it — the
// same figures computeDesignFigures() gives for withoutFailed() — and every plot says so;
// restoring brings back the design's own figures and drops the note.
#include <QSignalSpy>
#include <QTest>

#include "document/analysisrunner.h"
#include "document/document.h"
#include "document/plotupdater.h"
#include "figures/designfigures.h"
#include "mainwindow/analysiscontroller.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plotdocks.h"
#include "plots/busbandwidthplot.h"
#include "plots/plotwidget.h"
#include "rules/analysis.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

double allReduceAt1GiB(const DesignFigures &figures)
{
    return figures.key.allReduceBusbwGBps;
}

} // namespace

class TestPlotWhatIf : public QObject {
    Q_OBJECT

private slots:
    void plotsFollowTheWhatIf();
};

void TestPlotWhatIf::plotsFollowTheWhatIf()
{
    MainWindow window;
    QVERIFY(window.openExample());
    PlotUpdater *updater = window.plotDocks()->updater();
    QVERIFY(updater->waitUntilCurrent(10000));
    const Design &design = window.document()->design();
    const DesignFigures whole = computeDesignFigures(design, window.document()->catalog());
    QCOMPARE(allReduceAt1GiB(*updater->figures()), allReduceAt1GiB(whole));
    for (PlotWidget *plot : window.plotDocks()->plots()) QVERIFY(plot->context().isEmpty());

    // Spine 1 of 2: half the leaves' uplinks go, so all-to-all across leaves slows down.
    window.analysis()->runner()->setFailedIds({"spine-1"});
    QVERIFY(updater->isStale());
    QVERIFY(updater->waitUntilCurrent(10000));
    const DesignFigures failed = computeDesignFigures(withoutFailed(design, {"spine-1"}), window.document()->catalog());
    const DesignFigures &shown = *updater->figures();
    QCOMPARE(allReduceAt1GiB(shown), allReduceAt1GiB(failed));
    QCOMPARE(shown.busBandwidth.size(), failed.busBandwidth.size());
    bool anyDiffers = false;
    for (std::size_t s = 0; s < failed.busBandwidth.size(); ++s)
        for (std::size_t p = 0; p < failed.busBandwidth[s].points.size(); ++p) {
            QCOMPARE(shown.busBandwidth[s].points[p].busbwGBps, failed.busBandwidth[s].points[p].busbwGBps);
            anyDiffers = anyDiffers || failed.busBandwidth[s].points[p].busbwGBps != whole.busBandwidth[s].points[p].busbwGBps;
        }
    QVERIFY2(anyDiffers, "losing a spine must change some collective's bus bandwidth");
    for (PlotWidget *plot : window.plotDocks()->plots()) {
        QVERIFY2(plot->context().contains(QStringLiteral("What-if")), qPrintable(plot->context()));
        QVERIFY(plot->figures() == &shown);
    }

    // SPINEL_TEST_SHOTS=DIR: the what-if plot as a PNG, to look at.
    if (qEnvironmentVariableIsSet("SPINEL_TEST_SHOTS")) {
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.plotDocks()->busBandwidthPlot()->replot();
        window.grab().save(qEnvironmentVariable("SPINEL_TEST_SHOTS") + QStringLiteral("/whatif.png"));
    }

    window.analysis()->runner()->setFailedIds({});
    QVERIFY(updater->waitUntilCurrent(10000));
    QCOMPARE(allReduceAt1GiB(*updater->figures()), allReduceAt1GiB(whole));
    for (PlotWidget *plot : window.plotDocks()->plots()) QVERIFY(plot->context().isEmpty());
}

SPINEL_QTEST_MAIN(TestPlotWhatIf)
#include "tst_plotwhatif.moc"
