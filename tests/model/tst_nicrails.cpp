// Which NIC each server cable uses, and what follows from it (issue 12, defects 2 and 4): the
// drawing order of unpinned cables, the rail-alignment finding, re-assigning NICs to rails, and
// rails of mixed speeds running at the slowest rail.
#include <QTest>

#include <algorithm>

#include "core/nicassignment.h"
#include "edit/railrealignment.h"
#include "rules/analysis.h"
#include "support/testmain.h"
#include "timing/collectives.h"
#include "support/testdata.h"
#include "timingdesigns.h"

using namespace spinel;
using namespace spinel::timing;

namespace {

const Finding *railFinding(const FabricAnalysis &analysis, const std::string &server)
{
    for (const Finding &f : analysis.findings)
        if (f.code == "rail-misaligned" && !f.objects.empty() && f.objects.front() == server) return &f;
    return nullptr;
}

double allReduceUs(const Design &design)
{
    CollectiveRequest request;
    request.bytes = 1 << 30;
    request.algorithm = Algorithm::Ring;
    request.protocol = Protocol::Simple;
    const CollectiveResult r = timeCollective(buildFabricProfile(design, builtinCatalog()), request);
    if (!r.ok) qFatal("all-reduce refused: %s", r.error.c_str());
    return r.timeUs;
}

// `design` with every server port unpinned (cables drawn by hand) and srv-2's eight cables drawn
// in the reverse order: its first cable goes to leaf-8.
Design reversedDrawing(Design design = testdata::exampleDesign())
{
    for (Link &link : design.links) link.from.port.reset(), link.to.port.reset();
    std::vector<Link> srv2;
    std::erase_if(design.links, [&](const Link &link) {
        if (link.from.device != "srv-2") return false;
        srv2.push_back(link);
        return true;
    });
    design.links.insert(design.links.end(), srv2.rbegin(), srv2.rend());
    return design;
}

} // namespace

class TestNicRails : public QObject {
    Q_OBJECT
private slots:
    void pinnedFirstThenDrawingOrder();
    void drawingOrderIsFoundAndFixed();
    void realignLeavesAlignedDesignAlone();
    void drawingOrderCostsAnOversubscribedFabric();
    void mixedSpeedsRunAtTheSlowestRail();
};

void TestNicRails::pinnedFirstThenDrawingOrder()
{
    // Cables of one server: a (unpinned), b (port 0), c (bundle of 2, unpinned), d (port 3).
    // Pinned ports are the NIC; a takes the first free NIC (1); c needs two adjacent free NICs:
    // 2 is free but 3 is d's, so 4 and 5.
    Design design = testdata::railDesign(0, 1, 1);
    Device server;
    server.id = server.name = "srv";
    server.model = "hgx-h100";
    design.devices.push_back(server);
    auto add = [&](const char *id, std::optional<int> port, int count, const char *leaf) {
        Link link;
        link.id = id;
        link.from = {"srv", port};
        link.to = {leaf, std::nullopt};
        link.count = count;
        design.links.push_back(link);
    };
    add("a", std::nullopt, 1, "leaf-1");
    add("b", 0, 1, "leaf-2");
    add("c", std::nullopt, 2, "leaf-3");
    add("d", 3, 1, "leaf-4");
    const Topology topo = buildTopology(design, builtinCatalog());
    const std::vector<LinkNics> nics = assignNics(design, topo);
    auto nicOf = [&](const char *id) { return nics[std::size_t(topo.findLink(id))].from; };
    QCOMPARE(nicOf("a"), 1);
    QCOMPARE(nicOf("b"), 0);
    QCOMPARE(nicOf("c"), 4);
    QCOMPARE(nicOf("d"), 3);
    QCOMPARE(nics[std::size_t(topo.findLink("a"))].to, -1); // a leaf end has no NIC
}

void TestNicRails::drawingOrderIsFoundAndFixed()
{
    const Design drawn = testdata::exampleDesign();
    Design reversed = reversedDrawing();
    // srv-2's NIC 1 sits on leaf-8, so every rail between srv-2 and the others crosses a spine
    // (free here only because the example is 1:1), and the rule says so, naming the server, the
    // NIC, the cable and the leaf.
    const double alignedUs = allReduceUs(drawn);
    QVERIFY(allReduceUs(reversed) >= alignedUs);
    const FabricAnalysis analysis = analyzeFabric(reversed, builtinCatalog());
    const Finding *finding = railFinding(analysis, "srv-2");
    QVERIFY(finding);
    QCOMPARE(finding->severity, Severity::Warning);
    const QString message = QString::fromStdString(finding->message);
    QVERIFY2(message.startsWith(QStringLiteral(
                 "srv-2: 8 cables are on another rail's leaf: NIC 1 (srv-2-rail-8) goes to leaf-8, the leaf of rail 8")),
             finding->message.c_str());
    QVERIFY(std::find(finding->objects.begin(), finding->objects.end(), "leaf-8") != finding->objects.end());
    QVERIFY(!railFinding(analysis, "srv-1"));

    // Re-assigning NICs pins srv-2's eight cables (and nothing else) back to their rails: the rule
    // is silent and the all-reduce is as fast as the design drawn in order.
    const std::vector<Link> changed = RailRealignment::realign(reversed, builtinCatalog());
    QCOMPARE(changed.size(), std::size_t(8));
    for (const Link &link : changed) {
        QCOMPARE(link.from.device, std::string("srv-2"));
        QCOMPARE(*link.from.port + 1, std::stoi(link.to.device.substr(5))); // NIC r to leaf-r
        *reversed.findLink(link.id) = link;
    }
    QVERIFY(!railFinding(analyzeFabric(reversed, builtinCatalog()), "srv-2"));
    QCOMPARE(allReduceUs(reversed), alignedUs);
    QVERIFY(RailRealignment::realign(reversed, builtinCatalog()).empty());
    // Asked for srv-1 only, nothing moves: srv-1 was aligned.
    QVERIFY(RailRealignment::realign(reversedDrawing(), builtinCatalog(), {"srv-1"}).empty());
}

void TestNicRails::realignLeavesAlignedDesignAlone()
{
    QVERIFY(RailRealignment::realign(testdata::exampleDesign(), builtinCatalog()).empty());
    QVERIFY(RailRealignment::realign(testdata::railDesign(16, 2, 4), builtinCatalog()).empty());
}

void TestNicRails::drawingOrderCostsAnOversubscribedFabric()
{
    // Eight servers under eight rail leaves, each leaf with one 400G uplink (8:1). Drawn in order
    // no rail leaves its leaf, so the uplinks carry nothing. srv-2 drawn backwards puts its NIC 1
    // on leaf-8: leaf-1 then sends two 400G rail flows (rail 1 to srv-2, srv-2's rail 8 back)
    // through one 400G uplink, half the rate, and the ring all-reduce about twice as long.
    const Design inOrder = testdata::railDesign(8, 1, 1);
    Design reversed = reversedDrawing(inOrder);
    const double alignedUs = allReduceUs(inOrder);
    QVERIFY2(allReduceUs(reversed) > alignedUs * 1.5, qPrintable(QString::number(allReduceUs(reversed) / alignedUs)));
    for (const Link &link : RailRealignment::realign(reversed, builtinCatalog())) *reversed.findLink(link.id) = link;
    QCOMPARE(allReduceUs(reversed), alignedUs);
}

void TestNicRails::mixedSpeedsRunAtTheSlowestRail()
{
    // Two HGX H100 servers under the same eight rail leaves; NICs of 400G. NCCL splits the bytes
    // evenly over its channels and each channel crosses the network on one rail, so with 4 of 8
    // cables at 100G every rail finishes at the 100G pace: 8 NICs x 100 Gb/s / 8 GPUs / 8 bits =
    // 12.5 GB/s per GPU before transport efficiency, not the pooled (4 x 400 + 4 x 100) / 64 =
    // 31.25 GB/s. The same as all eight at 100G, and a quarter of all eight at 400G.
    timingtest::RailFabric fabric;
    fabric.servers = 2;
    const Design fast = timingtest::railFabric(fabric);
    fabric.linkGbps = 100;
    const Design slow = timingtest::railFabric(fabric);
    Design mixed = fast;
    int slowed = 0;
    for (Link &link : mixed.links)
        if (link.from.device.starts_with("srv-") && *link.from.port % 2 == 1) link.speedGbps = 100, ++slowed;
    QCOMPARE(slowed, 8);
    const FabricProfile profile = buildFabricProfile(mixed, builtinCatalog());
    const double efficiency = transportEfficiency(Transport::InfiniBand);
    QCOMPARE(profile.allGpus.gpuNetworkGBps, 8 * 100.0 / 8 / 8 * efficiency);
    QCOMPARE(profile.allGpus.serverNetworkGbps, 4 * 400.0 + 4 * 100.0); // the line rate is still the sum
    for (CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::AllGather, CollectiveOp::AllToAll}) {
        CollectiveRequest request;
        request.op = op;
        request.bytes = 1 << 30;
        const CollectiveResult onMixed = timeCollective(profile, request);
        const CollectiveResult onSlow = timeCollective(buildFabricProfile(slow, builtinCatalog()), request);
        const CollectiveResult onFast = timeCollective(buildFabricProfile(fast, builtinCatalog()), request);
        QVERIFY(onMixed.ok && onSlow.ok && onFast.ok);
        QCOMPARE(onMixed.busbwGBps, onSlow.busbwGBps);
        QVERIFY2(onMixed.busbwGBps < onFast.busbwGBps / 2, toString(op));
        QCOMPARE(onMixed.bottleneck.text, std::string("server link 100G (NIC 400G)"));
    }
}

SPINEL_QTEST_APPLESS_MAIN(TestNicRails)
#include "tst_nicrails.moc"
