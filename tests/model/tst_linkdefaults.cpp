// Defaults of a new link: fastest common speed, medium by reach, length from canvas distance.
#include <QtTest>

#include <algorithm>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "edit/linkdefaults.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

class TestLinkDefaults : public QObject {
    Q_OBJECT

private slots:
    void linkDefaults();
};

void TestLinkDefaults::linkDefaults()
{
    const Design original = testdata::exampleDesign();
    const Catalog &catalog = builtinCatalog();
    Device server = *original.findDevice("srv-1"); // 8 × CX-7 400G
    Device leaf = *original.findDevice("leaf-1");  // QM9700: 400G, breakout 200G
    QCOMPARE(LinkDefaults::fastestCommonSpeed(server, leaf, catalog), 400.0);
    Device x800 = leaf;
    x800.model = "q3400"; // 800G, breakout 400G
    QCOMPARE(LinkDefaults::fastestCommonSpeed(x800, leaf, catalog), 400.0);
    Device x800b = x800;
    QCOMPARE(LinkDefaults::fastestCommonSpeed(x800, x800b, catalog), 800.0);
    server.nicModel = "cx6-200g";
    QCOMPARE(LinkDefaults::fastestCommonSpeed(server, leaf, catalog), 200.0);

    QCOMPARE(LinkDefaults::mediumFor(2, 400, catalog), Medium::Dac);
    QCOMPARE(LinkDefaults::mediumFor(20, 400, catalog), Medium::Aoc);
    QCOMPARE(LinkDefaults::mediumFor(45, 400, catalog), Medium::Multimode);
    QCOMPARE(LinkDefaults::mediumFor(400, 400, catalog), Medium::Singlemode);

    // Straight below, one row apart: short copper; across the canvas: optical.
    leaf.position = {0, 0};
    server.position = {0, 220};
    const Link near = LinkDefaults::makeLink(server, leaf, "l", catalog);
    QCOMPARE(near.medium, Medium::Dac);
    QCOMPARE(near.count, 1);
    QCOMPARE(near.speedGbps, 200.0);
    server.position = {1500, 220};
    QCOMPARE(LinkDefaults::makeLink(server, leaf, "l", catalog).medium, Medium::Aoc);
}

SPINEL_QTEST_APPLESS_MAIN(TestLinkDefaults)
#include "tst_linkdefaults.moc"
