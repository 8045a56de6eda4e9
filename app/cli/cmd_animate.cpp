// spinel-cli animate FILE --op OP --bytes SIZE [--gpus N] [--algorithm ALG] -o DIR: the collective's
// schedule played on the drawn fabric, one PNG per step (step-0001.png, ...), for slides.
#include "cli/clicommand.h"
#include "cli/cliutil.h"
#include "cli/collectiveoptions.h"

#include <QBuffer>
#include <QDir>
#include <QImage>
#include <QLocale>
#include <QPainter>

#include "animation/collectiveoverlayitem.h"
#include "animation/schedulecaption.h"
#include "canvas/fabricscene.h"
#include "timing/collectiveschedule.h"
#include "timing/fabricprofile.h"

namespace spinel::cli {
namespace {

// One frame: the canvas scaled into the image above a caption band.
QImage renderFrame(FabricScene &scene, const QRectF &source, const QSize &size, const QString &caption)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const int band = std::max(36, size.height() / 12);
    scene.render(&painter, QRectF(8, 8, size.width() - 16, size.height() - band - 16), source, Qt::KeepAspectRatio);
    QFont font = painter.font();
    font.setPixelSize(std::max(12, band / 3));
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(12, size.height() - band - 4, size.width() - 24, band), Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap,
                     caption);
    return image;
}

int runAnimate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Play a collective on the drawn fabric step by step and write one PNG per step (no display needed)."));
    addCommonOptions(parser);
    addCollectiveOptions(parser, false);
    parser.addOption({QStringLiteral("bytes"), Cli::tr("Message size (nccl-tests definition): 8, 64KiB, 1GiB, 1e9."),
                      Cli::tr("SIZE")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("Output directory for step-0001.png, …"),
                      Cli::tr("DIR")});
    parser.addOption({QStringLiteral("width"), Cli::tr("Width in pixels (default 1280)."), Cli::tr("PX"), QStringLiteral("1280")});
    parser.addOption({QStringLiteral("height"), Cli::tr("Height in pixels (default 800)."), Cli::tr("PX"), QStringLiteral("800")});
    parser.addOption({QStringLiteral("max-steps"), Cli::tr("Merge steps beyond this many (default 64)."), Cli::tr("N"),
                      QStringLiteral("64")});
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
        err() << Cli::tr("Give -o DIR: the directory for the numbered PNGs.") << Qt::endl;
        return ExitUsage;
    }
    if (output.endsWith(QLatin1String(".gif"), Qt::CaseInsensitive) || output.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        err() << Cli::tr("Animated GIF and SVG output are not available yet: give a directory for a numbered PNG sequence.")
              << Qt::endl;
        return ExitUsage;
    }
    bool widthOk = false, heightOk = false, stepsOk = false;
    const QSize size(parser.value(QStringLiteral("width")).toInt(&widthOk), parser.value(QStringLiteral("height")).toInt(&heightOk));
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
    if (!QDir().mkpath(output)) {
        err() << Cli::tr("Cannot create the directory %1").arg(output) << Qt::endl;
        return ExitFailure;
    }

    FabricScene scene;
    scene.showDesign(loaded->design, loaded->catalog);
    scene.finishRendering();
    auto *overlay = new CollectiveOverlayItem;
    scene.addItem(overlay);
    overlay->setSchedule(&schedule, loaded->design, scene);
    const QRectF source = scene.designRect().adjusted(-30, -30, 30, 30);
    const QDir directory(output);
    for (int i = 0; i < int(schedule.steps.size()); ++i) {
        // Chunks half-way along their paths: every transfer of the step is visible at once.
        overlay->setMoment(i, 0.5);
        const QImage frame = renderFrame(scene, source, size, ScheduleCaption::text(schedule, loaded->design, i, 1.0));
        QBuffer png;
        png.open(QIODevice::WriteOnly);
        frame.save(&png, "PNG");
        const QString name = directory.filePath(QStringLiteral("step-%1.png").arg(i + 1, 4, 10, QLatin1Char('0')));
        if (!writeOutputFile(name, png.data().toStdString())) return ExitFailure;
    }
    out() << Cli::tr("%1 frames written to %2: %3")
                 .arg(schedule.steps.size())
                 .arg(QDir::toNativeSeparators(output), ScheduleCaption::summary(schedule))
          << Qt::endl;
    return ExitOk;
}

const Registration registration({"animate", QT_TRANSLATE_NOOP("Cli", "Play a collective on the fabric: one PNG per step."), 75,
                                 &runAnimate, true});

} // namespace
} // namespace spinel::cli
