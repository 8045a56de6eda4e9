// spinel-cli train FILE [--params N --dp N --tp N --pp N --cp N --ep N --vpp N --micro-batch N --seq-len S
// --recompute none|selective|full --zero 0..3 --experts E --top-k K --kernel-efficiency F ...] [--json]:
// a training step. Every option defaults to the design's own training settings.
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

bool integerOption(const QCommandLineParser &parser, const QString &name, int min, int max, int &value)
{
    double number = value;
    if (!numberOption(parser, name, min, max, number)) return false;
    if (number != std::floor(number)) {
        err() << Cli::tr("--%1 needs a whole number.").arg(name) << Qt::endl;
        return false;
    }
    value = int(number);
    return true;
}

void addTrainOptions(QCommandLineParser &parser)
{
    const auto option = [&](const char *name, const char *help, const char *value) {
        parser.addOption({QLatin1String(name), Cli::tr(help), Cli::tr(value)});
    };
    option(
        "params",
        QT_TRANSLATE_NOOP(
            "Cli",
            "Model parameters, every expert included, e.g. 70e9 (default: the design's training settings, as for every option below)."),
        QT_TRANSLATE_NOOP("Cli", "N"));
    option("active-params",
           QT_TRANSLATE_NOOP("Cli", "Parameters each token uses (mixture of experts; 0: from --experts and --top-k)."),
           QT_TRANSLATE_NOOP("Cli", "N"));
    option("dp", QT_TRANSLATE_NOOP("Cli", "Data-parallel degree (default: GPUs / (tp x pp x cp))."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("tp", QT_TRANSLATE_NOOP("Cli", "Tensor-parallel degree, inside one server."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("pp", QT_TRANSLATE_NOOP("Cli", "Pipeline-parallel degree."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("cp", QT_TRANSLATE_NOOP("Cli", "Context-parallel degree (the sequence split across GPUs)."),
           QT_TRANSLATE_NOOP("Cli", "N"));
    option("ep", QT_TRANSLATE_NOOP("Cli", "Expert-parallel degree (experts spread over this many data-parallel ranks)."),
           QT_TRANSLATE_NOOP("Cli", "N"));
    option("vpp", QT_TRANSLATE_NOOP("Cli", "Virtual pipeline stages per GPU (interleaved 1F1B)."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("micro-batch", QT_TRANSLATE_NOOP("Cli", "Sequences per micro-batch."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("seq-len", QT_TRANSLATE_NOOP("Cli", "Tokens per sequence."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("layers", QT_TRANSLATE_NOOP("Cli", "Transformer layers (0: from --params)."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("hidden", QT_TRANSLATE_NOOP("Cli", "Hidden size (0: from --params)."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("experts", QT_TRANSLATE_NOOP("Cli", "Experts per MoE layer (1: a dense model)."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("top-k", QT_TRANSLATE_NOOP("Cli", "Experts each token is routed to."), QT_TRANSLATE_NOOP("Cli", "K"));
    option("recompute", QT_TRANSLATE_NOOP("Cli", "Activation recomputation: none, selective or full."),
           QT_TRANSLATE_NOOP("Cli", "MODE"));
    option("zero", QT_TRANSLATE_NOOP("Cli", "ZeRO stage 0-3 (0: all-reduce of gradients)."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("tokens-per-step", QT_TRANSLATE_NOOP("Cli", "Global batch in tokens."), QT_TRANSLATE_NOOP("Cli", "N"));
    option("kernel-efficiency", QT_TRANSLATE_NOOP("Cli", "Share of peak FLOP/s the matmuls reach, 0..1 (MFU is a result)."),
           QT_TRANSLATE_NOOP("Cli", "F"));
    option("mfu", QT_TRANSLATE_NOOP("Cli", "Old name of --kernel-efficiency."), QT_TRANSLATE_NOOP("Cli", "F"));
    option("overlap", QT_TRANSLATE_NOOP("Cli", "Share of every kind of communication hidden behind compute, 0..1."),
           QT_TRANSLATE_NOOP("Cli", "F"));
    option("overlap-tp", QT_TRANSLATE_NOOP("Cli", "Share of tensor-parallel communication hidden, 0..1."),
           QT_TRANSLATE_NOOP("Cli", "F"));
    option("overlap-cp", QT_TRANSLATE_NOOP("Cli", "Share of context-parallel communication hidden, 0..1."),
           QT_TRANSLATE_NOOP("Cli", "F"));
    option("overlap-ep", QT_TRANSLATE_NOOP("Cli", "Share of expert-parallel all-to-alls hidden, 0..1."),
           QT_TRANSLATE_NOOP("Cli", "F"));
    option("overlap-pp", QT_TRANSLATE_NOOP("Cli", "Share of pipeline sends hidden, 0..1."), QT_TRANSLATE_NOOP("Cli", "F"));
    option("overlap-dp", QT_TRANSLATE_NOOP("Cli", "Share of the gradient sync hidden behind the backward pass, 0..1."),
           QT_TRANSLATE_NOOP("Cli", "F"));
    option("train-tokens", QT_TRANSLATE_NOOP("Cli", "Tokens to train, for the time to train (e.g. 2e12)."),
           QT_TRANSLATE_NOOP("Cli", "N"));
    option("grad-bytes", QT_TRANSLATE_NOOP("Cli", "Bytes per gradient element: 2 (bf16) or 4 (fp32)."),
           QT_TRANSLATE_NOOP("Cli", "B"));
    parser.addOption({QStringLiteral("sharded"), Cli::tr("Old form of --zero 1.")});
    parser.addOption({QStringLiteral("json"), Cli::tr("Print JSON instead of text.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
}

bool applyChoices(const QCommandLineParser &parser, TrainingRequest &q)
{
    if (parser.isSet(QStringLiteral("recompute"))) {
        const auto mode = recomputeFromString(parser.value(QStringLiteral("recompute")).toStdString());
        if (!mode) {
            err() << Cli::tr("--recompute needs none, selective or full, not '%1'.").arg(parser.value(QStringLiteral("recompute")))
                  << Qt::endl;
            return false;
        }
        q.recompute = *mode;
    }
    if (parser.isSet(QStringLiteral("mfu")) && parser.isSet(QStringLiteral("kernel-efficiency"))) {
        err() << Cli::tr("Give --kernel-efficiency or its old name --mfu, not both.") << Qt::endl;
        return false;
    }
    if (parser.isSet(QStringLiteral("sharded"))) q.zeroStage = std::max(q.zeroStage, 1);
    double all = -1;
    if (!numberOption(parser, QStringLiteral("overlap"), 0, 1, all)) return false;
    if (all >= 0) q.overlap = {all, all, all, all, all};
    TrainingOverlap &o = q.overlap;
    return numberOption(parser, QStringLiteral("overlap-tp"), 0, 1, o.tensorParallel)
           && numberOption(parser, QStringLiteral("overlap-cp"), 0, 1, o.contextParallel)
           && numberOption(parser, QStringLiteral("overlap-ep"), 0, 1, o.expertParallel)
           && numberOption(parser, QStringLiteral("overlap-pp"), 0, 1, o.pipeline)
           && numberOption(parser, QStringLiteral("overlap-dp"), 0, 1, o.dataParallel);
}

// Options override the design's own training settings (Design ▸ Training Settings in the GUI).
bool applyOptions(const QCommandLineParser &parser, TrainingRequest &q)
{
    const auto integer = [&](const char *name, int min, int max, int &value) {
        return integerOption(parser, QLatin1String(name), min, max, value);
    };
    const auto number = [&](const char *name, double min, double max, double &value) {
        return numberOption(parser, QLatin1String(name), min, max, value);
    };
    return number("params", 1, 1e16, q.parameters) && number("active-params", 0, 1e16, q.activeParameters)
           && integer("dp", 1, 1 << 30, q.dataParallel) && integer("tp", 1, 1024, q.tensorParallel)
           && integer("pp", 1, 4096, q.pipelineParallel) && integer("cp", 1, 4096, q.contextParallel)
           && integer("ep", 1, 65536, q.expertParallel) && integer("vpp", 1, 1024, q.virtualStages)
           && integer("micro-batch", 1, 1 << 20, q.microBatchSize) && integer("seq-len", 1, 1 << 30, q.sequenceLength)
           && integer("layers", 0, 1 << 20, q.layers) && integer("hidden", 0, 1 << 20, q.hidden)
           && integer("experts", 1, 1 << 20, q.experts) && integer("top-k", 1, 1 << 20, q.topK)
           && integer("zero", 0, 3, q.zeroStage) && number("tokens-per-step", 1, 1e12, q.tokensPerStep)
           && number("kernel-efficiency", 1e-6, 1, q.kernelEfficiency) && number("mfu", 1e-6, 1, q.kernelEfficiency)
           && number("train-tokens", 0, 1e18, q.trainTokens) && number("grad-bytes", 0.125, 16, q.gradientBytes)
           && applyChoices(parser, q);
}

nlohmann::ordered_json collectiveJson(const CollectiveResult &r)
{
    if (!r.ok) return nullptr;
    return {{"op", toString(r.op)},
            {"bytes", r.bytes},
            {"gpus", r.gpus},
            {"time_us", r.timeUs},
            {"busbw_GBps", r.busbwGBps},
            {"algorithm", toString(r.algorithm)},
            {"protocol", toString(r.protocol)},
            {"bottleneck", r.bottleneck.text}};
}

const std::pair<const char *, const TrafficCost TrainingResult::*> kTrafficKinds[] = {
    {"tensor_parallel", &TrainingResult::tensorTraffic},
    {"context_parallel", &TrainingResult::contextTraffic},
    {"expert_parallel", &TrainingResult::expertTraffic},
    {"pipeline", &TrainingResult::pipelineTraffic},
    {"data_parallel", &TrainingResult::dataTraffic}};

void printTrainJson(const TrainingRequest &q, const TrainingResult &r)
{
    nlohmann::ordered_json json;
    json["gpus"] = r.gpus;
    json["dp"] = r.dataParallel, json["tp"] = r.tensorParallel, json["pp"] = r.pipelineParallel;
    json["cp"] = r.contextParallel, json["ep"] = r.expertParallel, json["vpp"] = r.virtualStages;
    json["micro_batch_size"] = q.microBatchSize, json["sequence_length"] = q.sequenceLength;
    json["recompute"] = toString(q.recompute), json["zero_stage"] = r.zeroStage;
    json["experts"] = q.experts, json["top_k"] = q.topK;
    json["layers"] = r.layers, json["hidden"] = r.hidden;
    json["active_parameters"] = r.activeParameters;
    json["micro_batches"] = r.microBatches;
    json["peak_tflops_per_gpu"] = r.peakTflops;
    json["kernel_efficiency"] = q.kernelEfficiency;
    json["model_flops_per_token"] = r.modelFlopsPerToken;
    json["hardware_flops_per_token"] = r.hardwareFlopsPerToken;
    json["compute_s"] = r.computeS;
    json["bubble_s"] = r.bubbleS;
    json["gradient_bytes_per_gpu"] = r.gradientBytesPerGpu;
    nlohmann::ordered_json total, exposed, collectives;
    for (const auto &[name, member] : kTrafficKinds) {
        total[name] = (r.*member).seconds;
        exposed[name] = (r.*member).exposedS;
        collectives[name] = collectiveJson((r.*member).collective);
    }
    total["total"] = r.communicationS;
    total["exposed"] = r.exposedCommunicationS;
    exposed["total"] = r.exposedCommunicationS;
    json["communication_s"] = total;
    json["exposed_communication_s"] = exposed;
    json["step_s"] = r.stepS;
    json["mfu"] = r.mfu;
    json["hardware_flops_utilization"] = r.hardwareFlopsUtilization;
    json["gpu_utilization"] = r.hardwareFlopsUtilization; // the name before issue 10
    json["scaling_efficiency"] = r.scalingEfficiency;
    json["tokens_per_s"] = r.tokensPerSecond;
    json["steps"] = r.steps;
    json["train_s"] = r.trainS;
    json["train_days"] = r.trainS / 86400.0;
    json["collectives"] = collectives;
    printJson(json);
}

void printTrainText(const TrainingResult &r)
{
    out() << Cli::tr("Parallelism:   dp %1 x tp %2 x pp %3 x cp %4 = %5 GPUs, ep %6, %7 virtual stages (%8 layers, hidden %9)")
                 .arg(r.dataParallel)
                 .arg(r.tensorParallel)
                 .arg(r.pipelineParallel)
                 .arg(r.contextParallel)
                 .arg(r.gpus)
                 .arg(r.expertParallel)
                 .arg(r.virtualStages)
                 .arg(r.layers)
                 .arg(r.hidden)
          << "\n"
          << Cli::tr("Compute:       %1 s per step + %2 s pipeline bubble (%3 micro-batches)")
                 .arg(r.computeS, 0, 'f', 3)
                 .arg(r.bubbleS, 0, 'f', 3)
                 .arg(r.microBatches, 0, 'g', 4)
          << "\n"
          << Cli::tr("Exposed:       %1 s tensor parallel, %2 s context parallel, %3 s expert parallel, %4 s pipeline, "
                     "%5 s data parallel (of %6 s communication)")
                 .arg(r.tensorTraffic.exposedS, 0, 'f', 3)
                 .arg(r.contextTraffic.exposedS, 0, 'f', 3)
                 .arg(r.expertTraffic.exposedS, 0, 'f', 3)
                 .arg(r.pipelineTraffic.exposedS, 0, 'f', 3)
                 .arg(r.dataTraffic.exposedS, 0, 'f', 3)
                 .arg(r.communicationS, 0, 'f', 3)
          << "\n"
          << Cli::tr("Step:          %1 s; MFU %2%, hardware FLOPs %3% of peak, scaling efficiency %4%")
                 .arg(r.stepS, 0, 'f', 3)
                 .arg(100 * r.mfu, 0, 'f', 1)
                 .arg(100 * r.hardwareFlopsUtilization, 0, 'f', 1)
                 .arg(100 * r.scalingEfficiency, 0, 'f', 1)
          << "\n";
    if (r.steps > 0)
        out() << Cli::tr("Time to train: %1 days (%2 steps)").arg(r.trainS / 86400.0, 0, 'f', 1).arg(r.steps, 0, 'f', 0) << "\n";
    out().flush();
}

int runTrain(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Estimate a training step on a design: compute, pipeline bubble, each kind "
                                             "of communication, step time, MFU and time to train."));
    addCommonOptions(parser);
    addTrainOptions(parser);
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;
    TrainingRequest check; // bad option values are usage errors, reported before the file is read
    if (!applyOptions(parser, check)) return ExitUsage;

    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    TrainingRequest q = trainingRequest(loaded->design.settings.training);
    applyOptions(parser, q);
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
    if (parser.isSet(QStringLiteral("json"))) printTrainJson(q, r);
    else printTrainText(r);
    return ExitOk;
}

const Registration registeredTrainCommand({"train",
                                           QT_TRANSLATE_NOOP("Cli", "Estimate a training step: compute, communication, scaling."),
                                           42, &runTrain});

} // namespace
} // namespace spinel::cli
