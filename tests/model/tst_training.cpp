// The training-step model: three published runs predicted with one kernel efficiency, the bubble,
// recomputation, ZeRO and mixture-of-experts traffic worked by hand, refusals, finiteness, and
// seed 003's claim ("a 70B model is ~140 GB of gradients; at 100 Gb/s that is over 11 s per
// step") reproduced and taken apart.
#include <QTest>

#include <cmath>

#include "generate/generators.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/training.h"
#include "timingdesigns.h"

using namespace spinel;
using namespace spinel::timing;
using spinel::timingtest::RailFabric;

namespace {

// The one kernel efficiency (share of peak the matmuls reach) used for every published run below.
// It is also the default of TrainingSettings.
constexpr double kKernelEfficiency = 0.6;

// 16 HGX H100 servers with one 100G Ethernet NIC each on one 32 x 100G switch: "typical data
// center Ethernet, 25-100 Gbps per server" (seed 003, docs/reference/seeds.md).
FabricProfile hundredGigProfile(Transport transport)
{
    RailFabric f;
    f.servers = 16;
    f.rails = 1;
    f.nic = "nic-100g";
    f.nicCount = 1;
    f.linkGbps = f.fabricLinkGbps = 100;
    f.leafModel = f.spineModel = "eth-32x100g";
    f.transport = transport;
    return buildFabricProfile(timingtest::railFabric(f), builtinCatalog());
}

bool near(double a, double b, double relative)
{
    return std::abs(a / b - 1) <= relative;
}

// A rail-optimized fabric of `servers` servers of `server`, `perUnit` to a scalable unit.
FabricProfile railOptimized(const Catalog &catalog, const std::string &server, int servers, const std::string &switchModel,
                            const std::string &transport, int perUnit = 32)
{
    const Design design = generateFabric("rail-optimized",
                                         {{"server", server},
                                          {"sus", std::to_string(servers / perUnit)},
                                          {"servers-per-su", std::to_string(perUnit)},
                                          {"switch", switchModel},
                                          {"transport", transport}},
                                         catalog);
    return buildFabricProfile(design, catalog);
}

TrainingRequest dense(double parameters, int layers, int hidden)
{
    TrainingRequest q;
    q.parameters = parameters;
    q.layers = layers;
    q.hidden = hidden;
    q.kernelEfficiency = kKernelEfficiency;
    q.overlap = TrainingOverlap{}; // the defaults: tp 0, cp 0.5, ep 0, pp 0, dp 0.5
    q.trainTokens = 0;
    return q;
}

void report(const char *run, const TrainingResult &r, double published)
{
    qInfo("%s: MFU %.3f, HFU %.3f (published %.3f); step %.2f s = compute %.2f + bubble %.2f + exposed tp %.2f, "
          "cp %.2f, ep %.2f, pp %.2f, dp %.2f; m = %.1f",
          run, r.mfu, r.hardwareFlopsUtilization, published, r.stepS, r.computeS, r.bubbleS, r.tensorTraffic.exposedS,
          r.contextTraffic.exposedS, r.expertTraffic.exposedS, r.pipelineTraffic.exposedS, r.dataTraffic.exposedS, r.microBatches);
}

} // namespace

class TestTraining : public QObject {
    Q_OBJECT
private slots:
    void megatron1T();
    void llama3_405B();
    void deepSeekV3();
    void interleavedBubble();
    void recomputationFlops();
    void zero3AddsParameterGathers();
    void expertAllToAllGrowsWithTopK();
    void refusals_data();
    void refusals();
    void finiteOverOddInputs();
    void seed003Arithmetic();
    void seed003DependsOnAssumptions();
};

// Narayanan et al., "Efficient Large-Scale Language Model Training on GPU Clusters Using
// Megatron-LM", SC21, arXiv 2104.04473, Table 1, last row: 1008 B parameters, 128 layers, hidden
// 25600, 128 heads, sequence 2048, vocabulary 51200, batch 3072 sequences, TP 8, PP 64 (DP 6) on
// 3,072 A100 (Selene: DGX A100, 8 x HDR 200G per node), 163 TFLOP/s per GPU = 52 % of the 312 TFLOP/s
// peak, 502 PFLOP/s in all. Their FLOPs count the recomputation pass (eq. 3 has 96, not 72), so
// 52 % is a hardware-FLOPs utilisation. Micro-batch size 1 and no interleaving are assumed (Table 1
// does not give them). A 40-port HDR leaf takes 20 servers at 1:1 (Selene's SUs); 24 SUs of 16 make 384.
void TestTraining::megatron1T()
{
    const FabricProfile profile = railOptimized(builtinCatalog(), "hgx-a100", 384, "qm8700", "infiniband", 16);
    QCOMPARE(profile.totalGpus, 3072);
    TrainingRequest q = dense(1008e9, 128, 25600);
    q.tensorParallel = 8;
    q.pipelineParallel = 64;
    q.sequenceLength = 2048;
    q.tokensPerStep = 3072.0 * 2048;
    q.recompute = Recompute::Full;
    q.zeroStage = 0;
    const TrainingResult r = estimateTraining(profile, q);
    QVERIFY2(r.ok, r.error.c_str());
    report("Megatron-LM 1T", r, 0.52);
    QCOMPARE(r.dataParallel, 6);
    QCOMPARE(r.microBatches, 512.0); // 3072 sequences / (6 replicas x 1)
    // 502 PFLOP/s / 3072 GPUs = 163 TFLOP/s = 52 % of 312; within +-20 % relative.
    QVERIFY(near(r.hardwareFlopsUtilization, 0.52, 0.20));
    // The bubble is (64 - 1) / 512 = 12.3 % of compute.
    QVERIFY(near(r.bubbleS / r.computeS, 63.0 / 512, 1e-12));
}

// "The Llama 3 Herd of Models", arXiv 2407.21783: 405 B parameters, 126 layers, model dimension
// 16384 (Table 3); Table 4, second row: 16,384 H100 (80 GB, 989 TFLOP/s BF16 dense), TP 8, CP 1,
// PP 16, DP 128, sequence 8,192, 16 sequences per DP replica = 16M tokens per batch, 400 TFLOP/s
// per GPU, BF16 MFU 41 % (38-43 % over the table's rows). The fabric: RoCE, 400 Gb/s per GPU,
// three-layer Clos (section 3.3.1); here rail-optimized SN5600. Llama's FSDP keeps parameters
// after the forward pass (ZeRO-2). The number of virtual stages is not published; v = 4 (126
// layers over 16 stages leave ~8 per stage) is assumed.
void TestTraining::llama3_405B()
{
    const FabricProfile profile = railOptimized(builtinCatalog(), "hgx-h100", 2048, "sn5600", "roce");
    QCOMPARE(profile.totalGpus, 16384);
    TrainingRequest q = dense(405e9, 126, 16384);
    q.tensorParallel = 8;
    q.pipelineParallel = 16;
    q.virtualStages = 4;
    q.sequenceLength = 8192;
    q.tokensPerStep = 16.0 * 128 * 8192;
    q.zeroStage = 2;
    const TrainingResult r = estimateTraining(profile, q);
    QVERIFY2(r.ok, r.error.c_str());
    report("Llama 3 405B", r, 0.41);
    QCOMPARE(r.dataParallel, 128);
    QCOMPARE(r.microBatches, 16.0);
    QVERIFY(near(r.mfu, 0.41, 0.20));
    QCOMPARE(r.mfu, r.hardwareFlopsUtilization); // no recomputation
}

// DeepSeek-V3 Technical Report, arXiv 2412.19437: 671 B parameters, 37 B active per token, 61
// layers, hidden 7168, 256 routed experts + 1 shared, 8 routed per token (sec. 4.2); trained on
// 2,048 H800 (8 per node, NVLink 160 GB/s, 8 x 400G InfiniBand per node; sec. 3.1), PP 16,
// EP 64 over 8 nodes, ZeRO-1 data parallel, no tensor parallelism (sec. 3.2); sequence 4,096,
// batch 15,360 sequences after the ramp (sec. 4.2); dispatch and combine overlapped by DualPipe
// (overlap 1). Its MFU, derived from 2.664 M H800 GPU-hours for 14.8 T pre-training tokens
// (Table 1):
//   model FLOPs per token = 6 x 37e9 + 12 x 61 x 7168 x 4096 = 2.220e11 + 2.149e10 = 2.435e11
//   14.8e12 tokens x 2.435e11 = 3.604e24 FLOPs over 2.664e6 x 3600 = 9.590e9 GPU-seconds
//   = 375.8 TFLOP/s per GPU = 38.0 % of the 989 TFLOP/s BF16 dense peak.
// (Its GEMMs ran in FP8, peak 1979: 19 % of that; Spinel models BF16 throughout.) The average
// includes failures and restarts, so the step alone runs a little faster. H800 is an H100 with
// NVLink cut to 400 GB/s bidirectional (200 per direction, vs 450): a test catalog entry.
// DualPipe's bubble is about half of 1F1B's, modelled as v = 2.
void TestTraining::deepSeekV3()
{
    Catalog catalog = builtinCatalog();
    CatalogEntry h800 = *catalog.find("hgx-h100");
    h800.id = "hgx-h800";
    h800.serverSpec->nvlinkGBpsPerGpu = 200;
    h800.serverSpec->nvlinkLinksPerGpu = 8;
    catalog.insert(h800);
    const FabricProfile profile = railOptimized(catalog, "hgx-h800", 256, "qm9700", "infiniband");
    QCOMPARE(profile.totalGpus, 2048);
    TrainingRequest q = dense(671e9, 61, 7168);
    q.activeParameters = 37e9;
    q.experts = 256;
    q.topK = 8;
    q.tensorParallel = 1;
    q.pipelineParallel = 16;
    q.virtualStages = 2;
    q.expertParallel = 64;
    q.zeroStage = 1;
    q.sequenceLength = 4096;
    q.tokensPerStep = 15360.0 * 4096;
    q.overlap.expertParallel = 1;
    const TrainingResult r = estimateTraining(profile, q);
    QVERIFY2(r.ok, r.error.c_str());
    report("DeepSeek-V3", r, 0.38);
    QCOMPARE(r.dataParallel, 128);
    QVERIFY(near(r.modelFlopsPerToken, 2.435e11, 0.001));
    QVERIFY(near(r.mfu, 0.38, 0.20));
}

// 4 HGX H100 (32 GPUs), tp 8 x pp 4 (dp 1), v = 2, 16 sequences of 4096 per step, micro-batch 1:
// m = 16 and the bubble is (4 - 1) / (2 x 16) = 3/32 of compute. Compute by hand, 7e9 parameters,
// 32 layers, hidden 4096: per token 6 x 7e9 + 12 x 32 x 4096 x 4096 = 4.2e10 + 6.4425e9 = 4.84425e10
// FLOPs; x 65536 tokens = 3.17473e15; / (32 x 989e12 x 0.5) = 0.200628 s.
void TestTraining::interleavedBubble()
{
    const FabricProfile profile = buildFabricProfile(testdata::exampleDesign(), builtinCatalog());
    TrainingRequest q = dense(7e9, 32, 4096);
    q.kernelEfficiency = 0.5;
    q.tensorParallel = 8;
    q.pipelineParallel = 4;
    q.virtualStages = 2;
    q.tokensPerStep = 16 * 4096;
    const TrainingResult r = estimateTraining(profile, q);
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.microBatches, 16.0);
    QVERIFY(near(r.computeS, 0.200628, 1e-5));
    QVERIFY(near(r.bubbleS, 0.200628 * 3 / 32, 1e-5));
    // Without interleaving the bubble doubles; pipeline sends grow with v (2 per micro-batch and chunk).
    q.virtualStages = 1;
    const TrainingResult plain = estimateTraining(profile, q);
    QVERIFY(near(plain.bubbleS, 2 * r.bubbleS, 1e-12));
    QCOMPARE(plain.pipelineTraffic.calls, 32.0);
    QCOMPARE(r.pipelineTraffic.calls, 64.0);
}

// Hardware FLOPs per token, 7e9 parameters, 32 layers, hidden 4096, sequence 4096 (from above:
// model 4.84425e10, of which attention 6.4425e9). Full recomputation adds one forward pass, a third
// of the model FLOPs: 6.4590e10 = 8/6 of them. Selective adds the attention core's forward, a third
// of 6.4425e9: 5.05900e10.
void TestTraining::recomputationFlops()
{
    const FabricProfile profile = buildFabricProfile(testdata::exampleDesign(), builtinCatalog());
    TrainingRequest q = dense(7e9, 32, 4096);
    q.tensorParallel = 8;
    const TrainingResult none = estimateTraining(profile, q);
    q.recompute = Recompute::Selective;
    const TrainingResult selective = estimateTraining(profile, q);
    q.recompute = Recompute::Full;
    const TrainingResult full = estimateTraining(profile, q);
    QVERIFY(none.ok && selective.ok && full.ok);
    QVERIFY(near(none.modelFlopsPerToken, 4.84425e10, 1e-5));
    QVERIFY(near(selective.hardwareFlopsPerToken, 5.05900e10, 1e-5));
    QVERIFY(near(full.hardwareFlopsPerToken, 6.45900e10, 1e-5));
    QVERIFY(near(full.computeS / none.computeS, 8.0 / 6.0, 1e-12));
    // Full recomputation repeats the forward tensor-parallel all-reduces: 6 per layer instead of 4.
    QVERIFY(near(full.tensorTraffic.calls / none.tensorTraffic.calls, 6.0 / 4.0, 1e-12));
    QCOMPARE(selective.tensorTraffic.calls, none.tensorTraffic.calls);
    // MFU counts model FLOPs only, so recomputation lowers it while keeping the same work done.
    QVERIFY(full.mfu < none.mfu);
    QVERIFY(near(full.hardwareFlopsUtilization / full.mfu, 8.0 / 6.0, 1e-12));
}

// 32 GPUs, tp 8: 4 data-parallel replicas, 64 sequences of 4096 -> m = 16 micro-batches. ZeRO-1
// reduce-scatters the gradients and all-gathers the parameters once per step; ZeRO-3 gathers them
// before every micro-batch's forward and backward pass: 1 + 2 x 16 = 33 collectives instead of 2.
void TestTraining::zero3AddsParameterGathers()
{
    const FabricProfile profile = buildFabricProfile(testdata::exampleDesign(), builtinCatalog());
    TrainingRequest q = dense(7e9, 32, 4096);
    q.tensorParallel = 8;
    q.tokensPerStep = 64 * 4096;
    q.zeroStage = 1;
    const TrainingResult one = estimateTraining(profile, q);
    q.zeroStage = 3;
    const TrainingResult three = estimateTraining(profile, q);
    q.zeroStage = 0;
    const TrainingResult zero = estimateTraining(profile, q);
    QVERIFY(one.ok && three.ok && zero.ok);
    QCOMPARE(one.microBatches, 16.0);
    QCOMPARE(one.dataTraffic.calls, 2.0);
    QCOMPARE(three.dataTraffic.calls, 33.0);
    QCOMPARE(zero.dataTraffic.calls, 1.0);
    // Each of 8 GPUs holds 7e9 / 8 parameters; 2 bytes each: 1.75 GB per collective.
    QCOMPARE(one.dataTraffic.bytesPerCall, 7e9 / 8 * 2);
    // The 31 extra all-gathers of the same size take 31 times as long as ZeRO-1's one gather; a
    // ring reduce-scatter and all-gather move the same bytes, so ZeRO-1 is two equal halves.
    const double gatherS = one.dataTraffic.seconds / 2;
    QVERIFY(near(three.dataTraffic.seconds - one.dataTraffic.seconds, 31 * gatherS, 0.02));
}

// Mixture of experts on 32 GPUs (tp 1, so dp 32), 8 experts over expert-parallel groups of 4
// adjacent GPUs (two experts each, inside one server). Each all-to-all moves a rank's tokens x
// hidden x top-k x 2 bytes: 4096 x 4096 x k x 2. Active parameters with the Switch layout:
// total x (1 + 2k) / (1 + 2 x 8). 64 sequences over 32 replicas: m = 2 micro-batches.
void TestTraining::expertAllToAllGrowsWithTopK()
{
    const FabricProfile profile = buildFabricProfile(testdata::exampleDesign(), builtinCatalog());
    TrainingRequest q = dense(17e9, 32, 4096);
    q.tensorParallel = 1;
    q.experts = 8;
    q.expertParallel = 4;
    q.tokensPerStep = 64 * 4096;
    double previous = 0;
    for (int k : {1, 2, 4}) {
        q.topK = k;
        const TrainingResult r = estimateTraining(profile, q);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.expertTraffic.bytesPerCall, 4096.0 * 4096 * k * 2);
        QCOMPARE(r.expertTraffic.collective.op, CollectiveOp::AllToAll);
        QCOMPARE(r.expertTraffic.collective.gpus, 4);
        // 4 per layer and micro-batch (dispatch, combine; forward and backward): 4 x 32 x 2.
        QCOMPARE(r.expertTraffic.calls, 4.0 * 32 * 2);
        QVERIFY(r.expertTraffic.seconds > previous);
        QVERIFY(near(r.activeParameters, 17e9 * (1 + 2 * k) / 17, 1e-12));
        previous = r.expertTraffic.seconds;
    }
}

void TestTraining::refusals_data()
{
    QTest::addColumn<QByteArray>("field");
    QTest::addColumn<int>("value");
    QTest::addColumn<QByteArray>("message");
    const auto row = [](const char *name, const char *field, int value, const char *message) {
        QTest::newRow(name) << QByteArray(field) << value << QByteArray(message);
    };
    row("dp x tp x pp != GPUs", "dp", 3, "dp x tp x pp x cp = 24 but the design has 32 GPUs");
    // Beyond the NVLink domain a tensor group must span whole servers (then it crosses the NICs).
    row("tp beyond the server", "tp", 12,
        "tensor parallelism (12) beyond one NVLink domain (8 GPUs) must span whole domains (a multiple of 8)");
    row("tp not dividing the server", "tp", 3, "tensor parallelism must divide the GPUs per server");
    row("batch too small", "tokens", 4096 * 3,
        "data parallel degree would be 0: 12288 tokens per step are 3 sequences of 4096, fewer than one micro-batch "
        "of 1 for each of the 4 data-parallel replicas");
    row("top-k above experts", "topk", 9, "top-k (9) exceeds the experts (8)");
    row("ep not dividing experts", "ep", 3, "expert parallel degree (3) must divide the experts (8)");
    row("zero stage 4", "zero", 4, "ZeRO stage: must be 0, 1, 2 or 3");
    row("cp not dividing the sequence", "cpseq", 4095, "context parallel degree (2) must divide the sequence length (4095)");
    row("more stages than layers", "vpp", 9, "the model's 32 layers are fewer than pipeline stages x virtual stages (36)");
    row("kernel efficiency 0", "ke", 0, "kernel efficiency: must be in (0, 1]");
}

void TestTraining::refusals()
{
    QFETCH(QByteArray, field);
    QFETCH(int, value);
    QFETCH(QByteArray, message);
    const FabricProfile profile = buildFabricProfile(testdata::exampleDesign(), builtinCatalog());
    TrainingRequest q = dense(7e9, 32, 4096);
    q.tensorParallel = 8;
    q.experts = 8;
    q.topK = 2;
    if (field == "dp") q.dataParallel = value;
    if (field == "tp") q.tensorParallel = value;
    if (field == "tokens") q.tokensPerStep = value;
    if (field == "topk") q.topK = value;
    if (field == "ep") q.expertParallel = value;
    if (field == "zero") q.zeroStage = value;
    if (field == "cpseq") q.contextParallel = 2, q.sequenceLength = value;
    if (field == "vpp") q.pipelineParallel = 4, q.virtualStages = value;
    if (field == "ke") q.kernelEfficiency = value;
    const TrainingResult r = estimateTraining(profile, q);
    QVERIFY(!r.ok);
    QVERIFY2(QByteArray::fromStdString(r.error).startsWith(message), r.error.c_str());
}

// Every combination of odd but accepted inputs gives a finite, positive step or a reason.
void TestTraining::finiteOverOddInputs()
{
    const FabricProfile profile = buildFabricProfile(testdata::exampleDesign(), builtinCatalog());
    int estimated = 0;
    for (double parameters : {1.0, 1e6, 7e9, 1e15})
        for (double tokens : {1.0, 4096.0, 1e9, 1e15})
            for (int tp : {1, 2, 8})
                for (int pp : {1, 2, 4})
                    for (int cp : {1, 2})
                        for (int experts : {1, 16})
                            for (Recompute recompute : {Recompute::None, Recompute::Full})
                                for (int zero : {0, 3}) {
                                    TrainingRequest q;
                                    q.parameters = parameters;
                                    q.tokensPerStep = tokens;
                                    q.tensorParallel = tp, q.pipelineParallel = pp, q.contextParallel = cp;
                                    q.experts = experts, q.topK = experts > 1 ? 2 : 1, q.expertParallel = experts > 1 ? 2 : 1;
                                    q.recompute = recompute;
                                    q.zeroStage = zero;
                                    q.sequenceLength = 2048;
                                    const TrainingResult r = estimateTraining(profile, q);
                                    if (!r.ok) {
                                        QVERIFY(!r.error.empty());
                                        continue;
                                    }
                                    ++estimated;
                                    for (double v : {r.stepS, r.computeS, r.mfu, r.communicationS, r.tokensPerSecond})
                                        QVERIFY2(std::isfinite(v) && v >= 0, qPrintable(QString::number(v)));
                                    QVERIFY(r.stepS > 0 && r.mfu <= 1);
                                }
    QVERIFY(estimated > 100);
}

void TestTraining::seed003Arithmetic()
{
    const double gradientBytes = 70e9 * 2; // bf16
    QCOMPARE(gradientBytes, 140e9);
    QCOMPARE(transferSeconds(gradientBytes, 100), 11.2);
}

// The seed's 11.2 s is S / B: every byte crossing the server's link once. A ring all-reduce sends
// 2(n-1)/n x S through each server's link (reduce-scatter then all-gather), so plain data parallel
// over 100 Gb/s takes about twice as long; in-network reduction brings it back to ~S / B; sharding
// (ZeRO) moves the same bytes in two collectives; overlap hides part of it behind compute.
void TestTraining::seed003DependsOnAssumptions()
{
    const FabricProfile profile = hundredGigProfile(Transport::Roce);
    TrainingRequest q = dense(70e9, 80, 8192);
    q.tensorParallel = 8; // 16 data-parallel replicas of 8 GPUs
    q.overlap.dataParallel = 0;
    const TrainingResult plain = estimateTraining(profile, q);
    QVERIFY2(plain.ok, plain.error.c_str());
    QCOMPARE(plain.dataParallel, 16);
    QCOMPARE(plain.gradientBytesPerGpu, 140e9 / 8);
    QCOMPARE(plain.dataTraffic.collective.algorithm, Algorithm::Ring);
    const double ringSeconds = 2.0 * 15 / 16 * transferSeconds(140e9, 100) / kRoceWireEfficiency;
    QVERIFY(near(plain.dataTraffic.seconds, ringSeconds, 0.01));
    QVERIFY(plain.dataTraffic.seconds > 11.2); // "over 11 seconds per step" holds, for a different reason
    QCOMPARE(plain.dataTraffic.collective.bottleneck.text, std::string("NIC 100G"));

    q.zeroStage = 1;
    QVERIFY(near(estimateTraining(profile, q).dataTraffic.seconds, ringSeconds, 0.01));
    q.zeroStage = 0;

    // Half of it hidden behind the backward pass, which is long enough here to hide it.
    q.overlap.dataParallel = 0.5;
    const TrainingResult overlapped = estimateTraining(profile, q);
    QVERIFY(overlapped.computeS * 2 / 3 > 0.5 * overlapped.dataTraffic.seconds);
    QVERIFY(near(overlapped.dataTraffic.exposedS, 0.5 * overlapped.dataTraffic.seconds, 1e-9));

    // The same servers on InfiniBand with SHARP: each server sends S once.
    RailFabric ib;
    ib.servers = 16;
    ib.rails = 1;
    ib.nic = "cx6-200g";
    ib.nicCount = 1;
    ib.linkGbps = ib.fabricLinkGbps = 100;
    ib.leafModel = ib.spineModel = "qm8700";
    Design sharpDesign = timingtest::railFabric(ib);
    sharpDesign.settings.inNetworkReduction = true; // the SHARP plugin and NCCL_COLLNET_ENABLE=1
    const FabricProfile sharp = buildFabricProfile(sharpDesign, builtinCatalog());
    q.overlap.dataParallel = 0;
    // NCCL's tuner keeps the ring for one GPU per server per group (CollNet's 1/2 ratio and 0.85
    // Hopper factor lose to the ring's n/(2(n-1)) at 16 servers): the step does not change...
    const TrainingResult reduced = estimateTraining(sharp, q);
    QCOMPARE(reduced.dataTraffic.collective.algorithm, Algorithm::Ring);
    // ...while CollNet itself, forced (NCCL_ALGO=CollNetDirect), sends S once per server (8 groups at
    // once, each with 1/8 of the NIC): ~S / B for the 140 GB, less the 0.85 NCCL applies to CollNet
    // on Hopper.
    CollectiveRequest collNet;
    collNet.op = CollectiveOp::AllReduce;
    collNet.bytes = 140e9 / 8;
    collNet.gpus = 16;
    collNet.ranksPerServer = 1;
    collNet.algorithm = Algorithm::InNetwork;
    const CollectiveResult direct = timeCollective(sharp, collNet);
    QVERIFY2(direct.ok, direct.error.c_str());
    QVERIFY(near(direct.timeUs * 1e-6, transferSeconds(140e9, 100) / kIbWireEfficiency / 0.85, 0.01));
}

SPINEL_QTEST_APPLESS_MAIN(TestTraining)
#include "tst_training.moc"
