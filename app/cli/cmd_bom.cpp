// spinel-cli bom FILE --csv|--json [--with-servers] [-o OUT]; spinel-cli cabling FILE --csv [-o OUT]
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include "cost/bom.h"
#include "cost/cablingplan.h"
#include "io/bomexport.h"

namespace spinel::cli {
namespace {

// Writes to -o FILE atomically, or to stdout.
int writeOutput(const QCommandLineParser &parser, const std::string &text)
{
    if (!parser.isSet(QStringLiteral("output"))) {
        out() << QString::fromStdString(text);
        out().flush();
        return ExitOk;
    }
    return writeOutputFile(parser.value(QStringLiteral("output")), text) ? ExitOk : ExitFailure;
}

int runBom(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Bill of materials: quantities, unit and extended prices, power."));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("csv"), Cli::tr("CSV output (the default).")});
    parser.addOption({QStringLiteral("json"), Cli::tr("JSON output.")});
    parser.addOption({QStringLiteral("with-servers"), Cli::tr("Include the GPU servers.")});
    parser.addOption(
        {{QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("Write to FILE instead of stdout."), Cli::tr("FILE")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;
    if (parser.isSet(QStringLiteral("csv")) && parser.isSet(QStringLiteral("json"))) {
        err() << Cli::tr("Choose one of --csv and --json.") << Qt::endl;
        return ExitUsage;
    }
    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    BomOptions options;
    options.includeServers = parser.isSet(QStringLiteral("with-servers"));
    const Bom bom = computeBom(loaded->design, loaded->catalog, options);
    for (const auto &warning : bom.warnings)
        err() << Cli::tr("warning: %1").arg(QString::fromStdString(englishText(warning))) << Qt::endl;
    return writeOutput(parser, parser.isSet(QStringLiteral("json")) ? bomToJson(bom) : bomToCsv(bom));
}

int runCabling(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Cabling plan: one row per cable with both ends' device and port."));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("csv"), Cli::tr("CSV output (the default and only format).")});
    parser.addOption(
        {{QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("Write to FILE instead of stdout."), Cli::tr("FILE")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;
    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    std::string text;
    try {
        text = cablingPlanToCsv(loaded->design, loaded->catalog);
    } catch (const CablingPlanTooLarge &error) {
        err() << Cli::tr("%1: %2").arg(parser.positionalArguments().first(), QString::fromStdString(error.what())) << Qt::endl;
        return ExitFailure;
    }
    return writeOutput(parser, text);
}

const Registration registeredBomCommand({"bom", QT_TRANSLATE_NOOP("Cli", "Bill of materials as CSV or JSON."), 60, &runBom});
const Registration registeredCablingCommand({"cabling", QT_TRANSLATE_NOOP("Cli", "Cabling plan as CSV."), 61, &runCabling});

} // namespace
} // namespace spinel::cli
