// writeFileAtomically, the writer behind spinel-cli -o: what it does to the file it replaces
// (mode, symlinks, hard links, FIFOs, devices), and that a failed write leaves nothing behind.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <string>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/filewrite.h"
#include "support/testmain.h"
#include "support/writefailure.h"

using namespace spinel;

namespace {

std::string path(const QTemporaryDir &dir, const char *name)
{
    return QDir(dir.path()).filePath(QString::fromLatin1(name)).toStdString();
}

QByteArray contents(const std::string &fileName)
{
    QFile file(QString::fromStdString(fileName));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

void put(const std::string &fileName, const QByteArray &bytes)
{
    QFile file(QString::fromStdString(fileName));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

QStringList entries(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

} // namespace

class TestFileWrite : public QObject {
    Q_OBJECT
private slots:
    void replacesRegularFileAndLeavesNoTemporary();
    void keepsModeAndNewFileFollowsUmask();
    void followsSymbolicLink();
    void keepsHardLinksTogether();
    void chunksWriteTheSameFile();
    void writesFifoDirectly();
    void deviceErrorIsReportedAndDeviceKept();
    void injectedFailureKeepsTargetAndCleansUp();
    void fullFileSystemKeepsTargetAndSaysWhy();
    void folderAndEmptyNameAreRefused();
    void concurrentWritersBothSucceed();
};

void TestFileWrite::replacesRegularFileAndLeavesNoTemporary()
{
    QTemporaryDir dir;
    const std::string target = path(dir, "design.spinel");
    put(target, "old");
    writeFileAtomically(target, "new contents\n");
    QCOMPARE(contents(target), QByteArray("new contents\n"));
    QCOMPARE(entries(dir), QStringList{QStringLiteral("design.spinel")});
}

void TestFileWrite::keepsModeAndNewFileFollowsUmask()
{
    QTemporaryDir dir;
    const std::string secret = path(dir, "secret.csv");
    put(secret, "old");
    QCOMPARE(::chmod(secret.c_str(), 0600), 0);
    writeFileAtomically(secret, "new");
    struct stat info { };
    QCOMPARE(::stat(secret.c_str(), &info), 0);
    QCOMPARE(int(info.st_mode & 07777), 0600); // was 0644 with the old fixed temporary

    const mode_t old = ::umask(027);
    const std::string fresh = path(dir, "fresh.csv");
    writeFileAtomically(fresh, "x");
    ::umask(old);
    QCOMPARE(::stat(fresh.c_str(), &info), 0);
    QCOMPARE(int(info.st_mode & 07777), 0640); // not mkstemp's 0600
}

void TestFileWrite::followsSymbolicLink()
{
    QTemporaryDir dir;
    const std::string target = path(dir, "real.spinel");
    const std::string link = path(dir, "link.spinel");
    put(target, "old");
    QCOMPARE(::symlink("real.spinel", link.c_str()), 0); // relative, as users make them
    writeFileAtomically(link, "new");
    QVERIFY(QFileInfo(QString::fromStdString(link)).isSymLink());
    QCOMPARE(contents(target), QByteArray("new"));

    const std::string dangling = path(dir, "dangling.spinel");
    QCOMPARE(::symlink("created.spinel", dangling.c_str()), 0);
    writeFileAtomically(dangling, "made");
    QVERIFY(QFileInfo(QString::fromStdString(dangling)).isSymLink());
    QCOMPARE(contents(path(dir, "created.spinel")), QByteArray("made"));
}

void TestFileWrite::keepsHardLinksTogether()
{
    QTemporaryDir dir;
    const std::string first = path(dir, "a.csv");
    const std::string second = path(dir, "b.csv");
    put(first, "a much longer old text than the new one");
    QCOMPARE(::link(first.c_str(), second.c_str()), 0);
    writeFileAtomically(second, "new");
    QCOMPARE(contents(first), QByteArray("new"));
    struct stat info { };
    QCOMPARE(::stat(first.c_str(), &info), 0);
    QCOMPARE(int(info.st_nlink), 2);
}

void TestFileWrite::chunksWriteTheSameFile()
{
    // A design is saved a chunk at a time (issue 13): the file gets the chunks in order, whether it
    // is new, replaced, or one of two hard links (whose text is gathered first, then written in place).
    QTemporaryDir dir;
    const auto produce = [](const ByteSink &sink) {
        sink("first, ");
        sink("");
        sink("second, ");
        sink(std::string(100000, 'x'));
    };
    const QByteArray expected = QByteArray("first, second, ") + QByteArray(100000, 'x');
    const std::string fresh = path(dir, "new.spinel");
    writeFileAtomically(fresh, produce);
    QCOMPARE(contents(fresh), expected);
    put(fresh, "old text");
    writeFileAtomically(fresh, produce);
    QCOMPARE(contents(fresh), expected);
    const std::string linked = path(dir, "linked.spinel");
    QCOMPARE(::link(fresh.c_str(), linked.c_str()), 0);
    writeFileAtomically(linked, produce);
    QCOMPARE(contents(fresh), expected);
    QCOMPARE(entries(dir), QStringList({QStringLiteral("linked.spinel"), QStringLiteral("new.spinel")}));
}

void TestFileWrite::writesFifoDirectly()
{
    QTemporaryDir dir;
    const std::string fifo = path(dir, "pipe");
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    QByteArray received;
    std::thread reader([&] {
        QFile file(QString::fromStdString(fifo));
        if (file.open(QIODevice::ReadOnly)) received = file.readAll();
    });
    writeFileAtomically(fifo, "through the pipe");
    reader.join();
    QCOMPARE(received, QByteArray("through the pipe"));
    struct stat info { };
    QCOMPARE(::lstat(fifo.c_str(), &info), 0);
    QVERIFY(S_ISFIFO(info.st_mode)); // not replaced by a regular file
    QCOMPARE(entries(dir), QStringList{QStringLiteral("pipe")});
}

void TestFileWrite::deviceErrorIsReportedAndDeviceKept()
{
    // /dev/full fails every write with ENOSPC. It used to be replaced by a regular file (as root).
    struct stat before { };
    if (::stat("/dev/full", &before) != 0 || !S_ISCHR(before.st_mode)) QSKIP("no /dev/full on this machine");
    try {
        writeFileAtomically("/dev/full", "x");
        QFAIL("writing to /dev/full succeeded");
    } catch (const WriteError &error) {
        QCOMPARE(QString::fromLatin1(error.what()), QString::fromLocal8Bit(std::strerror(ENOSPC)));
    }
    struct stat after { };
    QCOMPARE(::stat("/dev/full", &after), 0);
    QVERIFY(S_ISCHR(after.st_mode));
    QCOMPARE(after.st_rdev, before.st_rdev);
}

void TestFileWrite::injectedFailureKeepsTargetAndCleansUp()
{
    QTemporaryDir dir;
    const std::string target = path(dir, "design.spinel");
    put(target, "the good design");
    const std::string big(64 * 1024, 'x');
    {
        const testdata::FileSizeLimit limit(8192); // writes past 8 KiB fail, as on a nearly full disk
        QVERIFY_THROWS_EXCEPTION(WriteError, writeFileAtomically(target, big));
    }
    QCOMPARE(contents(target), QByteArray("the good design"));
    QCOMPARE(entries(dir), QStringList{QStringLiteral("design.spinel")}); // the temporary is gone
}

void TestFileWrite::fullFileSystemKeepsTargetAndSaysWhy()
{
    const testdata::TinyFileSystem disk(64);
    if (!disk.mounted()) QSKIP(qPrintable(disk.whyNot()));
    const std::string target = QDir(disk.path()).filePath(QStringLiteral("design.spinel")).toStdString();
    put(target, "the good design");
    disk.leaveFree(8 * 1024);
    try {
        writeFileAtomically(target, std::string(13 * 1024, 'x'));
        QFAIL("a 13 KB write into 8 KB of free space succeeded");
    } catch (const WriteError &error) {
        QCOMPARE(QString::fromLatin1(error.what()), QString::fromLocal8Bit(std::strerror(ENOSPC)));
    }
    QCOMPARE(contents(target), QByteArray("the good design"));
    QCOMPARE(QDir(disk.path()).entryList(QDir::Files | QDir::Hidden).size(), 2); // target and filler only
}

void TestFileWrite::folderAndEmptyNameAreRefused()
{
    QTemporaryDir dir;
    QVERIFY_THROWS_EXCEPTION(WriteError, writeFileAtomically(dir.path().toStdString(), "x"));
    QVERIFY(QFileInfo(dir.path()).isDir());
    try {
        writeFileAtomically("", "x");
        QFAIL("an empty name was accepted");
    } catch (const WriteError &error) {
        QCOMPARE(QString::fromLatin1(error.what()), QStringLiteral("no file name given"));
    }
}

void TestFileWrite::concurrentWritersBothSucceed()
{
    // A fixed "<file>.tmp-spinel" made two writers to one path trip over each other.
    QTemporaryDir dir;
    const std::string target = path(dir, "out.csv");
    std::atomic<int> failures{0};
    auto writer = [&](char fill) {
        for (int i = 0; i < 50; ++i) {
            try {
                writeFileAtomically(target, std::string(4096, fill));
            } catch (const WriteError &) {
                ++failures;
            }
        }
    };
    std::thread a(writer, 'a'), b(writer, 'b');
    a.join();
    b.join();
    QCOMPARE(failures.load(), 0);
    const QByteArray text = contents(target);
    QVERIFY(text == QByteArray(4096, 'a') || text == QByteArray(4096, 'b'));
    QCOMPARE(entries(dir), QStringList{QStringLiteral("out.csv")});
}

SPINEL_QTEST_GUILESS_MAIN(TestFileWrite)
#include "tst_filewrite.moc"
