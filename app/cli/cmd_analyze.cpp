// spinel-cli analyze FILE [--json] [--fail ID[,ID...]]: the fabric's rules checks, bisection,
// hops and failure what-ifs. Exit 1 when the design (after the failures) has error findings.
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include "rules/analysis.h"
#include "analysis/whatif.h"

namespace spinel::cli {
namespace {

nlohmann::ordered_json ratioJson(const std::optional<double> &ratio)
{
    return ratio ? nlohmann::ordered_json(*ratio) : nlohmann::ordered_json(nullptr);
}

nlohmann::ordered_json findingsJson(const std::vector<Finding> &findings)
{
    auto list = nlohmann::ordered_json::array();
    for (const auto &f : findings)
        list.push_back({{"severity", toString(f.severity)}, {"code", f.code}, {"message", f.message}, {"objects", f.objects}});
    return list;
}

nlohmann::ordered_json analysisJson(const Design &design, const FabricAnalysis &a)
{
    nlohmann::ordered_json json;
    json["name"] = design.settings.name;
    const auto &c = a.counts;
    json["counts"] = {{"gpus", c.gpus},
                      {"servers", c.servers},
                      {"endpoints", c.endpoints},
                      {"switches", {{"leaf", c.leaves}, {"spine", c.spines}, {"core", c.cores}}},
                      {"links",
                       {{"server-leaf", c.serverLeafCables},
                        {"leaf-spine", c.leafSpineCables},
                        {"spine-core", c.spineCoreCables},
                        {"other", c.otherCables}}}};
    nlohmann::ordered_json tiers = nlohmann::ordered_json::object();
    for (const auto &t : a.tiers)
        tiers[toString(t.tier)] = {{"switches", t.switches},      {"ports_used", t.portsUsed},
                                   {"ports_total", t.portsTotal}, {"downlink_gbps", t.downlinkGbps},
                                   {"uplink_gbps", t.uplinkGbps}, {"oversubscription", ratioJson(t.oversubscription)}};
    json["tiers"] = tiers;
    json["target_oversubscription"] = design.settings.targetOversubscription;
    json["bisection_gbps"] = a.bisectionGbps;
    json["full_bisection_gbps"] = a.fullBisectionGbps;
    json["bisection_fraction"] = a.bisectionFraction();
    json["bisection_method"] = toString(a.bisectionMethod);
    json["diameter_hops"] = a.diameterHops;
    nlohmann::ordered_json hops = nlohmann::ordered_json::object();
    for (const auto &h : a.hopsByTier) hops[toString(h.turn)] = h.hops;
    json["hops_by_tier"] = hops;
    json["components"] = a.components;
    json["gpus_in_fabric"] = a.gpusInFabric;
    json["gpus_cut_off"] = a.gpusCutOff;
    auto switches = nlohmann::ordered_json::array();
    for (const auto &s : a.switches)
        switches.push_back({{"id", s.id},
                            {"tier", toString(s.tier)},
                            {"ports_used", s.portsUsed},
                            {"ports_total", s.portsTotal},
                            {"free_ports", s.freePorts()},
                            {"oversubscription", ratioJson(s.oversubscription)}});
    json["switches"] = switches;
    json["findings"] = findingsJson(a.findings);
    return json;
}

QString ratioText(const std::optional<double> &ratio)
{
    return ratio ? QStringLiteral("%1:1").arg(*ratio, 0, 'g', 3) : QStringLiteral("-");
}

void printText(const Design &design, const FabricAnalysis &a)
{
    const auto &c = a.counts;
    out() << Cli::tr("Design:      %1").arg(QString::fromStdString(design.settings.name)) << "\n"
          << Cli::tr("GPUs:        %1 in %2 servers (%3 NICs)").arg(c.gpus).arg(c.servers).arg(c.endpoints) << "\n"
          << Cli::tr("Switches:    %1 leaf, %2 spine, %3 core").arg(c.leaves).arg(c.spines).arg(c.cores) << "\n"
          << Cli::tr("Cables:      %1 server-leaf, %2 leaf-spine, %3 spine-core, %4 other")
                 .arg(c.serverLeafCables)
                 .arg(c.leafSpineCables)
                 .arg(c.spineCoreCables)
                 .arg(c.otherCables)
          << "\n";
    for (const auto &t : a.tiers)
        out() << Cli::tr("  %1: %2 switches, %3 of %4 ports used, oversubscription %5")
                     .arg(QString::fromLatin1(toString(t.tier)).leftJustified(5))
                     .arg(t.switches)
                     .arg(t.portsUsed)
                     .arg(t.portsTotal)
                     .arg(ratioText(t.oversubscription))
              << "\n";
    out() << Cli::tr("Bisection:   %1 Gb/s of %2 Gb/s full (%3%, %4)")
                 .arg(a.bisectionGbps, 0, 'f', 0)
                 .arg(a.fullBisectionGbps, 0, 'f', 0)
                 .arg(a.bisectionFraction() * 100, 0, 'f', 1)
                 .arg(QString::fromLatin1(toString(a.bisectionMethod)))
          << "\n";
    QString hops;
    for (const auto &h : a.hopsByTier) hops += Cli::tr(", %1 via %2").arg(h.hops).arg(QString::fromLatin1(toString(h.turn)));
    out() << Cli::tr("Diameter:    %1 hops%2").arg(a.diameterHops).arg(hops) << "\n";
    if (a.gpusCutOff > 0) out() << Cli::tr("Cut off:     %1 GPUs outside the main fabric").arg(a.gpusCutOff) << "\n";
    out() << Cli::tr("Findings:    %1 errors, %2 warnings, %3 info")
                 .arg(a.count(Severity::Error))
                 .arg(a.count(Severity::Warning))
                 .arg(a.count(Severity::Info))
          << "\n";
    for (const auto &f : a.findings)
        out() << "  " << QString::fromLatin1(toString(f.severity)).leftJustified(8)
              << QString::fromStdString(f.code).leftJustified(25) << QString::fromStdString(f.message) << "\n";
    out().flush();
}

int runAnalyze(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Check a fabric: port budgets, speeds, oversubscription, bisection, connectivity, "
                                             "single points of failure, rails, hops, cable reach. Exit status 1 when there are "
                                             "error findings."));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("json"), Cli::tr("Print JSON instead of text.")});
    parser.addOption({QStringLiteral("fail"), Cli::tr("Analyse with these devices or links failed (comma-separated, repeatable)."),
                      Cli::tr("ID[,ID...]")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;
    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    std::vector<std::string> failed;
    for (const QString &value : parser.values(QStringLiteral("fail")))
        for (const QString &id : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) failed.push_back(id.trimmed().toStdString());
    const bool json = parser.isSet(QStringLiteral("json"));
    if (failed.empty()) {
        const FabricAnalysis analysis = analyzeFabric(loaded->design, loaded->catalog);
        if (json) printJson(analysisJson(loaded->design, analysis));
        else printText(loaded->design, analysis);
        return analysis.count(Severity::Error) ? ExitFailure : ExitOk;
    }
    try {
        const WhatIfResult result = whatIf(loaded->design, loaded->catalog, failed);
        if (json) {
            auto output = analysisJson(loaded->design, result.after);
            auto changes = nlohmann::ordered_json::array();
            for (const auto &change : result.oversubscriptionChanges)
                changes.push_back({{"id", change.id}, {"before", ratioJson(change.before)}, {"after", ratioJson(change.after)}});
            output["what_if"] = {{"failed", result.failed},
                                 {"bisection_before_gbps", result.before.bisectionGbps},
                                 {"bisection_lost_gbps", result.bisectionLostGbps},
                                 {"gpus_cut_off", result.gpusCutOff},
                                 {"oversubscription_changes", changes},
                                 {"new_findings", findingsJson(result.newFindings)}};
            printJson(output);
        } else {
            printText(loaded->design, result.after);
            out() << "\n"
                  << Cli::tr("With %1 failed:")
                         .arg(QString::fromStdString(result.failed.front())
                              + (result.failed.size() > 1 ? QStringLiteral(", ...") : QString()))
                  << "\n"
                  << Cli::tr("  bisection lost: %1 Gb/s (%2 -> %3 Gb/s)")
                         .arg(result.bisectionLostGbps, 0, 'f', 0)
                         .arg(result.before.bisectionGbps, 0, 'f', 0)
                         .arg(result.after.bisectionGbps, 0, 'f', 0)
                  << "\n"
                  << Cli::tr("  GPUs cut off:   %1").arg(result.gpusCutOff) << "\n";
            for (const auto &change : result.oversubscriptionChanges)
                out() << Cli::tr("  %1: oversubscription %2 -> %3")
                             .arg(QString::fromStdString(change.id), ratioText(change.before), ratioText(change.after))
                      << "\n";
            for (const auto &f : result.newFindings)
                out() << Cli::tr("  new %1: %2").arg(QString::fromStdString(f.code), QString::fromStdString(f.message)) << "\n";
            out().flush();
        }
        return result.after.count(Severity::Error) ? ExitFailure : ExitOk;
    } catch (const AnalysisError &error) {
        err() << QString::fromStdString(error.what()) << Qt::endl;
        return ExitFailure;
    }
}

const Registration registeredAnalyzeCommand({"analyze", QT_TRANSLATE_NOOP("Cli", "Check a fabric and run failure what-ifs."), 40,
                                             &runAnalyze});

} // namespace
} // namespace spinel::cli
