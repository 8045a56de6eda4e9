// The nvl72 template and the Blackwell Ultra catalog entries: the published DGX SuperPOD counts come
// out exactly (docs/reference/nvl72-reference.md), every rack is one NVLink domain of 18 trays with
// its partitions, planes split the NICs, and impossible parameters are refused.
#include <QtTest>

#include <map>
#include <set>

#include "core/designcounts.h"
#include "core/domains.h"
#include "generate/generators.h"
#include "io/designformat.h"
#include "rules/analysis.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/collectives.h"
#include "timing/fabricprofile.h"

using namespace spinel;

class TestNvl72Generator : public QObject {
    Q_OBJECT

private slots:
    void b300SuperPodPublished_data();
    void b300SuperPodPublished();
    void gb300ScalableUnits_data();
    void gb300ScalableUnits();
    void gb200SuperPodPublished_data();
    void gb200SuperPodPublished();
    void gb200OneSuTwoTiers();
    void gb200PartialScalableUnit();
    void gb200OneLeafPerRail();
    void racksAreDomains();
    void nvl36x2PairsOfRacks();
    void partitions_data();
    void partitions();
    void twoPlanes();
    void spectrumX();
    void partialScalableUnit();
    void threeTiers();
    void refusals_data();
    void refusals();
    void listed();
    void shippedGb300Example();
};

namespace {

Design nvl72(GeneratorParams values)
{
    return generateFabric("nvl72", values, builtinCatalog());
}

// Cables per spine from every leaf: the uplinks are spread evenly.
void checkEvenUplinks(const Design &design, int perSpine)
{
    for (const auto &link : design.links)
        if (link.to.device.find("spine-") != std::string::npos && link.from.device.find("leaf") != std::string::npos)
            QCOMPARE(link.count, perSpine);
}

} // namespace

// NVIDIA DGX SuperPOD with DGX B300 systems, Quantum-X800 InfiniBand (RA-11339-001), Table 3
// "Example Compute Fabric Components", copied in docs/reference/nvl72-reference.md: SU = 72 nodes
// of 8 ConnectX-8 800G each, Q3400 leaves and spines. (The table's 18-SU row prints 9,216 GPUs for
// 1,296 nodes; 1,296 x 8 = 10,368, which the cable counts of that row agree with.)
void TestNvl72Generator::b300SuperPodPublished_data()
{
    QTest::addColumn<int>("sus");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("nodeLeaf");
    QTest::addColumn<int>("leafSpine");
    QTest::newRow("1 SU") << 1 << 72 << 8 << 4 << 576 << 576;
    QTest::newRow("2 SUs") << 2 << 144 << 16 << 8 << 1152 << 1152;
    QTest::newRow("4 SUs") << 4 << 288 << 32 << 18 << 2304 << 2304;
    QTest::newRow("8 SUs") << 8 << 576 << 64 << 36 << 4608 << 4608;
    QTest::newRow("18 SUs") << 18 << 1296 << 144 << 72 << 10368 << 10368;
}

void TestNvl72Generator::b300SuperPodPublished()
{
    QFETCH(int, sus);
    QFETCH(int, nodes);
    QFETCH(int, leaves);
    QFETCH(int, spines);
    QFETCH(int, nodeLeaf);
    QFETCH(int, leafSpine);
    const Design design = generateFabric(
        "rail-optimized", {{"sus", std::to_string(sus)}, {"servers-per-su", "72"}, {"server", "hgx-b300"}, {"switch", "q3400"}},
        builtinCatalog());
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.servers, (std::int64_t)nodes);
    QCOMPARE(counts.gpus, 8 * (std::int64_t)nodes);
    QCOMPARE(counts.leaves, (std::int64_t)leaves);
    QCOMPARE(counts.spines, (std::int64_t)spines);
    QCOMPARE(counts.cores, (std::int64_t)0);
    QCOMPARE(counts.serverLeafCables, (std::int64_t)nodeLeaf);
    QCOMPARE(counts.leafSpineCables, (std::int64_t)leafSpine);
    checkEvenUplinks(design, 72 / spines);
    for (const auto &link : design.links) QCOMPARE(link.speedGbps, 800.0); // ConnectX-8 XDR
}

// A GB300 SU (8 racks x 18 trays x 4 ConnectX-8 800G) presents the same 576 XDR endpoints as the
// B300 SU above: a Q3400 leaf takes 72 trays (4 racks) of one rail, 8 leaves per SU, and the spine
// counts follow the published B300 rows (nvl72-reference.md, "GB300 NVL72 SU [D]").
void TestNvl72Generator::gb300ScalableUnits_data()
{
    QTest::addColumn<int>("racks");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("cables");
    QTest::newRow("1 SU") << 8 << 8 << 4 << 576;
    QTest::newRow("2 SUs") << 16 << 16 << 8 << 1152;
    QTest::newRow("4 SUs") << 32 << 32 << 18 << 2304;
    QTest::newRow("8 SUs") << 64 << 64 << 36 << 4608;
    QTest::newRow("18 SUs") << 144 << 144 << 72 << 10368;
}

void TestNvl72Generator::gb300ScalableUnits()
{
    QFETCH(int, racks);
    QFETCH(int, leaves);
    QFETCH(int, spines);
    QFETCH(int, cables);
    const Design design = nvl72({{"racks", std::to_string(racks)}, {"rack", "gb300-nvl72"}});
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.servers, 18 * (std::int64_t)racks);
    QCOMPARE(counts.gpus, 72 * (std::int64_t)racks);
    QCOMPARE(counts.leaves, (std::int64_t)leaves);
    QCOMPARE(counts.spines, (std::int64_t)spines);
    QCOMPARE(counts.cores, (std::int64_t)0);
    QCOMPARE(counts.serverLeafCables, (std::int64_t)cables);
    QCOMPARE(counts.leafSpineCables, (std::int64_t)cables);
    checkEvenUplinks(design, 72 / spines);
    QCOMPARE(design.settings.transport, Transport::InfiniBand);
    // Rail k of every tray in a leaf group goes to that group's rail-k leaf.
    for (const auto &link : design.links) {
        if (link.from.device.find("-tray-") == std::string::npos) continue;
        const std::string rail = "-leaf-r" + std::to_string(*link.from.port + 1);
        QVERIFY2(link.to.device.size() > rail.size()
                     && link.to.device.compare(link.to.device.size() - rail.size(), rail.size(), rail) == 0,
                 link.id.c_str());
    }
}

// NVIDIA DGX SuperPOD with DGX GB200 (RA-11338-001 V01), Table 4.1 "Larger SuperPOD component
// counts", copied in docs/reference/nvl72-reference.md: QM9700 (64 x NDR 400G); per SU 4 spine-leaf
// groups (one per rail) of 8 leaves (one per rack) and 6 spines, under 6 core groups.
void TestNvl72Generator::gb200SuperPodPublished_data()
{
    QTest::addColumn<int>("sus");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("coresPerGroup");
    QTest::addColumn<int>("cores");
    QTest::addColumn<int>("leavesPerSu");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spinesPerSu");
    QTest::addColumn<int>("spines");
    QTest::newRow("2 SUs") << 2 << 1152 << 3 << 18 << 32 << 64 << 24 << 48;
    QTest::newRow("4 SUs") << 4 << 2304 << 6 << 36 << 32 << 128 << 24 << 96;
    QTest::newRow("8 SUs") << 8 << 4608 << 12 << 72 << 32 << 256 << 24 << 192;
    QTest::newRow("16 SUs") << 16 << 9216 << 24 << 144 << 32 << 512 << 24 << 384;
}

void TestNvl72Generator::gb200SuperPodPublished()
{
    QFETCH(int, sus);
    QFETCH(int, gpus);
    QFETCH(int, coresPerGroup);
    QFETCH(int, cores);
    QFETCH(int, leavesPerSu);
    QFETCH(int, leaves);
    QFETCH(int, spinesPerSu);
    QFETCH(int, spines);
    QCOMPARE(leaves, leavesPerSu * sus); // the table's own totals
    QCOMPARE(spines, spinesPerSu * sus);
    QCOMPARE(cores, 6 * coresPerGroup);
    const Design design = nvl72({{"racks", std::to_string(8 * sus)}, {"rack", "gb200-nvl72"}, {"switch", "qm9700"}});
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.gpus, (std::int64_t)gpus);
    QCOMPARE(counts.leaves, (std::int64_t)leaves);
    QCOMPARE(counts.spines, (std::int64_t)spines);
    QCOMPARE(counts.cores, (std::int64_t)cores);
    // Non-blocking [D]: 576 NDR ports per SU at each tier (144 trays x 4; 32 leaves x 18 up; 24 spines x 24 up).
    QCOMPARE(counts.serverLeafCables, 576LL * sus);
    QCOMPARE(counts.leafSpineCables, 576LL * sus);
    QCOMPARE(counts.spineCoreCables, 576LL * sus);
    // A leaf's 18 uplinks: 3 to each of its group's 6 spines, all on the leaf's own rail and SU; a
    // spine's 24 uplinks spread evenly over the cores of one core group (24 / coresPerGroup each).
    std::map<std::string, std::set<std::string>> coresOfSpineIndex;
    for (const auto &link : design.links) {
        const std::string &from = link.from.device, &to = link.to.device;
        if (from.find("-leaf-r") != std::string::npos && to.find("-spine-") != std::string::npos) {
            QCOMPARE(link.count, 3);
            const std::string su = from.substr(0, from.find("-g")), rail = from.substr(from.rfind("-r"));
            QVERIFY2(to.rfind(su + rail + "-spine-", 0) == 0, link.id.c_str()); // su2-g5-leaf-r3 -> su2-r3-spine-j
        } else if (from.find("-spine-") != std::string::npos && to.rfind("core-", 0) == 0) {
            QCOMPARE(link.count, 24 / coresPerGroup);
            coresOfSpineIndex[from.substr(from.rfind('-'))].insert(to);
        }
    }
    QCOMPARE(coresOfSpineIndex.size(), std::size_t(6)); // spine j of every group -> core group j
    std::set<std::string> allCores;
    for (const auto &[index, group] : coresOfSpineIndex) {
        QCOMPARE(int(group.size()), coresPerGroup);
        allCores.insert(group.begin(), group.end());
    }
    QCOMPARE(int(allCores.size()), cores);
    for (const auto &link : design.links) QCOMPARE(link.speedGbps, 400.0); // NDR
    QCOMPARE(design.settings.transport, Transport::InfiniBand);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.count(Severity::Error), 0);
}

// One SU is not in Table 4.1 (the RA's Figure 4.2 draws it without counts): with a leaf per rack
// the template keeps two tiers, 32 leaves x 18 uplinks over the fewest 64-port spines that divide
// them: 576 / 64 = 9 spines, 2 cables from every leaf.
void TestNvl72Generator::gb200OneSuTwoTiers()
{
    const Design design = nvl72({{"racks", "8"}, {"rack", "gb200-nvl72"}, {"switch", "qm9700"}});
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.leaves, (std::int64_t)32);
    QCOMPARE(counts.spines, (std::int64_t)9);
    QCOMPARE(counts.cores, (std::int64_t)0);
    checkEvenUplinks(design, 2);
}

// 10 racks on QM9700: a full SU and 2 racks of the next. The second SU's spine-leaf groups hold 2
// leaves each but keep 6 spines (3 cables from each leaf); cores: the groups' spines send 8 x 3 = 24
// (SU 1) and 2 x 3 = 6 (SU 2) uplinks, 4 x 24 + 4 x 6 = 120 per core group, the fewest cores
// dividing both within 64 ports is 2 per group: 12 cores.
void TestNvl72Generator::gb200PartialScalableUnit()
{
    const Design design = nvl72({{"racks", "10"}, {"rack", "gb200-nvl72"}, {"switch", "qm9700"}});
    validateDesign(design, builtinCatalog());
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.leaves, (std::int64_t)40);
    QCOMPARE(counts.spines, (std::int64_t)48);
    QCOMPARE(counts.cores, (std::int64_t)12);
    QCOMPARE(counts.serverLeafCables, (std::int64_t)720);
    QCOMPARE(counts.leafSpineCables, (std::int64_t)720);
    QCOMPARE(counts.spineCoreCables, (std::int64_t)720);
    QVERIFY(design.findDevice("su2-r4-spine-6"));
    QVERIFY(design.findDevice("su2-g2-leaf-r4"));
    QVERIFY(!design.findDevice("su2-g3-leaf-r1"));
}

// GB200 trays have ConnectX-7 400G: the Q3400 runs its ports split (288 x 400G), so one leaf per rail
// holds a whole SU of 144 trays at 1:1 (144 down, 144 up), spread over the fewest spines.
void TestNvl72Generator::gb200OneLeafPerRail()
{
    const Design design = nvl72({{"racks", "16"}, {"rack", "gb200-nvl72"}});
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.gpus, (std::int64_t)1152);
    QCOMPARE(counts.leaves, (std::int64_t)8); // 2 SUs x 4 rails
    QCOMPARE(counts.spines, (std::int64_t)4); // 8 x 144 uplinks over 288-port spines
    QCOMPARE(counts.serverLeafCables, (std::int64_t)288 * 4);
    QCOMPARE(counts.leafSpineCables, (std::int64_t)8 * 144);
    checkEvenUplinks(design, 36);
    for (const auto &link : design.links) QCOMPARE(link.speedGbps, 400.0);
    for (const auto &device : design.devices)
        if (device.isServer()) QCOMPARE(device.nicModel.value_or(""), std::string("cx7-400g"));
}

void TestNvl72Generator::racksAreDomains()
{
    const Design design = nvl72({{"racks", "3"}});
    validateDesign(design, builtinCatalog());
    QCOMPARE(design.domains.size(), std::size_t(3));
    std::map<std::string, int> rackOfTray;
    for (std::size_t r = 0; r < design.domains.size(); ++r) {
        const ScaleUpDomain &domain = design.domains[r];
        QCOMPARE(domain.model, std::string("gb300-nvl72"));
        QCOMPARE(domain.partitionGpus, 0);
        QCOMPARE(domain.members.size(), std::size_t(18));
        for (const auto &member : domain.members) {
            const Device *tray = design.findDevice(member);
            QVERIFY2(tray && tray->isServer(), member.c_str());
            QCOMPARE(tray->model, std::string("gb300-tray"));
            QCOMPARE(tray->group, "rack-" + std::to_string(r + 1)); // one group label per rack
            QVERIFY(rackOfTray.emplace(member, int(r)).second);     // a tray is in one domain
        }
    }
    QCOMPARE(rackOfTray.size(), std::size_t(54));
    const auto domains = nvlinkDomains(design, builtinCatalog());
    QCOMPARE(domains.size(), std::size_t(3));
    for (const auto &domain : domains) {
        QCOMPARE(domain.gpus, 72);
        QVERIFY(domain.multiNode);
    }
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.count(Severity::Error), 0);
}

// GB200 NVL36x2 (fabrics-reference.md, from NVIDIA's Multi-Node Tuning Guide): each 72-GPU domain
// is two racks of 9 compute trays. racks=3 makes 3 domains in 6 physical racks; a domain's trays are
// the 9 of rack 2r+1 and the 9 of rack 2r+2, and it is timed as one 72-GPU NVLink domain.
void TestNvl72Generator::nvl36x2PairsOfRacks()
{
    const Design design = nvl72({{"racks", "3"}, {"rack", "gb200-nvl36x2"}, {"switch", "qm9700"}});
    validateDesign(design, builtinCatalog());
    QCOMPARE(design.domains.size(), std::size_t(3));
    for (std::size_t r = 0; r < design.domains.size(); ++r) {
        const ScaleUpDomain &domain = design.domains[r];
        QCOMPARE(domain.model, std::string("gb200-nvl36x2"));
        QCOMPARE(domain.members.size(), std::size_t(18));
        std::map<std::string, int> traysPerGroup;
        for (const auto &member : domain.members) ++traysPerGroup[design.findDevice(member)->group];
        const std::map<std::string, int> expected{{"rack-" + std::to_string(2 * r + 1), 9},
                                                  {"rack-" + std::to_string(2 * r + 2), 9}};
        QCOMPARE(traysPerGroup, expected);
        QCOMPARE(domain.name, "Racks " + std::to_string(2 * r + 1) + "-" + std::to_string(2 * r + 2));
    }
    QCOMPARE(design.findDevice("rack6-tray-9")->model, std::string("gb200-tray"));
    QCOMPARE(countDomainRacks(design, builtinCatalog()), std::size_t(6));
    QVERIFY(!design.findDevice("rack1-tray-10"));
    for (const auto &domain : nvlinkDomains(design, builtinCatalog())) QCOMPARE(domain.gpus, 72);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.count(Severity::Error), 0);

    // The same GPUs and NICs as GB200 NVL72 racks: every collective times the same.
    const Design nvl72Racks = nvl72({{"racks", "3"}, {"rack", "gb200-nvl72"}, {"switch", "qm9700"}});
    const timing::FabricProfile pairs = timing::buildFabricProfile(design, builtinCatalog());
    const timing::FabricProfile racks = timing::buildFabricProfile(nvl72Racks, builtinCatalog());
    for (const int gpus : {72, 216}) {
        timing::CollectiveRequest request;
        request.op = timing::CollectiveOp::AllReduce;
        request.bytes = 8.0 * (1 << 30);
        request.gpus = gpus;
        const timing::CollectiveResult a = timing::timeCollective(pairs, request), b = timing::timeCollective(racks, request);
        QCOMPARE(a.timeUs, b.timeUs);
        QCOMPARE(a.algorithm, b.algorithm);
    }
}

// NVL72 racks split as 2 x NVL36 or 9 x NVL8 (fabrics-reference.md, "Rack-scale NVLink domains").
void TestNvl72Generator::partitions_data()
{
    QTest::addColumn<int>("partition");
    QTest::addColumn<int>("stored");
    QTest::addColumn<int>("perRack");
    QTest::newRow("NVL72") << 72 << 0 << 1;
    QTest::newRow("NVL36") << 36 << 36 << 2;
    QTest::newRow("NVL8") << 8 << 8 << 9;
}

void TestNvl72Generator::partitions()
{
    QFETCH(int, partition);
    QFETCH(int, stored);
    QFETCH(int, perRack);
    const Design design = nvl72({{"racks", "2"}, {"partition", std::to_string(partition)}});
    for (const auto &domain : design.domains) QCOMPARE(domain.partitionGpus, stored);
    QCOMPARE(countNvlinkDomains(design, builtinCatalog()), std::size_t(2 * perRack));
    for (const auto &domain : nvlinkDomains(design, builtinCatalog())) QCOMPARE(domain.gpus, partition);
}

// planes=2: each ConnectX-8's 800G port is used as two 400G halves, one into each plane; each plane
// is then the GB200 shape (4 rails of 400G, one Q3400 leaf per rail per SU).
void TestNvl72Generator::twoPlanes()
{
    const Design design = nvl72({{"racks", "8"}, {"planes", "2"}});
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.endpoints, (std::int64_t)144 * 8);
    QCOMPARE(counts.leaves, (std::int64_t)8); // 4 per plane
    QCOMPARE(counts.spines, (std::int64_t)4); // 2 per plane
    QCOMPARE(counts.serverLeafCables, (std::int64_t)1152);
    QCOMPARE(counts.leafSpineCables, (std::int64_t)1152);
    for (const auto &device : design.devices) {
        if (!device.isServer()) continue;
        QCOMPARE(device.nicModel.value_or(""), std::string("cx8-2x400g"));
        QCOMPARE(device.nicCount.value_or(0), 8);
    }
    // Per tray: halves 1-4 go to plane 1, 5-8 to plane 2, and never both halves of one plane's rail.
    for (const auto &link : design.links) {
        if (link.from.device != "rack1-tray-1") continue;
        QCOMPARE(link.speedGbps, 400.0);
        const int port = *link.from.port;
        QVERIFY2(link.to.device.rfind(port < 4 ? "p1-" : "p2-", 0) == 0, link.to.device.c_str());
    }
    // The same bandwidth per tray as one plane at 800G.
    const EffectiveNics nics = effectiveNics(*design.findDevice("rack1-tray-1"), builtinCatalog());
    QCOMPARE(nics.count * nics.speedGbps, 4 * 800.0);
}

// Spectrum-X: SN5600 (64 x 800G Ethernet) with RoCE; a leaf holds one rack (18 trays, 18 up).
void TestNvl72Generator::spectrumX()
{
    const Design design = nvl72({{"racks", "8"}, {"switch", "sn5600"}});
    QCOMPARE(design.settings.transport, Transport::Roce);
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.leaves, (std::int64_t)32); // 8 racks x 4 rails
    QCOMPARE(counts.spines, (std::int64_t)9);  // 32 x 18 = 576 uplinks, 64 ports each
    checkEvenUplinks(design, 2);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.count(Severity::Error), 0);
}

// 10 racks: one full SU and a second holding 2 racks; the last leaf group is partly filled, as
// the other templates fill their last group.
void TestNvl72Generator::partialScalableUnit()
{
    const Design design = nvl72({{"racks", "10"}});
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.servers, (std::int64_t)180);
    QCOMPARE(counts.leaves, (std::int64_t)12); // 3 leaf groups of up to 4 racks
    QCOMPARE(counts.spines, (std::int64_t)6);  // 12 x 72 uplinks over 144 ports
    QCOMPARE(counts.serverLeafCables, (std::int64_t)720);
    QCOMPARE(counts.leafSpineCables, (std::int64_t)864);
    QVERIFY(design.findDevice("su2-g1-leaf-r4"));
    QVERIFY(!design.findDevice("su2-g2-leaf-r1"));
    QCOMPARE(design.domains.size(), std::size_t(10));
}

// Past 144 leaves two tiers no longer fit a Q3400 spine: pods of spines under a core tier.
void TestNvl72Generator::threeTiers()
{
    const Design design = nvl72({{"racks", "160"}});
    validateDesign(design, builtinCatalog());
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.gpus, (std::int64_t)11520);
    QCOMPARE(counts.leaves, (std::int64_t)160);
    QVERIFY(counts.cores > 0);
    QCOMPARE(counts.serverLeafCables, (std::int64_t)11520);
    QCOMPARE(counts.leafSpineCables, (std::int64_t)11520); // non-blocking
    QCOMPARE(counts.spineCoreCables, (std::int64_t)11520);
    QCOMPARE(design.domains.size(), std::size_t(160));
}

void TestNvl72Generator::refusals_data()
{
    QTest::addColumn<GeneratorParams>("values");
    QTest::addColumn<QString>("message");
    QTest::newRow("partition 16") << GeneratorParams{
        {"partition", "16"}} << QStringLiteral("nvl72: partition=16: gb300-nvl72 supports NVLink partitions of 72, 36, 8 GPUs");
    QTest::newRow("not a rack") << GeneratorParams{{"rack", "hgx-b300"}}
                                << QStringLiteral("rack=hgx-b300: not a rack in the catalog");
    QTest::newRow("GB200 two planes") << GeneratorParams{{"rack", "gb200-nvl72"}, {"planes", "2"}}
                                      << QStringLiteral("set nic= to the catalog NIC of one half");
    QTest::newRow("three planes") << GeneratorParams{{"planes", "3"}} << QStringLiteral("must be between 1 and 2");
    QTest::newRow("too small a switch") << GeneratorParams{{"switch", "eth-32x100g"}, {"rack", "gb200-nvl72"}}
                                        << QStringLiteral("a rail leaf cannot hold the 18 trays of one rack");
    QTest::newRow("unknown key") << GeneratorParams{{"servers", "4"}} << QStringLiteral("unknown key 'servers'");
    // Table 4.1 stops at 16 SUs: 4 rails x 16 SUs = 64 spine-leaf groups, one per port of a QM9700 core.
    QTest::newRow("GB200 SuperPOD past 16 SUs")
        << GeneratorParams{{"racks", "136"}, {"rack", "gb200-nvl72"}, {"switch", "qm9700"}}
        << QStringLiteral("a 3-tier fabric at 1:1 holds at most 9,216 endpoints (9,792 requested)");
}

void TestNvl72Generator::refusals()
{
    QFETCH(GeneratorParams, values);
    QFETCH(QString, message);
    try {
        nvl72(values);
        QFAIL("expected a GeneratorError");
    } catch (const GeneratorError &error) {
        QVERIFY2(QString::fromStdString(error.what()).contains(message), error.what());
    }
}

void TestNvl72Generator::listed()
{
    bool found = false;
    for (const auto &info : fabricTemplates()) {
        if (info.name != "nvl72") continue;
        found = true;
        std::set<std::string> keys;
        for (const auto &key : info.keys) keys.insert(key.name);
        for (const char *key : {"racks", "rack", "nic", "switch", "planes", "partition", "transport"})
            QVERIFY2(keys.count(key), key);
    }
    QVERIFY(found);
}

// The shipped example (resources/examples/gb300-nvl72-1su.spinel) is one GB300 SU with the counts
// of `generate nvl72 --set racks=8`: 8 racks of 18 trays, 8 leaves, 4 spines, 576 tray-leaf and
// 576 leaf-spine cables; it analyses clean and a save writes it back unchanged.
void TestNvl72Generator::shippedGb300Example()
{
    const QString path = testdata::sourcePath(QStringLiteral("resources/examples/gb300-nvl72-1su.spinel"));
    const std::string text = testdata::readText(path);
    const Design design = readDesign(text, builtinCatalog(), path.toStdString());
    const DesignCounts counts = countDesign(design, builtinCatalog());
    const DesignCounts generated = countDesign(nvl72({{"racks", "8"}}), builtinCatalog());
    QCOMPARE(counts.servers, (std::int64_t)144);
    QCOMPARE(counts.gpus, (std::int64_t)576);
    QCOMPARE(counts.domains, (std::int64_t)8);
    for (const auto &[mine, theirs] : {std::pair{counts.leaves, generated.leaves},
                                       {counts.spines, generated.spines},
                                       {counts.cores, generated.cores},
                                       {counts.serverLeafCables, generated.serverLeafCables},
                                       {counts.leafSpineCables, generated.leafSpineCables}})
        QCOMPARE(mine, theirs);
    QCOMPARE(counts.leaves, (std::int64_t)8);
    QCOMPARE(counts.spines, (std::int64_t)4);
    for (const auto &domain : design.domains) {
        QCOMPARE(domain.model, std::string("gb300-nvl72"));
        QCOMPARE(domain.members.size(), std::size_t(18));
    }
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.count(Severity::Error), 0);
    QCOMPARE(analysis.count(Severity::Warning), 0);
    QCOMPARE(writeDesign(design), text);
}

SPINEL_QTEST_GUILESS_MAIN(TestNvl72Generator)
#include "tst_nvl72generator.moc"
