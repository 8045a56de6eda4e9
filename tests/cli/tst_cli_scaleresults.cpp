// Issue 13's speed work must not change a single result: spinel-cli's analysis, BOM, timing of
// every collective and cabling plan of the 16k-GPU rail-optimized and k=48 fat-tree designs are
// byte-identical to what main gave before that work (tests/data/scale_results.json holds their
// SHA-256 and, for a readable failure, a few key figures).
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

using spinel::testsupport::runCli;

class TestCliScaleResults : public QObject {
    Q_OBJECT
private slots:
    void resultsUnchanged_data();
    void resultsUnchanged();

private:
    QTemporaryDir m_dir;
};

namespace {

QJsonObject reference()
{
    QFile file(spinel::testdata::sourcePath(QStringLiteral("tests/data/scale_results.json")));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The command line that produced an output, from its name in the reference ("allreduce.json").
QStringList commandFor(const QString &output, const QString &design)
{
    const QString stem = output.section(QLatin1Char('.'), 0, 0);
    if (stem == QLatin1String("analyze")) return {QStringLiteral("analyze"), QStringLiteral("--json"), design};
    if (stem == QLatin1String("bom")) return {QStringLiteral("bom"), QStringLiteral("--json"), design};
    if (stem == QLatin1String("cabling")) return {QStringLiteral("cabling"), design};
    return {QStringLiteral("collective"),
            QStringLiteral("--json"),
            QStringLiteral("--op"),
            stem,
            QStringLiteral("--bytes"),
            QStringLiteral("1GiB"),
            design};
}

} // namespace

void TestCliScaleResults::resultsUnchanged_data()
{
    QTest::addColumn<QString>("design");
    QTest::addColumn<QJsonObject>("entry");
    const QJsonObject designs = reference().value(QStringLiteral("designs")).toObject();
    QVERIFY2(designs.size() == 2, "tests/data/scale_results.json is missing or incomplete");
    for (auto it = designs.begin(); it != designs.end(); ++it) QTest::newRow(qPrintable(it.key())) << it.key() << it->toObject();
}

void TestCliScaleResults::resultsUnchanged()
{
    QFETCH(QString, design);
    QFETCH(QJsonObject, entry);
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(design + QStringLiteral(".spinel"));
    const QJsonArray generate = entry.value(QStringLiteral("generate")).toArray();
    const auto generated = runCli({QStringLiteral("generate"), generate.at(0).toString(), QStringLiteral("--set"),
                                   generate.at(1).toString(), QStringLiteral("-o"), path});
    QVERIFY2(generated.exitCode == 0, qPrintable(generated.errText()));

    const QJsonObject outputs = entry.value(QStringLiteral("outputs")).toObject();
    QCOMPARE(outputs.size(), 10); // analysis, BOM, seven collectives, cabling plan
    for (auto it = outputs.begin(); it != outputs.end(); ++it) {
        const auto run = runCli(commandFor(it.key(), path));
        QVERIFY2(run.exitCode == 0 || it.key() == QLatin1String("analyze.json"), qPrintable(run.errText()));
        const QJsonObject expected = it->toObject();
        const QString hash = QString::fromLatin1(QCryptographicHash::hash(run.out, QCryptographicHash::Sha256).toHex());
        if (hash != expected.value(QStringLiteral("sha256")).toString()) {
            // Say which figure moved when one of the outputs that has key figures differs.
            const QJsonObject figures = entry.value(QStringLiteral("key_figures")).toObject();
            QFAIL(qPrintable(QStringLiteral("%1 of %2 changed (%3 bytes, expected %4); key figures before: %5; output: %6")
                                 .arg(it.key(), design)
                                 .arg(run.out.size())
                                 .arg(expected.value(QStringLiteral("bytes")).toInteger())
                                 .arg(QString::fromUtf8(QJsonDocument(figures).toJson(QJsonDocument::Compact)),
                                      QString::fromUtf8(run.out.left(400)))));
        }
    }
}

SPINEL_QTEST_GUILESS_MAIN(TestCliScaleResults)
#include "tst_cli_scaleresults.moc"
