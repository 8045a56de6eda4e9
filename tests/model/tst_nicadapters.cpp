// NICs bought as parts of one adapter: two cx8-2x400g halves are one ConnectX-8 in the BOM
// (catalog keys adapter / ports_per_adapter, with located errors).
#include <QTest>

#include "cost/bom.h"
#include "generate/generators.h"
#include "io/catalogformat.h"
#include "io/loaderror.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

std::string catalogWithNic(const std::string &nic)
{
    return R"({"format": "spinel-catalog", "version": 1, "entries": [
      {"id": "big", "name": "Big", "kind": "nic", "price_usd": 1000, "price_source": "t", "price_date": "2025-01",
       "power_w": 20, "nic": {"speed_gbps": 800, "protocols": ["ethernet"]}},
      {"id": "half", "name": "Half", "kind": "nic", "price_usd": 500, "price_source": "t", "price_date": "2025-01",
       "power_w": 10, "nic": )"
           + nic + "}]}";
}

} // namespace

class TestNicAdapters : public QObject {
    Q_OBJECT
private slots:
    void catalogKeys();
    void badAdapterIsLocated_data();
    void badAdapterIsLocated();
    void twoPlaneTrayCountsAdapters();
};

void TestNicAdapters::catalogKeys()
{
    const NicSpec *half = builtinCatalog().nicSpec("cx8-2x400g");
    QVERIFY(half);
    QCOMPARE(half->adapter, std::string("cx8-800g"));
    QCOMPARE(half->portsPerAdapter, 2);
    const NicSpec *whole = builtinCatalog().nicSpec("cx8-800g");
    QVERIFY(whole->adapter.empty());
    QCOMPARE(whole->portsPerAdapter, 1);
    // An odd count still needs whole adapters; a NIC that is its own adapter counts as itself.
    QCOMPARE(nicAdapters({"cx8-2x400g", 8, 400}, builtinCatalog()).count, 4);
    QCOMPARE(nicAdapters({"cx8-2x400g", 3, 400}, builtinCatalog()).count, 2);
    QCOMPARE(nicAdapters({"cx7-400g", 8, 400}, builtinCatalog()).model, std::string("cx7-400g"));
    QCOMPARE(nicAdapters({"cx7-400g", 8, 400}, builtinCatalog()).count, 8);
}

void TestNicAdapters::badAdapterIsLocated_data()
{
    QTest::addColumn<QString>("nic");
    QTest::addColumn<QString>("where");
    QTest::newRow("ports without adapter") << QStringLiteral(
        R"({"speed_gbps": 400, "protocols": ["ethernet"], "ports_per_adapter": 2})")
                                           << QStringLiteral("ports_per_adapter");
    QTest::newRow("unknown adapter") << QStringLiteral(
        R"({"speed_gbps": 400, "protocols": ["ethernet"], "adapter": "nope", "ports_per_adapter": 2})")
                                     << QStringLiteral("\"half\".nic.adapter");
    QTest::newRow("adapter of itself") << QStringLiteral(
        R"({"speed_gbps": 400, "protocols": ["ethernet"], "adapter": "half", "ports_per_adapter": 2})")
                                       << QStringLiteral("\"half\".nic.adapter");
    QTest::newRow("zero ports") << QStringLiteral(
        R"({"speed_gbps": 400, "protocols": ["ethernet"], "adapter": "big", "ports_per_adapter": 0})")
                                << QStringLiteral("ports_per_adapter");
}

void TestNicAdapters::badAdapterIsLocated()
{
    QFETCH(QString, nic);
    QFETCH(QString, where);
    try {
        const Catalog catalog = readCatalog(catalogWithNic(nic.toStdString()), "user.json");
        checkCatalogReferences(catalog, "user.json");
        QFAIL("accepted");
    } catch (const std::exception &error) {
        QVERIFY2(QString::fromStdString(error.what()).contains(where), error.what());
    }
    // The good form reads.
    const Catalog good = readCatalog(
        catalogWithNic(R"({"speed_gbps": 400, "protocols": ["ethernet"], "adapter": "big", "ports_per_adapter": 2})"), "user.json");
    checkCatalogReferences(good, "user.json");
    QCOMPARE(good.nicSpec("half")->adapter, std::string("big"));
}

void TestNicAdapters::twoPlaneTrayCountsAdapters()
{
    // One GB300 rack on two planes: 18 trays x 8 halves of ConnectX-8 = 72 adapters, 4 per tray.
    const Design design = generateFabric("nvl72", {{"racks", "1"}, {"rack", "gb300-nvl72"}, {"planes", "2"}}, builtinCatalog());
    int halves = 0, trays = 0;
    for (const Device &device : design.devices)
        if (device.isServer()) {
            ++trays;
            QCOMPARE(device.nicModel.value_or(""), std::string("cx8-2x400g"));
            halves += device.nicCount.value_or(0);
        }
    QCOMPARE(trays, 18);
    QCOMPARE(halves, 18 * 8);
    const Bom network = computeBom(design, builtinCatalog());
    QCOMPARE(network.quantityOf("cx8-2x400g"), 0LL); // never listed as halves
    QCOMPARE(network.quantityOf("cx8-800g"), 18LL * 4);
    const double adapterPrice = builtinCatalog().find("cx8-800g")->priceUsd;
    QCOMPARE(network.of(BomCategory::Nics).priceUsd, 72 * adapterPrice);
    QCOMPARE(network.of(BomCategory::Nics).powerW, 72 * builtinCatalog().find("cx8-800g")->powerW);
    // With the trays priced, the tray's own 4 ConnectX-8 are in its price: nothing charged twice.
    const Bom full = computeBom(design, builtinCatalog(), BomOptions{true});
    QCOMPARE(full.quantityOf("cx8-800g"), 18LL * 4);
    QCOMPARE(full.of(BomCategory::Nics).priceUsd, 0.0);
}

SPINEL_QTEST_APPLESS_MAIN(TestNicAdapters)
#include "tst_nicadapters.moc"
