// The overview (minimap): its miniature shows the devices in their colours (selection too) and
// the links, it is drawn on a worker thread, and clicking it moves the canvas there.
#include <QApplication>
#include <QPaintEvent>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

#include "canvas/canvasstyle.h"
#include "canvas/canvasview.h"
#include "canvas/deviceicons.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "core/catalog.h"
#include "docks/miniature.h"
#include "docks/overviewwidget.h"
#include "generate/generators.h"
#include "support/testmain.h"

using namespace spinel;

class TestOverview : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void miniatureShowsDevicesAndLinks();
    void selectionShowsAfterRefresh();
    void clickMovesTheCanvas();
    void linksReadAgainWhenTheyChange();
    void linesLetGoOnAWorkerAreWrittenInPlace();
    void miniatureInputFindsTheDesignRect();
    void removingADeviceRepaintsOnlyItsPlace();

private:
    // The miniature's colour at scene position `scenePos`.
    QColor miniatureAt(const QPointF &scenePos) const;
    // Whether `colour` is within a pixel of `scenePos` (lines land on whole pixels).
    bool miniatureNear(const QPointF &scenePos, const QColor &colour) const;

    Design m_design;
    FabricScene *m_scene = nullptr;
    CanvasView *m_view = nullptr;
    OverviewWidget *m_overview = nullptr;
};

void TestOverview::init()
{
    m_design = generateFabric("rail-optimized", {{"sus", "2"}}, builtinCatalog());
    m_scene = new FabricScene;
    m_scene->showDesign(m_design, builtinCatalog());
    m_view = new CanvasView;
    m_view->setFabricScene(m_scene);
    m_view->resize(800, 600);
    m_view->show();
    m_overview = new OverviewWidget;
    m_overview->resize(400, 300);
    m_overview->setCanvasView(m_view);
    m_overview->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_overview));
    m_overview->finishRefresh();
}

void TestOverview::cleanup()
{
    delete m_overview;
    delete m_view;
    delete m_scene;
}

QColor TestOverview::miniatureAt(const QPointF &scenePos) const
{
    const QImage image = m_overview->miniature();
    const QPointF corner = m_overview->toWidget(m_overview->shownSceneRect().topLeft());
    const QPointF pixel = (m_overview->toWidget(scenePos) - corner) * image.devicePixelRatio();
    return image.pixelColor(int(pixel.x()), int(pixel.y()));
}

bool TestOverview::miniatureNear(const QPointF &scenePos, const QColor &colour) const
{
    const QImage image = m_overview->miniature();
    const QPointF corner = m_overview->toWidget(m_overview->shownSceneRect().topLeft());
    const QPointF pixel = (m_overview->toWidget(scenePos) - corner) * image.devicePixelRatio();
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy)
            if (image.pixelColor(int(pixel.x()) + dx, int(pixel.y()) + dy) == colour) return true;
    return false;
}

void TestOverview::miniatureShowsDevicesAndLinks()
{
    QVERIFY(!m_overview->miniature().isNull());
    QVERIFY(m_overview->shownSceneRect().contains(m_scene->designRect()));
    for (const QString &id : {QStringLiteral("spine-1"), QStringLiteral("su2-leaf-r8"), QStringLiteral("su1-srv-1")}) {
        const DeviceItem *device = m_scene->deviceItem(id);
        QVERIFY2(device, qPrintable(id));
        QCOMPARE(miniatureAt(device->pos()), DeviceIcons::plainColour(device->icon()));
    }
    // Halfway along a leaf-spine link: the link's colour, lightened, not the background.
    const LinkItem *link = m_scene->linkItem(QStringLiteral("su1-leaf-r1-spine-1"));
    QVERIFY(link);
    QVERIFY(miniatureNear(link->line().pointAt(0.5), QColor(link->color()).lighter(150)));
    QCOMPARE(miniatureAt(m_overview->shownSceneRect().topLeft() + QPointF(1, 1)), canvasstyle::background());
}

void TestOverview::selectionShowsAfterRefresh()
{
    DeviceItem *spine = m_scene->deviceItem(QStringLiteral("spine-2"));
    QVERIFY(spine);
    spine->setSelected(true);
    QApplication::processEvents(); // the scene's changed() schedules a refresh
    m_overview->finishRefresh();
    QCOMPARE(miniatureAt(spine->pos()), canvasstyle::selection());
}

void TestOverview::clickMovesTheCanvas()
{
    m_view->resetZoom(); // 100 %: the canvas shows a part of the design
    const DeviceItem *server = m_scene->deviceItem(QStringLiteral("su2-srv-32"));
    QVERIFY(server);
    QTest::mouseClick(m_overview, Qt::LeftButton, {}, m_overview->toWidget(server->pos()).toPoint());
    // Within a pixel of the miniature, in scene units.
    const double tolerance = m_overview->shownSceneRect().width() / 400 * 1.5;
    const QPointF centre = m_view->viewCenterInScene();
    QVERIFY2(std::abs(centre.x() - server->pos().x()) < tolerance && std::abs(centre.y() - server->pos().y()) < tolerance,
             qPrintable(QStringLiteral("centre %1, %2; server %3, %4")
                            .arg(centre.x())
                            .arg(centre.y())
                            .arg(server->pos().x())
                            .arg(server->pos().y())));
}

// The overview takes the scene's link lines, which follow the items change by change: selecting
// a device leaves the list alone (no copy), moving a device moves its links' lines there, and
// the next miniature shows them there; deleting a link frees its line.
void TestOverview::linksReadAgainWhenTheyChange()
{
    const std::shared_ptr<const LinkLines::List> before = m_scene->linkLines();
    QVERIFY(before);
    QCOMPARE(qsizetype(std::count_if(before->begin(), before->end(), [](const LinkLines::Line &line) { return line.used; })),
             m_scene->linkItems().size());
    DeviceItem *spine = m_scene->deviceItem(QStringLiteral("spine-1"));
    QVERIFY(spine);
    spine->setSelected(true);
    QCOMPARE(m_scene->linkLines(), before);
    LinkItem *link = m_scene->linkItem(QStringLiteral("su1-leaf-r1-spine-1"));
    QVERIFY(link);
    const int slot = link->lineSlot();
    QVERIFY(slot >= 0);
    QCOMPARE((*before)[std::size_t(slot)].line, link->line());
    QCOMPARE((*before)[std::size_t(slot)].rgb, link->color().rgb());
    const QColor colour = QColor(link->color()).lighter(150);
    const QLineF was = link->line();
    spine->setPos(spine->pos() + QPointF(0, -0.25 * m_scene->designRect().height()));
    QVERIFY(link->line() != was);
    // The list taken before is as it was (a worker may be drawing it); the scene's is current.
    QCOMPARE((*before)[std::size_t(slot)].line, was);
    QCOMPARE((*m_scene->linkLines())[std::size_t(slot)].line, link->line());
    QApplication::processEvents();
    m_overview->finishRefresh();
    QVERIFY(miniatureNear(link->line().pointAt(0.75), colour));

    const qsizetype links = m_scene->linkItems().size();
    m_scene->linkRemoved(QStringLiteral("su1-leaf-r1-spine-1"));
    const std::shared_ptr<const LinkLines::List> after = m_scene->linkLines();
    QVERIFY(!(*after)[std::size_t(slot)].used);
    QCOMPARE(qsizetype(std::count_if(after->begin(), after->end(), [](const LinkLines::Line &line) { return line.used; })),
             links - 1);
}

// A worker that read the link lines and let them go: the next change writes the same list in place
// (no copy), and the worker's reads happen before that write. The worker's end is seen through a
// relaxed flag only, which orders nothing: the list's reader count must order it (a ThreadSanitizer
// build reports a race here when it does not, as it did when the check was use_count()).
void TestOverview::linesLetGoOnAWorkerAreWrittenInPlace()
{
    std::shared_ptr<const LinkLines::List> taken = m_scene->linkLines();
    QVERIFY(taken);
    LinkItem *link = m_scene->linkItem(QStringLiteral("su1-leaf-r1-spine-1"));
    QVERIFY(link);
    const LinkLines::Line *where = &(*taken)[std::size_t(link->lineSlot())]; // in its chunk
    std::atomic<bool> done{false};
    std::atomic<qsizetype> used{0};
    std::thread reader([lines = std::move(taken), &done, &used]() mutable {
        used.store(std::count_if(lines->begin(), lines->end(), [](const LinkLines::Line &line) { return line.used; }),
                   std::memory_order_relaxed);
        lines.reset();
        done.store(true, std::memory_order_relaxed);
    });
    while (!done.load(std::memory_order_relaxed)) std::this_thread::yield();
    QCOMPARE(used.load(std::memory_order_relaxed), m_scene->linkItems().size());
    const QLineF was = link->line();
    DeviceItem *spine = m_scene->deviceItem(QStringLiteral("spine-1"));
    spine->setPos(spine->pos() + QPointF(0, -0.25 * m_scene->designRect().height()));
    QVERIFY(link->line() != was);
    const std::shared_ptr<const LinkLines::List> now = m_scene->linkLines();
    QCOMPARE(&(*now)[std::size_t(link->lineSlot())], where); // written in place: nobody held it
    QCOMPARE((*now)[std::size_t(link->lineSlot())].line, link->line());
    reader.join();
}

void TestOverview::miniatureInputFindsTheDesignRect()
{
    // The refresh takes the area from the same walk that gathers the boxes: the scene's own answer,
    // also after a device moved out past the edge and back in.
    const MiniatureInput before = miniatureInput(*m_scene, 1);
    QVERIFY(!before.designRect.isEmpty());
    QCOMPARE(before.designRect, m_scene->designRect());
    QCOMPARE(before.devices.size(), std::size_t(m_scene->deviceItems().size()));
    DeviceItem *device = *std::max_element(m_scene->deviceItems().cbegin(), m_scene->deviceItems().cend(),
                                           [](const DeviceItem *a, const DeviceItem *b) { return a->y() < b->y(); });
    const QPointF home = device->pos();
    device->setPos(home + QPointF(0, 5000));
    const MiniatureInput moved = miniatureInput(*m_scene, 1);
    QCOMPARE(moved.designRect, m_scene->designRect());
    QVERIFY(moved.designRect.bottom() > before.designRect.bottom() + 4000);
    device->setPos(home);
    QCOMPARE(miniatureInput(*m_scene, 1).designRect, before.designRect);
    m_overview->finishRefresh();
    QCOMPARE(m_overview->shownSceneRect().center(), before.designRect.center());
}

// The overview follows the scene through FabricScene::contentChanged(), not the scene's changed():
// with anything connected to that, Qt hands every repaint to the views through it and repaints the
// whole view when a visible item goes (undoing a delete at 129,600 GPUs took 50 ms, most of it
// that frame). A switch with no links removed: only its place is painted again.
void TestOverview::removingADeviceRepaintsOnlyItsPlace()
{
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    Device lone;
    lone.id = "lone-switch";
    lone.name = "Lone";
    lone.kind = DeviceKind::Switch;
    lone.model = "qm9700";
    const QPointF centre = m_view->mapToScene(m_view->viewport()->rect().center());
    lone.position = {centre.x(), centre.y()};
    m_design.devices.push_back(lone);
    m_scene->deviceAdded(QStringLiteral("lone-switch"));
    const DeviceItem *item = m_scene->deviceItem(QStringLiteral("lone-switch"));
    QVERIFY(item);
    QTRY_VERIFY(!m_view->viewport()->visibleRegion().isEmpty());
    QApplication::processEvents();
    const QRect shown = m_view->mapFromScene(item->sceneBoundingRect()).boundingRect();
    QVERIFY(m_view->viewport()->rect().contains(shown));

    struct PaintRecorder : QObject {
        QRegion painted;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint) painted += static_cast<QPaintEvent *>(event)->region();
            return false;
        }
    } recorder;
    m_view->viewport()->installEventFilter(&recorder);
    m_scene->deviceRemoved(QStringLiteral("lone-switch"));
    QTRY_VERIFY(!recorder.painted.isEmpty());
    QApplication::processEvents();
    m_view->viewport()->removeEventFilter(&recorder);
    // The item's place, with Qt's margin of a couple of pixels: far less than the 800 × 600 view.
    const QRect painted = recorder.painted.boundingRect();
    QVERIFY2(painted.width() <= shown.width() + 8 && painted.height() <= shown.height() + 8,
             qPrintable(QStringLiteral("painted %1 × %2 for an item of %3 × %4")
                            .arg(painted.width())
                            .arg(painted.height())
                            .arg(shown.width())
                            .arg(shown.height())));
}

SPINEL_QTEST_MAIN(TestOverview)
#include "tst_overview.moc"
