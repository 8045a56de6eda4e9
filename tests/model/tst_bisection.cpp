// Bisection: the closed form for layered Clos fabrics equals the exact min cut (Boost max flow)
// on small fabrics, for the balanced split and for random splits; published fractions come out.
#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <map>
#include <numeric>
#include <random>

#include "rules/analysis.h"
#include "analysis/bisection.h"
#include "analysis/closstructure.h"
#include "generate/generators.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;
using namespace spinel::fabric;

class TestBisection : public QObject {
    Q_OBJECT

private slots:
    void closedFormMatchesMinCut_data();
    void closedFormMatchesMinCut();
    void publishedFractions_data();
    void publishedFractions();
    void torusUsesMinCut();
    void drawnShortcutUsesMinCut();
    void splitIsBalanced();
    void failedCoreLinkGivesAValidMaxFlow();
    void shrunkCutMatchesMaxFlow_data();
    void shrunkCutMatchesMaxFlow();
    void coreClassCut_data();
    void coreClassCut();
    void alikeCoreGroupsMatchTheMaxFlow();
    void unlikeCoreGroupsGetTheShrunkMaxFlow();
};

namespace {

// An independent exact min cut (Edmonds-Karp on a dense residual matrix) to hold push-relabel
// against: servers on side A hang off the source, side B off the sink, every cable both ways.
double referenceMinCutGbps(const BisectionProblem &problem)
{
    const Topology &topo = problem.topo;
    const int n = topo.deviceCount() + 2, source = n - 2, sink = n - 1;
    std::vector<double> residual(std::size_t(n) * std::size_t(n), 0);
    auto at = [&](int u, int v) -> double & { return residual[std::size_t(u) * std::size_t(n) + std::size_t(v)]; };
    for (int l = 0; l < topo.linkCount(); ++l) {
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (a < 0) continue;
        at(a, b) += problem.capacityGbps[std::size_t(l)];
        at(b, a) += problem.capacityGbps[std::size_t(l)];
    }
    for (int i = 0; i < topo.deviceCount(); ++i)
        if (topo.tiers[std::size_t(i)] == Tier::Server) {
            if (problem.sideA[std::size_t(i)]) at(source, i) = 1e12;
            else at(i, sink) = 1e12;
        }
    double total = 0;
    for (;;) {
        std::vector<int> parent(std::size_t(n), -1);
        parent[std::size_t(source)] = source;
        std::vector<int> queue{source};
        for (std::size_t head = 0; head < queue.size() && parent[std::size_t(sink)] < 0; ++head)
            for (int v = 0; v < n; ++v)
                if (parent[std::size_t(v)] < 0 && at(queue[head], v) > 1e-9) {
                    parent[std::size_t(v)] = queue[head];
                    queue.push_back(v);
                }
        if (parent[std::size_t(sink)] < 0) return total;
        double push = 1e18;
        for (int v = sink; v != source; v = parent[std::size_t(v)]) push = std::min(push, at(parent[std::size_t(v)], v));
        for (int v = sink; v != source; v = parent[std::size_t(v)]) {
            at(parent[std::size_t(v)], v) -= push;
            at(v, parent[std::size_t(v)]) += push;
        }
        total += push;
    }
}

// Two planes that group the servers differently and weigh them differently: plane 2 is a copy
// of a 3-tier fabric's switches ("q-" ids) with server k wired where server 7k+3 (mod 64) is in
// plane 1, and even servers have two cables to each leaf in plane 1, odd ones in plane 2. A
// split then often finds one plane cheaper to cut with its cores on side A and the other with
// them on side B, which putting every core on one side (as in a single plane) would overstate.
Design differentlyWiredPlanes(const Catalog &catalog)
{
    const Design plane = generateFabric(
        "leaf-spine",
        {{"servers", "64"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"tiers", "3"}, {"oversubscription", "2"}}, catalog);
    std::vector<std::string> servers;
    for (const Device &device : plane.devices)
        if (device.isServer()) servers.push_back(device.id);
    std::map<std::string, std::size_t> serverIndex, secondEnd; // secondEnd: plane 1's server -> plane 2's there
    for (std::size_t k = 0; k < servers.size(); ++k) {
        serverIndex[servers[k]] = k;
        secondEnd[servers[(7 * k + 3) % servers.size()]] = k;
    }
    Design design = plane;
    for (const Device &device : plane.devices)
        if (device.isSwitch()) {
            Device copy = device;
            copy.id = "q-" + device.id;
            design.devices.push_back(copy);
        }
    for (std::size_t l = 0; l < plane.links.size(); ++l) {
        Link copy = plane.links[l];
        copy.id = "q-" + copy.id;
        for (Endpoint *end : {&copy.from, &copy.to}) {
            const auto server = secondEnd.find(end->device);
            if (server == secondEnd.end()) {
                end->device = "q-" + end->device;
                continue;
            }
            if (serverIndex[end->device] % 2 == 0) design.links[l].count = 2; // an even server in plane 1
            end->device = servers[server->second];
            if (server->second % 2) copy.count = 2; // an odd one in plane 2
        }
        design.links.push_back(copy);
    }
    return design;
}

// Hand-built fabrics: H100 servers and QM9700 switches, a link's id its two ends joined by "-".
struct HandBuilt {
    Design design;
    void add(const std::string &id, DeviceKind kind, SwitchRole role)
    {
        Device device;
        device.id = device.name = id;
        device.kind = kind;
        device.role = role;
        device.model = kind == DeviceKind::Server ? "hgx-h100" : "qm9700";
        design.devices.push_back(device);
    }
    void link(const std::string &a, const std::string &b, int count)
    {
        Link l;
        l.id = a + "-" + b;
        l.from.device = a;
        l.to.device = b;
        l.count = count;
        design.links.push_back(l);
    }
};

// Two pods (a leaf of 4 servers under 2 spines each) and two cores that every spine reaches:
// core-1 with two cables to each spine, core-2 with one. Each spine has the same uplinks and each
// core sees the pods alike, but the cores differ in size.
Design coresOfTwoSizes()
{
    HandBuilt built;
    auto add = [&](const std::string &id, DeviceKind kind, SwitchRole role) { built.add(id, kind, role); };
    auto link = [&](const std::string &a, const std::string &b, int count) { built.link(a, b, count); };
    add("core-1", DeviceKind::Switch, SwitchRole::Core);
    add("core-2", DeviceKind::Switch, SwitchRole::Core);
    for (const std::string pod : {"a", "b"}) {
        add(pod + "-leaf", DeviceKind::Switch, SwitchRole::Leaf);
        for (const std::string spine : {"-spine-1", "-spine-2"}) {
            add(pod + spine, DeviceKind::Switch, SwitchRole::Spine);
            link(pod + "-leaf", pod + spine, 4);
            link(pod + spine, "core-1", 2);
            link(pod + spine, "core-2", 1);
        }
        for (int s = 1; s <= 4; ++s) {
            add(pod + "-srv-" + std::to_string(s), DeviceKind::Server, SwitchRole::Leaf);
            link(pod + "-srv-" + std::to_string(s), pod + "-leaf", 2);
        }
    }
    return built.design;
}

// Two pods (a leaf of 4 servers, 2 cables each, under one spine: 8 cables) and two cores that
// lean to different pods: core-1 has 6 cables to pod a's spine and 1 to pod b's, core-2 the
// mirror image. Split pod against pod, each core sides with the pod it leans to.
Design coresLeaningApart()
{
    Design design = coresOfTwoSizes();
    std::erase_if(design.devices, [](const Device &d) { return d.id.find("spine-2") != std::string::npos; });
    std::erase_if(design.links, [](const Link &l) { return l.id.find("spine-2") != std::string::npos; });
    for (Link &link : design.links) {
        if (link.id.find("-leaf-") != std::string::npos) link.count = 8;
        if (link.to.device.rfind("core-", 0) == 0)
            link.count = link.id == "a-spine-1-core-1" || link.id == "b-spine-1-core-2" ? 6 : 1;
    }
    return design;
}

// A random layered fabric whose core groups are alike (ClosStructure::CoreClass): 2-4 pods of 1-3
// leaves and `m` = 1-3 spines each, every leaf with the same 1-3 cables to each spine of its pod
// and 1-3 servers of 1-2 cables; core group j hangs off spine j of every pod, and each group holds
// the same 1-3 cores with 0-3 cables to each pod (at least one in all), listed in a different
// order in each group.
Design randomAlikeGroups(std::mt19937 &random)
{
    auto pick = [&](int low, int high) { return low + int(random() % unsigned(high - low + 1)); };
    HandBuilt built;
    auto add = [&](const std::string &id, DeviceKind kind, SwitchRole role) { built.add(id, kind, role); };
    auto link = [&](const std::string &a, const std::string &b, int count) { built.link(a, b, count); };
    const int pods = pick(2, 4), spines = pick(1, 3), cores = pick(1, 3);
    std::vector<std::vector<int>> cables(static_cast<std::size_t>(cores), std::vector<int>(static_cast<std::size_t>(pods)));
    for (auto &core : cables) {
        for (int &c : core) c = pick(0, 3);
        if (std::all_of(core.begin(), core.end(), [](int c) { return c == 0; })) core[random() % core.size()] = 1;
    }
    for (int p = 0; p < pods; ++p) {
        const std::string pod = "p" + std::to_string(p);
        for (int j = 0; j < spines; ++j) add(pod + "-spine-" + std::to_string(j), DeviceKind::Switch, SwitchRole::Spine);
        const int leaves = pick(1, 3);
        for (int l = 0; l < leaves; ++l) {
            const std::string leaf = pod + "-leaf-" + std::to_string(l);
            add(leaf, DeviceKind::Switch, SwitchRole::Leaf);
            const int up = pick(1, 3);
            for (int j = 0; j < spines; ++j) link(leaf, pod + "-spine-" + std::to_string(j), up);
            const int servers = pick(1, 3);
            for (int s = 0; s < servers; ++s) {
                const std::string server = leaf + "-srv-" + std::to_string(s);
                add(server, DeviceKind::Server, SwitchRole::Leaf);
                link(server, leaf, pick(1, 2));
            }
        }
    }
    for (int j = 0; j < spines; ++j) {
        std::vector<int> order(static_cast<std::size_t>(cores));
        std::iota(order.begin(), order.end(), 0);
        std::shuffle(order.begin(), order.end(), random);
        for (int c = 0; c < cores; ++c) {
            const std::string core = "g" + std::to_string(j) + "-core-" + std::to_string(c);
            add(core, DeviceKind::Switch, SwitchRole::Core);
            for (int p = 0; p < pods; ++p)
                if (const int count = cables[std::size_t(order[std::size_t(c)])][std::size_t(p)])
                    link("p" + std::to_string(p) + "-spine-" + std::to_string(j), core, count);
        }
    }
    return built.design;
}

// A 3-tier leaf-spine whose cores see the pods unevenly (coreClassCut).
Design unevenCores(const GeneratorParams &extra = {})
{
    GeneratorParams params{{"servers", "98"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"tiers", "3"}, {"rails", "false"}};
    for (const auto &[key, value] : extra) params[key] = value;
    return generateFabric("leaf-spine", params, builtinCatalog());
}

} // namespace

void TestBisection::closedFormMatchesMinCut_data()
{
    QTest::addColumn<Design>("design");
    const Catalog &catalog = builtinCatalog();
    auto add = [&](const char *name, const std::string &templ, const GeneratorParams &params) {
        QTest::newRow(name) << generateFabric(templ, params, catalog);
    };
    add("fat-tree k=4, 1 NIC", "fat-tree", {{"k", "4"}, {"nics-per-server", "1"}});
    add("fat-tree k=6, 1 NIC", "fat-tree", {{"k", "6"}, {"nics-per-server", "1"}});
    add("fat-tree k=4, 8 NICs", "fat-tree", {{"k", "4"}});
    add("rail 1 SU", "rail-optimized", {{"sus", "1"}});
    add("rail 2 SUs 2:1", "rail-optimized", {{"sus", "2"}, {"oversubscription", "2"}});
    add("leaf-spine 3:1", "leaf-spine", {{"servers", "64"}, {"oversubscription", "3"}});
    add("leaf-spine no rails", "leaf-spine", {{"servers", "13"}, {"rails", "false"}});
    add("leaf-spine 2 planes", "leaf-spine", {{"servers", "40"}, {"planes", "2"}});
    add("3 tiers 100G", "leaf-spine", {{"servers", "160"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"tiers", "3"}});
    add("3 tiers 100G 2:1", "leaf-spine",
        {{"servers", "200"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"oversubscription", "2"}});
    // Two planes of three tiers: each plane's cores see only that plane's pods, so each plane
    // is cut on its own and the cuts add up (128 servers: 2 pods a plane; 320 at 2:1: 4).
    add("3 tiers 100G 2 planes", "leaf-spine",
        {{"servers", "128"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"tiers", "3"}, {"planes", "2"}});
    add("3 tiers 100G 2 planes 2:1", "leaf-spine",
        {{"servers", "320"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"planes", "2"}, {"oversubscription", "2"}});
    QTest::newRow("3 tiers, 2 planes wired differently") << differentlyWiredPlanes(catalog);
    // A partial last pod (40 leaves in pods of 16): its spines have fewer core uplinks, so every
    // core sees it with less capacity than the full pods, but all cores alike.
    QTest::newRow("cores of two sizes") << coresOfTwoSizes();
    add("3 tiers partial pod", "leaf-spine", {{"servers", "80"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"tiers", "3"}});
    add("3 tiers partial pod 2 planes", "leaf-spine",
        {{"servers", "160"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"tiers", "3"}, {"planes", "2"}});
    add("3 tiers partial pod 2:1", "leaf-spine",
        {{"servers", "88"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"tiers", "3"}, {"oversubscription", "2"}});
    QTest::newRow("hand-built rails") << testdata::railDesign(8, 3, 2);
    // Cores that see the pods unevenly, cut by classes (coreClassCut): 1:1, 2:1, and
    // two planes.
    QTest::newRow("uneven cores") << unevenCores();
    QTest::newRow("uneven cores 2:1") << unevenCores({{"oversubscription", "2"}});
    QTest::newRow("uneven cores 2 planes") << unevenCores({{"servers", "196"}, {"planes", "2"}});
    QTest::newRow("cores leaning apart") << coresLeaningApart();
}

void TestBisection::closedFormMatchesMinCut()
{
    QFETCH(Design, design);
    BisectionProblem problem = bisectionProblem(design, builtinCatalog());
    const auto closed = closedFormBisectionGbps(problem.topo, problem.capacityGbps, problem.sideA);
    QVERIFY(closed);
    QCOMPARE(*closed, minCutGbps(problem.topo, problem.capacityGbps, problem.sideA));
    // Any split, not just the balanced one: the closed form holds for every assignment of servers.
    std::mt19937 random(20240611);
    for (int trial = 0; trial < 30; ++trial) {
        for (int i = 0; i < problem.topo.deviceCount(); ++i) problem.sideA[std::size_t(i)] = char(random() % 2);
        const double exact = minCutGbps(problem.topo, problem.capacityGbps, problem.sideA);
        const auto fast = closedFormBisectionGbps(problem.topo, problem.capacityGbps, problem.sideA);
        QVERIFY(fast);
        QVERIFY2(std::fabs(*fast - exact) < 1e-6,
                 qPrintable(QStringLiteral("trial %1: closed form %2, min cut %3").arg(trial).arg(*fast).arg(exact)));
    }
}

void TestBisection::publishedFractions_data()
{
    QTest::addColumn<Design>("design");
    QTest::addColumn<double>("bisectionGbps");
    QTest::addColumn<double>("fraction");
    const Catalog &catalog = builtinCatalog();
    // Fat-tree: full bisection (Al-Fares et al.): 8 of 16 NICs × 400G.
    QTest::newRow("fat-tree k=4") << generateFabric("fat-tree", {{"k", "4"}, {"nics-per-server", "1"}}, catalog) << 3200.0 << 1.0;
    // 2 SUs at 2:1: SU 1's 8 leaves × 16 uplinks × 400G cross; half of 32 servers × 8 × 400G.
    QTest::newRow("2 SUs 2:1") << generateFabric("rail-optimized", {{"sus", "2"}, {"oversubscription", "2"}}, catalog) << 51200.0
                               << 0.5;
    // Example: 4 servers, 2 on each side, all sharing the rail leaves: the injection bound.
    QTest::newRow("example") << testdata::exampleDesign() << 6400.0 << 1.0;
}

void TestBisection::publishedFractions()
{
    QFETCH(Design, design);
    QFETCH(double, bisectionGbps);
    QFETCH(double, fraction);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.bisectionGbps, bisectionGbps);
    QCOMPARE(analysis.bisectionFraction(), fraction);
    QCOMPARE(analysis.bisectionMethod, BisectionMethod::ClosedForm);
}

void TestBisection::torusUsesMinCut()
{
    // 4x4x4 torus, split along the third dimension (the canvas's left half): 16 rings of 4 are
    // each cut twice, 32 × 400G = 12,800 Gb/s; the halves inject 32 × 6 × 400G.
    const Design design = generateFabric("torus", {}, builtinCatalog());
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.bisectionMethod, BisectionMethod::MinCut);
    QCOMPARE(analysis.bisectionGbps, 12800.0);
    QCOMPARE(analysis.fullBisectionGbps, 76800.0);
    const BisectionProblem problem = bisectionProblem(design, builtinCatalog());
    QVERIFY(!closedFormBisectionGbps(problem.topo, problem.capacityGbps, problem.sideA));
}

void TestBisection::drawnShortcutUsesMinCut()
{
    // A leaf-to-leaf cable is not Clos: the exact min cut takes over.
    Design design = testdata::railDesign(8, 2, 1); // 8 × 400G down, 2 × 400G up per leaf
    Link shortcut = design.links.front();
    shortcut.id = "shortcut";
    shortcut.from = {"leaf-1", std::nullopt};
    shortcut.to = {"leaf-2", std::nullopt};
    design.links.push_back(shortcut);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.bisectionMethod, BisectionMethod::MinCut);
    // Servers 1-4 against 5-8 share every leaf: injection-bound, 4 servers × 8 × 400G.
    QCOMPARE(analysis.bisectionGbps, 12800.0);
}

void TestBisection::splitIsBalanced()
{
    const Design design = generateFabric("rail-optimized", {{"sus", "3"}}, builtinCatalog());
    const BisectionProblem problem = bisectionProblem(design, builtinCatalog());
    std::int64_t gpusA = 0;
    for (int i = 0; i < problem.topo.deviceCount(); ++i)
        if (problem.sideA[std::size_t(i)]) gpusA += problem.topo.gpus[std::size_t(i)];
    QCOMPARE(gpusA, problem.topo.totalGpus / 2);
    // Design order: SU 1 entirely on side A.
    QVERIFY(problem.sideA[std::size_t(problem.topo.findDevice("su1-srv-32"))]);
    QVERIFY(!problem.sideA[std::size_t(problem.topo.findDevice("su3-srv-1"))]);
    // Moving devices changes nothing: the split does not follow the canvas.
    Design moved = design;
    for (std::size_t i = 0; i < moved.devices.size(); ++i)
        moved.devices[i].position = {double((i * 7919) % 1000), double(i % 13)};
    QCOMPARE(bisectionProblem(moved, builtinCatalog()).sideA, problem.sideA);
}

void TestBisection::failedCoreLinkGivesAValidMaxFlow()
{
    // analyze --fail pod4-agg-2-core-4 on the default fat-tree: no longer Clos, so max flow runs.
    // Its flow network paired each cable's two directions as each other's reverse edge, which
    // push-relabel's preflow-to-flow pass does not handle: Boost's is_flow() assert failed in
    // builds without NDEBUG (the Debug CI build runs this test).
    const Design design = generateFabric("fat-tree", {}, builtinCatalog());
    Design failed = design;
    const auto link = std::find_if(failed.links.begin(), failed.links.end(),
                                   [](const Link &l) { return l.id == "pod4-agg-2-core-4"; });
    QVERIFY(link != failed.links.end());
    failed.links.erase(link);
    const BisectionProblem problem = bisectionProblem(failed, builtinCatalog());
    QVERIFY(!closedFormBisectionGbps(problem.topo, problem.capacityGbps, problem.sideA));
    const double expected = referenceMinCutGbps(problem);
    QCOMPARE(minCutGbps(problem.topo, problem.capacityGbps, problem.sideA), expected);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog(), {"pod4-agg-2-core-4"});
    QCOMPARE(analysis.bisectionMethod, BisectionMethod::MinCut);
    QCOMPARE(analysis.bisectionGbps, expected);
    // And random splits of the same network agree with the reference too.
    std::mt19937 random(6);
    BisectionProblem split = problem;
    for (int trial = 0; trial < 20; ++trial) {
        for (auto &side : split.sideA) side = char(random() % 2);
        QCOMPARE(minCutGbps(split.topo, split.capacityGbps, split.sideA), referenceMinCutGbps(split));
    }
}

void TestBisection::shrunkCutMatchesMaxFlow_data()
{
    QTest::addColumn<Design>("design");
    const Catalog &catalog = builtinCatalog();
    // A small design of every template (a new template fails here until it has a row).
    const std::map<std::string, GeneratorParams> small{
        {"fat-tree", {{"k", "4"}}},
        {"leaf-spine", {{"servers", "96"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"tiers", "3"}, {"planes", "2"}}},
        {"rail-optimized", {{"sus", "2"}, {"oversubscription", "2"}}},
        {"torus", {}},
        {"nvl72", {{"racks", "3"}}},
    };
    for (const TemplateInfo &info : fabricTemplates()) {
        const auto params = small.find(info.name);
        QVERIFY2(params != small.end(), info.name.c_str());
        QTest::newRow(info.name.c_str()) << generateFabric(info.name, params->second, catalog);
    }
    Design failed = generateFabric("fat-tree", {}, catalog);
    failed.links.erase(
        std::find_if(failed.links.begin(), failed.links.end(), [](const Link &l) { return l.id == "pod4-agg-2-core-4"; }));
    QTest::newRow("fat-tree, a core link failed") << failed;
    QTest::newRow("3 tiers, 2 planes wired differently") << differentlyWiredPlanes(catalog);
    QTest::newRow("hand-built rails") << testdata::railDesign(8, 3, 2);
    QTest::newRow("cores seeing the pods unevenly") << generateFabric(
        "leaf-spine", {{"servers", "98"}, {"switch", "eth-32x100g"}, {"nic", "nic-100g"}, {"tiers", "3"}, {"rails", "false"}},
        catalog);
}

void TestBisection::shrunkCutMatchesMaxFlow()
{
    // Merging the switches whose side is decided keeps the min cut, to the Mb/s: the balanced
    // split (whole pods) and random ones (where few switches are decided).
    QFETCH(Design, design);
    BisectionProblem problem = bisectionProblem(design, builtinCatalog());
    std::mt19937 random(20250611);
    for (int trial = 0; trial <= 20; ++trial) {
        if (trial > 0)
            for (auto &side : problem.sideA) side = char(random() % 2);
        const double plain = minCutGbps(problem.topo, problem.capacityGbps, problem.sideA, CutShrinking::None);
        const double shrunk = minCutGbps(problem.topo, problem.capacityGbps, problem.sideA);
        QVERIFY2(shrunk == plain, qPrintable(QStringLiteral("trial %1: shrunk %2, max flow %3").arg(trial).arg(shrunk).arg(plain)));
    }
}

void TestBisection::coreClassCut_data()
{
    QTest::addColumn<Design>("design");
    QTest::addColumn<long long>("firstClassToFirstPodMbps");
    QTest::addColumn<double>("bisectionGbps");
    QTest::addColumn<double>("fullBisectionGbps");
    // 98 servers of 8 × 100G NICs, no rails, on 32-port switches: 784 ends on 49 leaves in pods
    // of 13, 13, 13 and 10 leaves with 16 spines each. Spine j of a pod sends its 13 (or 10)
    // uplinks to cores 2j-1 and 2j as 7 + 6, the extra cable rotating from pod to pod (6 + 7, 7 +
    // 6, 5 + 5): the cores see the pods in different proportions, so the cores of the plane do
    // not all take one side (as at 1M GPUs in `bench scale`). Every core pair hangs off spine j of
    // each pod and the pairs are alike, so the cut runs on pods and two classes of cores: the
    // first, the 16 cores with 6, 7, 6, 5 cables to pods 1-4, has 16 × 6 × 100 Gb/s to pod 1. The
    // fabric is 1:1, so the cut is what half the ends inject: 392 × 100 Gb/s = 39,200 Gb/s.
    QTest::newRow("uneven cores") << unevenCores() << 16 * 6 * 100'000LL << 39200.0 << 39200.0;
    // Pod a's servers on side A, pod b's on B: pod a's switches and core-1 on A, pod b's and
    // core-2 on B, cutting one cable each way between the cores and the other pod's spine: 2 ×
    // 400 Gb/s. With both cores on one side (right when cores see the pods alike) the cut would
    // be 6 + 1 cables, 2,800 Gb/s; the servers inject 8 × 400 = 3,200 Gb/s a side. The first
    // class is core-2 (1 and 6 cables to pods a and b sorts first): 400 Gb/s to pod a.
    QTest::newRow("cores leaning apart") << coresLeaningApart() << 400'000LL << 800.0 << 3200.0;
}

void TestBisection::coreClassCut()
{
    QFETCH(Design, design);
    QFETCH(long long, firstClassToFirstPodMbps);
    QFETCH(double, bisectionGbps);
    QFETCH(double, fullBisectionGbps);
    const BisectionProblem problem = bisectionProblem(design, builtinCatalog());
    const auto clos = detectClos(problem.topo, problem.capacityGbps);
    QVERIFY(clos);
    QCOMPARE(clos->coreClasses.size(), std::size_t(2));
    QCOMPARE(clos->coreClasses.front().podMbps.front(), (std::pair<int, long long>{0, firstClassToFirstPodMbps}));
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.bisectionMethod, BisectionMethod::ClosedForm);
    QCOMPARE(analysis.bisectionGbps, bisectionGbps);
    QCOMPARE(analysis.fullBisectionGbps, fullBisectionGbps);
    QCOMPARE(referenceMinCutGbps(problem), bisectionGbps);
}

void TestBisection::alikeCoreGroupsMatchTheMaxFlow()
{
    // 200 random fabrics with alike core groups (randomAlikeGroups), each cut on 5 random splits:
    // the closed form applies to every one and gives the independent max flow's cut.
    std::mt19937 random(20261128);
    int classCuts = 0;
    for (int fabric = 0; fabric < 200; ++fabric) {
        const Design design = randomAlikeGroups(random);
        BisectionProblem problem = bisectionProblem(design, builtinCatalog());
        const auto clos = detectClos(problem.topo, problem.capacityGbps);
        QVERIFY2(clos, qPrintable(QStringLiteral("fabric %1").arg(fabric)));
        if (!clos->coreClasses.empty()) ++classCuts;
        for (int split = 0; split < 5; ++split) {
            for (auto &side : problem.sideA) side = char(random() % 2);
            const auto closed = closedFormBisectionGbps(problem.topo, problem.capacityGbps, problem.sideA);
            QVERIFY(closed);
            const double exact = referenceMinCutGbps(problem);
            QVERIFY2(
                std::fabs(*closed - exact) < 1e-6,
                qPrintable(
                    QStringLiteral("fabric %1, split %2: closed form %3, max flow %4").arg(fabric).arg(split).arg(*closed).arg(exact)));
        }
    }
    // Most draws give cores that see the pods in different proportions: the class cut ran.
    QVERIFY2(classCuts > 100, qPrintable(QString::number(classCuts)));
}

void TestBisection::unlikeCoreGroupsGetTheShrunkMaxFlow()
{
    // The same fabric with one cable of pod 1's spine 1 moved from core 1 to core 2: that pair of
    // cores (6 + 7 from pod 1) no longer matches the other pairs (7 + 6), so swapping pairs is no
    // symmetry, no class cut is claimed, and the exact max flow runs.
    Design design = unevenCores({{"oversubscription", "2"}});
    int moved = 0;
    for (Link &link : design.links) {
        if (link.id == "pod1-spine-1-core-1" || link.id == "pod1-spine-1-core-2") {
            link.count += link.id.back() == '1' ? -1 : 1;
            ++moved;
        }
    }
    QCOMPARE(moved, 2);
    const BisectionProblem problem = bisectionProblem(design, builtinCatalog());
    QVERIFY(!detectClos(problem.topo, problem.capacityGbps));
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.bisectionMethod, BisectionMethod::MinCut);
    QCOMPARE(analysis.bisectionGbps, referenceMinCutGbps(problem));
}

SPINEL_QTEST_APPLESS_MAIN(TestBisection)
#include "tst_bisection.moc"
