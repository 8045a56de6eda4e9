// Bulk edits in the main window (issue 12: select-all + delete on 16,384 GPUs froze the window for
// 11 minutes, one signal and one selection rescan per removed object). Deleting everything is one
// batched document change (issue 11: every id, by kind) and one selection change; undo brings
// back the identical design, also in one change; paste, a move of every device and deleting racks
// with their domains are one change each as well.
#include <QLabel>
#include <QMetaMethod>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <memory>

#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "canvas/rackitem.h"
#include "docks/propertieswidget.h"
#include "document/document.h"
#include "generate/generators.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/mainwindow.h"
#include "support/testmain.h"

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

template <typename Object>
std::set<QString> idSet(const std::vector<Object> &objects)
{
    std::set<QString> ids;
    for (const Object &object : objects) ids.insert(QString::fromStdString(object.id));
    return ids;
}

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

std::vector<int> zeroTo(std::size_t count)
{
    std::vector<int> indices(count);
    std::iota(indices.begin(), indices.end(), 0);
    return indices;
}

// The selected items of each kind, counted the slow way, to check the scene's own counts.
qsizetype selectedOfType(const FabricScene &scene, int type)
{
    const QList<QGraphicsItem *> selected = scene.selectedItems();
    return std::count_if(selected.begin(), selected.end(), [type](const QGraphicsItem *item) { return item->type() == type; });
}

bool countsMatchItems(const FabricScene &scene)
{
    return scene.selectedDeviceCount() == selectedOfType(scene, DeviceItem::Type)
           && scene.selectedLinkCount() == selectedOfType(scene, LinkItem::Type)
           && scene.selectedDomainCount() == selectedOfType(scene, RackItem::Type);
}

} // namespace

class TestBulkEdit : public QObject {
    Q_OBJECT

private slots:
    void deleteEverythingIsOneChange();
    void pasteIsOneChange();
    void deleteUndoRedoRestoresTheScene();
    void deletePartOfALargeDesign();
    void moveEverythingIsOneChange();
    void deleteRacksIsOneChange();
    void selectAllCountsAndSummary();
    void selectionCountFollowsDeletedItems();
    void undoOfDeleteRestoresTheSelection();
    void undoOfLargeDeleteSelectsWhenTheCanvasIsDone();
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

    QSignalSpy changes(document, &Document::changed);
    QSignalSpy designChanged(document, &Document::designChanged);
    QSignalSpy selection(window.scene(), &QGraphicsScene::selectionChanged);
    window.editor()->deleteSelection();

    // One batched change naming every removed object, and nothing else.
    QCOMPARE(changes.count(), 1);
    QCOMPARE(designChanged.count(), 1);
    const DocumentChange change = changes.first().at(0).value<DocumentChange>();
    QCOMPARE(change.kinds(), DocumentChange::Devices | DocumentChange::Links);
    QCOMPARE(std::set<QString>(change.devicesRemoved.begin(), change.devicesRemoved.end()), idSet(before.devices));
    QCOMPARE(std::set<QString>(change.linksRemoved.begin(), change.linksRemoved.end()), idSet(before.links));
    QCOMPARE(change.size(), qsizetype(before.devices.size() + before.links.size()));
    QCOMPARE(selection.count(), 1);
    QVERIFY(document->design().devices.empty());
    QVERIFY(document->design().links.empty());
    QVERIFY(window.scene()->deviceItems().isEmpty());
    QVERIFY(window.scene()->linkItems().isEmpty());
    QCOMPARE(document->undoStack()->count(), 1);

    document->undoStack()->undo();
    QCOMPARE(changes.count(), 2);
    QCOMPARE(changes.last().at(0).value<DocumentChange>().devicesAdded.size(), qsizetype(before.devices.size()));
    QCOMPARE(changes.last().at(0).value<DocumentChange>().linksAdded.size(), qsizetype(before.links.size()));
    QVERIFY(document->design() == before); // every object back at its index
    QCOMPARE(window.scene()->deviceItems().size(), qsizetype(before.devices.size()));
    QCOMPARE(window.scene()->linkItems().size(), qsizetype(before.links.size()));
    // The indexes follow: lookups by id find the restored objects where they are.
    QCOMPARE(document->linkIndex(before.links.back().id), int(before.links.size()) - 1);
    QCOMPARE(document->deviceIndex(before.devices[3].id), 3);

    document->undoStack()->redo();
    QCOMPARE(changes.count(), 3);
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
    QSignalSpy changes(document, &Document::changed);
    window.editor()->paste();
    QCOMPARE(changes.count(), 1);
    const DocumentChange pasted = changes.first().at(0).value<DocumentChange>();
    QCOMPARE(pasted.devicesAdded.size(), qsizetype(before.devices.size()));
    QCOMPARE(pasted.linksAdded.size(), qsizetype(before.links.size()));
    QVERIFY(pasted.devicesRemoved.isEmpty() && pasted.devicesChanged.isEmpty());
    QCOMPARE(document->design().devices.size(), 2 * before.devices.size());
    QCOMPARE(document->design().links.size(), 2 * before.links.size());
    document->undoStack()->undo();
    QCOMPARE(changes.count(), 2);
    const DocumentChange undone = changes.last().at(0).value<DocumentChange>();
    QCOMPARE(undone.devicesRemoved, pasted.devicesAdded);
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

void TestBulkEdit::moveEverythingIsOneChange()
{
    // A move of every device (a drag of the whole selection) is one change naming each device,
    // with only the position in its field mask; the scene follows, and undo puts all back.
    MainWindow window;
    Document *document = window.document();
    document->newDesignFrom(generateFabric("rail-optimized", {{"sus", "2"}}, document->catalog()));
    QCoreApplication::processEvents();
    const Design before = document->design();
    const std::map<QString, QPointF> positions = devicePositions(*window.scene());
    QHash<QString, QPointF> moved;
    for (const Device &device : before.devices)
        moved.insert(QString::fromStdString(device.id), QPointF(device.position.x + 100, device.position.y + 60));

    ChangeCounter notifications(document);
    QSignalSpy changes(document, &Document::changed);
    window.editor()->moveDevices(moved, false);
    QCOMPARE(notifications.count(), 2); // changed and designChanged, where one per device was hundreds
    QCOMPARE(changes.count(), 1);
    const DocumentChange change = changes.first().at(0).value<DocumentChange>();
    QCOMPARE(change.kinds(), DocumentChange::Kinds(DocumentChange::Devices));
    QCOMPARE(std::set<QString>(change.devicesChanged.begin(), change.devicesChanged.end()), idSet(before.devices));
    QCOMPARE(change.deviceFields, DocumentChange::Fields(DocumentChange::Position));
    for (const Device &device : before.devices) {
        const QString id = QString::fromStdString(device.id);
        QCOMPARE(window.scene()->deviceItem(id)->scenePos(), positions.at(id) + QPointF(100, 60));
    }
    QVERIFY(linkItemsMatchDesign(*window.scene(), document->design()));

    notifications.clear();
    document->undoStack()->undo();
    QCOMPARE(notifications.count(), 2);
    QVERIFY(document->design() == before);
    QCOMPARE(devicePositions(*window.scene()), positions);
}

void TestBulkEdit::deleteRacksIsOneChange()
{
    // Racks (NVL72 domains): deleting all trays also removes their domains, in the same change.
    MainWindow window;
    Document *document = window.document();
    document->newDesignFrom(generateFabric("nvl72", {{"racks", "3"}, {"rack", "gb300-nvl72"}}, document->catalog()));
    QCoreApplication::processEvents();
    const Design before = document->design();
    QCOMPARE(before.domains.size(), std::size_t(3));
    window.editor()->selectAll();
    QCoreApplication::processEvents();

    ChangeCounter notifications(document);
    QSignalSpy changes(document, &Document::changed);
    window.editor()->deleteSelection();
    QCOMPARE(notifications.count(), 2);
    QCOMPARE(changes.count(), 1);
    const DocumentChange change = changes.first().at(0).value<DocumentChange>();
    QCOMPARE(change.kinds(), DocumentChange::Devices | DocumentChange::Links | DocumentChange::Domains);
    QCOMPARE(std::set<QString>(change.domainsRemoved.begin(), change.domainsRemoved.end()), idSet(before.domains));
    QCOMPARE(change.devicesRemoved.size(), qsizetype(before.devices.size()));
    QVERIFY(window.scene()->rackItems().isEmpty());

    notifications.clear();
    document->undoStack()->undo();
    QCOMPARE(notifications.count(), 2);
    QVERIFY(document->design() == before);
    QCOMPARE(window.scene()->rackItems().size(), qsizetype(before.domains.size()));
    QVERIFY(linkItemsMatchDesign(*window.scene(), before));
}

void TestBulkEdit::selectAllCountsAndSummary()
{
    // Four scalable units: over a thousand objects, so the properties dock sums them up.
    MainWindow window;
    Document *document = window.document();
    document->newDesignFrom(generateFabric("rail-optimized", {{"sus", "4"}}, document->catalog()));
    QCoreApplication::processEvents();
    const Design &design = document->design();
    const auto servers = std::count_if(design.devices.begin(), design.devices.end(), [](const Device &d) { return d.isServer(); });
    const auto switches = qsizetype(design.devices.size()) - servers;
    QVERIFY(servers > 0 && switches > 0);
    QVERIFY(design.devices.size() + design.links.size() > PropertiesWidget::kSummaryObjects);
    FabricScene *scene = window.scene();
    QCOMPARE(scene->selectionCount(), qsizetype(0));

    QSignalSpy selection(scene, &QGraphicsScene::selectionChanged);
    window.editor()->selectAll();
    QCOMPARE(selection.count(), 1); // one signal for every item
    QCOMPARE(scene->selectedDeviceCount(), qsizetype(design.devices.size()));
    QCOMPARE(scene->selectedLinkCount(), qsizetype(design.links.size()));
    QCOMPARE(scene->selectedDomainCount(), qsizetype(0));
    QVERIFY(countsMatchItems(*scene));
    QCOMPARE(scene->selectedDeviceIndices(), zeroTo(design.devices.size()));
    QCOMPARE(scene->selectedLinkIndices(), zeroTo(design.links.size()));
    QCOMPARE(scene->selectedDeviceIds().size(), qsizetype(design.devices.size()));
    QCOMPARE(scene->selectedDeviceIds().constLast(), QString::fromStdString(design.devices.back().id)); // design order

    // The dock: how many of each kind, and the editors for all of them.
    window.updateProperties();
    const PropertiesWidget *properties = window.propertiesWidget();
    QVERIFY(!properties->summaryLabel()->isHidden());
    const QString summary = properties->summaryLabel()->text();
    for (const qsizetype count : {qsizetype(servers), switches, qsizetype(design.links.size())})
        QVERIFY2(summary.contains(QLocale().toString(count)), qPrintable(summary));
    QVERIFY(properties->nameEdit()->text().isEmpty()); // names differ: "Mixed"
    QVERIFY(window.findChild<QAction *>(QStringLiteral("selectConnected"))->isEnabled());

    // Selecting all again changes nothing, so nothing is announced.
    window.editor()->selectAll();
    QCOMPARE(selection.count(), 1);

    // One link less: the count follows, and the indices are looked up (the others, in order).
    scene->linkItem(QString::fromStdString(design.links[5].id))->setSelected(false);
    QCOMPARE(scene->selectedLinkCount(), qsizetype(design.links.size()) - 1);
    std::vector<int> expected = zeroTo(design.links.size());
    expected.erase(expected.begin() + 5);
    QCOMPARE(scene->selectedLinkIndices(), expected);

    // A small selection: no summary.
    scene->selectOnly({QString::fromStdString(design.devices.front().id)}, {});
    window.updateProperties();
    QVERIFY(properties->summaryLabel()->isHidden());
    QCOMPARE(scene->selectionCount(), qsizetype(1));
    QVERIFY(countsMatchItems(*scene));
}

void TestBulkEdit::selectionCountFollowsDeletedItems()
{
    // Qt drops a deleted item from the selection without telling it: the items tell the scene,
    // so the counts stay exact through deletes, undo, and a new design.
    MainWindow window;
    Document *document = window.document();
    document->newDesignFrom(generateFabric("nvl72", {{"racks", "2"}, {"rack", "gb300-nvl72"}}, document->catalog()));
    QCoreApplication::processEvents();
    FabricScene *scene = window.scene();
    const Design before = document->design();
    const QString rack = QString::fromStdString(before.domains.front().id);
    const QString otherTray = QString::fromStdString(before.domains.back().members.front());
    scene->selectOnly({otherTray}, {}, {rack});
    QCOMPARE(scene->selectedDomainCount(), qsizetype(1));
    QCOMPARE(scene->selectedDeviceCount(), qsizetype(1));
    QVERIFY(scene->selectionHasRackTray());
    window.editor()->deleteSelection(); // the rack with its trays, and the other tray
    QCoreApplication::processEvents();
    QCOMPARE(scene->selectionCount(), qsizetype(0));
    QVERIFY(countsMatchItems(*scene));
    QCOMPARE(document->design().domains.size(), std::size_t(1));

    window.editor()->selectAll();
    QVERIFY(scene->selectedDeviceCount() > 0);
    document->newDesign(); // every item goes
    QCOMPARE(scene->selectionCount(), qsizetype(0));
    QVERIFY(!scene->selectionHasRackTray());
}

void TestBulkEdit::undoOfDeleteRestoresTheSelection()
{
    MainWindow window;
    Document *document = window.document();
    document->newDesignFrom(generateFabric("nvl72", {{"racks", "3"}, {"rack", "gb300-nvl72"}}, document->catalog()));
    QCoreApplication::processEvents();
    FabricScene *scene = window.scene();
    const Design before = document->design();
    // A rack, a tray of another rack and a link: the link's and tray's neighbours are not selected.
    const QString rack = QString::fromStdString(before.domains[0].id);
    const QString tray = QString::fromStdString(before.domains[1].members[3]);
    const std::vector<std::string> &third = before.domains[2].members;
    const auto inThird = [&](const std::string &id) { return std::find(third.begin(), third.end(), id) != third.end(); };
    const auto link = std::find_if(before.links.begin(), before.links.end(),
                                   [&](const Link &l) { return inThird(l.from.device) || inThird(l.to.device); });
    QVERIFY(link != before.links.end());
    scene->selectOnly({tray}, {QString::fromStdString(link->id)}, {rack});
    const QStringList devices = scene->selectedDeviceIds(), links = scene->selectedLinkIds(), domains = scene->selectedDomainIds();
    QCOMPARE(devices, QStringList{tray});
    QCOMPARE(domains, QStringList{rack});

    window.editor()->deleteSelection();
    QCoreApplication::processEvents();
    QCOMPARE(scene->selectionCount(), qsizetype(0));

    QSignalSpy selection(scene, &QGraphicsScene::selectionChanged);
    document->undoStack()->undo();
    QCoreApplication::processEvents();
    QVERIFY(document->design() == before);
    // The same selection, not everything the delete took (the rack's trays, the tray's cables).
    QCOMPARE(scene->selectedDeviceIds(), devices);
    QCOMPARE(scene->selectedLinkIds(), links);
    QCOMPARE(scene->selectedDomainIds(), domains);
    QCOMPARE(selection.count(), 1);
    QVERIFY(countsMatchItems(*scene));

    // Redo deletes it again; a second undo selects it again.
    document->undoStack()->redo();
    QCoreApplication::processEvents();
    QCOMPARE(scene->selectionCount(), qsizetype(0));
    document->undoStack()->undo();
    QCoreApplication::processEvents();
    QCOMPARE(scene->selectedDeviceIds(), devices);
    QCOMPARE(scene->selectedDomainIds(), domains);
}

void TestBulkEdit::undoOfLargeDeleteSelectsWhenTheCanvasIsDone()
{
    // More objects than the scene applies at once: the undo reaches the canvas in slices, and
    // the selection follows when the last slice is in.
    MainWindow window;
    Document *document = window.document();
    document->newDesignFrom(generateFabric("rail-optimized", {{"sus", "16"}}, document->catalog()));
    QCoreApplication::processEvents();
    FabricScene *scene = window.scene();
    const Design before = document->design();
    QVERIFY(before.devices.size() + before.links.size() > std::size_t(FabricScene::kSliceObjects));
    window.editor()->selectAll();
    window.editor()->deleteSelection();
    QVERIFY(document->design().devices.empty());
    QVERIFY(QTest::qWaitFor([&] { return !scene->hasPendingEdits(); }, 20000));
    QCOMPARE(scene->selectionCount(), qsizetype(0));

    QSignalSpy selection(scene, &QGraphicsScene::selectionChanged);
    document->undoStack()->undo();
    QVERIFY(scene->hasPendingEdits());
    QCOMPARE(scene->selectionCount(), qsizetype(0)); // nothing selected until it is all there
    // The reselect of more than kSliceObjects items is queued like an edit: pending until done.
    QVERIFY(QTest::qWaitFor([&] { return !scene->hasPendingEdits(); }, 20000));
    QCoreApplication::processEvents();
    QCOMPARE(selection.count(), 1); // announced once, by the last slice
    QCOMPARE(scene->selectedDeviceCount(), qsizetype(before.devices.size()));
    QCOMPARE(scene->selectedLinkCount(), qsizetype(before.links.size()));
    QVERIFY(countsMatchItems(*scene));
    QVERIFY(linkItemsMatchDesign(*scene, before));

    // Undone again before the canvas is done (undo, redo in a row): no stale selection.
    document->undoStack()->redo();
    document->undoStack()->undo();
    document->undoStack()->redo();
    QVERIFY(QTest::qWaitFor([&] { return !scene->hasPendingEdits(); }, 20000));
    QCoreApplication::processEvents();
    QCOMPARE(scene->selectionCount(), qsizetype(0));
    QVERIFY(scene->deviceItems().isEmpty());
}

SPINEL_QTEST_MAIN(TestBulkEdit)
#include "tst_bulkedit.moc"
