// spinel-cli train FILE --params 70e9 [--dp N --tp N --pp N --tokens-per-step N --mfu F --overlap F
// --train-tokens N --grad-bytes B --sharded --layers L --hidden H --seq-len S] [--json]: a training step.
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include <cmath>

#include "timing/training.h"

namespace spinel::cli {
namespace {

using namespace spinel::timing;

// A number option: absent keeps `value`; unparsable or out of [min, max] prints why and fails.
bool numberOption(const QCommandLineParser &parser, const QString &name, double min, double max, double &value)
{
    if (!parser.isSet(name)) return true;
    bool ok = false;
    const double parsed = parser.value(name).trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(parsed) || parsed < min || parsed > max) {
        err() << Cli::tr("--%1 needs a number from %2 to %3, not '%4'.").arg(name).arg(min).arg(max).arg(parser.value(name))
              << Qt::endl;
        return false;
    }
    value = parsed;
    return true;
}

bool integerOption(const QCommandLineParser &parser, const QString &name, int min, int &value)
{
    double number = value;
    if (!numberOption(parser, name, min, 1e9, number)) return false;
    if (number != std::floor(number)) {
        err() << Cli::tr("--%1 needs a whole number.").arg(name) << Qt::endl;
        return false;
    }
    value = int(number);
    return true;
}

nlohmann::ordered_json collectiveJson(const CollectiveResult &r)
{
    if (!r.ok) return nullptr;
    return {{"op", toString(r.op)},         {"bytes", r.bytes},           {"gpus", r.gpus},
            {"time_us", r.timeUs},          {"busbw_GBps", r.busbwGBps},  {"algorithm", toString(r.algorithm)},
            {"protocol", toString(r.protocol)}, {"bottleneck", r.bottleneck.text}};
}

int runTrain(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Estimate a training step on a design: compute, communication per kind, "
                                        "step time, scaling efficiency and time to train."));
    addCommonOptions(parser);
    const auto option = [&](const char *name, const char *help, const char *value) {
        parser.addOption({QLatin1String(name), Cli::tr(help), Cli::tr(value)});
    };
    option("params", QT_TRANSLATE_NOOP("Cli", "Model parameters, e.g. 70e9 (default: the design's training settings, as for every option below)."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("dp", QT_TRANSLATE_NOOP("Cli", "Data-parallel degree (default: GPUs / (tp x pp))."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("tp", QT_TRANSLATE_NOOP("Cli", "Tensor-parallel degree, inside one server."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("pp", QT_TRANSLATE_NOOP("Cli", "Pipeline-parallel degree."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("tokens-per-step", QT_TRANSLATE_NOOP("Cli", "Global batch in tokens."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("mfu", QT_TRANSLATE_NOOP("Cli", "Model FLOPs utilisation of compute, 0..1."), QT_TRANSLATE_NOOP("Cli", "F"));
    option("overlap", QT_TRANSLATE_NOOP("Cli", "Fraction of communication hidden behind compute, 0..1."), QT_TRANSLATE_NOOP("Cli", "F"));
    option("train-tokens", QT_TRANSLATE_NOOP("Cli", "Tokens to train, for the time to train (e.g. 2e12)."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("grad-bytes", QT_TRANSLATE_NOOP("Cli", "Bytes per gradient element: 2 (bf16) or 4 (fp32)."), QT_TRANSLATE_NOOP("Cli", "B"));
    option("layers", QT_TRANSLATE_NOOP("Cli", "Transformer layers (default: from --params)."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("hidden", QT_TRANSLATE_NOOP("Cli", "Hidden size (default: from --params)."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("seq-len", QT_TRANSLATE_NOOP("Cli", "Tokens per micro-batch (default 4096)."), QT_TRANSLATE_NOOP("Cli", "N"));
    parser.addOption({QStringLiteral("sharded"), Cli::tr("Sharded data parallel (ZeRO/FSDP): reduce-scatter + all-gather.")});
    parser.addOption({QStringLiteral("json"), Cli::tr("Print JSON instead of text.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;

    // Options override the design's own training settings (File ▸ Training settings in the GUI).
    const auto applyOptions = [&](TrainingRequest &q) {
        const bool parsed = numberOption(parser, QStringLiteral("params"), 1, 1e16, q.parameters) &&
                            integerOption(parser, QStringLiteral("dp"), 1, q.dataParallel) &&
                            integerOption(parser, QStringLiteral("tp"), 1, q.tensorParallel) &&
                            integerOption(parser, QStringLiteral("pp"), 1, q.pipelineParallel) &&
                            numberOption(parser, QStringLiteral("tokens-per-step"), 1, 1e12, q.tokensPerStep) &&
                            numberOption(parser, QStringLiteral("mfu"), 1e-6, 1, q.mfu) &&
                            numberOption(parser, QStringLiteral("overlap"), 0, 1, q.overlap) &&
                            numberOption(parser, QStringLiteral("train-tokens"), 0, 1e18, q.trainTokens) &&
                            numberOption(parser, QStringLiteral("grad-bytes"), 0.125, 16, q.gradientBytes) &&
                            integerOption(parser, QStringLiteral("layers"), 1, q.layers) &&
                            integerOption(parser, QStringLiteral("hidden"), 1, q.hidden) &&
                            integerOption(parser, QStringLiteral("seq-len"), 1, q.sequenceLength);
        if (parser.isSet(QStringLiteral("sharded"))) q.shardedDataParallel = true;
        return parsed;
    };
    TrainingRequest check;  // bad option values are usage errors, reported before the file is read
    if (!applyOptions(check)) return ExitUsage;

    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    TrainingRequest q = trainingRequest(loaded->design.settings.training);
    applyOptions(q);
    const FabricProfile profile = buildFabricProfile(loaded->design, loaded->catalog);
    // Said here in the user's terms: the model's "dp x tp x pp = 0" hides that one replica is too big.
    const long long modelParallel = (long long)q.tensorParallel * q.pipelineParallel;
    if (q.dataParallel == 0 && modelParallel > profile.totalGpus) {
        err() << Cli::tr("tp %1 x pp %2 = %3 GPUs per model replica, more than the design's %4 GPUs.")
                     .arg(q.tensorParallel)
                     .arg(q.pipelineParallel)
                     .arg(modelParallel)
                     .arg(profile.totalGpus)
              << Qt::endl;
        return ExitFailure;
    }
    const TrainingResult r = estimateTraining(profile, q);
    if (!r.ok) {
        err() << Cli::tr("Cannot estimate the training step: %1").arg(QString::fromStdString(r.error)) << Qt::endl;
        return ExitFailure;
    }

    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json json;
        json["gpus"] = r.gpus;
        json["dp"] = r.dataParallel;
        json["tp"] = r.tensorParallel;
        json["pp"] = r.pipelineParallel;
        json["layers"] = r.layers;
        json["hidden"] = r.hidden;
        json["micro_batches"] = r.microBatches;
        json["peak_tflops_per_gpu"] = r.peakTflops;
        json["compute_s"] = r.computeS;
        json["bubble_s"] = r.bubbleS;
        json["gradient_bytes_per_gpu"] = r.gradientBytesPerGpu;
        json["communication_s"] = {{"data_parallel", r.dataParallelS}, {"tensor_parallel", r.tensorParallelS},
                                   {"pipeline", r.pipelineS}, {"total", r.communicationS},
                                   {"exposed", r.exposedCommunicationS}};
        json["step_s"] = r.stepS;
        json["scaling_efficiency"] = r.scalingEfficiency;
        json["gpu_utilization"] = r.gpuUtilization;
        json["tokens_per_s"] = r.tokensPerSecond;
        json["steps"] = r.steps;
        json["train_s"] = r.trainS;
        json["train_days"] = r.trainS / 86400.0;
        json["collectives"] = {{"data_parallel", collectiveJson(r.dataParallelCollective)},
                               {"tensor_parallel", collectiveJson(r.tensorParallelCollective)},
                               {"pipeline", collectiveJson(r.pipelineTransfer)}};
        printJson(json);
        return ExitOk;
    }
    out() << Cli::tr("Parallelism:   dp %1 x tp %2 x pp %3 = %4 GPUs (%5 layers, hidden %6)")
                 .arg(r.dataParallel).arg(r.tensorParallel).arg(r.pipelineParallel).arg(r.gpus).arg(r.layers).arg(r.hidden)
          << "\n"
          << Cli::tr("Compute:       %1 s per step (+ %2 s pipeline bubble)").arg(r.computeS, 0, 'f', 3).arg(r.bubbleS, 0, 'f', 3)
          << "\n"
          << Cli::tr("Communication: %1 s data parallel, %2 s tensor parallel, %3 s pipeline; %4 s exposed")
                 .arg(r.dataParallelS, 0, 'f', 3).arg(r.tensorParallelS, 0, 'f', 3).arg(r.pipelineS, 0, 'f', 3)
                 .arg(r.exposedCommunicationS, 0, 'f', 3)
          << "\n"
          << Cli::tr("Step:          %1 s; scaling efficiency %2%, GPU utilisation %3% of peak")
                 .arg(r.stepS, 0, 'f', 3).arg(100 * r.scalingEfficiency, 0, 'f', 1).arg(100 * r.gpuUtilization, 0, 'f', 1)
          << "\n";
    if (r.steps > 0)
        out() << Cli::tr("Time to train: %1 days (%2 steps)").arg(r.trainS / 86400.0, 0, 'f', 1).arg(r.steps, 0, 'f', 0) << "\n";
    out().flush();
    return ExitOk;
}

const Registration registration({"train",
                                 QT_TRANSLATE_NOOP("Cli", "Estimate a training step: compute, communication, scaling."),
                                 42, &runTrain});

} // namespace
} // namespace spinel::cli
