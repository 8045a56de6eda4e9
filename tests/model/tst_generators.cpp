// Fabric templates: published designs come out exactly, every template validates and lays out by
// tier, and impossible parameters are refused with a message saying what would fit.
#include <QtTest>

#include <set>
#include <unordered_map>

#include "core/designcounts.h"
#include "rules/analysis.h"
#include "generate/generators.h"
#include "io/designformat.h"
#include "support/testmain.h"

using namespace spinel;

class TestGenerators : public QObject {
    Q_OBJECT

private slots:
    void fatTreePublished_data();
    void fatTreePublished();
    void superPodPublished_data();
    void superPodPublished();
    void templatesValidate_data();
    void templatesValidate();
    void refusals_data();
    void refusals();
    void readableIds();
    void leafSpineOversubscribed();
    void leafSpineThreeTiers();
    void singleServer();
    void torusWiring();
    void defaultTransport();
    void templateListDescribesKeys();
};

namespace {

GeneratorParams params(std::initializer_list<std::pair<const std::string, std::string>> list)
{
    return GeneratorParams(list);
}

} // namespace

// Al-Fares et al., SIGCOMM 2008, via docs/reference/fabrics-reference.md: k pods of k/2 edge and k/2
// aggregation switches, (k/2)^2 cores, k^3/4 hosts; links incl. host links = 3 k^3/4.
void TestGenerators::fatTreePublished_data()
{
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("hosts");
    QTest::addColumn<int>("cores");
    QTest::addColumn<int>("aggregation");
    QTest::addColumn<int>("edge");
    QTest::addColumn<int>("links");
    QTest::newRow("k=4") << 4 << 16 << 4 << 8 << 8 << 48;
    QTest::newRow("k=8") << 8 << 128 << 16 << 32 << 32 << 384;
}

void TestGenerators::fatTreePublished()
{
    QFETCH(int, k);
    QFETCH(int, hosts);
    QFETCH(int, cores);
    QFETCH(int, aggregation);
    QFETCH(int, edge);
    QFETCH(int, links);
    const Design design = generateFabric("fat-tree", params({{"k", std::to_string(k)}, {"nics-per-server", "1"}}),
                                         builtinCatalog());
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.endpoints, hosts);
    QCOMPARE(counts.cores, cores);
    QCOMPARE(counts.spines, aggregation);
    QCOMPARE(counts.leaves, edge);
    QCOMPARE(counts.switches(), 5 * k * k / 4);
    QCOMPARE(counts.cables, (long long)links);
    QCOMPARE(counts.serverLeafCables, (long long)hosts);
    QCOMPARE(counts.leafSpineCables, (long long)hosts);
    QCOMPARE(counts.spineCoreCables, (long long)hosts);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.bisectionFraction(), 1.0); // full bisection
}

// NVIDIA DGX SuperPOD H100 reference architecture, Table 4, with all 32 slots of an SU filled
// (docs/reference/fabrics-reference.md [D]): 8 leaves per SU, 4 spines for 1 SU, 8 for 2,
// 256 server-leaf and 256 leaf-spine cables per SU.
void TestGenerators::superPodPublished_data()
{
    QTest::addColumn<int>("sus");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("serverLeaf");
    QTest::addColumn<int>("leafSpine");
    QTest::newRow("1 SU") << 1 << 8 << 4 << 256 << 256;
    QTest::newRow("2 SUs") << 2 << 16 << 8 << 512 << 512;
}

void TestGenerators::superPodPublished()
{
    QFETCH(int, sus);
    QFETCH(int, leaves);
    QFETCH(int, spines);
    QFETCH(int, serverLeaf);
    QFETCH(int, leafSpine);
    const Design design = generateFabric("rail-optimized", params({{"sus", std::to_string(sus)}}), builtinCatalog());
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.servers, 32 * sus);
    QCOMPARE(counts.gpus, 256 * sus);
    QCOMPARE(counts.leaves, leaves);
    QCOMPARE(counts.spines, spines);
    QCOMPARE(counts.cores, 0);
    QCOMPARE(counts.serverLeafCables, (long long)serverLeaf);
    QCOMPARE(counts.leafSpineCables, (long long)leafSpine);
    // Each leaf's 32 uplinks spread evenly: the same number of cables to every spine.
    for (const auto &link : design.links)
        if (link.to.device.rfind("spine-", 0) == 0) QCOMPARE(link.count, 32 / spines);
}

void TestGenerators::templatesValidate_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<GeneratorParams>("values");
    QTest::newRow("fat-tree k=6") << QStringLiteral("fat-tree") << params({{"k", "6"}});
    QTest::newRow("leaf-spine default") << QStringLiteral("leaf-spine") << params({});
    QTest::newRow("leaf-spine no rails") << QStringLiteral("leaf-spine") << params({{"servers", "13"}, {"rails", "false"}});
    QTest::newRow("leaf-spine 2 planes") << QStringLiteral("leaf-spine") << params({{"servers", "40"}, {"planes", "2"}});
    QTest::newRow("leaf-spine 3 tiers") << QStringLiteral("leaf-spine") << params({{"gpus", "8192"}});
    QTest::newRow("leaf-spine ethernet 2:1")
        << QStringLiteral("leaf-spine") << params({{"servers", "100"}, {"switch", "sn5600"}, {"oversubscription", "2"}});
    QTest::newRow("rail-optimized 5 SUs 3 tiers") << QStringLiteral("rail-optimized") << params({{"sus", "12"}});
    QTest::newRow("torus 4x4x4") << QStringLiteral("torus") << params({});
    QTest::newRow("nvl72 10 racks") << QStringLiteral("nvl72") << params({{"racks", "10"}});
    QTest::newRow("nvl72 Spectrum-X 2 planes")
        << QStringLiteral("nvl72") << params({{"racks", "9"}, {"switch", "sn5600"}, {"planes", "2"}});
    QTest::newRow("nvl72 3 tiers") << QStringLiteral("nvl72") << params({{"racks", "160"}, {"partition", "36"}});
    QTest::newRow("nvl72 GB200 spine-leaf groups")
        << QStringLiteral("nvl72") << params({{"racks", "13"}, {"rack", "gb200-nvl72"}, {"switch", "qm9700"}});
    QTest::newRow("torus 8x2") << QStringLiteral("torus") << params({{"dims", "8x2"}, {"links-per-neighbor", "2"}});
}

void TestGenerators::templatesValidate()
{
    QFETCH(QString, name);
    QFETCH(GeneratorParams, values);
    const Design design = generateFabric(name.toStdString(), values, builtinCatalog());
    validateDesign(design, builtinCatalog()); // throws on any inconsistency
    QVERIFY(!design.devices.empty());
    // Rows by tier, y growing downward: every cable rises from its lower tier to the upper one
    // (large fabrics wrap into bands, so tiers are ordered within a pod, not across the design).
    std::unordered_map<std::string, const Device *> byId;
    for (const auto &device : design.devices) {
        byId.emplace(device.id, &device);
        QVERIFY2(!device.group.empty() || name == QStringLiteral("torus"), device.id.c_str());
    }
    for (const auto &link : design.links) {
        const Device *a = byId.at(link.from.device), *b = byId.at(link.to.device);
        if (tierOf(*a) == tierOf(*b)) continue;
        const Device *upper = tierOf(*a) > tierOf(*b) ? a : b, *lower = upper == a ? b : a;
        QVERIFY2(upper->position.y < lower->position.y, link.id.c_str());
    }
    // No two devices on top of each other.
    std::set<std::pair<double, double>> spots;
    for (const auto &device : design.devices)
        QVERIFY2(spots.insert({device.position.x, device.position.y}).second, device.id.c_str());
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.count(Severity::Error), 0);
}

void TestGenerators::refusals_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<GeneratorParams>("values");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown template") << QStringLiteral("mesh") << params({}) << QStringLiteral("unknown template 'mesh'");
    QTest::newRow("unknown key") << QStringLiteral("fat-tree") << params({{"radix", "4"}}) << QStringLiteral("unknown key 'radix'");
    QTest::newRow("k odd") << QStringLiteral("fat-tree") << params({{"k", "5"}}) << QStringLiteral("must be even");
    QTest::newRow("k > radix") << QStringLiteral("fat-tree") << params({{"k", "66"}})
                               << QStringLiteral("more than the 64 ports of qm9700");
    QTest::newRow("torus dimension 0") << QStringLiteral("torus") << params({{"dims", "4x0x4"}})
                                       << QStringLiteral("dimension 2 is 0");
    QTest::newRow("10 million GPUs") << QStringLiteral("leaf-spine") << params({{"gpus", "10000000"}})
                                     << QStringLiteral("10,000,000 GPUs in 1,250,000 servers is more than one design holds");
    QTest::newRow("2 tiers too small") << QStringLiteral("leaf-spine") << params({{"servers", "512"}, {"tiers", "2"}})
                                       << QStringLiteral("a 2-tier fabric at 1:1 holds at most 2,048 endpoints");
    QTest::newRow("SU too large for leaf") << QStringLiteral("rail-optimized") << params({{"servers-per-su", "40"}})
                                           << QStringLiteral("use at most 32 servers per SU");
    QTest::newRow("gpus not a multiple") << QStringLiteral("leaf-spine") << params({{"gpus", "100"}})
                                         << QStringLiteral("use 96 or 104");
    QTest::newRow("planes") << QStringLiteral("leaf-spine") << params({{"planes", "3"}}) << QStringLiteral("does not divide");
    QTest::newRow("not a switch") << QStringLiteral("leaf-spine") << params({{"switch", "hgx-h100"}})
                                  << QStringLiteral("not a switch");
    QTest::newRow("bad number") << QStringLiteral("rail-optimized") << params({{"sus", "two"}}) << QStringLiteral("whole number");
    QTest::newRow("torus nics") << QStringLiteral("torus") << params({{"nics-per-server", "8"}})
                                << QStringLiteral("set nics-per-server=6");
    // Issue 17: a template never writes a file the loader refuses.
    QTest::newRow("name too long") << QStringLiteral("fat-tree") << params({{"name", std::string(284, 'n')}})
                                   << QStringLiteral("fat-tree: name is 284 characters long; the limit is 256");
    QTest::newRow("torus too wide") << QStringLiteral("torus") << params({{"dims", "1x1x32768"}, {"nics-per-server", "2"}})
                                    << QStringLiteral("lays out wider than the canvas allows (10485440 > 10,000,000)");
}

void TestGenerators::refusals()
{
    QFETCH(QString, name);
    QFETCH(GeneratorParams, values);
    QFETCH(QString, message);
    try {
        generateFabric(name.toStdString(), values, builtinCatalog());
        QFAIL("expected a GeneratorError");
    } catch (const GeneratorError &error) {
        QVERIFY2(QString::fromStdString(error.what()).contains(message), error.what());
    }
}

void TestGenerators::readableIds()
{
    const Design design = generateFabric("rail-optimized", params({{"sus", "2"}}), builtinCatalog());
    QVERIFY(design.findDevice("su1-leaf-r3"));
    QVERIFY(design.findDevice("su2-srv-32"));
    QVERIFY(design.findDevice("spine-8"));
    QVERIFY(design.findLink("su1-srv-5-r3"));
    QVERIFY(design.findLink("su1-leaf-r3-spine-5"));
    const Link *nic = design.findLink("su1-srv-5-r3");
    QCOMPARE(nic->to.device, std::string("su1-leaf-r3"));
    QCOMPARE(nic->medium, Medium::Dac); // server-leaf copper, leaf-spine multimode
    QCOMPARE(design.findLink("su1-leaf-r3-spine-5")->medium, Medium::Multimode);
    QCOMPARE(design.findDevice("su2-srv-1")->group, std::string("su-2"));
}

void TestGenerators::leafSpineOversubscribed()
{
    // 64 servers at 3:1 on qm9700: 48 ports down at most, so 2 groups of 32; ceil(32/3) = 11 uplinks.
    const Design design = generateFabric("leaf-spine", params({{"servers", "64"}, {"oversubscription", "3"}}), builtinCatalog());
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.tiers.front().tier, Tier::Leaf);
    QCOMPARE(*analysis.tiers.front().oversubscription, 32.0 / 11.0);
    QCOMPARE(analysis.count(Severity::Warning), 0); // within the 3:1 target
    QCOMPARE(design.settings.targetOversubscription, 3.0);
}

void TestGenerators::leafSpineThreeTiers()
{
    // 1,024 servers with 8 NICs: 8,192 endpoints > 2,048 for 2 tiers of qm9700, so 3 tiers;
    // pods of 4 SUs (32 leaves), 32 spines each; 32 SUs of 32 servers = 8 pods, 256 spines;
    // each core group serves spine j of 8 pods: 8 × 32 = 256 cables, 4 cores of 64 ports.
    const Design design = generateFabric("leaf-spine", params({{"servers", "1024"}}), builtinCatalog());
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.leaves, 256);
    QCOMPARE(counts.spines, 256);
    QCOMPARE(counts.cores, 128);
    QCOMPARE(counts.leafSpineCables, 8192LL);
    QCOMPARE(counts.spineCoreCables, 8192LL);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.bisectionFraction(), 1.0);
    QCOMPARE(analysis.diameterHops, 6);
}

void TestGenerators::singleServer()
{
    const Design design = generateFabric("leaf-spine", params({{"servers", "1"}}), builtinCatalog());
    validateDesign(design, builtinCatalog());
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.servers, 1);
    QCOMPARE(counts.leaves, 8);
    QCOMPARE(counts.spines, 1);
    QCOMPARE(analyzeFabric(design, builtinCatalog()).count(Severity::Error), 0);
}

void TestGenerators::torusWiring()
{
    // 4x4x4: 64 servers, 3 links each to the + neighbour = 192 cables, 6 per server.
    const Design design = generateFabric("torus", params({}), builtinCatalog());
    const DesignCounts counts = countDesign(design, builtinCatalog());
    QCOMPARE(counts.servers, 64);
    QCOMPARE(counts.cables, 192LL);
    QCOMPARE(counts.endpoints, 64 * 6);
    QCOMPARE(counts.switches(), 0);
    QVERIFY(design.findLink("n-3-0-0-d1")); // wraps around to n-0-0-0
    QCOMPARE(design.findLink("n-3-0-0-d1")->to.device, std::string("n-0-0-0"));
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(analysis.diameterHops, 6); // 2 + 2 + 2
    QCOMPARE(analysis.count(Severity::Error) + analysis.count(Severity::Warning), 0);
}

void TestGenerators::defaultTransport()
{
    QCOMPARE(generateFabric("leaf-spine", params({{"servers", "4"}}), builtinCatalog()).settings.transport, Transport::InfiniBand);
    QCOMPARE(generateFabric("leaf-spine", params({{"servers", "4"}, {"switch", "sn5600"}}), builtinCatalog()).settings.transport,
             Transport::Roce);
    QCOMPARE(generateFabric("leaf-spine", params({{"servers", "4"}, {"transport", "tcp"}}), builtinCatalog()).settings.transport,
             Transport::Tcp);
}

void TestGenerators::templateListDescribesKeys()
{
    const auto templates = fabricTemplates();
    QCOMPARE(templates.size(), std::size_t(5)); // fat-tree, leaf-spine, rail-optimized, torus, nvl72
    for (const auto &info : templates) {
        QVERIFY(!info.description.empty());
        for (const auto &key : info.keys) QVERIFY2(!key.help.empty(), key.name.c_str());
    }
    const auto &rail = templates[2];
    QCOMPARE(rail.name, std::string("rail-optimized"));
    QVERIFY(std::any_of(rail.keys.begin(), rail.keys.end(),
                        [](const auto &k) { return k.name == "servers-per-su" && k.defaultText == "32"; }));
}

SPINEL_QTEST_APPLESS_MAIN(TestGenerators)
#include "tst_generators.moc"
