// Bench section "canvas": the editor's canvas on the 16,384-GPU rail-optimized design. Builds the
// scene, renders the fitted full view and a zoomed-in view into a 1600 × 1000 image the way the
// view paints a frame (its transform and render hints), and times opening the design from a file
// up to the first frame. Goals: a frame under 16 ms (60 fps), opening under 2 s.
#include "cli/bench.h"
#include "cli/cliutil.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QTemporaryDir>

#include <fstream>
#include <memory>

#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "generate/generators.h"
#include "generate/tierlayout.h"
#include "io/designformat.h"

namespace spinel::cli {
namespace {

constexpr int kWidth = 1600;
constexpr int kHeight = 1000;

// One frame of `view` as its paint event draws it (its transform, render hints and exposed-region
// culling) into `image`. QGraphicsView::render() would not do: it paints every child of a
// parent that intersects the source, where a paint event culls them against the exposed region.
void renderFrame(CanvasView &view, QImage &image)
{
    view.viewport()->render(&image);
}

void runCanvasBench(BenchContext &context)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance())) {
        context.note(Cli::tr("canvas: needs a QApplication (bench is a drawing command); skipped"));
        return;
    }
    const Catalog &catalog = builtinCatalog();
    std::optional<Design> generated = benchDesign16k(context);
    if (!generated) return;
    Design &design = *generated;  // mutable: the open measurement reloads into it
    QTemporaryDir dir;
    const std::string fileName = dir.filePath(QStringLiteral("16k.spinel")).toStdString();
    {
        std::ofstream file(fileName, std::ios::binary);
        file << writeDesign(design);
    }

    auto scene = std::make_unique<FabricScene>();
    context.measure(Cli::tr("scene build, 16,384 GPUs (showDesign)"), context.quick() ? 1 : 5, 500, [&] {
        scene->showDesign(design, catalog);
        QCoreApplication::processEvents();
    });
    {
        QElapsedTimer timer;
        scene->clearDesign();
        timer.start();
        scene->showDesign(design, catalog);
        const double buildMs = double(timer.nsecsElapsed()) / 1e6;
        timer.start();
        // The scene polishes new items on the next event-loop turn, as in the app; clearing
        // unpolished items is quadratic in Qt (each removal searches the pending list).
        QCoreApplication::processEvents();
        const double polishMs = double(timer.nsecsElapsed()) / 1e6;
        timer.start();
        scene->clearDesign();
        context.note(Cli::tr("build into an empty scene %1 ms, first event-loop turn %2 ms, clear %3 ms")
                         .arg(buildMs, 0, 'f', 1).arg(polishMs, 0, 'f', 1).arg(double(timer.nsecsElapsed()) / 1e6, 0, 'f', 1));
        scene->showDesign(design, catalog);
    }
    context.note(Cli::tr("%L1 devices, %L2 links, %L3 server blocks")
                     .arg(scene->deviceItems().size())
                     .arg(scene->linkItems().size())
                     .arg(scene->serverBlocks().size()));

    CanvasView view;
    view.setFabricScene(scene.get());
    // Laid out as on screen (the viewport gets its size), without mapping a window.
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(kWidth, kHeight);
    view.show();
    QCoreApplication::processEvents();
    view.fitToDesign();
    QImage image(kWidth, kHeight, QImage::Format_ARGB32_Premultiplied);
    // The first frame at this zoom, and the worker's drawing of the links, before panning.
    renderFrame(view, image);
    scene->finishRendering();
    // SPINEL_BENCH_FRAMES: more frames, for a profiler to see them.
    const int frames = qEnvironmentVariableIntValue("SPINEL_BENCH_FRAMES") > 0 ? qEnvironmentVariableIntValue("SPINEL_BENCH_FRAMES")
                                                                              : context.quick() ? 1 : 20;
    context.note(Cli::tr("full view: zoom %1, servers %2").arg(view.zoom(), 0, 'g', 3)
                     .arg(scene->serversCollapsed() ? Cli::tr("as blocks") : Cli::tr("individually")));
    // Panning repaints with the items' pixmap caches; a zoom step redraws them. Both are timed.
    int step = 0;
    context.measure(Cli::tr("frame, full view, panning"), frames, 16, [&] {
        view.centerOnScenePos(view.viewCenterInScene() + QPointF((step++ % 2 ? 1 : -1) * 20 / view.zoom(), 0));
        renderFrame(view, image);
    });
    view.fitToDesign();
    context.measure(Cli::tr("frame, full view, after a zoom step"), frames, 16, [&] {
        if (step++ % 2) view.zoomIn();
        else view.zoomOut();
        renderFrame(view, image);
    });
    // Those frames showed the last image of the switch links, scaled; a worker draws them anew.
    scene->finishRendering();
    context.note(Cli::tr("switch links redrawn on a worker thread after a zoom step: %1 ms (the UI thread does not wait)")
                     .arg(scene->linkRenderMs(), 0, 'f', 1));
    view.fitToDesign();
    renderFrame(view, image);
    scene->finishRendering();
    if (qEnvironmentVariableIsSet("SPINEL_BENCH_IMAGES")) image.save(QStringLiteral("/tmp/bench-canvas-full.png"));

    // The same frame without the level of detail: what it saves.
    context.measure(Cli::tr("switch level of detail (both ways)"), context.quick() ? 1 : 10, 50, [&] {
        scene->setServersCollapsed(false);
        scene->setServersCollapsed(true);
    });
    scene->setServersCollapsed(false);
    context.measure(Cli::tr("frame, full view, every item drawn"), context.quick() ? 1 : 3, 0, [&] { renderFrame(view, image); });
    scene->setServersCollapsed(true);

    // Zoomed in: 100 % on the first scalable unit, where servers and labels are drawn.
    view.resetZoom();
    if (const DeviceItem *leaf = scene->deviceItem(QStringLiteral("su1-leaf-r4"))) view.centerOnScenePos(leaf->pos() + QPointF(0, 250));
    renderFrame(view, image);
    scene->finishRendering();
    context.note(Cli::tr("zoomed view: zoom %1, servers %2").arg(view.zoom(), 0, 'g', 3)
                     .arg(scene->serversCollapsed() ? Cli::tr("as blocks") : Cli::tr("individually")));
    context.measure(Cli::tr("frame, zoomed in (100 %)"), frames, 16, [&] { renderFrame(view, image); });
    if (qEnvironmentVariableIsSet("SPINEL_BENCH_IMAGES")) image.save(QStringLiteral("/tmp/bench-canvas-zoomed.png"));
    // Half way: several units as blocks with their counts.
    view.fitToDesign();
    while (view.zoom() < 0.12) view.zoomIn();
    renderFrame(view, image);
    scene->finishRendering();
    context.note(Cli::tr("middle view: zoom %1").arg(view.zoom(), 0, 'g', 3));
    context.measure(Cli::tr("frame, zoomed to a few units"), frames, 16, [&] { renderFrame(view, image); });
    if (qEnvironmentVariableIsSet("SPINEL_BENCH_IMAGES")) image.save(QStringLiteral("/tmp/bench-canvas-middle.png"));

    // A large edit: every device moves (auto-layout of a hand-placed design, or its undo), and
    // the scene follows device by device as it does the Document's signals.
    {
        const auto laidOut = TierLayout::compute(design);
        std::vector<Point> original;
        for (const Device &device : design.devices) original.push_back(device.position);
        bool toOriginal = false;
        context.measure(Cli::tr("move all 3,328 devices, scene following (auto-layout, undo)"), context.quick() ? 1 : 4, 0, [&] {
            for (std::size_t i = 0; i < design.devices.size(); ++i) {
                Device &device = design.devices[i];
                const auto target = laidOut.find(device.id);
                device.position = toOriginal ? original[i]
                                             : Point{target->second.x + 40, target->second.y};  // not where it is
                scene->deviceChanged(QString::fromStdString(device.id));
            }
            toOriginal = !toOriginal;
            QCoreApplication::processEvents();
        });
        for (std::size_t i = 0; i < design.devices.size(); ++i) {
            design.devices[i].position = original[i];
            scene->deviceChanged(QString::fromStdString(design.devices[i].id));
        }
    }

    // Opening: read the file, build the scene, fit, first frame (the main window adds its docks).
    context.measure(Cli::tr("open: load file + scene + fit + first frame"), context.quick() ? 1 : 3, 2000, [&] {
        Design loaded = loadDesignFile(fileName, catalog);
        design = std::move(loaded);
        scene->showDesign(design, catalog);
        view.fitToDesign();
        renderFrame(view, image);
        QCoreApplication::processEvents();
    });
    view.setFabricScene(nullptr);
    scene->clearDesign();
}

const BenchRegistration registration({"canvas",
                                      QT_TRANSLATE_NOOP("Cli", "Canvas scene build, frame paint and open time on the 16,384-GPU design."),
                                      60, &runCanvasBench});

} // namespace
} // namespace spinel::cli
