// spinel-cli bench timing: the collective model on the 16,384-GPU rail-optimized design. Goal: all
// seven collectives x 32 sizes plus the GPU-count sweep in under 5 ms, so the GUI can redo it on
// every edit.
#include "cli/bench.h"
#include "cli/cliutil.h"

#include "generate/generators.h"
#include "timing/sweeps.h"

namespace spinel::cli {
namespace {

using namespace spinel::timing;

// Everything the GUI shows: every op over every size, and every op over the GPU counts at 1 GiB.
double evaluateAll(const FabricProfile &profile)
{
    double checksum = 0;
    const std::vector<int> counts = scalingGpuCounts(profile);
    for (CollectiveOp op : kAllCollectiveOps) {
        CollectiveRequest request;
        request.op = op;
        for (const auto &r : sweepSizes(profile, request)) checksum += r.timeUs;
        request.bytes = 1024.0 * 1024 * 1024;
        for (const auto &r : sweepGpus(profile, request, counts)) checksum += r.timeUs;
    }
    return checksum;
}

void runTimingBench(BenchContext &context)
{
    const Catalog &catalog = builtinCatalog();
    const std::optional<Design> generated = benchDesign16k(context);
    if (!generated) return;
    const Design &design = *generated;
    FabricProfile profile = buildFabricProfile(design, catalog);
    const std::size_t evaluations = std::size(kAllCollectiveOps) * (standardSizesBytes().size() + scalingGpuCounts(profile).size());
    context.note(Cli::tr("design: %1 GPUs, %2 servers, %3 switches, %4 links; %5 evaluations per pass")
                     .arg(profile.totalGpus)
                     .arg(profile.servers.size())
                     .arg(profile.switches.size())
                     .arg(design.links.size())
                     .arg(evaluations));
    context.measure(Cli::tr("build fabric profile (16,384 GPUs)"), 20, 0, [&] { profile = buildFabricProfile(design, catalog); });
    volatile double sink = 0;
    context.measure(Cli::tr("7 ops x 32 sizes + GPU-count sweep"), 50, 5.0, [&] { sink = sink + evaluateAll(profile); });
    context.measure(Cli::tr("profile + 7 ops x 32 sizes + GPU sweep"), 20, 0, [&] {
        const FabricProfile fresh = buildFabricProfile(design, catalog);
        sink = sink + evaluateAll(fresh);
    });
}

const BenchRegistration registeredTimingBench(
    {"timing", QT_TRANSLATE_NOOP("Cli", "Collective timing on the 16,384-GPU rail-optimized design."), 40, &runTimingBench});

} // namespace
} // namespace spinel::cli
