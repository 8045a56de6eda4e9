// Rack-scale NVLink domains in the editor, offscreen through the main window: a palette rack drop
// makes 18 trays and their domain in one undo step; deleting a tray or the rack keeps the domain
// in step and undo restores the design exactly; group / ungroup, partition and rename through the
// Edit actions and the properties dock; the rack block on the canvas (title, switch trays, one
// block with its uplinks when zoomed out). SPINEL_NVL_SCREENSHOT=file.png also saves a picture of
// two GB300 racks cabled to a leaf.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/rackitem.h"
#include "canvas/serverblockitem.h"
#include "commands/groupintodomain.h"
#include "commands/setdomainpartition.h"
#include "commands/ungroupdomain.h"
#include "core/domains.h"
#include "docks/domainpropertiesbox.h"
#include "docks/palettewidget.h"
#include "docks/propertieswidget.h"
#include "document/document.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/mainwindow.h"
#include "plots/busbandwidthplot.h"
#include "plots/costplot.h"
#include "mainwindow/plotdocks.h"
#include "document/plotupdater.h"
#include "support/testmain.h"

using namespace spinel;

class TestNvlinkDomains : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void paletteListsRacks();
    void documentSignalsDomainEdits();
    void addRackIsOneUndoStep();
    void deletingATrayLeavesTheDomain();
    void deletingTheRackRemovesTheDomain();
    void groupAndUngroup();
    void partitionFromThePropertiesDock();
    void renameFromThePropertiesDock();
    void rackBlockOnTheCanvas();
    void clickingTheFrameSelectsTheDomain();
    void twoRacksOnALeaf();

private:
    Document *document() const { return m_window->document(); }
    FabricScene *scene() const { return m_window->scene(); }
    QWidget *viewport() const { return m_window->canvasView()->viewport(); }
    // Drops the palette's `rack` entry at `target` in the view, as a drag from the palette would.
    void dropRack(const std::string &rack, const QPoint &target);
    QAction *action(const QString &objectName) const;

    MainWindow *m_window = nullptr;
};

void TestNvlinkDomains::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_nvlinkdomains"));
    QSettings().clear();
}

void TestNvlinkDomains::init()
{
    m_window = new MainWindow;
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    document()->newDesign();
    m_window->canvasView()->resetZoom();
    QApplication::processEvents();
}

void TestNvlinkDomains::cleanup()
{
    document()->undoStack()->setClean();
    delete m_window;
    m_window = nullptr;
}

QAction *TestNvlinkDomains::action(const QString &objectName) const
{
    return m_window->findChild<QAction *>(objectName);
}

void TestNvlinkDomains::dropRack(const std::string &rack, const QPoint &target)
{
    PaletteEntry entry;
    entry.rack = true;
    entry.model = rack;
    QTreeWidgetItem *item = m_window->paletteWidget()->itemFor(entry);
    QVERIFY(item);
    std::unique_ptr<QMimeData> mime(m_window->paletteWidget()->dragData(item));
    QVERIFY(mime);
    QDragEnterEvent enter(target, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(target), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport(), &drop);
    QApplication::processEvents();
}

void TestNvlinkDomains::paletteListsRacks()
{
    for (const char *rack : {"gb200-nvl72", "gb300-nvl72"}) {
        PaletteEntry entry;
        entry.rack = true;
        entry.model = rack;
        QTreeWidgetItem *item = m_window->paletteWidget()->itemFor(entry);
        QVERIFY2(item, rack);
        QCOMPARE(item->parent()->text(0), PaletteWidget::tr("Racks"));
        QVERIFY(!item->icon(0).isNull());
        QVERIFY(PaletteWidget::entryOf(item) == std::optional<PaletteEntry>(entry)); // survives the drag encoding
    }
}

void TestNvlinkDomains::documentSignalsDomainEdits()
{
    QVERIFY(m_window->openExample());
    QSignalSpy changes(document(), &Document::changed);
    auto change = [&changes](qsizetype i) { return changes.at(i).at(0).value<DocumentChange>(); };
    std::vector<std::string> servers;
    for (const Device &device : document()->design().devices)
        if (device.isServer()) servers.push_back(device.id);
    auto *group = new GroupIntoDomain(document(), {servers[0], servers[1]});
    QVERIFY(group->hasChanges());
    const QString id = QString::fromStdString(group->domainId());
    document()->undoStack()->push(group);
    QCOMPARE(changes.count(), 1);
    QCOMPARE(change(0).domainsAdded, QStringList{id});
    QCOMPARE(change(0).kinds(), DocumentChange::Kinds(DocumentChange::Domains));
    QCOMPARE(document()->domainOf(servers[1])->id, id.toStdString());
    QVERIFY(!document()->domainOf(servers[2]));

    document()->undoStack()->push(new SetDomainPartition(document(), id.toStdString(), 8));
    QCOMPARE(changes.count(), 2);
    QCOMPARE(change(1).domainsChanged, QStringList{id});
    QCOMPARE(change(1).domainFields, DocumentChange::Fields(DocumentChange::Partition));
    QVERIFY(change(1).domainsRemoved.isEmpty()); // a change is not a removal and an addition
    QVERIFY(change(1).domainsAdded.isEmpty());

    document()->undoStack()->push(new UngroupDomain(document(), {id.toStdString()}));
    QCOMPARE(changes.count(), 3);
    QCOMPARE(change(2).domainsRemoved, QStringList{id});
    QVERIFY(!document()->domainOf(servers[1]));
    document()->undoStack()->undo();
    QCOMPARE(changes.count(), 4);
    QCOMPARE(change(3).domainsAdded, QStringList{id});
    QCOMPARE(document()->domain(id.toStdString())->partitionGpus, 8);
    // Nothing to do is no command: one server, or a partition already set.
    QVERIFY(!GroupIntoDomain(document(), {servers[3]}).hasChanges());
    QVERIFY(!SetDomainPartition(document(), id.toStdString(), 8).hasChanges());
}

void TestNvlinkDomains::addRackIsOneUndoStep()
{
    const Design empty = document()->design();
    dropRack("gb300-nvl72", QPoint(300, 100));
    const Design &design = document()->design();
    const RackSpec &spec = *document()->catalog().rackSpec("gb300-nvl72");
    QCOMPARE(int(design.devices.size()), spec.computeTrays);
    QCOMPARE(design.domains.size(), std::size_t(1));
    const ScaleUpDomain domain = design.domains.front(); // a copy: undo empties the design's
    QCOMPARE(domain.model, std::string("gb300-nvl72"));
    QCOMPARE(int(domain.members.size()), 18);
    for (std::size_t i = 0; i < design.devices.size(); ++i) {
        const Device &tray = design.devices[i];
        QCOMPARE(domain.members[i], tray.id); // tray order is design order
        QCOMPARE(tray.model, spec.computeTray);
        QVERIFY(tray.isServer());
        QCOMPARE(tray.group, domain.name);                            // the shared group label
        QVERIFY(!tray.nicModel && !tray.nicCount);                    // the tray's default NICs
        QCOMPARE(tray.position.x, design.devices.front().position.x); // one column
        if (i > 0) QVERIFY(tray.position.y > design.devices[i - 1].position.y);
    }
    // 72 GPUs in one NVLink domain in effect.
    const auto inEffect = nvlinkDomains(design, document()->catalog());
    QCOMPARE(inEffect.size(), std::size_t(1));
    QCOMPARE(inEffect.front().gpus, 72);
    // The new rack is selected.
    QCOMPARE(scene()->selectedDomainIds(), QStringList{QString::fromStdString(domain.id)});

    QCOMPARE(document()->undoStack()->count(), 1);
    const Design added = design;
    document()->undoStack()->undo();
    QVERIFY(document()->design() == empty);
    QVERIFY(scene()->rackItems().isEmpty());
    QVERIFY(scene()->deviceItems().isEmpty());
    document()->undoStack()->redo();
    QVERIFY(document()->design() == added);
    QCOMPARE(scene()->rackItems().size(), 1);
    QCOMPARE(scene()->rackItem(QString::fromStdString(domain.id))->trays().size(), 18);
}

void TestNvlinkDomains::deletingATrayLeavesTheDomain()
{
    dropRack("gb300-nvl72", QPoint(300, 100));
    const Design before = document()->design();
    const QString tray = QString::fromStdString(before.domains.front().members[4]);
    scene()->selectOnly({tray}, {});
    m_window->editor()->deleteSelection();
    const ScaleUpDomain &domain = document()->design().domains.front();
    QCOMPARE(domain.members.size(), std::size_t(17));
    QVERIFY(std::find(domain.members.begin(), domain.members.end(), tray.toStdString()) == domain.members.end());
    QCOMPARE(document()->undoStack()->count(), 2); // add, delete: one step for both the tray and the domain
    QApplication::processEvents();                 // racks refresh on the next event-loop turn
    RackItem *rack = scene()->rackItem(QString::fromStdString(domain.id));
    QCOMPARE(rack->trays().size(), 17);
    QVERIFY(rack->summary().contains(QStringLiteral("68 GPUs")));

    document()->undoStack()->undo();
    QVERIFY(document()->design() == before); // the tray back at its index, and in the domain at its place
    QApplication::processEvents();
    QCOMPARE(rack->trays().size(), 18);
    QVERIFY(rack->summary().contains(QStringLiteral("72 GPUs")));
}

void TestNvlinkDomains::deletingTheRackRemovesTheDomain()
{
    dropRack("gb200-nvl72", QPoint(300, 100));
    const Design before = document()->design();
    QCOMPARE(scene()->selectedDomainIds().size(), 1);
    m_window->editor()->deleteSelection();
    QVERIFY(document()->design().devices.empty());
    QVERIFY(document()->design().domains.empty());
    QVERIFY(scene()->rackItems().isEmpty());
    document()->undoStack()->undo();
    QVERIFY(document()->design() == before);
    QCOMPARE(scene()->rackItems().size(), 1);
}

void TestNvlinkDomains::groupAndUngroup()
{
    QVERIFY(m_window->openExample()); // 4 HGX H100 servers, 8 leaves, 2 spines
    QApplication::processEvents();
    const Design original = document()->design();
    QStringList servers;
    for (const Device &device : original.devices)
        if (device.isServer()) servers << QString::fromStdString(device.id);
    QCOMPARE(servers.size(), 4);
    // Selected in reverse: the domain lists its members in design order all the same.
    scene()->selectOnly({servers[2], servers[0], QStringLiteral("leaf-1")}, {});
    QAction *group = action(QStringLiteral("groupDomain"));
    QVERIFY(group && group->isEnabled());
    QCOMPARE(group->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    group->trigger();
    QCOMPARE(document()->design().domains.size(), std::size_t(1));
    const ScaleUpDomain grouped = document()->design().domains.front();
    QCOMPARE(grouped.members, (std::vector<std::string>{servers[0].toStdString(), servers[2].toStdString()}));
    QVERIFY(grouped.model.empty());
    QCOMPARE(scene()->selectedDomainIds(), QStringList{QString::fromStdString(grouped.id)});
    // 16 GPUs in one NVLink domain in effect, the other two servers on their own.
    const auto inEffect = nvlinkDomains(document()->design(), document()->catalog());
    QCOMPARE(inEffect.size(), std::size_t(3));
    QCOMPARE(inEffect.front().gpus, 16);
    QVERIFY(inEffect.front().multiNode);

    // Grouping a member with another server moves it to the new domain; the old one keeps the rest.
    scene()->selectOnly({servers[2], servers[3]}, {});
    group->trigger();
    QCOMPARE(document()->design().domains.size(), std::size_t(2));
    QCOMPARE(document()->design().domains[0].members, std::vector<std::string>{servers[0].toStdString()});
    QCOMPARE(document()->design().domains[1].members.size(), std::size_t(2));
    document()->undoStack()->undo();
    QVERIFY(document()->design().domains == std::vector<ScaleUpDomain>{grouped});

    QAction *ungroup = action(QStringLiteral("ungroupDomain"));
    scene()->selectOnly({}, {}, {QString::fromStdString(grouped.id)});
    QApplication::processEvents();
    QVERIFY(ungroup->isEnabled());
    ungroup->trigger();
    QVERIFY(document()->design().domains.empty());
    QVERIFY(document()->design().devices == original.devices); // the servers stay
    QVERIFY(scene()->rackItems().isEmpty());
    document()->undoStack()->undo();
    QVERIFY(document()->design().domains == std::vector<ScaleUpDomain>{grouped});
    document()->undoStack()->undo();
    QVERIFY(document()->design() == original);
}

void TestNvlinkDomains::partitionFromThePropertiesDock()
{
    dropRack("gb300-nvl72", QPoint(300, 100));
    m_window->updateProperties();
    DomainPropertiesBox *box = m_window->propertiesWidget()->domainBox();
    QVERIFY(box->isVisibleTo(m_window));
    QCOMPARE(box->traysLabel()->text(), DomainPropertiesBox::tr("%L1 of %L2").arg(18).arg(18));
    QCOMPARE(box->gpusLabel()->text(), QStringLiteral("72"));
    QVERIFY2(box->nvlinkLabel()->text().contains(QStringLiteral("900")), qPrintable(box->nvlinkLabel()->text()));
    QCOMPARE(box->domainsLabel()->text(), DomainPropertiesBox::tr("1 × %L1 GPUs").arg(72));
    // The rack's partition sizes: whole (72), NVL36, NVL8.
    QComboBox *combo = box->partitionCombo();
    QVERIFY(!combo->isEditable());
    QCOMPARE(combo->count(), 3);
    const int nvl36 = combo->findData(36);
    QVERIFY(nvl36 > 0);
    combo->setCurrentIndex(nvl36);
    emit combo->activated(nvl36);
    const std::string id = document()->design().domains.front().id;
    QCOMPARE(document()->design().domains.front().partitionGpus, 36);
    QApplication::processEvents();
    m_window->updateProperties();
    QCOMPARE(box->domainsLabel()->text(), DomainPropertiesBox::tr("%L1 × %L2 GPUs").arg(2).arg(36));
    RackItem *rack = scene()->rackItem(QString::fromStdString(id));
    QCOMPARE(rack->summary(), QStringLiteral("GB300 NVL72 · 72 GPUs · 2 × NVL36"));
    QCOMPARE(nvlinkDomains(document()->design(), document()->catalog()).size(), std::size_t(2));
    document()->undoStack()->undo();
    QCOMPARE(document()->design().domains.front().partitionGpus, 0);
    QApplication::processEvents();
    QCOMPARE(rack->summary(), QStringLiteral("GB300 NVL72 · 72 GPUs"));
}

void TestNvlinkDomains::renameFromThePropertiesDock()
{
    dropRack("gb200-nvl72", QPoint(300, 100));
    m_window->updateProperties();
    QLineEdit *name = m_window->propertiesWidget()->domainBox()->nameEdit();
    QCOMPARE(name->text(), QStringLiteral("Rack 1"));
    name->setText(QStringLiteral("Row A rack 3"));
    name->setModified(true);
    emit name->editingFinished();
    QCOMPARE(document()->design().domains.front().name, std::string("Row A rack 3"));
    QApplication::processEvents();
    QCOMPARE(scene()->rackItems().front()->name(), QStringLiteral("Row A rack 3"));
    document()->undoStack()->undo();
    QCOMPARE(document()->design().domains.front().name, std::string("Rack 1"));
}

void TestNvlinkDomains::rackBlockOnTheCanvas()
{
    dropRack("gb300-nvl72", QPoint(300, 100));
    QApplication::processEvents();
    const ScaleUpDomain &domain = document()->design().domains.front();
    RackItem *rack = scene()->rackItem(QString::fromStdString(domain.id));
    QVERIFY(rack);
    QCOMPARE(rack->name(), QStringLiteral("Rack 1"));
    QCOMPARE(rack->summary(), QStringLiteral("GB300 NVL72 · 72 GPUs"));
    QCOMPARE(rack->switchTrays(), 9);
    // The frame holds every tray; the switch trays sit between tray 10 and tray 11.
    for (const DeviceItem *tray : rack->trays()) QVERIFY(rack->frameRect().contains(tray->mapRectToScene(tray->iconRect())));
    const QRectF switches = rack->switchTrayRect();
    const DeviceItem *tenth = scene()->deviceItem(QString::fromStdString(domain.members[9]));
    const DeviceItem *eleventh = scene()->deviceItem(QString::fromStdString(domain.members[10]));
    QVERIFY(switches.top() > tenth->mapRectToScene(tenth->iconRect()).bottom());
    QVERIFY(switches.bottom() < eleventh->mapRectToScene(eleventh->iconRect()).top());
    QVERIFY(rack->effectiveOpacity() > 0);

    // Zoomed out: the rack is one block named after it, the frame hidden.
    scene()->setServersCollapsed(true);
    QApplication::processEvents();
    ServerBlockItem *block = scene()->serverBlock(QString::fromStdString(domain.members[0]));
    QVERIFY(block);
    QCOMPARE(block->title(), QStringLiteral("Rack 1"));
    QCOMPARE(block->serverCount(), 18);
    QCOMPARE(block->gpuCount(), 72);
    QCOMPARE(block->summary(), QStringLiteral("GB300 NVL72 · 72 GPUs"));
    QCOMPARE(rack->effectiveOpacity(), 0.0);
    scene()->setServersCollapsed(false);
}

void TestNvlinkDomains::clickingTheFrameSelectsTheDomain()
{
    dropRack("gb300-nvl72", QPoint(300, 100));
    scene()->clearSelection();
    QApplication::processEvents();
    RackItem *rack = scene()->rackItems().front();
    // In the title band, above the first tray.
    const QPoint title = m_window->canvasView()->mapFromScene(rack->frameRect().topLeft() + QPointF(30, 12));
    QTest::mouseClick(viewport(), Qt::LeftButton, Qt::NoModifier, title);
    QCOMPARE(scene()->selectedDomainIds(), QStringList{rack->id()});
    QVERIFY(scene()->selectedDeviceIds().isEmpty());
}

void TestNvlinkDomains::twoRacksOnALeaf()
{
    // Two GB300 racks and one Quantum-X800 leaf, every tray's 4 NICs cabled to the leaf.
    dropRack("gb300-nvl72", QPoint(200, 100));
    const QPointF second = m_window->canvasView()->mapToScene(QPoint(200, 100)) + QPointF(400, 0);
    m_window->editor()->placeRack("gb300-nvl72", second);
    PaletteEntry leafEntry{DeviceKind::Switch, SwitchRole::Leaf, "q3400"};
    const QString leaf = m_window->editor()->placeDevice(leafEntry, second + QPointF(-200, -600));
    QVERIFY(!leaf.isEmpty());
    QStringList selection{leaf};
    for (const ScaleUpDomain &domain : document()->design().domains)
        for (const std::string &member : domain.members) selection << QString::fromStdString(member);
    scene()->selectOnly(selection, {});
    m_window->editor()->connectSelectionWith(ServerWiring::Mode::RoundRobin);
    QCOMPARE(document()->design().domains.size(), std::size_t(2));
    long long cables = 0;
    for (const Link &link : document()->design().links) cables += link.count;
    QCOMPARE(cables, 36LL * 4);
    QCOMPARE(nvlinkDomains(document()->design(), document()->catalog()).size(), std::size_t(2));
    scene()->clearSelection();

    // Zoomed out, each rack is one block with a line to the leaf.
    scene()->setServersCollapsed(true);
    QApplication::processEvents();
    for (const ScaleUpDomain &domain : document()->design().domains) {
        ServerBlockItem *block = scene()->serverBlock(QString::fromStdString(domain.members.front()));
        QVERIFY(block);
        QCOMPARE(block->uplinkSwitchIds(), QStringList{leaf});
    }
    scene()->setServersCollapsed(false);

    // The plots: both ceilings labelled; the cost split has both sides.
    PlotDocks *plots = m_window->plotDocks();
    QVERIFY(plots->updater()->waitUntilCurrent(20000));
    const QStringList ceilings = plots->busBandwidthPlot()->ceilingLabels();
    QCOMPARE(ceilings.size(), 2);
    QVERIFY2(ceilings[0].startsWith(BusBandwidthPlot::tr("Scale-out ceiling").left(9)),
             qPrintable(ceilings.join(QLatin1Char('|'))));
    QVERIFY2(ceilings[1].contains(QStringLiteral("NVLink per GPU")), qPrintable(ceilings.join(QLatin1Char('|'))));
    plots->costPlot()->setIncludeServers(true);
    const CostSplit &split = plots->costPlot()->costSplit();
    QCOMPARE(split.ofKind(CatalogKind::Server).units, 36LL);
    QVERIFY(split.scaleOut.priceUsd > 0);
    QCOMPARE(plots->costPlot()->sideLabels().size(), 2);

    if (const QByteArray file = qgetenv("SPINEL_NVL_SCREENSHOT"); !file.isEmpty()) {
        m_window->canvasView()->fitToDesign();
        m_window->grab();
        scene()->finishRendering();
        QApplication::processEvents();
        QVERIFY(m_window->grab().save(QString::fromLocal8Bit(file)));
    }
}

SPINEL_QTEST_MAIN(TestNvlinkDomains)
#include "tst_nvlinkdomains.moc"
