// spinel-cli sweep FILE --op OP [--gpus N] [--algorithm A] [--scaling [--bytes SIZE]] [--csv|--json]:
// one collective over message sizes 8 B .. 16 GiB, or over GPU counts (the scaling curve).
#include "cli/clicommand.h"
#include "cli/cliutil.h"
#include "cli/collectiveoptions.h"

#include "io/csv.h"
#include "timing/sweeps.h"

namespace spinel::cli {
namespace {

using namespace spinel::timing;

int runSweep(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Sweep one collective over message sizes 8 B to 16 GiB (powers of two), "
                                             "or with --scaling over GPU counts from one server to the whole design."));
    addCommonOptions(parser);
    addCollectiveOptions(parser, false);
    parser.addOption({QStringLiteral("scaling"), Cli::tr("Sweep GPU counts at one size instead of sizes.")});
    parser.addOption({QStringLiteral("bytes"), Cli::tr("Message size for --scaling (default 1GiB)."), Cli::tr("SIZE")});
    parser.addOption({QStringLiteral("csv"), Cli::tr("Print CSV (the default).")});
    parser.addOption({QStringLiteral("json"), Cli::tr("Print JSON instead of CSV.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;

    CollectiveRequest request;
    if (!readCollectiveOptions(parser, request)) return ExitUsage;
    const bool scaling = parser.isSet(QStringLiteral("scaling"));
    request.bytes = 1024.0 * 1024 * 1024;
    if (parser.isSet(QStringLiteral("bytes"))) {
        const auto bytes = parseByteSize(parser.value(QStringLiteral("bytes")));
        if (!bytes) {
            err() << Cli::tr("--bytes needs a size of zero or more bytes, such as 8, 64KiB, 1GiB or 1e9.") << Qt::endl;
            return ExitUsage;
        }
        request.bytes = *bytes;
    }

    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    const FabricProfile profile = buildFabricProfile(loaded->design, loaded->catalog);
    if (!checkGpusFit(profile, request)) return ExitFailure;
    std::vector<int> counts = scalingGpuCounts(profile);
    if (scaling && request.gpus > 0) std::erase_if(counts, [&](int n) { return n > request.gpus; });
    if (scaling && request.gpus > 0 && (counts.empty() || counts.back() != request.gpus)) counts.push_back(request.gpus);
    const std::vector<CollectiveResult> results = scaling ? sweepGpus(profile, request, counts) : sweepSizes(profile, request);
    for (const auto &r : results)
        if (!r.ok) {
            err() << Cli::tr("Cannot time %1: %2").arg(QLatin1String(toString(request.op)), QString::fromStdString(r.error))
                  << Qt::endl;
            return ExitFailure;
        }

    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json rows = nlohmann::ordered_json::array();
        for (const auto &r : results)
            rows.push_back({{"gpus", r.gpus},
                            {"bytes", r.bytes},
                            {"time_us", r.timeUs},
                            {"latency_us", r.latencyUs},
                            {"bandwidth_us", r.bandwidthUs},
                            {"algbw_GBps", r.algbwGBps},
                            {"busbw_GBps", r.busbwGBps},
                            {"algorithm", toString(r.algorithm)},
                            {"protocol", toString(r.protocol)},
                            {"bottleneck", r.bottleneck.text}});
        printJson(rows);
        return ExitOk;
    }
    // Fixed columns first (what scripts read), explanations after.
    out() << (scaling ? "gpus," : "") << "bytes,time_us,algbw_GBps,busbw_GBps,algorithm,protocol,latency_us,"
          << "bandwidth_us,bottleneck\n";
    for (const auto &r : results) {
        if (scaling) out() << r.gpus << ",";
        out() << QString::number(r.bytes, 'g', 17) << "," << QString::number(r.timeUs, 'g', 9) << ","
              << QString::number(r.algbwGBps, 'g', 9) << "," << QString::number(r.busbwGBps, 'g', 9) << ","
              << toString(r.algorithm) << "," << toString(r.protocol) << "," << QString::number(r.latencyUs, 'g', 9) << ","
              << QString::number(r.bandwidthUs, 'g', 9) << "," << QString::fromStdString(csv::field(r.bottleneck.text)) << "\n";
    }
    out().flush();
    return ExitOk;
}

const Registration registeredSweepCommand({"sweep",
                                           QT_TRANSLATE_NOOP("Cli", "Sweep a collective over message sizes or GPU counts (CSV)."),
                                           41, &runSweep});

} // namespace
} // namespace spinel::cli
