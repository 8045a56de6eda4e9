// spinel-cli collective FILE --op OP --bytes SIZE [--gpus N] [--algorithm A] [--protocol P] [--json] [--explain]:
// how long one collective takes on the design, and what limits it.
#include "cli/clicommand.h"
#include "cli/cliutil.h"
#include "cli/collectiveoptions.h"

#include "analysis/explaintext.h"
#include "common/messagetext.h"
#include "timing/collectives.h"
#include "timing/explain.h"

namespace spinel::cli {
namespace {

using namespace spinel::timing;

nlohmann::ordered_json resultJson(const CollectiveResult &r, const FabricProfile &profile)
{
    nlohmann::ordered_json json;
    json["op"] = toString(r.op);
    json["bytes"] = r.bytes;
    json["gpus"] = r.gpus;
    // NCCL's node is an NVLink domain: an NVL72 rack's 18 trays are one node there. Both counts, as
    // the text output gives them ("8 NVLink domains of 144 servers").
    json["servers"] = serversInNodes(profile, r.servers, r.gpus);
    json["nccl_nodes"] = r.servers;
    json["time_us"] = r.timeUs;
    json["latency_us"] = r.latencyUs;
    json["bandwidth_us"] = r.bandwidthUs;
    json["algbw_GBps"] = r.algbwGBps;
    json["busbw_GBps"] = r.busbwGBps;
    json["algorithm"] = toString(r.algorithm);
    json["protocol"] = toString(r.protocol);
    json["bottleneck"] = r.bottleneck.text;
    json["bottleneck_kind"] = toString(r.bottleneck.kind);
    json["bandwidth_limit_busbw_GBps"] = r.limitGBps;
    json["nccl_algorithm"] = toString(r.ncclAlgorithm);
    json["nccl_protocol"] = toString(r.ncclProtocol);
    json["upper_bound"] = r.upperBound;
    if (r.note) json["note"] = englishText(*r.note);
    return json;
}

void assumptionsJson(nlohmann::ordered_json &json, const FabricProfile &profile)
{
    if (profile.notes.empty()) return;
    nlohmann::ordered_json assumed = nlohmann::ordered_json::array();
    for (const Message &m : profile.notes) assumed.push_back(englishText(m));
    json["assumptions"] = assumed;
}

nlohmann::ordered_json explanationJson(const CollectiveExplanation &e)
{
    auto terms = [](const std::vector<ExplainTerm> &list) {
        nlohmann::ordered_json array = nlohmann::ordered_json::array();
        for (const ExplainTerm &t : list) array.push_back({{"code", t.code}, {"args", t.args}, {"us", t.us}});
        return array;
    };
    nlohmann::ordered_json json;
    json["steps"] = e.steps;
    json["latency_terms"] = terms(e.latencyTerms);
    json["bandwidth_terms"] = terms(e.bandwidthTerms);
    json["rate"] = {
        {"resource", e.rate.resource},        {"raw_GBps", e.rate.rawGBps},     {"transport_share", e.rate.transportShare},
        {"fabric_share", e.rate.fabricShare}, {"nccl_share", e.rate.ncclShare}, {"effective_GBps", e.rate.effectiveGBps}};
    json["bottleneck_device"] = e.location.deviceId;
    json["bottleneck_links"] = e.location.linkIds;
    nlohmann::ordered_json counterfactuals = nlohmann::ordered_json::array();
    for (const Counterfactual &c : e.counterfactuals) {
        nlohmann::ordered_json one = {{"code", c.code}, {"args", c.args}, {"ok", c.ok}};
        if (c.ok) one.update({{"time_us", c.timeUs}, {"change_percent", c.changePercent}, {"bottleneck", c.bottleneck.text}});
        else one["error"] = c.error;
        counterfactuals.push_back(one);
    }
    json["counterfactuals"] = counterfactuals;
    return json;
}

void printResultJson(const CollectiveResult &result, const FabricProfile &profile, const CollectiveRequest &request,
                     const CollectiveExplanation *explanation)
{
    nlohmann::ordered_json json = resultJson(result, profile);
    assumptionsJson(json, profile);
    if (explanation) json["explanation"] = explanationJson(*explanation);
    nlohmann::ordered_json candidates = nlohmann::ordered_json::array();
    for (const auto &c : collectiveCandidates(profile, request))
        candidates.push_back({{"algorithm", toString(c.algorithm)},
                              {"protocol", toString(c.protocol)},
                              {"time_us", c.timeUs},
                              {"busbw_GBps", c.busbwGBps}});
    if (request.algorithm == Algorithm::Auto) json["candidates"] = candidates;
    printJson(json);
}

void printResultText(const CollectiveResult &result, const FabricProfile &profile, const CollectiveExplanation *explanation)
{
    out() << Cli::tr("%1 of %2 bytes on %3 GPUs (%4)")
                 .arg(QLatin1String(toString(result.op)))
                 .arg(result.bytes, 0, 'g', 12)
                 .arg(result.gpus)
                 .arg(ExplainText::nodes(result.servers, serversInNodes(profile, result.servers, result.gpus)))
          << "\n"
          << Cli::tr("Time:       %1 us (latency %2 us + bandwidth %3 us)")
                 .arg(result.timeUs, 0, 'f', 2)
                 .arg(result.latencyUs, 0, 'f', 2)
                 .arg(result.bandwidthUs, 0, 'f', 2)
          << "\n"
          << Cli::tr("algbw:      %1 GB/s").arg(result.algbwGBps, 0, 'f', 2) << "\n"
          << Cli::tr("busbw:      %1 GB/s").arg(result.busbwGBps, 0, 'f', 2) << "\n"
          << Cli::tr("Algorithm:  %1 (%2)").arg(QLatin1String(toString(result.algorithm)), QLatin1String(toString(result.protocol)))
          << "\n"
          << Cli::tr("Bottleneck: %1").arg(ExplainText::bottleneck(result.bottleneck)) << Qt::endl;
    if (result.algorithm != result.ncclAlgorithm || result.protocol != result.ncclProtocol)
        out() << Cli::tr("NCCL's own choice: %1 (%2)")
                     .arg(QLatin1String(toString(result.ncclAlgorithm)), QLatin1String(toString(result.ncclProtocol)))
              << Qt::endl;
    const QString note = result.note ? MessageText::text(*result.note) : QString();
    if (result.upperBound) out() << Cli::tr("Upper bound: %1").arg(note) << Qt::endl;
    else if (result.note) out() << Cli::tr("Note:       %1").arg(note) << Qt::endl;
    // --explain's lines say it too.
    if (!explanation)
        for (const Message &assumed : profile.notes)
            out() << Cli::tr("Assumed:    %1").arg(MessageText::text(assumed)) << Qt::endl;
    if (explanation) out() << "\n" << ExplainText::lines(*explanation).join(QLatin1Char('\n')) << Qt::endl;
}

int runCollective(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Time one collective (NCCL-style alpha-beta model) on a design."));
    addCommonOptions(parser);
    addCollectiveOptions(parser, true);
    parser.addOption(
        {QStringLiteral("bytes"), Cli::tr("Message size (nccl-tests definition): 8, 64KiB, 1GiB, 1e9."), Cli::tr("SIZE")});
    parser.addOption({QStringLiteral("json"), Cli::tr("Print JSON instead of text.")});
    parser.addOption(
        {QStringLiteral("explain"), Cli::tr("Explain the number: its latency and bandwidth terms, the bottleneck, and what would "
                                            "change it (the model re-run on modified copies of the design).")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;

    CollectiveRequest request;
    if (!readCollectiveOptions(parser, request)) return ExitUsage;
    const auto bytes = parseByteSize(parser.value(QStringLiteral("bytes")));
    if (!parser.isSet(QStringLiteral("bytes")) || !bytes) {
        err() << Cli::tr("--bytes needs a size of zero or more bytes, such as 8, 64KiB, 1GiB or 1e9.") << Qt::endl;
        return ExitUsage;
    }
    request.bytes = *bytes;

    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    const FabricProfile profile = buildFabricProfile(loaded->design, loaded->catalog);
    if (!checkGpusFit(profile, request)) return ExitFailure;
    const CollectiveResult result = timeCollective(profile, request);
    if (!result.ok) {
        err() << Cli::tr("Cannot time %1: %2").arg(QLatin1String(toString(request.op)), QString::fromStdString(result.error))
              << Qt::endl;
        return ExitFailure;
    }

    const bool explain = parser.isSet(QStringLiteral("explain"));
    const CollectiveExplanation explanation = explain ? explainCollective(loaded->design, loaded->catalog, request)
                                                      : CollectiveExplanation{};
    if (parser.isSet(QStringLiteral("json"))) printResultJson(result, profile, request, explain ? &explanation : nullptr);
    else printResultText(result, profile, explain ? &explanation : nullptr);
    return ExitOk;
}

const Registration registeredCollectiveCommand(
    {"collective", QT_TRANSLATE_NOOP("Cli", "Time one collective on a design (time, algbw, busbw, bottleneck)."), 40,
     &runCollective});

} // namespace
} // namespace spinel::cli
