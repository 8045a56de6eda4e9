// Counting a design: GPUs, servers, NICs and cables in 64-bit, so the largest valid designs
// (millions of servers with 1,024-GPU user-catalog servers) do not wrap to negative numbers.
#include <QTest>

#include <cstdint>
#include <limits>
#include <type_traits>

#include "core/designcounts.h"
#include "core/limits.h"
#include "core/topology.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

// 2.1 million servers of 1,024 GPUs: the case that reported "gpus": -2144567296. Building it
// takes over a gigabyte, so the width of the counters is checked at compile time here and the
// arithmetic below on a design of realistic size.
static_assert(std::is_same_v<decltype(DesignCounts::gpus), std::int64_t>);
static_assert(std::is_same_v<decltype(DesignCounts::endpoints), std::int64_t>);
static_assert(std::is_same_v<decltype(Topology::totalGpus), std::int64_t>);
static_assert(std::numeric_limits<std::int64_t>::max() / limits::kMaxGpusPerServer > 2'100'000);

class TestDesignCounts : public QObject {
    Q_OBJECT
private slots:
    void largeServersCountExactly();
    void totalsOnly();
};

void TestDesignCounts::largeServersCountExactly()
{
    Catalog catalog = builtinCatalog();
    CatalogEntry big = *catalog.find("hgx-h100");
    big.id = "rack-1024";
    big.serverSpec->gpus = limits::kMaxGpusPerServer;
    catalog.insert(big);
    Design design;
    for (int i = 0; i < 3000; ++i) {
        Device server;
        server.id = "s" + std::to_string(i);
        server.name = server.id;
        server.model = "rack-1024";
        design.devices.push_back(server);
    }
    const DesignCounts counts = countDesign(design, catalog);
    QCOMPARE(counts.servers, std::int64_t(3000));
    QCOMPARE(counts.gpus, std::int64_t(3000) * 1024);
    QCOMPARE(buildTopology(design, catalog, TopologyIndex::DevicesOnly).totalGpus, std::int64_t(3000) * 1024);
}

// The status bar's totals are the full count's, without the per-layer cable split, the NVLink
// domains and the endpoints: on the example (4 HGX H100 servers with 8 NICs each on 2 leaves and
// 2 spines; no rack domain, so each server is a domain of its own) every total is the same.
void TestDesignCounts::totalsOnly()
{
    const Design design = testdata::exampleDesign();
    const Catalog &catalog = builtinCatalog();
    const DesignCounts full = countDesign(design, catalog);
    const DesignCounts totals = countDesign(design, catalog, CountScope::Totals);
    QCOMPARE(full.servers, std::int64_t(4));
    QCOMPARE(full.gpus, std::int64_t(32));
    QCOMPARE(full.domains, std::int64_t(4));
    QCOMPARE(full.endpoints, std::int64_t(32));
    QCOMPARE(full.serverLeafCables, std::int64_t(32));
    QVERIFY(full.leafSpineCables > 0);
    QCOMPARE(full.serverLeafCables + full.leafSpineCables + full.spineCoreCables + full.otherCables, full.cables);
    QCOMPARE(totals.gpus, full.gpus);
    QCOMPARE(totals.servers, full.servers);
    QCOMPARE(totals.leaves, full.leaves);
    QCOMPARE(totals.spines, full.spines);
    QCOMPARE(totals.cores, full.cores);
    QCOMPARE(totals.cables, full.cables);
    QCOMPARE(totals.domains, std::int64_t(0));
    QCOMPARE(totals.endpoints, std::int64_t(0));
    QCOMPARE(totals.serverLeafCables + totals.leafSpineCables + totals.spineCoreCables + totals.otherCables, std::int64_t(0));
}

SPINEL_QTEST_APPLESS_MAIN(TestDesignCounts)
#include "tst_designcounts.moc"
