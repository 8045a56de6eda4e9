// The collective timing API: nccl-tests definitions, algorithm and protocol choice, forced
// algorithms, bottleneck reporting, participant selection and request errors.
#include <QTest>

#include <cmath>

#include "support/testdata.h"
#include "timing/collectives.h"
#include "timing/sweeps.h"
#include "timingdesigns.h"

using namespace spinel;
using namespace spinel::timing;

namespace {

FabricProfile exampleProfile()
{
    return buildFabricProfile(testdata::exampleDesign(), builtinCatalog());
}

CollectiveRequest request(CollectiveOp op, double bytes, int gpus = 0, Algorithm algorithm = Algorithm::Auto)
{
    CollectiveRequest r;
    r.op = op;
    r.bytes = bytes;
    r.gpus = gpus;
    r.algorithm = algorithm;
    return r;
}

} // namespace

class TestCollectives : public QObject {
    Q_OBJECT
private slots:
    void busFactors_data();
    void busFactors();
    void definitions();
    void autoPicksTheFastestCandidate();
    void protocolFollowsSize();
    void forcedAlgorithms_data();
    void forcedAlgorithms();
    void bottleneckTexts();
    void speedMismatch();
    void participants();
    void badRequests();
    void names();
    void sweeps();
};

void TestCollectives::busFactors_data()
{
    QTest::addColumn<int>("op");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("factor");
    QTest::newRow("allreduce 8") << int(CollectiveOp::AllReduce) << 8 << 1.75;
    QTest::newRow("allgather 8") << int(CollectiveOp::AllGather) << 8 << 0.875;
    QTest::newRow("reducescatter 4") << int(CollectiveOp::ReduceScatter) << 4 << 0.75;
    QTest::newRow("alltoall 2") << int(CollectiveOp::AllToAll) << 2 << 0.5;
    QTest::newRow("broadcast 64") << int(CollectiveOp::Broadcast) << 64 << 1.0;
    QTest::newRow("reduce 64") << int(CollectiveOp::Reduce) << 64 << 1.0;
    QTest::newRow("sendrecv 2") << int(CollectiveOp::SendRecv) << 2 << 1.0;
}

void TestCollectives::busFactors()
{
    QFETCH(int, op);
    QFETCH(int, ranks);
    QFETCH(double, factor);
    QCOMPARE(busBandwidthFactor(CollectiveOp(op), ranks), factor);
}

void TestCollectives::definitions()
{
    const FabricProfile profile = exampleProfile();
    const CollectiveResult r = timeCollective(profile, request(CollectiveOp::AllReduce, 1e9));
    QVERIFY(r.ok);
    QCOMPARE(r.gpus, 32);
    QCOMPARE(r.servers, 4);
    QCOMPARE(r.timeUs, r.latencyUs + r.bandwidthUs);
    QVERIFY(std::abs(r.algbwGBps - 1e9 / (r.timeUs * 1e3)) < 1e-9);
    QVERIFY(std::abs(r.busbwGBps - r.algbwGBps * 2 * 31 / 32) < 1e-9);
    QVERIFY(r.algorithm != Algorithm::Auto);
}

void TestCollectives::autoPicksTheFastestCandidate()
{
    const FabricProfile profile = exampleProfile();
    for (double bytes : {8.0, 1e5, 1e7, 1e9}) {
        const CollectiveResult chosen = timeCollective(profile, request(CollectiveOp::AllReduce, bytes));
        for (const auto &c : collectiveCandidates(profile, request(CollectiveOp::AllReduce, bytes)))
            if (c.algorithm != Algorithm::Hierarchical) QVERIFY(chosen.timeUs <= c.timeUs);
    }
}

void TestCollectives::protocolFollowsSize()
{
    const FabricProfile profile = exampleProfile();
    const CollectiveResult small = timeCollective(profile, request(CollectiveOp::AllGather, 1024));
    const CollectiveResult large = timeCollective(profile, request(CollectiveOp::AllGather, 4e9));
    QCOMPARE(small.protocol, Protocol::LL);
    QCOMPARE(small.bottleneck.kind, BottleneckKind::Latency);
    QCOMPARE(large.protocol, Protocol::Simple);
    CollectiveRequest forced = request(CollectiveOp::AllGather, 4e9);
    forced.protocol = Protocol::LL;
    QVERIFY(timeCollective(profile, forced).timeUs > large.timeUs * 1.9);  // LL carries half the payload
}

void TestCollectives::forcedAlgorithms_data()
{
    QTest::addColumn<int>("op");
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<bool>("applies");
    QTest::newRow("tree allreduce") << int(CollectiveOp::AllReduce) << int(Algorithm::Tree) << 0 << true;
    QTest::newRow("tree allgather") << int(CollectiveOp::AllGather) << int(Algorithm::Tree) << 0 << false;
    QTest::newRow("ring alltoall") << int(CollectiveOp::AllToAll) << int(Algorithm::Ring) << 0 << false;
    QTest::newRow("nvls on H100") << int(CollectiveOp::AllReduce) << int(Algorithm::Nvls) << 8 << true;
    QTest::newRow("innetwork on one server") << int(CollectiveOp::AllReduce) << int(Algorithm::InNetwork) << 8 << false;
    QTest::newRow("innetwork on QM9700") << int(CollectiveOp::AllReduce) << int(Algorithm::InNetwork) << 0 << true;
    QTest::newRow("hierarchical") << int(CollectiveOp::ReduceScatter) << int(Algorithm::Hierarchical) << 0 << true;
    QTest::newRow("pairwise broadcast") << int(CollectiveOp::Broadcast) << int(Algorithm::Pairwise) << 0 << false;
}

void TestCollectives::forcedAlgorithms()
{
    QFETCH(int, op);
    QFETCH(int, algorithm);
    QFETCH(int, gpus);
    QFETCH(bool, applies);
    const CollectiveResult r =
        timeCollective(exampleProfile(), request(CollectiveOp(op), 1e8, gpus, Algorithm(algorithm)));
    QCOMPARE(r.ok, applies);
    if (applies) QCOMPARE(int(r.algorithm), algorithm);
    else QVERIFY(!r.error.empty());
}

void TestCollectives::bottleneckTexts()
{
    const FabricProfile profile = exampleProfile();
    QCOMPARE(timeCollective(profile, request(CollectiveOp::AllReduce, 4e9, 8, Algorithm::Ring)).bottleneck.text,
             std::string("NVLink"));
    QCOMPARE(timeCollective(profile, request(CollectiveOp::AllToAll, 4e9)).bottleneck.text, std::string("NIC 400G"));
    QCOMPARE(timeCollective(profile, request(CollectiveOp::AllReduce, 8)).bottleneck.text, std::string("latency"));
    QCOMPARE(timeCollective(profile, request(CollectiveOp::AllReduce, 4e9, 1)).bottleneck.kind, BottleneckKind::None);
    // The spine of railDesign(8 servers, 1 spine, 4 uplinks per leaf) is 2:1.
    const FabricProfile half = buildFabricProfile(testdata::railDesign(8, 1, 4), builtinCatalog());
    const CollectiveResult r = timeCollective(half, request(CollectiveOp::AllToAll, 4e9));
    QCOMPARE(r.bottleneck.text, std::string("leaf uplinks at 2:1"));
    QCOMPARE(r.bottleneck.ratio, 2.0);
}

// A 400G NIC cabled at 200G runs at 200G, and says so.
void TestCollectives::speedMismatch()
{
    Design design = testdata::railDesign(4, 1, 4);
    for (Link &link : design.links)
        if (link.id == "nic-2-3") link.speedGbps = 200;
    const FabricProfile profile = buildFabricProfile(design, builtinCatalog());
    const CollectiveResult r = timeCollective(profile, request(CollectiveOp::SendRecv, 4e9));
    QCOMPARE(r.bottleneck.text, std::string("server link 200G (NIC 400G)"));
    QVERIFY(std::abs(r.busbwGBps - 25 * kIbWireEfficiency) < 0.1);
}

void TestCollectives::participants()
{
    const FabricProfile profile = exampleProfile();
    const PatternBounds one = analyseParticipants(profile, 8);
    QCOMPARE(one.servers, 1);
    QCOMPARE(one.railHops, 0);
    const PatternBounds twelve = analyseParticipants(profile, 12);
    QCOMPARE(twelve.servers, 2);
    QCOMPARE(twelve.railHops, 1);     // every rail of the example shares one leaf
    QCOMPARE(twelve.anyHops, 3);      // rail 1 to rail 2 goes through a spine
    const PatternBounds strided = analyseParticipants(profile, 4, 1);
    QCOMPARE(strided.servers, 4);
    QCOMPARE(strided.ranksPerServer, 1);
    QVERIFY(profile.allGpus.inNetworkReduction);
    QVERIFY(profile.allGpus.nvls);
}

void TestCollectives::badRequests()
{
    const FabricProfile profile = exampleProfile();
    QVERIFY(!timeCollective(profile, request(CollectiveOp::AllReduce, 1e6, 33)).ok);
    QVERIFY(!timeCollective(profile, request(CollectiveOp::AllReduce, -1)).ok);
    QVERIFY(!timeCollective(profile, request(CollectiveOp::AllReduce, 1e6, -2)).ok);
    const FabricProfile empty = buildFabricProfile(Design{}, builtinCatalog());
    const CollectiveResult r = timeCollective(empty, request(CollectiveOp::AllReduce, 1e6));
    QVERIFY(!r.ok);
    QVERIFY(!r.error.empty());
}

void TestCollectives::names()
{
    for (CollectiveOp op : kAllCollectiveOps) QCOMPARE(collectiveOpFromString(toString(op)), op);
    for (Algorithm a : {Algorithm::Auto, Algorithm::Ring, Algorithm::Tree, Algorithm::Hierarchical, Algorithm::Nvls,
                        Algorithm::InNetwork, Algorithm::Pairwise})
        QCOMPARE(algorithmFromString(toString(a)), a);
    QCOMPARE(protocolFromString("ll128"), Protocol::LL128);
    QVERIFY(!collectiveOpFromString("all-reduce"));
}

void TestCollectives::sweeps()
{
    const FabricProfile profile = exampleProfile();
    QCOMPARE(standardSizesBytes().size(), std::size_t(32));
    QCOMPARE(standardSizesBytes().front(), 8.0);
    QCOMPARE(standardSizesBytes().back(), 16.0 * 1024 * 1024 * 1024);
    const auto sizes = sweepSizes(profile, request(CollectiveOp::Broadcast, 0));
    QCOMPARE(sizes.size(), std::size_t(32));
    QCOMPARE(scalingGpuCounts(profile), (std::vector<int>{8, 16, 32}));
    const auto curve = sweepGpus(profile, request(CollectiveOp::AllReduce, 1e9), scalingGpuCounts(profile));
    QCOMPARE(curve.size(), std::size_t(3));
    QCOMPARE(curve.back().gpus, 32);
}

QTEST_APPLESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
