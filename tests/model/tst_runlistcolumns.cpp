// The run list's column choice: parsing a --columns list, the presets, and the writer honouring
// the layout (fields under the right header, in the asked order).
#include <QTest>

#include <sstream>

#include "export/exportformat.h"
#include "export/runlistcolumns.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel::exporting;

class TestRunListColumns : public QObject {
    Q_OBJECT
private slots:
    void parsesListsAndPresets();
    void rejectsBadLists_data();
    void rejectsBadLists();
    void textRoundTrips();
    void writerFollowsLayout();
};

void TestRunListColumns::parsesListsAndPresets()
{
    const RunListLayout layout = parseRunListColumns(" z_port , a_device,link_id ");
    QCOMPARE(layout.columns, (std::vector<std::string>{"z_port", "a_device", "link_id"}));
    QCOMPARE(layout.headers, layout.columns);
    QCOMPARE(parseRunListColumns("p2p").headers.front(), std::string("A-Rack"));
    QCOMPARE(parseRunListColumns("p2p").columns.size(), std::size_t(10));
    QCOMPARE(parseRunListColumns("default").columns.size(), std::size_t(14)); // the layout before columns were selectable
    // Every column a preset uses is a known one.
    for (const RunListLayout &preset : {RunListLayout::standard(), RunListLayout::p2p()})
        for (const auto &key : preset.columns) QVERIFY(parseRunListColumns(key).columns == std::vector<std::string>{key});
}

void TestRunListColumns::rejectsBadLists_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown") << QStringLiteral("a_device,colour") << QStringLiteral("\"colour\"");
    QTest::newRow("twice") << QStringLiteral("a_port,z_port,a_port") << QStringLiteral("twice");
    QTest::newRow("empty") << QStringLiteral(" , ") << QStringLiteral("no run-list columns");
    QTest::newRow("preset inside a list") << QStringLiteral("p2p,label") << QStringLiteral("\"p2p\"");
}

void TestRunListColumns::rejectsBadLists()
{
    QFETCH(QString, list);
    QFETCH(QString, message);
    try {
        parseRunListColumns(list.toStdString());
        QFAIL("accepted a bad list");
    } catch (const ExportError &error) {
        QVERIFY2(QString::fromStdString(error.what()).contains(message), error.what());
    }
}

void TestRunListColumns::textRoundTrips()
{
    QCOMPARE(runListColumnsText(RunListLayout::p2p()), std::string("p2p"));
    QCOMPARE(runListColumnsText(RunListLayout::standard()), std::string("default"));
    const RunListLayout custom = parseRunListColumns("medium,length_m");
    QCOMPARE(runListColumnsText(custom), std::string("medium,length_m"));
    QCOMPARE(parseRunListColumns(runListColumnsText(custom)).columns, custom.columns);
}

void TestRunListColumns::writerFollowsLayout()
{
    // One server, 8 rail leaves, one spine: 8 NIC cables and 8 uplinks.
    spinel::Design design = spinel::testdata::railDesign(1, 1, 1);
    ExportOptions options;
    options.runList = parseRunListColumns("z_device,z_port,a_type,z_type,speed_gbps");
    std::ostringstream out;
    exportDesign(ExportFormat::RunList, design, spinel::builtinCatalog(), out, options);
    const QStringList lines = QString::fromStdString(out.str()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.front(), QStringLiteral("z_device,z_port,a_type,z_type,speed_gbps"));
    int hostRows = 0;
    for (const QString &line : lines.mid(1)) {
        const QStringList fields = line.split(QLatin1Char(','));
        QCOMPARE(fields.size(), 5);
        if (fields[2] == QStringLiteral("Host")) {
            ++hostRows;
            QVERIFY(fields[0].startsWith(QStringLiteral("leaf-"))); // a server's cable ends on a leaf
            QCOMPARE(fields[4], QStringLiteral("400"));
        }
        QCOMPARE(fields[3], QStringLiteral("Switch"));
    }
    QCOMPARE(hostRows, 8); // railDesign: 8 NICs per server, one per rail leaf
}

SPINEL_QTEST_GUILESS_MAIN(TestRunListColumns)
#include "tst_runlistcolumns.moc"
