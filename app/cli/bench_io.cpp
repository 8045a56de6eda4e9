// Bench section "io": saving and loading a 16,384-GPU design in the native format.
#include "cli/bench.h"
#include "cli/cliutil.h"

#include "generate/generators.h"
#include "io/designformat.h"

namespace spinel::cli {
namespace {

void runIoBench(BenchContext &context)
{
    const Catalog &catalog = builtinCatalog();
    const std::optional<Design> generated = benchDesign16k(context);
    if (!generated) return;
    const Design &design = *generated;
    std::string bytes;
    context.measure(QStringLiteral("save 16,384-GPU design (writeDesign)"), 5, 1000, [&] { bytes = writeDesign(design); });
    context.note(QStringLiteral("16,384 GPUs: %1 devices, %2 links, %3 MB")
                     .arg(design.devices.size())
                     .arg(design.links.size())
                     .arg(double(bytes.size()) / 1e6, 0, 'f', 1));
    bytes.reserve(bytes.size() + 64); // as readFileBytes leaves it: simdjson's padding
    context.measure(QStringLiteral("load 16,384-GPU design (readDesign)"), 5, 1000,
                    [&] { readDesign(bytes, catalog, "bench.spinel"); });
    // The strict tree reader alone (every load before issue 13; now only for files with errors).
    context.measure(QStringLiteral("load 16,384-GPU design (readDesignTree)"), 3, 0,
                    [&] { readDesignTree(bytes, catalog, "bench.spinel"); });
}

const BenchRegistration registeredIoBench({"io", QT_TRANSLATE_NOOP("Cli", "Saving and loading large designs."), 20, &runIoBench});

} // namespace
} // namespace spinel::cli
