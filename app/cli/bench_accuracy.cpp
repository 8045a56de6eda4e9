// spinel-cli bench accuracy: every published nccl-tests row of resources/measurements.json run on a
// design the generators make for it, with the prediction, the error and the algorithm chosen next to
// the one measured; then the share within tolerance and the geometric-mean error.
#include "cli/bench.h"
#include "cli/cliutil.h"

#include "validation/accuracy.h"

namespace spinel::cli {
namespace {

void runAccuracyBench(BenchContext &context)
{
    const Catalog &catalog = builtinCatalog();
    std::vector<AccuracyResult> results;
    context.measure(Cli::tr("predict every measured row (%1 rows)").arg(builtinMeasurements().size()), 5, 0,
                    [&] { results = predictMeasurements(builtinMeasurements(), catalog); });
    out() << QString::fromStdString(accuracyTable(results));
    out().flush();
}

const BenchRegistration registeredAccuracyBench({"accuracy",
                                                 QT_TRANSLATE_NOOP("Cli", "Predictions against published nccl-tests results."),
                                                 45, &runAccuracyBench});

} // namespace
} // namespace spinel::cli
