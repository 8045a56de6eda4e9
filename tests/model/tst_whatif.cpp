// Failure what-ifs: bisection lost, GPUs cut off, new oversubscription, unknown ids refused.
#include <QtTest>

#include "generate/generators.h"
#include "analysis/whatif.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

class TestWhatIf : public QObject {
    Q_OBJECT

private slots:
    void failSpine();
    void failServer();
    void failLeafStrandsServers();
    void failCable();
    void failSeveral();
    void unknownIdIsAnError();
    void overloadMatches();
    void withoutFailedRemovesDevicesWithTheirLinks();
};

namespace {

Design twoSus()
{
    return generateFabric("rail-optimized", {{"sus", "2"}}, builtinCatalog());
}

} // namespace

void TestWhatIf::failSpine()
{
    // 2 SUs, 8 spines, each leaf 4 cables to each spine. SU 1 against SU 2: 8 leaves × 32 × 400G
    // = 102,400 Gb/s. Without spine-1 each leaf keeps 28 uplinks: 8 × 28 × 400G = 89,600.
    const WhatIfResult result = whatIf(twoSus(), builtinCatalog(), {"spine-1"});
    QCOMPARE(result.before.bisectionGbps, 102400.0);
    QCOMPARE(result.after.bisectionGbps, 89600.0);
    QCOMPARE(result.bisectionLostGbps, 12800.0);
    QCOMPARE(result.gpusCutOff, 0LL);
    // Every leaf now sends 32 down over 28 up.
    QCOMPARE(result.oversubscriptionChanges.size(), std::size_t(16));
    QCOMPARE(*result.oversubscriptionChanges.front().after, 32.0 / 28.0);
    QVERIFY(std::any_of(result.newFindings.begin(), result.newFindings.end(), [](const Finding &f) {
        return f.code == "oversubscription" && f.objects == std::vector<std::string>{"su1-leaf-r1"};
    }));
}

void TestWhatIf::failServer()
{
    const WhatIfResult result = whatIf(twoSus(), builtinCatalog(), {"su1-srv-7"});
    QCOMPARE(result.gpusCutOff, 8LL); // the failed server's own GPUs leave the fabric
    QCOMPARE(result.after.counts.gpus, 504);
    QCOMPARE(result.after.counts.serverLeafCables, 504LL);
}

void TestWhatIf::failLeafStrandsServers()
{
    // No rails: leaf-1 holds servers 1-4 with all 8 NICs each.
    const Design design = generateFabric("leaf-spine", {{"servers", "8"}, {"rails", "false"}}, builtinCatalog());
    const WhatIfResult result = whatIf(design, builtinCatalog(), {"leaf-1"});
    QCOMPARE(result.gpusCutOff, 32LL);
    QCOMPARE(result.after.gpusCutOff, 32LL);
    QVERIFY(std::any_of(result.newFindings.begin(), result.newFindings.end(),
                        [](const Finding &f) { return f.code == "disconnected" && f.severity == Severity::Error; }));
}

void TestWhatIf::failCable()
{
    const Design design = generateFabric("fat-tree", {{"k", "4"}, {"nics-per-server", "1"}}, builtinCatalog());
    const WhatIfResult result = whatIf(design, builtinCatalog(), {"srv-1-pod1-edge-1"});
    QCOMPARE(result.gpusCutOff, 8LL);
    QCOMPARE(result.after.counts.cables, 47LL);
}

void TestWhatIf::failSeveral()
{
    // All four spines of one SU's fabric: the rails can no longer meet; within the SU servers still
    // share leaves, so nobody is cut off, but the leaves lose every uplink.
    const Design design = generateFabric("rail-optimized", {{"sus", "1"}}, builtinCatalog());
    const WhatIfResult result = whatIf(design, builtinCatalog(), {"spine-1", "spine-2", "spine-3", "spine-4"});
    QCOMPARE(result.gpusCutOff, 0LL);
    QCOMPARE(result.after.counts.spines, 0);
    QCOMPARE(result.oversubscriptionChanges.size(), std::size_t(8));
    QVERIFY(!result.oversubscriptionChanges.front().after);
}

void TestWhatIf::unknownIdIsAnError()
{
    try {
        whatIf(twoSus(), builtinCatalog(), {"spine-1", "spine-99"});
        QFAIL("expected AnalysisError");
    } catch (const AnalysisError &error) {
        QVERIFY2(QString::fromStdString(error.what()).contains(QStringLiteral("'spine-99'")), error.what());
    }
}

void TestWhatIf::overloadMatches()
{
    const Design design = twoSus();
    const FabricAnalysis direct = analyzeFabric(design, builtinCatalog(), {"spine-2"});
    const WhatIfResult result = whatIf(design, builtinCatalog(), {"spine-2"});
    QCOMPARE(direct.bisectionGbps, result.after.bisectionGbps);
    QCOMPARE(direct.findings, result.after.findings);
}

void TestWhatIf::withoutFailedRemovesDevicesWithTheirLinks()
{
    // What the analysis of a what-if and the GUI's link load both run on. railDesign(4, 2, 1):
    // 2 spines + 8 leaves + 4 servers, 8 × 2 uplinks + 4 × 8 server links = 48 links.
    const Design design = testdata::railDesign(4, 2, 1);
    QCOMPARE(design.devices.size(), std::size_t(14));
    QCOMPARE(design.links.size(), std::size_t(48));
    // leaf-1 takes its 2 uplinks and 4 server links; nic-2-2 goes on its own: 48 − 6 − 1 = 41.
    const Design reduced = withoutFailed(design, {"leaf-1", "nic-2-2"});
    QCOMPARE(reduced.devices.size(), std::size_t(13));
    QCOMPARE(reduced.links.size(), std::size_t(41));
    QVERIFY(!reduced.findDevice("leaf-1"));
    QVERIFY(!reduced.findLink("up-1-1"));
    QVERIFY(!reduced.findLink("nic-3-1"));
    QVERIFY(!reduced.findLink("nic-2-2"));
    QVERIFY(reduced.findLink("nic-2-3"));
    QCOMPARE(reduced.settings, design.settings);
    QCOMPARE(withoutFailed(design, {}).links.size(), design.links.size());
    QVERIFY_THROWS_EXCEPTION(AnalysisError, withoutFailed(design, {"leaf-99"}));
}

SPINEL_QTEST_APPLESS_MAIN(TestWhatIf)
#include "tst_whatif.moc"
