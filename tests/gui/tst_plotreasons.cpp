// Every empty plot says why, in the plot (issue 12: a blank bus-bandwidth plot; "No GPUs in the
// design" on the scaling plot of a 32-GPU design whose tensor parallelism of 3 does not divide
// its servers). The reasons are the models' own, computed here independently.
#include <QTest>

#include "figures/designfigures.h"
#include "generate/generators.h"
#include "plots/busbandwidthplot.h"
#include "plots/costplot.h"
#include "plots/scalingplot.h"
#include "support/testmain.h"

using namespace spinel;

class TestPlotReasons : public QObject {
    Q_OBJECT

private slots:
    void plotsWithCurvesHaveNoReason();
    void scalingSaysWhyForTensorParallelThree();
    void busBandwidthSaysWhyWhenNothingIsTimed();
    void emptyDesignSaysSoEverywhere();
};

namespace {

Design smallDesign()
{
    // 4 servers of 8 GPUs: 32 GPUs.
    return generateFabric("leaf-spine", {{"servers", "4"}}, builtinCatalog());
}

} // namespace

void TestPlotReasons::plotsWithCurvesHaveNoReason()
{
    auto figures = std::make_shared<const DesignFigures>(computeDesignFigures(smallDesign(), builtinCatalog()));
    QCOMPARE(figures->gpus, 32);
    BusBandwidthPlot busbw;
    ScalingPlot scaling;
    CostPlot cost;
    for (PlotWidget *plot : std::initializer_list<PlotWidget *>{&busbw, &scaling, &cost}) {
        plot->setFigures(figures);
        QVERIFY2(plot->emptyReason().isEmpty(), qPrintable(plot->emptyReason()));
    }
}

void TestPlotReasons::scalingSaysWhyForTensorParallelThree()
{
    Design design = smallDesign();
    design.settings.training.tensorParallel = 3;
    auto figures = std::make_shared<const DesignFigures>(computeDesignFigures(design, builtinCatalog()));
    QCOMPARE(figures->gpus, 32);
    QVERIFY(!figures->training.ok);
    QVERIFY(!figures->training.error.empty());
    ScalingPlot scaling;
    scaling.setFigures(figures);
    const QString reason = scaling.emptyReason();
    QVERIFY2(!reason.contains(QStringLiteral("No GPUs")), qPrintable(reason));
    // The training model's reason, or the first failing point's: either names the cause.
    bool named = reason.contains(QString::fromStdString(figures->training.error));
    for (const ScalingPoint &point : figures->scaling)
        named = named || (!point.ok && reason.contains(QString::fromStdString(point.error)));
    QVERIFY2(named, qPrintable(reason));
}

void TestPlotReasons::busBandwidthSaysWhyWhenNothingIsTimed()
{
    // Figures whose every point failed, with the timing model's reason.
    DesignFigures failed = computeDesignFigures(smallDesign(), builtinCatalog());
    for (BusBandwidthSeries &series : failed.busBandwidth)
        for (timing::CollectiveResult &point : series.points) {
            point.ok = false;
            point.error = "the rails have no common switch";
        }
    BusBandwidthPlot busbw;
    busbw.setFigures(std::make_shared<const DesignFigures>(failed));
    QVERIFY2(busbw.emptyReason().contains(QStringLiteral("the rails have no common switch")), qPrintable(busbw.emptyReason()));
}

void TestPlotReasons::emptyDesignSaysSoEverywhere()
{
    auto figures = std::make_shared<const DesignFigures>(computeDesignFigures(Design{}, builtinCatalog()));
    BusBandwidthPlot busbw;
    ScalingPlot scaling;
    CostPlot cost;
    for (PlotWidget *plot : std::initializer_list<PlotWidget *>{&busbw, &scaling, &cost}) {
        plot->setFigures(figures);
        QVERIFY2(!plot->emptyReason().isEmpty(), qPrintable(plot->title()));
    }
    QVERIFY(scaling.emptyReason().contains(QStringLiteral("No GPUs")));
    QVERIFY(cost.emptyReason().contains(QStringLiteral("no devices")));
}

SPINEL_QTEST_MAIN(TestPlotReasons)
#include "tst_plotreasons.moc"
