// "Connect…" of servers to leaves: rail-aligned and round-robin, cabled NICs skipped.
#include <QtTest>

#include <algorithm>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "edit/idallocator.h"
#include "edit/serverwiring.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

class TestServerWiring : public QObject {
    Q_OBJECT

private slots:
    void railAlignedWiring();
    void roundRobinWiring();
};

void TestServerWiring::railAlignedWiring()
{
    const Design original = testdata::exampleDesign();
    // The example without its server links, rewired: NIC r of each server to leaf r.
    Design design = original;
    std::erase_if(design.links, [](const Link &l) { return l.from.device.starts_with("srv"); });
    std::vector<const Device *> servers, leaves;
    for (const Device &device : design.devices) {
        if (device.isServer()) servers.push_back(&device);
        else if (device.role == SwitchRole::Leaf) leaves.push_back(&device);
    }
    IdAllocator ids(design);
    const std::vector<Link> links = ServerWiring::wire(design, builtinCatalog(), servers, leaves, ServerWiring::Mode::RailAligned,
                                                       ids);
    QCOMPARE(links.size(), std::size_t(32));
    for (const Link &link : links) {
        QCOMPARE(link.to.device, "leaf-" + std::to_string(*link.from.port + 1));
        QCOMPARE(link.speedGbps, 400.0);
    }
    // Already cabled NICs are skipped: the original design has all 32.
    IdAllocator more(original);
    std::vector<const Device *> originalServers, originalLeaves;
    for (const Device &device : original.devices) (device.isServer() ? originalServers : originalLeaves).push_back(&device);
    QVERIFY(ServerWiring::wire(original, builtinCatalog(), originalServers, originalLeaves, ServerWiring::Mode::RailAligned, more)
                .empty());
}

void TestServerWiring::roundRobinWiring()
{
    const Design original = testdata::exampleDesign();
    Design design = original;
    design.links.clear();
    std::vector<const Device *> servers, leaves;
    for (const Device &device : design.devices) {
        if (device.isServer()) servers.push_back(&device);
        else if (device.id == "leaf-1" || device.id == "leaf-2" || device.id == "leaf-3") leaves.push_back(&device);
    }
    IdAllocator ids(design);
    const std::vector<Link> links = ServerWiring::wire(design, builtinCatalog(), servers, leaves, ServerWiring::Mode::RoundRobin,
                                                       ids);
    QCOMPARE(links.size(), std::size_t(32));
    // The 9th NIC overall (server 2, NIC 0) goes to leaf (8 mod 3) + 1 = 3.
    QCOMPARE(links[8].from.device, std::string("srv-2"));
    QCOMPARE(links[8].to.device, std::string("leaf-3"));
    int perLeaf[3] = {};
    for (const Link &link : links) ++perLeaf[link.to.device.back() - '1'];
    QCOMPARE(perLeaf[0], 11);
    QCOMPARE(perLeaf[1], 11);
    QCOMPARE(perLeaf[2], 10);
}

SPINEL_QTEST_APPLESS_MAIN(TestServerWiring)
#include "tst_serverwiring.moc"
