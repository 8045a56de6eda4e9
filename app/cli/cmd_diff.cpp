// spinel-cli diff DESIGN.spinel AS-BUILT [--format ibnetdiscover|lldp] [--node-name-map MAP]
// [--csv|--json]: the cables of the design against the fabric as built (an ibnetdiscover dump, or
// LLDP neighbour tables: a file or a folder of them). Exit 0 when they match, 1 when anything
// differs, 2 on bad input (with the file and line).
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include "cost/cablingplan.h"
#include "export/asbuilt.h"
#include "export/asbuiltsource.h"
#include "io/csv.h"

namespace spinel::cli {
namespace {

using namespace spinel::exporting;

QString endText(const CableEnd &end)
{
    return QStringLiteral("%1/p%2").arg(QString::fromStdString(end.device)).arg(end.port);
}

void printDifferencesJson(const std::vector<CableDifference> &differences)
{
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto &d : differences) {
        nlohmann::ordered_json item{
            {"kind", toString(d.kind)}, {"a", endText(d.a).toStdString()}, {"z", endText(d.z).toStdString()}};
        if (d.kind == CableDifference::Kind::Miswired) item["found"] = endText(d.found).toStdString();
        if (d.kind == CableDifference::Kind::Speed) {
            item["design_gbps"] = d.designGbps;
            item["found_gbps"] = d.foundGbps;
        }
        list.push_back(item);
    }
    printJson(nlohmann::ordered_json{{"match", differences.empty()}, {"differences", list}});
}

void printDifferencesCsv(const std::vector<CableDifference> &differences)
{
    out() << QString::fromStdString(csv::row({"kind", "a", "z", "found", "design_gbps", "found_gbps"}));
    for (const auto &d : differences)
        out() << QString::fromStdString(csv::row({toString(d.kind), endText(d.a).toStdString(), endText(d.z).toStdString(),
                                                  d.kind == CableDifference::Kind::Miswired ? endText(d.found).toStdString() : "",
                                                  csv::number(d.designGbps, 0), csv::number(d.foundGbps, 0)}));
}

void printDifferencesText(const std::vector<CableDifference> &differences, std::size_t cables)
{
    for (const auto &d : differences) {
        switch (d.kind) {
        case CableDifference::Kind::Missing: out() << Cli::tr("missing  %1 — %2").arg(endText(d.a), endText(d.z)); break;
        case CableDifference::Kind::Extra: out() << Cli::tr("extra    %1 — %2").arg(endText(d.a), endText(d.z)); break;
        case CableDifference::Kind::Miswired:
            out() << Cli::tr("miswired %1 goes to %2, the design has %3").arg(endText(d.a), endText(d.found), endText(d.z));
            break;
        case CableDifference::Kind::Speed:
            out() << Cli::tr("speed    %1 — %2 runs at %3 Gb/s, the design has %4 Gb/s")
                         .arg(endText(d.a), endText(d.z))
                         .arg(d.foundGbps)
                         .arg(d.designGbps);
            break;
        }
        out() << Qt::endl;
    }
    if (differences.empty()) out() << Cli::tr("The fabric matches the design: %1 cables.").arg(cables) << Qt::endl;
}

int runDiff(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Compare the design's cables with the fabric as built (ibnetdiscover text or LLDP tables).\n"
                "Exit 0: they match; 1: they differ; 2: bad input."));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("format"),
                      Cli::tr("The as-built format: ibnetdiscover, or lldp (lldpcli -f json0 show neighbors; a file or a "
                              "folder of NAME.json, one per switch)."),
                      Cli::tr("F"), QStringLiteral("ibnetdiscover")});
    parser.addOption({QStringLiteral("node-name-map"), Cli::tr("ibnetdiscover's node-name map (GUID to name)."), Cli::tr("MAP")});
    parser.addOption({QStringLiteral("no-speed"), Cli::tr("Do not compare link speeds (a simulator reports its own).")});
    parser.addOption({QStringLiteral("csv"), Cli::tr("CSV output.")});
    parser.addOption({QStringLiteral("json"), Cli::tr("JSON output.")});
    parser.addPositionalArgument(QStringLiteral("DESIGN"), Cli::tr("The .spinel design."));
    parser.addPositionalArgument(QStringLiteral("AS-BUILT"), Cli::tr("The fabric as built."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 2, 2, exitCode)) return exitCode;
    const auto format = asBuiltFormatFromName(parser.value(QStringLiteral("format")).toStdString());
    if (!format || *format == AsBuiltFormat::GraphMl) {
        err() << Cli::tr("Unknown as-built format \"%1\"; choose ibnetdiscover or lldp.").arg(parser.value(QStringLiteral("format")))
              << Qt::endl;
        return ExitUsage;
    }
    auto loaded = loadDesign(parser, parser.positionalArguments().at(0));
    if (!loaded) return ExitUsage;
    std::vector<AsBuiltCable> asBuilt;
    try {
        asBuilt = readAsBuilt({*format,
                               parser.positionalArguments().at(1).toStdString(),
                               parser.value(QStringLiteral("node-name-map")).toStdString(),
                               {}})
                      .cables;
        if (parser.isSet(QStringLiteral("no-speed")))
            for (auto &cable : asBuilt) cable.speedGbps = 0;
    } catch (const AsBuiltError &error) {
        err() << QString::fromStdString(error.what()) << Qt::endl;
        return ExitUsage;
    }
    std::vector<CableDifference> differences;
    try {
        differences = compareCables(designCables(loaded->design, loaded->catalog), asBuilt);
    } catch (const CablingPlanTooLarge &error) {
        err() << Cli::tr("%1: %2").arg(parser.positionalArguments().at(0), QString::fromStdString(error.what())) << Qt::endl;
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("json"))) printDifferencesJson(differences);
    else if (parser.isSet(QStringLiteral("csv"))) printDifferencesCsv(differences);
    else printDifferencesText(differences, asBuilt.size());
    out().flush();
    return differences.empty() ? ExitOk : ExitFailure;
}

const Registration registeredDiffCommand(
    {"diff", QT_TRANSLATE_NOOP("Cli", "Compare a design with the fabric as built (ibnetdiscover, LLDP)."), 63, &runDiff});

} // namespace
} // namespace spinel::cli
