// Bench section "plots": what the GUI recomputes after every edit to keep the plot docks live
// (bus bandwidth sweeps, scaling curve, both bills of materials, key figures) on the 16,384-GPU
// rail-optimized design. Goal: well inside the 100 ms from an edit to redrawn plots.
#include "cli/bench.h"
#include "cli/cliutil.h"

#include "generate/generators.h"
#include "figures/designfigures.h"

namespace spinel::cli {
namespace {

void runPlotsBench(BenchContext &context)
{
    const Catalog &catalog = builtinCatalog();
    const std::optional<Design> generated = benchDesign16k(context);
    if (!generated) return;
    const Design &design = *generated;
    Design copy;
    // The GUI copies the design on the UI thread before handing it to the worker.
    context.measure(Cli::tr("copy the 16,384-GPU design (UI thread)"), 20, 10, [&] { copy = design; });
    volatile int sink = 0;
    context.measure(Cli::tr("plot figures: sweeps, scaling, BOMs (worker)"), context.quick() ? 3 : 20, 60,
                    [&] { sink = sink + computeDesignFigures(design, catalog).gpus; });
}

const BenchRegistration registeredPlotsBench({"plots", QT_TRANSLATE_NOOP("Cli", "Live plot figures on the 16,384-GPU design."),
                                              50, &runPlotsBench});

} // namespace
} // namespace spinel::cli
