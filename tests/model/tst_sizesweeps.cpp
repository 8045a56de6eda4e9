// The shape of Spinel's bus bandwidth over message sizes against two published full nccl-tests
// sweeps (docs/reference/nccl-sweeps.md), each run on the design the accuracy table makes for its
// row (generators, default settings): where NCCL switches protocol, how close the plateau is, and
// whether busbw grows with the size as the measurements do. MODEL.md section 6 ("Across sizes")
// discusses the result.
#include <QTest>

#include <cmath>

#include "support/testmain.h"
#include "validation/accuracy.h"

using namespace spinel;

namespace {

struct SweepPoint {
    int log2Bytes = 0;
    double busbwGBps = 0;
};

// Azure ND A100 v4 (8 x A100-SXM4-80GB, one VM, NCCL 2.18.5), all_reduce_perf -b 8 -e 8G -f 2 -g 8,
// in-place busbw GB/s, 1 KiB to 8 GiB:
// https://github.com/Azure/AI-benchmarking-guide/blob/8fd0c6e1bd0f853ef8f0500a3640a7d80a2a92ef/Azure_Results/ND_A100_v4_results.md
const std::vector<SweepPoint> kAzureA100 = {{10, 0.04},   {11, 0.08},   {12, 0.17},   {13, 0.33},   {14, 0.67},   {15, 1.37},
                                            {16, 2.70},   {17, 5.15},   {18, 10.11},  {19, 19.24},  {20, 36.22},  {21, 53.54},
                                            {22, 71.43},  {23, 89.99},  {24, 109.22}, {25, 132.77}, {26, 166.63}, {27, 174.18},
                                            {28, 213.87}, {29, 221.58}, {30, 228.10}, {31, 230.22}, {32, 230.48}, {33, 231.58}};

// Google Cloud A4 (2 x a4-highgpu-8g: 8 x B200, 8 x 400G RoCE each), all-gather, out-of-place busbw
// GB/s, 1 KiB to 8 GiB:
// https://github.com/GoogleCloudPlatform/cluster-toolkit/blob/develop/examples/gke-a4/README.md
const std::vector<SweepPoint> kGkeB200 = {{10, 0.02},   {11, 0.05},   {12, 0.11},   {13, 0.21},   {14, 0.41},   {15, 0.78},
                                          {16, 1.50},   {17, 2.70},   {18, 5.25},   {19, 10.58},  {20, 12.05},  {21, 22.78},
                                          {22, 41.31},  {23, 75.70},  {24, 118.34}, {25, 169.39}, {26, 220.32}, {27, 263.60},
                                          {28, 317.40}, {29, 345.61}, {30, 358.32}, {31, 362.87}, {32, 365.47}, {33, 366.29}};

struct Predicted {
    double measured = 0, predicted = 0;
    std::string chosen;
};

// The sweep's points run as rows like `baseId` (same system and op, another size).
std::vector<Predicted> predictSweep(const char *baseId, const std::vector<SweepPoint> &sweep)
{
    const MeasuredRow *base = nullptr;
    for (const MeasuredRow &r : builtinMeasurements())
        if (r.id == baseId) base = &r;
    if (!base) return {};
    std::vector<Predicted> out;
    for (const SweepPoint &p : sweep) {
        MeasuredRow row = *base;
        row.bytes = std::ldexp(1.0, p.log2Bytes);
        row.busbwGBps = p.busbwGBps;
        row.timeUs.reset();
        const AccuracyResult r = predictMeasurement(row, builtinCatalog());
        out.push_back({p.busbwGBps, r.predicted, r.chosen});
        qInfo("2^%d B: %8.2f measured, %8.2f predicted (%+6.1f %%) %s", p.log2Bytes, p.busbwGBps, r.predicted,
              100 * (r.ratio - 1), r.chosen.c_str());
    }
    return out;
}

} // namespace

class TestSizeSweeps : public QObject {
    Q_OBJECT
private slots:
    void sweeps_data();
    void sweeps();
};

void TestSizeSweeps::sweeps_data()
{
    QTest::addColumn<QString>("baseId");
    QTest::addColumn<int>("sweep");             // 0: Azure A100, 1: GKE B200
    QTest::addColumn<QStringList>("protocols"); // NCCL's choice (Spinel's auto) per size, from 2^10 up
    QTest::addColumn<QList<int>>("dips");       // sizes whose busbw falls below the one before (known misses)
    // One A100 server: NCCL's tuner (tuning.cc, Ampere, 12 search channels of 20 GB/s) takes LL to
    // 2 MiB, LL128 from 4 to 16 MiB and Simple from 32 MiB: LL128's 40.6 us against Simple's 56 us
    // latency (14 steps x 1.9 / 3.4 us + 14 / 8.4 base) and 0.92 x 240 against 240 GB/s cross at
    // about 24 MB.
    QStringList a100;
    for (int i = 10; i <= 33; ++i) a100 << QString::fromLatin1(i <= 21 ? "ring/LL" : i <= 24 ? "ring/LL128" : "ring/Simple");
    QTest::newRow("Azure ND A100 v4, all-reduce")
        << QStringLiteral("azure-nda100v4-1n-allreduce-8g") << 0 << a100 << QList<int>{25};
    // Two B200 servers over RoCE: LL to 512 KiB, LL128 from 1 to 32 MiB, Simple from 64 MiB. The
    // measured time jumps from 46.4 to 81.6 us between 512 KiB and 1 MiB, the one step in the sweep's
    // time curve, where Spinel (NCCL's tuner) leaves LL.
    QStringList b200;
    for (int i = 10; i <= 33; ++i) b200 << QString::fromLatin1(i <= 19 ? "ring/LL" : i <= 25 ? "ring/LL128" : "ring/Simple");
    QTest::newRow("GKE A4 B200 x 2, all-gather")
        << QStringLiteral("gke-a4-b200-2n-roce-allgather-8g") << 1 << b200 << QList<int>{26};
}

void TestSizeSweeps::sweeps()
{
    QFETCH(QString, baseId);
    QFETCH(int, sweep);
    QFETCH(QStringList, protocols);
    QFETCH(QList<int>, dips);
    const std::vector<SweepPoint> &points = sweep == 0 ? kAzureA100 : kGkeB200;
    const std::vector<Predicted> predicted = predictSweep(baseId.toLatin1().constData(), points);
    QCOMPARE(predicted.size(), points.size());

    for (std::size_t i = 0; i < points.size(); ++i) {
        QCOMPARE(QString::fromStdString(predicted[i].chosen), protocols.at(int(i)));
        // The published busbw grows with every doubling (the measured curves have no dip).
        if (i > 0) QVERIFY(points[i].busbwGBps >= points[i - 1].busbwGBps);
        // The plateau, from 256 MiB, lands within the accuracy table's +-15 %: A100 +0.8 to +5.0 %,
        // B200 +6.4 to +10.9 %.
        if (points[i].log2Bytes >= 28)
            QVERIFY2(std::abs(predicted[i].predicted / points[i].busbwGBps - 1) <= kBandwidthTolerance,
                     qPrintable(QString::number(points[i].log2Bytes)));
    }

    // Spinel's busbw should grow with the size as the measurement's does. It does everywhere but at
    // NCCL's LL128 -> Simple switch: Spinel times NCCL's choice on its physical model, where the
    // streaming LL128 ring hides its per-step latency and Simple pays its per-slice synchronisation
    // (MODEL.md section 5), neither of which NCCL's tuner sees; so the pair NCCL chooses at 2S can be
    // slower per byte than the one it chose at S. A100: 199.8 GB/s at 16 MiB, then 154.9 at 32 MiB
    // (measured 109.2 then 132.8); B200: 280.1 at 32 MiB, then 248.6 at 64 MiB (169.4 then 220.3).
    for (std::size_t i = 1; i < points.size(); ++i) {
        if (dips.contains(points[i].log2Bytes))
            QEXPECT_FAIL("", "known miss: busbw falls at the LL128 -> Simple switch (MODEL.md section 6)", Continue);
        QVERIFY2(predicted[i].predicted >= predicted[i - 1].predicted,
                 qPrintable(QStringLiteral("2^%1 B").arg(points[i].log2Bytes)));
    }
}

SPINEL_QTEST_APPLESS_MAIN(TestSizeSweeps)
#include "tst_sizesweeps.moc"
