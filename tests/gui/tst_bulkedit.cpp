// Bulk edits in the main window (issue 12: select-all + delete on 16,384 GPUs froze the window for
// 11 minutes, one signal and one selection rescan per removed object). Deleting everything is one
// document change and one selection change; undo brings back the identical design, also in one
// change; paste and its undo are one change each as well.
#include <QMetaMethod>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <map>
#include <set>
#include <memory>

#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "document/document.h"
#include "generate/generators.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/mainwindow.h"

using namespace spinel;

namespace {

// Spies on every change signal Document declares (not modifiedChanged or fileNameChanged, which
// follow the undo stack's state), so a per-object signal added later is counted too.
class ChangeCounter {
public:
    explicit ChangeCounter(Document *document)
    {
        const QMetaObject &meta = Document::staticMetaObject;
        for (int i = meta.methodOffset(); i < meta.methodCount(); ++i) {
            const QMetaMethod method = meta.method(i);
            if (method.methodType() != QMetaMethod::Signal) continue;
            if (method.name() == "modifiedChanged" || method.name() == "fileNameChanged") continue;
            m_spies.push_back(std::make_unique<QSignalSpy>(document, method));
        }
    }
    qsizetype count() const
    {
        qsizetype total = 0;
        for (const auto &spy : m_spies) total += spy->count();
        return total;
    }
    void clear()
    {
        for (const auto &spy : m_spies) spy->clear();
    }

private:
    std::vector<std::unique_ptr<QSignalSpy>> m_spies;
};

// Where the scene draws each device, by id.
std::map<QString, QPointF> devicePositions(const FabricScene &scene)
{
    std::map<QString, QPointF> positions;
    for (auto it = scene.deviceItems().cbegin(); it != scene.deviceItems().cend(); ++it)
        positions[it.key()] = it.value()->scenePos();
    return positions;
}

// Every link item joins the items of the devices its link names.
bool linkItemsMatchDesign(const FabricScene &scene, const Design &design)
{
    if (scene.linkItems().size() != qsizetype(design.links.size())) return false;
    for (const Link &link : design.links) {
        const LinkItem *item = scene.linkItem(QString::fromStdString(link.id));
        if (!item || item->fromItem() != scene.deviceItem(QString::fromStdString(link.from.device))
            || item->toItem() != scene.deviceItem(QString::fromStdString(link.to.device)))
            return false;
    }
    return true;
}

} // namespace

class TestBulkEdit : public QObject {
    Q_OBJECT

private slots:
    void deleteEverythingIsOneChange();
    void pasteIsOneChange();
    void deleteUndoRedoRestoresTheScene();
    void deletePartOfALargeDesign();
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
    QVERIFY(document->design() == before); // every object back at its index
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

void TestBulkEdit::deleteUndoRedoRestoresTheScene()
{
    MainWindow window;
    Document *document = window.document();
    // Four scalable units: 1,024 GPUs, 128 servers, over a thousand links.
    document->newDesignFrom(generateFabric("rail-optimized", {{"sus", "4"}}, document->catalog()));
    QCoreApplication::processEvents();
    const Design before = document->design();
    const std::map<QString, QPointF> positions = devicePositions(*window.scene());
    QCOMPARE(positions.size(), before.devices.size());
    QVERIFY(linkItemsMatchDesign(*window.scene(), before));

    window.editor()->selectAll();
    QCoreApplication::processEvents();
    ChangeCounter changes(document);
    window.editor()->deleteSelection();
    QCoreApplication::processEvents();
    // One notification for the lot (plus one for the racks, if the design had any), where one
    // per object would be over a thousand.
    QVERIFY2(changes.count() >= 1 && changes.count() <= 2, qPrintable(QString::number(changes.count())));
    QVERIFY(window.scene()->deviceItems().isEmpty());
    QVERIFY(window.scene()->linkItems().isEmpty());
    QVERIFY(window.scene()->selectedItems().isEmpty());

    changes.clear();
    document->undoStack()->undo();
    QCoreApplication::processEvents();
    QVERIFY(changes.count() >= 1 && changes.count() <= 2);
    QVERIFY(document->design() == before);
    QCOMPARE(devicePositions(*window.scene()), positions); // every item where it was
    QVERIFY(linkItemsMatchDesign(*window.scene(), before));

    changes.clear();
    document->undoStack()->redo();
    QCoreApplication::processEvents();
    QVERIFY(changes.count() >= 1 && changes.count() <= 2);
    QVERIFY(document->design().devices.empty());
    QVERIFY(window.scene()->deviceItems().isEmpty());
    QVERIFY(window.scene()->linkItems().isEmpty());

    // And back once more: the scene built by an undo deletes and restores like the first.
    document->undoStack()->undo();
    QCOMPARE(devicePositions(*window.scene()), positions);
    QVERIFY(linkItemsMatchDesign(*window.scene(), before));
}

void TestBulkEdit::deletePartOfALargeDesign()
{
    // Hundreds of objects but not all: the rest of the scene stays joined to the design.
    MainWindow window;
    Document *document = window.document();
    document->newDesignFrom(generateFabric("rail-optimized", {{"sus", "2"}}, document->catalog()));
    QCoreApplication::processEvents();
    const Design before = document->design();
    std::vector<std::string> servers;
    for (const Device &device : before.devices)
        if (DeviceItem *item = window.scene()->deviceItem(QString::fromStdString(device.id)); item && item->isServer())
            servers.push_back(device.id);
    QCOMPARE(servers.size(), std::size_t(64));
    QStringList ids;
    for (const std::string &id : servers) ids << QString::fromStdString(id);
    window.scene()->selectOnly(ids, {});
    window.editor()->deleteSelection();
    QCoreApplication::processEvents();

    const Design &after = document->design();
    QCOMPARE(after.devices.size(), before.devices.size() - servers.size());
    // Each server took its cables with it; the switch fabric stays.
    const std::set<std::string> gone(servers.begin(), servers.end());
    const auto kept = std::count_if(before.links.begin(), before.links.end(), [&](const Link &link) {
        return !gone.count(link.from.device) && !gone.count(link.to.device);
    });
    QVERIFY(kept > 0 && std::size_t(kept) < before.links.size());
    QCOMPARE(after.links.size(), std::size_t(kept));
    QCOMPARE(window.scene()->deviceItems().size(), qsizetype(after.devices.size()));
    QVERIFY(linkItemsMatchDesign(*window.scene(), after));
    for (const std::string &id : servers) QVERIFY(!window.scene()->deviceItem(QString::fromStdString(id)));

    document->undoStack()->undo();
    QVERIFY(document->design() == before);
    QVERIFY(linkItemsMatchDesign(*window.scene(), before));
}

QTEST_MAIN(TestBulkEdit)
#include "tst_bulkedit.moc"
