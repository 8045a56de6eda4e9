// The editor's Document: loading, failed loads that leave everything alone, atomic byte-identical
// saves, the modified flag and the typed change signals.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "commands/changedesignsettings.h"
#include "core/designindex.h"
#include "document/document.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

void writeFile(const QString &fileName, const QByteArray &bytes)
{
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

DesignSettings renamed(const Document &document, const std::string &name)
{
    DesignSettings settings = document.design().settings;
    settings.name = name;
    return settings;
}

// Whether the document's index finds every device and link where a fresh index does.
bool indexAsFresh(const Document &document)
{
    const DesignIndex fresh(&document.design());
    for (const Device &device : document.design().devices)
        if (document.deviceIndex(device.id) != fresh.deviceIndex(device.id)) return false;
    for (const Link &link : document.design().links)
        if (document.linkIndex(link.id) != fresh.linkIndex(link.id)) return false;
    return true;
}

} // namespace

class TestDocument : public QObject {
    Q_OBJECT

private slots:
    void startsEmptyAndClean();
    void loadsAGoodFile();
    void loadsAResourceAsUntitled();
    void failedLoadKeepsTheDesign_data();
    void failedLoadKeepsTheDesign();
    void saveRoundTripsByteIdentical();
    void saveReplacesTheFileAtomically();
    void failedSaveKeepsState();
    void modifiedFollowsTheUndoStack();
    void editsEmitOneChangeEach();
    void bulkEditsInTheMiddleKeepOrderAndIndex();

private:
    QTemporaryDir m_dir;
};

void TestDocument::startsEmptyAndClean()
{
    Document document;
    QVERIFY(document.design().devices.empty());
    QVERIFY(!document.isModified());
    QVERIFY(document.fileName().isEmpty());
    QVERIFY(!document.displayName().isEmpty());
    QVERIFY(document.catalog().find("qm9700"));
}

void TestDocument::loadsAGoodFile()
{
    Document document;
    QSignalSpy reset(&document, &Document::designReset);
    QSignalSpy fileName(&document, &Document::fileNameChanged);
    QString error;
    QVERIFY2(document.load(spinel::testdata::examplePath(), &error), qPrintable(error));
    QVERIFY(error.isEmpty());
    QCOMPARE(reset.count(), 1);
    QCOMPARE(fileName.count(), 1);
    QCOMPARE(document.fileName(), spinel::testdata::examplePath());
    QCOMPARE(document.displayName(), QStringLiteral("leaf-spine-4x-h100.spinel"));
    QVERIFY(document.design() == testdata::exampleDesign());
    QVERIFY(!document.isModified());
}

void TestDocument::loadsAResourceAsUntitled()
{
    // The examples are compiled into spinel_app; they open as untitled designs named after the design.
    Document document;
    QString error;
    QVERIFY2(document.loadAsUntitled(QStringLiteral(":/examples/leaf-spine-4x-h100.spinel"), &error), qPrintable(error));
    QVERIFY(document.fileName().isEmpty());
    QCOMPARE(document.displayName(), QString::fromStdString(document.design().settings.name));
    QVERIFY(document.design() == testdata::exampleDesign());
}

void TestDocument::failedLoadKeepsTheDesign_data()
{
    QTest::addColumn<QByteArray>("content"); // null: the file does not exist
    QTest::addColumn<QString>("expected");   // part of the loader's message

    QByteArray example = spinel::testdata::readBytes(spinel::testdata::examplePath());
    QTest::newRow("missing file") << QByteArray() << QString();
    QTest::newRow("not JSON") << QByteArray("this is not a design") << QString();
    QTest::newRow("truncated") << example.left(example.size() / 2) << QString();
    QTest::newRow("wrong format") << QByteArray(R"({"format": "spinel-catalog", "version": 1})") << QStringLiteral("format");
    QByteArray dangling = example;
    dangling.replace(R"("to": "spine-2")", R"("to": "spine-9")");
    QTest::newRow("link to a missing device") << dangling << QStringLiteral("spine-9");
}

void TestDocument::failedLoadKeepsTheDesign()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);

    Document document;
    QVERIFY(document.load(spinel::testdata::examplePath()));
    // Some history, to see that a failed load keeps it.
    document.undoStack()->push(new ChangeDesignSettings(&document, renamed(document, "edited")));
    const Design before = document.design();

    const QString bad = m_dir.filePath(
        QStringLiteral("bad-%1.spinel").arg(QLatin1String(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')));
    QFile::remove(bad);
    if (!content.isNull()) writeFile(bad, content);

    QSignalSpy reset(&document, &Document::designReset);
    QSignalSpy fileName(&document, &Document::fileNameChanged);
    QSignalSpy modified(&document, &Document::modifiedChanged);
    QString error;
    QVERIFY(!document.load(bad, &error));
    QVERIFY2(error.contains(bad), qPrintable(error)); // the message names the file
    if (!expected.isEmpty()) QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY(document.design() == before);
    QCOMPARE(document.fileName(), spinel::testdata::examplePath());
    QVERIFY(document.isModified());
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(fileName.count(), 0);
    QCOMPARE(modified.count(), 0);
}

void TestDocument::saveRoundTripsByteIdentical()
{
    Document document;
    QVERIFY(document.load(spinel::testdata::examplePath()));
    const QString copy = m_dir.filePath(QStringLiteral("copy.spinel"));
    QString error;
    QVERIFY2(document.save(copy, &error), qPrintable(error));
    QCOMPARE(document.fileName(), copy);
    QCOMPARE(spinel::testdata::readBytes(copy), spinel::testdata::readBytes(spinel::testdata::examplePath()));

    Document reloaded;
    QVERIFY(reloaded.load(copy));
    QVERIFY(reloaded.design() == document.design());
    const QString again = m_dir.filePath(QStringLiteral("again.spinel"));
    QVERIFY(reloaded.save(again));
    QCOMPARE(spinel::testdata::readBytes(again), spinel::testdata::readBytes(copy));
}

void TestDocument::saveReplacesTheFileAtomically()
{
    const QString target = m_dir.filePath(QStringLiteral("atomic.spinel"));
    writeFile(target, "old contents\n");
    // A reader that has the old file open keeps seeing it whole: the new file is written beside
    // it and renamed over, never written into the old file.
    QFile reader(target);
    QVERIFY(reader.open(QIODevice::ReadOnly));

    Document document;
    QVERIFY(document.load(spinel::testdata::examplePath()));
    QVERIFY(document.save(target));
    QCOMPARE(reader.readAll(), QByteArray("old contents\n"));
    QCOMPARE(spinel::testdata::readBytes(target), spinel::testdata::readBytes(spinel::testdata::examplePath()));
    // No temporary files left behind.
    const QStringList leftovers = QDir(m_dir.path()).entryList({QStringLiteral("atomic*")}, QDir::Files | QDir::Hidden);
    QCOMPARE(leftovers, QStringList{QStringLiteral("atomic.spinel")});
}

void TestDocument::failedSaveKeepsState()
{
    Document document;
    QVERIFY(document.load(spinel::testdata::examplePath()));
    document.undoStack()->push(new ChangeDesignSettings(&document, renamed(document, "edited")));
    const QString impossible = m_dir.filePath(QStringLiteral("no-such-dir/design.spinel"));
    QString error;
    QVERIFY(!document.save(impossible, &error));
    QVERIFY2(error.contains(impossible), qPrintable(error));
    QVERIFY(document.isModified());
    QCOMPARE(document.fileName(), spinel::testdata::examplePath());
    QVERIFY(!QFile::exists(impossible));
}

void TestDocument::modifiedFollowsTheUndoStack()
{
    Document document;
    QVERIFY(document.load(spinel::testdata::examplePath()));
    QSignalSpy modified(&document, &Document::modifiedChanged);
    QSignalSpy settings(&document, &Document::settingsChanged);

    document.undoStack()->push(new ChangeDesignSettings(&document, renamed(document, "renamed")));
    QVERIFY(document.isModified());
    QCOMPARE(document.design().settings.name, std::string("renamed"));
    QCOMPARE(settings.count(), 1);
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.last().at(0).toBool(), true);

    document.undoStack()->undo();
    QVERIFY(!document.isModified());
    QCOMPARE(document.design().settings.name, testdata::exampleDesign().settings.name);
    QCOMPARE(modified.count(), 2);
    QCOMPARE(modified.last().at(0).toBool(), false);

    document.undoStack()->redo();
    QVERIFY(document.isModified());
    QVERIFY(document.save(m_dir.filePath(QStringLiteral("modified.spinel"))));
    QVERIFY(!document.isModified());
    QCOMPARE(modified.count(), 4);

    // Undoing past the save point is a change again; loading makes the document clean.
    document.undoStack()->undo();
    QVERIFY(document.isModified());
    QVERIFY(document.load(spinel::testdata::examplePath()));
    QVERIFY(!document.isModified());
    QCOMPARE(modified.count(), 6);
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestDocument::editsEmitOneChangeEach()
{
    Document document;
    QVERIFY(document.load(spinel::testdata::examplePath()));
    // One batched change per edit, naming the object and (for an edit in place) the fields.
    QSignalSpy changes(&document, &Document::changed);
    auto last = [&changes] { return changes.last().at(0).value<DocumentChange>(); };

    Device server = *document.design().findDevice("srv-4");
    server.id = "srv-5";
    document.insertDevice(0, server);
    QCOMPARE(changes.count(), 1);
    QCOMPARE(last().devicesAdded, QStringList{QStringLiteral("srv-5")});
    QCOMPARE(last().kinds(), DocumentChange::Kinds(DocumentChange::Devices));
    QCOMPARE(document.deviceIndex("srv-5"), 0);

    server.name = "renamed";
    document.replaceDevice(server);
    QCOMPARE(last().devicesChanged, QStringList{QStringLiteral("srv-5")});
    QCOMPARE(last().deviceFields, DocumentChange::Fields(DocumentChange::Name));
    QCOMPARE(document.design().devices.front().name, std::string("renamed"));
    server.position.x += 40;
    server.group = "row 2";
    document.replaceDevice(server);
    QCOMPARE(last().deviceFields, DocumentChange::Position | DocumentChange::Group);

    const Device taken = document.removeDevice(0);
    QCOMPARE(taken, server);
    QCOMPARE(last().devicesRemoved, QStringList{QStringLiteral("srv-5")});
    QCOMPARE(document.deviceIndex("srv-5"), -1);

    const int index = document.linkIndex("srv-1-rail-1");
    Link link = document.removeLink(index);
    QCOMPARE(last().linksRemoved, QStringList{QStringLiteral("srv-1-rail-1")});
    QCOMPARE(last().kinds(), DocumentChange::Kinds(DocumentChange::Links));
    link.count = 2;
    document.insertLink(index, link);
    QCOMPARE(last().linksAdded, QStringList{QStringLiteral("srv-1-rail-1")});
    link.count = 3;
    document.replaceLink(link);
    QCOMPARE(last().linksChanged, QStringList{QStringLiteral("srv-1-rail-1")});
    QCOMPARE(last().linkFields, DocumentChange::Fields(DocumentChange::Cable));
    QCOMPARE(changes.count(), 7); // one per edit call above
    QCOMPARE(document.design().links.at(std::size_t(index)).count, 3);
}

// Removing objects from scattered places and putting them back (what deleting a tray and undoing
// it does) merges them in place: the design is as before, element by element, after each of
// several rounds, and the index finds every object where a fresh index does.
void TestDocument::bulkEditsInTheMiddleKeepOrderAndIndex()
{
    Document document;
    QVERIFY(document.load(spinel::testdata::examplePath()));
    const Design before = document.design();
    QVERIFY(before.links.size() > 40 && before.devices.size() > 6);
    QVERIFY(indexAsFresh(document)); // built before the edits, so they must keep it in step
    // Links only, then a leaf with every link it has.
    std::vector<std::pair<std::vector<int>, std::vector<int>>> rounds = {
        {{}, {0}}, {{}, {3, 4, 17}}, {{}, {1, 20, int(before.links.size()) - 1}}, {{}, {10, 11, 12, 13}}};
    const int leaf = document.deviceIndex("leaf-2");
    std::vector<int> leafLinks;
    for (std::size_t i = 0; i < before.links.size(); ++i)
        if (before.links[i].from.device == "leaf-2" || before.links[i].to.device == "leaf-2") leafLinks.push_back(int(i));
    QVERIFY(leaf > 0 && leafLinks.size() > 2);
    rounds.push_back({{leaf}, leafLinks});
    for (const auto &[devices, links] : rounds) {
        auto [removedDevices, removedLinks] = document.removeItems(devices, links);
        QCOMPARE(document.design().links.size(), before.links.size() - links.size());
        QCOMPARE(removedLinks.front().id, before.links[std::size_t(links.front())].id);
        QVERIFY(indexAsFresh(document));
        QCOMPARE(document.linkIndex(before.links[std::size_t(links.back())].id), -1);
        document.insertItems(devices, std::move(removedDevices), links, std::move(removedLinks));
        QVERIFY(document.design() == before);
        QVERIFY(indexAsFresh(document));
    }
}

SPINEL_QTEST_MAIN(TestDocument)
#include "tst_document.moc"
