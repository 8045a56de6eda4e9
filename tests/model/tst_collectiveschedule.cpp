// The step-by-step schedule of a collective on the drawn fabric: step counts and per-step volumes
// follow each algorithm's formula (ring 2(n−1) steps of S/n, tree 2·depth, pairwise n−1), the step
// times add up to the timing model's total, and every path is a chain of real links from the
// sending server to the receiving one.
#include <QtTest>

#include <cmath>

#include "core/catalog.h"
#include "core/topology.h"
#include "support/testmain.h"
#include "timing/collectiveschedule.h"
#include "timing/fabricprofile.h"
#include "timingdesigns.h"

using namespace spinel;
using namespace spinel::timing;

class TestCollectiveSchedule : public QObject {
    Q_OBJECT

private slots:
    void ringAllReduce();
    void ringAllGather();
    void treeOverServers();
    void pairwiseAllToAll();
    void hierarchicalPhases();
    void autoIsTheModelsChoice();
    void pathsAreRealLinks();
    void railAlignedRingStaysUnderItsLeaf();
    void thousandsOfGpusStaySmall();
    void oneGpuMovesNothing();
};

namespace {

Design scheduleFabric(int servers, int serversPerLeaf = 32)
{
    timingtest::RailFabric f;
    f.servers = servers;
    f.serversPerLeaf = serversPerLeaf;
    return timingtest::railFabric(f);
}

CollectiveRequest request(CollectiveOp op, double bytes, Algorithm algorithm, int gpus = 0)
{
    CollectiveRequest r;
    r.op = op;
    r.bytes = bytes;
    r.algorithm = algorithm;
    r.gpus = gpus;
    return r;
}

// The steps follow one another without gaps and end at the model's time.
void verifyTimes(const CollectiveSchedule &schedule)
{
    QVERIFY(!schedule.steps.empty());
    QCOMPARE(schedule.steps.front().startUs, 0.0);
    for (std::size_t i = 1; i < schedule.steps.size(); ++i) {
        QCOMPARE(schedule.steps[i].startUs, schedule.steps[i - 1].endUs);
        QVERIFY(schedule.steps[i].endUs > schedule.steps[i].startUs);
    }
    QCOMPARE(schedule.steps.back().endUs, schedule.result.timeUs);
    double sum = 0;
    for (const ScheduleStep &step : schedule.steps) sum += step.endUs - step.startUs;
    QVERIFY(std::abs(sum - schedule.result.timeUs) < 1e-9 * schedule.result.timeUs);
}

} // namespace

void TestCollectiveSchedule::ringAllReduce()
{
    // 4 servers × 8 H100: n = 32 ranks; S = 1 GiB.
    const double S = 1 << 30;
    const auto schedule = buildCollectiveSchedule(scheduleFabric(4), builtinCatalog(),
                                                  request(CollectiveOp::AllReduce, S, Algorithm::Ring));
    QVERIFY2(schedule.ok, schedule.error.c_str());
    QCOMPARE(schedule.result.algorithm, Algorithm::Ring);
    const int n = 32;
    QCOMPARE(schedule.ranks, n);
    QCOMPARE(int(schedule.steps.size()), 2 * (n - 1));
    QCOMPARE(schedule.logicalSteps, 2 * (n - 1));
    QVERIFY(!schedule.aggregated);
    QVERIFY(schedule.notes.empty()); // a ring is shown as NCCL runs it
    for (int i = 0; i < int(schedule.steps.size()); ++i) {
        const ScheduleStep &step = schedule.steps[std::size_t(i)];
        QCOMPARE(step.phase, std::string(i < n - 1 ? "reduce-scatter" : "all-gather"));
        QCOMPARE(step.bytesPerRank, S / n);
        // Every rank sends S/n: the step moves n × S/n = S.
        QVERIFY(std::abs(step.bytesMoved - S) < 1e-6 * S);
    }
    // Equal steps of a ring take equal time.
    QVERIFY(std::abs((schedule.steps[0].endUs - schedule.steps[0].startUs) - schedule.result.timeUs / (2 * (n - 1)))
            < 1e-9 * schedule.result.timeUs);
    verifyTimes(schedule);
    QCOMPARE(bytesMovedBefore(schedule, int(schedule.steps.size())), 2.0 * (n - 1) * S);
}

void TestCollectiveSchedule::ringAllGather()
{
    const double S = 256e6;
    const auto schedule = buildCollectiveSchedule(scheduleFabric(2), builtinCatalog(),
                                                  request(CollectiveOp::AllGather, S, Algorithm::Ring));
    QVERIFY2(schedule.ok, schedule.error.c_str());
    QCOMPARE(int(schedule.steps.size()), 16 - 1);
    for (const ScheduleStep &step : schedule.steps) QCOMPARE(step.bytesPerRank, S / 16);
    verifyTimes(schedule);
}

void TestCollectiveSchedule::treeOverServers()
{
    // 8 servers: a binary tree of depth floor(log2 8) = 3, climbed then descended: 6 steps of S.
    const double S = 4e9;
    const auto schedule = buildCollectiveSchedule(scheduleFabric(8), builtinCatalog(),
                                                  request(CollectiveOp::AllReduce, S, Algorithm::Tree));
    QVERIFY2(schedule.ok, schedule.error.c_str());
    QCOMPARE(schedule.result.algorithm, Algorithm::Tree);
    QCOMPARE(int(schedule.steps.size()), 2 * 3);
    // Level sizes of an 8-node heap: level 3 holds 1 node, level 2 four, level 1 two.
    const int sendersPerStep[] = {1, 4, 2, 2, 4, 1};
    for (int i = 0; i < 6; ++i) {
        const ScheduleStep &step = schedule.steps[std::size_t(i)];
        QCOMPARE(step.phase, std::string(i < 3 ? "up" : "down"));
        QCOMPARE(step.bytesPerRank, S);
        QVERIFY(std::abs(step.bytesMoved - sendersPerStep[i] * S) < 1e-6 * S);
    }
    verifyTimes(schedule);
    // The steps show the tree between servers only; the view says so.
    QCOMPARE(schedule.notes.size(), std::size_t(1));
    QCOMPARE(schedule.notes[0].id, std::string("schedule.tree-between-servers"));
}

void TestCollectiveSchedule::pairwiseAllToAll()
{
    const double S = 64e6;
    const auto schedule = buildCollectiveSchedule(scheduleFabric(2), builtinCatalog(),
                                                  request(CollectiveOp::AllToAll, S, Algorithm::Auto));
    QVERIFY2(schedule.ok, schedule.error.c_str());
    const int n = 16;
    QCOMPARE(int(schedule.steps.size()), n - 1);
    for (int k = 0; k < n - 1; ++k) {
        const ScheduleStep &step = schedule.steps[std::size_t(k)];
        QCOMPARE(step.bytesPerRank, S / n);
        // Step k pairs rank i with rank i + k + 1: GPU 0 of server 0 sends to global rank k + 1.
        const auto &first = step.transfers.front();
        QCOMPARE(first.fromServer, 0);
        QCOMPARE(first.fromGpu, 0);
        QCOMPARE(first.toServer * 8 + first.toGpu, k + 1);
    }
    verifyTimes(schedule);
}

void TestCollectiveSchedule::hierarchicalPhases()
{
    // 4 servers of 8: NVLink reduce-scatter (7 steps of S/8), rail ring reduce-scatter and
    // all-gather (3 + 3 steps of S/32), NVLink all-gather (7 steps of S/8).
    const double S = 1e9;
    const auto schedule = buildCollectiveSchedule(scheduleFabric(4), builtinCatalog(),
                                                  request(CollectiveOp::AllReduce, S, Algorithm::Hierarchical));
    QVERIFY2(schedule.ok, schedule.error.c_str());
    QCOMPARE(int(schedule.steps.size()), 7 + 3 + 3 + 7);
    QCOMPARE(schedule.steps[0].phase, std::string("nvlink reduce-scatter"));
    QCOMPARE(schedule.steps[0].bytesPerRank, S / 8);
    QVERIFY(schedule.steps[0].linkLoads.empty()); // NVLink only: no fabric link
    QCOMPARE(schedule.steps[7].phase, std::string("rail reduce-scatter"));
    QCOMPARE(schedule.steps[7].bytesPerRank, S / 32);
    QVERIFY(!schedule.steps[7].linkLoads.empty());
    // Each GPU keeps to its own rail: 32 sends of S/32, GPU g over the server's g-th NIC.
    QCOMPARE(int(schedule.steps[7].transfers.size()), 32);
    for (const ScheduleTransfer &t : schedule.steps[7].transfers) {
        QVERIFY(!t.nvlink);
        QCOMPARE(t.bytes, S / 32);
        QCOMPARE(t.fromGpu, t.toGpu);
    }
    QCOMPARE(schedule.steps.back().phase, std::string("nvlink all-gather"));
    verifyTimes(schedule);
}

void TestCollectiveSchedule::autoIsTheModelsChoice()
{
    const Design design = scheduleFabric(4);
    const auto profile = buildFabricProfile(design, builtinCatalog());
    for (double bytes : {1e4, 1e9}) {
        const auto r = request(CollectiveOp::AllReduce, bytes, Algorithm::Auto);
        const auto schedule = buildCollectiveSchedule(design, builtinCatalog(), r);
        QVERIFY2(schedule.ok, schedule.error.c_str());
        const CollectiveResult direct = timeCollective(profile, r);
        QCOMPARE(schedule.result.algorithm, direct.algorithm);
        QCOMPARE(schedule.result.timeUs, direct.timeUs);
        verifyTimes(schedule);
    }
}

void TestCollectiveSchedule::pathsAreRealLinks()
{
    // Two leaves per rail (16 servers per leaf, 32 servers): rings cross the spines.
    const Design design = scheduleFabric(32, 16);
    const Topology topo = buildTopology(design, builtinCatalog());
    const auto profile = buildFabricProfile(design, builtinCatalog());
    for (Algorithm algorithm : {Algorithm::Ring, Algorithm::Tree}) {
        const auto schedule = buildCollectiveSchedule(design, builtinCatalog(), request(CollectiveOp::AllReduce, 1e9, algorithm));
        QVERIFY2(schedule.ok, schedule.error.c_str());
        int crossings = 0;
        for (const ScheduleStep &step : schedule.steps) {
            for (const ScheduleLinkLoad &load : step.linkLoads) {
                QVERIFY(load.link >= 0 && load.link < int(design.links.size()));
                QVERIFY(load.utilisation >= 0 && load.utilisation <= 1);
            }
            if (!step.linkLoads.empty()) QVERIFY(step.bottleneckLink >= 0);
            for (const ScheduleTransfer &t : step.transfers) {
                if (t.nvlink) {
                    QCOMPARE(t.fromServer, t.toServer);
                    continue;
                }
                QVERIFY(!t.links.empty());
                // A chain of links from the source server's device to the destination's.
                int at = profile.servers[std::size_t(t.fromServer)].device;
                for (int link : t.links) {
                    QVERIFY(link >= 0 && link < int(design.links.size()));
                    QVERIFY(topo.linkFrom[std::size_t(link)] == at || topo.linkTo[std::size_t(link)] == at);
                    at = topo.other(link, at);
                }
                QCOMPARE(at, profile.servers[std::size_t(t.toServer)].device);
                if (t.links.size() == 4) ++crossings; // server, leaf, spine, leaf, server
            }
        }
        QVERIFY(crossings > 0);
    }
}

void TestCollectiveSchedule::railAlignedRingStaysUnderItsLeaf()
{
    // One leaf per rail holds all 4 servers: every network hop of the ring is server-leaf-server,
    // and the 8 rails carry equal shares (NCCL runs a channel per NIC).
    const double S = 1e9;
    const auto schedule = buildCollectiveSchedule(scheduleFabric(4), builtinCatalog(),
                                                  request(CollectiveOp::AllReduce, S, Algorithm::Ring));
    QVERIFY(schedule.ok);
    const ScheduleStep &step = schedule.steps.front();
    int network = 0;
    for (const ScheduleTransfer &t : step.transfers) {
        if (t.nvlink) continue;
        ++network;
        QCOMPARE(int(t.links.size()), 2);
        QCOMPARE(t.bytes, S / 32 / 8);
    }
    QCOMPARE(network, 4 * 8); // 4 server crossings of the ring × 8 rails
    // Each server link carries one share in each direction: 8 links × 4 servers, all loaded.
    QCOMPARE(int(step.linkLoads.size()), 32);
}

void TestCollectiveSchedule::thousandsOfGpusStaySmall()
{
    // 256 servers × 8 = 2,048 ranks: 4,094 ring steps merge into at most 64, with the counts kept.
    const Design design = scheduleFabric(256);
    ScheduleLimits limits;
    const auto schedule = buildCollectiveSchedule(design, builtinCatalog(),
                                                  request(CollectiveOp::AllReduce, 1e9, Algorithm::Ring), limits);
    QVERIFY2(schedule.ok, schedule.error.c_str());
    QVERIFY(schedule.aggregated);
    QVERIFY(int(schedule.steps.size()) <= limits.maxSteps);
    int logical = 0;
    for (const ScheduleStep &step : schedule.steps) {
        logical += step.logicalSteps;
        QVERIFY(int(step.transfers.size()) <= limits.maxTransfersPerStep);
        QCOMPARE(step.bytesPerRank, step.logicalSteps * 1e9 / 2048);
    }
    QCOMPARE(logical, 2 * (2048 - 1));
    QCOMPARE(schedule.logicalSteps, 2 * (2048 - 1));
    verifyTimes(schedule);
}

void TestCollectiveSchedule::oneGpuMovesNothing()
{
    const auto schedule = buildCollectiveSchedule(scheduleFabric(1), builtinCatalog(),
                                                  request(CollectiveOp::AllReduce, 1e9, Algorithm::Auto, 1));
    QVERIFY(!schedule.ok);
    QVERIFY(!schedule.error.empty());
}

SPINEL_QTEST_APPLESS_MAIN(TestCollectiveSchedule)
#include "tst_collectiveschedule.moc"
