// The as-built differences on the canvas: after File ▸ Compare with As-Built… against a fabric
// with one cable left out and one cable nobody designed, the canvas shows two marks between the
// right devices; clicking a mark selects like the dock's row; the marks follow a moved device
// and go when the dock is closed or another design is opened.
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsView>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <sstream>

#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/serverblockitem.h"
#include "cost/cablingplan.h"
#include "document/document.h"
#include "export/exportformat.h"
#include "mainwindow/asbuiltactions.h"
#include "mainwindow/mainwindow.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// The design as cabled: every cable its own link, less leaf-1's second uplink, plus a cable
// between leaf-3 and leaf-4 on ports no design cable uses (p60 of a 64-port QM9700).
Design cabledWithOneMissingOneExtra(const Design &design)
{
    Design built = design;
    built.links.clear();
    for (const CableRun &run : cablingPlan(design, builtinCatalog())) {
        if (run.linkId == "up-1-1" && run.indexInBundle == 1) continue;
        Link link;
        link.id = run.linkId + "-" + std::to_string(run.indexInBundle);
        link.from = {run.fromDevice, run.fromPort};
        link.to = {run.toDevice, run.toPort};
        link.speedGbps = run.speedGbps;
        built.links.push_back(link);
    }
    Link extra;
    extra.id = "extra";
    extra.from = {"leaf-3", 59};
    extra.to = {"leaf-4", 59};
    extra.speedGbps = 400;
    built.links.push_back(extra);
    return built;
}

// Whether `line` joins the two devices' centres, either way round.
bool joins(const QLineF &line, const DeviceItem *a, const DeviceItem *b)
{
    return (line.p1() == a->scenePos() && line.p2() == b->scenePos()) || (line.p1() == b->scenePos() && line.p2() == a->scenePos());
}

void clickOnCanvas(QGraphicsView *view, const QPointF &scenePos)
{
    view->centerOn(scenePos);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scenePos));
}

} // namespace

class TestAsBuiltOverlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void marksTheDifferences();
    void marksAttachToServerBlocks();

private:
    QTemporaryDir m_dir;
};

void TestAsBuiltOverlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_asbuiltoverlay"));
    QSettings().clear();
}

void TestAsBuiltOverlay::marksTheDifferences()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Design design = testdata::railDesign(2, 1, 2);
    window.document()->newDesignFrom(design);
    const QString dump = spinel::testdata::writeIbnetdiscover(m_dir.filePath(QStringLiteral("built.ibnd")),
                                                              cabledWithOneMissingOneExtra(design));
    auto *actions = window.findChild<AsBuiltActions *>();
    actions->compareWith({exporting::AsBuiltFormat::Ibnetdiscover, dump.toStdString(), {}, {}});
    QVERIFY(actions->waitUntilIdle(10000));
    QCOMPARE(actions->diffWidget()->rowCount(), 2);

    FabricScene *scene = window.scene();
    const QList<AsBuiltMarkItem *> marks = actions->overlay()->marks();
    QCOMPARE(marks.size(), 2);
    const AsBuiltMarkItem *missing = marks[0]->kind() == AsBuiltDiffRow::Kind::Missing ? marks[0] : marks[1];
    const AsBuiltMarkItem *extra = missing == marks[0] ? marks[1] : marks[0];
    QCOMPARE(missing->kind(), AsBuiltDiffRow::Kind::Missing);
    QCOMPARE(extra->kind(), AsBuiltDiffRow::Kind::Extra);
    QVERIFY(missing->isVisible() && extra->isVisible());
    QVERIFY(joins(missing->line(), scene->deviceItem(QStringLiteral("leaf-1")), scene->deviceItem(QStringLiteral("spine-1"))));
    QVERIFY(joins(extra->line(), scene->deviceItem(QStringLiteral("leaf-3")), scene->deviceItem(QStringLiteral("leaf-4"))));
    QVERIFY2(missing->toolTip().startsWith(QStringLiteral("missing: ")), qPrintable(missing->toolTip()));
    QVERIFY2(extra->toolTip().contains(QStringLiteral("leaf-3/p60")) && extra->toolTip().contains(QStringLiteral("leaf-4/p60")),
             qPrintable(extra->toolTip()));

    QGraphicsView *view = window.canvasView();
    QVERIFY(view);
    QApplication::processEvents();
    // The key says what the marks mean, with how many of each, in the canvas's top-right corner.
    AsBuiltLegend *legend = actions->overlay()->legend();
    QVERIFY(legend);
    QVERIFY(legend->isVisible());
    QCOMPARE(legend->count(AsBuiltDiffRow::Kind::Missing), 1);
    QCOMPARE(legend->count(AsBuiltDiffRow::Kind::Extra), 1);
    QCOMPARE(legend->count(AsBuiltDiffRow::Kind::Miswired), 0);
    QCOMPARE(legend->entryText(AsBuiltDiffRow::Kind::Missing), QStringLiteral("Missing cable (1)"));
    QVERIFY(legend->geometry().right() < view->width() && legend->geometry().right() > view->width() - 40);
    QVERIFY(legend->geometry().top() < 40);
    QCOMPARE(AsBuiltMarkItem::styleOf(AsBuiltDiffRow::Kind::Missing), Qt::DashLine);
    QCOMPARE(AsBuiltMarkItem::styleOf(AsBuiltDiffRow::Kind::Extra), Qt::DotLine);
    // SPINEL_SCREENSHOT_DIR: where to keep a picture of the marks for a look by eye.
    if (const QByteArray dir = qgetenv("SPINEL_SCREENSHOT_DIR"); !dir.isEmpty())
        view->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/asbuilt-overlay.png"));

    // A click on the missing cable's mark selects the design's link and its two devices, as the
    // dock's row does (the select tool alone would select the link only).
    clickOnCanvas(view, missing->line().center());
    QCOMPARE(scene->selectedLinkIds(), QStringList{QStringLiteral("up-1-1")});
    QStringList devices = scene->selectedDeviceIds();
    devices.sort();
    QCOMPARE(devices, (QStringList{QStringLiteral("leaf-1"), QStringLiteral("spine-1")}));
    // The extra cable has no link: its two devices are selected (a click on empty canvas would
    // clear the selection).
    clickOnCanvas(view, extra->line().center());
    QVERIFY(scene->selectedLinkIds().isEmpty());
    devices = scene->selectedDeviceIds();
    devices.sort();
    QCOMPARE(devices, (QStringList{QStringLiteral("leaf-3"), QStringLiteral("leaf-4")}));

    // The mark follows its device.
    DeviceItem *leaf4 = scene->deviceItem(QStringLiteral("leaf-4"));
    leaf4->setPos(leaf4->pos() + QPointF(0, 120));
    QTRY_VERIFY(joins(extra->line(), scene->deviceItem(QStringLiteral("leaf-3")), leaf4));

    // Closing the dock takes the marks away; a new comparison brings them back; a new design
    // takes them away again.
    actions->dock()->close();
    QVERIFY(actions->overlay()->marks().isEmpty());
    QVERIFY(!legend->isVisible()); // no marks, no key
    actions->compareWith({exporting::AsBuiltFormat::Ibnetdiscover, dump.toStdString(), {}, {}});
    QVERIFY(actions->waitUntilIdle(10000));
    QCOMPARE(actions->overlay()->marks().size(), 2);
    window.document()->newDesignFrom(testdata::railDesign(2, 1, 2));
    QVERIFY(actions->overlay()->marks().isEmpty());
    const auto items = scene->items();
    QVERIFY(std::none_of(items.begin(), items.end(),
                         [](const QGraphicsItem *item) { return item->type() == AsBuiltMarkItem::Type; }));
}

void TestAsBuiltOverlay::marksAttachToServerBlocks()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Design design = testdata::railDesign(2, 1, 1);
    window.document()->newDesignFrom(design);
    // As built without srv-1's cable to leaf-3, every other cable on its planned ports.
    Design built = design;
    built.links.clear();
    for (const CableRun &run : cablingPlan(design, builtinCatalog())) {
        if (run.linkId == "nic-1-3") continue;
        Link link;
        link.id = run.linkId + "-" + std::to_string(run.indexInBundle);
        link.from = {run.fromDevice, run.fromPort};
        link.to = {run.toDevice, run.toPort};
        link.speedGbps = run.speedGbps;
        built.links.push_back(link);
    }
    const QString dump = spinel::testdata::writeIbnetdiscover(m_dir.filePath(QStringLiteral("no-nic.ibnd")), built);
    auto *actions = window.findChild<AsBuiltActions *>();
    actions->compareWith({exporting::AsBuiltFormat::Ibnetdiscover, dump.toStdString(), {}, {}});
    QVERIFY(actions->waitUntilIdle(10000));
    QCOMPARE(actions->overlay()->marks().size(), 1);
    AsBuiltMarkItem *mark = actions->overlay()->marks().constFirst();
    FabricScene *scene = window.scene();
    DeviceItem *server = scene->deviceItem(QStringLiteral("srv-1"));
    DeviceItem *leaf = scene->deviceItem(QStringLiteral("leaf-3"));
    QVERIFY(joins(mark->line(), server, leaf));

    // Zoomed out the server is drawn in its block: the mark goes from the block's top edge, where
    // the block's own uplinks start, and stays on the leaf.
    scene->setServersCollapsed(true);
    QVERIFY(scene->serverBlock(QStringLiteral("srv-1")));
    const auto blockEnd = [scene] {
        const ServerBlockItem *block = scene->serverBlock(QStringLiteral("srv-1"));
        const QRectF rect = block->mapRectToScene(block->blockRect());
        return QPointF(rect.center().x(), rect.top());
    };
    QTRY_VERIFY(mark->line().p1() == blockEnd() || mark->line().p2() == blockEnd());
    QVERIFY(blockEnd() != server->scenePos()); // the test tells the two places apart
    QVERIFY(mark->line().p1() == leaf->scenePos() || mark->line().p2() == leaf->scenePos());
    QVERIFY(mark->isVisible());
    if (const QByteArray dir = qgetenv("SPINEL_SCREENSHOT_DIR"); !dir.isEmpty())
        window.canvasView()->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/asbuilt-collapsed.png"));
    // Zoomed in again, back on the server.
    scene->setServersCollapsed(false);
    QTRY_VERIFY(joins(mark->line(), server, leaf));
}

SPINEL_QTEST_MAIN(TestAsBuiltOverlay)
#include "tst_asbuiltoverlay.moc"
