// "Why this number": the terms add up to the model's time for every algorithm, the itemised latency
// matches the model without a remainder, the ring's rate is the NIC's line rate times the transport's
// payload share, and the counterfactuals re-run the model on modified copies.
#include <QtTest>

#include <cmath>

#include "generate/generators.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/designvariants.h"
#include "timing/explain.h"

using namespace spinel;
using namespace spinel::timing;

namespace {

Design generated(const GeneratorParams &params, const std::string &templateName = "leaf-spine")
{
    return generateFabric(templateName, params, builtinCatalog());
}

double sum(const std::vector<ExplainTerm> &terms)
{
    double s = 0;
    for (const auto &t : terms) s += t.us;
    return s;
}

bool hasTerm(const CollectiveExplanation &e, const std::string &code)
{
    for (const auto &t : e.latencyTerms)
        if (t.code == code) return true;
    return false;
}

} // namespace

class TestExplain : public QObject {
    Q_OBJECT
private slots:
    void termsSumToTotal_data();
    void termsSumToTotal();
    void ringTermsFromFormulas();
    void proxyPostsAreALatencyTerm();
    void nicDoublingHalvesBandwidthTerm();
    void nonBlockingDoesNotHelpRing();
    void stopsBeforeEachWhatIf();
    void variantsChangeTheDesign();
    void leafUplinksLocated();
    void nodesOfRacksCountTheirTrays();
};

void TestExplain::termsSumToTotal_data()
{
    QTest::addColumn<QByteArray>("design");
    QTest::addColumn<QByteArray>("op");
    QTest::addColumn<QByteArray>("algorithm");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("ranksPerServer");
    const char *algorithms[] = {"auto", "ring", "tree", "nvlstree", "hierarchical", "pairwise", "pat", "nvls"};
    for (const char *design : {"example", "oversubscribed"})
        for (const char *a : algorithms)
            for (const char *op : {"allreduce", "allgather", "alltoall", "broadcast", "sendrecv"})
                for (double bytes : {8.0, 1e6, 1e9})
                    QTest::addRow("%s %s %s %g", design, a, op, bytes)
                        << QByteArray(design) << QByteArray(op) << QByteArray(a) << bytes << 0 << 0;
    QTest::addRow("one gpu per server") << QByteArray("example") << QByteArray("allgather") << QByteArray("auto") << 1e8 << 4 << 1;
    QTest::addRow("pat") << QByteArray("example") << QByteArray("reducescatter") << QByteArray("pat") << 1e8 << 4 << 1;
    QTest::addRow("one server nvls") << QByteArray("example") << QByteArray("allreduce") << QByteArray("auto") << 1e9 << 8 << 0;
}

void TestExplain::termsSumToTotal()
{
    QFETCH(QByteArray, design);
    QFETCH(QByteArray, op);
    QFETCH(QByteArray, algorithm);
    QFETCH(double, bytes);
    QFETCH(int, gpus);
    QFETCH(int, ranksPerServer);
    const Design d = design == "example" ? testdata::exampleDesign() : generated({{"servers", "16"}, {"oversubscription", "3"}});
    CollectiveRequest request;
    request.op = *collectiveOpFromString(op.toStdString());
    request.algorithm = *algorithmFromString(algorithm.toStdString());
    request.bytes = bytes;
    request.gpus = gpus;
    request.ranksPerServer = ranksPerServer;
    const CollectiveExplanation e = explainCollective(d, builtinCatalog(), request, false);
    if (!e.ok) QSKIP("algorithm does not apply");
    const CollectiveResult &r = e.result;
    QVERIFY(std::abs(sum(e.latencyTerms) - r.latencyUs) <= 1e-9 * std::max(1.0, r.latencyUs));
    QVERIFY(std::abs(sum(e.bandwidthTerms) - r.bandwidthUs) <= 1e-9 * std::max(1.0, r.bandwidthUs));
    QVERIFY(std::abs(e.total() - r.timeUs) <= 1e-9 * std::max(1.0, r.timeUs));
    // The breakdown restates the model item by item: no unexplained remainder.
    QVERIFY2(!hasTerm(e, "latency.other"), "the latency breakdown no longer matches the model");
    // Shares are shares: nothing binds faster than the resource's line rate.
    if (r.bandwidthUs > 0 && e.rate.resource != "protocol-cap") {
        QVERIFY(e.rate.ncclShare > 0);
        QVERIFY(e.rate.ncclShare <= 1 + 1e-9);
        QVERIFY(e.rate.fabricShare <= 1 + 1e-9);
    }
}

// 4 servers of 8 GPUs with a NIC each, ring/LL128 on 64 channels at 4 MiB: every GPU's proxy posts
// 2 x 64 / 8 = 16 operations on each of the 62 steps, 992 us at 1 us a post, far more than the loop's
// hops and transfer; the explanation names what the posts add as its own latency term.
void TestExplain::proxyPostsAreALatencyTerm()
{
    const Design d = generated({{"servers", "4"}});
    CollectiveRequest request;
    request.bytes = 4 * 1024 * 1024;
    request.algorithm = Algorithm::Ring;
    request.protocol = Protocol::LL128;
    request.minChannels = 64;
    const CollectiveExplanation e = explainCollective(d, builtinCatalog(), request, false);
    QVERIFY(e.ok);
    QVERIFY(hasTerm(e, "latency.proxy_posts"));
    QVERIFY(!hasTerm(e, "latency.other"));
    for (const auto &t : e.latencyTerms)
        if (t.code == "latency.proxy_posts") QCOMPARE(t.us, e.result.proxyPostsUs);
    // The loop lasts the posts: base + 992 us, the hops and transfer inside them.
    QVERIFY(std::abs(e.result.timeUs - (14.0 + 992.0)) < 1e-6);
}

void TestExplain::ringTermsFromFormulas()
{
    // 4 servers of 8 GPUs, one 100G NIC each: the ring all-reduce is NIC-bound, Simple protocol.
    const Design d = generated({{"servers", "4"}, {"nic", "cx5-100g"}, {"nics-per-server", "1"}});
    CollectiveRequest request;
    request.bytes = 1e10;
    request.algorithm = Algorithm::Ring;
    request.protocol = Protocol::Simple;
    const CollectiveExplanation e = explainCollective(d, builtinCatalog(), request, false);
    QVERIFY(e.ok);
    const int n = 32, N = 4;
    // NCCL's ring all-reduce: 2(n-1) steps, 2(N-1) of them between servers (tuning.cc nsteps).
    QCOMPARE(e.steps, 2 * (n - 1));
    for (const auto &t : e.latencyTerms) {
        if (t.code == "latency.nvlink_steps") QCOMPARE(t.args[0], double(2 * (n - 1) - 2 * (N - 1)));
        if (t.code == "latency.network_software") QCOMPARE(t.args[0], double(2 * (N - 1)));
        if (t.code == "latency.network_software") QCOMPARE(t.args[1], 14.0 - 2.0); // Simple's 14 us minus the IB path
        if (t.code == "latency.base") QCOMPARE(t.us, 8.4);
    }
    QVERIFY(hasTerm(e, "latency.plateau"));
    // Bandwidth: each server sends 2(n-1)/n S through one 100G NIC; InfiniBand carries 4096 of every
    // 4122 bytes as payload; ring Simple keeps all of it.
    QCOMPARE(e.result.bottleneck.kind, BottleneckKind::Nic);
    QCOMPARE(e.bandwidthTerms.size(), std::size_t(1));
    QCOMPARE(e.bandwidthTerms[0].code, std::string("bandwidth.transfer_server"));
    QVERIFY(std::abs(e.bandwidthTerms[0].args[0] - 2.0 * 31 / 32 * 1e10) < 1);
    QVERIFY(std::abs(e.rate.rawGBps - 12.5) < 1e-9);
    QVERIFY(std::abs(e.rate.transportShare - 4096.0 / 4122.0) < 1e-12);
    QVERIFY(std::abs(e.rate.ncclShare - 1) < 1e-9);
    QVERIFY(std::abs(e.rate.effectiveGBps - 12.5 * 4096 / 4122) < 1e-9);
    // The bottleneck is located: that server's NIC link.
    QVERIFY(!e.location.deviceId.empty());
    QCOMPARE(e.location.linkIds.size(), std::size_t(1));
    const Link *link = d.findLink(e.location.linkIds[0]);
    QVERIFY(link);
    QVERIFY(link->from.device == e.location.deviceId || link->to.device == e.location.deviceId);
}

void TestExplain::nicDoublingHalvesBandwidthTerm()
{
    const Design d = generated({{"servers", "4"}, {"nic", "cx5-100g"}, {"nics-per-server", "1"}});
    CollectiveRequest request;
    request.bytes = 1e10;
    request.algorithm = Algorithm::Ring;
    request.protocol = Protocol::Simple;
    const CollectiveExplanation e = explainCollective(d, builtinCatalog(), request);
    const Counterfactual *nic = nullptr;
    for (const auto &c : e.counterfactuals)
        if (c.code == "nic_speed_x2") nic = &c;
    QVERIFY(nic && nic->ok);
    QCOMPARE(nic->args[0], 100.0);
    QCOMPARE(nic->args[1], 200.0);
    // Still NIC-bound at 200G (the leaf's uplinks are untouched but a single leaf holds 4 servers):
    // the bandwidth term halves, the latency stays.
    const double expected = e.result.latencyUs + e.result.bandwidthUs / 2;
    QVERIFY2(std::abs(nic->timeUs - expected) < 1e-6 * expected, qPrintable(QString::number(nic->timeUs)));
    QVERIFY(nic->changePercent < -45 && nic->changePercent > -50);
}

void TestExplain::nonBlockingDoesNotHelpRing()
{
    // A 2:1 rail-wired leaf-spine: the ring stays rail-aligned, so 1:1 changes nothing; the
    // all-to-all is bound by the uplinks and gains.
    const Design d = generated({{"servers", "64"}, {"oversubscription", "2"}});
    CollectiveRequest ring;
    ring.bytes = 1e9;
    ring.algorithm = Algorithm::Ring;
    const CollectiveExplanation e = explainCollective(d, builtinCatalog(), ring);
    bool seen = false;
    for (const auto &c : e.counterfactuals)
        if (c.code == "non_blocking") {
            seen = true;
            QVERIFY(std::abs(c.args[0] - 2) < 0.1);
            QVERIFY(std::abs(c.changePercent) < 0.5);
        }
    QVERIFY(seen);
    CollectiveRequest a2a = ring;
    a2a.op = CollectiveOp::AllToAll;
    a2a.algorithm = Algorithm::Auto;
    const CollectiveExplanation f = explainCollective(d, builtinCatalog(), a2a);
    for (const auto &c : f.counterfactuals)
        if (c.code == "non_blocking") QVERIFY(c.changePercent < -30);
}

// The what-ifs each copy the design and rebuild its profile: a worker told to stop (a newer edit,
// the window closing) asks before each and returns the explanation so far, marked.
void TestExplain::stopsBeforeEachWhatIf()
{
    // One leaf, no spine: NIC x2, network x2 and the two other transports; no 1:1 or 2:1 variant.
    const Design d = generated({{"servers", "4"}, {"nic", "cx5-100g"}, {"nics-per-server", "1"}});
    CollectiveRequest request;
    request.bytes = 1e10;
    request.algorithm = Algorithm::Ring;
    int asked = 0;
    const CollectiveExplanation whole = explainCollective(d, builtinCatalog(), request, true, [&asked] {
        ++asked;
        return false;
    });
    QVERIFY(!whole.stopped);
    QCOMPARE(whole.counterfactuals.size(), std::size_t(4));
    QCOMPARE(asked, 5); // before each step, the 1:1 / 2:1 one included

    asked = 0;
    const CollectiveExplanation part = explainCollective(d, builtinCatalog(), request, true, [&asked] { return ++asked >= 3; });
    QVERIFY(part.stopped);
    QCOMPARE(part.counterfactuals.size(), std::size_t(2)); // NIC x2 and network x2 ran
    QCOMPARE(part.counterfactuals[0].code, std::string("nic_speed_x2"));
    QVERIFY(part.ok);
    QCOMPARE(part.result.timeUs, whole.result.timeUs);
}

void TestExplain::variantsChangeTheDesign()
{
    const Design d = generated({{"servers", "16"}, {"oversubscription", "3"}});
    QVERIFY(worstOversubscription(d, builtinCatalog()) > 2.5);
    Design wide = d;
    QVERIFY(makeNonBlocking(wide, builtinCatalog()));
    QVERIFY(worstOversubscription(wide, builtinCatalog()) <= 1 + 1e-9);
    QVERIFY(!makeNonBlocking(wide, builtinCatalog()));
    Design thin = wide;
    QVERIFY(halveUplinks(thin));
    QVERIFY(std::abs(worstOversubscription(thin, builtinCatalog()) - 2) < 1e-9);
    Design fast = d;
    Catalog catalog = builtinCatalog();
    QVERIFY(doubleNicSpeed(fast, catalog));
    QCOMPARE(effectiveNics(fast.devices.back().isServer() ? fast.devices.back() : fast.devices.front(), catalog).speedGbps,
             2 * effectiveNics(d.devices.back().isServer() ? d.devices.back() : d.devices.front(), builtinCatalog()).speedGbps);
}

void TestExplain::leafUplinksLocated()
{
    const Design d = generated({{"servers", "64"}, {"oversubscription", "3"}});
    CollectiveRequest request;
    request.op = CollectiveOp::AllToAll;
    request.bytes = 1e9;
    const CollectiveExplanation e = explainCollective(d, builtinCatalog(), request, false);
    QCOMPARE(e.result.bottleneck.kind, BottleneckKind::LeafUplinks);
    const Device *leaf = d.findDevice(e.location.deviceId);
    QVERIFY(leaf && leaf->isSwitch() && leaf->role == SwitchRole::Leaf);
    QVERIFY(!e.location.linkIds.empty());
    for (const auto &id : e.location.linkIds) {
        const Link *link = d.findLink(id);
        QVERIFY(link);
        const std::string other = link->from.device == leaf->id ? link->to.device : link->from.device;
        QVERIFY(d.findDevice(other)->isSwitch()); // uplinks only
    }
    QCOMPARE(e.rate.resource, std::string("network"));
    QVERIFY(e.rate.fabricShare < 0.5); // 3:1 leaves pass about a third
}

// NCCL's node is an NVLink domain: two GB200 NVL72 racks are 2 nodes of 18 trays each, so the
// explanation counts 36 servers where the result counts 2 nodes; on HGX servers the two agree.
void TestExplain::nodesOfRacksCountTheirTrays()
{
    CollectiveRequest request;
    request.op = CollectiveOp::AllReduce;
    request.bytes = 1 << 30;
    const Design twoRacks = generated({{"racks", "2"}, {"rack", "gb200-nvl72"}}, "nvl72");
    // Only the trays holding ranks count: all 144 GPUs are 36 trays of 4; 80 GPUs packed are the
    // first rack's 72 (18 trays) and 8 of the second (2 trays); 4 ranks on each rack, strided, hold
    // one tray each. Every case runs on both racks' NCCL nodes.
    struct Case {
        int gpus, ranksPerServer, nodeServers;
    };
    for (const Case &c : {Case{0, 0, 36}, Case{80, 0, 20}, Case{8, 4, 2}}) {
        request.gpus = c.gpus;
        request.ranksPerServer = c.ranksPerServer;
        const CollectiveExplanation e = explainCollective(twoRacks, builtinCatalog(), request, false);
        QVERIFY2(e.ok, e.error.c_str());
        QCOMPARE(e.result.gpus, c.gpus == 0 ? 144 : c.gpus);
        QCOMPARE(e.result.servers, 2);
        QCOMPARE(e.nodeServers, c.nodeServers);
    }
    request.gpus = 0;
    request.ranksPerServer = 0;

    const CollectiveExplanation hgx = explainCollective(testdata::exampleDesign(), builtinCatalog(), request, false);
    QVERIFY(hgx.ok);
    QCOMPARE(hgx.nodeServers, hgx.result.servers);
    QCOMPARE(hgx.result.servers, hgx.result.gpus / 8);
}

SPINEL_QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
