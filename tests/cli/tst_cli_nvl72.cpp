// spinel-cli generate nvl72, then analyze and bom on the file, as a user would. (The racks' NVLink
// domains are saved from file format version 2 on; these checks cover what the file holds today:
// trays, switches and cables.)
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "support/processrun.h"
#include "support/testmain.h"

namespace {

// `bom --json` lines summed by catalog id.
QMap<QString, qint64> quantities(const QByteArray &bomJson)
{
    QMap<QString, qint64> quantity;
    for (const auto &line : QJsonDocument::fromJson(bomJson).object().value(QStringLiteral("lines")).toArray())
        quantity[line.toObject().value(QStringLiteral("catalog_id")).toString()] +=
            line.toObject().value(QStringLiteral("quantity")).toInteger();
    return quantity;
}

} // namespace

class TestCliNvl72 : public QObject {
    Q_OBJECT

private slots:
    void listed();
    void generateAnalyzeBom();
    void nvl36x2();
    void collectiveCounts();
    void refusal();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestCliNvl72::listed()
{
    const auto r = spinel::testsupport::runCli({QStringLiteral("generate"), QStringLiteral("--list")});
    QCOMPARE(r.exitCode, 0);
    for (const char *text : {"nvl72", "racks=8", "rack=gb300-nvl72", "partition=72", "planes=1", "switch=q3400"})
        QVERIFY2(r.out.contains(text), text);
}

// One GB300 scalable unit (8 racks): 144 trays, 576 GPUs, two Q3400 leaves per rail (8) and 4 spines,
// 576 tray-leaf and 576 leaf-spine cables (docs/reference/nvl72-reference.md).
void TestCliNvl72::generateAnalyzeBom()
{
    const QString file = path(QStringLiteral("su.spinel"));
    auto r = spinel::testsupport::runCli({QStringLiteral("generate"), QStringLiteral("nvl72"), QStringLiteral("--set"),
                                          QStringLiteral("racks=8"), QStringLiteral("--set"), QStringLiteral("rack=gb300-nvl72"),
                                          QStringLiteral("-o"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("576 GPUs in 144 servers; 8 leaf, 4 spine, 0 core switches; 1152 cables; 8 NVLink domains"),
             r.out.constData());

    r = spinel::testsupport::runCli({QStringLiteral("analyze"), file, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject counts = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("counts")).toObject();
    QCOMPARE(counts.value(QStringLiteral("gpus")).toInt(), 576);
    QCOMPARE(counts.value(QStringLiteral("servers")).toInt(), 144);
    QCOMPARE(counts.value(QStringLiteral("endpoints")).toInt(), 576);
    const QJsonObject switches = counts.value(QStringLiteral("switches")).toObject();
    QCOMPARE(switches.value(QStringLiteral("leaf")).toInt(), 8);
    QCOMPARE(switches.value(QStringLiteral("spine")).toInt(), 4);

    r = spinel::testsupport::runCli({QStringLiteral("bom"), file, QStringLiteral("--json"), QStringLiteral("--with-servers")});
    QCOMPARE(r.exitCode, 0);
    const QMap<QString, qint64> quantity = quantities(r.out);
    QCOMPARE(quantity.value(QStringLiteral("q3400")), 12);
    QCOMPARE(quantity.value(QStringLiteral("gb300-tray")), 144);
    QCOMPARE(quantity.value(QStringLiteral("cx8-800g")), 576);
}

// GB200 NVL36x2 (docs/reference/fabrics-reference.md): 2 domains of 72 GPUs are 4 physical racks;
// the BOM buys one NVL36x2 system per domain and its 18 trays.
void TestCliNvl72::nvl36x2()
{
    const QString file = path(QStringLiteral("nvl36x2.spinel"));
    auto r = spinel::testsupport::runCli({QStringLiteral("generate"), QStringLiteral("nvl72"), QStringLiteral("--set"),
                                          QStringLiteral("racks=2"), QStringLiteral("--set"), QStringLiteral("rack=gb200-nvl36x2"),
                                          QStringLiteral("--set"), QStringLiteral("switch=qm9700"), QStringLiteral("-o"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("144 GPUs in 36 servers;"), r.out.constData());
    QVERIFY2(r.out.contains("; 2 NVLink domains in 4 racks"), r.out.constData());
    r = spinel::testsupport::runCli({QStringLiteral("bom"), file, QStringLiteral("--json"), QStringLiteral("--with-servers")});
    QCOMPARE(r.exitCode, 0);
    const QMap<QString, qint64> quantity = quantities(r.out);
    QCOMPARE(quantity.value(QStringLiteral("gb200-nvl36x2")), 2);
    QCOMPARE(quantity.value(QStringLiteral("gb200-tray")), 36);
    QCOMPARE(quantity.value(QStringLiteral("cx7-400g")), 144);
}

// NCCL's node is an NVLink domain (an NVL72 rack's 18 trays are one), so `collective` reports the
// servers and the NCCL nodes separately, in JSON and in text: one GB300 SU is 8 racks of 18 trays.
void TestCliNvl72::collectiveCounts()
{
    const QString file = path(QStringLiteral("counts.spinel"));
    auto r = spinel::testsupport::runCli({QStringLiteral("generate"), QStringLiteral("nvl72"), QStringLiteral("--set"),
                                          QStringLiteral("racks=8"), QStringLiteral("-o"), file});
    QCOMPARE(r.exitCode, 0);
    const QStringList collective = {QStringLiteral("collective"), file,
                                    QStringLiteral("--op"),       QStringLiteral("allreduce"),
                                    QStringLiteral("--bytes"),    QStringLiteral("1GiB")};
    r = spinel::testsupport::runCli(collective + QStringList{QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QJsonObject json = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(json.value(QStringLiteral("gpus")).toInt(), 576);
    QCOMPARE(json.value(QStringLiteral("servers")).toInt(), 144);
    QCOMPARE(json.value(QStringLiteral("nccl_nodes")).toInt(), 8);
    r = spinel::testsupport::runCli(collective);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("on 576 GPUs (8 NVLink domains of 144 servers)"), r.out.constData());

    // The first 144 GPUs are two whole racks: 36 trays, 2 nodes.
    r = spinel::testsupport::runCli(collective
                                    + QStringList{QStringLiteral("--gpus"), QStringLiteral("144"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    json = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(json.value(QStringLiteral("servers")).toInt(), 36);
    QCOMPARE(json.value(QStringLiteral("nccl_nodes")).toInt(), 2);

    // Eight GPUs are two trays of the first rack (4 GPUs each), one node: not the rack's 18 trays.
    r = spinel::testsupport::runCli(collective + QStringList{QStringLiteral("--gpus"), QStringLiteral("8")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("on 8 GPUs (1 NVLink domain of 2 servers)"), r.out.constData());
}

void TestCliNvl72::refusal()
{
    const QString file = path(QStringLiteral("bad.spinel"));
    const auto r = spinel::testsupport::runCli({QStringLiteral("generate"), QStringLiteral("nvl72"), QStringLiteral("--set"),
                                                QStringLiteral("partition=16"), QStringLiteral("-o"), file});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("partition=16: gb300-nvl72 supports NVLink partitions of 72, 36, 8 GPUs"), r.err.constData());
    QVERIFY(!QFile::exists(file));
}

SPINEL_QTEST_GUILESS_MAIN(TestCliNvl72)
#include "tst_cli_nvl72.moc"
