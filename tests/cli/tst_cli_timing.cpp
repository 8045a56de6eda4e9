// spinel-cli collective, sweep and train run as a user would: JSON and CSV shapes, sizes, and clear
// refusals with exit 1 (does not fit the design) or 2 (bad usage).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

namespace {

struct TimingRun {
    int code = -1;
    QByteArray out, err;
};

TimingRun timingCli(const QStringList &arguments)
{
    const auto run = spinel::testsupport::runCli(arguments);
    return {run.exitCode, run.out, run.err};
}

} // namespace

class TestCliTiming : public QObject {
    Q_OBJECT
private slots:
    void collectiveJson_data();
    void collectiveJson();
    void collectiveText();
    void forcedAlgorithm();
    void sweepCsv();
    void sweepScaling();
    void trainJson();
    void trainDefaultsToDesignSettings();
    void trainNewOptions();
    void refusals_data();
    void refusals();
};

void TestCliTiming::collectiveJson_data()
{
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("size");
    QTest::addColumn<double>("bytes");
    QTest::newRow("allreduce 1GiB") << QStringLiteral("allreduce") << QStringLiteral("1GiB") << 1073741824.0;
    QTest::newRow("alltoall 64KiB") << QStringLiteral("alltoall") << QStringLiteral("64KiB") << 65536.0;
    QTest::newRow("sendrecv 8") << QStringLiteral("sendrecv") << QStringLiteral("8") << 8.0;
    QTest::newRow("broadcast 1e9") << QStringLiteral("broadcast") << QStringLiteral("1e9") << 1e9;
}

void TestCliTiming::collectiveJson()
{
    QFETCH(QString, op);
    QFETCH(QString, size);
    QFETCH(double, bytes);
    const TimingRun run = timingCli({QStringLiteral("collective"), spinel::testdata::examplePath(), QStringLiteral("--op"), op,
                                     QStringLiteral("--bytes"), size, QStringLiteral("--json")});
    QCOMPARE(run.code, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    for (const char *key : {"op", "bytes", "gpus", "time_us", "algbw_GBps", "busbw_GBps", "algorithm", "protocol", "bottleneck",
                            "latency_us", "bandwidth_us"})
        QVERIFY2(json.contains(QLatin1String(key)), key);
    QCOMPARE(json.value(QStringLiteral("op")).toString(), op);
    QCOMPARE(json.value(QStringLiteral("bytes")).toDouble(), bytes);
    QCOMPARE(json.value(QStringLiteral("gpus")).toInt(), 32);
    // 4 HGX H100 servers of 8 GPUs: each server is its own NVLink domain, so one NCCL node each.
    QCOMPARE(json.value(QStringLiteral("servers")).toInt(), 4);
    QCOMPARE(json.value(QStringLiteral("nccl_nodes")).toInt(), 4);
    QVERIFY(json.value(QStringLiteral("time_us")).toDouble() > 0);
    QVERIFY(!json.value(QStringLiteral("candidates")).toArray().isEmpty());
}

void TestCliTiming::collectiveText()
{
    const TimingRun run = timingCli({QStringLiteral("collective"), spinel::testdata::examplePath(), QStringLiteral("--op"),
                                     QStringLiteral("allgather"), QStringLiteral("--bytes"), QStringLiteral("16MiB"),
                                     QStringLiteral("--gpus"), QStringLiteral("8")});
    QCOMPARE(run.code, 0);
    // The text reports the same numbers as --json, to the two decimals it prints.
    QStringList arguments{
        QStringLiteral("collective"), spinel::testdata::examplePath(), QStringLiteral("--op"),   QStringLiteral("allgather"),
        QStringLiteral("--bytes"),    QStringLiteral("16MiB"),         QStringLiteral("--gpus"), QStringLiteral("8"),
        QStringLiteral("--json")};
    const TimingRun json = timingCli(arguments);
    QCOMPARE(json.code, 0);
    const QJsonObject figures = QJsonDocument::fromJson(json.out).object();
    const double busbw = figures.value(QStringLiteral("busbw_GBps")).toDouble();
    const double algbw = figures.value(QStringLiteral("algbw_GBps")).toDouble();
    QVERIFY(busbw > 0);
    // All-gather on 8 ranks: busbw = algbw × (n − 1) / n (nccl-tests).
    QVERIFY(qAbs(busbw - algbw * 7 / 8) < 1e-6 * busbw);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains(QStringLiteral("busbw:      %1 GB/s").arg(busbw, 0, 'f', 2)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("algbw:      %1 GB/s").arg(algbw, 0, 'f', 2)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Bottleneck: ")), qPrintable(text));
}

void TestCliTiming::forcedAlgorithm()
{
    const TimingRun run = timingCli({QStringLiteral("collective"), spinel::testdata::examplePath(), QStringLiteral("--op"),
                                     QStringLiteral("allreduce"), QStringLiteral("--bytes"), QStringLiteral("1GiB"),
                                     QStringLiteral("--algorithm"), QStringLiteral("ring"), QStringLiteral("--json")});
    QCOMPARE(run.code, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out).object().value(QStringLiteral("algorithm")).toString(), QStringLiteral("ring"));
    const TimingRun tree = timingCli({QStringLiteral("collective"), spinel::testdata::examplePath(), QStringLiteral("--op"),
                                      QStringLiteral("alltoall"), QStringLiteral("--bytes"), QStringLiteral("1GiB"),
                                      QStringLiteral("--algorithm"), QStringLiteral("tree")});
    QCOMPARE(tree.code, 1);
    QVERIFY(tree.err.contains("run point-to-point"));
}

void TestCliTiming::sweepCsv()
{
    const TimingRun run = timingCli({QStringLiteral("sweep"), spinel::testdata::examplePath(), QStringLiteral("--op"),
                                     QStringLiteral("reducescatter"), QStringLiteral("--csv")});
    QCOMPARE(run.code, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 33);
    QVERIFY(lines.front().startsWith("bytes,time_us,algbw_GBps,busbw_GBps,algorithm"));
    QVERIFY(lines.at(1).startsWith("8,"));
    QVERIFY(lines.back().startsWith("17179869184,"));
    double previous = 0;
    for (int i = 1; i < lines.size(); ++i) {
        const double time = lines.at(i).split(',').at(1).toDouble();
        QVERIFY(time >= previous);
        previous = time;
    }
}

void TestCliTiming::sweepScaling()
{
    const TimingRun run = timingCli({QStringLiteral("sweep"), spinel::testdata::examplePath(), QStringLiteral("--op"),
                                     QStringLiteral("allreduce"), QStringLiteral("--scaling"), QStringLiteral("--bytes"),
                                     QStringLiteral("256MiB")});
    QCOMPARE(run.code, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4); // header, 8, 16, 32 GPUs
    QVERIFY(lines.front().startsWith("gpus,bytes,"));
    QVERIFY(lines.back().startsWith("32,268435456,"));
}

void TestCliTiming::trainJson()
{
    const TimingRun run = timingCli({QStringLiteral("train"), spinel::testdata::examplePath(), QStringLiteral("--params"),
                                     QStringLiteral("70e9"), QStringLiteral("--tp"), QStringLiteral("8"), QStringLiteral("--mfu"),
                                     QStringLiteral("0.4"), QStringLiteral("--overlap"), QStringLiteral("0.5"),
                                     QStringLiteral("--train-tokens"), QStringLiteral("2e12"), QStringLiteral("--json")});
    QCOMPARE(run.code, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("dp")).toInt(), 4);
    QVERIFY(json.value(QStringLiteral("compute_s")).toDouble() > 0);
    QVERIFY(json.value(QStringLiteral("step_s")).toDouble() >= json.value(QStringLiteral("compute_s")).toDouble());
    QVERIFY(json.value(QStringLiteral("communication_s")).toObject().contains(QStringLiteral("data_parallel")));
    QVERIFY(json.value(QStringLiteral("train_days")).toDouble() > 0);
    const double efficiency = json.value(QStringLiteral("scaling_efficiency")).toDouble();
    QVERIFY(efficiency > 0 && efficiency <= 1);
}

void TestCliTiming::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString file = spinel::testdata::examplePath();
    const QString c = QStringLiteral("collective"), t = QStringLiteral("train");
    QTest::newRow("unknown op")
        << QStringList{c, file, QStringLiteral("--op"), QStringLiteral("gather"), QStringLiteral("--bytes"), QStringLiteral("8")}
        << 2 << QStringLiteral("--op");
    QTest::newRow("negative size") << QStringList{c, file, QStringLiteral("--op"), QStringLiteral("allreduce"),
                                                  QStringLiteral("--bytes=-8")}
                                   << 2 << QStringLiteral("--bytes");
    QTest::newRow("size text") << QStringList{c,
                                              file,
                                              QStringLiteral("--op"),
                                              QStringLiteral("allreduce"),
                                              QStringLiteral("--bytes"),
                                              QStringLiteral("lots")}
                               << 2 << QStringLiteral("--bytes");
    QTest::newRow("gpus beyond design") << QStringList{c,
                                                       file,
                                                       QStringLiteral("--op"),
                                                       QStringLiteral("allreduce"),
                                                       QStringLiteral("--bytes"),
                                                       QStringLiteral("8"),
                                                       QStringLiteral("--gpus"),
                                                       QStringLiteral("64")}
                                        << 1 << QStringLiteral("32 GPUs");
    QTest::newRow("bad algorithm") << QStringList{c,
                                                  file,
                                                  QStringLiteral("--op"),
                                                  QStringLiteral("allreduce"),
                                                  QStringLiteral("--bytes"),
                                                  QStringLiteral("8"),
                                                  QStringLiteral("--algorithm"),
                                                  QStringLiteral("magic")}
                                   << 2 << QStringLiteral("--algorithm");
    QTest::newRow("zero params") << QStringList{t, file, QStringLiteral("--params"), QStringLiteral("0")} << 2
                                 << QStringLiteral("--params");
    QTest::newRow("dp tp pp")
        << QStringList{t, file, QStringLiteral("--params"), QStringLiteral("7e9"), QStringLiteral("--dp"), QStringLiteral("3")}
        << 1 << QStringLiteral("dp x tp x pp");
    // Beyond the 8-GPU server a tensor group must span whole servers (then it crosses the NICs).
    QTest::newRow("tp beyond server")
        << QStringList{t, file, QStringLiteral("--params"), QStringLiteral("7e9"), QStringLiteral("--tp"), QStringLiteral("12")}
        << 1 << QStringLiteral("NVLink domain");
    QTest::newRow("mfu")
        << QStringList{t, file, QStringLiteral("--params"), QStringLiteral("7e9"), QStringLiteral("--mfu"), QStringLiteral("2")}
        << 2 << QStringLiteral("--mfu");
    QTest::newRow("recompute mode") << QStringList{t, file, QStringLiteral("--recompute"), QStringLiteral("some")} << 2
                                    << QStringLiteral("--recompute needs none, selective or full");
    QTest::newRow("zero stage") << QStringList{t, file, QStringLiteral("--zero"), QStringLiteral("4")} << 2
                                << QStringLiteral("--zero");
    QTest::newRow("mfu and kernel efficiency") << QStringList{t,
                                                              file,
                                                              QStringLiteral("--mfu"),
                                                              QStringLiteral("0.4"),
                                                              QStringLiteral("--kernel-efficiency"),
                                                              QStringLiteral("0.5")}
                                               << 2 << QStringLiteral("not both");
    QTest::newRow("batch below one micro-batch per replica") << QStringList{t,
                                                                            file,
                                                                            QStringLiteral("--tp"),
                                                                            QStringLiteral("1"),
                                                                            QStringLiteral("--tokens-per-step"),
                                                                            QStringLiteral("4096")}
                                                             << 1 << QStringLiteral("data parallel degree would be 0");
    QTest::newRow("missing file") << QStringList{c,
                                                 QStringLiteral("/nonexistent.spinel"),
                                                 QStringLiteral("--op"),
                                                 QStringLiteral("allreduce"),
                                                 QStringLiteral("--bytes"),
                                                 QStringLiteral("8")}
                                  << 1 << QString();
}

void TestCliTiming::trainDefaultsToDesignSettings()
{
    // The example carries training settings (70e9 parameters, tp 8): no options needed.
    const TimingRun run = timingCli({QStringLiteral("train"), spinel::testdata::examplePath(), QStringLiteral("--json")});
    QCOMPARE(run.code, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("tp")).toInt(), 8);
    QCOMPARE(json.value(QStringLiteral("dp")).toInt(), 4);
    // An option still overrides the design's value.
    const TimingRun two = timingCli({QStringLiteral("train"), spinel::testdata::examplePath(), QStringLiteral("--tp"),
                                     QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(two.code, 0);
    QCOMPARE(QJsonDocument::fromJson(two.out).object().value(QStringLiteral("dp")).toInt(), 16);
}

// The example's 32 H100 (989 TFLOP/s), 7e9 parameters, 32 layers, hidden 4096, tp 8 x pp 2 -> dp 2;
// 16 sequences of 4096 per step -> m = 8 micro-batches per pipeline, v = 2: bubble = (2 - 1) / (2 x 8)
// = 1/16 of compute. Full recomputation: hardware FLOPs per token = 4/3 x (6 x 7e9 + 12 x 32 x 4096
// x 4096) = 4/3 x 4.84425e10 = 6.45900e10; x 65536 tokens / (32 x 989e12 x 0.5) = 0.267503 s.
void TestCliTiming::trainNewOptions()
{
    const auto arg = [](const char *text) { return QString::fromLatin1(text); };
    const TimingRun run = timingCli({arg("train"),
                                     spinel::testdata::examplePath(),
                                     arg("--params"),
                                     arg("7e9"),
                                     arg("--layers"),
                                     arg("32"),
                                     arg("--hidden"),
                                     arg("4096"),
                                     arg("--tp"),
                                     arg("8"),
                                     arg("--pp"),
                                     arg("2"),
                                     arg("--vpp"),
                                     arg("2"),
                                     arg("--tokens-per-step"),
                                     arg("65536"),
                                     arg("--seq-len"),
                                     arg("4096"),
                                     arg("--micro-batch"),
                                     arg("1"),
                                     arg("--recompute"),
                                     arg("full"),
                                     arg("--mfu"),
                                     arg("0.5"),
                                     arg("--zero"),
                                     arg("1"),
                                     arg("--json")});
    QCOMPARE(run.code, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(arg("dp")).toInt(), 2);
    QCOMPARE(json.value(arg("vpp")).toInt(), 2);
    QCOMPARE(json.value(arg("recompute")).toString(), arg("full"));
    QCOMPARE(json.value(arg("zero_stage")).toInt(), 1);
    QCOMPARE(json.value(arg("kernel_efficiency")).toDouble(), 0.5); // --mfu is its old name
    QCOMPARE(json.value(arg("micro_batches")).toDouble(), 8.0);
    const double compute = json.value(arg("compute_s")).toDouble();
    QVERIFY2(std::abs(compute / 0.267503 - 1) < 1e-4, qPrintable(QString::number(compute)));
    QVERIFY(std::abs(json.value(arg("bubble_s")).toDouble() / compute - 1.0 / 16) < 1e-9);
    const double ratio = json.value(arg("hardware_flops_per_token")).toDouble()
                         / json.value(arg("model_flops_per_token")).toDouble();
    QVERIFY(std::abs(ratio - 4.0 / 3) < 1e-9);
    const QJsonObject exposed = json.value(arg("exposed_communication_s")).toObject();
    for (const char *kind : {"tensor_parallel", "context_parallel", "expert_parallel", "pipeline", "data_parallel"})
        QVERIFY2(exposed.contains(arg(kind)), kind);
    QVERIFY(exposed.value(arg("tensor_parallel")).toDouble() > 0);
    QCOMPARE(exposed.value(arg("context_parallel")).toDouble(), 0.0);
    const double mfu = json.value(arg("mfu")).toDouble();
    QVERIFY(mfu > 0 && mfu < 0.5 * 3 / 4); // below kernel efficiency x model / hardware FLOPs
    // The same run as a mixture of experts: 8 experts, top-2, over 2 GPUs (tp 8 leaves dp 2).
    const TimingRun moe = timingCli({arg("train"), spinel::testdata::examplePath(), arg("--params"), arg("7e9"), arg("--tp"),
                                     arg("8"), arg("--experts"), arg("8"), arg("--top-k"), arg("2"), arg("--ep"), arg("2"),
                                     arg("--cp"), arg("2"), arg("--pp"), arg("1"), arg("--json")});
    QCOMPARE(moe.code, 0);
    const QJsonObject moeJson = QJsonDocument::fromJson(moe.out).object();
    QCOMPARE(moeJson.value(arg("ep")).toInt(), 2);
    QCOMPARE(moeJson.value(arg("cp")).toInt(), 2);
    QCOMPARE(moeJson.value(arg("top_k")).toInt(), 2);
    QVERIFY(moeJson.value(arg("communication_s")).toObject().value(arg("expert_parallel")).toDouble() > 0);
    QCOMPARE(moeJson.value(arg("collectives")).toObject().value(arg("expert_parallel")).toObject().value(arg("op")).toString(),
             arg("alltoall"));
}

void TestCliTiming::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    QFETCH(QString, message);
    const TimingRun run = timingCli(arguments);
    QCOMPARE(run.code, code);
    QVERIFY(run.out.isEmpty());
    if (!message.isEmpty()) QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
}

SPINEL_QTEST_GUILESS_MAIN(TestCliTiming)
#include "tst_cli_timing.moc"
