// The collective timing API: nccl-tests definitions, algorithm and protocol choice, forced
// algorithms, bottleneck reporting, participant selection and request errors.
#include <QTest>

#include <cmath>

#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/collectives.h"
#include "timing/nccltuner.h"
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
    void autoRunsNcclsChoice();
    void ncclChoiceOnOneH100Server();
    void ncclChoiceOnTwoH100Servers();
    void collNetOnlyWhereEnabled();
    void protocolFollowsSize();
    void proxiesPostEveryChannelsSteps();
    void forcedAlgorithms_data();
    void forcedAlgorithms();
    void bottleneckTexts();
    void speedMismatch();
    void participants();
    void badRequests();
    void names();
    void sweeps();
    void treeCorrectionFollowsNccl();
    void smallOperationsRunOnFewerChannels();
    void profileSaysWhatItAssumed();
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

// Auto runs what NCCL's tuner picks, and reports that pair's own (physical) time.
void TestCollectives::autoRunsNcclsChoice()
{
    const FabricProfile profile = exampleProfile();
    for (double bytes : {8.0, 1e5, 1e7, 1e9}) {
        const CollectiveResult chosen = timeCollective(profile, request(CollectiveOp::AllReduce, bytes));
        QVERIFY(chosen.ok);
        QCOMPARE(chosen.algorithm, chosen.ncclAlgorithm);
        QCOMPARE(chosen.protocol, chosen.ncclProtocol);
        CollectiveRequest same = request(CollectiveOp::AllReduce, bytes, 0, chosen.algorithm);
        same.protocol = chosen.protocol;
        QCOMPARE(timeCollective(profile, same).timeUs, chosen.timeUs);
        QVERIFY(!chosen.upperBound);
    }
}

// docs/reference/nccl-tuning.md section 8, worked example 1 (DGX H100, one node, 8 ranks): NCCL's
// model runs Ring/LL up to about 1.1 MB (Ring LL 15.0 us + S / 80.6 GB/s against NVLS 25 us +
// S / 272 GB/s cross at 1.1 MB), then NVLS.
void TestCollectives::ncclChoiceOnOneH100Server()
{
    const FabricProfile profile = exampleProfile();
    const CollectiveResult small = timeCollective(profile, request(CollectiveOp::AllReduce, 256 * 1024, 8));
    QCOMPARE(small.algorithm, Algorithm::Ring);
    QCOMPARE(small.protocol, Protocol::LL);
    const CollectiveResult large = timeCollective(profile, request(CollectiveOp::AllReduce, 4 * 1024 * 1024, 8));
    QCOMPARE(large.algorithm, Algorithm::Nvls);
    // Physical NVLS: each GPU moves (g+1)/g S each way at 18 x 20.6 GB/s x 0.85 (Hopper's NVLS
    // efficiency): busbw = 2(g-1)/(g+1) x 315.2 = 490.3 GB/s at 8 GPUs while streaming. Filling the
    // 3-stage chunk pipeline costs two loops of 16 channels x 8 heads x 128 KiB = 16 MiB each, at the
    // same rate: 2 x 16 MiB x 9/8 / 315.2 GB/s = 119.8 us (MODEL.md section 5).
    const CollectiveResult huge = timeCollective(profile, request(CollectiveOp::AllReduce, 16e9, 8));
    const double streamingBusbw = 2.0 * 7 / 8 * 16e9 / ((huge.bandwidthUs - huge.pipelineFillUs) * 1e3);
    QVERIFY(std::abs(streamingBusbw - 2.0 * 7 / 9 * 18 * 20.6 * 0.85) < 1.0);
    QVERIFY(std::abs(huge.pipelineFillUs - 2 * 16 * 8 * 131072 * 9.0 / 8 / (18 * 20.6 * 0.85 * 1e3)) < 0.1);
}

// Worked example 2 (two DGX H100 nodes, 16 ranks): Tree/LL for small messages, NVLS_TREE for large
// ones. On two servers NVLS_TREE's network tree moves S per server, so busbw passes the 8 x 400G
// line rate, capped by NCCL's per-channel NVLS_TREE limit: 8 channels x 57.7 GB/s = 461.6 GB/s.
void TestCollectives::ncclChoiceOnTwoH100Servers()
{
    timingtest::RailFabric two;
    two.servers = 2;
    const FabricProfile profile = buildFabricProfile(timingtest::railFabric(two), builtinCatalog());
    const CollectiveResult small = timeCollective(profile, request(CollectiveOp::AllReduce, 64));
    QCOMPARE(small.algorithm, Algorithm::Tree);
    QCOMPARE(small.protocol, Protocol::LL);
    const CollectiveResult large = timeCollective(profile, request(CollectiveOp::AllReduce, 16e9));
    QCOMPARE(large.algorithm, Algorithm::NvlsTree);
    QVERIFY(std::abs(large.busbwGBps - 8 * 57.7) < 2.0);
    // A tree forced onto two servers is a bound NCCL's own choice does not reach: it says so.
    const CollectiveResult tree = timeCollective(profile, request(CollectiveOp::AllReduce, 16e9, 0, Algorithm::Tree));
    QVERIFY(tree.upperBound);
    QCOMPARE(tree.ncclAlgorithm, Algorithm::NvlsTree);
}

// CollNet (in-network reduction) runs only where the design enables it: NCCL needs the SHARP plugin
// and NCCL_COLLNET_ENABLE=1. Switches that could reduce are not enough.
void TestCollectives::collNetOnlyWhereEnabled()
{
    Design design = testdata::exampleDesign();
    design.settings.inNetworkReduction = false;
    const FabricProfile off = buildFabricProfile(design, builtinCatalog());
    QVERIFY(!timeCollective(off, request(CollectiveOp::AllReduce, 1e9, 0, Algorithm::InNetwork)).ok);
    design.settings.inNetworkReduction = true;
    const FabricProfile on = buildFabricProfile(design, builtinCatalog());
    const CollectiveResult r = timeCollective(on, request(CollectiveOp::AllReduce, 1e9, 0, Algorithm::InNetwork));
    QVERIFY(r.ok);
    QVERIFY(r.note);
    QCOMPARE(r.note->id, std::string("collective.in-network"));
    QVERIFY(englishText(*r.note).find("SHARP plugin") != std::string::npos);
    QCOMPARE(Design{}.settings.inNetworkReduction, false);
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
    // Ring LL keeps half the bandwidth and, across nodes, at most 20.4 GB/s of bus bandwidth
    // (llMaxBws, docs/reference/nccl-tuning.md 1.1): far slower than Simple at 4 GB.
    const CollectiveResult ll = timeCollective(profile, forced);
    QVERIFY(ll.busbwGBps <= 20.4 + 1e-9);
    QCOMPARE(ll.bottleneck.kind, BottleneckKind::ProtocolCap);
}

// Across servers each ring step posts a network send and receive for every channel, through one proxy
// thread per GPU at NCCL's getNetOverhead, 1 us (tuning.cc:226-233). The example's 4 servers x 8 GPUs
// with a NIC each, all-reduce on ring/LL128 at 4 MiB (one loop): 2 x 31 = 62 steps, and each GPU's proxy
// posts 2 x channels / 8 a step: 8 posts with 32 channels (496 us), 16 with 64 (992 us). Both are
// longer than the loop's hops (about 140 us) and transfer (about 30 us), so doubling the channels adds
// 62 x 8 x 1 us = 496 us, and nothing else changes.
void TestCollectives::proxiesPostEveryChannelsSteps()
{
    const FabricProfile profile = exampleProfile();
    CollectiveRequest r = request(CollectiveOp::AllReduce, 4 * 1024 * 1024, 0, Algorithm::Ring);
    r.protocol = Protocol::LL128;
    r.minChannels = 32;
    const CollectiveResult c32 = timeCollective(profile, r);
    r.minChannels = 64;
    const CollectiveResult c64 = timeCollective(profile, r);
    QVERIFY(c32.ok && c64.ok);
    QCOMPARE(c32.servers, 4);
    QVERIFY(c32.proxyPostsUs > 0);
    QVERIFY(std::abs((c64.timeUs - c32.timeUs) - 496.0) < 1e-6);
    QVERIFY(std::abs((c64.proxyPostsUs - c32.proxyPostsUs) - 496.0) < 1e-6);
    QCOMPARE(c64.bandwidthUs, c32.bandwidthUs);
    // Inside one server nothing is posted.
    r.gpus = 8;
    QCOMPARE(timeCollective(profile, r).proxyPostsUs, 0.0);
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
    QTest::newRow("innetwork not enabled") << int(CollectiveOp::AllReduce) << int(Algorithm::InNetwork) << 0 << false;
    QTest::newRow("nvlstree on one server") << int(CollectiveOp::AllReduce) << int(Algorithm::NvlsTree) << 8 << false;
    QTest::newRow("nvlstree across servers") << int(CollectiveOp::AllReduce) << int(Algorithm::NvlsTree) << 0 << true;
    QTest::newRow("pat with 8 GPUs a server") << int(CollectiveOp::AllGather) << int(Algorithm::Pat) << 0 << false;
    QTest::newRow("hierarchical") << int(CollectiveOp::ReduceScatter) << int(Algorithm::Hierarchical) << 0 << true;
    QTest::newRow("pairwise broadcast") << int(CollectiveOp::Broadcast) << int(Algorithm::Pairwise) << 0 << false;
}

void TestCollectives::forcedAlgorithms()
{
    QFETCH(int, op);
    QFETCH(int, algorithm);
    QFETCH(int, gpus);
    QFETCH(bool, applies);
    const CollectiveResult r = timeCollective(exampleProfile(), request(CollectiveOp(op), 1e8, gpus, Algorithm(algorithm)));
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
    QCOMPARE(twelve.railHops, 1); // every rail of the example shares one leaf
    QCOMPARE(twelve.anyHops, 3);  // rail 1 to rail 2 goes through a spine
    const PatternBounds strided = analyseParticipants(profile, 4, 1);
    QCOMPARE(strided.servers, 4);
    QCOMPARE(strided.ranksPerServer, 1);
    QVERIFY(!profile.allGpus.inNetworkReduction); // the example does not enable SHARP
    QVERIFY(profile.allGpus.nvls);
    QCOMPARE(profile.allGpus.generation, GpuGeneration::Hopper);
    QVERIFY(std::abs(profile.allGpus.nvlinkGBps - 18 * 20.6) < 1e-9); // NCCL's SM90 figure per link
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
    for (Algorithm a : kAllAlgorithms) QCOMPARE(algorithmFromString(toString(a)), a);
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

// NCCL's treeCorrectionFactor (graph/tuning.cc:623-627) has 24 entries per protocol; the tree reads
// the first 23 (logSize < 23, tuning.cc:640), NVLS_TREE on Blackwell all 24 (tuning.cc:643-645), so
// 512 MiB to 1 GiB gets the last entry (Simple .9) for NVLS_TREE and no correction for the tree.
void TestCollectives::treeCorrectionFollowsNccl()
{
    const double step = 64.0 * std::ldexp(1.0, 19); // 32 MiB
    QCOMPARE(treeCorrection(Protocol::Simple, step, false), 0.7);
    QCOMPARE(treeCorrection(Protocol::LL128, step, false), 0.9);
    QCOMPARE(treeCorrection(Protocol::LL, step, false), 1.0);
    const double last = 64.0 * std::ldexp(1.0, 23); // 512 MiB
    QCOMPARE(treeCorrection(Protocol::Simple, last, false), 1.0);
    QCOMPARE(treeCorrection(Protocol::Simple, last, false, kTreeCorrectionStepsNvlsTree), 0.9);
    QCOMPARE(treeCorrection(Protocol::Simple, 2 * last, false, kTreeCorrectionStepsNvlsTree), 1.0);
    // Smoothed, the tree still ends on NCCL's entry 22 below 512 MiB (no reach into entry 23).
    QCOMPARE(treeCorrection(Protocol::Simple, 1.5 * last / 2, true), 0.9);
}

// NCCL trims a small ring or tree operation to nc channels while nBytes < nc x threads x threshold
// (enqueue.cc:2092-2098). Ring LL on one 8-GPU A100 server: 512 threads x 8 B x 8 ranks = 32 KiB per
// channel (device.h:97, comm.h:49, tuning.cc:593), and 24 runtime channels (12 search channels of
// 20 GB/s, doubled: the DGX A100 count in docs/reference/nccl-tuning.md). Below 32 KiB one channel
// carries it (the term halves with the size); above, the active channels grow with the size, so the
// term stays flat until NCCL's LL cap (llMaxBw, 87.7 GB/s on one Ampere node) binds the whole.
void TestCollectives::smallOperationsRunOnFewerChannels()
{
    timingtest::RailFabric one;
    one.server = "hgx-a100";
    one.servers = 1;
    const FabricProfile profile = buildFabricProfile(timingtest::railFabric(one), builtinCatalog());
    auto ringLL = [&](double bytes) {
        CollectiveRequest r = request(CollectiveOp::AllReduce, bytes, 8, Algorithm::Ring);
        r.protocol = Protocol::LL;
        const CollectiveResult result = timeCollective(profile, r);
        if (!result.ok) qFatal("%s", result.error.c_str());
        return result;
    };
    const CollectiveResult at16k = ringLL(16384), at32k = ringLL(32768), at64k = ringLL(65536), at768k = ringLL(786432);
    QCOMPARE(at32k.channelShare, 1.0 / 24);
    QCOMPARE(at64k.channelShare, 2.0 / 24);
    QCOMPARE(at768k.channelShare, 1.0);
    QVERIFY(std::abs(at16k.bandwidthUs / at32k.bandwidthUs - 0.5) < 1e-9);
    QVERIFY(std::abs(at64k.bandwidthUs / at32k.bandwidthUs - 1) < 1e-9);
    // LL moves half its bytes as flags: 240 GB/s of NVLink x 0.5, a 24th of it on one channel.
    const double busBytes = 2.0 * 7 / 8 * 32768;
    QVERIFY(std::abs(at32k.bandwidthUs - busBytes / (240 * 0.5 / 24 * 1e3)) < 1e-6);
    QVERIFY(std::abs(at768k.bandwidthUs - 24 * busBytes / (87.7 * 1e3)) < 1e-6);
}

// What the profile assumes is said as messages: a server model whose catalog entry has no GPU
// generation is timed with Hopper's constants (once per model, not per server), and a server model
// without GPUs takes no part.
void TestCollectives::profileSaysWhatItAssumed()
{
    QVERIFY(exampleProfile().notes.empty());

    Catalog catalog = builtinCatalog();
    CatalogEntry h100 = *catalog.find("hgx-h100");
    h100.serverSpec->generation = GpuGeneration::Unknown;
    catalog.insert(h100);
    const FabricProfile unknown = buildFabricProfile(testdata::exampleDesign(), catalog);
    QCOMPARE(unknown.notes.size(), std::size_t(1));
    QCOMPARE(unknown.notes[0].id, std::string("timing.generation-unknown"));
    QCOMPARE(unknown.notes[0].text("model"), std::string("hgx-h100"));
    QCOMPARE(unknown.totalGpus, 32); // still timed: 4 servers x 8 GPUs

    h100.serverSpec->gpus = 0;
    catalog.insert(h100);
    const FabricProfile noGpus = buildFabricProfile(testdata::exampleDesign(), catalog);
    QCOMPARE(noGpus.notes.size(), std::size_t(4)); // one per server, each named
    for (const Message &note : noGpus.notes) QCOMPARE(note.id, std::string("timing.server-left-out"));
    QCOMPARE(noGpus.notes[0].text("server").empty(), false);
    QCOMPARE(noGpus.totalGpus, 0);
}

SPINEL_QTEST_APPLESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
