// spinel-cli plot FILE --kind busbw|scaling|cost -o OUT.png|.svg|.pdf: a plot of the design,
// exactly as the GUI's plot docks draw it, rendered offscreen.
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include <memory>

#include "export/figurewriter.h"
#include "export/plotexporter.h"
#include "plots/busbandwidthplot.h"
#include "plots/costplot.h"
#include "figures/designfigures.h"
#include "plots/plotstyle.h"
#include "plots/scalingplot.h"

namespace spinel::cli {
namespace {

std::unique_ptr<PlotWidget> makePlot(const QString &kind, bool withServers)
{
    if (kind == QLatin1String("busbw")) return std::make_unique<BusBandwidthPlot>();
    if (kind == QLatin1String("scaling")) return std::make_unique<ScalingPlot>();
    if (kind == QLatin1String("cost")) {
        auto plot = std::make_unique<CostPlot>();
        plot->setIncludeServers(withServers);
        return plot;
    }
    return nullptr;
}

int runPlot(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Render a plot of the design to PNG, SVG or PDF (no display needed)."));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("kind"), Cli::tr("busbw (bus bandwidth vs message size), scaling or cost."), Cli::tr("KIND")});
    parser.addOption(
        {{QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("Output file: .png, .svg or .pdf."), Cli::tr("FILE")});
    parser.addOption({QStringLiteral("width"), Cli::tr("Width in pixels (default 960)."), Cli::tr("PX"), QStringLiteral("960")});
    parser.addOption({QStringLiteral("height"), Cli::tr("Height in pixels (default 600)."), Cli::tr("PX"), QStringLiteral("600")});
    parser.addOption({QStringLiteral("with-servers"), Cli::tr("Cost plot: include the GPU servers.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;

    const QString kind = parser.value(QStringLiteral("kind"));
    if (kind.isEmpty() || !parser.isSet(QStringLiteral("output"))) {
        err() << Cli::tr("Give --kind busbw|scaling|cost and -o OUT.png|.svg|.pdf.") << Qt::endl;
        return ExitUsage;
    }
    std::unique_ptr<PlotWidget> plot = makePlot(kind, parser.isSet(QStringLiteral("with-servers")));
    if (!plot) {
        err() << Cli::tr("Unknown plot kind '%1': use busbw, scaling or cost.").arg(kind) << Qt::endl;
        return ExitUsage;
    }
    const QString output = parser.value(QStringLiteral("output"));
    FigureWriter::Format format;
    if (!FigureWriter::formatFor(output, &format)) {
        err() << Cli::tr("Cannot tell the format of %1: use .png, .svg or .pdf.").arg(output) << Qt::endl;
        return ExitFailure;
    }
    bool widthOk = false, heightOk = false;
    const QSize size(parser.value(QStringLiteral("width")).toInt(&widthOk),
                     parser.value(QStringLiteral("height")).toInt(&heightOk));
    if (!widthOk || !heightOk || size.width() < 200 || size.height() < 150 || size.width() > 10000 || size.height() > 10000) {
        err() << Cli::tr("--width and --height must be whole numbers of pixels, from 200 × 150 to 10000 × 10000.") << Qt::endl;
        return ExitUsage;
    }

    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    plot->setPalette(plotstyle::printPalette());
    plot->setFigures(std::make_shared<const DesignFigures>(computeDesignFigures(loaded->design, loaded->catalog)));
    QString error;
    if (!PlotExporter::exportPlot(plot.get(), plot->title(), output, &error, size)) {
        err() << error << Qt::endl;
        return ExitFailure;
    }
    return ExitOk;
}

const Registration registeredPlotCommand({"plot",
                                          QT_TRANSLATE_NOOP("Cli", "Render a plot (busbw, scaling, cost) to PNG, SVG or PDF."),
                                          70, &runPlot, true});

} // namespace
} // namespace spinel::cli
