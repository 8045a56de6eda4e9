// The single-points-of-failure check's own block search (rules/biconnectedblocks.h): against
// Boost.Graph's biconnected_components on random simple graphs, and where Boost cannot be the
// reference: parallel cables and a chain too deep for recursion.
#include <QtTest>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/biconnected_components.hpp>

#include <algorithm>
#include <random>
#include <set>

#include "rules/biconnectedblocks.h"
#include "support/testmain.h"

using namespace spinel;
using spinel::fabric::findBiconnectedBlocks;

class TestBiconnectedBlocks : public QObject {
    Q_OBJECT

private slots:
    void matchesBoostOnSimpleGraphs();
    void triangleWithTail();
    void parallelCablesAreOneBlock();
    void linksLeftOutAreNotEdges();
    void longChain();
};

namespace {

Topology topologyOf(int devices, const std::vector<std::pair<int, int>> &links)
{
    Topology topo;
    topo.tiers.assign(std::size_t(devices), Tier::Leaf);
    topo.gpus.assign(std::size_t(devices), 0);
    topo.adjacency.resize(std::size_t(devices));
    for (const auto &[a, b] : links) {
        const int l = topo.linkCount();
        topo.linkFrom.push_back(a);
        topo.linkTo.push_back(b);
        topo.adjacency[std::size_t(a)].push_back({b, l});
        if (a != b) topo.adjacency[std::size_t(b)].push_back({a, l});
    }
    return topo;
}

std::vector<char> allUsable(const Topology &topo)
{
    return std::vector<char>(std::size_t(topo.linkCount()), 1);
}

} // namespace

void TestBiconnectedBlocks::matchesBoostOnSimpleGraphs()
{
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                        boost::property<boost::edge_index_t, std::size_t>>;
    std::mt19937 random(20261128);
    int articulationsSeen = 0, bridgesSeen = 0;
    for (int round = 0; round < 300; ++round) {
        const int n = 2 + int(random() % 40);
        // Sparse to dense, so that trees, cycles and cliques all come up; no parallel edges.
        const double density = std::uniform_real_distribution<double>(0.02, 0.4)(random);
        std::vector<std::pair<int, int>> links;
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b)
                if (std::uniform_real_distribution<double>(0, 1)(random) < density)
                    links.push_back(random() % 2 ? std::make_pair(a, b) : std::make_pair(b, a));
        std::shuffle(links.begin(), links.end(), random);
        const Topology topo = topologyOf(n, links);
        const auto ours = findBiconnectedBlocks(topo, allUsable(topo));

        Graph graph(static_cast<std::size_t>(n));
        for (std::size_t l = 0; l < links.size(); ++l) boost::add_edge(links[l].first, links[l].second, l, graph);
        std::vector<std::size_t> component(links.size());
        std::vector<std::size_t> articulation;
        const auto boostBlocks = boost::biconnected_components(
            graph, boost::make_iterator_property_map(component.begin(), boost::get(boost::edge_index, graph)),
            std::back_inserter(articulation));

        // The same search order, so the same numbering and the same finishing order.
        QCOMPARE(ours.blocks, int(boostBlocks.first));
        for (std::size_t l = 0; l < links.size(); ++l) QCOMPARE(ours.blockOfLink[l], int(component[l]));
        QCOMPARE(ours.articulation, std::vector<int>(articulation.begin(), articulation.end()));
        articulationsSeen += int(articulation.size());
        std::vector<int> size(std::size_t(ours.blocks), 0);
        for (int block : ours.blockOfLink) ++size[std::size_t(block)];
        bridgesSeen += int(std::count(size.begin(), size.end(), 1));
    }
    // The random graphs did exercise both kinds of single point.
    QVERIFY(articulationsSeen > 100);
    QVERIFY(bridgesSeen > 100);
}

void TestBiconnectedBlocks::triangleWithTail()
{
    // 0-1-2-0 is a cycle, 2-3 hangs off it: two blocks, 2 the only articulation point.
    const Topology topo = topologyOf(4, {{0, 1}, {1, 2}, {2, 0}, {2, 3}});
    const auto found = findBiconnectedBlocks(topo, allUsable(topo));
    QCOMPARE(found.blocks, 2);
    QCOMPARE(found.blockOfLink[0], found.blockOfLink[1]);
    QCOMPARE(found.blockOfLink[1], found.blockOfLink[2]);
    QVERIFY(found.blockOfLink[3] != found.blockOfLink[0]);
    QCOMPARE(found.articulation, std::vector<int>{2});
}

void TestBiconnectedBlocks::parallelCablesAreOneBlock()
{
    // 0 =(two cables)= 1 - 2: the pair survives one cable failing, the single cable to 2 does not.
    const Topology topo = topologyOf(3, {{0, 1}, {1, 0}, {1, 2}});
    const auto found = findBiconnectedBlocks(topo, allUsable(topo));
    QCOMPARE(found.blocks, 2);
    QCOMPARE(found.blockOfLink[0], found.blockOfLink[1]);
    QVERIFY(found.blockOfLink[2] != found.blockOfLink[0]);
    QCOMPARE(found.articulation, std::vector<int>{1});
}

void TestBiconnectedBlocks::linksLeftOutAreNotEdges()
{
    // A square 0-1-2-3-0 with its last side failed: a path of three bridges; a loop is never an edge.
    const Topology topo = topologyOf(4, {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {1, 1}});
    std::vector<char> usable = allUsable(topo);
    usable[3] = 0;
    const auto found = findBiconnectedBlocks(topo, usable);
    QCOMPARE(found.blocks, 3);
    QCOMPARE(found.blockOfLink[3], -1);
    QCOMPARE(found.blockOfLink[4], -1);
    QCOMPARE(found.articulation.size(), std::size_t(2));
    QCOMPARE(std::set<int>(found.articulation.begin(), found.articulation.end()), (std::set<int>{1, 2}));
}

void TestBiconnectedBlocks::longChain()
{
    // A million devices in a line (recursion would overflow the stack): every inner device is an
    // articulation point and every link its own block; closing the ring leaves one block.
    const int n = 1'000'000;
    std::vector<std::pair<int, int>> links;
    for (int i = 0; i + 1 < n; ++i) links.emplace_back(i, i + 1);
    Topology topo = topologyOf(n, links);
    auto found = findBiconnectedBlocks(topo, allUsable(topo));
    QCOMPARE(found.blocks, n - 1);
    QCOMPARE(int(found.articulation.size()), n - 2);
    links.emplace_back(n - 1, 0);
    topo = topologyOf(n, links);
    found = findBiconnectedBlocks(topo, allUsable(topo));
    QCOMPARE(found.blocks, 1);
    QVERIFY(found.articulation.empty());
}

SPINEL_QTEST_APPLESS_MAIN(TestBiconnectedBlocks)
#include "tst_biconnectedblocks.moc"
