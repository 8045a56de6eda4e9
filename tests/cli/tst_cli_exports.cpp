// BOM and cabling exports read back with a real CSV reader (Python's csv module): quoting, commas
// in names, UTF-8.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "io/designformat.h"
#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

namespace {

int run(const QString &program, const QStringList &arguments, QByteArray *out = nullptr, QByteArray *err = nullptr)
{
    const spinel::testsupport::ProcessRun result = spinel::testsupport::runProgram(program, arguments);
    if (out) *out = result.out;
    if (err) *err = result.err;
    return result.exitCode;
}

// Python prints rows as JSON so the test compares parsed fields, not text.
QJsonArray readCsvWithPython(const QString &path)
{
    const QString script = QStringLiteral("import csv, json, sys\n"
                                          "with open(sys.argv[1], newline='', encoding='utf-8') as f:\n"
                                          "    print(json.dumps(list(csv.reader(f))))\n");
    QByteArray out, err;
    const int code = run(QStringLiteral("python3"), {QStringLiteral("-c"), script, path}, &out, &err);
    if (code != 0) qWarning() << err;
    return QJsonDocument::fromJson(out).array();
}

} // namespace

class TestCliExports : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void bomCsvReadsBack();
    void bomJson();
    void cablingCsvReadsBack();

private:
    QTemporaryDir m_dir;
    QString m_design;
};

void TestCliExports::initTestCase()
{
    // Names with commas, quotes and non-ASCII text, the things naive CSV writers break on.
    spinel::Design design = spinel::testdata::railDesign(2, 1, 1);
    design.findDevice("srv-1")->name = "Rack 7, \"north\" — 训练节点";
    m_design = m_dir.filePath(QStringLiteral("d.spinel"));
    QFile file(m_design);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(spinel::writeDesign(design)));
}

void TestCliExports::bomCsvReadsBack()
{
    const QString out = m_dir.filePath(QStringLiteral("bom.csv"));
    QCOMPARE(run(spinel::testsupport::cliPath(),
                 {QStringLiteral("bom"), m_design, QStringLiteral("--csv"), QStringLiteral("-o"), out}),
             0);
    const QJsonArray rows = readCsvWithPython(out);
    QVERIFY(rows.size() > 3);
    const QJsonArray header = rows.at(0).toArray();
    QCOMPARE(header.at(0).toString(), QStringLiteral("category"));
    QCOMPARE(header.size(), 12);
    bool sawSwitch = false;
    for (const auto &value : rows) {
        const QJsonArray row = value.toArray();
        QCOMPARE(row.size(), 12); // quoting kept every row's field count
        if (row.at(1).toString() == QStringLiteral("qm9700")) {
            sawSwitch = true;
            QCOMPARE(row.at(4).toString(), QStringLiteral("9")); // 8 leaves + 1 spine
            QCOMPARE(row.at(2).toString(), QStringLiteral("NVIDIA Quantum-2 QM9700 (64 × 400G NDR)"));
            QVERIFY(row.at(9).toString().contains(QLatin1Char(','))); // the price source has commas
        }
    }
    QVERIFY(sawSwitch);
}

void TestCliExports::bomJson()
{
    QByteArray out;
    QCOMPARE(run(spinel::testsupport::cliPath(), {QStringLiteral("bom"), m_design, QStringLiteral("--json")}, &out), 0);
    const QJsonObject bom = QJsonDocument::fromJson(out).object();
    QCOMPARE(bom.value(QStringLiteral("gpus")).toInt(), 16);
    const double total = bom.value(QStringLiteral("total")).toObject().value(QStringLiteral("price_usd")).toDouble();
    double sum = 0;
    for (const auto &line : bom.value(QStringLiteral("lines")).toArray())
        sum += line.toObject().value(QStringLiteral("extended_price_usd")).toDouble();
    QCOMPARE(total, sum);
}

void TestCliExports::cablingCsvReadsBack()
{
    const QString out = m_dir.filePath(QStringLiteral("cabling.csv"));
    QCOMPARE(run(spinel::testsupport::cliPath(), {QStringLiteral("cabling"), m_design, QStringLiteral("-o"), out}), 0);
    const QJsonArray rows = readCsvWithPython(out);
    QCOMPARE(rows.size(), 1 + 16 + 8); // header, 16 NIC cables, 8 leaf-spine cables
    QJsonArray first;
    for (const auto &row : rows)
        if (row.toArray().at(1).toString() == QStringLiteral("srv-1")) {
            first = row.toArray();
            break;
        }
    QCOMPARE(first.size(), 14);
    QCOMPARE(first.at(2).toString(), QStringLiteral("Rack 7, \"north\" — 训练节点"));
    QCOMPARE(first.at(8).toString(), QStringLiteral("dac"));
}

SPINEL_QTEST_GUILESS_MAIN(TestCliExports)
#include "tst_cli_exports.moc"
