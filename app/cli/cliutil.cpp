#include "cli/cliutil.h"
#include "cli/clicommand.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

#include "io/catalogformat.h"
#include "io/designformat.h"
#include "io/filewrite.h"
#include "io/loaderror.h"
#include "common/messagetext.h"

namespace spinel::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

void addCommonOptions(QCommandLineParser &parser)
{
    parser.addHelpOption();
    parser.addOption({QStringLiteral("catalog"), Cli::tr("Merge a user catalog FILE over the built-in one."), Cli::tr("FILE")});
}

namespace {
// QCommandLineParser names the binary as invoked ("./app/spinel-cli"); show the subcommand instead.
QString helpFor(const QCommandLineParser &parser, const QStringList &arguments)
{
    QString text = parser.helpText();
    const QString invoked = QCoreApplication::arguments().value(0);
    const auto at = text.indexOf(invoked);
    if (at >= 0 && at < text.indexOf(QLatin1Char('\n'))) text.replace(at, invoked.size(), arguments.value(0));
    return text;
}
} // namespace

bool parseArguments(QCommandLineParser &parser, const QStringList &arguments, int minPositional, int maxPositional, int &exitCode)
{
    if (!parser.parse(arguments)) {
        err() << parser.errorText() << "\n" << Cli::tr("Try '%1 --help'.").arg(arguments.value(0)) << Qt::endl;
        exitCode = ExitUsage;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << helpFor(parser, arguments);
        out().flush();
        exitCode = ExitOk;
        return false;
    }
    const auto count = parser.positionalArguments().size();
    if (count < minPositional || (maxPositional >= 0 && count > maxPositional)) {
        err() << Cli::tr("Wrong number of arguments.") << "\n" << helpFor(parser, arguments);
        err().flush();
        exitCode = ExitUsage;
        return false;
    }
    return true;
}

std::optional<Catalog> catalogFor(const QCommandLineParser &parser)
{
    Catalog catalog = builtinCatalog();
    if (!parser.isSet(QStringLiteral("catalog"))) return catalog;
    const std::string file = parser.value(QStringLiteral("catalog")).toStdString();
    try {
        catalog.merge(loadCatalogFile(file));
        checkCatalogReferences(catalog, file);
    } catch (const LoadError &error) {
        err() << QString::fromStdString(error.what()) << Qt::endl;
        return std::nullopt;
    }
    return catalog;
}

std::optional<Loaded> loadDesign(const QCommandLineParser &parser, const QString &fileName)
{
    auto catalog = catalogFor(parser);
    if (!catalog) return std::nullopt;
    try {
        std::vector<Message> notes; // what an upgrade of an older file changed
        Design design = loadDesignFile(fileName.toStdString(), *catalog, &notes);
        for (const auto &note : notes) err() << Cli::tr("note: %1: %2").arg(fileName, MessageText::text(note)) << Qt::endl;
        return Loaded{std::move(*catalog), std::move(design)};
    } catch (const LoadError &error) {
        err() << QString::fromStdString(error.what()) << Qt::endl;
        return std::nullopt;
    }
}

namespace {

bool writeOutput(const QString &fileName, const std::function<void(const ByteSink &)> &produce)
{
    if (fileName.isEmpty()) {
        err() << Cli::tr("The output file name is empty; name a file, or - for standard output.") << Qt::endl;
        return false;
    }
    out().flush(); // "-" writes to the same standard output
    try {
        writeFileAtomically(fileName.toStdString(), produce);
    } catch (const WriteError &error) {
        err() << Cli::tr("Cannot write %1: %2").arg(fileName, QString::fromStdString(error.what())) << Qt::endl;
        return false;
    } catch (const std::bad_alloc &) {
        err() << Cli::tr("Cannot write %1: out of memory").arg(fileName) << Qt::endl;
        return false;
    }
    return true;
}

} // namespace

bool writeOutputFile(const QString &fileName, const std::string &bytes)
{
    return writeOutput(fileName, [&bytes](const ByteSink &sink) { sink(bytes); });
}

bool writeOutputFile(const QString &fileName, const Design &design)
{
    return writeOutput(fileName, [&design](const ByteSink &sink) { writeDesign(design, sink); });
}

void printJson(const nlohmann::json &value)
{
    out() << QString::fromStdString(value.dump(2)) << "\n";
    out().flush();
}

void printJson(const nlohmann::ordered_json &value)
{
    out() << QString::fromStdString(value.dump(2)) << "\n";
    out().flush();
}

std::optional<double> parseByteSize(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*([0-9]*\\.?[0-9]+(?:[eE][+-]?[0-9]+)?)\\s*([KMGT]i?B?|B)?\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(text);
    if (!match.hasMatch()) return std::nullopt;
    double value = match.captured(1).toDouble();
    const QString unit = match.captured(2).toUpper();
    if (!unit.isEmpty() && unit != QStringLiteral("B")) {
        const bool binary = unit.contains(QLatin1Char('I'));
        const double base = binary ? 1024.0 : 1000.0;
        const int power = QStringLiteral("KMGT").indexOf(unit.at(0)) + 1;
        value *= std::pow(base, power);
    }
    if (!std::isfinite(value) || value < 0) return std::nullopt;
    return value;
}

} // namespace spinel::cli
