// Hop counts: the closed form for layered fabrics (rules/layeredhops.cpp) gives the figures the
// breadth-first search gives, also on designs of two planes, where a server's NICs sit in two
// Closes and a pair of servers uses the plane where it is closest. Checked against the search
// (the diameter) and an all-pairs search in this file (every distance that occurs) on generated
// designs, and on hand-built two-plane fabrics with worked figures.
#include <QtTest>

#include <set>

#include "rules/hops.h"
#include "generate/generators.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;
using namespace spinel::fabric;

class TestHops : public QObject {
    Q_OBJECT

private slots:
    void closedFormMatchesSearch_data();
    void closedFormMatchesSearch();
    void twoPlanes_data();
    void twoPlanes();
    void irregularFabricIsSearched();
};

namespace {

// Every distance between two servers that reach each other, from one search per server
// (servers do not forward: no design here links servers to each other).
std::set<int> allPairDistances(const Topology &topo)
{
    std::set<int> distances;
    const int n = topo.deviceCount();
    std::vector<int> distance(static_cast<std::size_t>(n));
    for (int start = 0; start < n; ++start) {
        if (topo.tiers[std::size_t(start)] != Tier::Server) continue;
        std::fill(distance.begin(), distance.end(), -1);
        distance[std::size_t(start)] = 0;
        std::vector<int> queue{start};
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int v = queue[head];
            if (v != start && topo.tiers[std::size_t(v)] == Tier::Server) {
                distances.insert(distance[std::size_t(v)]);
                continue;
            }
            for (const auto &adj : topo.adjacency[std::size_t(v)])
                if (distance[std::size_t(adj.device)] < 0) {
                    distance[std::size_t(adj.device)] = distance[std::size_t(v)] + 1;
                    queue.push_back(adj.device);
                }
        }
    }
    return distances;
}

std::set<int> tierHops(const ServerHops &hops)
{
    std::set<int> set;
    for (const auto &tier : hops.byTier) set.insert(tier.hops);
    return set;
}

struct Builder {
    Design design;
    void device(const std::string &id, DeviceKind kind, SwitchRole role = SwitchRole::Leaf)
    {
        Device d;
        d.id = id;
        d.name = id;
        d.kind = kind;
        d.role = role;
        d.model = kind == DeviceKind::Server ? "hgx-h100" : "qm9700";
        design.devices.push_back(d);
    }
    void server(const std::string &id) { device(id, DeviceKind::Server); }
    void leaf(const std::string &id) { device(id, DeviceKind::Switch, SwitchRole::Leaf); }
    void spine(const std::string &id) { device(id, DeviceKind::Switch, SwitchRole::Spine); }
    void core(const std::string &id) { device(id, DeviceKind::Switch, SwitchRole::Core); }
    void link(const std::string &a, const std::string &b)
    {
        Link l;
        l.id = a + "-" + b;
        l.from.device = a;
        l.to.device = b;
        design.links.push_back(l);
    }
};

// Plane A: pods A1 (leaf a1, spine sa1) and A2 (leaf a2, spine sa2) joined by core ca. Plane B:
// one pod, leaves b1 and b2 under spine sb. s1 hangs off a1 and b1, s2 off a2 and b2.
Builder twoPlaneFabric()
{
    Builder b;
    for (const char *s : {"s1", "s2"}) b.server(s);
    for (const char *l : {"a1", "a2", "b1", "b2"}) b.leaf(l);
    for (const char *s : {"sa1", "sa2", "sb"}) b.spine(s);
    b.core("ca");
    b.link("s1", "a1");
    b.link("s1", "b1");
    b.link("s2", "a2");
    b.link("s2", "b2");
    b.link("a1", "sa1");
    b.link("a2", "sa2");
    b.link("b1", "sb");
    b.link("b2", "sb");
    b.link("sa1", "ca");
    b.link("sa2", "ca");
    return b;
}

} // namespace

void TestHops::closedFormMatchesSearch_data()
{
    QTest::addColumn<Design>("design");
    QTest::addColumn<int>("diameter");
    QTest::addColumn<int>("planes");
    const Catalog &catalog = builtinCatalog();
    // Worked figures (GB300 trays have 4 NICs; planes=2 gives 4 ports per plane, one per rail):
    // nvl72 racks=8 is one scalable unit of 144 trays, whose rail-r leaves in each plane take
    // every tray: any two trays share a leaf, 2 hops. Two SUs meet through the spines: 4.
    QTest::newRow("nvl72 1 SU, 2 planes") << generateFabric("nvl72", {{"racks", "8"}, {"planes", "2"}}, catalog) << 2 << 2;
    QTest::newRow("nvl72 2 SUs, 2 planes") << generateFabric("nvl72", {{"racks", "16"}, {"planes", "2"}}, catalog) << 4 << 2;
    QTest::newRow("nvl72 3 SUs, 1 plane") << generateFabric("nvl72", {{"racks", "24"}}, catalog) << 4 << 1;
    // Leaf-spine with rails: HGX H100 has 8 NICs, 4 per plane, rail r of a group on its own leaf;
    // qm9700 has 64 ports, 32 down per leaf, so a group holds 32 servers and two groups meet
    // through the spines (4 hops). With 3 tiers a pod is 32 leaves under 32 spines, 8 groups or
    // 256 servers: 512 servers fill two pods per plane, which meet through a core (6).
    QTest::newRow("leaf-spine 64 servers, 2 planes")
        << generateFabric("leaf-spine", {{"servers", "64"}, {"planes", "2"}}, catalog) << 4 << 2;
    QTest::newRow("leaf-spine 3 tiers, 2 pods a plane")
        << generateFabric("leaf-spine", {{"servers", "512"}, {"planes", "2"}, {"tiers", "3"}}, catalog) << 6 << 2;
    // Without rails NICs fill leaves in order: 4 NICs per plane, 8 servers on a 32-port leaf.
    QTest::newRow("leaf-spine no rails, 2 planes")
        << generateFabric("leaf-spine", {{"servers", "64"}, {"planes", "2"}, {"rails", "false"}}, catalog) << 4 << 2;
    QTest::newRow("leaf-spine no rails, 3 tiers, 2 pods a plane")
        << generateFabric("leaf-spine", {{"servers", "512"}, {"planes", "2"}, {"rails", "false"}, {"tiers", "3"}}, catalog) << 6
        << 2;
    // 4 planes of 2 NICs, 16 servers a leaf: 96 servers are 6 leaves, one pod in each plane, so
    // the cores are never the shortest way (4).
    QTest::newRow("leaf-spine no rails, 4 planes, 3 tiers")
        << generateFabric("leaf-spine", {{"servers", "96"}, {"planes", "4"}, {"rails", "false"}, {"tiers", "3"}}, catalog) << 4
        << 4;
    QTest::newRow("fat-tree k=4") << generateFabric("fat-tree", {{"k", "4"}, {"nics-per-server", "1"}}, catalog) << 6 << 1;
}

void TestHops::closedFormMatchesSearch()
{
    QFETCH(Design, design);
    QFETCH(int, diameter);
    QFETCH(int, planes);
    const Topology topo = buildTopology(design, builtinCatalog());
    const ServerClasses classes = classifyServers(topo);
    const auto closed = layeredHops(topo, classes);
    const auto searched = searchedHops(topo, classes);
    QVERIFY(closed);
    QVERIFY(searched);
    QCOMPARE(closed->diameter, diameter);
    QCOMPARE(searched->diameter, diameter);
    QCOMPARE(tierHops(*closed), allPairDistances(topo));
    // The planes really are separate: the servers' first and last NICs lead into different ones.
    std::set<std::string> prefixes;
    for (const auto &device : design.devices)
        if (device.isSwitch() && device.role == SwitchRole::Leaf) prefixes.insert(device.id.substr(0, device.id.find('-')));
    if (planes > 1) QCOMPARE(int(prefixes.size()), planes);
}

void TestHops::twoPlanes_data()
{
    QTest::addColumn<Design>("design");
    QTest::addColumn<int>("diameter");
    QTest::addColumn<QList<int>>("tiers");
    // s1 to s2: 6 hops in plane A (a1 sa1 ca sa2 a2), 4 in plane B (b1 sb b2): 4, the shorter.
    // Taking the larger of the planes' diameters would say 6.
    QTest::newRow("the nearer plane") << twoPlaneFabric().design << 4 << QList<int>{4};
    // s3 only on a2: 2 hops to s2 (a2), 6 to s1 (plane A is the only one they share).
    Builder third = twoPlaneFabric();
    third.server("s3");
    third.link("s3", "a2");
    QTest::newRow("a server in one plane") << third.design << 6 << QList<int>{2, 4, 6};
    // s4 and s5 on leaf c1 of a third, unlinked plane: 2 hops to each other, none to the rest.
    Builder apart = twoPlaneFabric();
    apart.server("s4");
    apart.server("s5");
    apart.leaf("c1");
    apart.link("s4", "c1");
    apart.link("s5", "c1");
    QTest::newRow("a plane of its own") << apart.design << 4 << QList<int>{2, 4};
}

void TestHops::twoPlanes()
{
    QFETCH(Design, design);
    QFETCH(int, diameter);
    QFETCH(QList<int>, tiers);
    const Topology topo = buildTopology(design, builtinCatalog());
    const ServerClasses classes = classifyServers(topo);
    const auto closed = layeredHops(topo, classes);
    QVERIFY(closed);
    QCOMPARE(closed->diameter, diameter);
    QCOMPARE(searchedHops(topo, classes).value().diameter, diameter);
    QCOMPARE(tierHops(*closed), std::set<int>(tiers.begin(), tiers.end()));
    QCOMPARE(tierHops(*closed), allPairDistances(topo));
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.diameterHops, diameter);
    QCOMPARE(int(analysis.hopsByTier.size()), int(tiers.size()));
}

// Plane B's pod gets a second spine that only b2 reaches: b1 and b2 still meet at sb, but the
// closed form assumes every leaf reaches every spine of its pod, so the search answers (4).
void TestHops::irregularFabricIsSearched()
{
    Builder b = twoPlaneFabric();
    b.spine("sb2");
    b.link("b2", "sb2");
    const Topology topo = buildTopology(b.design, builtinCatalog());
    const ServerClasses classes = classifyServers(topo);
    QVERIFY(!layeredHops(topo, classes));
    const FabricAnalysis analysis = analyzeFabric(b.design, builtinCatalog());
    QCOMPARE(analysis.diameterHops, 4);
    QVERIFY(analysis.hopsByTier.empty());
}

SPINEL_QTEST_APPLESS_MAIN(TestHops)
#include "tst_hops.moc"
