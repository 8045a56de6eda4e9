// The order the fabric profile lays servers and ports out in (timing/fabricprofile.h): "the first N
// GPUs" of every timing query are taken in it, so it must not move when the way it is built does.
#include <QTest>

#include <string>
#include <vector>

#include "support/testmain.h"
#include "timing/fabricprofile.h"

using namespace spinel;
using namespace spinel::timing;

namespace {

// Two pods under one core: pod {L3, L4, S2} and pod {L1, L2, S1}. The switches are listed out of
// order, so pods are numbered by their first switch in the design (C1: 0, L3's pod: 1, L1's: 2)
// and a pod's leaves are not neighbours in the design.
Design twoPodDesign()
{
    Design design;
    auto addSwitch = [&](const std::string &id, SwitchRole role) {
        Device sw;
        sw.id = sw.name = id;
        sw.model = "qm9700";
        sw.kind = DeviceKind::Switch;
        sw.role = role;
        design.devices.push_back(sw);
    };
    addSwitch("C1", SwitchRole::Core);
    addSwitch("L3", SwitchRole::Leaf);
    addSwitch("S2", SwitchRole::Spine);
    addSwitch("L1", SwitchRole::Leaf);
    addSwitch("S1", SwitchRole::Spine);
    addSwitch("L2", SwitchRole::Leaf);
    addSwitch("L4", SwitchRole::Leaf);
    auto connect = [&](const std::string &from, std::optional<int> port, const std::string &to) {
        Link link;
        link.id = from + "-" + to + "-" + std::to_string(design.links.size());
        link.from = {from, port};
        link.to = {to, std::nullopt};
        link.speedGbps = 400;
        design.links.push_back(link);
    };
    for (const char *leaf : {"L1", "L2"}) connect(leaf, std::nullopt, "S1");
    for (const char *leaf : {"L3", "L4"}) connect(leaf, std::nullopt, "S2");
    connect("S1", std::nullopt, "C1");
    connect("S2", std::nullopt, "C1");
    for (const char *id : {"A", "B", "C", "D", "E", "F"}) {
        Device server;
        server.id = server.name = id;
        server.model = "hgx-h100";
        design.devices.push_back(server);
    }
    // Server cables at pinned ports (the NIC), some drawn high NIC first; C has none; F's is
    // unpinned and takes the first free NIC, 0.
    connect("A", 5, "L1");
    connect("A", 0, "L3");
    connect("B", 0, "L1");
    connect("D", 0, "L3");
    connect("E", 2, "L2");
    connect("E", 1, "L4");
    connect("F", std::nullopt, "L1");
    return design;
}

std::string deviceOfSwitch(const Design &design, const FabricProfile &profile, int sw)
{
    return design.devices[std::size_t(profile.switches[std::size_t(sw)].device)].id;
}

} // namespace

class TestRailOrder : public QObject {
    Q_OBJECT
private slots:
    void serversByPodThenLeafThenDesignOrder();
    void portsByNicThenLinkOrder();
};

void TestRailOrder::serversByPodThenLeafThenDesignOrder()
{
    // A server sorts by its first port's leaf: A and D under L3 (pod 1), E under L4 (pod 1, a later
    // switch than L3), B and F under L1 (pod 2), and C, without ports, last. Within one leaf the
    // design order stays: A before D, B before F.
    const Design design = twoPodDesign();
    const FabricProfile profile = buildFabricProfile(design, builtinCatalog());
    std::vector<std::string> order;
    for (const ServerProfile &server : profile.servers) order.emplace_back(server.id);
    QCOMPARE(order, (std::vector<std::string>{"A", "D", "E", "B", "F", "C"}));
    QCOMPARE(profile.pods.size(), std::size_t(3));
    QCOMPARE(profile.servers.back().portCount, 0);
}

void TestRailOrder::portsByNicThenLinkOrder()
{
    // A's cables were drawn NIC 5 (to L1) before NIC 0 (to L3): its ports run NIC 0 first, so
    // its first port, and the leaf it sorts under, is L3. Likewise E: NIC 1 (L4), then NIC 2 (L2).
    const Design design = twoPodDesign();
    const FabricProfile profile = buildFabricProfile(design, builtinCatalog());
    auto portsOf = [&](const ServerProfile &server) {
        std::vector<std::pair<int, std::string>> ports; // rail, edge switch
        for (int p = server.firstPort; p < server.firstPort + server.portCount; ++p) {
            const PortProfile &port = profile.ports[std::size_t(p)];
            ports.emplace_back(port.rail, deviceOfSwitch(design, profile, port.edgeSwitch));
        }
        return ports;
    };
    using Ports = std::vector<std::pair<int, std::string>>;
    QCOMPARE(portsOf(profile.servers[0]), (Ports{{0, "L3"}, {5, "L1"}}));
    QCOMPARE(portsOf(profile.servers[2]), (Ports{{1, "L4"}, {2, "L2"}}));
    QCOMPARE(portsOf(profile.servers[4]), (Ports{{0, "L1"}}));
}

SPINEL_QTEST_APPLESS_MAIN(TestRailOrder)
#include "tst_railorder.moc"
