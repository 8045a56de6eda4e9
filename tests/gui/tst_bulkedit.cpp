// Bulk edits in the main window (issue 12: select-all + delete on 16,384 GPUs froze the window for
// 11 minutes, one signal and one selection rescan per removed object). Deleting everything is one
// document change and one selection change; undo brings back the identical design, also in one
// change; paste and its undo are one change each as well.
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "canvas/fabricscene.h"
#include "document/document.h"
#include "generate/generators.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/mainwindow.h"

using namespace spinel;

class TestBulkEdit : public QObject {
    Q_OBJECT

private slots:
    void deleteEverythingIsOneChange();
    void pasteIsOneChange();
};

void TestBulkEdit::deleteEverythingIsOneChange()
{
    MainWindow window;
    Document *document = window.document();
    // Two scalable units: 64 servers, 512 GPUs, hundreds of links.
    document->newDesignFrom(generateFabric("rail-optimized", {{"sus", "2"}}, document->catalog()));
    const Design before = document->design();
    QVERIFY(before.links.size() > 500);
    QCoreApplication::processEvents();

    window.editor()->selectAll();
    QCOMPARE(window.scene()->selectedDeviceIds().size(), qsizetype(before.devices.size()));

    QSignalSpy removed(document, &Document::itemsRemoved);
    QSignalSpy added(document, &Document::itemsAdded);
    QSignalSpy deviceRemoved(document, &Document::deviceRemoved);
    QSignalSpy linkRemoved(document, &Document::linkRemoved);
    QSignalSpy selection(window.scene(), &QGraphicsScene::selectionChanged);
    window.editor()->deleteSelection();

    QCOMPARE(removed.count(), 1);
    QCOMPARE(deviceRemoved.count() + linkRemoved.count(), 0);
    QCOMPARE(removed.first().at(0).toStringList().size(), qsizetype(before.devices.size()));
    QCOMPARE(removed.first().at(1).toStringList().size(), qsizetype(before.links.size()));
    QCOMPARE(selection.count(), 1);
    QVERIFY(document->design().devices.empty());
    QVERIFY(document->design().links.empty());
    QVERIFY(window.scene()->deviceItems().isEmpty());
    QVERIFY(window.scene()->linkItems().isEmpty());
    QCOMPARE(document->undoStack()->count(), 1);

    document->undoStack()->undo();
    QCOMPARE(added.count(), 1);
    QVERIFY(document->design() == before);  // every object back at its index
    QCOMPARE(window.scene()->deviceItems().size(), qsizetype(before.devices.size()));
    QCOMPARE(window.scene()->linkItems().size(), qsizetype(before.links.size()));
    // The indexes follow: lookups by id find the restored objects where they are.
    QCOMPARE(document->linkIndex(before.links.back().id), int(before.links.size()) - 1);
    QCOMPARE(document->deviceIndex(before.devices[3].id), 3);

    document->undoStack()->redo();
    QCOMPARE(removed.count(), 2);
    QVERIFY(document->design().devices.empty());
}

void TestBulkEdit::pasteIsOneChange()
{
    MainWindow window;
    Document *document = window.document();
    QVERIFY(window.openExample());
    const Design before = document->design();
    window.editor()->selectAll();
    window.editor()->copy();
    QSignalSpy added(document, &Document::itemsAdded);
    QSignalSpy removed(document, &Document::itemsRemoved);
    QSignalSpy deviceAdded(document, &Document::deviceAdded);
    window.editor()->paste();
    QCOMPARE(added.count(), 1);
    QCOMPARE(deviceAdded.count(), 0);
    QCOMPARE(document->design().devices.size(), 2 * before.devices.size());
    QCOMPARE(document->design().links.size(), 2 * before.links.size());
    document->undoStack()->undo();
    QCOMPARE(removed.count(), 1);
    QVERIFY(document->design() == before);
}

QTEST_MAIN(TestBulkEdit)
#include "tst_bulkedit.moc"
