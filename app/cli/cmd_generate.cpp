// spinel-cli generate TEMPLATE [--set key=value]... -o FILE: a whole fabric from a template.
#include "cli/clicommand.h"
#include "cli/cliutil.h"

#include "common/templatetext.h"
#include "core/designcounts.h"
#include "core/domains.h"
#include "generate/generators.h"
#include "io/designformat.h"
#include "io/loaderror.h"

namespace spinel::cli {
namespace {

// In the user's language (SPINEL_LANG), as the New from Template dialog words it.
void listTemplates()
{
    for (const auto &info : fabricTemplates()) {
        out() << QString::fromStdString(info.name) << "\n    " << TemplateText::description(info) << "\n";
        for (const auto &key : info.keys) {
            QString line = QStringLiteral("    --set %1=").arg(QString::fromStdString(key.name));
            line += key.defaultText.empty() ? QStringLiteral("…") : QString::fromStdString(key.defaultText);
            out() << line.leftJustified(40) << " " << TemplateText::help(info, key) << "\n";
        }
        out() << "\n";
    }
    out().flush();
}

int runGenerate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Generate a fabric from a template (fat-tree, leaf-spine, rail-optimized, torus, nvl72)."));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("set"), Cli::tr("Set a template parameter (repeatable)."), Cli::tr("key=value")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("Write the design to FILE."), Cli::tr("FILE")});
    parser.addOption({QStringLiteral("list"), Cli::tr("List the templates and their parameters.")});
    parser.addPositionalArgument(QStringLiteral("TEMPLATE"), Cli::tr("Template name (see --list)."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 0, 1, exitCode)) return exitCode;
    if (parser.isSet(QStringLiteral("list"))) {
        listTemplates();
        return ExitOk;
    }
    if (parser.positionalArguments().isEmpty()) {
        err() << Cli::tr("Name a template; see --list.") << Qt::endl;
        return ExitUsage;
    }
    if (!parser.isSet(QStringLiteral("output"))) {
        err() << Cli::tr("Say where to write the design with -o FILE.") << Qt::endl;
        return ExitUsage;
    }
    GeneratorParams params;
    for (const QString &assignment : parser.values(QStringLiteral("set"))) {
        const auto equals = assignment.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            err() << Cli::tr("--set expects key=value, not '%1'.").arg(assignment) << Qt::endl;
            return ExitUsage;
        }
        params[assignment.left(equals).trimmed().toStdString()] = assignment.mid(equals + 1).trimmed().toStdString();
    }
    auto catalog = catalogFor(parser);
    if (!catalog) return ExitFailure;
    const QString file = parser.value(QStringLiteral("output"));
    try {
        const Design design = generateFabric(parser.positionalArguments().first().toStdString(), params, *catalog);
        validateDesign(design, *catalog);
        if (!writeOutputFile(file, design)) return ExitFailure;
        const DesignCounts counts = countDesign(design, *catalog);
        // With -o - the design itself is on standard output: the summary goes to stderr.
        (file == QStringLiteral("-") ? err() : out())
            << Cli::tr("%1: %2 GPUs in %3 servers; %4 leaf, %5 spine, %6 core switches; %7 cables")
                   .arg(file)
                   .arg(counts.gpus)
                   .arg(counts.servers)
                   .arg(counts.leaves)
                   .arg(counts.spines)
                   .arg(counts.cores)
                   .arg(counts.cables);
        // Rack-scale templates (nvl72): the NVLink domains in effect (a rack, or each of its partitions)
        // and the physical racks they fill (an NVL36x2 domain fills two).
        if (!design.domains.empty())
            (file == QStringLiteral("-") ? err() : out())
                << Cli::tr("; %n NVLink domain(s)", nullptr, int(counts.domains))
                << Cli::tr(" in %n rack(s)", nullptr, int(countDomainRacks(design, *catalog)));
        (file == QStringLiteral("-") ? err() : out()) << Qt::endl;
    } catch (const GeneratorError &error) {
        err() << QString::fromStdString(error.what()) << Qt::endl;
        return ExitFailure;
    } catch (const FormatError &error) {
        // A generator bug: its design must always validate.
        err() << Cli::tr("Generated design is invalid at %1: %2")
                     .arg(QString::fromStdString(error.path()), QString::fromStdString(error.what()))
              << Qt::endl;
        return ExitFailure;
    }
    return ExitOk;
}

const Registration registeredGenerateCommand({"generate", QT_TRANSLATE_NOOP("Cli", "Generate a fabric from a template."), 30,
                                              &runGenerate});

} // namespace
} // namespace spinel::cli
