// Autosave and crash recovery: the recovery file follows the document (written while modified,
// removed on save), and the real program, killed mid-edit with SIGKILL, offers the changes back
// at the next start.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "commands/movedevices.h"
#include "document/autosave.h"
#include "document/document.h"
#include "generate/tierlayout.h"
#include "io/designformat.h"
#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

QStringList sessionFiles(const QString &directory)
{
    return QDir(directory).entryList({QStringLiteral("session-*")}, QDir::Files, QDir::Name);
}

QStringList recoveryDesigns(const QString &directory)
{
    return QDir(directory).entryList({QStringLiteral("session-*.spinel")}, QDir::Files, QDir::Name);
}

// The example with every device at the origin: opening it lays the devices out by tier as an
// undoable edit, which leaves the program with unsaved changes and no input from the test.
QString writeUnplacedDesign(const QString &directory)
{
    QJsonObject design = QJsonDocument::fromJson(spinel::testdata::readBytes(spinel::testdata::examplePath())).object();
    QJsonArray devices = design.value(QStringLiteral("devices")).toArray();
    for (auto device : devices) {
        QJsonObject object = device.toObject();
        object.remove(QStringLiteral("x"));
        object.remove(QStringLiteral("y"));
        device = object;
    }
    design.insert(QStringLiteral("devices"), devices);
    const QString fileName = QDir(directory).filePath(QStringLiteral("unplaced.spinel"));
    QFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(design).toJson()) <= 0) return {};
    return fileName;
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void writesWhileModifiedAndRemovesOnSave();
    void liveSessionIsNoOrphan();
    void killedProgramOffersRecovery();
};

void TestAutosave::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // ~/.qttest: never the user's own recovery folder
    QDir(Autosave::recoveryDirectory()).removeRecursively();
}

void TestAutosave::writesWhileModifiedAndRemovesOnSave()
{
    Document document;
    QVERIFY(document.loadAsUntitled(spinel::testdata::examplePath()));
    Autosave autosave(&document);
    QCOMPARE(autosave.intervalMs(), 60000); // "every minute or so" unless SPINEL_AUTOSAVE_MS says otherwise
    autosave.saveNow();
    autosave.waitForWrite();
    QVERIFY(!QFileInfo::exists(autosave.recoveryFile())); // nothing unsaved, nothing written

    const Device first = document.design().devices.front();
    document.undoStack()->push(new MoveDevices(&document, {{first.id, Point{first.position.x + 480, first.position.y}}}));
    QVERIFY(document.isModified());
    QSignalSpy written(&autosave, &Autosave::written);
    autosave.saveNow();
    QVERIFY(written.wait(10000));
    QCOMPARE(written.first().first().toString(), QString());
    // The recovery file is the design as Save would write it, move included.
    QCOMPARE(spinel::testdata::readBytes(autosave.recoveryFile()), QByteArray::fromStdString(writeDesign(document.design())));
    QCOMPARE(Autosave::orphans().size(), 0); // this session is alive: not an orphan

    QTemporaryDir dir;
    QString error;
    QVERIFY2(document.save(dir.filePath(QStringLiteral("saved.spinel")), &error), qPrintable(error));
    QVERIFY(!QFileInfo::exists(autosave.recoveryFile()));
    QCOMPARE(sessionFiles(Autosave::recoveryDirectory()), QStringList()); // lock and meta gone too

    // Modified again, then undone back to the saved state: the recovery file goes again.
    document.undoStack()->undo();
    autosave.saveNow();
    QVERIFY(written.wait(10000));
    QVERIFY(QFileInfo::exists(autosave.recoveryFile()));
    document.undoStack()->redo();
    QVERIFY(!document.isModified());
    QCOMPARE(sessionFiles(Autosave::recoveryDirectory()), QStringList());
}

void TestAutosave::liveSessionIsNoOrphan()
{
    // Another session's files with a lock held by a live process (this one, through QLockFile in
    // a second Autosave) are never offered; once that session ends cleanly they are gone.
    Document document;
    QVERIFY(document.loadAsUntitled(spinel::testdata::examplePath()));
    {
        Autosave other(&document);
        const Device first = document.design().devices.front();
        document.undoStack()->push(new MoveDevices(&document, {{first.id, Point{first.position.x - 240, first.position.y}}}));
        QSignalSpy written(&other, &Autosave::written);
        other.saveNow();
        QVERIFY(written.wait(10000));
        QVERIFY(QFileInfo::exists(other.recoveryFile()));
        QCOMPARE(Autosave::orphans().size(), 0);
    }
    QCOMPARE(sessionFiles(Autosave::recoveryDirectory()), QStringList()); // a normal exit cleans up
}

void TestAutosave::killedProgramOffersRecovery()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString designFile = writeUnplacedDesign(home.path());
    QVERIFY(!designFile.isEmpty());
    const QString recovery = home.filePath(QStringLiteral("data/Spinel/Spinel/recovery"));

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config-1")));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    environment.insert(QStringLiteral("SPINEL_AUTOSAVE_MS"), QStringLiteral("200"));

    // 1. Open a design that is laid out on opening (unsaved changes), wait for the autosave, kill.
    QProcess first;
    first.setProcessEnvironment(environment);
    first.start(spinel::testsupport::guiPath(), {designFile});
    QVERIFY(first.waitForStarted(10000));
    QTRY_COMPARE_WITH_TIMEOUT(recoveryDesigns(recovery).size(), 1, 20000);
    const QString killedSession = QDir(recovery).filePath(recoveryDesigns(recovery).constFirst());
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(QString(killedSession).replace(QStringLiteral(".spinel"), QStringLiteral(".json"))),
                             10000);
    first.kill(); // SIGKILL: no destructor, no clean-up
    QVERIFY(first.waitForFinished(10000));
    const QByteArray kept = spinel::testdata::readBytes(killedSession);
    QVERIFY(!kept.isEmpty());
    // The copy holds the edit: the devices have positions, which the file on disk does not.
    const Design recovered = readDesign(kept.toStdString(), builtinCatalog(), "recovery");
    QVERIFY(!TierLayout::needsLayout(recovered));
    QVERIFY(TierLayout::needsLayout(loadDesignFile(designFile.toStdString(), builtinCatalog())));

    // 2. Start again, with no recent files (so nothing reopens the design by itself), and restore.
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config-2")));
    environment.insert(QStringLiteral("SPINEL_RECOVERY_ANSWER"), QStringLiteral("restore"));
    QProcess second;
    second.setProcessEnvironment(environment);
    second.start(spinel::testsupport::guiPath(), {});
    QVERIFY(second.waitForStarted(10000));
    // The restored changes are unsaved again, so the new session autosaves them in turn: the
    // killed session's files are gone and the new session's copy is the same design.
    QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(killedSession) && recoveryDesigns(recovery).size() == 1, 20000);
    const QString newSession = QDir(recovery).filePath(recoveryDesigns(recovery).constFirst());
    QTRY_VERIFY_WITH_TIMEOUT(spinel::testdata::readBytes(newSession) == kept, 10000);
    const QString meta = QString(newSession).replace(QStringLiteral(".spinel"), QStringLiteral(".json"));
    QTRY_COMPARE_WITH_TIMEOUT(
        QJsonDocument::fromJson(spinel::testdata::readBytes(meta)).object().value(QStringLiteral("file")).toString(), designFile,
        10000); // restored under its own name: Save goes back there
    second.kill();
    QVERIFY(second.waitForFinished(10000));

    // 3. Declined: the next start deletes the leftovers and opens as usual.
    environment.insert(QStringLiteral("SPINEL_RECOVERY_ANSWER"), QStringLiteral("discard"));
    QProcess third;
    third.setProcessEnvironment(environment);
    third.start(spinel::testsupport::guiPath(), {});
    QVERIFY(third.waitForStarted(10000));
    QTRY_COMPARE_WITH_TIMEOUT(sessionFiles(recovery), QStringList(), 20000);
    third.kill();
    QVERIFY(third.waitForFinished(10000));
}

SPINEL_QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
