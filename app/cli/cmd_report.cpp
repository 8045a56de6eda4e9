// spinel-cli report FILE -o report.pdf: the GUI's one-click design report, rendered offscreen.
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include <QCoreApplication>
#include <QFileInfo>

#include "figures/designfigures.h"
#include "report/reportwriter.h"

namespace spinel::cli {
namespace {

int runReport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Write the PDF design report: summary, findings, key figures, plots, BOM."));
    addCommonOptions(parser);
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("The PDF file to write."), Cli::tr("FILE")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;
    if (!parser.isSet(QStringLiteral("output"))) {
        err() << Cli::tr("Give the report's file name with -o report.pdf.") << Qt::endl;
        return ExitUsage;
    }
    const QString output = parser.value(QStringLiteral("output"));
    if (QFileInfo(output).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0) {
        err() << Cli::tr("The report is a PDF: name it .pdf (got %1).").arg(output) << Qt::endl;
        return ExitFailure;
    }
    const QString fileName = parser.positionalArguments().first();
    auto loaded = loadDesign(parser, fileName);
    if (!loaded) return ExitFailure;
    const DesignFigures figures = computeDesignFigures(loaded->design, loaded->catalog);
    ReportWriter writer(loaded->design, loaded->catalog, figures);
    writer.setSourceName(QFileInfo(fileName).fileName());
    QString error;
    const int pages = writer.write(output, &error);
    if (pages == 0) {
        err() << error << Qt::endl;
        return ExitFailure;
    }
    out() << QCoreApplication::translate("Cli", "Wrote %1 (%n page(s))", nullptr, pages).arg(output) << Qt::endl;
    return ExitOk;
}

const Registration registeredReportCommand({"report", QT_TRANSLATE_NOOP("Cli", "Write the PDF design report."), 71, &runReport,
                                            true});

} // namespace
} // namespace spinel::cli
