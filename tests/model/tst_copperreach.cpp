// Copper whose reach shrinks with speed (dac-800g reaches 2 m where dac-400g reaches 3 m), in the
// catalog, the reach check, the BOM and the generators.
#include <QTest>

#include <set>

#include "core/message.h"
#include "cost/bom.h"
#include "generate/generators.h"
#include "rules/analysis.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

const Finding *findReach(const FabricAnalysis &analysis, const std::string &link)
{
    for (const Finding &finding : analysis.findings)
        if (finding.code == "cable-reach" && !finding.objects.empty() && finding.objects.front() == link) return &finding;
    return nullptr;
}

} // namespace

class TestCopperReach : public QObject {
    Q_OBJECT
private slots:
    void copperPartCitesItsReach();
    void copperReachShrinksWithSpeed();
    void bomWarnsBeyondCopperReach();
    void generatorsLeaveCopperAt800G();
};

void TestCopperReach::copperPartCitesItsReach()
{
    const CatalogEntry *dac = builtinCatalog().find("dac-800g");
    QCOMPARE(dac->mediaSpec->reachM, 2.0);
    QCOMPARE(builtinCatalog().find("dac-400g")->mediaSpec->reachM, 3.0);
    QVERIFY(QString::fromStdString(dac->priceSource).contains(QStringLiteral("MCP4Y10")));
}

void TestCopperReach::copperReachShrinksWithSpeed()
{
    Design design = testdata::railDesign(2, 1, 1);
    // 2.5 m of passive copper: within 400G's 3 m, beyond 800G's 2 m.
    for (Link &link : design.links)
        if (link.medium == Medium::Dac) link.lengthM = 2.5;
    const FabricAnalysis at400 = analyzeFabric(design, builtinCatalog());
    QVERIFY(!findReach(at400, "nic-1-1"));
    for (Link &link : design.links) link.speedGbps = 800;
    for (Device &device : design.devices)
        if (device.isServer()) device.nicModel = "cx8-800g";
        else device.model = "q3400";
    const FabricAnalysis at800 = analyzeFabric(design, builtinCatalog());
    const Finding *finding = findReach(at800, "nic-1-1");
    QVERIFY(finding);
    QCOMPARE(finding->severity, Severity::Error);
    const QString message = QString::fromStdString(finding->message);
    QVERIFY2(message.contains(QStringLiteral("beyond its 2 m reach at 800 Gb/s (copper reaches 3 m at 400 Gb/s)")),
             finding->message.c_str());
    QVERIFY2(message.contains(QStringLiteral("aoc reaches 30 m")), finding->message.c_str());
    // 2 m of 800G copper is fine.
    for (Link &link : design.links)
        if (link.medium == Medium::Dac) link.lengthM = 2;
    QVERIFY(!findReach(analyzeFabric(design, builtinCatalog()), "nic-1-1"));
}

void TestCopperReach::bomWarnsBeyondCopperReach()
{
    Design design = testdata::railDesign(2, 1, 1);
    int dacLinks = 0;
    for (Link &link : design.links)
        if (link.medium == Medium::Dac) {
            link.speedGbps = 800;
            link.lengthM = 2.5;
            ++dacLinks;
        }
    QCOMPARE(dacLinks, 16);
    const Bom bom = computeBom(design, builtinCatalog());
    QCOMPARE(bom.quantityOf("dac-800g"), 16LL); // the longest 800G copper part is listed...
    bool warned = false;
    for (const Message &warning : bom.warnings)
        warned = warned
                 || (warning.id == "bom.beyond-reach" && warning.integer("cables") == 16
                     && QString::fromStdString(englishText(warning)).startsWith(QStringLiteral("16 cables of 16 links ("))
                     && QString::fromStdString(englishText(warning)).contains(QStringLiteral(" and 11 more) are longer than")));
    QVERIFY(warned); // ... and the BOM says it does not reach
    for (Link &link : design.links)
        if (link.medium == Medium::Dac) link.lengthM = 2;
    for (const Message &warning : computeBom(design, builtinCatalog()).warnings)
        QVERIFY2(warning.id != "bom.beyond-reach", englishText(warning).c_str());
}

void TestCopperReach::generatorsLeaveCopperAt800G()
{
    // Servers sit 3 m from their leaf: copper at 400G, an active optical cable at 800G.
    const Design at800 = generateFabric("nvl72", {{"racks", "1"}, {"rack", "gb300-nvl72"}}, builtinCatalog());
    const Design at400 = generateFabric("nvl72", {{"racks", "1"}, {"rack", "gb300-nvl72"}, {"planes", "2"}}, builtinCatalog());
    auto serverMedia = [](const Design &design, double speed) {
        std::set<int> media;
        for (const Link &link : design.links)
            if (design.findDevice(link.from.device)->isServer() && link.speedGbps == speed) media.insert(int(link.medium));
        return media;
    };
    QCOMPARE(serverMedia(at800, 800), std::set<int>{int(Medium::Aoc)});
    QCOMPARE(serverMedia(at400, 400), std::set<int>{int(Medium::Dac)});
    QCOMPARE(analyzeFabric(at800, builtinCatalog()).count(Severity::Error), 0);
}

SPINEL_QTEST_APPLESS_MAIN(TestCopperReach)
#include "tst_copperreach.moc"
