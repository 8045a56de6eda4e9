// The scale-up / scale-out cost split: each BOM line goes to the side of its part's catalog kind,
// unknown parts to neither; on a real design of two GB300 NVL72 racks the scale-up side is the
// trays' catalog price times their count and the sides add up to the BOM's total.
#include <QTest>

#include "core/catalog.h"
#include "cost/bom.h"
#include "cost/costsplit.h"
#include "support/testmain.h"

using namespace spinel;

class TestCostSplit : public QObject {
    Q_OBJECT
private slots:
    void kindsGoToTheirSide();
    void linesAreSummedByKindAndSide();
    void unknownPartsCountOnNeitherSide();
    void twoRacksOnALeaf();
};

namespace {

BomLine line(const std::string &id, long long quantity, double unitPriceUsd, double unitPowerW)
{
    BomLine l;
    l.catalogId = id;
    l.quantity = quantity;
    l.unitPriceUsd = unitPriceUsd;
    l.extendedPriceUsd = unitPriceUsd * double(quantity);
    l.unitPowerW = unitPowerW;
    l.totalPowerW = unitPowerW * double(quantity);
    return l;
}

} // namespace

void TestCostSplit::kindsGoToTheirSide()
{
    QVERIFY(costSideOf(CatalogKind::Rack) == CostSide::ScaleUp);
    QVERIFY(costSideOf(CatalogKind::Server) == CostSide::ScaleUp);
    for (CatalogKind kind : {CatalogKind::Switch, CatalogKind::Nic, CatalogKind::Cable, CatalogKind::Transceiver})
        QVERIFY(costSideOf(kind) == CostSide::ScaleOut);
}

void TestCostSplit::linesAreSummedByKindAndSide()
{
    // Round prices, so every sum below is exact.
    const std::vector<BomLine> lines = {
        line("gb300-nvl72", 2, 1000, 10), // rack parts
        line("gb300-tray", 36, 100, 1),   // compute trays
        line("qm9700", 3, 50, 2),         // switches
        line("cx8-800g", 144, 2, 0.5),    // NICs
        line("dac-800g", 10, 4, 0),       // cables
        line("dr-800g", 20, 8, 0.25),     // optics, per end
    };
    const CostSplit split = splitCost(lines, builtinCatalog());
    QCOMPARE(split.scaleUp.priceUsd, 2 * 1000.0 + 36 * 100.0);
    QCOMPARE(split.scaleUp.powerW, 2 * 10.0 + 36 * 1.0);
    QCOMPARE(split.scaleUp.units, 38LL);
    QCOMPARE(split.scaleOut.priceUsd, 3 * 50.0 + 144 * 2.0 + 10 * 4.0 + 20 * 8.0);
    QCOMPARE(split.scaleOut.powerW, 3 * 2.0 + 144 * 0.5 + 20 * 0.25);
    QCOMPARE(split.ofKind(CatalogKind::Rack).priceUsd, 2000.0);
    QCOMPARE(split.ofKind(CatalogKind::Nic).units, 144LL);
    QCOMPARE(split.ofKind(CatalogKind::Transceiver).priceUsd, 160.0);
    QVERIFY(split.unknown == CostShare{});
    QCOMPARE(&split.of(CostSide::ScaleOut), &split.scaleOut);
}

void TestCostSplit::unknownPartsCountOnNeitherSide()
{
    const CostSplit split = splitCost({line("no-such-part", 4, 25, 3), line("qm9700", 1, 50, 2)}, builtinCatalog());
    QCOMPARE(split.unknown.priceUsd, 100.0);
    QCOMPARE(split.unknown.units, 4LL);
    QCOMPARE(split.scaleOut.priceUsd, 50.0);
    QVERIFY(split.scaleUp == CostShare{});
    QVERIFY(split.byKind.count(CatalogKind::Switch));
    QCOMPARE(split.byKind.size(), std::size_t(1));
}

void TestCostSplit::twoRacksOnALeaf()
{
    // Two GB300 NVL72 racks (36 trays of 4 GPUs and 4 NICs) each tray cabled to one leaf.
    const Catalog &catalog = builtinCatalog();
    Design design;
    Device leaf;
    leaf.id = "leaf-1";
    leaf.kind = DeviceKind::Switch;
    leaf.model = "q3400";
    design.devices.push_back(leaf);
    for (int rack = 0; rack < 2; ++rack) {
        ScaleUpDomain domain;
        domain.id = "rack-" + std::to_string(rack + 1);
        domain.model = "gb300-nvl72";
        for (int tray = 0; tray < 18; ++tray) {
            Device server;
            server.id = domain.id + "-tray-" + std::to_string(tray + 1);
            server.model = "gb300-tray";
            design.devices.push_back(server);
            domain.members.push_back(server.id);
            Link link;
            link.id = server.id + "-up";
            link.from.device = server.id;
            link.to.device = leaf.id;
            link.speedGbps = 800;
            link.count = 4;
            link.medium = Medium::Singlemode;
            link.lengthM = 20;
            design.links.push_back(link);
        }
        design.domains.push_back(domain);
    }
    BomOptions options;
    options.includeServers = true;
    const Bom bom = computeBom(design, catalog, options);
    const CostSplit split = splitCost(bom.lines, catalog);
    // Scale-up: the 36 trays at the catalog's tray price (rack parts only if the BOM lists racks).
    const double trayPrice = catalog.find("gb300-tray")->priceUsd;
    const double rackParts = split.ofKind(CatalogKind::Rack).priceUsd;
    QCOMPARE(split.ofKind(CatalogKind::Server).priceUsd, 36 * trayPrice);
    QCOMPARE(split.scaleUp.priceUsd, 36 * trayPrice + rackParts);
    // Scale-out: the leaf, and optics at both ends of 144 cables, every line on one side: a single-port
    // 800G DR4 at each ConnectX-8 end (144), the Q3400's 144 ends in 72 twin-port modules.
    QCOMPARE(split.ofKind(CatalogKind::Switch).units, 1LL);
    QCOMPARE(split.ofKind(CatalogKind::Transceiver).units, 144LL + 72LL);
    QCOMPARE(split.unknown.priceUsd, 0.0);
    // The trays' 144 ConnectX-8 NICs (36 × 4) are in the tray price: counted, not charged twice,
    // and marked as included so the cost plot does not show them as free.
    const CostShare nics = split.ofKind(CatalogKind::Nic);
    QCOMPARE(nics.units, 144LL);
    QCOMPARE(nics.includedUnits, 144LL);
    QCOMPARE(nics.priceUsd, 0.0);
    // The network's own bill buys them.
    const CostShare networkNics = splitCost(computeBom(design, catalog, BomOptions{}).lines, catalog).ofKind(CatalogKind::Nic);
    QCOMPARE(networkNics.includedUnits, 0LL);
    QCOMPARE(networkNics.priceUsd, 144 * catalog.find("cx8-800g")->priceUsd);
    QVERIFY(bom.total.priceUsd > 36 * trayPrice);
    QVERIFY(qFuzzyCompare(split.scaleUp.priceUsd + split.scaleOut.priceUsd, bom.total.priceUsd));
}

SPINEL_QTEST_APPLESS_MAIN(TestCostSplit)
#include "tst_costsplit.moc"
