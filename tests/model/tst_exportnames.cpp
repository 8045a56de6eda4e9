// The naming rule every export shares, and Slurm hostlist ranges.
#include <QTest>

#include <sstream>

#include "export/exportfabric.h"
#include "export/exportformat.h"
#include "export/exportnames.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel::exporting;

class TestExportNames : public QObject {
    Q_OBJECT
private slots:
    void safeNames_data();
    void safeNames();
    void uniqueNames();
    void hostlists_data();
    void hostlists();
    void formatsByName();
    void quoting();
};

void TestExportNames::safeNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("safe");
    QTest::newRow("plain") << QStringLiteral("leaf-1") << QStringLiteral("leaf-1");
    QTest::newRow("spaces and comma") << QStringLiteral("gpu 001, rack[7]") << QStringLiteral("gpu-001-rack-7");
    QTest::newRow("dots and underscores") << QStringLiteral("sw_1.dc2") << QStringLiteral("sw_1.dc2");
    QTest::newRow("leading, trailing") << QStringLiteral("  .leaf=1: ") << QStringLiteral("leaf-1");
    QTest::newRow("non-ASCII") << QString::fromUtf8("训练节点 7") << QStringLiteral("7");
    QTest::newRow("quotes") << QStringLiteral("a\"b'c") << QStringLiteral("a-b-c");
    QTest::newRow("nothing left") << QStringLiteral("***") << QStringLiteral("");
}

void TestExportNames::safeNames()
{
    QFETCH(QString, name);
    QFETCH(QString, safe);
    QCOMPARE(QString::fromStdString(safeName(name.toStdString())), safe);
}

void TestExportNames::uniqueNames()
{
    spinel::Design design = spinel::testdata::railDesign(3, 1, 1);
    design.findDevice("srv-1")->name = "node 1";
    design.findDevice("srv-2")->name = "node-1";  // same safe name as srv-1's
    design.findDevice("srv-3")->name = "";        // falls back to its id
    design.findDevice("leaf-1")->name = "LEAF-2"; // clashes with leaf-2 without case
    const ExportNames names(design);
    auto nameOf = [&](const char *id) {
        for (std::size_t i = 0; i < design.devices.size(); ++i)
            if (design.devices[i].id == id) return QString::fromStdString(names[i]);
        return QString();
    };
    QCOMPARE(nameOf("srv-1"), QStringLiteral("node-1"));
    QCOMPARE(nameOf("srv-2"), QStringLiteral("node-1-srv-2"));
    QCOMPARE(nameOf("srv-3"), QStringLiteral("srv-3"));
    QCOMPARE(nameOf("leaf-1"), QStringLiteral("LEAF-2"));
    QCOMPARE(nameOf("leaf-2"), QStringLiteral("leaf-2-leaf-2"));
}

void TestExportNames::hostlists_data()
{
    QTest::addColumn<QString>("names"); // space-separated
    QTest::addColumn<QString>("expected");
    QTest::newRow("one") << QStringLiteral("a1") << QStringLiteral("a1");
    QTest::newRow("run") << QStringLiteral("gpu3 gpu1 gpu2") << QStringLiteral("gpu[1-3]");
    QTest::newRow("padded with gap") << QStringLiteral("gpu001 gpu002 gpu004") << QStringLiteral("gpu[001-002,004]");
    QTest::newRow("widths apart") << QStringLiteral("n9 n10 n11") << QStringLiteral("n9,n[10-11]");
    QTest::newRow("no digits") << QStringLiteral("alpha beta") << QStringLiteral("alpha,beta");
    QTest::newRow("prefixes") << QStringLiteral("a1 b1 a2") << QStringLiteral("a[1-2],b1");
    QTest::newRow("duplicates") << QStringLiteral("x1 x1 x2") << QStringLiteral("x[1-2]");
}

void TestExportNames::hostlists()
{
    QFETCH(QString, names);
    QFETCH(QString, expected);
    std::vector<std::string> list;
    for (const auto &name : names.split(QLatin1Char(' '))) list.push_back(name.toStdString());
    QCOMPARE(QString::fromStdString(hostlist(list)), expected);
}

void TestExportNames::formatsByName()
{
    QCOMPARE(formatFromFileName("lab.clab.yml"), std::optional(ExportFormat::Containerlab));
    QCOMPARE(formatFromFileName("topology.yaml"), std::optional(ExportFormat::SlurmYaml));
    QCOMPARE(formatFromFileName("TOPOLOGY.CONF"), std::optional(ExportFormat::Slurm));
    QCOMPARE(formatFromFileName("f.gv"), std::optional(ExportFormat::Dot));
    QCOMPARE(formatFromFileName("folder"), std::nullopt);
    for (const auto &info : exportFormats()) QCOMPARE(formatFromName(info.name), std::optional(info.format));
    QCOMPARE(formatFromName("visio"), std::nullopt);
}

void TestExportNames::quoting()
{
    QCOMPARE(QString::fromStdString(yamlQuoted("a\"b\\c\n")), QStringLiteral("\"a\\\"b\\\\c\\n\""));
    QCOMPARE(QString::fromStdString(dotQuoted("a\"b")), QStringLiteral("\"a\\\"b\""));
    QCOMPARE(QString::fromStdString(xmlEscaped("<a & 'b'>")), QStringLiteral("&lt;a &amp; &apos;b&apos;&gt;"));
}

SPINEL_QTEST_GUILESS_MAIN(TestExportNames)
#include "tst_exportnames.moc"
