// Optics per link end on 800G XDR fabrics: the BOM takes the transceiver made for each end's cage
// (the catalog's "hosts": a twin-port 1.6T module on Quantum-X800, a single-port 800G DR4 on
// ConnectX-8), counts twin-port modules per switch, and names the links no part reaches.
#include <QTest>

#include "cost/bom.h"
#include "cost/cablingplan.h"
#include "export/exporters.h"
#include "export/runlistcolumns.h"
#include "generate/generators.h"
#include "support/testdata.h"
#include "support/testmain.h"

#include <sstream>

using namespace spinel;

namespace {

Link link(std::string id, std::string from, std::string to, double speedGbps, int count, Medium medium, double lengthM)
{
    Link l;
    l.id = std::move(id);
    l.from.device = std::move(from);
    l.to.device = std::move(to);
    l.speedGbps = speedGbps;
    l.count = count;
    l.medium = medium;
    l.lengthM = lengthM;
    return l;
}

Device device(std::string id, DeviceKind kind, std::string model)
{
    Device d;
    d.id = std::move(id);
    d.kind = kind;
    d.model = std::move(model);
    return d;
}

// spinel-cli generate nvl72 --set racks=2 --set rack=gb300-nvl72: 36 GB300 trays x 4 ConnectX-8 at
// 800G on Q3400 (docs/reference/nvl72-reference.md "GB300 NVL72 SU on Q3400").

} // namespace

class TestBomOptics : public QObject {
    Q_OBJECT
private slots:
    void partPerEnd_data();
    void partPerEnd();
    void twinPortModulesPerSwitch();
    void generatedNvl72();
    void singleModeToTheTrays();
    void tooLongNamesTheLink();
    void cablingPlanNamesBothEnds();
};

void TestBomOptics::partPerEnd_data()
{
    QTest::addColumn<int>("medium");
    QTest::addColumn<double>("speed");
    QTest::addColumn<double>("length");
    QTest::addColumn<QString>("fromHost");
    QTest::addColumn<QString>("toHost");
    QTest::addColumn<QString>("fromPart");
    QTest::addColumn<QString>("toPart");
    const int sm = int(Medium::Singlemode), mm = int(Medium::Multimode);
    // NVIDIA's XDR optics: ConnectX-8 takes a single-port 800G DR4, the Q3400's twin-port cage a 1.6T 2 x DR4.
    QTest::newRow("cx8-to-q3400") << sm << 800.0 << 150.0 << "cx8-800g"
                                  << "q3400"
                                  << "osfp-800g-dr4"
                                  << "osfp-1.6t-dr8";
    QTest::newRow("q3400-to-q3400") << sm << 800.0 << 400.0 << "q3400"
                                    << "q3400"
                                    << "osfp-1.6t-dr8"
                                    << "osfp-1.6t-dr8";
    // Spectrum-4's 800G ports run 8 x 100G lanes: no XDR module, the generic 800G DR.
    QTest::newRow("sn5600") << sm << 800.0 << 150.0 << "sn5600"
                            << "cx8-800g"
                            << "dr-800g"
                            << "osfp-800g-dr4";
    // Past the DR modules' 500 m the generic FR4 (2 km) is the part that reaches.
    QTest::newRow("q3400-800m") << sm << 800.0 << 800.0 << "q3400"
                                << "q3400"
                                << "fr4-800g"
                                << "fr4-800g";
    // A module made for a cage serves its port speed only: 400G planes on the Q3400 stay generic.
    QTest::newRow("q3400-400g") << sm << 400.0 << 100.0 << "q3400"
                                << "q3400"
                                << "dr-400g"
                                << "dr-400g";
    // No XDR multimode module is catalogued: a multimode link takes the generic SR part.
    QTest::newRow("q3400-multimode") << mm << 800.0 << 30.0 << "q3400"
                                     << "q3400"
                                     << "sr-800g"
                                     << "sr-800g";
    // Unknown ends (a half-drawn link): generic parts only.
    QTest::newRow("no-hosts") << sm << 800.0 << 150.0 << ""
                              << ""
                              << "dr-800g"
                              << "dr-800g";
}

void TestBomOptics::partPerEnd()
{
    QFETCH(int, medium);
    QFETCH(double, speed);
    QFETCH(double, length);
    QFETCH(QString, fromHost);
    QFETCH(QString, toHost);
    QFETCH(QString, fromPart);
    QFETCH(QString, toPart);
    const LinkParts parts = partsForLink(link("l", "a", "b", speed, 1, Medium(medium), length), builtinCatalog(),
                                         fromHost.toStdString(), toHost.toStdString());
    QCOMPARE(QString::fromStdString(parts.fromTransceiverId), fromPart);
    QCOMPARE(QString::fromStdString(parts.toTransceiverId), toPart);
    QCOMPARE(QString::fromStdString(parts.cableId),
             QString::fromStdString(medium == int(Medium::Singlemode) ? "fiber-sm" : "fiber-mm"));
}

// A twin-port module serves two link ends of one switch: ends are counted per switch and rounded up.
void TestBomOptics::twinPortModulesPerSwitch()
{
    Design design;
    design.devices = {device("leaf-a", DeviceKind::Switch, "q3400"), device("leaf-b", DeviceKind::Switch, "q3400"),
                      device("spine", DeviceKind::Switch, "q3400")};
    design.links = {link("a-spine", "leaf-a", "spine", 800, 3, Medium::Singlemode, 100),
                    link("b-spine", "leaf-b", "spine", 800, 2, Medium::Singlemode, 100)};
    const Bom bom = computeBom(design, builtinCatalog());
    // leaf-a: 3 ends -> 2 modules; leaf-b: 2 ends -> 1; spine: 3 + 2 = 5 ends -> 3. 6 modules, 5 fibres.
    QCOMPARE(bom.quantityOf("osfp-1.6t-dr8"), 6LL);
    QCOMPARE(bom.quantityOf("fiber-sm"), 5LL);
    QCOMPARE(bom.of(BomCategory::Transceivers).priceUsd, 6 * testdata::catalogPrice("osfp-1.6t-dr8"));
    QVERIFY(bom.warnings.empty());
}

// The generated two-rack GB300 design: trays to rail leaves over 3 m AOC (short runs stay cables),
// leaves to spines over 30 m of single-mode (XDR has no multimode optics) with twin-port modules.
void TestBomOptics::generatedNvl72()
{
    const Design design = testdata::twoGb300Racks();
    const Bom bom = computeBom(design, builtinCatalog());
    QCOMPARE(bom.gpus, 144);
    // 4 rail leaves (one leaf group: 36 trays each, 72 would fit) and 1 spine: 144 up-cables fit its 144 ports.
    QCOMPARE(bom.quantityOf("q3400"), 5LL);
    QCOMPARE(bom.quantityOf("cx8-800g"), 144LL);
    QCOMPARE(bom.quantityOf("aoc-800g"), 144LL);
    // Leaf-spine: 4 leaves x 36 cables = 144 fibres; each leaf's 36 ends take 18 twin-port modules,
    // the spine's 144 ends 72: 4 x 18 + 72 = 144 modules x $2,400 = $345,600 (catalog, 2025-06).
    QCOMPARE(bom.quantityOf("fiber-sm"), 144LL);
    QCOMPARE(bom.quantityOf("osfp-1.6t-dr8"), 144LL);
    QCOMPARE(bom.quantityOf("sr-800g"), 0LL);
    QCOMPARE(bom.quantityOf("dr-800g"), 0LL);
    QCOMPARE(bom.of(BomCategory::Transceivers).priceUsd, 144 * testdata::catalogPrice("osfp-1.6t-dr8"));
    QCOMPARE(testdata::catalogPrice("osfp-1.6t-dr8"), 2400.0);
    for (const BomLine &line : bom.lines)
        if (line.catalogId == "osfp-1.6t-dr8") {
            QCOMPARE(line.priceDate, std::string("2025-06"));
            QVERIFY(!line.priceSource.empty());
        }
    QVERIFY(bom.warnings.empty());
}

// The same racks with the leaves in a network row 100 m away, as NVIDIA's SuperPOD racks them:
// single-mode to the trays too. Each ConnectX-8 end takes an 800G DR4, each leaf's 36 more ends 18
// more twin-port modules.
void TestBomOptics::singleModeToTheTrays()
{
    Design design = testdata::twoGb300Racks();
    for (Link &l : design.links)
        if (l.medium == Medium::Aoc) l.medium = Medium::Singlemode, l.lengthM = 100;
    const Bom bom = computeBom(design, builtinCatalog());
    // NIC ends: 144 x osfp-800g-dr4. Q3400 ends: 4 leaves x (36 down + 36 up) / 2 = 144, spine 72: 216.
    QCOMPARE(bom.quantityOf("osfp-800g-dr4"), 144LL);
    QCOMPARE(bom.quantityOf("osfp-1.6t-dr8"), 216LL);
    QCOMPARE(bom.quantityOf("aoc-800g"), 0LL);
    QCOMPARE(bom.quantityOf("fiber-sm"), 288LL);
    // 144 x $1,300 + 216 x $2,400 = $187,200 + $518,400 = $705,600.
    QCOMPARE(bom.of(BomCategory::Transceivers).priceUsd, 705600.0);
}

// A link longer than every part of its medium reaches is not priced, and the warning names it.
void TestBomOptics::tooLongNamesTheLink()
{
    Design design = testdata::twoGb300Racks();
    Link *longest = nullptr;
    for (Link &l : design.links)
        if (l.medium == Medium::Singlemode && !longest) longest = &l;
    QVERIFY(longest);
    longest->lengthM = 3000; // single-mode parts reach 2 km at most (fr4-800g, fiber-sm)
    const Bom bom = computeBom(design, builtinCatalog());
    QCOMPARE(bom.warnings.size(), std::size_t(1));
    const Message &warning = bom.warnings[0];
    QCOMPARE(warning.id, std::string("bom.unpriced"));
    QCOMPARE(warning.integer("links"), 1LL);
    QCOMPARE(warning.integer("cables"), (long long)longest->count);
    QCOMPARE(warning.texts("first"), std::vector<std::string>{longest->id});
    QCOMPARE(englishText(warning), std::to_string(longest->count) + " cables of 1 link (" + longest->id
                                       + ") have no matching part in the catalog (speed, reach or the devices' ports) and "
                                         "are not priced");
    // Its 36 fibres and their leaf's and spine's 18 modules each are gone from the counts.
    QCOMPARE(bom.quantityOf("fiber-sm"), 144LL - longest->count);
    QCOMPARE(bom.quantityOf("osfp-1.6t-dr8"), 144LL - longest->count);
}

// The cabling plan gives each cable both ends' parts: the exports write "from / to" where they differ.
void TestBomOptics::cablingPlanNamesBothEnds()
{
    Design design;
    Device tray = device("tray", DeviceKind::Server, "gb300-tray");
    design.devices = {tray, device("leaf", DeviceKind::Switch, "q3400")};
    design.links = {link("tray-leaf", "tray", "leaf", 800, 1, Medium::Singlemode, 60)};
    const std::vector<CableRun> plan = cablingPlan(design, builtinCatalog());
    QCOMPARE(plan.size(), std::size_t(1));
    QCOMPARE(plan[0].transceiverId, std::string("osfp-800g-dr4"));
    QCOMPARE(plan[0].toTransceiverId, std::string("osfp-1.6t-dr8"));
    QCOMPARE(transceiverParts(plan[0]), std::string("osfp-800g-dr4 / osfp-1.6t-dr8"));

    // The run list puts the lower tier at the A end, whichever way the link was drawn.
    design.links[0].from.device = "leaf", design.links[0].to.device = "tray";
    std::ostringstream out;
    exporting::writeRunList(design, builtinCatalog(), out, exporting::parseRunListColumns("a_device,transceiver"));
    QCOMPARE(out.str(), std::string("a_device,transceiver\r\ntray,osfp-800g-dr4 / osfp-1.6t-dr8\r\n"));
}

SPINEL_QTEST_APPLESS_MAIN(TestBomOptics)
#include "tst_bomoptics.moc"
