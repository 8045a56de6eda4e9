// Bench section "editing": bulk edits in the main window on the 16,384-GPU design, as a user
// makes them: select all, delete, undo, redo, each followed by the event-loop turn that updates
// the docks, counts and canvas. Issue 12: select-all + delete froze the window for 11 minutes
// when every removed object was its own signal. Goal per step (issue 13): the UI rule, ~50 ms
// for every event-loop turn, including those that bring the canvas up to date afterwards.
#include "cli/bench.h"
#include "cli/cliutil.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QUndoStack>

#include <algorithm>
#include <memory>

#include "canvas/fabricscene.h"
#include "commands/autolayout.h"
#include "commands/movedevices.h"
#include "document/document.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/mainwindow.h"

namespace spinel::cli {
namespace {

// A step as the user feels it: the command with its event-loop turn, then the turns that bring
// the canvas up to date (a large edit reaches it in slices). The UI rule is about the longest
// single turn; the total is how long until the canvas shows the result.
struct StepTimes {
    double first = 0;   // the command and the turn after it
    double longest = 0; // the longest turn, the first included
    double total = 0;   // until the canvas is done
};

template <typename Step>
StepTimes timed(FabricScene &scene, Step step)
{
    StepTimes times;
    QElapsedTimer total;
    total.start();
    step();
    QCoreApplication::processEvents();
    times.first = times.longest = msSince(total);
    while (scene.hasPendingEdits()) {
        QElapsedTimer turn;
        turn.start();
        QCoreApplication::processEvents();
        times.longest = std::max(times.longest, msSince(turn));
    }
    // And what the finished edit set off (selection listeners, block refresh).
    QElapsedTimer turn;
    turn.start();
    QCoreApplication::processEvents();
    times.longest = std::max(times.longest, msSince(turn));
    times.total = msSince(total);
    return times;
}

void record(BenchContext &context, const QString &name, const std::vector<StepTimes> &steps)
{
    std::vector<double> first, longest, total;
    for (const StepTimes &step : steps) {
        first.push_back(step.first);
        longest.push_back(step.longest);
        total.push_back(step.total);
    }
    context.record(name, first, 50);
    context.record(Cli::tr("%1: longest turn until the canvas is done").arg(name), longest, 50);
    context.record(Cli::tr("%1: until the canvas is done (slices, progress)").arg(name), total, 0);
}

void runEditingBench(BenchContext &context)
{
    if (!benchCanDraw(context, "editing")) return;
    std::optional<Design> generated = benchDesign16k(context);
    if (!generated) return;
    const std::size_t deviceCount = generated->devices.size();
    const std::size_t linkCount = generated->links.size();

    auto window = std::make_unique<MainWindow>();
    window->setAttribute(Qt::WA_DontShowOnScreen);
    window->document()->newDesignFrom(std::move(*generated));
    QCoreApplication::processEvents();
    Document *document = window->document();
    CanvasEditor *editor = window->editor();

    const int runs = context.quick() ? 1 : 3;
    // Each run deletes everything and restores it, so the runs start from the same design.
    std::vector<StepTimes> select, remove, undo, redo;
    FabricScene &scene = *window->scene();
    for (int run = 0; run < runs; ++run) {
        select.push_back(timed(scene, [&] { editor->selectAll(); }));
        remove.push_back(timed(scene, [&] { editor->deleteSelection(); }));
        if (!document->design().devices.empty() || !scene.deviceItems().isEmpty())
            context.note(Cli::tr("editing: delete left devices behind"));
        undo.push_back(timed(scene, [&] { document->undoStack()->undo(); }));
        if (scene.linkItems().size() != qsizetype(linkCount)) context.note(Cli::tr("editing: undo did not restore the canvas"));
        // Undo selects what it brought back, the way the delete found it (all of it).
        if (scene.selectionCount() != qsizetype(deviceCount + linkCount))
            context.note(Cli::tr("editing: undo did not select what it restored"));
        redo.push_back(timed(scene, [&] { document->undoStack()->redo(); }));
        timed(scene, [&] { document->undoStack()->undo(); });
    }
    if (document->design().devices.size() != deviceCount || document->design().links.size() != linkCount)
        context.note(Cli::tr("editing: undo did not restore the design"));
    // Auto-Layout by tier after every device was moved aside: each of them moves back.
    std::vector<StepTimes> layout, layoutUndo;
    for (int run = 0; run < runs; ++run) {
        std::vector<std::pair<std::string, Point>> aside;
        for (const Device &device : document->design().devices)
            aside.emplace_back(device.id, Point{device.position.x + 500, device.position.y + 300});
        timed(scene, [&] { document->undoStack()->push(new MoveDevices(document, aside)); });
        layout.push_back(timed(scene, [&] { document->undoStack()->push(new AutoLayout(document)); }));
        layoutUndo.push_back(timed(scene, [&] { document->undoStack()->undo(); }));
        timed(scene, [&] { document->undoStack()->undo(); });
    }
    context.note(Cli::tr("%L1 devices, %L2 links").arg(deviceCount).arg(linkCount));
    record(context, Cli::tr("select all"), select);
    record(context, Cli::tr("delete everything (one undo command)"), remove);
    record(context, Cli::tr("undo the delete"), undo);
    record(context, Cli::tr("redo the delete"), redo);
    record(context, Cli::tr("Auto-Layout by tier (every device moves)"), layout);
    record(context, Cli::tr("undo the Auto-Layout"), layoutUndo);
}

const BenchRegistration registeredEditingBench(
    {"editing", QT_TRANSLATE_NOOP("Cli", "Select all, delete, undo and redo in the main window on the 16,384-GPU design."), 65,
     &runEditingBench});

} // namespace
} // namespace spinel::cli
