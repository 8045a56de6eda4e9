// spinel-cli bench import: a 2,000-switch fabric as ibnetdiscover prints it, read and turned into
// a design, goal < 2 s (issue 15); the diff of the design against the same dump is timed beside
// it. The dump is the k = 40 fat-tree (5k²/4 = 2,000 switches, 16,000 HCAs) in Spinel's own
// ibnetdiscover form, made once before timing.
#include "cli/bench.h"
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include <sstream>

#include "export/asbuilt.h"
#include "export/asbuiltimport.h"
#include "export/exportformat.h"
#include "generate/generators.h"

namespace spinel::cli {
namespace {

void runImportBench(BenchContext &context)
{
    const Catalog &catalog = builtinCatalog();
    Design fabric;
    try {
        fabric = generateFabric("fat-tree", {{"k", "40"}}, catalog);
    } catch (const GeneratorError &error) {
        context.note(QStringLiteral("import: cannot generate the fat-tree: %1").arg(QString::fromStdString(error.what())));
        return;
    }
    std::ostringstream text;
    exporting::exportDesign(exporting::ExportFormat::Ibnetdiscover, fabric, catalog, text);
    const std::string dump = std::move(text).str();
    const int runs = context.quick() ? 1 : 3;
    exporting::ImportResult result;
    context.measure(QStringLiteral("import ibnetdiscover (2,000 switches)"), runs, 2000, [&] {
        std::istringstream in(dump);
        result = exporting::designFromAsBuilt(exporting::readIbnetdiscoverFabric(in), catalog, LinkProtocol::InfiniBand, "bench");
    });
    std::size_t switches = 0;
    for (const Device &device : result.design.devices) switches += device.isSwitch() ? 1 : 0;
    context.note(QStringLiteral("import: %1 bytes, %2 switches, %3 devices, %4 cables")
                     .arg(dump.size())
                     .arg(switches)
                     .arg(result.design.devices.size())
                     .arg(result.design.links.size()));
    std::size_t differences = 0;
    context.measure(QStringLiteral("diff against ibnetdiscover (2,000 switches)"), runs, 2000, [&] {
        std::istringstream in(dump);
        differences =
            exporting::compareCables(exporting::designCables(result.design, catalog), exporting::readIbnetdiscover(in)).size();
    });
    context.note(QStringLiteral("diff: %1 differences").arg(differences));
}

const BenchRegistration registeredImportBench({"import",
                                               QT_TRANSLATE_NOOP("Cli", "As-built import of a 2,000-switch ibnetdiscover dump."),
                                               26, &runImportBench});

} // namespace
} // namespace spinel::cli
