// The canvas's level of detail on a generated 2-SU rail-optimized design (64 servers): zoomed
// out, each scalable unit's servers are one block with a count and the server items are not
// drawn; zoomed in, the servers are back. Blocks follow edits; selection and moving still work.
// Timings live in `spinel-cli bench canvas`, not here.
#include <QApplication>
#include <QImage>
#include <QSignalSpy>
#include <QToolTip>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/lineclip.h"
#include "canvas/linkitem.h"
#include "canvas/serverblockitem.h"
#include "canvas/canvasstyle.h"
#include "canvas/deviceicons.h"
#include "commands/adddevices.h"
#include "commands/movedevices.h"
#include "commands/removeitems.h"
#include "document/document.h"
#include "generate/generators.h"
#include "mainwindow/mainwindow.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

int colourDistance(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

// The scene's `area` rendered at 100 %, as an export renders it.
QImage rendered(QGraphicsScene *scene, const QRectF &area)
{
    QImage image(area.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    scene->render(&painter, QRectF(QPointF(0, 0), area.size()), area);
    return image;
}

} // namespace

class TestLevelOfDetail : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void zoomedOutShowsBlocks();
    void zoomingInShowsServers();
    void hysteresis();
    void editsUpdateBlocks();
    void selectionSurvivesZoomingOut();
    void movingALeafMovesItsUplinks();
    void zoomedInMoveStillWorks();
    void batchedLinksArePaintedAndPicked();
    void batchedLinksTooltipAndRubberBand();
    void farOutSwitchesAreDrawnAsBoxes();

private:
    FabricScene *scene() const { return m_window->scene(); }
    CanvasView *view() const { return m_window->canvasView(); }
    Document *document() const { return m_window->document(); }
    // Drawn: visible and not under a transparent layer.
    static bool isDrawn(const QGraphicsItem *item) { return item->isVisible() && item->effectiveOpacity() > 0; }
    void zoomOut();
    void zoomIn();

    MainWindow *m_window = nullptr;
};

void TestLevelOfDetail::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_levelofdetail"));
    QSettings().clear();
}

void TestLevelOfDetail::init()
{
    m_window = new MainWindow;
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    document()->newDesignFrom(generateFabric("rail-optimized", {{"sus", "2"}}, document()->catalog()));
    QApplication::processEvents();
}

void TestLevelOfDetail::cleanup()
{
    document()->undoStack()->setClean();
    delete m_window;
    m_window = nullptr;
}

void TestLevelOfDetail::zoomOut()
{
    view()->fitToDesign();
    while (view()->zoom() >= FabricScene::kCollapseZoom) view()->zoomOut();
    QApplication::processEvents();
}

void TestLevelOfDetail::zoomIn()
{
    view()->resetZoom(); // 100 %
    QApplication::processEvents();
}

void TestLevelOfDetail::zoomedOutShowsBlocks()
{
    zoomOut();
    QVERIFY(scene()->serversCollapsed());
    const QList<ServerBlockItem *> blocks = scene()->serverBlocks();
    QCOMPARE(blocks.size(), 2); // one per scalable unit
    for (const ServerBlockItem *block : blocks) {
        QCOMPARE(block->serverCount(), 32);
        QCOMPARE(block->gpuCount(), 256);
        QVERIFY2(block->summary().startsWith(QStringLiteral("32 × ")), qPrintable(block->summary()));
        QVERIFY(block->summary().contains(QStringLiteral("256 GPUs")));
        QVERIFY(isDrawn(block));
    }
    int servers = 0;
    for (const DeviceItem *item : scene()->deviceItems()) {
        if (item->isServer()) {
            ++servers;
            QVERIFY2(!isDrawn(item), qPrintable(item->id()));
        } else {
            QVERIFY2(isDrawn(item), qPrintable(item->id())); // switches stay
        }
    }
    QCOMPARE(servers, 64);
    for (const LinkItem *link : scene()->linkItems())
        QCOMPARE(scene()->isLinkDrawn(link), !link->fromItem()->isServer() && !link->toItem()->isServer());
    // Clicking where a server is hits nothing: it is not there to pick at this zoom.
    const DeviceItem *server = scene()->deviceItem(QStringLiteral("su1-srv-1"));
    QVERIFY(server);
    QVERIFY(scene()->selectableItemAt(server->pos()) != server);
}

void TestLevelOfDetail::zoomingInShowsServers()
{
    zoomOut();
    QVERIFY(scene()->serversCollapsed());
    zoomIn();
    QVERIFY(!scene()->serversCollapsed());
    for (const ServerBlockItem *block : scene()->serverBlocks()) QVERIFY(!isDrawn(block));
    for (const DeviceItem *item : scene()->deviceItems()) QVERIFY2(isDrawn(item), qPrintable(item->id()));
    for (const LinkItem *link : scene()->linkItems()) QVERIFY(scene()->isLinkDrawn(link));
    const DeviceItem *server = scene()->deviceItem(QStringLiteral("su1-srv-1"));
    QCOMPARE(scene()->selectableItemAt(server->pos()), server);
}

void TestLevelOfDetail::hysteresis()
{
    scene()->setViewZoom(1);
    QVERIFY(!scene()->serversCollapsed());
    scene()->setViewZoom(FabricScene::kCollapseZoom * 0.99);
    QVERIFY(scene()->serversCollapsed());
    // Between the thresholds the level stays where it was, whichever way the zoom goes.
    const double between = (FabricScene::kCollapseZoom + FabricScene::kExpandZoom) / 2;
    scene()->setViewZoom(between);
    QVERIFY(scene()->serversCollapsed());
    scene()->setViewZoom(FabricScene::kExpandZoom * 1.01);
    QVERIFY(!scene()->serversCollapsed());
    scene()->setViewZoom(between);
    QVERIFY(!scene()->serversCollapsed());
}

void TestLevelOfDetail::editsUpdateBlocks()
{
    zoomOut();
    ServerBlockItem *block = scene()->serverBlock(QStringLiteral("su1-srv-1"));
    QVERIFY(block);
    const QRectF rectBefore = block->blockRect();

    // Add a server to SU 1, to the right of the others: the count and the rectangle grow.
    Device added = *document()->device("su1-srv-1");
    added.id = "su1-srv-extra";
    added.name = "SU1 extra";
    added.position.x = rectBefore.right() + 400;
    document()->undoStack()->push(new AddDevices(document(), {added}));
    QApplication::processEvents();
    QCOMPARE(scene()->serverBlock(QStringLiteral("su1-srv-extra")), block);
    QCOMPARE(block->serverCount(), 33);
    QCOMPARE(block->gpuCount(), 264);
    QVERIFY(block->summary().startsWith(QStringLiteral("33 × ")));
    QVERIFY(block->blockRect().right() > rectBefore.right());
    QVERIFY(!isDrawn(scene()->deviceItem(QStringLiteral("su1-srv-extra")))); // added into the collapsed view

    // Remove two servers: the count follows, and undo brings them back.
    document()->undoStack()->push(new RemoveItems(document(), {"su1-srv-2", "su1-srv-3"}, {}));
    QApplication::processEvents();
    QCOMPARE(block->serverCount(), 31);
    document()->undoStack()->undo();
    QApplication::processEvents();
    QCOMPARE(block->serverCount(), 33);
    document()->undoStack()->undo();
    QApplication::processEvents();
    QCOMPARE(block->serverCount(), 32);
    QCOMPARE(block->blockRect(), rectBefore);

    // A server that changes group moves to that group's block.
    Device moved = *document()->device("su1-srv-4");
    moved.group = "su-2";
    document()->replaceDevice(moved);
    QApplication::processEvents();
    QCOMPARE(block->serverCount(), 31);
    QCOMPARE(scene()->serverBlock(QStringLiteral("su1-srv-4"))->serverCount(), 33);
}

void TestLevelOfDetail::selectionSurvivesZoomingOut()
{
    zoomIn();
    scene()->selectOnly({QStringLiteral("su1-srv-1"), QStringLiteral("su1-leaf-r1")}, {});
    zoomOut();
    QVERIFY(scene()->serversCollapsed());
    QCOMPARE(scene()->selectedDeviceIds(), (QStringList{QStringLiteral("su1-leaf-r1"), QStringLiteral("su1-srv-1")}));
    zoomIn();
    QVERIFY(scene()->deviceItem(QStringLiteral("su1-srv-1"))->isSelected());
}

void TestLevelOfDetail::movingALeafMovesItsUplinks()
{
    zoomOut();
    ServerBlockItem *block = scene()->serverBlock(QStringLiteral("su1-srv-1"));
    const QRectF boundsBefore = block->boundingRect();
    // Drag a leaf far up with the mouse: it is drawn and selectable at this zoom.
    const DeviceItem *leaf = scene()->deviceItem(QStringLiteral("su1-leaf-r1"));
    const QPoint start = view()->mapFromScene(leaf->pos());
    QWidget *viewport = view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, start);
    for (int step = 1; step <= 5; ++step) QTest::mouseMove(viewport, start - QPoint(0, 12 * step));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, start - QPoint(0, 60));
    QApplication::processEvents();
    QCOMPARE(document()->undoStack()->count(), 1);
    QVERIFY(document()->device("su1-leaf-r1")->position.y < 400);
    // The block's uplink now reaches the leaf's new position.
    QVERIFY(block->boundingRect().top() < boundsBefore.top());
}

void TestLevelOfDetail::zoomedInMoveStillWorks()
{
    zoomIn();
    view()->centerOnScenePos(scene()->deviceItem(QStringLiteral("su1-srv-2"))->pos());
    QApplication::processEvents();
    const DeviceItem *server = scene()->deviceItem(QStringLiteral("su1-srv-2"));
    const QPointF before = server->pos();
    QWidget *viewport = view()->viewport();
    const QPoint start = view()->mapFromScene(before);
    QTest::mousePress(viewport, Qt::LeftButton, {}, start);
    for (int step = 1; step <= 5; ++step) QTest::mouseMove(viewport, start + QPoint(10 * step, 20 * step));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, start + QPoint(50, 100));
    QApplication::processEvents();
    QVERIFY(server->pos() != before);
    // Its links follow, and so does its block (shown when zooming out).
    for (const LinkItem *link : server->links())
        QVERIFY(link->line().p1() == server->pos() || link->line().p2() == server->pos());
    zoomOut();
    QVERIFY(scene()->serverBlock(QStringLiteral("su1-srv-2"))->blockRect().bottom() > before.y() + 60);
}

// Links are painted by two batch items, not by their own items: a point on a link shows the
// link's colour on screen and picks the link, for a server link and a leaf-spine link alike.
void TestLevelOfDetail::batchedLinksArePaintedAndPicked()
{
    zoomIn();
    for (const QString &id : {QStringLiteral("su1-srv-5-r3"), QStringLiteral("su1-leaf-r2-spine-3")}) {
        LinkItem *link = scene()->linkItem(id);
        QVERIFY2(link, qPrintable(id));
        // A third of the way along: clear of both devices' icons and of the count badge.
        const QPointF onLine = link->line().pointAt(0.35);
        view()->centerOn(onLine);
        QApplication::processEvents();
        view()->viewport()->grab();
        scene()->finishRendering(); // a frame may show an older image while a worker draws
        const QImage frame = view()->viewport()->grab().toImage();
        const QPoint pixel = view()->mapFromScene(onLine) * frame.devicePixelRatio();
        const QColor shown = frame.pixelColor(pixel);
        const QColor expected = link->shownColor();
        QVERIFY2(colourDistance(shown, expected) < 60,
                 qPrintable(QStringLiteral("%1: %2 on screen, link colour %3").arg(id, shown.name(), expected.name())));
        QCOMPARE(scene()->selectableItemAt(onLine), link);
        // Beside the line (20 px away at 100 %) there is nothing to pick.
        QVERIFY(scene()->selectableItemAt(onLine + QPointF(20, 0)) != link);
    }
}

// Hit tests skip the transparent link layers; the scene answers tooltips and rubber bands itself.
void TestLevelOfDetail::batchedLinksTooltipAndRubberBand()
{
    zoomIn();
    LinkItem *link = scene()->linkItem(QStringLiteral("su1-leaf-r2-spine-3"));
    QVERIFY(link);
    const QPointF onLine = link->line().pointAt(0.35);
    view()->centerOn(onLine);
    QApplication::processEvents();
    const QPoint viewportPos = view()->mapFromScene(onLine);
    QHelpEvent help(QEvent::ToolTip, viewportPos, view()->viewport()->mapToGlobal(viewportPos));
    QApplication::sendEvent(view()->viewport(), &help);
    QVERIFY2(QToolTip::isVisible(), "no tooltip over a switch link");
    QCOMPARE(QToolTip::text(), link->toolTip());
    QToolTip::hideText();

    // A small band across the line selects it (and any link crossing the band, none other);
    // one selectionChanged, and none when the band selects the same again.
    QSignalSpy changed(scene(), &QGraphicsScene::selectionChanged);
    const QRectF band(onLine - QPointF(3, 3), QSizeF(6, 6));
    scene()->selectInArea(band);
    QVERIFY(scene()->selectedLinkIds().contains(link->id()));
    for (const QString &id : scene()->selectedLinkIds()) {
        QLineF line = scene()->linkItem(id)->line();
        QVERIFY2(clipLine(line, band), qPrintable(id));
    }
    QCOMPARE(changed.count(), 1);
    scene()->selectInArea(band);
    QCOMPARE(changed.count(), 1);
    scene()->selectInArea(band.translated(0, 40)); // beside the line
    QVERIFY(!scene()->selectedLinkIds().contains(link->id()));
}

// Zoomed far out one item draws every switch as a box in its role's colour (or the selection's);
// the switches' own items draw nothing there but are still picked, and a rendering at a larger
// scale meanwhile (an export) shows each switch as itself.
void TestLevelOfDetail::farOutSwitchesAreDrawnAsBoxes()
{
    DeviceItem *leaf = scene()->deviceItem(QStringLiteral("su1-leaf-r1"));
    QVERIFY(leaf);
    // The icon: opaque, so the links that zooming out leaves out (those to servers) do not show in it.
    const QRectF around = leaf->iconRect().translated(leaf->pos());
    zoomIn();
    QVERIFY(!(leaf->flags() & QGraphicsItem::ItemHasNoContents));
    const QImage itself = rendered(scene(), around);

    view()->fitToDesign();
    while (view()->zoom() >= DeviceItem::kMinLodForIcon) view()->zoomOut();
    QApplication::processEvents();
    QVERIFY(leaf->flags() & QGraphicsItem::ItemHasNoContents);
    const auto shownAt = [&](const QPointF &scenePos) {
        view()->viewport()->repaint();
        scene()->finishRendering();
        const QImage frame = view()->viewport()->grab().toImage();
        return frame.pixelColor(view()->mapFromScene(scenePos) * frame.devicePixelRatio());
    };
    view()->centerOn(leaf->pos());
    QApplication::processEvents();
    const QColor plain = DeviceIcons::plainColour(leaf->icon());
    QVERIFY2(colourDistance(shownAt(leaf->pos()), plain) < 30, qPrintable(shownAt(leaf->pos()).name()));
    QCOMPARE(scene()->selectableItemAt(leaf->pos()), leaf);
    // Selected, a ring in the selection colour 2-4 pixels around the box, which keeps its colour
    // (the selection blue is a spine's own colour: a filled box would not stand out among spines).
    const auto ringAt = [&] {
        const QRect box = view()->mapFromScene(leaf->iconRect().translated(leaf->pos())).boundingRect();
        return view()->mapToScene(QPoint(box.left() - 3, box.center().y()));
    };
    QVERIFY(colourDistance(shownAt(ringAt()), canvasstyle::selection()) >= 30);
    scene()->selectOnly({QStringLiteral("su1-leaf-r1")}, {});
    QApplication::processEvents();
    QVERIFY2(colourDistance(shownAt(leaf->pos()), plain) < 30, qPrintable(shownAt(leaf->pos()).name()));
    QVERIFY2(colourDistance(shownAt(ringAt()), canvasstyle::selection()) < 30, qPrintable(shownAt(ringAt()).name()));
    scene()->clearSelection();
    QApplication::processEvents();
    QVERIFY(colourDistance(shownAt(leaf->pos()), plain) < 30);
    QVERIFY(colourDistance(shownAt(ringAt()), canvasstyle::selection()) >= 30);
    // Moved (an undoable edit), the box is drawn at the new place and no more at the old one.
    const QPointF from = leaf->pos();
    const QPointF to = from + QPointF(0, -3 * leaf->iconRect().height());
    document()->undoStack()->push(new MoveDevices(document(), {{"su1-leaf-r1", Point{to.x(), to.y()}}}));
    QApplication::processEvents();
    QVERIFY(colourDistance(shownAt(to), plain) < 30);
    QVERIFY(colourDistance(shownAt(from), plain) >= 30);
    document()->undoStack()->undo();
    QApplication::processEvents();

    // An export at 100 % while the canvas is zoomed out: the icon's pixels as zoomed in, not a box.
    const QImage meanwhile = rendered(scene(), around);
    int differing = 0;
    for (int y = 0; y < itself.height(); ++y)
        for (int x = 0; x < itself.width(); ++x) differing += itself.pixel(x, y) != meanwhile.pixel(x, y);
    // Only the rounded corners may differ: they blend with what is under them.
    QVERIFY2(differing <= 2 * (itself.width() + itself.height()) / 4, qPrintable(QString::number(differing)));
    int plainPixels = 0;
    for (int y = 0; y < itself.height(); ++y)
        for (int x = 0; x < itself.width(); ++x) plainPixels += colourDistance(itself.pixelColor(x, y), plain) < 30;
    QVERIFY(plainPixels < itself.width() * itself.height() / 2); // an icon, with its arrows and ports

    zoomIn();
    QVERIFY(!(leaf->flags() & QGraphicsItem::ItemHasNoContents));
}

SPINEL_QTEST_MAIN(TestLevelOfDetail)
#include "tst_levelofdetail.moc"
