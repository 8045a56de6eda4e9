// Predictions against the published nccl-tests results that ship with Spinel (resources/measurements.json,
// sources in docs/reference/nccl-measurements.md). Every row runs on a design the generators make for
// it with default settings and the built-in catalog; nothing is tuned to a row. Rows their own
// maintainers call anomalous are shown and not counted, as are systems the model does not cover yet.
#include <QTest>

#include <cmath>

#include "support/testmain.h"
#include "validation/accuracy.h"

using namespace spinel;

namespace {

const std::vector<AccuracyResult> &allResults()
{
    static const std::vector<AccuracyResult> all = predictMeasurements(builtinMeasurements(), builtinCatalog());
    return all;
}

bool onRack(const AccuracyResult &r)
{
    return builtinCatalog().rackSpec(r.row.serverModel) != nullptr;
}

// The rows on servers (every system but rack-scale NVLink domains): the bounds below guard them as
// they did before racks of trays were modelled; the rack rows have their own test (rackScaleDomains).
const std::vector<AccuracyResult> &results()
{
    static const std::vector<AccuracyResult> servers = [] {
        std::vector<AccuracyResult> out;
        for (const AccuracyResult &r : allResults())
            if (!onRack(r)) out.push_back(r);
        return out;
    }();
    return servers;
}

} // namespace

class TestMeasurements : public QObject {
    Q_OBJECT
private slots:
    void tableCoversTheSystems();
    void everyRowRunsOnAGeneratedDesign();
    void accuracy();
    void largeMessagesAreBandwidthBound();
    void defaultRunsChooseWhatWasMeasured();
    void rackScaleDomains();
    void azureNvlsSweep();
    void twentyRackSweep();
};

// The coverage the table promises (issue 10): single servers of four GPU generations, 2, 4 and at
// least 32 servers, InfiniBand and RoCE, 1 to 8 NICs per server, small-message latency.
void TestMeasurements::tableCoversTheSystems()
{
    const auto &rows = builtinMeasurements();
    QVERIFY(rows.size() >= 30);
    auto has = [&](auto predicate) { return std::any_of(rows.begin(), rows.end(), predicate); };
    for (const char *gpu : {"A100", "H100", "H200", "B200"})
        QVERIFY2(has([&](const MeasuredRow &r) { return r.gpu == gpu && r.servers == 1 && !r.anomalous; }), gpu);
    for (int servers : {2, 4}) QVERIFY(has([&](const MeasuredRow &r) { return r.servers == servers && !r.anomalous; }));
    QVERIFY(has([](const MeasuredRow &r) { return r.servers >= 32 && r.busbwGBps && !r.anomalous; }));
    QVERIFY(has([](const MeasuredRow &r) { return r.transport == Transport::InfiniBand && r.servers > 1; }));
    QVERIFY(has([](const MeasuredRow &r) { return r.transport == Transport::Roce && r.servers > 1 && !r.anomalous; }));
    for (int nics : {1, 4, 8}) QVERIFY(has([&](const MeasuredRow &r) { return r.nicsPerServer == nics && r.servers > 1; }));
    QVERIFY(has([](const MeasuredRow &r) { return r.isLatencyRow() && r.servers > 1 && !r.anomalous; }));
    for (const MeasuredRow &r : rows) QVERIFY2(r.source.rfind("https://", 0) == 0, r.id.c_str());
}

void TestMeasurements::everyRowRunsOnAGeneratedDesign()
{
    for (const AccuracyResult &r : results()) {
        if (r.row.anomalous) continue; // some anomalous rows are systems the catalog lacks (PCIe VMs)
        QVERIFY2(r.modelled, (r.row.id + ": " + r.whyNot).c_str());
        QVERIFY2(std::isfinite(r.predicted) && r.predicted > 0, r.row.id.c_str());
    }
}

// The table, printed; then the share within tolerance and the geometric-mean error. Issue 10 asks for
// 90 % of bandwidth rows within +-15 % and a geometric mean of 10 %: the model meets that for large
// messages (largeMessagesAreBandwidthBound) and, since the NVLS chunk pipeline is modelled, for the
// Azure NVLS sweep from 2 MiB up; it misses the mid-size Simple ring rows of one GKE system, the 20-rack GB200 8 GiB row and the
// rows MODEL.md section 6 lists. These bounds are what the model reaches (48 of 57 bandwidth rows,
// 7 of 7 latency rows, geometric mean 12.9 % over every row; 39 of 45 and 11.4 % on servers), so it
// cannot slip back unnoticed. The proxies' network posts of every channel on every ring step took the
// 128-server LL128 1 GiB row from +162 % to +18 % (14.4 % to 12.9 %; 13.2 % to 11.4 % on servers). Simple's per-slice synchronisation
// brought the A100 64 MiB row in, the streaming LL128 ring's hidden per-step latency the 128-server 4 and 8 GiB rows (it was 43 of 57,
// 19.6 %; 36 of 45 and 13.4 % on servers). Running the 20-rack GB200 rows with NVLS off, as their
// run was (coreweave/nccl-tests PR #48), took them from 46 of 57 and 19.5 %; NCCL 2.26.2's LL128 rule for
// their C2C-attached NICs, the 8 GiB row from +68 % to -17 % (14.9 % to 14.4 %).
void TestMeasurements::accuracy()
{
    qInfo("\n%s", accuracyTable(allResults()).c_str());
    const AccuracySummary all = summariseAccuracy(allResults());
    qInfo("every row: %d of %d bandwidth rows, %d of %d latency rows, geometric mean %.1f %%", all.bandwidthWithin,
          all.bandwidthRows, all.latencyWithin, all.latencyRows, all.geometricMeanErrorPct);
    QVERIFY(all.bandwidthRows >= 57);
    QVERIFY(all.bandwidthWithin >= 48);
    QVERIFY(all.latencyWithin >= 7);
    QVERIFY(all.geometricMeanErrorPct <= 13.0);
    const AccuracySummary s = summariseAccuracy(results());
    qInfo("servers: %d of %d bandwidth rows, %d of %d latency rows, geometric mean %.1f %%", s.bandwidthWithin, s.bandwidthRows,
          s.latencyWithin, s.latencyRows, s.geometricMeanErrorPct);
    QVERIFY(s.bandwidthRows >= 40);
    QVERIFY(s.latencyRows >= 5);
    QVERIFY2(s.bandwidthWithin >= 39, "fewer server bandwidth rows within +-15 % than reached");
    QVERIFY2(s.latencyWithin >= 0.8 * s.latencyRows, "fewer than 80 % of latency rows within +-50 %");
    QVERIFY(s.latencyWithin == s.latencyRows);
    QVERIFY(s.geometricMeanErrorPct <= 11.5);
}

// From 1 GiB up the bandwidth term dominates: at least 90 % of those rows within +-15 %.
void TestMeasurements::largeMessagesAreBandwidthBound()
{
    int rows = 0, within = 0;
    for (const AccuracyResult &r : results()) {
        if (r.row.anomalous || !r.outOfScope.empty() || r.row.isLatencyRow() || r.row.bytes < (1 << 30)) continue;
        ++rows;
        within += r.within() ? 1 : 0;
    }
    qInfo("%d of %d rows of 1 GiB and more within +-15 %%", within, rows);
    QVERIFY(rows >= 25);
    QVERIFY(within >= 0.85 * rows);
}

// Where a default run says which algorithm NCCL ran (NVLS on full H100/H200/B200 servers, ring on
// half of one), Spinel's NCCL choice is the same.
void TestMeasurements::defaultRunsChooseWhatWasMeasured()
{
    int compared = 0;
    for (const AccuracyResult &r : results()) {
        if (r.forced || r.row.anomalous || r.row.algorithm == "default" || !r.modelled) continue;
        QCOMPARE(QString::fromStdString(r.chosen.substr(0, r.chosen.find('/'))), QString::fromStdString(r.row.algorithm));
        ++compared;
    }
    QVERIFY(compared >= 4);
}

// GB200 NVL72 rows (CoreWeave, NCCL 2.26.2; OCI, 2.26.6; NVIDIA/nccl#1801, 2.27.3) on racks of trays
// joined into NVLink domains. Inside one domain (a rack of 72, two trays of 8) NVLS runs and lands
// within +-15 % from 4 GiB up; partitions on separate racks (NVL4, NVL8 x 3) run their ring over the
// NICs within +-15 %; two racks over InfiniBand (NVLS_TREE, with its chunk pipeline) within +-15 %
// (896 and 906 GB/s against 793 and 810). A forced tree over three NVL8 partitions runs 62 % slow:
// NCCL 2.30.7's per-channel tree cap for Blackwell beyond two nodes (8 channels x 24 GB/s) binds,
// where the run's NCCL 2.27.3 had 72 (MODEL.md section 6). Twenty racks ran with NVLS off
// (coreweave/nccl-tests PR #48): 512 MiB lands on the tree with its chunk pipeline, 16 GiB on the ring
// NCCL 2.30.7 picks there; 8 GiB misses (ring/LL128 in 2.30.7, +68 %; twentyRackSweep).
void TestMeasurements::rackScaleDomains()
{
    int inRack = 0, twoRacks = 0, partitions = 0;
    for (const AccuracyResult &r : allResults()) {
        if (!onRack(r) || r.row.isLatencyRow()) continue;
        QVERIFY2(r.modelled, (r.row.id + ": " + r.whyNot).c_str());
        qInfo("%s: %.1f predicted, %.1f measured (%+.1f%%)", r.row.id.c_str(), r.predicted, r.measured, 100 * (r.ratio - 1));
        if (r.row.servers == 1) {
            QCOMPARE(QString::fromStdString(r.chosen), QStringLiteral("nvls/Simple"));
            if (r.row.bytes < 4.0 * (1 << 30)) continue; // 1 GiB: +23 %, the mid-size gap of section 6
            QVERIFY2(std::abs(r.ratio - 1) <= kBandwidthTolerance, r.row.id.c_str());
            ++inRack;
        } else if (r.row.env.find("NCCL_NVLS_ENABLE=0") != std::string::npos && r.row.algorithm == "ring") {
            // NVL partitions on separate racks (NVIDIA/nccl#1801): the ring falls back to the NICs.
            QVERIFY2(std::abs(r.ratio - 1) <= kBandwidthTolerance, r.row.id.c_str());
            ++partitions;
        } else if (r.row.servers == 2) {
            QVERIFY2(std::abs(r.ratio - 1) <= kBandwidthTolerance, r.row.id.c_str());
            QCOMPARE(QString::fromStdString(r.chosen), QStringLiteral("nvlstree/Simple"));
            ++twoRacks;
        }
    }
    QVERIFY(inRack >= 3);
    QVERIFY(twoRacks >= 2);
    QVERIFY(partitions >= 2);
}

// The one complete published NVLS sweep: Azure ND H100 v5, one VM, NCCL_ALGO=NVLS, in-place busbw,
// NCCL 2.18.5 (Azure/AI-benchmarking-guide, Azure_Results/ND_H100_v5_results.md, table 6; the 1 MiB,
// 64 MiB and 8 GiB points are rows of resources/measurements.json). The NVLS chunk pipeline
// (MODEL.md section 5) is what brings 2 MiB to 1 GiB within +-15 %; below 1 MiB the run is
// latency-bound and NCCL's 25 us NVLS latency is all the model has (not asserted).
void TestMeasurements::azureNvlsSweep()
{
    const MeasuredRow *base = nullptr;
    for (const MeasuredRow &r : builtinMeasurements())
        if (r.id == "azure-ndh100v5-1n-nvls-allreduce-64m") base = &r;
    QVERIFY(base);
    const std::pair<int, double> sweep[] = {{21, 81.93},  {22, 128.73}, {23, 172.13}, {24, 234.45}, {25, 295.53},
                                            {26, 361.78}, {27, 400.61}, {28, 423.38}, {29, 438.46}, {30, 466.35},
                                            {31, 472.36}, {32, 475.54}, {33, 478.87}};
    for (const auto &[log2Bytes, busbw] : sweep) {
        MeasuredRow row = *base;
        row.bytes = std::ldexp(1.0, log2Bytes);
        row.busbwGBps = busbw;
        const AccuracyResult r = predictMeasurement(row, builtinCatalog());
        qInfo("2^%d B: %.1f predicted, %.2f measured (%+.1f%%)", log2Bytes, r.predicted, busbw, 100 * (r.ratio - 1));
        QVERIFY2(std::abs(r.ratio - 1) <= kBandwidthTolerance, qPrintable(QString::number(log2Bytes)));
    }
}

// The rest of the 20-rack GB200 sweep (coreweave/nccl-tests PR #48, NVLS off, NCCL 2.26.2; the 512 MiB,
// 8 and 16 GiB points are rows). NCCL 2.26.2 had no P2C path, so LL128 did not run between the racks
// (MODEL.md section 2a); where NCCL then runs the tree (up to 4 GiB here), the tree's chunk pipeline
// through the racks' 72-GPU chains (MODEL.md section 5) is most of the time: 1, 2 and 4 GiB land
// within +-15 %.
void TestMeasurements::twentyRackSweep()
{
    const MeasuredRow *base = nullptr;
    for (const MeasuredRow &r : builtinMeasurements())
        if (r.id == "gb200-nvl72-20rack-allreduce-512m") base = &r;
    QVERIFY(base);
    const std::pair<int, double> sweep[] = {{30, 218.85}, {31, 286.52}, {32, 346.38}};
    int trees = 0;
    for (const auto &[log2Bytes, busbw] : sweep) {
        MeasuredRow row = *base;
        row.bytes = std::ldexp(1.0, log2Bytes);
        row.busbwGBps = busbw;
        const AccuracyResult r = predictMeasurement(row, builtinCatalog());
        qInfo("2^%d B: %.1f predicted, %.2f measured (%+.1f%%), %s", log2Bytes, r.predicted, busbw, 100 * (r.ratio - 1),
              r.chosen.c_str());
        if (r.chosen != "tree/Simple") continue;
        QVERIFY2(std::abs(r.ratio - 1) <= kBandwidthTolerance, qPrintable(QString::number(log2Bytes)));
        ++trees;
    }
    QCOMPARE(trees, 3);
}

SPINEL_QTEST_APPLESS_MAIN(TestMeasurements)
#include "tst_measurements.moc"
