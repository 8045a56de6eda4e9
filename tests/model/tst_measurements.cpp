// Predictions against every measured row of docs/reference/collectives-reference.md ("Measured bus bandwidths
// for tests"): bandwidth-bound sizes within +-15% of the measured busbw, small-message latency within
// +-50%. Each design is built from data-sheet figures only; nothing is tuned to a row.
#include <QTest>

#include <cmath>

#include "timing/collectives.h"
#include "timingdesigns.h"

using namespace spinel;
using namespace spinel::timing;
using spinel::timingtest::RailFabric;
Q_DECLARE_METATYPE(spinel::timingtest::RailFabric)

namespace {

constexpr double kLarge = 8.0 * 1024 * 1024 * 1024;  // nccl-tests "large": 8 GiB

CollectiveResult predict(const RailFabric &fabric, double bytes, Algorithm algorithm = Algorithm::Auto)
{
    const Catalog catalog = timingtest::measurementCatalog();
    const FabricProfile profile = buildFabricProfile(timingtest::railFabric(fabric), catalog);
    CollectiveRequest request;
    request.op = CollectiveOp::AllReduce;
    request.bytes = bytes;
    request.algorithm = algorithm;
    return timeCollective(profile, request);
}

RailFabric singleServer(const std::string &model)
{
    RailFabric f;
    f.server = model;
    f.servers = 1;
    return f;
}

} // namespace

class TestMeasurements : public QObject {
    Q_OBJECT
private slots:
    void busBandwidth_data();
    void busBandwidth();
    void smallMessageLatency();
    void twoNodeTreeAboveLineRate();
};

void TestMeasurements::busBandwidth_data()
{
    QTest::addColumn<RailFabric>("fabric");
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<double>("divisor");      // busbw per NIC rows divide by the NICs per server
    QTest::addColumn<double>("measuredGBps");
    QTest::addColumn<QString>("expectedAlgorithm");

    // HGX H100, 8 GPUs, NVLS on: ~480 GB/s (NVIDIA/nccl-tests issue 212).
    QTest::newRow("H100 1 node NVLS") << singleServer("hgx-h100") << int(Algorithm::Auto) << 1.0 << 480.0
                                      << QStringLiteral("nvls");
    // Same system, NVLS off (ring): ~370 GB/s (NVIDIA/nccl-tests issue 212).
    QTest::newRow("H100 1 node ring") << singleServer("hgx-h100") << int(Algorithm::Ring) << 1.0 << 370.0
                                      << QStringLiteral("ring");
    // HGX A100 SXM, 8 GPUs, 8 GB: 231-235 GB/s (Azure AI-benchmarking-guide; ml-engineering).
    QTest::newRow("A100 1 node") << singleServer("hgx-a100") << int(Algorithm::Auto) << 1.0 << 233.0
                                 << QStringLiteral("ring");

    // DGX A100 multi-node, 8 x HDR 200G per node: ~192 GB/s (NVIDIA/nccl issue 812). Four nodes: on
    // exactly two the tree reports more than line rate (see twoNodeTreeAboveLineRate).
    RailFabric dgxA100;
    dgxA100.server = "hgx-a100";
    dgxA100.servers = 4;
    dgxA100.linkGbps = dgxA100.fabricLinkGbps = 200;
    dgxA100.leafModel = dgxA100.spineModel = "qm8700-nosharp";
    QTest::newRow("DGX A100 8xHDR") << dgxA100 << int(Algorithm::Auto) << 1.0 << 192.0 << QStringLiteral("ring");

    // One 400G NDR NIC per GPU (ConnectX-7), 2+ nodes: 46-49 GB/s per NIC (NVIDIA/nccl-tests issues 267, 290).
    RailFabric h100;
    h100.servers = 4;
    h100.leafModel = h100.spineModel = "qm9700-nosharp";
    // Auto picks NVLS inside the node with a tree between nodes (NCCL's NVLS_TREE); ring gives 46.3.
    QTest::newRow("H100 8x400G per NIC") << h100 << int(Algorithm::Auto) << 8.0 << 47.5 << QStringLiteral("nvls");
    QTest::newRow("H100 8x400G per NIC, ring") << h100 << int(Algorithm::Ring) << 8.0 << 47.5 << QStringLiteral("ring");

    // DGX-1 V100, 4 x EDR 100G: ~48 GB/s; one 100G NIC: ~12.2 GB/s (NVIDIA/nccl-tests issue 29).
    RailFabric dgx1;
    dgx1.server = "dgx1-v100";
    dgx1.servers = 4;
    dgx1.rails = 4;
    dgx1.linkGbps = dgx1.fabricLinkGbps = 100;
    dgx1.leafModel = dgx1.spineModel = "sb7800";
    QTest::newRow("DGX-1 4xEDR") << dgx1 << int(Algorithm::Auto) << 1.0 << 48.0 << QStringLiteral("ring");
    RailFabric dgx1One = dgx1;
    dgx1One.rails = 1;
    dgx1One.nicCount = 1;
    QTest::newRow("DGX-1 1x100G") << dgx1One << int(Algorithm::Auto) << 1.0 << 12.2 << QStringLiteral("ring");
}

void TestMeasurements::busBandwidth()
{
    QFETCH(RailFabric, fabric);
    QFETCH(int, algorithm);
    QFETCH(double, divisor);
    QFETCH(double, measuredGBps);
    QFETCH(QString, expectedAlgorithm);
    const CollectiveResult r = predict(fabric, kLarge, Algorithm(algorithm));
    QVERIFY2(r.ok, r.error.c_str());
    const double predicted = r.busbwGBps / divisor;
    qInfo("predicted %.1f GB/s, measured %.1f GB/s (%+.1f%%), %s/%s, bottleneck %s", predicted, measuredGBps,
          100 * (predicted / measuredGBps - 1), toString(r.algorithm), toString(r.protocol), r.bottleneck.text.c_str());
    QCOMPARE(QString::fromLatin1(toString(r.algorithm)), expectedAlgorithm);
    QVERIFY(std::abs(predicted / measuredGBps - 1) <= 0.15);
}

// H20, 8 GPUs in one node, all-reduce of 4-16 B: ~12.5 us (deepseek-ai/DeepEP issue 303).
void TestMeasurements::smallMessageLatency()
{
    for (double bytes : {4.0, 8.0, 16.0}) {
        const CollectiveResult r = predict(singleServer("hgx-h20"), bytes);
        QVERIFY2(r.ok, r.error.c_str());
        qInfo("%g B: predicted %.2f us (%s/%s), measured 12.5 us (%+.0f%%)", bytes, r.timeUs, toString(r.algorithm),
              toString(r.protocol), 100 * (r.timeUs / 12.5 - 1));
        QCOMPARE(r.protocol, Protocol::LL);
        QCOMPARE(r.bottleneck.kind, BottleneckKind::Latency);
        QVERIFY(std::abs(r.timeUs / 12.5 - 1) <= 0.5);
    }
}

// collectives.md caveat: on exactly two nodes NCCL's tree can report busbw above the NIC line rate,
// because each node then sends its data across the network once instead of twice.
void TestMeasurements::twoNodeTreeAboveLineRate()
{
    RailFabric two;
    two.server = "hgx-a100";
    two.servers = 2;
    two.linkGbps = two.fabricLinkGbps = 200;
    two.leafModel = two.spineModel = "qm8700-nosharp";
    const CollectiveResult tree = predict(two, kLarge, Algorithm::Tree);
    QVERIFY(tree.ok);
    QVERIFY(tree.busbwGBps > 8 * 200 / 8.0);  // above 200 GB/s of NICs per node
    const CollectiveResult ring = predict(two, kLarge, Algorithm::Ring);
    QVERIFY(ring.busbwGBps <= 8 * 200 / 8.0);
}

QTEST_APPLESS_MAIN(TestMeasurements)
#include "tst_measurements.moc"
