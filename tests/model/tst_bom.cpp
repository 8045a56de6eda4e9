// Bill of materials: quantities, media per link end, prices with overrides, power, per-GPU figures.
#include <QTest>

#include "cost/bom.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {
// Prices and power come from the catalog, so a refreshed price estimate does not break the tests:
// they check that the BOM multiplies and sums correctly, not what a part costs today.
double power(const std::string &id)
{
    return builtinCatalog().find(id)->powerW;
}
} // namespace

class TestBom : public QObject {
    Q_OBJECT
private slots:
    void superPodScalableUnit();
    void mediaPerLinkEnd_data();
    void mediaPerLinkEnd();
    void lengthBuckets_data();
    void lengthBuckets();
    void priceOverrideAndTotals();
    void serversOptionalAndNicsNotChargedTwice();
    void missingLengthsAndUnmatchedSpeedsWarn();
    void rackScaleDomains();
};

void TestBom::superPodScalableUnit()
{
    // One DGX SuperPOD H100 scalable unit with all 32 server slots filled (docs/reference/fabrics-reference.md,
    // "[D]" row): 8 rail leaves + 4 spines = 12 QM9700, 256 ConnectX-7, 256 server-leaf cables and
    // 256 leaf-spine cables (each leaf: 32 down, 4 spines x 8 up).
    const Design design = testdata::railDesign(32, 4, 8);
    const Bom bom = computeBom(design, builtinCatalog());
    QCOMPARE(bom.gpus, 256);
    QCOMPARE(bom.quantityOf("qm9700"), 12LL);
    QCOMPARE(bom.quantityOf("cx7-400g"), 256LL);
    // Server-leaf: 3 m DAC, no transceivers. Leaf-spine: 30 m single-mode: a DR transceiver per end.
    QCOMPARE(bom.quantityOf("dac-400g"), 256LL);
    QCOMPARE(bom.quantityOf("fiber-sm"), 256LL);
    QCOMPARE(bom.quantityOf("dr-400g"), 512LL);
    QCOMPARE(bom.quantityOf("sr-400g"), 0LL);
    // Switch cost: 12 switches at the catalog's estimate; transceivers per end; NIC power per NIC.
    QVERIFY(testdata::catalogPrice("qm9700") > 0 && testdata::catalogPrice("dr-400g") > 0 && power("cx7-400g") > 0);
    QCOMPARE(bom.of(BomCategory::Switches).priceUsd, 12 * testdata::catalogPrice("qm9700"));
    QCOMPARE(bom.of(BomCategory::Transceivers).priceUsd, 512 * testdata::catalogPrice("dr-400g"));
    QCOMPARE(bom.of(BomCategory::Nics).powerW, 256 * power("cx7-400g"));
    QVERIFY(bom.warnings.empty());
}

void TestBom::mediaPerLinkEnd_data()
{
    QTest::addColumn<int>("medium");
    QTest::addColumn<double>("speed");
    QTest::addColumn<double>("length");
    QTest::addColumn<QString>("cable");
    QTest::addColumn<QString>("transceiver");
    QTest::newRow("dac-400g-2m") << int(Medium::Dac) << 400.0 << 2.0 << QStringLiteral("dac-400g") << QString();
    QTest::newRow("aoc-200g-15m") << int(Medium::Aoc) << 200.0 << 15.0 << QStringLiteral("aoc-200g") << QString();
    QTest::newRow("mm-800g-40m") << int(Medium::Multimode) << 800.0 << 40.0 << QStringLiteral("fiber-mm")
                                 << QStringLiteral("sr-800g");
    QTest::newRow("sm-400g-300m") << int(Medium::Singlemode) << 400.0 << 300.0 << QStringLiteral("fiber-sm")
                                  << QStringLiteral("dr-400g");
    // Past DR's 500 m reach the cheapest part that reaches is FR4 (2 km).
    QTest::newRow("sm-400g-800m") << int(Medium::Singlemode) << 400.0 << 800.0 << QStringLiteral("fiber-sm")
                                  << QStringLiteral("fr4-400g");
    // No 300G parts: the next faster part is used.
    QTest::newRow("sm-300g-100m") << int(Medium::Singlemode) << 300.0 << 100.0 << QStringLiteral("fiber-sm")
                                  << QStringLiteral("dr-400g");
    // Multimode beyond 50 m: no part reaches, so the link cannot be priced.
    QTest::newRow("mm-400g-80m") << int(Medium::Multimode) << 400.0 << 80.0 << QString() << QString();
}

void TestBom::mediaPerLinkEnd()
{
    QFETCH(int, medium);
    QFETCH(double, speed);
    QFETCH(double, length);
    QFETCH(QString, cable);
    QFETCH(QString, transceiver);
    Link link;
    link.medium = Medium(medium);
    link.speedGbps = speed;
    link.lengthM = length;
    const LinkParts parts = partsForLink(link, builtinCatalog());
    QCOMPARE(QString::fromStdString(parts.cableId), cable);
    // Without the ends' devices every part is generic, the same at both ends.
    QCOMPARE(QString::fromStdString(parts.fromTransceiverId), transceiver);
    QCOMPARE(QString::fromStdString(parts.toTransceiverId), transceiver);
}

void TestBom::lengthBuckets_data()
{
    QTest::addColumn<int>("medium");
    QTest::addColumn<double>("length");
    QTest::addColumn<QString>("bucket");
    QTest::newRow("dac-0.5") << int(Medium::Dac) << 0.5 << QStringLiteral("<= 1 m");
    QTest::newRow("dac-2.5") << int(Medium::Dac) << 2.5 << QStringLiteral("<= 3 m");
    QTest::newRow("fibre-30") << int(Medium::Singlemode) << 30.0 << QStringLiteral("<= 30 m");
    QTest::newRow("fibre-31") << int(Medium::Singlemode) << 31.0 << QStringLiteral("<= 50 m");
    QTest::newRow("fibre-1500") << int(Medium::Singlemode) << 1500.0 << QStringLiteral("<= 2000 m");
}

void TestBom::lengthBuckets()
{
    QFETCH(int, medium);
    QFETCH(double, length);
    QFETCH(QString, bucket);
    QCOMPARE(QString::fromStdString(lengthBucket(Medium(medium), length)), bucket);
}

void TestBom::priceOverrideAndTotals()
{
    Design design = testdata::railDesign(4, 2, 2);
    const Bom before = computeBom(design, builtinCatalog());
    const double override = testdata::catalogPrice("qm9700") - 13000;
    design.settings.priceOverridesUsd["qm9700"] = override;
    const Bom after = computeBom(design, builtinCatalog());
    // 10 switches, each $13,000 cheaper.
    QCOMPARE(before.total.priceUsd - after.total.priceUsd, 10 * 13000.0);
    double sum = 0;
    for (const auto &line : after.lines) sum += line.extendedPriceUsd;
    QCOMPARE(after.total.priceUsd, sum);
    QCOMPARE(after.priceUsdPerGpu, after.total.priceUsd / 32);
    for (const auto &line : after.lines)
        if (line.catalogId == "qm9700") QCOMPARE(line.priceSource, std::string("design override"));
}

void TestBom::serversOptionalAndNicsNotChargedTwice()
{
    const Design design = testdata::railDesign(4, 2, 2);
    const Bom network = computeBom(design, builtinCatalog());
    QCOMPARE(network.quantityOf("hgx-h100"), 0LL);
    const Bom full = computeBom(design, builtinCatalog(), BomOptions{true});
    QCOMPARE(full.quantityOf("hgx-h100"), 4LL);
    // Server list price includes its default NICs: adding servers adds 4 server prices and removes
    // the NICs' separate charge (32 NICs).
    QCOMPARE(full.total.priceUsd - network.total.priceUsd,
             4 * testdata::catalogPrice("hgx-h100") - 32 * testdata::catalogPrice("cx7-400g"));
    QCOMPARE(full.quantityOf("cx7-400g"), 32LL);
}

// NVL72 racks: each domain naming a catalog rack adds one line of the rack's own parts (NVLink switch
// trays, spine, power); its compute trays are servers, their default NICs inside the tray price.
void TestBom::rackScaleDomains()
{
    Design design;
    auto addRack = [&](const std::string &rack, const std::string &tray, int index, int trays) {
        ScaleUpDomain domain{"dom-" + std::to_string(index), "Rack " + std::to_string(index), rack, {}, 0};
        for (int t = 0; t < trays; ++t) {
            Device server;
            server.id = "r" + std::to_string(index) + "-t" + std::to_string(t + 1);
            server.model = tray;
            design.devices.push_back(server);
            domain.members.push_back(server.id);
        }
        design.domains.push_back(domain);
    };
    addRack("gb300-nvl72", "gb300-tray", 1, 18);
    addRack("gb300-nvl72", "gb300-tray", 2, 18);
    addRack("gb200-nvl72", "gb200-tray", 3, 18);
    addRack("", "gb200-tray", 4, 2); // a custom group: no rack parts of its own

    const Bom network = computeBom(design, builtinCatalog());
    QCOMPARE(network.quantityOf("gb300-nvl72"), 0LL); // like servers, only with includeServers
    QCOMPARE(network.gpus, 4 * (18 + 18 + 18 + 2));

    const Bom full = computeBom(design, builtinCatalog(), BomOptions{true});
    QCOMPARE(full.quantityOf("gb300-nvl72"), 2LL);
    QCOMPARE(full.quantityOf("gb200-nvl72"), 1LL);
    QCOMPARE(full.quantityOf("gb300-tray"), 36LL);
    QCOMPARE(full.quantityOf("gb200-tray"), 20LL);
    QCOMPARE(full.of(BomCategory::Servers).priceUsd,
             2 * testdata::catalogPrice("gb300-nvl72") + testdata::catalogPrice("gb200-nvl72")
                 + 36 * testdata::catalogPrice("gb300-tray") + 20 * testdata::catalogPrice("gb200-tray"));
    QCOMPARE(full.of(BomCategory::Servers).powerW,
             2 * power("gb300-nvl72") + power("gb200-nvl72") + 36 * power("gb300-tray") + 20 * power("gb200-tray"));
    QCOMPARE(full.of(BomCategory::Nics).priceUsd, 0.0); // 4 NICs per tray, in the tray price
    QCOMPARE(full.quantityOf("cx8-800g"), 36LL * 4);

    design.settings.priceOverridesUsd["gb300-nvl72"] = 500000;
    const Bom quoted = computeBom(design, builtinCatalog(), BomOptions{true});
    QCOMPARE(quoted.total.priceUsd - full.total.priceUsd, 2 * (500000 - testdata::catalogPrice("gb300-nvl72")));
}

void TestBom::missingLengthsAndUnmatchedSpeedsWarn()
{
    Design design = testdata::railDesign(2, 1, 1);
    design.links[0].lengthM.reset();
    design.links[1].medium = Medium::Multimode;
    design.links[1].lengthM = 400; // no multimode part reaches 400 m
    const Bom bom = computeBom(design, builtinCatalog());
    QCOMPARE(bom.warnings.size(), std::size_t(2));
    QCOMPARE(englishText(bom.warnings[0]), "1 cables of 1 link (" + design.links[1].id
                                               + ") have no matching part in the catalog (speed, reach or the devices' ports)"
                                                 " and are not priced");
    QVERIFY(QString::fromStdString(englishText(bom.warnings[1])).startsWith(QStringLiteral("1 cables have no length")));
}

SPINEL_QTEST_APPLESS_MAIN(TestBom)
#include "tst_bom.moc"
