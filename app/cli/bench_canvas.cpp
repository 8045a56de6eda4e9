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

// The section's steps in order, sharing the design, its file, the scene, the view and the image.
class CanvasBench {
public:
    CanvasBench(BenchContext &context, Design design)
        : m_context(context)
        , m_design(std::move(design))
    { }

    void writeFile();
    void buildScene();
    void showView();
    void fullViewFrames();
    void levelOfDetail();
    void zoomedFrames();
    void moveAllDevices();
    void open();

private:
    void saveImage(const char *name) const
    {
        if (qEnvironmentVariableIsSet("SPINEL_BENCH_IMAGES"))
            m_image.save(QStringLiteral("/tmp/bench-canvas-%1.png").arg(QLatin1String(name)));
    }
    // The first frame at a new zoom, and the worker's drawing of the links.
    void settle()
    {
        renderFrame(*m_view, m_image);
        m_scene->finishRendering();
    }
    QString serversShown() const { return m_scene->serversCollapsed() ? Cli::tr("as blocks") : Cli::tr("individually"); }

    BenchContext &m_context;
    const Catalog &m_catalog = builtinCatalog();
    Design m_design; // mutable: the open measurement reloads into it
    QTemporaryDir m_dir;
    std::string m_fileName;
    std::unique_ptr<FabricScene> m_scene = std::make_unique<FabricScene>();
    std::unique_ptr<CanvasView> m_view; // destroyed before the scene it shows
    QImage m_image{kWidth, kHeight, QImage::Format_ARGB32_Premultiplied};
    // SPINEL_BENCH_FRAMES: more frames, for a profiler to see them.
    const int m_frames = qEnvironmentVariableIntValue("SPINEL_BENCH_FRAMES") > 0
                             ? qEnvironmentVariableIntValue("SPINEL_BENCH_FRAMES")
                         : m_context.quick() ? 1
                                             : 20;
    int m_step = 0;
};

void CanvasBench::writeFile()
{
    m_fileName = m_dir.filePath(QStringLiteral("16k.spinel")).toStdString();
    std::ofstream file(m_fileName, std::ios::binary);
    file << writeDesign(m_design);
}

void CanvasBench::buildScene()
{
    m_context.measure(Cli::tr("scene build, 16,384 GPUs (showDesign)"), m_context.quick() ? 1 : 5, 500, [&] {
        m_scene->showDesign(m_design, m_catalog);
        QCoreApplication::processEvents();
    });
    QElapsedTimer timer;
    m_scene->clearDesign();
    timer.start();
    m_scene->showDesign(m_design, m_catalog);
    const double buildMs = double(timer.nsecsElapsed()) / 1e6;
    timer.start();
    // The scene polishes new items on the next event-loop turn, as in the app; clearing
    // unpolished items is quadratic in Qt (each removal searches the pending list).
    QCoreApplication::processEvents();
    const double polishMs = double(timer.nsecsElapsed()) / 1e6;
    timer.start();
    m_scene->clearDesign();
    m_context.note(Cli::tr("build into an empty scene %1 ms, first event-loop turn %2 ms, clear %3 ms")
                       .arg(buildMs, 0, 'f', 1)
                       .arg(polishMs, 0, 'f', 1)
                       .arg(double(timer.nsecsElapsed()) / 1e6, 0, 'f', 1));
    m_scene->showDesign(m_design, m_catalog);
    m_context.note(Cli::tr("%L1 devices, %L2 links, %L3 server blocks")
                       .arg(m_scene->deviceItems().size())
                       .arg(m_scene->linkItems().size())
                       .arg(m_scene->serverBlocks().size()));
}

void CanvasBench::showView()
{
    m_view = std::make_unique<CanvasView>();
    m_view->setFabricScene(m_scene.get());
    // Laid out as on screen (the viewport gets its size), without mapping a window.
    m_view->setAttribute(Qt::WA_DontShowOnScreen);
    m_view->resize(kWidth, kHeight);
    m_view->show();
    QCoreApplication::processEvents();
    m_view->fitToDesign();
    settle(); // before panning
}

void CanvasBench::fullViewFrames()
{
    CanvasView &view = *m_view;
    m_context.note(Cli::tr("full view: zoom %1, servers %2").arg(view.zoom(), 0, 'g', 3).arg(serversShown()));
    // Panning repaints with the items' pixmap caches; a zoom step redraws them. Both are timed.
    m_context.measure(Cli::tr("frame, full view, panning"), m_frames, 16, [&] {
        view.centerOnScenePos(view.viewCenterInScene() + QPointF((m_step++ % 2 ? 1 : -1) * 20 / view.zoom(), 0));
        renderFrame(view, m_image);
    });
    view.fitToDesign();
    m_context.measure(Cli::tr("frame, full view, after a zoom step"), m_frames, 16, [&] {
        if (m_step++ % 2) view.zoomIn();
        else view.zoomOut();
        renderFrame(view, m_image);
    });
    // Those frames showed the last image of the switch links, scaled; a worker draws them anew.
    m_scene->finishRendering();
    m_context.note(Cli::tr("switch links redrawn on a worker thread after a zoom step: %1 ms (the UI thread does not wait)")
                       .arg(m_scene->linkRenderMs(), 0, 'f', 1));
    view.fitToDesign();
    settle();
    saveImage("full");
}

// The same frame without the level of detail: what it saves.
void CanvasBench::levelOfDetail()
{
    m_context.measure(Cli::tr("switch level of detail (both ways)"), m_context.quick() ? 1 : 10, 50, [&] {
        m_scene->setServersCollapsed(false);
        m_scene->setServersCollapsed(true);
    });
    // Further out, one item draws every switch as a box; crossing that zoom flags each switch.
    m_context.measure(Cli::tr("switch to the switches drawn as boxes (both ways)"), m_context.quick() ? 1 : 10, 50, [&] {
        m_scene->setSwitchesBoxed(false);
        m_scene->setSwitchesBoxed(true);
    });
    m_scene->setSwitchesBoxed(false);
    m_scene->setServersCollapsed(false);
    m_context.measure(Cli::tr("frame, full view, every item drawn"), m_context.quick() ? 1 : 3, 0,
                      [&] { renderFrame(*m_view, m_image); });
    m_scene->setServersCollapsed(true);
    m_scene->setSwitchesBoxed(true);
}

void CanvasBench::zoomedFrames()
{
    CanvasView &view = *m_view;
    // Zoomed in: 100 % on the first scalable unit, where servers and labels are drawn.
    view.resetZoom();
    if (const DeviceItem *leaf = m_scene->deviceItem(QStringLiteral("su1-leaf-r4")))
        view.centerOnScenePos(leaf->pos() + QPointF(0, 250));
    settle();
    m_context.note(Cli::tr("zoomed view: zoom %1, servers %2").arg(view.zoom(), 0, 'g', 3).arg(serversShown()));
    m_context.measure(Cli::tr("frame, zoomed in (100 %)"), m_frames, 16, [&] { renderFrame(view, m_image); });
    saveImage("zoomed");
    // Half way: several units as blocks with their counts.
    view.fitToDesign();
    while (view.zoom() < 0.12) view.zoomIn();
    settle();
    m_context.note(Cli::tr("middle view: zoom %1").arg(view.zoom(), 0, 'g', 3));
    m_context.measure(Cli::tr("frame, zoomed to a few units"), m_frames, 16, [&] { renderFrame(view, m_image); });
    saveImage("middle");
}

// A large edit: every device moves (auto-layout of a hand-placed design, or its undo), and the
// scene follows device by device as it does the Document's signals.
void CanvasBench::moveAllDevices()
{
    const auto laidOut = TierLayout::compute(m_design);
    std::vector<Point> original;
    for (const Device &device : m_design.devices) original.push_back(device.position);
    bool toOriginal = false;
    m_context.measure(Cli::tr("move all 3,328 devices, scene following (auto-layout, undo)"), m_context.quick() ? 1 : 4, 0, [&] {
        for (std::size_t i = 0; i < m_design.devices.size(); ++i) {
            Device &device = m_design.devices[i];
            const auto target = laidOut.find(device.id);
            device.position = toOriginal ? original[i] : Point{target->second.x + 40, target->second.y}; // not where it is
            m_scene->deviceChanged(QString::fromStdString(device.id));
        }
        toOriginal = !toOriginal;
        QCoreApplication::processEvents();
    });
    for (std::size_t i = 0; i < m_design.devices.size(); ++i) {
        m_design.devices[i].position = original[i];
        m_scene->deviceChanged(QString::fromStdString(m_design.devices[i].id));
    }
}

// Opening: read the file, build the scene, fit, first frame (the main window adds its docks).
void CanvasBench::open()
{
    m_context.measure(Cli::tr("open: load file + scene + fit + first frame"), m_context.quick() ? 1 : 3, 2000, [&] {
        Design loaded = loadDesignFile(m_fileName, m_catalog);
        m_design = std::move(loaded);
        m_scene->showDesign(m_design, m_catalog);
        m_view->fitToDesign();
        renderFrame(*m_view, m_image);
        QCoreApplication::processEvents();
    });
    m_view->setFabricScene(nullptr);
    m_scene->clearDesign();
}

void runCanvasBench(BenchContext &context)
{
    if (!benchCanDraw(context, "canvas")) return;
    std::optional<Design> generated = benchDesign16k(context);
    if (!generated) return;
    CanvasBench bench(context, std::move(*generated));
    bench.writeFile();
    bench.buildScene();
    bench.showView();
    bench.fullViewFrames();
    bench.levelOfDetail();
    bench.zoomedFrames();
    bench.moveAllDevices();
    bench.open();
}

const BenchRegistration registeredCanvasBench(
    {"canvas", QT_TRANSLATE_NOOP("Cli", "Canvas scene build, frame paint and open time on the 16,384-GPU design."), 60,
     &runCanvasBench});

} // namespace
} // namespace spinel::cli
