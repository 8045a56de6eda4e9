// The cabling plan: one row per physical cable, pinned ports respected, no port used twice.
#include <QTest>

#include <set>
#include <tuple>

#include <QElapsedTimer>

#include <algorithm>

#include "core/limits.h"
#include "cost/cablingplan.h"
#include "cost/linkparts.h"
#include "io/bomexport.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

class TestCablingPlan : public QObject {
    Q_OBJECT
private slots:
    void oneRowPerCable();
    void pinnedPortsAndBundles();
    void noPortUsedTwice();
    void streamedCsvMatchesThePlan();
    void oversizedPlanIsRefusedBeforeAnyWork();
    void missingEndsAndRepeatedIdsMidEdit();
    void everyRowNamesItsOwnLinkAndEnds();
};

void TestCablingPlan::oneRowPerCable()
{
    const Design design = testdata::railDesign(32, 4, 8);
    const auto plan = cablingPlan(design, builtinCatalog());
    QCOMPARE(plan.size(), std::size_t(512)); // 256 server-leaf + 256 leaf-spine
    const auto copper = std::count_if(plan.begin(), plan.end(), [](const CableRun &run) { return run.cableId == "dac-400g"; });
    QCOMPARE(copper, 256L);
}

void TestCablingPlan::pinnedPortsAndBundles()
{
    Design design = testdata::railDesign(2, 1, 1);
    // Leaf 1's uplink bundle: 4 cables pinned at leaf port 60 -> ports 60..63 in order.
    Link &up = *design.findLink("up-1-1");
    up.count = 4;
    up.from.port = 60;
    const auto plan = cablingPlan(design, builtinCatalog());
    std::vector<int> ports;
    for (const auto &run : plan)
        if (run.linkId == "up-1-1") ports.push_back(run.fromPort);
    QCOMPARE(ports, (std::vector<int>{60, 61, 62, 63}));
    // Server NIC r is pinned at server port r by the test design.
    for (const auto &run : plan)
        if (run.linkId == "nic-2-5") QCOMPARE(run.fromPort, 4);
}

void TestCablingPlan::noPortUsedTwice()
{
    Design design = testdata::railDesign(8, 2, 4);
    design.links[0].to.port = 0; // pin one cable on a port the allocator would otherwise hand out first
    const auto plan = cablingPlan(design, builtinCatalog());
    std::set<std::pair<std::string, int>> used;
    for (const auto &run : plan) {
        QVERIFY2(used.insert({run.fromDevice, run.fromPort}).second, run.fromDevice.c_str());
        QVERIFY2(used.insert({run.toDevice, run.toPort}).second, run.toDevice.c_str());
    }
    // Spine 1 takes 8 leaves x 4 cables on ports 0..31.
    int highest = -1;
    for (const auto &run : plan)
        if (run.toDevice == "spine-1") highest = std::max(highest, run.toPort);
    QCOMPARE(highest, 31);
}

void TestCablingPlan::streamedCsvMatchesThePlan()
{
    const Design design = testdata::exampleDesign();
    const std::string streamed = cablingPlanToCsv(design, builtinCatalog());
    QCOMPARE(streamed, cablingPlanToCsv(cablingPlan(design, builtinCatalog())));
    QCOMPARE(qsizetype(std::count(streamed.begin(), streamed.end(), '\n')), qsizetype(cableCount(design) + 1));
}

void TestCablingPlan::oversizedPlanIsRefusedBeforeAnyWork()
{
    // Edits can build what the loader refuses: 1,000 bundles of 4,096 cables, 4.1 million rows.
    // The plan once reserved them all up front (1.4 GB for a 2 KB file, or std::bad_alloc).
    Design design = testdata::railDesign(1, 1, 1);
    const Link bundle = design.links.front();
    for (int i = 0; i < 1000; ++i) {
        Link link = bundle;
        link.id = "bulk-" + std::to_string(i);
        link.count = limits::kMaxCablesPerLink;
        design.links.push_back(link);
    }
    QVERIFY(cableCount(design) > limits::kMaxCablesPerDesign);
    QElapsedTimer timer;
    timer.start();
    long long visited = 0;
    try {
        forEachCable(design, builtinCatalog(), [&visited](const CableRun &) { ++visited; });
        QFAIL("a plan of 4.1 million cables was built");
    } catch (const CablingPlanTooLarge &error) {
        QCOMPARE(QString::fromLatin1(error.what()),
                 QStringLiteral("the design has %1 cables; a cabling plan is limited to 4000000").arg(cableCount(design)));
    }
    QCOMPARE(visited, 0LL);
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
}

void TestCablingPlan::missingEndsAndRepeatedIdsMidEdit()
{
    // A half-edited design in the GUI: a second device with spine-1's id, and cables to a device
    // that is gone. Leaf 1 already uses ports 0 (up-1-1), 1 and 2 (the two servers' NIC 1), so
    // x-1's two cables take its ports 3 and 4, and "gone" gets ports 0 and 1 of its own (named by
    // its id); x-2 then takes gone's port 2 and spine-1's port 8 (after the 8 leaves' uplinks).
    // The repeated id is the same end as the first spine-1, named after it.
    Design design = testdata::railDesign(2, 1, 1);
    Device copy = *design.findDevice("spine-1");
    copy.name = "second spine";
    design.devices.push_back(copy);
    Link toGone = design.links.front();
    toGone.id = "x-1";
    toGone.from = {"leaf-1", std::nullopt};
    toGone.to = {"gone", std::nullopt};
    toGone.count = 2;
    design.links.push_back(toGone);
    Link fromGone = toGone;
    fromGone.id = "x-2";
    fromGone.from = {"gone", std::nullopt};
    fromGone.to = {"spine-1", std::nullopt};
    fromGone.count = 1;
    design.links.push_back(fromGone);

    std::vector<std::tuple<std::string, int, std::string, std::string, int>> rows; // link, from port, to, name, port
    for (const auto &run : cablingPlan(design, builtinCatalog()))
        if (run.linkId.front() == 'x') rows.emplace_back(run.linkId, run.fromPort, run.toDevice, run.toName, run.toPort);
        else QVERIFY(run.toName != "second spine");
    using Row = std::tuple<std::string, int, std::string, std::string, int>;
    QCOMPARE(rows,
             (std::vector<Row>{{"x-1", 3, "gone", "gone", 0}, {"x-1", 4, "gone", "gone", 1}, {"x-2", 2, "spine-1", "spine-1", 8}}));
}

void TestCablingPlan::everyRowNamesItsOwnLinkAndEnds()
{
    // The plan reuses one row and rewrites only what changes from cable to cable: with links
    // interleaved (an uplink, then a server cable, ...) every field changes often, and each row
    // must still carry its own link's ends, names and parts.
    Design design = testdata::railDesign(3, 2, 2);
    for (Device &device : design.devices) device.name = "name of " + device.id;
    const std::size_t uplinks = 16; // 8 leaves x 2 spines, listed first
    std::vector<Link> interleaved;
    for (std::size_t i = 0; i < uplinks; ++i) {
        interleaved.push_back(design.links[i]);
        interleaved.push_back(design.links[uplinks + i]);
    }
    for (std::size_t i = 2 * uplinks; i < design.links.size(); ++i) interleaved.push_back(design.links[i]);
    design.links = interleaved;
    // The last server cable (srv-3's NIC 8) pinned at leaf-8's port 0: leaf-8's earlier cables
    // skip it and take ports 1..6: srv-1's (position 15 of 40), its bundles of 2 to spine 1 and 2
    // (positions 28 and 30), srv-2's (31).
    design.links.back().to.port = 0;

    const Catalog &catalog = builtinCatalog();
    std::size_t l = 0;
    int nextInBundle = 0;
    std::vector<int> leaf8Ports;
    forEachCable(design, catalog, [&](const CableRun &run) {
        const Link &link = design.links[l];
        const Device &from = *design.findDevice(link.from.device);
        const Device &to = *design.findDevice(link.to.device);
        const bool optical = link.medium >= Medium::Multimode;
        const LinkParts parts = partsForLink(link, catalog, optical ? hostModel(from, catalog) : std::string(),
                                             optical ? hostModel(to, catalog) : std::string());
        QCOMPARE(run.linkId, link.id);
        QCOMPARE(run.indexInBundle, nextInBundle);
        QCOMPARE(run.fromDevice, from.id);
        QCOMPARE(run.fromName, from.name);
        QCOMPARE(run.toDevice, to.id);
        QCOMPARE(run.toName, to.name);
        QCOMPARE(run.medium, link.medium);
        QCOMPARE(run.cableId, parts.cableId);
        QCOMPARE(run.transceiverId, parts.fromTransceiverId);
        QCOMPARE(run.toTransceiverId, parts.toTransceiverId);
        QCOMPARE(run.lengthM, parts.lengthM);
        if (run.fromDevice == "leaf-8") leaf8Ports.push_back(run.fromPort);
        if (run.toDevice == "leaf-8") leaf8Ports.push_back(run.toPort);
        if (++nextInBundle == link.count) nextInBundle = 0, ++l;
    });
    QCOMPARE(l, design.links.size());
    QCOMPARE(leaf8Ports, (std::vector<int>{1, 2, 3, 4, 5, 6, 0}));
}

SPINEL_QTEST_APPLESS_MAIN(TestCablingPlan)
#include "tst_cablingplan.moc"
