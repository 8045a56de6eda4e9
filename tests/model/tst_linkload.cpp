// The per-link load model behind "colour links by load": how a collective's busbw spreads over
// server links and switch uplinks for each algorithm. The load results are built by hand so the
// expected numbers follow from the formulas in model/timing/linkload.cpp alone; one end-to-end test
// runs the timing model.
#include <QtTest>

#include <optional>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "rules/analysis.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/linkload.h"

using namespace spinel;

class TestLinkLoad : public QObject {
    Q_OBJECT

private slots:
    void uplinkRatios();
    void ringLoadsServerLinksAndConcentratesUp();
    void nvlsSharesTheNicsOfAServer();
    void inNetworkReductionSendsOneStreamUp();
    void railLocalRingLoadsNoSpine();
    void oversubscribedAllToAllSaturatesTheBindingTier();
    void nothingToCarry();
    void wholeDesignEndToEnd();
};

namespace {

// railDesign(servers, spines, uplinksPerSpine): 8 GPUs and 8 × 400G NICs per server, one leaf per
// rail, so each leaf has `servers` × 400G down and spines × uplinksPerSpine × 400G up.
struct Fixture {
    Design design;
    FabricAnalysis analysis;
    explicit Fixture(Design d)
        : design(std::move(d))
        , analysis(analyzeFabric(design, builtinCatalog()))
    { }

    double utilisation(const LinkLoadResult &load, const std::string &linkId) const
    {
        return linkUtilisation(design, analysis, load, *design.findLink(linkId));
    }
};

// gpuNetworkGBps 40 is a round number chosen for the arithmetic, not what the timing gives.
LinkLoadResult handBuilt(timing::Algorithm algorithm, double busbwGBps, bool uplinksCarryTraffic = true)
{
    LinkLoadResult load;
    load.collective.ok = true;
    load.collective.algorithm = algorithm;
    load.collective.busbwGBps = busbwGBps;
    load.gpuNetworkGBps = 40;
    load.servers = 4;
    load.gpusPerServer = 8;
    load.portGbps = 400;
    load.uplinksCarryTraffic = uplinksCarryTraffic;
    return load;
}

} // namespace

void TestLinkLoad::uplinkRatios()
{
    // 4 servers, 2 spines, 1 cable each: a leaf has 4 × 400 = 1,600 Gb/s down, 2 × 400 = 800 up: 2:1.
    const Fixture f(testdata::railDesign(4, 2, 1));
    const std::vector<std::optional<double>> ratios = spinel::uplinkRatios(f.design, f.analysis);
    QCOMPARE(ratios.size(), f.design.links.size());
    for (std::size_t i = 0; i < f.design.links.size(); ++i) {
        const Link &link = f.design.links[i];
        QCOMPARE(ratios[i], uplinkRatio(f.design, f.analysis, link));
        if (link.id.starts_with("up-")) QCOMPARE(ratios[i].value_or(-1), 2.0);
        else QVERIFY2(!ratios[i], link.id.c_str()); // server links: the lower end is a server
    }
}

void TestLinkLoad::ringLoadsServerLinksAndConcentratesUp()
{
    // Ring: every GPU drives its own NIC at busbw. serverShare = 10 / 40 = 0.25.
    // Server link: 0.25. Leaf uplink: 0.25 × ρ = 0.25 × 2 = 0.5.
    const Fixture f(testdata::railDesign(4, 2, 1));
    const LinkLoadResult load = handBuilt(timing::Algorithm::Ring, 10);
    QCOMPARE(f.utilisation(load, "nic-1-1"), 0.25);
    QCOMPARE(f.utilisation(load, "up-1-1"), 0.5);
    // With more uplinks than downlinks (2 spines × 4 cables = 3,200 up, 1,600 down: ρ = 0.5) the
    // uplinks carry no more than the downlinks: 0.25 × max(1, 0.5) = 0.25.
    const Fixture wide(testdata::railDesign(4, 2, 4));
    QCOMPARE(wide.utilisation(load, "up-1-1"), 0.25);
    // The batch function agrees with the single-link one, in design order.
    const std::vector<double> all = linkUtilisations(f.design, f.analysis, load);
    QCOMPARE(all.size(), f.design.links.size());
    for (std::size_t i = 0; i < all.size(); ++i) QCOMPARE(all[i], f.utilisation(load, f.design.links[i].id));
}

void TestLinkLoad::nvlsSharesTheNicsOfAServer()
{
    // NVLS: NVLink does the server-local part; the server as a whole sends about busbw over its
    // 8 GPUs' NICs. serverShare = 120 / (40 × 8) = 0.375. Server link 0.375; uplink 0.375 × 2 = 0.75.
    const Fixture f(testdata::railDesign(4, 2, 1));
    const LinkLoadResult load = handBuilt(timing::Algorithm::Nvls, 120);
    QCOMPARE(f.utilisation(load, "nic-2-3"), 0.375);
    QCOMPARE(f.utilisation(load, "up-3-2"), 0.75);
    // Hierarchical shares the same way.
    QCOMPARE(f.utilisation(handBuilt(timing::Algorithm::Hierarchical, 120), "nic-2-3"), 0.375);
    // Past the NICs' capacity the share is clamped: 400 / 320 → 1.
    QCOMPARE(f.utilisation(handBuilt(timing::Algorithm::Nvls, 400), "up-3-2"), 1.0);
}

void TestLinkLoad::inNetworkReductionSendsOneStreamUp()
{
    // In-network (SHARP): each byte crosses a server link once per direction, so the 8 GPUs share
    // twice: serverShare = 160 / (40 × 8 × 2) = 0.25 on a server link. The leaf reduces what comes
    // up and sends one port's stream on: 0.25 × 400 Gb/s / 800 Gb/s of uplinks = 0.125.
    const Fixture f(testdata::railDesign(4, 2, 1));
    const LinkLoadResult load = handBuilt(timing::Algorithm::InNetwork, 160);
    QCOMPARE(f.utilisation(load, "nic-4-8"), 0.25);
    QCOMPARE(f.utilisation(load, "up-8-1"), 0.125);
}

void TestLinkLoad::railLocalRingLoadsNoSpine()
{
    // Every rail's servers hang off one leaf, so a rail-aligned ring never leaves it: server links
    // at 10 / 40 = 0.25, every uplink idle.
    const Fixture f(testdata::railDesign(4, 2, 1));
    const LinkLoadResult load = handBuilt(timing::Algorithm::Ring, 10, /*uplinksCarryTraffic=*/false);
    for (const Link &link : f.design.links) QCOMPARE(f.utilisation(load, link.id), link.id.starts_with("up-") ? 0.0 : 0.25);
}

void TestLinkLoad::oversubscribedAllToAllSaturatesTheBindingTier()
{
    // 8 servers, 1 spine, 1 cable: a leaf has 8 × 400 = 3,200 down over 400 up, ρ = 8. The timing
    // caps an all-to-all's busbw at gpuNetworkGBps / ρ = 40 / 8 = 5. Pairwise: serverShare = 5 / 40
    // = 0.125 on a server link; the uplink 0.125 × 8 = 1: the binding tier is exactly saturated.
    const Fixture f(testdata::railDesign(8, 1, 1));
    QCOMPARE(uplinkRatio(f.design, f.analysis, *f.design.findLink("up-1-1")).value_or(-1), 8.0);
    LinkLoadResult load = handBuilt(timing::Algorithm::Pairwise, 5);
    load.servers = 8;
    QCOMPARE(f.utilisation(load, "nic-5-1"), 0.125);
    QCOMPARE(f.utilisation(load, "up-1-1"), 1.0);
}

void TestLinkLoad::nothingToCarry()
{
    const Fixture f(testdata::railDesign(4, 2, 1));
    LinkLoadResult failed = handBuilt(timing::Algorithm::Ring, 10);
    failed.collective.ok = false;
    LinkLoadResult oneServer = handBuilt(timing::Algorithm::Ring, 10);
    oneServer.servers = 1; // NVLink only
    LinkLoadResult noNetwork = handBuilt(timing::Algorithm::Ring, 10);
    noNetwork.gpuNetworkGBps = 0;
    for (const LinkLoadResult &load : {failed, oneServer, noNetwork}) {
        QCOMPARE(f.utilisation(load, "nic-1-1"), 0.0);
        QCOMPARE(f.utilisation(load, "up-1-1"), 0.0);
    }
}

void TestLinkLoad::wholeDesignEndToEnd()
{
    // The timing model on railDesign(4, 2, 1): an all-reduce stays on the rails (each rail on one
    // leaf), an all-to-all crosses the spines.
    const Fixture f(testdata::railDesign(4, 2, 1));
    LinkLoadRequest request;
    request.op = timing::CollectiveOp::AllReduce;
    const LinkLoadResult allReduce = computeLinkLoad(f.design, builtinCatalog(), request);
    QVERIFY2(allReduce.collective.ok, allReduce.collective.error.c_str());
    QCOMPARE(allReduce.request, request);
    QCOMPARE(allReduce.servers, 4);
    QCOMPARE(allReduce.gpusPerServer, 8);
    QCOMPARE(allReduce.portGbps, 400.0);
    QVERIFY(allReduce.gpuNetworkGBps > 0 && allReduce.gpuNetworkGBps <= 50); // 400G / 8 bits
    QVERIFY(!allReduce.uplinksCarryTraffic);
    const std::vector<double> loads = linkUtilisations(f.design, f.analysis, allReduce);
    for (std::size_t i = 0; i < loads.size(); ++i) {
        if (f.design.links[i].id.starts_with("up-")) QCOMPARE(loads[i], 0.0);
        else QVERIFY(loads[i] > 0 && loads[i] <= 1);
    }

    request.op = timing::CollectiveOp::AllToAll;
    const LinkLoadResult allToAll = computeLinkLoad(f.design, builtinCatalog(), request);
    QVERIFY2(allToAll.collective.ok, allToAll.collective.error.c_str());
    QVERIFY(allToAll.uplinksCarryTraffic);
    QVERIFY(f.utilisation(allToAll, "up-1-1") > 0);
}

SPINEL_QTEST_APPLESS_MAIN(TestLinkLoad)
#include "tst_linkload.moc"
