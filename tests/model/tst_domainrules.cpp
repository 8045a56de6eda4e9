// Rules for rack-scale NVLink domains (issue 14): trays complete and of the rack's model, NVLink
// partitions the switches can make, one scale-out NIC per GPU, scale-out spread evenly over the
// planes, and NVLink kept inside one rack. Figures: GB300 NVL72 = 18 trays x 4 GPUs, partitions
// 72, 36, 8 (docs/reference/fabrics-reference.md "Rack-scale NVLink domains").
#include <QTest>

#include "rules/analysis.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

const char *const kDomainCodes[] = {"domain-trays", "domain-partition", "domain-nics", "plane-balance", "nvlink-reach"};

Device device(const std::string &id, DeviceKind kind, const std::string &model, const std::string &group = {})
{
    Device d;
    d.id = id;
    d.name = id;
    d.kind = kind;
    d.model = model;
    d.group = group;
    return d;
}

void cable(Design &design, const std::string &from, const std::string &to, int count)
{
    Link l;
    l.id = "l" + std::to_string(design.links.size() + 1);
    l.from = {from, std::nullopt};
    l.to = {to, std::nullopt};
    l.speedGbps = 400;
    l.count = count;
    design.links.push_back(l);
}

// Two GB300 NVL72 racks and one HGX H100 server; two planes (leaf-a, leaf-b, not joined), each
// tray with 2 of its 4 NICs on each plane. `toPlaneA` NICs of every rack-2 tray go to plane A.
Design twoRacks(int toPlaneA = 2)
{
    Design design;
    design.devices.push_back(device("leaf-a", DeviceKind::Switch, "qm9700"));
    design.devices.push_back(device("leaf-b", DeviceKind::Switch, "qm9700"));
    for (int r = 1; r <= 2; ++r) {
        ScaleUpDomain rack;
        rack.id = "rack-" + std::to_string(r);
        rack.model = "gb300-nvl72";
        for (int t = 1; t <= 18; ++t) {
            const std::string id = rack.id + "-t" + std::to_string(t);
            design.devices.push_back(device(id, DeviceKind::Server, "gb300-tray", rack.id));
            rack.members.push_back(id);
            const int a = r == 2 ? toPlaneA : 2;
            if (a > 0) cable(design, id, "leaf-a", a);
            if (a < 4) cable(design, id, "leaf-b", 4 - a);
        }
        design.domains.push_back(rack);
    }
    design.devices.push_back(device("hgx", DeviceKind::Server, "hgx-h100"));
    cable(design, "hgx", "leaf-a", 4);
    cable(design, "hgx", "leaf-b", 4);
    return design;
}

std::vector<Finding> domainFindings(const Design &design)
{
    std::vector<Finding> out;
    for (const Finding &f : analyzeFabric(design, builtinCatalog()).findings)
        for (const char *code : kDomainCodes)
            if (f.code == code) out.push_back(f);
    return out;
}

QString describe(const std::vector<Finding> &findings)
{
    QString text;
    for (const Finding &f : findings) text += QString::fromStdString(f.code + ": " + f.message + "\n");
    return text;
}

} // namespace

class TestDomainRules : public QObject {
    Q_OBJECT
private slots:
    void completeRacksPass();
    void missingAndForeignTrays();
    void partitions_data();
    void partitions();
    void fewerNicsThanGpus();
    void planesBalanced();
    void nvlinkStaysInTheRack();
    void nvl36x2SpansTwoRacks();
    void countsAndWhatIfKeepDomains();
};

void TestDomainRules::completeRacksPass()
{
    const auto findings = domainFindings(twoRacks());
    QVERIFY2(findings.empty(), qPrintable(describe(findings)));
}

void TestDomainRules::missingAndForeignTrays()
{
    Design design = twoRacks();
    design.domains[0].members.resize(16); // trays 17 and 18 left the rack
    design.findDevice("rack-1-t5")->model = "gb200-tray";
    const auto findings = domainFindings(design);
    QCOMPARE(findings.size(), std::size_t(2));
    QCOMPARE(findings[0].severity, Severity::Error); // errors first
    QCOMPARE(findings[0].message,
             std::string("rack \"rack-1\" (gb300-nvl72) takes gb300-tray compute trays; \"rack-1-t5\" is a gb200-tray"));
    QCOMPARE(findings[0].objects, (std::vector<std::string>{"rack-1", "rack-1-t5"}));
    QCOMPARE(findings[1].severity, Severity::Warning);
    QCOMPARE(findings[1].message, std::string("rack \"rack-1\" (gb300-nvl72) has 16 of its 18 compute trays: 2 gb300-tray "
                                              "trays are missing (8 GPUs)"));
    // Too many trays: 19 cannot fit.
    Design over = twoRacks();
    over.domains[0].members.push_back("hgx");
    const auto more = domainFindings(over);
    QVERIFY(std::any_of(more.begin(), more.end(), [](const Finding &f) {
        return f.message == "rack \"rack-1\" (gb300-nvl72) holds 18 compute trays, not 19";
    }));
}

void TestDomainRules::partitions_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("message"); // empty: valid
    QTest::newRow("whole") << 0 << QString();
    QTest::newRow("NVL36") << 36 << QString();
    QTest::newRow("NVL8") << 8 << QString();          // one of the rack's shapes: 2 trays each
    QTest::newRow("12 = 3 trays") << 12 << QString(); // not listed, but 6 partitions of whole trays
    QTest::newRow("72 is the rack") << 72 << QString();
    const QString tail = QStringLiteral("; gb300-nvl72 supports 72, 36 or 8");
    QTest::newRow("6 splits a tray")
        << 6
        << QStringLiteral("domain \"rack-1\" is split into partitions of 6 GPUs, which do not divide its 72 GPUs into whole trays")
               + tail;
    QTest::newRow("10")
        << 10
        << QStringLiteral("domain \"rack-1\" is split into partitions of 10 GPUs, which do not divide its 72 GPUs into whole trays")
               + tail;
    QTest::newRow("larger than the rack")
        << 144
        << QStringLiteral("domain \"rack-1\" is split into partitions of 144 GPUs, which do not divide its 72 GPUs into whole trays")
               + tail;
}

void TestDomainRules::partitions()
{
    QFETCH(int, gpus);
    QFETCH(QString, message);
    Design design = twoRacks();
    design.domains[0].partitionGpus = gpus;
    const auto findings = domainFindings(design);
    if (message.isEmpty()) {
        QVERIFY2(findings.empty(), qPrintable(describe(findings)));
        return;
    }
    QCOMPARE(findings.size(), std::size_t(1));
    QCOMPARE(findings[0].code, std::string("domain-partition"));
    QCOMPARE(findings[0].severity, Severity::Error);
    QCOMPARE(QString::fromStdString(findings[0].message), message);
}

void TestDomainRules::fewerNicsThanGpus()
{
    Design design = twoRacks();
    design.findDevice("rack-2-t3")->nicCount = 2;
    design.findDevice("rack-2-t4")->nicCount = 8; // more than one per GPU: fine
    const auto findings = domainFindings(design);
    QCOMPARE(findings.size(), std::size_t(1));
    QCOMPARE(findings[0].code, std::string("domain-nics"));
    QCOMPARE(findings[0].severity, Severity::Warning);
    QCOMPARE(findings[0].objects, std::vector<std::string>{"rack-2-t3"});
    QCOMPARE(findings[0].message, std::string("tray \"rack-2-t3\" has 2 scale-out NICs for its 4 GPUs; the NVL72 reference "
                                              "designs give each GPU its own NIC"));
}

void TestDomainRules::planesBalanced()
{
    // Rack 2 puts 3 of each tray's 4 NICs on plane A: 54 cables there, 18 on plane B.
    const auto findings = domainFindings(twoRacks(3));
    QCOMPARE(findings.size(), std::size_t(1));
    QCOMPARE(findings[0].code, std::string("plane-balance"));
    QCOMPARE(findings[0].objects, std::vector<std::string>{"rack-2"});
    QCOMPARE(findings[0].message, std::string("domain \"rack-2\" spreads its 72 scale-out cables unevenly over 2 planes: "
                                              "54 on the plane of \"leaf-a\", 18 on the plane of \"leaf-b\""));
    // All on one plane: 72 and 0.
    const auto lopsided = domainFindings(twoRacks(4));
    QCOMPARE(lopsided.size(), std::size_t(1));
    QVERIFY(lopsided[0].message.find("72 on the plane of \"leaf-a\", 0 on the plane of \"leaf-b\"") != std::string::npos);
    // A third switch network that no rack is cabled to (storage for the HGX server) is no plane.
    Design storage = twoRacks();
    storage.devices.push_back(device("storage-leaf", DeviceKind::Switch, "qm9700"));
    cable(storage, "hgx", "storage-leaf", 1);
    QVERIFY2(domainFindings(storage).empty(), qPrintable(describe(domainFindings(storage))));
    // Neither are islands each rack has to itself (a fabric in pieces: the connectivity check's
    // business): 4 racks, each on its own leaf.
    Design islands;
    for (int r = 1; r <= 4; ++r) {
        const std::string leaf = "island-" + std::to_string(r);
        islands.devices.push_back(device(leaf, DeviceKind::Switch, "qm9700"));
        ScaleUpDomain rack;
        rack.id = "rack-" + std::to_string(r);
        rack.model = "gb300-nvl72";
        for (int t = 1; t <= 18; ++t) {
            const std::string id = rack.id + "-t" + std::to_string(t);
            islands.devices.push_back(device(id, DeviceKind::Server, "gb300-tray", rack.id));
            rack.members.push_back(id);
            cable(islands, id, leaf, 4);
        }
        islands.domains.push_back(rack);
    }
    QVERIFY2(domainFindings(islands).empty(), qPrintable(describe(domainFindings(islands))));
    // Joined by a spine, the two leaves are one plane: nothing to balance.
    Design joined = twoRacks(3);
    joined.devices.push_back(device("spine", DeviceKind::Switch, "qm9700"));
    joined.devices.back().role = SwitchRole::Spine;
    cable(joined, "leaf-a", "spine", 1);
    cable(joined, "leaf-b", "spine", 1);
    QVERIFY2(domainFindings(joined).empty(), qPrintable(describe(domainFindings(joined))));
}

void TestDomainRules::nvlinkStaysInTheRack()
{
    Design design = twoRacks();
    design.findDevice("rack-1-t18")->group = "rack-9";
    design.findDevice("rack-1-t17")->group.clear();
    const auto findings = domainFindings(design);
    QCOMPARE(findings.size(), std::size_t(1));
    QCOMPARE(findings[0].code, std::string("nvlink-reach"));
    QCOMPARE(findings[0].severity, Severity::Error);
    QCOMPARE(findings[0].message, std::string("the trays of domain \"rack-1\" are in 3 racks (\"rack-1\", (no rack), \"rack-9\"): "
                                              "NVLink runs over the rack's copper spine (2 m) and does not leave the rack"));
    // A custom group (no rack model) is not held to one rack.
    design.domains[0].model.clear();
    QVERIFY(domainFindings(design).empty());
}

// GB200 NVL36x2: one NVLink domain over two racks cabled switch tray to switch tray
// (fabrics-reference.md); its trays may be in two racks, not three.
void TestDomainRules::nvl36x2SpansTwoRacks()
{
    Design design = twoRacks();
    for (std::size_t t = 0; t < 18; ++t) {
        Device *tray = design.findDevice(design.domains[0].members[t]);
        tray->model = "gb200-tray";
        tray->group = t < 9 ? "rack-1a" : "rack-1b";
    }
    design.domains[0].model = "gb200-nvl36x2";
    QVERIFY2(domainFindings(design).empty(), qPrintable(describe(domainFindings(design))));
    design.findDevice(design.domains[0].members[17])->group = "rack-7";
    const auto findings = domainFindings(design);
    QCOMPARE(findings.size(), std::size_t(1));
    QCOMPARE(findings[0].code, std::string("nvlink-reach"));
    QCOMPARE(findings[0].message, std::string("the trays of domain \"rack-1\" are in 3 racks (\"rack-1a\", \"rack-1b\", \"rack-7\"): "
                                              "its NVLink cabling joins 2 neighbouring racks and reaches no further"));
}

void TestDomainRules::countsAndWhatIfKeepDomains()
{
    Design design = twoRacks();
    // 2 racks + the HGX server on its own.
    QCOMPARE(analyzeFabric(design, builtinCatalog()).counts.domains, std::int64_t(3));
    QCOMPARE(countDesign(design, builtinCatalog()).domains, std::int64_t(3));
    design.domains[1].partitionGpus = 36; // 2 x NVL36
    QCOMPARE(countDesign(design, builtinCatalog()).domains, std::int64_t(4));
    design.domains[0].partitionGpus = 8; // 9 x NVL8
    QCOMPARE(countDesign(design, builtinCatalog()).domains, std::int64_t(9 + 2 + 1));
    QCOMPARE(countDesign(design, builtinCatalog()).gpus, std::int64_t(2 * 72 + 8));
    // A failed tray leaves its rack; the rest stays one domain (and now misses a tray).
    const Design failed = withoutFailed(twoRacks(), {"rack-1-t7"});
    QCOMPARE(failed.domains.size(), std::size_t(2));
    QCOMPARE(failed.domains[0].members.size(), std::size_t(17));
    const FabricAnalysis whatIf = analyzeFabric(twoRacks(), builtinCatalog(), {"rack-1-t7"});
    QCOMPARE(whatIf.counts.domains, std::int64_t(3));
    QVERIFY(std::any_of(whatIf.findings.begin(), whatIf.findings.end(), [](const Finding &f) {
        return f.code == "domain-trays" && f.message.find("has 17 of its 18") != std::string::npos;
    }));
}

SPINEL_QTEST_GUILESS_MAIN(TestDomainRules)
#include "tst_domainrules.moc"
