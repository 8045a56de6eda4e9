// spinel-cli animate FILE --op OP --bytes SIZE [--gpus N] [--algorithm ALG] -o DIR|FILE.gif|FILE.svg:
// the collective's schedule played on the drawn fabric, one PNG per step (step-0001.png, ...), or
// an animated GIF or SVG with one frame per step, for slides (AnimationExporter).
#include "cli/clicommand.h"
#include "cli/cliutil.h"
#include "cli/collectiveoptions.h"

#include <QDir>

#include "animation/animationexporter.h"
#include "animation/schedulecaption.h"
#include "timing/collectiveschedule.h"
#include "timing/fabricprofile.h"

namespace spinel::cli {
namespace {

int runAnimate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Play a collective on the drawn fabric step by step and write one PNG per step, or an animated GIF or "
                "SVG (no display needed)."));
    addCommonOptions(parser);
    addCollectiveOptions(parser, false);
    parser.addOption(
        {QStringLiteral("bytes"), Cli::tr("Message size (nccl-tests definition): 8, 64KiB, 1GiB, 1e9."), Cli::tr("SIZE")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      Cli::tr("Output: a directory for step-0001.png, …, or FILE.gif or FILE.svg "
                              "(animated, one frame per step)."),
                      Cli::tr("DIR|FILE")});
    parser.addOption({QStringLiteral("width"), Cli::tr("Width in pixels (default 1280)."), Cli::tr("PX"), QStringLiteral("1280")});
    parser.addOption({QStringLiteral("height"), Cli::tr("Height in pixels (default 800)."), Cli::tr("PX"), QStringLiteral("800")});
    parser.addOption(
        {QStringLiteral("max-steps"), Cli::tr("Merge steps beyond this many (default 64)."), Cli::tr("N"), QStringLiteral("64")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;

    timing::CollectiveRequest request;
    if (!readCollectiveOptions(parser, request)) return ExitUsage;
    const auto bytes = parseByteSize(parser.value(QStringLiteral("bytes")));
    if (!parser.isSet(QStringLiteral("bytes")) || !bytes || *bytes <= 0) {
        err() << Cli::tr("Give --bytes SIZE, e.g. 1GiB.") << Qt::endl;
        return ExitUsage;
    }
    request.bytes = *bytes;
    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty()) {
        err() << Cli::tr("Give -o DIR (numbered PNGs) or -o FILE.gif or FILE.svg (animated).") << Qt::endl;
        return ExitUsage;
    }
    const AnimationExporter::Format format = AnimationExporter::formatFor(output);
    bool widthOk = false, heightOk = false, stepsOk = false;
    const QSize size(parser.value(QStringLiteral("width")).toInt(&widthOk),
                     parser.value(QStringLiteral("height")).toInt(&heightOk));
    const int maxSteps = parser.value(QStringLiteral("max-steps")).toInt(&stepsOk);
    if (!widthOk || !heightOk || size.width() < 200 || size.height() < 150 || size.width() > 10000 || size.height() > 10000) {
        err() << Cli::tr("--width and --height must be whole numbers of pixels, from 200 × 150 to 10000 × 10000.") << Qt::endl;
        return ExitUsage;
    }
    if (!stepsOk || maxSteps < 1 || maxSteps > 10000) {
        err() << Cli::tr("--max-steps must be a whole number from 1 to 10000.") << Qt::endl;
        return ExitUsage;
    }

    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    if (!checkGpusFit(timing::buildFabricProfile(loaded->design, loaded->catalog), request)) return ExitFailure;
    timing::ScheduleLimits limits;
    limits.maxSteps = maxSteps;
    const timing::CollectiveSchedule schedule = timing::buildCollectiveSchedule(loaded->design, loaded->catalog, request, limits);
    if (!schedule.ok) {
        err() << Cli::tr("Cannot animate: %1").arg(QString::fromStdString(schedule.error)) << Qt::endl;
        return ExitFailure;
    }
    AnimationExporter exporter(loaded->design, loaded->catalog, schedule);
    if (format == AnimationExporter::Format::PngSequence) {
        QString error;
        if (!exporter.write(output, format, size, &error)) {
            err() << error << Qt::endl;
            return ExitFailure;
        }
    } else if (!writeOutputFile(output, exporter.encode(format, size).toStdString())) {
        return ExitFailure;
    }
    if (output == QLatin1String("-")) return ExitOk; // the file went to standard output
    out() << Cli::tr("%1 frames written to %2: %3")
                 .arg(schedule.steps.size())
                 .arg(QDir::toNativeSeparators(output), ScheduleCaption::summary(schedule))
          << Qt::endl;
    if (const QString notes = ScheduleCaption::notes(schedule); !notes.isEmpty()) out() << notes << Qt::endl;
    return ExitOk;
}

const Registration registeredAnimateCommand(
    {"animate", QT_TRANSLATE_NOOP("Cli", "Play a collective on the fabric: PNGs per step, GIF or SVG."), 75, &runAnimate, true});

} // namespace
} // namespace spinel::cli
