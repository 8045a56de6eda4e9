// Auto-layout by tier: rows by tier, servers under their leaves, pods under their spines, large
// fabrics wrapped into bands of about a screen's shape, nothing on top of anything else.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <unordered_map>

#include "core/catalog.h"
#include "core/topology.h"
#include "generate/generators.h"
#include "generate/tierlayout.h"
#include "support/testmain.h"

using namespace spinel;

class TestTierLayout : public QObject {
    Q_OBJECT

private slots:
    void smallFabricIsOneRow();
    void fatTreePodsAndRacks();
    void largeFabricWrapsIntoBands();
    void nothingOverlaps_data();
    void nothingOverlaps();
    void handMadeDesign();
    void needsLayout();
};

namespace {

struct Box {
    double left = 1e300, right = -1e300, top = 1e300, bottom = -1e300;
    void add(Point p)
    {
        left = std::min(left, p.x);
        right = std::max(right, p.x);
        top = std::min(top, p.y);
        bottom = std::max(bottom, p.y);
    }
    double width() const { return right - left; }
    double height() const { return bottom - top; }
};

Box boxOf(const Design &design)
{
    Box box;
    for (const Device &device : design.devices) box.add(device.position);
    return box;
}

std::unordered_map<std::string, const Device *> index(const Design &design)
{
    std::unordered_map<std::string, const Device *> byId;
    for (const Device &device : design.devices) byId.emplace(device.id, &device);
    return byId;
}

} // namespace

void TestTierLayout::smallFabricIsOneRow()
{
    // One SuperPOD scalable unit: 32 servers under 8 rail leaves, 4 spines above (2 tiers).
    const Design design = generateFabric("rail-optimized", {{"sus", "1"}}, builtinCatalog());
    std::map<Tier, std::set<double>> rows;
    for (const Device &device : design.devices) rows[tierOf(device)].insert(device.position.y);
    QCOMPARE(rows[Tier::Spine].size(), std::size_t(1));
    QCOMPARE(rows[Tier::Leaf].size(), std::size_t(1));
    QVERIFY(*rows[Tier::Spine].begin() < *rows[Tier::Leaf].begin());
    // 32 servers in rows of 9 (8 leaves × 175 / 160 rounded), so 4 server rows under the leaves.
    QCOMPARE(rows[Tier::Server].size(), std::size_t(4));
    QVERIFY(*rows[Tier::Leaf].begin() < *rows[Tier::Server].begin());
    // The servers sit under their leaves, not beside them.
    Box leaves, servers;
    for (const Device &device : design.devices) (device.isServer() ? servers : leaves).add(device.position);
    QVERIFY(boxOf(design).width() < TierLayout::kMaxRowWidth);
    QVERIFY2(std::abs((servers.left + servers.right) / 2 - (leaves.left + leaves.right) / 2) < 1,
             "servers centred under the leaves");
}

void TestTierLayout::fatTreePodsAndRacks()
{
    // k = 8 (Al-Fares et al.): 8 pods of 4 edge + 4 aggregation switches, 16 cores, 128 hosts.
    const Design design = generateFabric("fat-tree", {{"k", "8"}}, builtinCatalog());
    const auto byId = index(design);
    for (const Link &link : design.links) {
        const Device *a = byId.at(link.from.device), *b = byId.at(link.to.device);
        const Device *server = a->isServer() ? a : b->isServer() ? b : nullptr;
        if (!server) continue;
        const Device *edge = server == a ? b : a;
        // Racks: each host stands in the columns under its own edge switch (4 hosts, 4 columns of 160).
        QVERIFY2(std::abs(server->position.x - edge->position.x) <= 1.5 * TierLayout::kServerSpacing + 1, server->id.c_str());
        QVERIFY(server->position.y > edge->position.y);
    }
    // Every pod's aggregation switches span the same columns as its edge switches.
    std::map<std::string, Box> aggregation, edges;
    for (const Device &device : design.devices) {
        if (tierOf(device) == Tier::Spine) aggregation[device.group].add(device.position);
        if (tierOf(device) == Tier::Leaf) edges[device.group].add(device.position);
    }
    QCOMPARE(aggregation.size(), std::size_t(8));
    for (const auto &[pod, box] : aggregation) {
        QVERIFY2(box.left <= edges[pod].right && edges[pod].left <= box.right, pod.c_str());
        QVERIFY(box.bottom < edges[pod].top);
    }
}

void TestTierLayout::largeFabricWrapsIntoBands()
{
    // 16,384 GPUs: 64 scalable units in 16 pods, 256 cores. One row would be ~100,000 units wide.
    const Design design = generateFabric("rail-optimized", {{"sus", "64"}}, builtinCatalog());
    const Box box = boxOf(design);
    const double aspect = box.width() / box.height();
    QVERIFY2(aspect > 0.8 && aspect < 3.2, qPrintable(QStringLiteral("aspect %1").arg(aspect)));
    QVERIFY(box.width() <= 2 * TierLayout::kMaxRowWidth);
    // Bands: the pods' spine rows are at several heights, all below the cores.
    std::set<double> spineRows;
    double lowestCore = -1e300;
    for (const Device &device : design.devices) {
        if (tierOf(device) == Tier::Spine) spineRows.insert(device.position.y);
        if (tierOf(device) == Tier::Core) lowestCore = std::max(lowestCore, device.position.y);
    }
    QVERIFY2(spineRows.size() >= 3, qPrintable(QString::number(spineRows.size())));
    QVERIFY(lowestCore < *spineRows.begin());
    // Each scalable unit stays together: its servers within its leaves' span plus one column.
    std::map<std::string, Box> leaves, servers;
    for (const Device &device : design.devices) {
        if (tierOf(device) == Tier::Leaf) leaves[device.group].add(device.position);
        if (device.isServer()) servers[device.group].add(device.position);
    }
    QCOMPARE(servers.size(), std::size_t(64));
    for (const auto &[unit, box] : servers) {
        QVERIFY2(box.left >= leaves[unit].left - TierLayout::kServerSpacing
                     && box.right <= leaves[unit].right + TierLayout::kServerSpacing,
                 unit.c_str());
        QVERIFY(box.top > leaves[unit].bottom);
        QVERIFY(box.height() < 4 * TierLayout::kServerRowPitch);
    }
}

void TestTierLayout::nothingOverlaps_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<GeneratorParams>("values");
    QTest::newRow("fat-tree k=16") << QStringLiteral("fat-tree") << GeneratorParams{{"k", "16"}};
    QTest::newRow("leaf-spine 3 tiers") << QStringLiteral("leaf-spine") << GeneratorParams{{"gpus", "8192"}, {"tiers", "3"}};
    QTest::newRow("leaf-spine 2 planes") << QStringLiteral("leaf-spine") << GeneratorParams{{"gpus", "2048"}, {"planes", "2"}};
    QTest::newRow("rail-optimized 64 SUs") << QStringLiteral("rail-optimized") << GeneratorParams{{"sus", "64"}};
}

void TestTierLayout::nothingOverlaps()
{
    QFETCH(QString, name);
    QFETCH(GeneratorParams, values);
    Design design = generateFabric(name.toStdString(), values, builtinCatalog());
    // Devices in one row keep at least a server's width apart (their labels do not collide).
    std::map<double, std::vector<double>> rows;
    for (const Device &device : design.devices) rows[device.position.y].push_back(device.position.x);
    for (auto &[y, xs] : rows) {
        std::sort(xs.begin(), xs.end());
        for (std::size_t i = 1; i < xs.size(); ++i)
            QVERIFY2(xs[i] - xs[i - 1] >= TierLayout::kServerSpacing,
                     qPrintable(QStringLiteral("row %1 at x %2").arg(y).arg(xs[i])));
    }
    // The generators use the auto-layout: applying it again moves nothing.
    const Design generated = design;
    TierLayout::apply(design);
    QVERIFY(design == generated);
}

void TestTierLayout::handMadeDesign()
{
    // No groups, no roles beyond leaf: two leaves, each with three servers, one spine.
    Design design;
    auto add = [&](const std::string &id, DeviceKind kind, SwitchRole role) {
        Device device;
        device.id = device.name = id;
        device.kind = kind;
        device.model = kind == DeviceKind::Switch ? "qm9700" : "dgx-h100";
        device.role = role;
        design.devices.push_back(device);
    };
    auto link = [&](const std::string &a, const std::string &b) {
        Link l;
        l.id = a + "-" + b;
        l.from.device = a;
        l.to.device = b;
        l.speedGbps = 400;
        design.links.push_back(l);
    };
    add("spine", DeviceKind::Switch, SwitchRole::Spine);
    for (const char *leaf : {"leaf-a", "leaf-b"}) {
        add(leaf, DeviceKind::Switch, SwitchRole::Leaf);
        link(leaf, "spine");
    }
    for (int s = 0; s < 6; ++s) {
        const std::string id = "srv-" + std::to_string(s);
        add(id, DeviceKind::Server, SwitchRole::Leaf);
        link(id, s % 2 ? "leaf-b" : "leaf-a"); // interleaved, as a user might cable them
    }
    QVERIFY(TierLayout::needsLayout(design));
    TierLayout::apply(design);
    QVERIFY(!TierLayout::needsLayout(design));
    const auto byId = index(design);
    for (const Link &l : design.links) {
        const Device *a = byId.at(l.from.device), *b = byId.at(l.to.device);
        if (!a->isServer()) continue;
        QVERIFY2(std::abs(a->position.x - b->position.x) <= TierLayout::kServerSpacing + 1, a->id.c_str());
        QVERIFY(a->position.y > b->position.y);
    }
    QVERIFY(byId.at("spine")->position.y < byId.at("leaf-a")->position.y);
}

void TestTierLayout::needsLayout()
{
    Design design = generateFabric("leaf-spine", {{"gpus", "256"}}, builtinCatalog());
    QVERIFY(!TierLayout::needsLayout(design));
    // A file without positions: every device at 0, 0.
    for (Device &device : design.devices) device.position = {};
    QVERIFY(TierLayout::needsLayout(design));
    // A hand-placed design with two devices dropped on one spot is not re-laid out.
    Design placed = generateFabric("leaf-spine", {{"gpus", "256"}}, builtinCatalog());
    placed.devices[1].position = placed.devices[0].position;
    QVERIFY(!TierLayout::needsLayout(placed));
}

SPINEL_QTEST_APPLESS_MAIN(TestTierLayout)
#include "tst_tierlayout.moc"
