#pragma once
// What every spinel-cli subcommand shares: output streams, argument parsing, loading a design
// with the built-in (and optionally a user) catalog, JSON printing.

#include <QCommandLineParser>
#include <QString>
#include <QTextStream>
#include <QCoreApplication>

#include <optional>

#include <nlohmann/json.hpp>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel::cli {

QTextStream &out();
QTextStream &err();
// The translation context of every CLI string; lupdate needs a class to name it.
class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
inline QString tr(const char *text)
{
    return Cli::tr(text);
} // for code outside lupdate's view

// Adds --help and --catalog, parses; on a usage error prints it and returns false.
void addCommonOptions(QCommandLineParser &parser);
bool parseArguments(QCommandLineParser &parser, const QStringList &arguments, int minPositional, int maxPositional, int &exitCode);

// The built-in catalog merged with --catalog FILE if given. Prints the error and returns nullopt.
std::optional<Catalog> catalogFor(const QCommandLineParser &parser);

struct Loaded {
    Catalog catalog;
    Design design;
};
// Loads FILE (validated); prints the loader's message on failure.
std::optional<Loaded> loadDesign(const QCommandLineParser &parser, const QString &fileName);

// Writes a whole output file (-o FILE) with writeFileAtomically ("-" is standard output).
// Prints "Cannot write FILE: reason" and returns false on failure.
bool writeOutputFile(const QString &fileName, const std::string &bytes);
// The same for a design, its text written a chunk at a time (no copy of the whole text in memory).
bool writeOutputFile(const QString &fileName, const Design &design);

void printJson(const nlohmann::json &value);
void printJson(const nlohmann::ordered_json &value);

// Parses sizes like 8, 64KiB, 1GiB, 1e9, 2MB. Returns nullopt on bad text.
std::optional<double> parseByteSize(const QString &text);

} // namespace spinel::cli
