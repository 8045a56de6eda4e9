// Rules checks on drawn designs: port budget with breakouts, speed mismatch, NIC counts, cable
// reach, oversubscription and rail alignment, each naming the objects involved.
#include <QtTest>

#include "rules/analysis.h"
#include "generate/generators.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void exampleIsClean();
    void portBudgetOver();
    void zeroFreePorts();
    void breakoutCountsPhysicalPorts();
    void pinnedPortConflicts();
    void speedMismatch_data();
    void speedMismatch();
    void nicCount_data();
    void nicCount();
    void cableReach();
    void oversubscription_data();
    void oversubscription();
    void railMisaligned();
    void directAttachExplained();
    void findingsAreCapped();
};

namespace {

// The first finding of that code and severity naming `object` whose message contains `text`.
const Finding *find(const FabricAnalysis &analysis, const std::string &code, Severity severity, const std::string &object = {},
                    const QString &text = {})
{
    for (const auto &f : analysis.findings)
        if (f.code == code && f.severity == severity
            && (object.empty() || std::find(f.objects.begin(), f.objects.end(), object) != f.objects.end())
            && QString::fromStdString(f.message).contains(text))
            return &f;
    return nullptr;
}

Link *linkById(Design &design, const std::string &id)
{
    Link *link = design.findLink(id);
    if (!link) qFatal("no link %s", id.c_str());
    return link;
}

} // namespace

void TestRules::exampleIsClean()
{
    const FabricAnalysis analysis = analyzeFabric(testdata::exampleDesign(), builtinCatalog());
    QCOMPARE(analysis.findings.size(), std::size_t(0));
    QCOMPARE(analysis.counts.gpus, 32);
    QCOMPARE(analysis.tiers.size(), std::size_t(2));
    QCOMPARE(analysis.tiers[0].portsUsed, 64LL); // 8 leaves × (4 down + 4 up)
}

void TestRules::portBudgetOver()
{
    // 40 servers down + 2 × 16 up = 72 cables on a 64-port qm9700 leaf.
    const FabricAnalysis analysis = analyzeFabric(testdata::railDesign(40, 2, 16), builtinCatalog());
    const Finding *over = find(analysis, "port-budget", Severity::Error, "leaf-1");
    QVERIFY(over);
    QVERIFY2(QString::fromStdString(over->message).contains(QStringLiteral("needs 72 ports but qm9700 has 64 (8 over)")),
             over->message.c_str());
    QCOMPARE(analysis.switches[2].id, std::string("leaf-1"));
    QCOMPARE(analysis.switches[2].freePorts(), -8);
}

void TestRules::zeroFreePorts()
{
    // 32 down + 4 × 8 up: every port of every leaf (and spine: 8 × 8) in use, reported once per tier.
    const FabricAnalysis analysis = analyzeFabric(testdata::railDesign(32, 4, 8), builtinCatalog());
    const Finding *full = find(analysis, "port-budget", Severity::Info, "leaf-8");
    QVERIFY(full);
    QCOMPARE(full->objects.size(), std::size_t(8));
    QCOMPARE(analysis.count(Severity::Error), 0);
}

void TestRules::breakoutCountsPhysicalPorts()
{
    // SN5600: 64 × 800G, or 128 × 400G by breakout. 64 servers + 64 uplinks at 400G per leaf
    // = 128 cables on 64 physical ports: full, not over.
    const Design design = generateFabric("rail-optimized", {{"sus", "1"}, {"servers-per-su", "64"}, {"switch", "sn5600"}},
                                         builtinCatalog());
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.count(Severity::Error), 0);
    QCOMPARE(analysis.tiers[0].portsUsed, 8LL * 64);
    QCOMPARE(analysis.tiers[0].portsTotal, 8LL * 64);
}

void TestRules::pinnedPortConflicts()
{
    // Issue 12, defect 7: a bundle of 9,000 cables pinned at port 0 of leaf a (ports 0..8999) and
    // one cable at port 0 of leaf b share no port. Packing (device x 8192 + port) into one key made
    // a's port 8192 look like b's port 0. Port 5 of a, though, is inside a's bundle.
    Design design;
    for (const char *id : {"a", "b", "c"}) {
        Device sw;
        sw.id = sw.name = id;
        sw.model = "qm9700";
        sw.kind = DeviceKind::Switch;
        sw.role = std::string(id) == "c" ? SwitchRole::Spine : SwitchRole::Leaf;
        design.devices.push_back(sw);
    }
    auto add = [&](const char *id, const char *from, int port, int count) {
        Link link;
        link.id = id;
        link.from = {from, port};
        link.to = {"c", std::nullopt};
        link.count = count;
        design.links.push_back(link);
    };
    add("l1", "a", 0, 9000);
    add("l2", "b", 0, 1);
    add("l3", "a", 9000, 2); // right after the bundle: no overlap
    FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QVERIFY(!find(analysis, "port-conflict", Severity::Error));
    add("l4", "a", 5, 1);
    add("l5", "a", 9001, 3); // overlaps l3 at port 9001
    analysis = analyzeFabric(design, builtinCatalog());
    const Finding *inside = find(analysis, "port-conflict", Severity::Error, "l4");
    QVERIFY(inside);
    QCOMPARE(QString::fromStdString(inside->message), QStringLiteral("a port 5 is used by both l1 and l4"));
    const Finding *tail = find(analysis, "port-conflict", Severity::Error, "l5");
    QVERIFY(tail);
    QCOMPARE(QString::fromStdString(tail->message), QStringLiteral("a port 9001 is used by both l3 and l5"));
    QVERIFY(!find(analysis, "port-conflict", Severity::Error, "b"));
    QVERIFY(!find(analysis, "port-conflict", Severity::Error, "l2"));
}

void TestRules::speedMismatch_data()
{
    QTest::addColumn<double>("speedGbps");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("message");
    QTest::newRow("faster than port") << 800.0 << int(Severity::Error)
                                      << QStringLiteral("faster than the 400 Gb/s ports of leaf-1");
    QTest::newRow("NIC on slower link") << 200.0 << int(Severity::Warning)
                                        << QStringLiteral("1 NIC of 400 Gb/s run at 200 Gb/s (slower link or port): 200 Gb/s");
}

void TestRules::speedMismatch()
{
    QFETCH(double, speedGbps);
    QFETCH(int, severity);
    QFETCH(QString, message);
    Design design = testdata::railDesign(4, 2, 2);
    linkById(design, "nic-1-1")->speedGbps = speedGbps;
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QVERIFY(find(analysis, "speed-mismatch", Severity(severity), "nic-1-1", message));
}

void TestRules::nicCount_data()
{
    QTest::addColumn<int>("nics");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("message");
    QTest::newRow("more cables than NICs") << 6 << int(Severity::Error) << QStringLiteral("srv-1 has 8 cables but only 6 NICs");
    QTest::newRow("more NICs than cables") << 10 << int(Severity::Warning)
                                           << QStringLiteral("srv-1 has 10 NICs but 8 cables: 2 NICs (800 Gb/s) unused");
}

void TestRules::nicCount()
{
    QFETCH(int, nics);
    QFETCH(int, severity);
    QFETCH(QString, message);
    Design design = testdata::railDesign(4, 2, 2);
    design.findDevice("srv-1")->nicCount = nics;
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    const Finding *finding = find(analysis, "nic-count", Severity(severity), "srv-1");
    QVERIFY(finding);
    QVERIFY2(QString::fromStdString(finding->message).contains(message), finding->message.c_str());
}

void TestRules::cableReach()
{
    // Passive DAC reaches 3 m (catalog dac-400g); 10 m needs AOC (30 m).
    Design design = testdata::railDesign(4, 2, 2);
    linkById(design, "nic-2-3")->lengthM = 10;
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    const Finding *finding = find(analysis, "cable-reach", Severity::Error, "nic-2-3");
    QVERIFY(finding);
    QVERIFY2(QString::fromStdString(finding->message).contains(QStringLiteral("beyond its 3 m reach at 400 Gb/s; aoc reaches 30 m")),
             finding->message.c_str());
    QCOMPARE(analysis.count(Severity::Error), 1);
}

void TestRules::oversubscription_data()
{
    QTest::addColumn<int>("uplinksPerSpine");
    QTest::addColumn<double>("target");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<bool>("warned");
    // 32 servers × 400G down per leaf; 2 spines × n × 400G up.
    QTest::newRow("1:1") << 16 << 1.0 << 1.0 << false;
    QTest::newRow("2:1 over 1:1 target") << 8 << 1.0 << 2.0 << true;
    QTest::newRow("2:1 within 2:1 target") << 8 << 2.0 << 2.0 << false;
    QTest::newRow("4:1 over 3:1 target") << 4 << 3.0 << 4.0 << true;
}

void TestRules::oversubscription()
{
    QFETCH(int, uplinksPerSpine);
    QFETCH(double, target);
    QFETCH(double, ratio);
    QFETCH(bool, warned);
    Design design = testdata::railDesign(32, 2, uplinksPerSpine);
    design.settings.targetOversubscription = target;
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(*analysis.tiers[0].oversubscription, ratio);
    QCOMPARE(*analysis.switches[2].oversubscription, ratio);
    QVERIFY(!analysis.tiers[1].oversubscription); // the top tier has no uplinks
    QCOMPARE(find(analysis, "oversubscription", Severity::Warning, "leaf-3") != nullptr, warned);
}

void TestRules::railMisaligned()
{
    // srv-2's NIC 1 goes to the rail-2 leaf and NIC 2 to the rail-1 leaf.
    Design design = testdata::railDesign(8, 2, 4);
    linkById(design, "nic-2-1")->to.device = "leaf-2";
    linkById(design, "nic-2-2")->to.device = "leaf-1";
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    const Finding *finding = find(analysis, "rail-misaligned", Severity::Warning, "leaf-2");
    QVERIFY(finding);
    QVERIFY(std::find(finding->objects.begin(), finding->objects.end(), "nic-2-1") != finding->objects.end());
    QVERIFY(find(analysis, "rail-misaligned", Severity::Warning, "leaf-1"));
    QVERIFY(!find(analysis, "rail-misaligned", Severity::Warning, "leaf-3"));
    // A design without rails is not judged by them.
    const Design plain = generateFabric("leaf-spine", {{"servers", "8"}, {"rails", "false"}}, builtinCatalog());
    QVERIFY(!find(analyzeFabric(plain, builtinCatalog()), "rail-misaligned", Severity::Warning));
}

void TestRules::directAttachExplained()
{
    // Issue 12, defect 6: a cable from server to server with NICs to spare is legal, and said so.
    Design design = testdata::railDesign(2, 1, 4);
    for (auto &device : design.devices)
        if (device.isServer()) device.nicCount = 9;
    Link direct;
    direct.id = "back-to-back";
    direct.from = {"srv-1", 8};
    direct.to = {"srv-2", 8};
    design.links.push_back(direct);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    const Finding *finding = find(analysis, "direct-attach", Severity::Info, "back-to-back");
    QVERIFY(finding);
    QCOMPARE(finding->objects, (std::vector<std::string>{"back-to-back", "srv-1", "srv-2"}));
    const QString message = QString::fromStdString(finding->message);
    QVERIFY2(message.startsWith(
                 QStringLiteral("back-to-back cables srv-1 straight to srv-2: a direct-attach link, not through the fabric"))
                 && message.contains(QStringLiteral("timing leave direct links out")),
             finding->message.c_str());
    QCOMPARE(analysis.count(Severity::Error), 0);
    // Without it, no such finding.
    QVERIFY(!find(analyzeFabric(testdata::railDesign(2, 1, 4), builtinCatalog()), "direct-attach", Severity::Info));
}

void TestRules::findingsAreCapped()
{
    // 400 servers each with a 200G link: one grouped speed finding; 400 NIC findings capped.
    Design design = testdata::railDesign(400, 1, 1);
    for (auto &device : design.devices)
        if (device.isServer()) device.nicCount = 9;
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    const auto nicFindings = std::count_if(analysis.findings.begin(), analysis.findings.end(),
                                           [](const Finding &f) { return f.code == "nic-count"; });
    QCOMPARE(int(nicFindings), kMaxFindingsPerCode);
    QVERIFY(find(analysis, "truncated", Severity::Info));
}

SPINEL_QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
