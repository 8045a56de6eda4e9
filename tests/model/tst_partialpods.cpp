// Issue 13: a rail-optimized fabric whose scalable-unit count is not a multiple of the pod size
// gets a smaller last pod, its spines' uplinks spread over the cores as evenly as they go.
#include <QTest>

#include <map>

#include "generate/generators.h"
#include "io/designformat.h"

using namespace spinel;

class TestPartialPods : public QObject {
    Q_OBJECT
private slots:
    void lastPodIsSmallerAndUplinksSpreadEvenly();
};

void TestPartialPods::lastPodIsSmallerAndUplinksSpreadEvenly()
{
    // 256 SUs of 64 servers on Q3400 (144 ports): a pod's spines reach 72 leaves, 9 SUs of 8 rail
    // leaves, so 28 pods of 9 SUs and a 29th of 4. Before issue 13 this was refused ("use a
    // multiple of 9"): no core count divides both pods' 72 and 32 uplinks per spine.
    const Catalog &catalog = builtinCatalog();
    const Design design = generateFabric(
        "rail-optimized", {{"sus", "256"}, {"servers-per-su", "64"}, {"switch", "q3400"}}, catalog);
    validateDesign(design, catalog);
    const int ports = catalog.switchSpec("q3400")->ports;
    QCOMPARE(ports, 144);

    std::map<std::string, SwitchRole> roles;
    for (const Device &device : design.devices)
        if (device.isSwitch()) roles[device.id] = device.role;
    std::map<std::string, int> down, up, corePorts;
    std::map<std::string, std::pair<int, int>> spineToCoreRange;  // fewest and most cables to one core
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
        QCOMPARE(up[spine], cables);  // 1:1 at the spines, in the small pod too
        if (cables == 32) ++smallPodSpines;  // 4 SUs x 8 leaves, one cable each
        else QCOMPARE(cables, 72);
    }
    QCOMPARE(smallPodSpines, 64);  // the 29th pod's 64 spines
    QCOMPARE(int(down.size()), 29 * 64);
    for (const auto &[core, cables] : corePorts) QVERIFY2(cables <= ports, core.c_str());
    for (const auto &[spine, range] : spineToCoreRange) QVERIFY2(range.second - range.first <= 1, spine.c_str());
}

QTEST_GUILESS_MAIN(TestPartialPods)
#include "tst_partialpods.moc"
