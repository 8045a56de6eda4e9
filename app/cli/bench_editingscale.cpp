// Bench section "editing-scale": the main window on 1,800 GB300 NVL72 racks (129,600 GPUs,
// ~37,000 devices, ~290,000 links), as a user meets it: open the file (load, canvas, first
// event-loop turn), small edits (a rack's NVLink partition, deleting one tray, undo, redo) and
// closing the window. An edit counts the command plus its event-loop turn; the workers' results
// arrive later, so the longest event-loop turn until they are all in is measured too: that is a
// stall the user feels as well; so is an edit made while a worker copies the design. Goals
// (issue 13): open ≤ 3 s, every UI-thread stall ≤ 50 ms, exit ≤ 0.5 s.
#include "cli/bench.h"
#include "cli/cliutil.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QThread>
#include <QUndoStack>

#include <algorithm>
#include <fstream>
#include <memory>

#include "canvas/fabricscene.h"
#include "document/analysisrunner.h"
#include "document/document.h"
#include "document/plotupdater.h"
#include "generate/generators.h"
#include "io/designformat.h"
#include "mainwindow/analysiscontroller.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plotdocks.h"

namespace spinel::cli {
namespace {

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// Runs `step` and the event-loop turn after it, in ms.
template <typename Step>
double timed(Step step)
{
    QElapsedTimer timer;
    timer.start();
    step();
    QCoreApplication::processEvents();
    return msSince(timer);
}

// Turns the event loop until the checks and the plots are current (or `timeoutMs`); returns the
// longest single turn, in ms: what the user would feel as a stall after the edit.
double longestTurnUntilIdle(MainWindow &window, int timeoutMs = 60000)
{
    AnalysisRunner *runner = window.analysis()->runner();
    PlotUpdater *plots = window.plotDocks()->updater();
    QElapsedTimer total;
    total.start();
    double longest = 0;
    while ((runner->isBusy() || plots->isStale()) && total.elapsed() < timeoutMs) {
        QElapsedTimer turn;
        turn.start();
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        longest = std::max(longest, msSince(turn));
        QThread::msleep(1);
    }
    // And whatever the results caused (findings list, badges, plot redraws).
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer turn;
        turn.start();
        QCoreApplication::processEvents();
        longest = std::max(longest, msSince(turn));
    }
    return longest;
}

void runEditingScaleBench(BenchContext &context)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance())) {
        context.note(Cli::tr("editing-scale: needs a QApplication (bench is a drawing command); skipped"));
        return;
    }
    const Catalog &catalog = builtinCatalog();
    // --quick: 100 racks, so a smoke test takes seconds; the figures then are not the goal's.
    const std::string racks = context.quick() ? "100" : "1800";
    Design generated;
    try {
        generated = generateFabric("nvl72", {{"racks", racks}, {"rack", "gb300-nvl72"}}, catalog);
    } catch (const std::exception &error) {
        context.note(Cli::tr("editing-scale: cannot generate the design: %1").arg(QString::fromUtf8(error.what())));
        return;
    }
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("racks.spinel"));
    {
        std::ofstream file(fileName.toStdString(), std::ios::binary);
        file << writeDesign(generated);
    }
    context.note(Cli::tr("%L1 racks: %L2 devices, %L3 links, %L4 domains")
                     .arg(QString::fromStdString(racks))
                     .arg(generated.devices.size())
                     .arg(generated.links.size())
                     .arg(generated.domains.size()));
    // The rack edited: one in the middle, and its first tray.
    const ScaleUpDomain rack = generated.domains[generated.domains.size() / 2];
    const QString rackId = QString::fromStdString(rack.id);
    const QString trayId = QString::fromStdString(rack.members.front());
    generated = Design{};

    const int runs = context.quick() ? 1 : 3;
    std::vector<double> open, openSettled, exitMs, sceneTeardownMs;
    std::vector<double> partition, partitionStall, remove, removeStall, undo, undoStall, redo, redoStall, duringCopy,
        copyOnUiThread;
    for (int run = 0; run < runs; ++run) {
        auto window = std::make_unique<MainWindow>();
        window->setAttribute(Qt::WA_DontShowOnScreen);
        window->resize(1600, 1000);
        window->show();
        QCoreApplication::processEvents();
        Document *document = window->document();
        CanvasEditor *editor = window->editor();

        QString error;
        open.push_back(timed([&] {
            if (!document->load(fileName, &error)) context.note(Cli::tr("editing-scale: %1").arg(error));
        }));
        openSettled.push_back(longestTurnUntilIdle(*window));

        // For comparison: one copy of the design on the UI thread, which the plots, the explain
        // panel and autosave each made when they started, before they shared snapshots.
        copyOnUiThread.push_back(timed([&] { const Design copy = document->design(); }));

        // Alternating 36 and 8 GPUs per partition: every run really changes it.
        partition.push_back(timed([&] { editor->setDomainPartition(rackId, run % 2 ? 8 : 36); }));
        partitionStall.push_back(longestTurnUntilIdle(*window));

        window->scene()->selectOnly({trayId}, {});
        QCoreApplication::processEvents();
        const std::size_t linksBefore = document->design().links.size();
        remove.push_back(timed([&] { editor->deleteSelection(); }));
        removeStall.push_back(longestTurnUntilIdle(*window));
        if (document->design().links.size() >= linksBefore) context.note(Cli::tr("editing-scale: the tray was not deleted"));
        undo.push_back(timed([&] { document->undoStack()->undo(); }));
        undoStall.push_back(longestTurnUntilIdle(*window));
        redo.push_back(timed([&] { document->undoStack()->redo(); }));
        redoStall.push_back(longestTurnUntilIdle(*window));

        // An edit just after a worker began copying the design (~100 ms at this size): the copy
        // gives way, so the edit waits a slice of it at most (DesignSnapshots).
        bool started = false;
        const QMetaObject::Connection connection = QObject::connect(window->analysis()->runner(), &AnalysisRunner::runStarted,
                                                                    [&started] { started = true; });
        editor->setDomainPartition(rackId, run % 2 ? 36 : 8);
        while (!started) QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        QObject::disconnect(connection);
        QThread::msleep(5); // the worker is inside the copy now
        duringCopy.push_back(timed([&] { document->undoStack()->undo(); }));
        longestTurnUntilIdle(*window);

        // Closing: the document is clean again after undoing everything, so no question is asked.
        while (document->undoStack()->canUndo()) document->undoStack()->undo();
        QCoreApplication::processEvents();
        window->analysis()->runner()->waitUntilIdle(60000);
        // As main() leaves: the canvas's scene is left to the operating system, and deleted
        // here only after the clock stops (its item-by-item teardown is reported on its own).
        QElapsedTimer timer;
        timer.start();
        std::unique_ptr<FabricScene> scene = window->releaseSceneForExit();
        window.reset();
        QCoreApplication::processEvents();
        exitMs.push_back(msSince(timer));
        timer.restart();
        scene.reset();
        sceneTeardownMs.push_back(msSince(timer));
    }
    context.record(Cli::tr("open: load + canvas + first event-loop turn"), open, 3000);
    context.record(Cli::tr("open: longest event-loop turn until the checks and plots are in"), openSettled, 50);
    context.record(Cli::tr("set a rack's NVLink partition"), partition, 50);
    context.record(Cli::tr("  then the longest event-loop turn until results are in"), partitionStall, 50);
    context.record(Cli::tr("delete one tray"), remove, 50);
    context.record(Cli::tr("  then the longest event-loop turn until results are in"), removeStall, 50);
    context.record(Cli::tr("undo the delete"), undo, 50);
    context.record(Cli::tr("  then the longest event-loop turn until results are in"), undoStall, 50);
    context.record(Cli::tr("redo the delete"), redo, 50);
    context.record(Cli::tr("  then the longest event-loop turn until results are in"), redoStall, 50);
    context.record(Cli::tr("undo while a worker copies the design"), duringCopy, 50);
    context.record(Cli::tr("close the window (exit)"), exitMs, 500);
    context.record(Cli::tr("(for comparison) delete the canvas's items one by one"), sceneTeardownMs, 0);
    context.record(Cli::tr("(for comparison) copy the design on the UI thread"), copyOnUiThread, 0);
}

const BenchRegistration registration(
    {"editing-scale", QT_TRANSLATE_NOOP("Cli", "Open, small edits and exit in the main window on 1,800 GB300 NVL72 racks."), 66,
     &runEditingScaleBench});

} // namespace
} // namespace spinel::cli
