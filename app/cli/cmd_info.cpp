// spinel-cli info FILE [--json]: what a design holds.
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include "core/designcounts.h"

namespace spinel::cli {
namespace {

int runInfo(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Summarise a design: GPUs, servers, switches by role, cables."));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("json"), Cli::tr("Print JSON instead of text.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;
    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    const Design &design = loaded->design;
    const DesignCounts counts = countDesign(design, loaded->catalog);

    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json info;
        info["name"] = design.settings.name;
        info["description"] = design.settings.description;
        info["transport"] = toString(design.settings.transport);
        info["target_oversubscription"] = design.settings.targetOversubscription;
        info["counts"] = {{"gpus", counts.gpus},
                          {"servers", counts.servers},
                          {"domains", counts.domains},
                          {"switches", {{"leaf", counts.leaves}, {"spine", counts.spines}, {"core", counts.cores}}},
                          {"links", counts.cables},
                          {"bundles", design.links.size()}};
        printJson(info);
        return ExitOk;
    }
    out() << Cli::tr("Design:    %1").arg(QString::fromStdString(design.settings.name)) << "\n"
          << Cli::tr("Transport: %1").arg(QString::fromLatin1(toString(design.settings.transport))) << "\n"
          << Cli::tr("GPUs:      %1 in %2 servers").arg(counts.gpus).arg(counts.servers) << "\n"
          << Cli::tr("NVLink:    %1 domains (each rack partition, each server outside a rack)").arg(counts.domains) << "\n"
          << Cli::tr("Switches:  %1 leaf, %2 spine, %3 core").arg(counts.leaves).arg(counts.spines).arg(counts.cores) << "\n"
          << Cli::tr("Cables:    %1 (%2 server-leaf, %3 leaf-spine, %4 spine-core, %5 other)")
                 .arg(counts.cables)
                 .arg(counts.serverLeafCables)
                 .arg(counts.leafSpineCables)
                 .arg(counts.spineCoreCables)
                 .arg(counts.otherCables)
          << Qt::endl;
    return ExitOk;
}

const Registration registeredInfoCommand({"info", QT_TRANSLATE_NOOP("Cli", "Summarise a design (counts of GPUs, switches, cables)."),
                                          20, &runInfo});

} // namespace
} // namespace spinel::cli
