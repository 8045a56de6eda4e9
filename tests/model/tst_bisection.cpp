// Bisection: the closed form for layered Clos fabrics equals the exact min cut (Boost max flow)
// on small fabrics, for the balanced split and for random splits; published fractions come out.
#include <QtTest>

#include <random>

#include "rules/analysis.h"
#include "analysis/bisection.h"
#include "generate/generators.h"
#include "support/testdata.h"

using namespace spinel;
using namespace spinel::fabric;

class TestBisection : public QObject {
    Q_OBJECT

private slots:
    void closedFormMatchesMinCut_data();
    void closedFormMatchesMinCut();
    void publishedFractions_data();
    void publishedFractions();
    void torusUsesMinCut();
    void drawnShortcutUsesMinCut();
    void splitIsBalanced();
};

Q_DECLARE_METATYPE(spinel::Design)

void TestBisection::closedFormMatchesMinCut_data()
{
    QTest::addColumn<Design>("design");
    const Catalog &catalog = builtinCatalog();
    auto add = [&](const char *name, const std::string &templ, const GeneratorParams &params) {
        QTest::newRow(name) << generateFabric(templ, params, catalog);
    };
    add("fat-tree k=4, 1 NIC", "fat-tree", {{"k", "4"}, {"nics-per-server", "1"}});
    add("fat-tree k=6, 1 NIC", "fat-tree", {{"k", "6"}, {"nics-per-server", "1"}});
    add("fat-tree k=4, 8 NICs", "fat-tree", {{"k", "4"}});
    add("rail 1 SU", "rail-optimized", {{"sus", "1"}});
    add("rail 2 SUs 2:1", "rail-optimized", {{"sus", "2"}, {"oversubscription", "2"}});
    add("leaf-spine 3:1", "leaf-spine", {{"servers", "64"}, {"oversubscription", "3"}});
    add("leaf-spine no rails", "leaf-spine", {{"servers", "13"}, {"rails", "false"}});
    add("leaf-spine 2 planes", "leaf-spine", {{"servers", "40"}, {"planes", "2"}});
    add("3 tiers 100G", "leaf-spine", {{"servers", "160"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"tiers", "3"}});
    add("3 tiers 100G 2:1", "leaf-spine",
        {{"servers", "200"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"oversubscription", "2"}});
    QTest::newRow("hand-built rails") << testdata::railDesign(8, 3, 2);
}

void TestBisection::closedFormMatchesMinCut()
{
    QFETCH(Design, design);
    BisectionProblem problem = bisectionProblem(design, builtinCatalog());
    const auto closed = closedFormBisectionGbps(problem.topo, problem.capacityGbps, problem.sideA);
    QVERIFY(closed);
    QCOMPARE(*closed, minCutGbps(problem.topo, problem.capacityGbps, problem.sideA));
    // Any split, not just the balanced one: the closed form holds for every assignment of servers.
    std::mt19937 random(20240611);
    for (int trial = 0; trial < 30; ++trial) {
        for (int i = 0; i < problem.topo.deviceCount(); ++i) problem.sideA[std::size_t(i)] = char(random() % 2);
        const double exact = minCutGbps(problem.topo, problem.capacityGbps, problem.sideA);
        const auto fast = closedFormBisectionGbps(problem.topo, problem.capacityGbps, problem.sideA);
        QVERIFY(fast);
        QVERIFY2(std::fabs(*fast - exact) < 1e-6, qPrintable(QStringLiteral("trial %1: closed form %2, min cut %3").arg(trial).arg(*fast).arg(exact)));
    }
}

void TestBisection::publishedFractions_data()
{
    QTest::addColumn<Design>("design");
    QTest::addColumn<double>("bisectionGbps");
    QTest::addColumn<double>("fraction");
    const Catalog &catalog = builtinCatalog();
    // Fat-tree: full bisection (Al-Fares et al.): 8 of 16 NICs × 400G.
    QTest::newRow("fat-tree k=4") << generateFabric("fat-tree", {{"k", "4"}, {"nics-per-server", "1"}}, catalog) << 3200.0 << 1.0;
    // 2 SUs at 2:1: SU 1's 8 leaves × 16 uplinks × 400G cross; half of 32 servers × 8 × 400G.
    QTest::newRow("2 SUs 2:1") << generateFabric("rail-optimized", {{"sus", "2"}, {"oversubscription", "2"}}, catalog) << 51200.0 << 0.5;
    // Example: 4 servers, 2 on each side, all sharing the rail leaves: the injection bound.
    QTest::newRow("example") << testdata::exampleDesign() << 6400.0 << 1.0;
}

void TestBisection::publishedFractions()
{
    QFETCH(Design, design);
    QFETCH(double, bisectionGbps);
    QFETCH(double, fraction);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.bisectionGbps, bisectionGbps);
    QCOMPARE(analysis.bisectionFraction(), fraction);
    QCOMPARE(analysis.bisectionMethod, BisectionMethod::ClosedForm);
}

void TestBisection::torusUsesMinCut()
{
    // 4x4x4 torus, split along the third dimension (the canvas's left half): 16 rings of 4 are
    // each cut twice, 32 × 400G = 12,800 Gb/s; the halves inject 32 × 6 × 400G.
    const Design design = generateFabric("torus", {}, builtinCatalog());
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.bisectionMethod, BisectionMethod::MinCut);
    QCOMPARE(analysis.bisectionGbps, 12800.0);
    QCOMPARE(analysis.fullBisectionGbps, 76800.0);
    const BisectionProblem problem = bisectionProblem(design, builtinCatalog());
    QVERIFY(!closedFormBisectionGbps(problem.topo, problem.capacityGbps, problem.sideA));
}

void TestBisection::drawnShortcutUsesMinCut()
{
    // A leaf-to-leaf cable is not Clos: the exact min cut takes over.
    Design design = testdata::railDesign(8, 2, 1);  // 8 × 400G down, 2 × 400G up per leaf
    Link shortcut = design.links.front();
    shortcut.id = "shortcut";
    shortcut.from = {"leaf-1", std::nullopt};
    shortcut.to = {"leaf-2", std::nullopt};
    design.links.push_back(shortcut);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.bisectionMethod, BisectionMethod::MinCut);
    // Servers 1-4 against 5-8 share every leaf: injection-bound, 4 servers × 8 × 400G.
    QCOMPARE(analysis.bisectionGbps, 12800.0);
}

void TestBisection::splitIsBalanced()
{
    const Design design = generateFabric("rail-optimized", {{"sus", "3"}}, builtinCatalog());
    const BisectionProblem problem = bisectionProblem(design, builtinCatalog());
    int gpusA = 0;
    for (int i = 0; i < problem.topo.deviceCount(); ++i)
        if (problem.sideA[std::size_t(i)]) gpusA += problem.topo.gpus[std::size_t(i)];
    QCOMPARE(gpusA, problem.topo.totalGpus / 2);
    // Design order: SU 1 entirely on side A.
    QVERIFY(problem.sideA[std::size_t(problem.topo.findDevice("su1-srv-32"))]);
    QVERIFY(!problem.sideA[std::size_t(problem.topo.findDevice("su3-srv-1"))]);
    // Moving devices changes nothing: the split does not follow the canvas.
    Design moved = design;
    for (std::size_t i = 0; i < moved.devices.size(); ++i) moved.devices[i].position = {double((i * 7919) % 1000), double(i % 13)};
    QCOMPARE(bisectionProblem(moved, builtinCatalog()).sideA, problem.sideA);
}

QTEST_APPLESS_MAIN(TestBisection)
#include "tst_bisection.moc"
