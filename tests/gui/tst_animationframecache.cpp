// The playing animation's frame cache (AnimationFrameCache): a cached frame looks like the frame
// the view paints without it (at several steps and moments), the canvas is rendered once for
// many frames, a zoom drops the cache (frames painted as usual meanwhile) and it is rendered again
// once the view is still, and a paused animation paints the live scene.
#include <QImage>
#include <QTest>

#include <memory>

#include "animation/animationframecache.h"
#include "animation/collectiveoverlayitem.h"
#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "animation/collectiveanimation.h"
#include "core/catalog.h"
#include "io/designformat.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/collectiveschedule.h"

using namespace spinel;

class TestAnimationFrameCache : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void cachedFramesMatchTheView();
    void zoomRebuildsOnceStill();
    void inactivePaintsTheScene();
    void canvasChangesDropTheCache_data();
    void canvasChangesDropTheCache();
    void playingAnimationUsesTheCache();

private:
    QImage render();
    // Largest channel difference over the image, and the share of pixels differing by more than 40.
    static void difference(const QImage &a, const QImage &b, int &largest, double &farShare);

    Design m_design;
    timing::CollectiveSchedule m_schedule;
    std::unique_ptr<FabricScene> m_scene;
    std::unique_ptr<CanvasView> m_view;
    CollectiveOverlayItem *m_overlay = nullptr; // owned by the scene
};

void TestAnimationFrameCache::init()
{
    const Catalog &catalog = builtinCatalog();
    m_design = loadDesignFile(testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel")).toStdString(),
                              catalog);
    timing::CollectiveRequest request;
    request.op = timing::CollectiveOp::AllReduce;
    request.algorithm = timing::Algorithm::Ring;
    request.bytes = 64e6;
    m_schedule = timing::buildCollectiveSchedule(m_design, catalog, request);
    QVERIFY2(m_schedule.ok, m_schedule.error.c_str());
    QVERIFY(m_schedule.steps.size() >= 3);
    m_scene = std::make_unique<FabricScene>();
    m_scene->showDesign(m_design, catalog);
    m_overlay = new CollectiveOverlayItem;
    m_scene->addItem(m_overlay);
    m_overlay->setSchedule(&m_schedule, m_design, catalog, *m_scene);
    m_view = std::make_unique<CanvasView>();
    m_view->setFabricScene(m_scene.get());
    m_view->resize(900, 600);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    m_view->fitToDesign();
    QCoreApplication::processEvents();
    m_scene->finishRendering();
}

void TestAnimationFrameCache::cleanup()
{
    m_view.reset();
    m_scene.reset();
    m_overlay = nullptr;
}

QImage TestAnimationFrameCache::render()
{
    QImage image(m_view->viewport()->size(), QImage::Format_RGB32);
    image.fill(Qt::white);
    m_view->viewport()->render(&image);
    return image;
}

void TestAnimationFrameCache::difference(const QImage &a, const QImage &b, int &largest, double &farShare)
{
    largest = 0;
    qint64 far = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            const int d = std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)), std::abs(qBlue(p) - qBlue(q))});
            largest = std::max(largest, d);
            if (d > 40) ++far;
        }
    farShare = double(far) / (double(a.width()) * a.height());
}

void TestAnimationFrameCache::cachedFramesMatchTheView()
{
    AnimationFrameCache cache(m_view.get(), m_overlay);
    cache.setActive(true);
    QVERIFY(cache.rebuild());
    QVERIFY(cache.isValid());
    const int rebuilds = cache.rebuildCount();
    QImage previous;
    for (const auto &[step, progress] :
         {std::pair{0, 0.25}, std::pair{0, 0.75}, std::pair{1, 0.5}, std::pair{int(m_schedule.steps.size()) - 1, 0.1}}) {
        m_overlay->setMoment(step, progress);
        const QImage cached = render();
        cache.setActive(false);
        const QImage live = render();
        cache.setActive(true);
        QVERIFY(cache.rebuild());
        int largest = 0;
        double farShare = 0;
        difference(cached, live, largest, farShare);
        // The same pixels but for rounding where the overlay's antialiased edges meet the canvas.
        QVERIFY2(
            farShare < 0.002,
            qPrintable(QStringLiteral("step %1: %2 % of pixels differ (largest %3)").arg(step).arg(100 * farShare).arg(largest)));
        // And the frames do move: each moment differs from the one before.
        if (!previous.isNull()) {
            difference(cached, previous, largest, farShare);
            QVERIFY2(largest > 100, qPrintable(QStringLiteral("step %1 looks like the moment before").arg(step)));
        }
        previous = cached;
    }
    // Many frames, one canvas: rendering frames does not render the canvas again.
    const int before = cache.rebuildCount();
    QVERIFY(before > rebuilds);
    for (int frame = 0; frame < 20; ++frame) {
        m_overlay->setMoment(frame / 10, (frame % 10) / 10.0);
        render();
    }
    QCOMPARE(cache.rebuildCount(), before);
    QVERIFY(cache.isValid());
    // The change from step 0 to 1 found step 1 drawn ahead by the worker, and it is step 1.
    QCOMPARE(cache.stepsDrawnAhead(), 1);
    const QImage ahead = render();
    cache.setActive(false);
    const QImage live = render();
    int largest = 0;
    double farShare = 0;
    difference(ahead, live, largest, farShare);
    QVERIFY2(farShare < 0.002, qPrintable(QStringLiteral("%1 % of pixels differ (largest %2)").arg(100 * farShare).arg(largest)));
}

void TestAnimationFrameCache::zoomRebuildsOnceStill()
{
    AnimationFrameCache cache(m_view.get(), m_overlay);
    cache.setActive(true);
    QTRY_VERIFY(cache.isValid()); // the first image as soon as the event loop turns
    const int rebuilds = cache.rebuildCount();
    m_view->zoomIn();
    QVERIFY(!cache.isValid());
    // While it is not valid the view paints as without the cache: the zoomed canvas, not the old image.
    m_overlay->setMoment(1, 0.5);
    const QImage during = render();
    cache.setActive(false);
    const QImage live = render();
    cache.setActive(true);
    int largest = 0;
    double farShare = 0;
    difference(during, live, largest, farShare);
    QVERIFY2(farShare < 0.001, qPrintable(QStringLiteral("%1 % of pixels differ").arg(100 * farShare)));
    // Still for a moment: rendered again, once.
    QTRY_VERIFY_WITH_TIMEOUT(cache.isValid(), 2000);
    QVERIFY(cache.rebuildCount() > rebuilds);
    const int after = cache.rebuildCount();
    QTest::qWait(3 * AnimationFrameCache::kSettleMs);
    QCOMPARE(cache.rebuildCount(), after);
    // A selection is a change of the canvas: dropped again.
    m_scene->deviceItem(QString::fromStdString(m_design.devices.front().id))->setSelected(true);
    QVERIFY(!cache.isValid());
    QTRY_VERIFY_WITH_TIMEOUT(cache.isValid(), 2000);
}

void TestAnimationFrameCache::inactivePaintsTheScene()
{
    AnimationFrameCache cache(m_view.get(), m_overlay);
    QVERIFY(!cache.isActive());
    QVERIFY(!cache.rebuild()); // nothing is cached for a paused animation
    QVERIFY(!cache.isValid());
    QCOMPARE(cache.rebuildCount(), 0);
    render();
    QCOMPARE(cache.rebuildCount(), 0);
}

void TestAnimationFrameCache::canvasChangesDropTheCache_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("design edit") << QStringLiteral("design");
    QTest::newRow("what-if colours") << QStringLiteral("what-if");
    QTest::newRow("selection") << QStringLiteral("selection");
    QTest::newRow("theme") << QStringLiteral("theme");
}

// Whatever changes the canvas under a playing animation shows in the next frame, never the
// image cached before it; the cache is rendered again afterwards and then matches the canvas.
void TestAnimationFrameCache::canvasChangesDropTheCache()
{
    QFETCH(QString, change);
    AnimationFrameCache cache(m_view.get(), m_overlay);
    cache.setActive(true);
    QTRY_VERIFY(cache.isValid());
    m_overlay->setMoment(1, 0.5);
    const QImage before = render();
    const int rebuilds = cache.rebuildCount();
    const Device &device = m_design.devices.front();
    if (change == QLatin1String("design")) {
        // A switch moved far to the right, as the Document's signal would tell the scene.
        m_design.devices.front().position.x += 300;
        m_scene->deviceChanged(QString::fromStdString(device.id));
    } else if (change == QLatin1String("what-if")) {
        // A what-if colours failed links; every link red is what the test can see for sure.
        for (LinkItem *link : m_scene->linkItems()) link->setOverlay(Qt::red, Qt::DashLine);
    } else if (change == QLatin1String("selection")) {
        m_scene->deviceItem(QString::fromStdString(device.id))->setSelected(true);
    } else {
        QPalette palette = m_view->palette();
        palette.setColor(QPalette::Base, Qt::black);
        palette.setColor(QPalette::Window, Qt::black);
        m_view->setPalette(palette);
    }
    QCoreApplication::processEvents(); // the scene reports its changes when the event loop turns
    m_scene->finishRendering();
    QVERIFY(!cache.isValid());
    const QImage during = render();
    cache.setActive(false);
    const QImage live = render();
    cache.setActive(true);
    int largest = 0;
    double farShare = 0;
    difference(during, live, largest, farShare);
    QVERIFY2(farShare < 0.001, qPrintable(QStringLiteral("%1 % of pixels differ from the live canvas").arg(100 * farShare)));
    // The change shows (the canvas's colours are fixed, so a theme change only drops the cache).
    if (change != QLatin1String("theme")) {
        difference(before, live, largest, farShare);
        QVERIFY2(largest > 100, qPrintable(QStringLiteral("the %1 does not show on the canvas").arg(change)));
    }
    // Rendered again once the canvas is still, and then the same as the live canvas.
    QTRY_VERIFY_WITH_TIMEOUT(cache.isValid(), 2000);
    QVERIFY(cache.rebuildCount() > rebuilds);
    const QImage cached = render();
    difference(cached, live, largest, farShare);
    QVERIFY2(farShare < 0.002, qPrintable(QStringLiteral("%1 % of pixels differ after the rebuild").arg(100 * farShare)));
}

// The animation controller plays through the cache and drops it with the schedule.
void TestAnimationFrameCache::playingAnimationUsesTheCache()
{
    CollectiveAnimation animation(m_scene.get());
    timing::CollectiveRequest request;
    request.op = timing::CollectiveOp::AllReduce;
    request.bytes = 64e6;
    animation.start(m_design, builtinCatalog(), request);
    QVERIFY(animation.waitUntilReady(10000));
    QVERIFY(animation.frameCache());
    QVERIFY(!animation.frameCache()->isActive());
    animation.play();
    QVERIFY(animation.frameCache()->isActive());
    QTRY_VERIFY(animation.frameCache()->isValid());
    animation.pause();
    QVERIFY(!animation.frameCache()->isActive());
    QVERIFY(!animation.frameCache()->isValid());
    animation.clear();
    QVERIFY(!animation.frameCache());
}

SPINEL_QTEST_MAIN(TestAnimationFrameCache)
#include "tst_animationframecache.moc"
