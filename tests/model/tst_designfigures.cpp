// The figures the plot docks, the compare view and `spinel-cli plot/report` show: every number is
// the model's own (timing, training, bill of materials), gathered for one design.
#include <QtTest>

#include "core/catalog.h"
#include "cost/bom.h"
#include "figures/designfigures.h"
#include "support/testdata.h"
#include "timing/fabricprofile.h"

using namespace spinel;

class TestDesignFigures : public QObject {
    Q_OBJECT

private slots:
    void exampleFigures();
    void keyFiguresAreTheModels();
    void scalingEndsOnTheWholeDesign();
    void firstServers();
    void emptyDesign();
};

void TestDesignFigures::exampleFigures()
{
    // The example: 4 HGX H100 servers, 8 GPUs and 8 × 400G NICs each.
    const DesignFigures figures = computeDesignFigures(testdata::exampleDesign(), builtinCatalog());
    QCOMPARE(figures.gpus, 32);
    QCOMPARE(figures.servers, 4);
    // One curve per plotted collective, in legend order, each over the standard sizes.
    QCOMPARE(figures.busBandwidth.size(), plottedCollectives().size());
    for (std::size_t i = 0; i < figures.busBandwidth.size(); ++i) {
        QCOMPARE(figures.busBandwidth[i].op, plottedCollectives()[i]);
        QVERIFY(!figures.busBandwidth[i].points.empty());
    }
    // 8 × 400 Gb/s per server over 8 GPUs = 400 Gb/s = 50 GB/s per GPU.
    QCOMPARE(figures.nicLineRateGBps, 50.0);
    QCOMPARE(figures.nicSpeedGbps, 400.0);
    QVERIFY(figures.nvlinkGBps > figures.nicLineRateGBps);
}

void TestDesignFigures::keyFiguresAreTheModels()
{
    const Design design = testdata::exampleDesign();
    const DesignFigures figures = computeDesignFigures(design, builtinCatalog());
    const Bom network = computeBom(design, builtinCatalog());
    BomOptions withServers;
    withServers.includeServers = true;
    const Bom full = computeBom(design, builtinCatalog(), withServers);
    QCOMPARE(figures.bom.total.priceUsd, network.total.priceUsd);
    QCOMPARE(figures.bomWithServers.total.priceUsd, full.total.priceUsd);
    const KeyFigures &key = figures.key;
    QCOMPARE(key.gpus, 32);
    QCOMPARE(key.networkCostUsd, network.total.priceUsd);
    QCOMPARE(key.networkCostPerGpuUsd, network.total.priceUsd / 32);
    QCOMPARE(key.networkPowerW, network.total.powerW);
    QCOMPARE(key.totalCostUsd, full.total.priceUsd);
    QCOMPARE(key.totalPowerW, full.total.powerW);
    QVERIFY(key.totalCostUsd > key.networkCostUsd);

    timing::CollectiveRequest allReduce;
    allReduce.op = timing::CollectiveOp::AllReduce;
    allReduce.bytes = kKeyAllReduceBytes;
    const timing::CollectiveResult result = timing::timeCollective(timing::buildFabricProfile(design, builtinCatalog()), allReduce);
    QVERIFY(result.ok);
    QCOMPARE(key.allReduceBusbwGBps, result.busbwGBps);
    QCOMPARE(key.trainingOk, figures.training.ok);
    if (key.trainingOk) {
        QCOMPARE(key.stepS, figures.training.stepS);
        QCOMPARE(key.timeToTrainS, figures.training.trainS);
        QCOMPARE(key.scalingEfficiency, figures.training.scalingEfficiency);
    }
}

void TestDesignFigures::scalingEndsOnTheWholeDesign()
{
    const DesignFigures figures = computeDesignFigures(testdata::exampleDesign(), builtinCatalog());
    QVERIFY(!figures.scaling.empty());
    int previous = 0;
    for (const ScalingPoint &point : figures.scaling) {
        QVERIFY(point.gpus > previous);
        previous = point.gpus;
    }
    const ScalingPoint &whole = figures.scaling.back();
    QCOMPARE(whole.gpus, 32);
    QCOMPARE(whole.ok, figures.training.ok);
    if (whole.ok) {
        QCOMPARE(whole.stepS, figures.training.stepS);
        QCOMPARE(whole.idealStepS, figures.training.computeS);
        QVERIFY(whole.idealStepS <= whole.stepS);
    }
}

void TestDesignFigures::firstServers()
{
    const timing::FabricProfile whole = timing::buildFabricProfile(testdata::exampleDesign(), builtinCatalog());
    QCOMPARE(whole.totalGpus, 32);
    // Whole servers in rail order until there are enough GPUs: 12 GPUs take two 8-GPU servers.
    const timing::FabricProfile part = spinel::firstServers(whole, 12);
    QCOMPARE(part.servers.size(), std::size_t(2));
    QCOMPARE(part.totalGpus, 16);
    QCOMPARE(part.maxGpusPerServer, 8);
    QCOMPARE(part.servers[0].id, whole.servers[0].id);
    QCOMPARE(part.servers[1].id, whole.servers[1].id);
    QCOMPARE(part.allGpus.servers, 2);
    // The switches stay the whole design's.
    QCOMPARE(part.switches.size(), whole.switches.size());
    QCOMPARE(spinel::firstServers(whole, 32).totalGpus, 32);
    QCOMPARE(spinel::firstServers(whole, 1000).servers.size(), std::size_t(4));
}

void TestDesignFigures::emptyDesign()
{
    const DesignFigures figures = computeDesignFigures(Design{}, builtinCatalog());
    QCOMPARE(figures.gpus, 0);
    QCOMPARE(figures.servers, 0);
    QVERIFY(figures.busBandwidth.empty());
    QCOMPARE(figures.key.allReduceBusbwGBps, 0.0);
    QCOMPARE(figures.key.networkCostPerGpuUsd, 0.0);
}

SPINEL_QTEST_APPLESS_MAIN(TestDesignFigures)
#include "tst_designfigures.moc"
