// The cabling plan: one row per physical cable, pinned ports respected, no port used twice.
#include <QTest>

#include <set>

#include "cost/cablingplan.h"
#include "support/testdata.h"

using namespace spinel;

class TestCablingPlan : public QObject {
    Q_OBJECT
private slots:
    void oneRowPerCable();
    void pinnedPortsAndBundles();
    void noPortUsedTwice();
};

void TestCablingPlan::oneRowPerCable()
{
    const Design design = testdata::railDesign(32, 4, 8);
    const auto plan = cablingPlan(design, builtinCatalog());
    QCOMPARE(plan.size(), std::size_t(512));  // 256 server-leaf + 256 leaf-spine
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
    design.links[0].to.port = 0;  // pin one cable on a port the allocator would otherwise hand out first
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

QTEST_APPLESS_MAIN(TestCablingPlan)
#include "tst_cablingplan.moc"
