// Bench section "animation": the collective animation. Times building the schedule (a worker does
// it in the app) and one animation frame as the canvas view paints it (advance the overlay, render
// the viewport at 1600 × 1000) on the 4-server example and on the 16,384-GPU design, as the app
// plays it (the canvas cached by AnimationFrameCache, the next step drawn ahead on a worker) and
// without the cache for comparison. Goals: a frame under 16 ms (60 fps) on the example, no frame
// over 50 ms on 16,384 GPUs; the slowest frame (a step change) is printed with the median.
#include "cli/bench.h"
#include "cli/cliutil.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <memory>

#include "animation/animationframecache.h"
#include "animation/collectiveoverlayitem.h"
#include "canvas/canvasview.h"
#include "canvas/fabricscene.h"
#include "io/designformat.h"
#include "timing/collectiveschedule.h"

namespace spinel::cli {
namespace {

// The ring all-reduce schedule the animation plays, timed; false (noted) when there is none.
bool benchSchedule(BenchContext &context, const QString &label, const Design &design, timing::CollectiveSchedule &schedule)
{
    timing::CollectiveRequest request;
    request.op = timing::CollectiveOp::AllReduce;
    request.bytes = 1 << 30;
    request.algorithm = timing::Algorithm::Ring;
    context.measure(Cli::tr("schedule, ring all-reduce 1 GiB, %1").arg(label), context.quick() ? 1 : 5, 0,
                    [&] { schedule = timing::buildCollectiveSchedule(design, builtinCatalog(), request); });
    if (!schedule.ok) {
        context.note(Cli::tr("%1: no schedule: %2").arg(label, QString::fromStdString(schedule.error)));
        return false;
    }
    std::size_t transfers = 0;
    for (const auto &step : schedule.steps) transfers += step.transfers.size();
    context.note(Cli::tr("%1: %L2 steps shown for %L3, %L4 transfers")
                     .arg(label)
                     .arg(schedule.steps.size())
                     .arg(schedule.logicalSteps)
                     .arg(transfers));
    return true;
}

// The design on a canvas with the schedule's overlay, fitted in a 1600 x 1000 view, and a clock
// that moves the overlay one frame on.
struct AnimationRig {
    AnimationRig(const Design &design, const timing::CollectiveSchedule &played)
        : schedule(played)
        , scene(std::make_unique<FabricScene>())
        , image(1600, 1000, QImage::Format_ARGB32_Premultiplied)
    {
        const Catalog &catalog = builtinCatalog();
        scene->showDesign(design, catalog);
        QCoreApplication::processEvents();
        overlay = new CollectiveOverlayItem;
        scene->addItem(overlay);
        overlay->setSchedule(&played, design, catalog, *scene);
        view.setFabricScene(scene.get());
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.resize(1600, 1000);
        view.show();
        QCoreApplication::processEvents();
        view.fitToDesign();
        view.viewport()->render(&image);
        scene->finishRendering();
    }
    ~AnimationRig()
    {
        scene->removeItem(overlay);
        delete overlay;
    }

    // A 60 fps clock at 4x the dock's 1x pace (0.75 s a step): a new step every 12 frames, so the
    // slowest frames (a step's links drawn anew) are among those timed.
    static constexpr int kFramesPerStep = 12;
    void advance()
    {
        const int step = (frame / kFramesPerStep) % int(schedule.steps.size());
        overlay->setMoment(step, (frame % kFramesPerStep) / double(kFramesPerStep));
        ++frame;
    }
    void render() { view.viewport()->render(&image); }

    const timing::CollectiveSchedule &schedule;
    std::unique_ptr<FabricScene> scene;
    CollectiveOverlayItem *overlay = nullptr;
    CanvasView view;
    QImage image;
    int frame = 0;
};

// As the app plays: the canvas rendered once, each frame blits it and draws the chunks.
void benchCachedFrames(BenchContext &context, const QString &label, AnimationRig &rig, int frames, double frameGoalMs, int devices)
{
    AnimationFrameCache cache(&rig.view, rig.overlay);
    cache.setActive(true);
    context.measure(Cli::tr("frame cache rebuilt (after a zoom, scroll or resize), %1").arg(label), frames / 6 + 1, 0,
                    [&] { cache.rebuild(); });
    rig.frame = 0;
    const BenchResult &played = context.measure(Cli::tr("animation frame, %1").arg(label), frames, frameGoalMs, [&] {
        rig.advance();
        rig.render();
    });
    // The goal holds for every frame, the step changes too, not only the median.
    context.note(Cli::tr("%1: slowest frame %2 ms: %3")
                     .arg(label)
                     .arg(played.maxMs, 0, 'f', 1)
                     .arg(played.maxMs < frameGoalMs ? Cli::tr("under the goal") : Cli::tr("OVER the goal")));
    if (!cache.isValid()) context.note(Cli::tr("%1: the frame cache was not used").arg(label));
    context.note(Cli::tr("%1: %2 of %3 step changes drawn ahead on a worker")
                     .arg(label)
                     .arg(cache.stepsDrawnAhead())
                     .arg((rig.frame - 1) / AnimationRig::kFramesPerStep));
    if (qEnvironmentVariableIsSet("SPINEL_BENCH_IMAGES"))
        rig.image.save(QStringLiteral("/tmp/bench-animation-cached-%1.png").arg(devices));
    cache.setActive(false);
}

// The overlay alone, as the view paints it over the cached canvas items: what the animation adds.
void benchOverlayPaint(BenchContext &context, const QString &label, AnimationRig &rig, int frames)
{
    QImage overlayImage(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    QStyleOptionGraphicsItem option;
    option.exposedRect = rig.view.mapToScene(rig.view.viewport()->rect()).boundingRect();
    rig.frame = 0;
    context.measure(Cli::tr("animation overlay paint only, %1").arg(label), frames, 0, [&] {
        rig.advance();
        overlayImage.fill(Qt::transparent);
        QPainter painter(&overlayImage);
        painter.setTransform(rig.view.viewportTransform());
        rig.overlay->paint(&painter, &option, nullptr);
    });
}

void benchOne(BenchContext &context, const QString &label, const Design &design, double frameGoalMs)
{
    timing::CollectiveSchedule schedule;
    if (!benchSchedule(context, label, design, schedule)) return;
    AnimationRig rig(design, schedule);
    const int frames = context.quick() ? 2 : 96;
    // The same view without the overlay moving: what the canvas alone costs per repaint.
    rig.overlay->setVisible(false);
    context.measure(Cli::tr("canvas frame without the animation, %1").arg(label), frames / 2 + 1, 0, [&] { rig.render(); });
    rig.overlay->setVisible(true);
    context.measure(Cli::tr("animation frame without the frame cache, %1").arg(label), frames, 0, [&] {
        rig.advance();
        rig.render();
    });
    benchCachedFrames(context, label, rig, frames, frameGoalMs, int(design.devices.size()));
    benchOverlayPaint(context, label, rig, frames);
    if (qEnvironmentVariableIsSet("SPINEL_BENCH_IMAGES"))
        rig.image.save(QStringLiteral("/tmp/bench-animation-%1.png").arg(int(design.devices.size())));
}

void runAnimationBench(BenchContext &context)
{
    if (!benchCanDraw(context, "animation")) return;
    QFile file(QStringLiteral(":/examples/leaf-spine-4x-h100.spinel"));
    if (file.open(QIODevice::ReadOnly)) {
        const Design example = readDesign(file.readAll().toStdString(), builtinCatalog(), "leaf-spine-4x-h100.spinel");
        benchOne(context, Cli::tr("4-server example"), example, 16);
    }
    if (std::optional<Design> large = benchDesign16k(context)) benchOne(context, Cli::tr("16,384 GPUs"), *large, 50);
}

const BenchRegistration registeredAnimationBench(
    {"animation", QT_TRANSLATE_NOOP("Cli", "Collective schedule and animation frame times (example, 16,384 GPUs)."), 65,
     &runAnimationBench});

} // namespace
} // namespace spinel::cli
