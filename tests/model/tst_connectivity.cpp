// Connectivity: parts cut off from the fabric, and single points of failure (articulation points
// and single-cable bridges) with the GPUs that would lose the fabric.
#include <QtTest>

#include "rules/analysis.h"
#include "generate/generators.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

class TestConnectivity : public QObject {
    Q_OBJECT

private slots:
    void exampleIsConnected();
    void unpluggedServer();
    void isolatedSwitch();
    void singlePointsOfFailure_data();
    void singlePointsOfFailure();
    void redundantFabricsHaveNone_data();
    void redundantFabricsHaveNone();
    void parallelCablesReadAsABundle();
    void hops_data();
    void hops();
};

namespace {

const Finding *find(const FabricAnalysis &analysis, const std::string &code, Severity severity, const std::string &object)
{
    for (const auto &f : analysis.findings)
        if (f.code == code && f.severity == severity && std::find(f.objects.begin(), f.objects.end(), object) != f.objects.end())
            return &f;
    return nullptr;
}

int countCode(const FabricAnalysis &analysis, const std::string &code)
{
    return int(std::count_if(analysis.findings.begin(), analysis.findings.end(), [&](const Finding &f) { return f.code == code; }));
}

} // namespace

void TestConnectivity::exampleIsConnected()
{
    const FabricAnalysis analysis = analyzeFabric(testdata::exampleDesign(), builtinCatalog());
    QCOMPARE(analysis.components, 1);
    QCOMPARE(analysis.gpusInFabric, 32LL);
    QCOMPARE(analysis.gpusCutOff, 0LL);
    QCOMPARE(countCode(analysis, "single-point-of-failure"), 0);
}

void TestConnectivity::unpluggedServer()
{
    Design design = testdata::railDesign(4, 2, 2);
    std::erase_if(design.links, [](const Link &link) { return link.from.device == "srv-3"; });
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.components, 2);
    QCOMPARE(analysis.gpusCutOff, 8LL);
    const Finding *finding = find(analysis, "disconnected", Severity::Error, "srv-3");
    QVERIFY(finding);
    QVERIFY2(QString::fromStdString(finding->message).contains(QStringLiteral("srv-3 with 8 GPUs cannot reach")),
             finding->message.c_str());
}

void TestConnectivity::isolatedSwitch()
{
    Design design = testdata::railDesign(4, 2, 2);
    Device spare = design.devices.front();
    spare.id = "spare-spine";
    design.devices.push_back(spare);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QVERIFY(find(analysis, "disconnected", Severity::Warning, "spare-spine"));
    QCOMPARE(analysis.gpusCutOff, 0LL);
}

void TestConnectivity::singlePointsOfFailure_data()
{
    QTest::addColumn<QString>("templ");
    QTest::addColumn<GeneratorParams>("params");
    QTest::addColumn<QString>("object");
    QTest::addColumn<QString>("message");
    // Leaves holding whole servers (NICs bundled, no rails): each leaf strands its 4 servers.
    QTest::newRow("leaf without rails") << QStringLiteral("leaf-spine") << GeneratorParams{{"servers", "8"}, {"rails", "false"}}
                                        << QStringLiteral("leaf-1") << QStringLiteral("32 GPUs lose the fabric");
    // One spine joining two leaves: losing it splits the fabric in halves.
    QTest::newRow("lone spine") << QStringLiteral("leaf-spine") << GeneratorParams{{"servers", "8"}, {"rails", "false"}}
                                << QStringLiteral("spine-1") << QStringLiteral("32 GPUs lose the fabric");
    // Fat-tree hosts hang on one cable each, and each edge switch holds 2 servers of 8 GPUs.
    QTest::newRow("host cable") << QStringLiteral("fat-tree") << GeneratorParams{{"k", "4"}, {"nics-per-server", "1"}}
                                << QStringLiteral("srv-1-pod1-edge-1")
                                << QStringLiteral("single cable with no alternative path: 8 GPUs");
    QTest::newRow("edge switch") << QStringLiteral("fat-tree") << GeneratorParams{{"k", "4"}, {"nics-per-server", "1"}}
                                 << QStringLiteral("pod1-edge-1") << QStringLiteral("16 GPUs lose the fabric");
}

void TestConnectivity::singlePointsOfFailure()
{
    QFETCH(QString, templ);
    QFETCH(GeneratorParams, params);
    QFETCH(QString, object);
    QFETCH(QString, message);
    const FabricAnalysis analysis = analyzeFabric(generateFabric(templ.toStdString(), params, builtinCatalog()), builtinCatalog());
    const Finding *finding = find(analysis, "single-point-of-failure", Severity::Warning, object.toStdString());
    QVERIFY(finding);
    QVERIFY2(QString::fromStdString(finding->message).contains(message), finding->message.c_str());
}

void TestConnectivity::redundantFabricsHaveNone_data()
{
    QTest::addColumn<Design>("design");
    QTest::newRow("rail 1 SU") << generateFabric("rail-optimized", {{"sus", "1"}}, builtinCatalog());
    QTest::newRow("rail 3 tiers") << generateFabric("leaf-spine", {{"gpus", "8192"}}, builtinCatalog());
    QTest::newRow("torus") << generateFabric("torus", {}, builtinCatalog());
}

void TestConnectivity::redundantFabricsHaveNone()
{
    QFETCH(Design, design);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(countCode(analysis, "single-point-of-failure"), 0);
    QCOMPARE(analysis.components, 1);
}

// A bundle of 32 cables drawn as 32 single-cable links is the same fabric: the same single points,
// the same GPUs at stake. (Boost's biconnected_components, used before, took every link back to a
// search parent for the tree edge: the lone spine vanished from the findings, a leaf's count fell
// from 256 to 248 GPUs and a server cable went missing.)
void TestConnectivity::parallelCablesReadAsABundle()
{
    const Design bundled = generateFabric("leaf-spine", {{"servers", "64"}, {"nics-per-server", "1"}}, builtinCatalog());
    Design split = bundled;
    split.links.clear();
    int splitBundles = 0;
    for (const Link &link : bundled.links) {
        if (link.count <= 1) {
            split.links.push_back(link);
            continue;
        }
        ++splitBundles;
        for (int k = 0; k < link.count; ++k) {
            Link cable = link;
            cable.id = link.id + "-" + std::to_string(k);
            cable.count = 1;
            split.links.push_back(cable);
        }
    }
    QCOMPARE(splitBundles, 2); // two leaves' uplinks to the one spine
    const auto singlePoints = [](const Design &design) {
        std::vector<std::string> messages;
        for (const Finding &f : analyzeFabric(design, builtinCatalog()).findings)
            if (f.code == "single-point-of-failure") messages.push_back(f.message);
        std::sort(messages.begin(), messages.end());
        return messages;
    };
    const std::vector<std::string> expected = singlePoints(bundled);
    // The spine and both leaves (256 GPUs each side), and each of the 64 servers' one cable.
    QCOMPARE(int(expected.size()), 67);
    QVERIFY(std::find(expected.begin(), expected.end(), "spine-1 is a single point of failure: 256 GPUs lose the fabric if it fails")
            != expected.end());
    QCOMPARE(singlePoints(split), expected);
}

void TestConnectivity::hops_data()
{
    QTest::addColumn<Design>("design");
    QTest::addColumn<int>("diameter");
    QTest::addColumn<int>("tiers");
    QTest::newRow("1 SU: every pair shares a rail leaf")
        << generateFabric("rail-optimized", {{"sus", "1"}}, builtinCatalog()) << 2 << 1;
    QTest::newRow("2 SUs: through a spine") << generateFabric("rail-optimized", {{"sus", "2"}}, builtinCatalog()) << 4 << 2;
    QTest::newRow("fat-tree: through a core")
        << generateFabric("fat-tree", {{"k", "4"}, {"nics-per-server", "1"}}, builtinCatalog()) << 6 << 3;
    QTest::newRow("torus 8x2: 4 + 1") << generateFabric("torus", {{"dims", "8x2"}}, builtinCatalog()) << 5 << 0;
}

void TestConnectivity::hops()
{
    QFETCH(Design, design);
    QFETCH(int, diameter);
    QFETCH(int, tiers);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.diameterHops, diameter);
    QCOMPARE(int(analysis.hopsByTier.size()), tiers);
    for (std::size_t i = 0; i < analysis.hopsByTier.size(); ++i) QCOMPARE(analysis.hopsByTier[i].hops, 2 * int(i + 1));
}

SPINEL_QTEST_APPLESS_MAIN(TestConnectivity)
#include "tst_connectivity.moc"
