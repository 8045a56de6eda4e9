// Collectives and training on rack-scale NVLink domains (multi-node NVLink, MNNVL): GB200 NVL72
// racks of 18 trays joined by their NVLink switch trays are one timing node each, as NCCL fuses an
// MNNVL clique into one node (docs/reference/nccl-tuning.md section 7); partitions and separate racks
// talk over the trays' NICs. Designs are built here in code: trays on a rail fabric, then domains.
#include <QTest>

#include <cmath>

#include "core/domains.h"
#include "support/testmain.h"
#include "timing/collectives.h"
#include "timing/sweeps.h"
#include "timing/training.h"
#include "timingdesigns.h"

using namespace spinel;
using namespace spinel::timing;
using namespace spinel::timingtest;

namespace {

constexpr double kGiB = 1073741824.0;

// `racks` GB200 NVL72 racks: 18 gb200-tray each, NIC k of every tray on rail leaf k (one scalable
// unit), each rack one ScaleUpDomain split into partitions of `partitionGpus` (0: whole rack).
Design nvl72Racks(int racks, int partitionGpus = 0, const std::string &rack = "gb200-nvl72", const std::string &tray = "gb200-tray")
{
    RailFabric f;
    f.server = tray;
    f.servers = 18 * racks;
    f.rails = 4;
    f.serversPerLeaf = 18 * racks;
    f.leafModel = f.spineModel = "q3400";
    Design design = railFabric(f);
    for (int r = 0; r < racks; ++r) {
        ScaleUpDomain domain;
        domain.id = "rack-" + std::to_string(r);
        domain.name = domain.id;
        domain.model = rack;
        domain.partitionGpus = partitionGpus;
        for (int t = 0; t < 18; ++t) domain.members.push_back("srv-" + std::to_string(18 * r + t));
        design.domains.push_back(domain);
    }
    return design;
}

CollectiveResult allReduce(const FabricProfile &profile, double bytes, int gpus = 0, Algorithm algorithm = Algorithm::Auto)
{
    CollectiveRequest request;
    request.op = CollectiveOp::AllReduce;
    request.bytes = bytes;
    request.gpus = gpus;
    request.algorithm = algorithm;
    return timeCollective(profile, request);
}

} // namespace

class TestMnnvl : public QObject {
    Q_OBJECT
private slots:
    void rackIsOneNode();
    void rackAllReduceAgainstCoreWeave();
    void partitionsFallBackToTheNics();
    void twoRacksOverInfiniBand();
    void ll128AcrossRacksNeedsTheC2cPath();
    void traysWithoutDomainUnchanged();
    void scalingShowsTheKnee();
    void tensorAndExpertParallelSpanTheRack();
};

// One NVL72 rack: one node of 72 GPUs whose NICs are its 18 trays' 4 NICs each, NVLink at the
// rack's figure (18 links x NCCL's 40.1 GB/s per SM100 link = 721.8 GB/s usable of 900).
void TestMnnvl::rackIsOneNode()
{
    const FabricProfile profile = buildFabricProfile(nvl72Racks(2), builtinCatalog());
    QCOMPARE(profile.servers.size(), std::size_t(2));
    QCOMPARE(profile.totalGpus, 144);
    QVERIFY(profile.multiNodeNvlink);
    const ServerProfile &rack = profile.servers.front();
    QCOMPARE(rack.gpus, 72);
    QCOMPARE(rack.portCount, 72);
    QCOMPARE(int(rack.trays.size()), 18);
    QCOMPARE(rack.nvlinkNominalGBps, 900.0);
    QVERIFY(qAbs(rack.nvlinkUsableGBps - 721.8) < 1e-9);
    QVERIFY(rack.nvls);
    // Rails are numbered across the rack: tray t's NIC k is rail 4t + k.
    QCOMPARE(profile.ports[std::size_t(rack.firstPort + 71)].rail, 71);
    // A 72-GPU group stays on NVLink; 73 GPUs cross to the second rack.
    QCOMPARE(analyseParticipants(profile, 72).servers, 1);
    QCOMPARE(analyseParticipants(profile, 73).servers, 2);
}

// CoreWeave's GB200 NVL72 nccl-tests, NCCL 2.26.2, one rack (72 GPUs), 8 GiB all-reduce: 834.57 GB/s
// bus bandwidth out of place (https://github.com/coreweave/nccl-tests/blob/
// cb86553328f8c9ed6f9d682971f5f9b17a926ab4/README.md; resources/measurements.json row
// gb200-nvl72-1rack-allreduce-8g). NCCL runs NVLS inside the rack (the ring's NVLink is 721.8 GB/s,
// below the measurement); 32 NVLS heads at 20 GB/s per channel bind: within 15 %.
void TestMnnvl::rackAllReduceAgainstCoreWeave()
{
    const FabricProfile profile = buildFabricProfile(nvl72Racks(1), builtinCatalog());
    const CollectiveResult r = allReduce(profile, 8 * kGiB);
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.servers, 1);
    QCOMPARE(r.algorithm, Algorithm::Nvls);
    qInfo("NVL72 rack, 8 GiB all-reduce: %.1f GB/s busbw (CoreWeave measured 834.57)", r.busbwGBps);
    QVERIFY(qAbs(r.busbwGBps / 834.57 - 1) <= 0.15);
    // A ring over the rack's NVLink stays below NCCL's usable NVLink per GPU.
    const CollectiveResult ring = allReduce(profile, 8 * kGiB, 0, Algorithm::Ring);
    QVERIFY(ring.busbwGBps < 721.8);
    QVERIFY(ring.busbwGBps > 0.8 * 721.8);
}

// A rack split into two NVL36 partitions: the 72-GPU job is two nodes joined by the NICs (each GPU
// one 400G NIC: 50 GB/s, 72 per partition pair), slower than the whole-rack NVLink domain at large
// sizes and bounded by what the NICs the algorithm's channels use can carry.
void TestMnnvl::partitionsFallBackToTheNics()
{
    const Catalog &catalog = builtinCatalog();
    const Design split = nvl72Racks(1, 36);
    QCOMPARE(nvlinkDomains(split, catalog).size(), std::size_t(2));
    const FabricProfile whole = buildFabricProfile(nvl72Racks(1), catalog);
    const FabricProfile halves = buildFabricProfile(split, catalog);
    QCOMPARE(halves.servers.size(), std::size_t(2));
    QCOMPARE(halves.servers.front().gpus, 36);
    const CollectiveResult one = allReduce(whole, 8 * kGiB);
    const CollectiveResult two = allReduce(halves, 8 * kGiB);
    QVERIFY2(two.ok, two.error.c_str());
    QCOMPARE(two.servers, 2);
    QVERIFY(two.busbwGBps < one.busbwGBps);
    // Between the partitions every byte crosses the NICs: 36 per side, 400G each.
    const double nicsGBps = 36 * 400 / 8.0;
    QVERIFY(two.busbwGBps <= nicsGBps);
    // A ring, forced, is held by the network: its 16 channels use 16 of the 36 NICs (the rest idle).
    const CollectiveResult ring = allReduce(halves, 8 * kGiB, 0, Algorithm::Ring);
    QVERIFY(ring.ok);
    QVERIFY(ring.bottleneck.kind == BottleneckKind::Nic || ring.bottleneck.kind == BottleneckKind::NvLink);
    QVERIFY(ring.busbwGBps <= 16 * 50.0);
    // Small messages pay the network latency the whole rack does not.
    QVERIFY(allReduce(halves, 8192).timeUs > allReduce(whole, 8192).timeUs);
}

// Two racks over one InfiniBand rail fabric: two nodes (NCCL's nNodes counts cliques), NVLS inside
// each rack and a tree between them (NVLS_TREE, NCCL's choice), near CoreWeave's 2-rack 8 GiB
// figure (793.06 GB/s, same README). Each rack's 72 NICs carry the inter-rack traffic.
void TestMnnvl::twoRacksOverInfiniBand()
{
    const FabricProfile profile = buildFabricProfile(nvl72Racks(2), builtinCatalog());
    const CollectiveResult r = allReduce(profile, 8 * kGiB);
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.servers, 2);
    QCOMPARE(r.algorithm, Algorithm::NvlsTree);
    qInfo("2 NVL72 racks, 8 GiB all-reduce: %.1f GB/s busbw (CoreWeave measured 793.06)", r.busbwGBps);
    QVERIFY(qAbs(r.busbwGBps / 793.06 - 1) <= 0.17);
    // Hierarchical in NCCL's sense: the inter-rack step is one network hop under the rail leaves.
    QCOMPARE(analyseParticipants(profile, 144).railHops, 1);
    // Never above one rack alone.
    QVERIFY(r.busbwGBps <= allReduce(buildFabricProfile(nvl72Racks(1), builtinCatalog()), 8 * kGiB).busbwGBps);
}

// GB200 trays reach their NICs through the Grace CPU over NVLink-C2C. NCCL enables LL128 between
// nodes only up to a PXN path: since 2.27 that path is P2C and NCCL_LL128_C2C=1 (its default) lets
// LL128 run; before 2.27 it was PHB and LL128 stayed off (tuning.cc's LL128 enable, paths.cc
// mergePathType). GB300 trays' ConnectX-8 NICs are not behind the CPU, and inside one rack no NIC
// is on the path.
void TestMnnvl::ll128AcrossRacksNeedsTheC2cPath()
{
    const FabricProfile gb200 = buildFabricProfile(nvl72Racks(2), builtinCatalog());
    CollectiveRequest request;
    request.op = CollectiveOp::AllReduce;
    request.bytes = 4 * kGiB;
    request.algorithm = Algorithm::Ring;
    request.protocol = Protocol::LL128;
    QVERIFY(timeCollective(gb200, request).ok);
    request.ll128OverC2c = false;
    const CollectiveResult off = timeCollective(gb200, request);
    QVERIFY(!off.ok);
    QVERIFY2(off.error.find("NCCL_LL128_C2C") != std::string::npos, off.error.c_str());
    // One rack: one node, no NIC between its GPUs.
    QVERIFY(timeCollective(buildFabricProfile(nvl72Racks(1), builtinCatalog()), request).ok);
    // GB300 racks: NICs on the GPUs' side.
    QVERIFY(timeCollective(buildFabricProfile(nvl72Racks(2, 0, "gb300-nvl72", "gb300-tray"), builtinCatalog()), request).ok);
    // NCCL's own choice never lands on LL128 between GB200 racks then, at any size.
    request.algorithm = Algorithm::Auto;
    request.protocol.reset();
    request.nvlsEnabled = false;
    for (int log2Bytes = 10; log2Bytes <= 36; ++log2Bytes) {
        request.bytes = std::ldexp(1.0, log2Bytes);
        const CollectiveResult r = timeCollective(gb200, request);
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY2(r.protocol != Protocol::LL128, qPrintable(QString::number(log2Bytes)));
    }
}

// The same trays with no domain are 18 separate 4-GPU servers: the old model, every GPU pair
// across trays over the NICs. The domains change only what the design declares.
void TestMnnvl::traysWithoutDomainUnchanged()
{
    Design trays = nvl72Racks(1);
    trays.domains.clear();
    const FabricProfile profile = buildFabricProfile(trays, builtinCatalog());
    QCOMPARE(profile.servers.size(), std::size_t(18));
    QVERIFY(!profile.multiNodeNvlink);
    QCOMPARE(profile.maxRailsPerServer, 4);
    const CollectiveResult r = allReduce(profile, 8 * kGiB);
    QCOMPARE(r.servers, 18);
    // Each 4-GPU tray's all-reduce leaves through its four 400G NICs: at most 4 x 50 GB/s per tray
    // for a ring, far below the rack's NVLink.
    QVERIFY(r.busbwGBps < 4 * 50.0 * 2);
}

// The scaling sweep starts at one tray inside a rack-scale domain and shows the knee where the job
// leaves the rack: the 72-GPU point runs on NVLink, the 144-GPU point over the NICs.
void TestMnnvl::scalingShowsTheKnee()
{
    const FabricProfile profile = buildFabricProfile(nvl72Racks(4), builtinCatalog());
    const std::vector<int> counts = scalingGpuCounts(profile);
    const std::vector<int> expected{4, 8, 16, 32, 64, 72, 144, 288};
    QCOMPARE(counts, expected);
    CollectiveRequest request;
    request.op = CollectiveOp::AllReduce;
    request.bytes = 8 * kGiB;
    const auto results = sweepGpus(profile, request, counts);
    QCOMPARE(results[5].servers, 1);
    QCOMPARE(results[6].servers, 2);
    // Inside the rack the time barely grows with the GPUs; leaving it costs more than within.
    QVERIFY(results[6].timeUs > results[5].timeUs);
    QVERIFY(results[7].timeUs >= results[6].timeUs);
}

// Tensor and expert parallel groups up to a rack stay on NVLink; larger ones cross the NICs. On the
// same trays without domains, TP 16 spans four 4-GPU trays over the NICs.
void TestMnnvl::tensorAndExpertParallelSpanTheRack()
{
    TrainingRequest q;
    q.parameters = 400e9;
    q.activeParameters = 20e9;
    q.experts = 144;
    q.topK = 4;
    q.tensorParallel = 4;
    q.expertParallel = 72;
    q.pipelineParallel = 1;
    q.tokensPerStep = 16 * 1048576.0;
    q.sequenceLength = 4096;
    const FabricProfile racks = buildFabricProfile(nvl72Racks(4), builtinCatalog());
    const TrainingResult rack = estimateTraining(racks, q);
    QVERIFY2(rack.ok, rack.error.c_str());
    // EP 72 with TP 4: the expert group strides by 4 over 288 GPUs, 18 of its ranks in each rack.
    QCOMPARE(rack.expertTraffic.collective.servers, 4);
    // EP 18 at TP 4: one rack's 72 GPUs, all-to-all on NVLink only.
    q.expertParallel = 18;
    const TrainingResult inside = estimateTraining(racks, q);
    QVERIFY2(inside.ok, inside.error.c_str());
    QCOMPARE(inside.expertTraffic.collective.servers, 1);
    QCOMPARE(inside.expertTraffic.collective.bottleneck.kind == BottleneckKind::Nic, false);
    QVERIFY(inside.expertTraffic.seconds < rack.expertTraffic.seconds);
    // TP 16 on the rack: the all-reduce runs inside one rack (TP groups that straddle two racks are
    // timed over the NICs and set the pace).
    q.tensorParallel = 8;
    q.expertParallel = 9;
    const TrainingResult tp8 = estimateTraining(racks, q);
    QVERIFY2(tp8.ok, tp8.error.c_str());
    QCOMPARE(tp8.tensorTraffic.collective.servers, 1);
    q.tensorParallel = 16;
    const TrainingResult tp16 = estimateTraining(racks, q);
    QVERIFY2(tp16.ok, tp16.error.c_str());
    QCOMPARE(tp16.tensorTraffic.collective.servers, 2);
    // TP 72: the whole rack's NVLink, no NIC.
    q.tensorParallel = 72;
    q.expertParallel = 1;
    const TrainingResult tp72 = estimateTraining(racks, q);
    QVERIFY2(tp72.ok, tp72.error.c_str());
    QCOMPARE(tp72.tensorTraffic.collective.servers, 1);
    // Without the domains the trays are 4-GPU servers: TP 16 spans four of them over the NICs.
    Design trays = nvl72Racks(4);
    trays.domains.clear();
    q.tensorParallel = 16;
    q.expertParallel = 9;
    const TrainingResult flat = estimateTraining(buildFabricProfile(trays, builtinCatalog()), q);
    QVERIFY2(flat.ok, flat.error.c_str());
    QCOMPARE(flat.tensorTraffic.collective.servers, 4);
    QVERIFY(flat.tensorTraffic.seconds > tp16.tensorTraffic.seconds);
}

SPINEL_QTEST_APPLESS_MAIN(TestMnnvl)
#include "tst_mnnvl.moc"
