// spinel-cli lesson: every built-in lesson's checks pass against the model (so lessons cannot drift
// from it), a lesson whose claim is false exits 1, a malformed lesson names file and JSON path, and
// collective --explain prints the breakdown.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

using spinel::testsupport::runCli;

namespace {

QString lessonDir()
{
    return spinel::testdata::sourcePath(QStringLiteral("resources/lessons"));
}

QString writeLesson(const QTemporaryDir &dir, const QByteArray &json)
{
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) file.write(json);
    return path;
}

const QByteArray kLesson = R"({"format": "spinel-lesson", "version": 1, "id": "mine", "title": {"en": "Mine"},
  "design": {"generate": {"template": "leaf-spine", "set": {"servers": 2, "nic": "cx5-100g", "nics-per-server": 1}}},
  "steps": [{"text": {"en": "x"}, "checks": [{"id": "c", "claim": {"en": "x"},
    "value": {"collective": {"op": "allreduce", "bytes": 140e9}, "metric": "time_s"}, "MINMAX"}]}]})";

} // namespace

class TestCliLessons : public QObject {
    Q_OBJECT
private slots:
    void listsAtLeastEight();
    void everyLessonChecks_data();
    void everyLessonChecks();
    void falseClaimFails();
    void malformedLessonIsLocated();
    void showsTranslatedText();
    void explainPrintsBreakdown();
};

void TestCliLessons::listsAtLeastEight()
{
    const auto run = runCli({QStringLiteral("lesson"), QStringLiteral("--list")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.outText().count(QLatin1Char('\n')) >= 8);
    QVERIFY(run.outText().contains(QLatin1String("gradients-100g-vs-400g")));
}

void TestCliLessons::everyLessonChecks_data()
{
    QTest::addColumn<QString>("id");
    for (const QString &file : QDir(lessonDir()).entryList({QStringLiteral("*.json")}, QDir::Files))
        QTest::newRow(qPrintable(file)) << file.chopped(5);
}

void TestCliLessons::everyLessonChecks()
{
    QFETCH(QString, id);
    const auto run = runCli({QStringLiteral("lesson"), id, QStringLiteral("--check")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.outText() + run.errText()));
    QVERIFY(run.outText().contains(QLatin1String("PASS")));
    QVERIFY(!run.outText().contains(QLatin1String("FAIL")));
}

void TestCliLessons::falseClaimFails()
{
    QTemporaryDir dir;
    // 140 GB all-reduced over one 100G NIC per server cannot take under 11 s (11.2 s for one pass).
    const QString path = writeLesson(dir, QByteArray(kLesson).replace("\"MINMAX\"", "\"max\": 11"));
    const auto run = runCli({QStringLiteral("lesson"), path, QStringLiteral("--check")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.outText().contains(QLatin1String("FAIL")));
    const QString good = writeLesson(dir, QByteArray(kLesson).replace("\"MINMAX\"", "\"min\": 11"));
    QCOMPARE(runCli({QStringLiteral("lesson"), good, QStringLiteral("--check")}).exitCode, 0);
}

void TestCliLessons::malformedLessonIsLocated()
{
    QTemporaryDir dir;
    const QString path = writeLesson(
        dir, QByteArray(kLesson).replace("\"MINMAX\"", "\"min\": 1").replace("\"allreduce\"", "\"allreduse\""));
    const auto run = runCli({QStringLiteral("lesson"), path, QStringLiteral("--check")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.errText().contains(QLatin1String("mine.json: steps[0].checks[0].value.collective.op")), qPrintable(run.errText()));
    const QString unknownVariant = writeLesson(
        dir,
        QByteArray(kLesson).replace("\"MINMAX\"", "\"min\": 1").replace("\"value\": {", "\"value\": {\"variant\": \"nope\", "));
    const auto second = runCli({QStringLiteral("lesson"), unknownVariant, QStringLiteral("--check")});
    QCOMPARE(second.exitCode, 1);
    QVERIFY2(second.errText().contains(QLatin1String("steps[0].checks[0].value.variant: no variant \"nope\"")),
             qPrintable(second.errText()));
}

void TestCliLessons::showsTranslatedText()
{
    const auto run = runCli(
        {QStringLiteral("lesson"), QStringLiteral("fat-tree-sizing"), QStringLiteral("--language"), QStringLiteral("de")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.outText().contains(QStringLiteral("Einen Fat-Tree nach k dimensionieren")));
}

void TestCliLessons::explainPrintsBreakdown()
{
    const QString example = spinel::testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"));
    const auto run = runCli({QStringLiteral("collective"), example, QStringLiteral("--op"), QStringLiteral("allreduce"),
                             QStringLiteral("--bytes"), QStringLiteral("1GiB"), QStringLiteral("--algorithm"),
                             QStringLiteral("ring"), QStringLiteral("--explain"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    const QJsonObject e = json.value(QStringLiteral("explanation")).toObject();
    double total = 0;
    for (const char *key : {"latency_terms", "bandwidth_terms"})
        for (const auto &term : e.value(QLatin1String(key)).toArray())
            total += term.toObject().value(QStringLiteral("us")).toDouble();
    const double time = json.value(QStringLiteral("time_us")).toDouble();
    QVERIFY(std::abs(total - time) < 1e-6 * time);
    // 4 servers of 8 GPUs: 2(n-1) = 62 ring steps.
    QCOMPARE(e.value(QStringLiteral("steps")).toInt(), 62);
    QVERIFY(e.value(QStringLiteral("counterfactuals")).toArray().size() >= 3);

    const auto text = runCli({QStringLiteral("collective"), example, QStringLiteral("--op"), QStringLiteral("allreduce"),
                              QStringLiteral("--bytes"), QStringLiteral("1GiB"), QStringLiteral("--explain")});
    QCOMPARE(text.exitCode, 0);
    for (const char *expected :
         {"Latency (α) =", "Bandwidth (β) =", "Bottleneck:", "What would change it:", "RoCE instead of InfiniBand"})
        QVERIFY2(text.outText().contains(QString::fromUtf8(expected)), expected);
}

SPINEL_QTEST_GUILESS_MAIN(TestCliLessons)
#include "tst_cli_lessons.moc"
