// spinel-cli's -o and its messages for odd input (issue 17): what -o does to the file it
// replaces, failed writes that leave it alone, and errors that say what is wrong.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "support/writefailure.h"

using namespace spinel;
using spinel::testdata::readAll;
using spinel::testdata::reason;
using spinel::testdata::writeFile;

namespace {

using Run = testsupport::ProcessRun;
using testsupport::runCli;

} // namespace

class TestCliIntegrity : public QObject {
    Q_OBJECT
private slots:
    void emptyOutputNameIsAClearError();
    void dashWritesToStandardOutput();
    void outputKeepsSymlinkAndMode();
    void failedWriteKeepsTheOldFile_data();
    void failedWriteKeepsTheOldFile();
    void fullDiskSaysNoSpace();
    void messagesForOddInput_data();
    void messagesForOddInput();
    void endlessInputIsRefusedAtOnce();
};

void TestCliIntegrity::emptyOutputNameIsAClearError()
{
    // Was "Cannot write : : cannot replace…".
    const Run run = runCli({QStringLiteral("generate"), QStringLiteral("fat-tree"), QStringLiteral("-o"), QString()});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(QString::fromUtf8(run.err).trimmed(),
             QStringLiteral("The output file name is empty; name a file, or - for standard output."));
}

void TestCliIntegrity::dashWritesToStandardOutput()
{
    const Run run = runCli({QStringLiteral("generate"), QStringLiteral("fat-tree"), QStringLiteral("-o"), QStringLiteral("-")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("{\n  \"format\": \"spinel-design\""));
    QVERIFY2(run.err.startsWith("-: 16 GPUs in 2 servers"), run.err.constData()); // the summary moves out of the way
}

void TestCliIntegrity::outputKeepsSymlinkAndMode()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("bom.csv"));
    const QString link = dir.filePath(QStringLiteral("latest.csv"));
    writeFile(target, "old");
    QCOMPARE(::chmod(target.toLocal8Bit().constData(), 0600), 0);
    QCOMPARE(::symlink("bom.csv", link.toLocal8Bit().constData()), 0);
    const Run run = runCli(
        {QStringLiteral("bom"), spinel::testdata::examplePath(), QStringLiteral("--csv"), QStringLiteral("-o"), link});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(readAll(target).startsWith("category,"));
    struct stat info { };
    QCOMPARE(::stat(target.toLocal8Bit().constData(), &info), 0);
    QCOMPARE(int(info.st_mode & 07777), 0600);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).size(), 2);
}

void TestCliIntegrity::failedWriteKeepsTheOldFile_data()
{
    QTest::addColumn<QStringList>("arguments"); // -o FILE is appended
    QTest::addColumn<QString>("name");
    QTest::newRow("generate") << QStringList{QStringLiteral("generate"), QStringLiteral("fat-tree")} << QStringLiteral("ft.spinel");
    QTest::newRow("bom") << QStringList{QStringLiteral("bom"), spinel::testdata::examplePath(), QStringLiteral("--csv")}
                         << QStringLiteral("bom.csv");
    QTest::newRow("cabling") << QStringList{QStringLiteral("cabling"), spinel::testdata::examplePath(), QStringLiteral("--csv")}
                             << QStringLiteral("cabling.csv");
    QTest::newRow("plot") << QStringList{QStringLiteral("plot"), spinel::testdata::examplePath(), QStringLiteral("--kind"),
                                         QStringLiteral("busbw")}
                          << QStringLiteral("busbw.svg");
    QTest::newRow("report") << QStringList{QStringLiteral("report"), spinel::testdata::examplePath()}
                            << QStringLiteral("report.pdf");
}

void TestCliIntegrity::failedWriteKeepsTheOldFile()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString target = dir.filePath(name);
    writeFile(target, "the good file");
    Run run;
    {
        const testdata::FileSizeLimit limit(512); // inherited by the CLI: its writes past 512 bytes fail
        run = runCli(arguments + QStringList{QStringLiteral("-o"), target});
    }
    QCOMPARE(run.exitCode, 1);
    // The last line: rendering commands may print Qt's own notes first.
    QCOMPARE(QString::fromUtf8(run.err).trimmed().split(QLatin1Char('\n')).last(),
             QStringLiteral("Cannot write %1: %2").arg(target, reason(EFBIG)));
    QCOMPARE(readAll(target), QByteArray("the good file"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name}); // no temporary left
}

void TestCliIntegrity::fullDiskSaysNoSpace()
{
    const testdata::TinyFileSystem disk(64);
    if (!disk.mounted()) QSKIP(qPrintable(disk.whyNot()));
    const QString target = QDir(disk.path()).filePath(QStringLiteral("ft.spinel"));
    writeFile(target, "the good design");
    disk.leaveFree(4096); // the fat-tree's file is several times that
    const Run run = runCli({QStringLiteral("generate"), QStringLiteral("fat-tree"), QStringLiteral("-o"), target});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(QString::fromUtf8(run.err).trimmed(), QStringLiteral("Cannot write %1: %2").arg(target, reason(ENOSPC)));
    QCOMPARE(readAll(target), QByteArray("the good design"));
    QCOMPARE(QDir(disk.path()).entryList(QDir::Files | QDir::Hidden).size(), 2); // the design and the filler
}

void TestCliIntegrity::messagesForOddInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("pipeline deeper than the design")
        << QStringList{QStringLiteral("train"), spinel::testdata::examplePath(), QStringLiteral("--tp"),
                       QStringLiteral("1"),     QStringLiteral("--pp"),          QStringLiteral("1000")}
        << 1 << QStringLiteral("tp 1 x pp 1000 = 1000 GPUs per model replica, more than the design's 32 GPUs.");
    QTest::newRow("plot width states the maximum") << QStringList{QStringLiteral("plot"),    spinel::testdata::examplePath(),
                                                                  QStringLiteral("--kind"),  QStringLiteral("busbw"),
                                                                  QStringLiteral("-o"),      QStringLiteral("x.png"),
                                                                  QStringLiteral("--width"), QStringLiteral("100000")}
                                                   << 2 << QStringLiteral("from 200 × 150 to 10000 × 10000");
    QTest::newRow("a design as the catalog")
        << QStringList{QStringLiteral("validate"), spinel::testdata::examplePath(), QStringLiteral("--catalog"),
                       spinel::testdata::examplePath()}
        << 1 << QStringLiteral("%1: format: this is a Spinel design, not a catalog").arg(spinel::testdata::examplePath());
    QTest::newRow("a name too long to reopen")
        << QStringList{QStringLiteral("generate"), QStringLiteral("fat-tree"),
                       QStringLiteral("--set"),    QStringLiteral("name=") + QString(284, QLatin1Char('n')),
                       QStringLiteral("-o"),       QStringLiteral("/tmp/never.spinel")}
        << 1 << QStringLiteral("fat-tree: name is 284 characters long; the limit is 256");
}

void TestCliIntegrity::messagesForOddInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const Run run = runCli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
}

void TestCliIntegrity::endlessInputIsRefusedAtOnce()
{
    QElapsedTimer timer;
    timer.start();
    const Run run = runCli({QStringLiteral("validate"), QStringLiteral("/dev/zero")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(QString::fromUtf8(run.err).trimmed(), QStringLiteral("/dev/zero: not a text file: binary data at byte 0"));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
}

SPINEL_QTEST_GUILESS_MAIN(TestCliIntegrity)
#include "tst_cli_integrity.moc"
