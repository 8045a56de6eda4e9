// spinel-cli generate and analyze, run as a user would: exit codes, files, JSON keys, messages.
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "support/processrun.h"
#include "support/testmain.h"

class TestCliFabric : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void listTemplates();
    void generateAndAnalyzeJson();
    void analyzeText();
    void whatIfJson();
    void refusals_data();
    void refusals();
    void errorsGiveExitOne();

private:
    struct Run {
        int exitCode;
        QByteArray out;
        QByteArray err;
    };
    Run run(const QStringList &arguments);
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

TestCliFabric::Run TestCliFabric::run(const QStringList &arguments)
{
    const auto run = spinel::testsupport::runCli(arguments);
    return {run.exitCode, run.out, run.err};
}

void TestCliFabric::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestCliFabric::listTemplates()
{
    const Run r = run({QStringLiteral("generate"), QStringLiteral("--list")});
    QCOMPARE(r.exitCode, 0);
    for (const char *text : {"fat-tree", "leaf-spine", "rail-optimized", "torus", "servers-per-su=32", "links-per-neighbor"})
        QVERIFY2(r.out.contains(text), text);
}

void TestCliFabric::generateAndAnalyzeJson()
{
    const QString file = path(QStringLiteral("ft.spinel"));
    Run r = run({QStringLiteral("generate"), QStringLiteral("fat-tree"), QStringLiteral("--set"), QStringLiteral("k=4"),
                 QStringLiteral("--set"), QStringLiteral("nics-per-server=1"), QStringLiteral("-o"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QFile::exists(file));
    r = run({QStringLiteral("analyze"), file, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(r.out).object();
    const QJsonObject counts = json.value(QStringLiteral("counts")).toObject();
    QCOMPARE(counts.value(QStringLiteral("gpus")).toInt(), 128);
    QCOMPARE(counts.value(QStringLiteral("servers")).toInt(), 16);
    QCOMPARE(counts.value(QStringLiteral("endpoints")).toInt(), 16);
    const QJsonObject switches = counts.value(QStringLiteral("switches")).toObject();
    QCOMPARE(switches.value(QStringLiteral("leaf")).toInt(), 8);
    QCOMPARE(switches.value(QStringLiteral("spine")).toInt(), 8);
    QCOMPARE(switches.value(QStringLiteral("core")).toInt(), 4);
    const QJsonObject links = counts.value(QStringLiteral("links")).toObject();
    for (const char *layer : {"server-leaf", "leaf-spine", "spine-core"}) QCOMPARE(links.value(QLatin1String(layer)).toInt(), 16);
    QCOMPARE(links.value(QStringLiteral("other")).toInt(), 0);
    const QJsonObject leaf = json.value(QStringLiteral("tiers")).toObject().value(QStringLiteral("leaf")).toObject();
    QCOMPARE(leaf.value(QStringLiteral("switches")).toInt(), 8);
    QCOMPARE(leaf.value(QStringLiteral("ports_used")).toInt(), 32);
    QCOMPARE(leaf.value(QStringLiteral("ports_total")).toInt(), 512);
    QCOMPARE(leaf.value(QStringLiteral("oversubscription")).toDouble(), 1.0);
    QCOMPARE(json.value(QStringLiteral("bisection_gbps")).toDouble(), 3200.0);
    QCOMPARE(json.value(QStringLiteral("full_bisection_gbps")).toDouble(), 3200.0);
    QCOMPARE(json.value(QStringLiteral("diameter_hops")).toInt(), 6);
    const QJsonArray findings = json.value(QStringLiteral("findings")).toArray();
    QVERIFY(!findings.isEmpty());
    const QJsonObject first = findings.first().toObject();
    for (const char *key : {"severity", "code", "message", "objects"}) QVERIFY2(first.contains(QLatin1String(key)), key);
}

void TestCliFabric::analyzeText()
{
    const QString file = path(QStringLiteral("su.spinel"));
    QCOMPARE(run({QStringLiteral("generate"), QStringLiteral("rail-optimized"), QStringLiteral("-o"), file}).exitCode, 0);
    const Run r = run({QStringLiteral("analyze"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Switches:    8 leaf, 4 spine, 0 core"));
    QVERIFY(r.out.contains("Bisection:   51200 Gb/s of 51200 Gb/s full (100.0%"));
    QVERIFY(r.out.contains("Findings:"));
}

void TestCliFabric::whatIfJson()
{
    const QString file = path(QStringLiteral("su2.spinel"));
    QCOMPARE(run({QStringLiteral("generate"), QStringLiteral("rail-optimized"), QStringLiteral("--set"), QStringLiteral("sus=2"),
                  QStringLiteral("-o"), file})
                 .exitCode,
             0);
    Run r = run(
        {QStringLiteral("analyze"), file, QStringLiteral("--json"), QStringLiteral("--fail"), QStringLiteral("spine-1,spine-2")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject whatIf = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("what_if")).toObject();
    QCOMPARE(whatIf.value(QStringLiteral("bisection_lost_gbps")).toDouble(), 25600.0);
    QCOMPARE(whatIf.value(QStringLiteral("gpus_cut_off")).toInt(), 0);
    QCOMPARE(whatIf.value(QStringLiteral("failed")).toArray().size(), 2);
    QCOMPARE(whatIf.value(QStringLiteral("oversubscription_changes")).toArray().size(), 16);

    r = run({QStringLiteral("analyze"), file, QStringLiteral("--fail"), QStringLiteral("spine-42")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("'spine-42'"));
}

void TestCliFabric::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("-o");
    QTest::newRow("k odd") << QStringList{QStringLiteral("generate"),
                                          QStringLiteral("fat-tree"),
                                          QStringLiteral("--set"),
                                          QStringLiteral("k=5"),
                                          out,
                                          QStringLiteral("x.spinel")}
                           << 1 << QStringLiteral("must be even");
    QTest::newRow("unknown template") << QStringList{QStringLiteral("generate"), QStringLiteral("ring"), out,
                                                     QStringLiteral("x.spinel")}
                                      << 1 << QStringLiteral("unknown template 'ring'");
    QTest::newRow("unknown key") << QStringList{QStringLiteral("generate"),
                                                QStringLiteral("torus"),
                                                QStringLiteral("--set"),
                                                QStringLiteral("size=4"),
                                                out,
                                                QStringLiteral("x.spinel")}
                                 << 1 << QStringLiteral("unknown key 'size'");
    QTest::newRow("10 million GPUs") << QStringList{QStringLiteral("generate"),
                                                    QStringLiteral("leaf-spine"),
                                                    QStringLiteral("--set"),
                                                    QStringLiteral("gpus=10000000"),
                                                    out,
                                                    QStringLiteral("x.spinel")}
                                     << 1 << QStringLiteral("more than one design holds");
    QTest::newRow("no output") << QStringList{QStringLiteral("generate"), QStringLiteral("torus")} << 2
                               << QStringLiteral("-o FILE");
    QTest::newRow("bad --set")
        << QStringList{QStringLiteral("generate"), QStringLiteral("torus"), QStringLiteral("--set"), QStringLiteral("dims"), out,
                       QStringLiteral("x.spinel")}
        << 2 << QStringLiteral("key=value");
    QTest::newRow("analyze no file") << QStringList{QStringLiteral("analyze")} << 2 << QString();
}

void TestCliFabric::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const int output = int(arguments.indexOf(QStringLiteral("x.spinel")));
    if (output >= 0) arguments[output] = path(QStringLiteral("x.spinel"));
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(!QFile::exists(path(QStringLiteral("x.spinel"))));
}

void TestCliFabric::errorsGiveExitOne()
{
    // A drawn design with a server cabled to more leaves than it has NICs.
    const QString file = path(QStringLiteral("bad.spinel"));
    QCOMPARE(run({QStringLiteral("generate"), QStringLiteral("leaf-spine"), QStringLiteral("--set"), QStringLiteral("servers=2"),
                  QStringLiteral("--set"), QStringLiteral("rails=false"), QStringLiteral("-o"), file})
                 .exitCode,
             0);
    QFile spinel(file);
    QVERIFY(spinel.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(spinel.readAll()).object();
    spinel.close();
    QJsonArray devices = root.value(QStringLiteral("devices")).toArray();
    for (int i = 0; i < devices.size(); ++i) {
        QJsonObject device = devices[i].toObject();
        if (device.value(QStringLiteral("id")).toString() == QStringLiteral("srv-1")) device[QStringLiteral("nic_count")] = 4;
        devices[i] = device;
    }
    root[QStringLiteral("devices")] = devices;
    QVERIFY(spinel.open(QIODevice::WriteOnly | QIODevice::Truncate));
    spinel.write(QJsonDocument(root).toJson());
    spinel.close();
    const Run r = run({QStringLiteral("analyze"), file});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains("srv-1 has 8 cables but only 4 NICs"));
}

SPINEL_QTEST_GUILESS_MAIN(TestCliFabric)
#include "tst_cli_fabric.moc"
