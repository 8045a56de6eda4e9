// spinel-cli export FILE [--format F] -o OUT: the fabric for the programs that take it (Slurm,
// InfiniBand tools, graph tools, containerlab, NetBox, installers, ASTRA-sim). The extension of
// OUT picks the format when --format is absent; folder formats (netbox, astra-sim) make OUT a folder.
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include <QDir>
#include <QFileInfo>

#include <sstream>

#include "cost/cablingplan.h"
#include "export/exportformat.h"
#include "export/runlistcolumns.h"

namespace spinel::cli {
namespace {

using namespace spinel::exporting;

QString formatList()
{
    QStringList names;
    for (const auto &info : exportFormats()) names << QString::fromLatin1(info.name);
    return names.join(QStringLiteral(", "));
}

QString columnList()
{
    QStringList keys;
    for (const auto &column : runListColumns()) keys << QString::fromLatin1(column.key);
    return keys.join(QLatin1Char(','));
}

// --format, or the extension of OUT; nothing (after saying why) when neither names a format.
std::optional<ExportFormat> chooseFormat(const QCommandLineParser &parser, const QString &output)
{
    std::optional<ExportFormat> format;
    if (parser.isSet(QStringLiteral("format"))) {
        format = formatFromName(parser.value(QStringLiteral("format")).toStdString());
        if (!format) {
            err() << Cli::tr("Unknown format \"%1\"; choose one of %2.").arg(parser.value(QStringLiteral("format")), formatList())
                  << Qt::endl;
            return std::nullopt;
        }
    } else {
        format = formatFromFileName(output.toStdString());
        if (!format) {
            err() << Cli::tr("Cannot tell the format from \"%1\"; add --format (one of %2).").arg(output, formatList()) << Qt::endl;
            return std::nullopt;
        }
    }
    return format;
}

// --columns or --preset of the run list into `options`; false (after saying why) on a usage error.
bool readRunListOptions(const QCommandLineParser &parser, ExportFormat format, ExportOptions &options)
{
    const bool columns = parser.isSet(QStringLiteral("columns")), preset = parser.isSet(QStringLiteral("preset"));
    if ((columns || preset) && format != ExportFormat::RunList) {
        err() << Cli::tr("--columns and --preset apply to the runlist format only.") << Qt::endl;
        return false;
    }
    if (columns && preset) {
        err() << Cli::tr("Give either --columns or --preset, not both.") << Qt::endl;
        return false;
    }
    if (preset) {
        const auto layout = runListPreset(parser.value(QStringLiteral("preset")).toStdString());
        if (!layout) {
            err() << Cli::tr("Unknown run-list preset \"%1\"; choose default or p2p.").arg(parser.value(QStringLiteral("preset")))
                  << Qt::endl;
            return false;
        }
        options.runList = *layout;
    }
    if (columns) {
        try {
            options.runList = parseRunListColumns(parser.value(QStringLiteral("columns")).toStdString());
        } catch (const ExportError &error) {
            err() << Cli::tr("--columns: %1").arg(QString::fromStdString(error.what())) << Qt::endl;
            return false;
        }
    }
    return true;
}

// Writes every file the exporter produces: OUT, its companions beside it, or a folder's files.
int writeExport(ExportFormat format, const QString &output, const QString &designFile, const Loaded &loaded,
                const ExportOptions &options)
{
    const FormatInfo &info = formatInfo(format);
    bool written = true;
    const ExportSink sink = [&](const std::string &name, const std::function<void(std::ostream &)> &write) {
        if (!written) return;
        QString path = output;
        if (info.folder) path = QDir(output).filePath(QString::fromStdString(name));
        else if (!name.empty()) {
            if (output == QStringLiteral("-")) return; // companions need a file name to sit beside
            path = output + QString::fromStdString(name);
        }
        std::ostringstream text;
        write(text);
        written = writeOutputFile(path, text.str());
    };
    try {
        exportDesign(format, loaded.design, loaded.catalog, sink, options);
    } catch (const CablingPlanTooLarge &error) {
        err() << Cli::tr("%1: %2").arg(designFile, QString::fromStdString(error.what())) << Qt::endl;
        return ExitFailure;
    } catch (const ExportError &error) {
        err() << Cli::tr("%1: %2").arg(designFile, QString::fromStdString(error.what())) << Qt::endl;
        return ExitFailure;
    }
    return written ? ExitOk : ExitFailure;
}

int runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Export the fabric for another program. Formats: %1.\n"
                "netbox and astra-sim write a folder; ibsim and ibnetdiscover also write OUT.node-name-map.")
            .arg(formatList()));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("format"), Cli::tr("The format (default: from the extension of OUT)."), Cli::tr("F")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("The file or folder to write."), Cli::tr("OUT")});
    parser.addOption({QStringLiteral("no-rank"), Cli::tr("dot: do not put each tier on one rank.")});
    parser.addOption({QStringLiteral("columns"),
                      Cli::tr("runlist: the columns, comma-separated (%1), or a preset (default, p2p).").arg(columnList()),
                      Cli::tr("LIST")});
    parser.addOption({QStringLiteral("preset"),
                      Cli::tr("runlist: a column preset: default, or p2p (NVIDIA cable validation's P2P sheet)."), Cli::tr("NAME")});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;
    if (!parser.isSet(QStringLiteral("output"))) {
        err() << Cli::tr("Name the output with -o OUT.") << Qt::endl;
        return ExitUsage;
    }
    const QString output = parser.value(QStringLiteral("output"));
    const std::optional<ExportFormat> format = chooseFormat(parser, output);
    if (!format) return ExitUsage;
    const FormatInfo &info = formatInfo(*format);
    if (info.folder && output == QStringLiteral("-")) {
        err() << Cli::tr("The %1 format writes a folder; name it with -o.").arg(QString::fromLatin1(info.name)) << Qt::endl;
        return ExitUsage;
    }
    if (info.folder && !QDir().mkpath(output)) {
        err() << Cli::tr("Cannot create the folder %1.").arg(output) << Qt::endl;
        return ExitFailure;
    }
    ExportOptions options;
    options.rankByTier = !parser.isSet(QStringLiteral("no-rank"));
    if (!readRunListOptions(parser, *format, options)) return ExitUsage;
    auto loaded = loadDesign(parser, parser.positionalArguments().first());
    if (!loaded) return ExitFailure;
    return writeExport(*format, output, parser.positionalArguments().first(), *loaded, options);
}

const Registration registeredExportCommand({"export",
                                            QT_TRANSLATE_NOOP("Cli", "Export the fabric for Slurm, InfiniBand tools, "
                                                                     "graph tools, containerlab, NetBox, installers or ASTRA-sim."),
                                            62, &runExport});

} // namespace
} // namespace spinel::cli
