// spinel-cli's foundation commands as a script sees them: exit codes, stdout JSON, stderr messages.
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "core/version.h"
#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

namespace {

using Run = spinel::testsupport::ProcessRun;
using spinel::testsupport::runCli;

} // namespace

class TestCliBasic : public QObject {
    Q_OBJECT
private slots:
    void helpAndVersion();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void validateGoodFile();
    void validateBadFileExitsOneWithLocatedMessage();
    void validateHostileFiles_data();
    void validateHostileFiles();
    void infoJsonCountsCables();
    void infoCountsNvlinkDomains();
    void userCatalogOption();
    void benchRunsWithTheGuisMemoryTuning();
};

void TestCliBasic::helpAndVersion()
{
    Run help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("validate"));
    QVERIFY(help.out.contains("info"));
    Run version = runCli({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    const QStringList versionLines = version.outText().trimmed().split(QLatin1Char('\n'));
    QCOMPARE(versionLines.size(), 2);
    QCOMPARE(versionLines.at(0), QStringLiteral("spinel-cli ") + QString::fromLatin1(spinel::spinelVersion()));
    // The build line names the compiler that built it, so a bug report identifies the build.
    QVERIFY2(versionLines.at(1).contains(QString::fromLatin1(spinel::spinelBuildInfo())), qPrintable(versionLines.at(1)));
    QVERIFY2(versionLines.at(1).contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())), qPrintable(versionLines.at(1)));
    Run sub = runCli({QStringLiteral("info"), QStringLiteral("--help")});
    QCOMPARE(sub.exitCode, 0);
    QVERIFY2(sub.out.startsWith("Usage: spinel-cli info"), sub.out.constData());
}

void TestCliBasic::usageErrorsExitTwo_data()
{
    // `message`: the start of what the user is told on stderr (the refusal, not just any text).
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("nothing") << QStringList() << QStringLiteral("Usage: spinel-cli COMMAND");
    QTest::newRow("unknown-command") << QStringList{QStringLiteral("frobnicate")}
                                     << QStringLiteral("Unknown command 'frobnicate'.");
    QTest::newRow("validate-without-file") << QStringList{QStringLiteral("validate")}
                                           << QStringLiteral("Wrong number of arguments.");
    QTest::newRow("validate-two-files") << QStringList{QStringLiteral("validate"), spinel::testdata::examplePath(),
                                                       spinel::testdata::examplePath()}
                                        << QStringLiteral("Wrong number of arguments.");
    QTest::newRow("unknown-option") << QStringList{QStringLiteral("info"), QStringLiteral("--frob"),
                                                   spinel::testdata::examplePath()}
                                    << QStringLiteral("Unknown option 'frob'.");
}

void TestCliBasic::usageErrorsExitTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.errText().startsWith(message), qPrintable(run.errText()));
    QVERIFY(run.out.isEmpty());
}

void TestCliBasic::validateGoodFile()
{
    const Run run = runCli({QStringLiteral("validate"), spinel::testdata::examplePath()});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("valid (14 devices, 48 links)"));
    QVERIFY(run.err.isEmpty());
}

void TestCliBasic::validateBadFileExitsOneWithLocatedMessage()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.spinel"));
    QByteArray text = QByteArray::fromStdString(spinel::testdata::readText(spinel::testdata::examplePath()));
    text.replace("\"to\": \"leaf-3\"", "\"to\": \"leaf-9\""); // first link to leaf-3 is links[2]
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    const Run run = runCli({QStringLiteral("validate"), path});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(QString::fromUtf8(run.err).trimmed(), path + QStringLiteral(": links[2].to: no device \"leaf-9\""));
    QVERIFY(run.out.isEmpty());
}

void TestCliBasic::validateHostileFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0\0",
                                          10)
                            << QStringLiteral("not a text file");
    QTest::newRow("deep") << QByteArray(5000, '[') << QStringLiteral("nesting deeper than 64 levels");
    QTest::newRow("truncated") << QByteArray(R"({"format": "spinel-design", "vers)") << QStringLiteral("truncated");
}

void TestCliBasic::validateHostileFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hostile.spinel"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    const Run run = runCli({QStringLiteral("validate"), path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
}

void TestCliBasic::infoJsonCountsCables()
{
    const Run run = runCli({QStringLiteral("info"), spinel::testdata::examplePath(), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonObject info = QJsonDocument::fromJson(run.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(info.value(QStringLiteral("name")).toString(), QStringLiteral("Leaf-spine, 4 × HGX H100"));
    const QJsonObject counts = info.value(QStringLiteral("counts")).toObject();
    QCOMPARE(counts.value(QStringLiteral("gpus")).toInt(), 32);
    QCOMPARE(counts.value(QStringLiteral("servers")).toInt(), 4);
    const QJsonObject switches = counts.value(QStringLiteral("switches")).toObject();
    QCOMPARE(switches.value(QStringLiteral("leaf")).toInt(), 8);
    QCOMPARE(switches.value(QStringLiteral("spine")).toInt(), 2);
    QCOMPARE(switches.value(QStringLiteral("core")).toInt(), 0);
    // 32 server-leaf cables + 16 leaf-spine bundles of 2: links count cables, not bundles.
    QCOMPARE(counts.value(QStringLiteral("links")).toInt(), 64);
}

// counts.domains: NVLink domains in effect. A GB200 NVL72 rack split into 9 x NVL8 is 9, each HGX
// server outside a rack 1; counts.gpus stays the total.
void TestCliBasic::infoCountsNvlinkDomains()
{
    QString devices = QStringLiteral(R"({"id": "h1", "kind": "server", "model": "hgx-h100"},)"
                                     R"({"id": "h2", "kind": "server", "model": "hgx-h100"})");
    QString members;
    for (int t = 1; t <= 18; ++t) {
        devices += QStringLiteral(R"(, {"id": "t%1", "kind": "server", "model": "gb200-tray", "group": "r"})").arg(t);
        members += QStringLiteral("%1\"t%2\"").arg(t > 1 ? QStringLiteral(", ") : QString()).arg(t);
    }
    const QString text = QStringLiteral(R"({"format": "spinel-design", "version": 2, "devices": [%1], "links": [],
        "domains": [{"id": "rack", "model": "gb200-nvl72", "members": [%2], "partition_gpus": %3}]})");
    QTemporaryDir dir;
    const auto countsOf = [&](int partition) {
        const QString path = dir.filePath(QStringLiteral("racks.spinel"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return QJsonObject();
        file.write(text.arg(devices, members).arg(partition).toUtf8());
        file.close();
        const Run run = runCli({QStringLiteral("info"), path, QStringLiteral("--json")});
        return QJsonDocument::fromJson(run.out).object().value(QStringLiteral("counts")).toObject();
    };
    QJsonObject counts = countsOf(8);
    QCOMPARE(counts.value(QStringLiteral("domains")).toInt(), 9 + 2);
    QCOMPARE(counts.value(QStringLiteral("gpus")).toInt(), 72 + 16);
    QCOMPARE(counts.value(QStringLiteral("servers")).toInt(), 18 + 2);
    QCOMPARE(countsOf(0).value(QStringLiteral("domains")).toInt(), 1 + 2);
    QCOMPARE(countsOf(36).value(QStringLiteral("domains")).toInt(), 2 + 2);
    const Run plain = runCli({QStringLiteral("info"), dir.filePath(QStringLiteral("racks.spinel"))});
    QVERIFY2(plain.out.contains("NVLink:    4 domains"), plain.out.constData());
    // A version 1 file's 72-GPU gb200-nvl72 server opens as a rack of 18 trays, and says so.
    const QString old = dir.filePath(QStringLiteral("old.spinel"));
    QFile oldFile(old);
    QVERIFY(oldFile.open(QIODevice::WriteOnly));
    oldFile.write(R"({"format": "spinel-design", "version": 1, "devices": [
        {"id": "nvl", "kind": "server", "model": "gb200-nvl72"}, {"id": "h", "kind": "server", "model": "hgx-h100"}]})");
    oldFile.close();
    const Run upgraded = runCli({QStringLiteral("info"), old, QStringLiteral("--json")});
    QCOMPARE(upgraded.exitCode, 0);
    const QJsonObject oldCounts = QJsonDocument::fromJson(upgraded.out).object().value(QStringLiteral("counts")).toObject();
    QCOMPARE(oldCounts.value(QStringLiteral("domains")).toInt(), 2);
    QCOMPARE(oldCounts.value(QStringLiteral("servers")).toInt(), 19);
    QCOMPARE(oldCounts.value(QStringLiteral("gpus")).toInt(), 80);
    QVERIFY2(upgraded.errText().contains(QStringLiteral("note: ") + old
                                         + QStringLiteral(": server \"nvl\" (gb200-nvl72, a single "
                                                          "server in version 1 files) became rack domain")),
             upgraded.err.constData());
    // The example's 4 HGX H100 servers: one NVLink domain each.
    const Run example4 = runCli({QStringLiteral("info"), spinel::testdata::examplePath(), QStringLiteral("--json")});
    QCOMPARE(
        QJsonDocument::fromJson(example4.out).object().value(QStringLiteral("counts")).toObject().value(QStringLiteral("domains")).toInt(),
        4);
}

void TestCliBasic::userCatalogOption()
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("cat.json"));
    QFile file(catalog);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "spinel-catalog", "version": 1, "entries": [{"id": "x", "kind": "nic"}]})");
    file.close();
    const Run run = runCli({QStringLiteral("validate"), QStringLiteral("--catalog"), catalog, spinel::testdata::examplePath()});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("cat.json: entries[0].price_usd: missing"), run.err.constData());
}

// bench restarts itself with glibc's allocator tuned, as the GUI runs (app/document/memorytuning.h),
// keeping its arguments; SPINEL_NO_MALLOC_TUNING leaves the defaults, and the report says which.
void TestCliBasic::benchRunsWithTheGuisMemoryTuning()
{
    const Run list = runCli({QStringLiteral("bench"), QStringLiteral("--list")});
    QCOMPARE(list.exitCode, 0);
    QVERIFY2(list.outText().contains(QStringLiteral("\nediting-scale ")), list.out.constData());
    const QStringList accuracy{QStringLiteral("bench"), QStringLiteral("accuracy"), QStringLiteral("--quick")};
    const Run tuned = runCli(accuracy);
    QCOMPARE(tuned.exitCode, 0);
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer brings its own allocator: no restart in the checked build.
    const QString expected = QStringLiteral("allocator with its defaults");
#else
    const QString expected = QStringLiteral("allocator tuned as the GUI runs it");
#endif
    QVERIFY2(tuned.errText().contains(expected), tuned.err.constData());
    QVERIFY2(tuned.outText().contains(QStringLiteral("bandwidth rows within")), tuned.out.constData()); // its arguments kept
    qputenv("SPINEL_NO_MALLOC_TUNING", "1");
    const Run untuned = runCli(accuracy);
    qunsetenv("SPINEL_NO_MALLOC_TUNING");
    QCOMPARE(untuned.exitCode, 0);
    QVERIFY2(untuned.errText().contains(QStringLiteral("allocator with its defaults")), untuned.err.constData());
}

SPINEL_QTEST_GUILESS_MAIN(TestCliBasic)
#include "tst_cli_basic.moc"
