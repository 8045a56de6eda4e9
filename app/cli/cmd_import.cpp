// spinel-cli import --format ibnetdiscover|lldp|graphml IN [--node-name-map MAP] -o OUT.spinel:
// a design from the fabric as built (an ibnetdiscover dump, LLDP neighbour tables: a file or a
// folder of them, one per switch) or from a GraphML drawing. What had to be guessed (models,
// device types, speeds) is printed as warnings; bad input exits 1 with the file and line.
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include <QFileInfo>

#include "export/asbuiltsource.h"
#include "io/designformat.h"
#include "io/loaderror.h"

namespace spinel::cli {
namespace {

using namespace spinel::exporting;

// The format from the input when --format is absent: a folder or .json is LLDP, .graphml GraphML.
std::optional<AsBuiltFormat> formatOf(const QString &input)
{
    const QFileInfo info(input);
    if (info.isDir() || info.suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0) return AsBuiltFormat::Lldp;
    if (info.suffix().compare(QStringLiteral("graphml"), Qt::CaseInsensitive) == 0) return AsBuiltFormat::GraphMl;
    if (info.suffix().compare(QStringLiteral("ibnd"), Qt::CaseInsensitive) == 0) return AsBuiltFormat::Ibnetdiscover;
    return std::nullopt;
}

int runImport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Make a design from the fabric as built (ibnetdiscover text, LLDP tables from lldpcli -f json0 show "
                "neighbors: a file or a folder of NAME.json, one per switch) or from a GraphML drawing."));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("format"),
                      Cli::tr("ibnetdiscover, lldp or graphml (default: from IN: a folder or "
                              ".json is lldp, .graphml graphml, .ibnd ibnetdiscover)."),
                      Cli::tr("F")});
    parser.addOption({QStringLiteral("node-name-map"), Cli::tr("ibnetdiscover's node-name map (GUID to name)."), Cli::tr("MAP")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("The .spinel design to write."), Cli::tr("OUT")});
    parser.addPositionalArgument(QStringLiteral("IN"), Cli::tr("The as-built file or folder, or the GraphML file."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;
    const QString input = parser.positionalArguments().first();
    if (!parser.isSet(QStringLiteral("output"))) {
        err() << Cli::tr("Name the output with -o OUT.") << Qt::endl;
        return ExitUsage;
    }
    std::optional<AsBuiltFormat> format;
    if (parser.isSet(QStringLiteral("format"))) {
        format = asBuiltFormatFromName(parser.value(QStringLiteral("format")).toStdString());
        if (!format) {
            err() << Cli::tr("Unknown import format \"%1\"; choose ibnetdiscover, lldp or graphml.")
                         .arg(parser.value(QStringLiteral("format")))
                  << Qt::endl;
            return ExitUsage;
        }
    } else if (!(format = formatOf(input))) {
        err() << Cli::tr("Cannot tell the format of \"%1\"; add --format ibnetdiscover, lldp or graphml.").arg(input) << Qt::endl;
        return ExitUsage;
    }
    auto catalog = catalogFor(parser);
    if (!catalog) return ExitFailure;

    AsBuiltSource source{*format, input.toStdString(), parser.value(QStringLiteral("node-name-map")).toStdString(), {}};
    ImportResult result;
    try {
        result = importAsBuilt(source, *catalog);
        validateDesign(result.design, *catalog);
    } catch (const AsBuiltError &error) {
        err() << QString::fromStdString(error.what()) << Qt::endl;
        return ExitFailure;
    } catch (const FormatError &error) {
        // The importer builds only what the format accepts; this names the object if it did not.
        err() << Cli::tr("%1: the imported design is not valid at %2: %3")
                     .arg(input, QString::fromStdString(error.path()), QString::fromStdString(error.what()))
              << Qt::endl;
        return ExitFailure;
    }
    for (const Message &warning : result.warnings)
        err() << Cli::tr("warning: %1").arg(QString::fromStdString(englishText(warning))) << Qt::endl;
    if (!writeOutputFile(parser.value(QStringLiteral("output")), result.design)) return ExitFailure;
    int switches = 0, servers = 0;
    for (const Device &device : result.design.devices) (device.isSwitch() ? switches : servers) += 1;
    std::int64_t cables = 0;
    for (const Link &link : result.design.links) cables += link.count;
    if (parser.value(QStringLiteral("output")) != QStringLiteral("-"))
        out() << Cli::tr("Imported %1 switches, %2 servers and %3 cables into %4.")
                     .arg(switches)
                     .arg(servers)
                     .arg(cables)
                     .arg(parser.value(QStringLiteral("output")))
              << Qt::endl;
    return ExitOk;
}

const Registration registeredImportCommand({"import",
                                            QT_TRANSLATE_NOOP("Cli", "Make a design from ibnetdiscover, LLDP tables or GraphML."),
                                            64, &runImport});

} // namespace
} // namespace spinel::cli
