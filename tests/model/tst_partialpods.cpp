// Issue 13: a rail-optimized fabric whose scalable-unit count is not a multiple of the pod size
// gets a smaller last pod, its spines' uplinks spread over the cores as evenly as they go, and
// the fabric stays non-blocking.
#include <QTest>

#include <map>

#include "generate/generators.h"
#include "io/designformat.h"
#include "support/testmain.h"

using namespace spinel;

class TestPartialPods : public QObject {
    Q_OBJECT
private slots:
    void lastPodIsSmallerAndUplinksSpreadEvenly();
};

void TestPartialPods::lastPodIsSmallerAndUplinksSpreadEvenly()
{
    // 69 SUs of 32 servers on 64-port QM9700: a pod's spines reach 32 leaves, 4 SUs of 8 rail
    // leaves, so 17 pods of 4 SUs and an 18th of 1. Each spine has 32 uplinks (8 in the last pod)
    // and the 576 spines' uplinks need at least 9 cores per spine index; no count from 9 up
    // divides both 32 and 8, so before issue 13 this was refused ("use a multiple of 4").
    const Catalog &catalog = builtinCatalog();
    const Design design = generateFabric("rail-optimized", {{"sus", "69"}}, catalog);
    validateDesign(design, catalog);
    const int ports = catalog.switchSpec("qm9700")->ports;
    QCOMPARE(ports, 64);

    std::map<std::string, SwitchRole> roles;
    for (const Device &device : design.devices)
        if (device.isSwitch()) roles[device.id] = device.role;
    std::map<std::string, int> down, up, corePorts;
    std::map<std::string, std::pair<int, int>> spineToCoreRange; // fewest and most cables to one core
    for (const Link &link : design.links) {
        const auto from = roles.find(link.from.device), to = roles.find(link.to.device);
        if (from == roles.end() || to == roles.end()) continue;
        // Generated links run from the lower tier up.
        if (from->second == SwitchRole::Leaf && to->second == SwitchRole::Spine) down[link.to.device] += link.count;
        if (from->second == SwitchRole::Spine && to->second == SwitchRole::Core) {
            up[link.from.device] += link.count;
            corePorts[link.to.device] += link.count;
            auto [range, fresh] = spineToCoreRange.try_emplace(link.from.device, link.count, link.count);
            range->second.first = std::min(range->second.first, link.count);
            range->second.second = std::max(range->second.second, link.count);
        }
    }
    QVERIFY(!down.empty());
    QCOMPARE(down.size(), up.size());
    int smallPodSpines = 0;
    for (const auto &[spine, cables] : down) {
        QCOMPARE(up[spine], cables);       // 1:1 at the spines, in the small pod too
        if (cables == 8) ++smallPodSpines; // 1 SU x 8 leaves, one cable each
        else QCOMPARE(cables, 32);
    }
    QCOMPARE(smallPodSpines, 32); // the 18th pod's 32 spines
    QCOMPARE(int(down.size()), 18 * 32);
    for (const auto &[core, cables] : corePorts) QVERIFY2(cables <= ports, core.c_str());
    for (const auto &[spine, range] : spineToCoreRange) QVERIFY2(range.second - range.first <= 1, spine.c_str());
    // Every GPU NIC's cable has a path up: the cores take all 17,664 spine uplinks.
    int coreCables = 0;
    for (const auto &[core, cables] : corePorts) coreCables += cables;
    QCOMPARE(coreCables, 69 * 32 * 8);
}

SPINEL_QTEST_GUILESS_MAIN(TestPartialPods)
#include "tst_partialpods.moc"
