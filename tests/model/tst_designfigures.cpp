// The figures the plot docks, the compare view and `spinel-cli plot/report` show: every number is
// the model's own (timing, training, bill of materials), gathered for one design.
#include <QtTest>

#include "core/catalog.h"
#include "cost/bom.h"
#include "figures/designfigures.h"
#include "generate/generators.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/fabricprofile.h"

using namespace spinel;

class TestDesignFigures : public QObject {
    Q_OBJECT

private slots:
    void exampleFigures();
    void keyFiguresAreTheModels();
    void scalingEndsOnTheWholeDesign();
    void firstServers();
    void firstTraysOfARack();
    void scalingInsideAndAcrossRacks();
    void emptyDesign();
    void stopsBetweenSteps();
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

// A job smaller than a rack runs on the rack's first trays: their GPUs and NICs, the rack's NVLink.
void TestDesignFigures::firstTraysOfARack()
{
    const timing::FabricProfile whole = timing::buildFabricProfile(testdata::twoGb300Racks(), builtinCatalog());
    QCOMPARE(whole.servers.size(), std::size_t(2)); // a rack is one timing node
    const timing::FabricProfile eight = spinel::firstServers(whole, 8);
    QCOMPARE(eight.totalGpus, 8);
    QCOMPARE(eight.servers.size(), std::size_t(1));
    QCOMPARE(eight.servers[0].trays.size(), std::size_t(2)); // 4 GPUs per tray
    QCOMPARE(eight.servers[0].portCount, 8);                 // one ConnectX-8 per GPU
    QCOMPARE(eight.servers[0].networkGbps, 8 * 800.0);
    QCOMPARE(eight.servers[0].nvlinkUsableGBps, whole.servers[0].nvlinkUsableGBps);
    QCOMPARE(eight.allGpus.servers, 1);
    QCOMPARE(spinel::firstServers(whole, 6).totalGpus, 8); // whole trays
    QCOMPARE(spinel::firstServers(whole, 72).servers[0].portCount, 72);
    QCOMPARE(spinel::firstServers(whole, 144).servers.size(), std::size_t(2));
}

// The scaling curve on two racks. Inside a rack every point is the same job shape: compute and the
// tensor-parallel all-reduces per GPU both scale as 1/GPUs (a GPU's share of the tokens, and of the
// micro-batches whose activations TP reduces on NVLink), so the efficiency is flat; the data-parallel
// all-reduce of 70e9 / 8 x 2 B = 17.5 GB per GPU is the only part that does not shrink.
void TestDesignFigures::scalingInsideAndAcrossRacks()
{
    const Design design = testdata::twoGb300Racks();
    const DesignFigures figures = computeDesignFigures(design, builtinCatalog());
    std::vector<int> counts;
    for (const ScalingPoint &point : figures.scaling) counts.push_back(point.gpus);
    QCOMPARE(counts, (std::vector<int>{8, 16, 32, 64, 72, 144})); // 4 GPUs cannot hold TP 8
    const ScalingPoint &eight = figures.scaling[0], &rack = figures.scaling[4], &two = figures.scaling[5];
    QVERIFY(eight.ok && rack.ok && two.ok);
    // Compute on 8 GPUs takes 72 / 8 = 9 times as long as on the rack (before the first-trays cut,
    // the 8..64-GPU points were all the 72-GPU job).
    QCOMPARE(eight.idealStepS, 9 * rack.idealStepS);
    // 8 GPUs: no data parallelism. 72: the 17.5 GB all-reduce over 9 ranks on NVLink, about 37 ms
    // against 17.5 s of compute, half of it hidden: 0.1 % of the step.
    QVERIFY(eight.scalingEfficiency >= rack.scalingEfficiency);
    QVERIFY(eight.scalingEfficiency - rack.scalingEfficiency < 0.001);

    // 144 GPUs: the data-parallel group has 9 ranks in each rack, and the ring crosses the racks on
    // their 9 ConnectX-8 (9 x 800 Gb/s = 900 GB/s per rack and direction). A 2-rack all-reduce moves
    // each rack's S = 17.5 GB once through its NICs: at least 17.5 GB / 900 GB/s = 19.4 ms, less than
    // the NVLink ring inside the rack takes. So NVLink still binds, and the ring over 18 ranks instead of
    // 9 grows by (2 x 17/18) / (2 x 8/9) = 1.0625 at most: the knee is where the job leaves the rack,
    // and it is small for this workload.
    using namespace spinel::timing;
    const TrainingRequest request = trainingRequest(design.settings.training);
    const TrainingResult inRack = estimateTraining(spinel::firstServers(buildFabricProfile(design, builtinCatalog()), 72), request);
    const TrainingResult across = figures.training;
    QVERIFY(inRack.ok && across.ok);
    QCOMPARE(inRack.dataTraffic.collective.servers, 1);
    QCOMPARE(across.dataTraffic.collective.servers, 2);
    QCOMPARE(across.dataTraffic.bytesPerCall, 70e9 / 8 * 2);
    const double nicFloorS = 17.5e9 / (9 * 800e9 / 8);
    QVERIFY(across.dataTraffic.seconds > nicFloorS);
    QVERIFY(inRack.dataTraffic.seconds > nicFloorS);
    QVERIFY(across.dataTraffic.seconds >= inRack.dataTraffic.seconds);
    QVERIFY(across.dataTraffic.seconds <= 1.0625 * inRack.dataTraffic.seconds);
    QVERIFY(two.scalingEfficiency < rack.scalingEfficiency);
    QVERIFY(rack.scalingEfficiency - two.scalingEfficiency < 0.002);
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

// A worker told to stop (a newer edit, the window closing) returns at the next step, marked.
void TestDesignFigures::stopsBetweenSteps()
{
    const Design design = testdata::exampleDesign();
    const DesignFigures whole = computeDesignFigures(design, builtinCatalog(), [] { return false; });
    QVERIFY(!whole.stopped);
    QCOMPARE(whole.busBandwidth.size(), plottedCollectives().size());

    // Asked before each collective's sweep: "stop" on the third question leaves two sweeps.
    int asked = 0;
    const DesignFigures part = computeDesignFigures(design, builtinCatalog(), [&asked] { return ++asked >= 3; });
    QVERIFY(part.stopped);
    QCOMPARE(asked, 3); // not asked again once stopped
    QCOMPARE(part.busBandwidth.size(), std::size_t(2));
    QVERIFY(part.scaling.empty());
    QVERIFY(!part.training.ok);
}

SPINEL_QTEST_APPLESS_MAIN(TestDesignFigures)
#include "tst_designfigures.moc"
