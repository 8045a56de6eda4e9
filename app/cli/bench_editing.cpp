// Bench section "editing": bulk edits in the main window on the 16,384-GPU design, as a user
// makes them: select all, delete, undo, redo, each followed by the event-loop turn that updates
// the docks, counts and canvas. Issue 12: select-all + delete froze the window for 11 minutes
// when every removed object was its own signal. Goal per step: the UI rule, ~50 ms.
#include "cli/bench.h"
#include "cli/cliutil.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QUndoStack>

#include <memory>

#include "canvas/fabricscene.h"
#include "document/document.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/mainwindow.h"

namespace spinel::cli {
namespace {

// Runs `step` and the event-loop turn after it (deferred listeners), in ms.
template <typename Step>
double timed(Step step)
{
    QElapsedTimer timer;
    timer.start();
    step();
    QCoreApplication::processEvents();
    return double(timer.nsecsElapsed()) / 1e6;
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
    std::vector<double> select, remove, undo, redo;
    for (int run = 0; run < runs; ++run) {
        select.push_back(timed([&] { editor->selectAll(); }));
        remove.push_back(timed([&] { editor->deleteSelection(); }));
        if (!document->design().devices.empty()) context.note(Cli::tr("editing: delete left devices behind"));
        undo.push_back(timed([&] { document->undoStack()->undo(); }));
        redo.push_back(timed([&] { document->undoStack()->redo(); }));
        timed([&] { document->undoStack()->undo(); });
    }
    if (document->design().devices.size() != deviceCount || document->design().links.size() != linkCount)
        context.note(Cli::tr("editing: undo did not restore the design"));
    context.note(Cli::tr("%L1 devices, %L2 links").arg(deviceCount).arg(linkCount));
    context.record(Cli::tr("select all"), select, 50);
    context.record(Cli::tr("delete everything (one undo command)"), remove, 50);
    context.record(Cli::tr("undo the delete"), undo, 50);
    context.record(Cli::tr("redo the delete"), redo, 50);
}

const BenchRegistration registration(
    {"editing", QT_TRANSLATE_NOOP("Cli", "Select all, delete, undo and redo in the main window on the 16,384-GPU design."), 65,
     &runEditingBench});

} // namespace
} // namespace spinel::cli
