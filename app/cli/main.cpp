// spinel-cli: Spinel's analyses for scripts, CI and large sweeps. Needs no display.
#include <QApplication>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include "cli/clicommand.h"
#include "cli/cliutil.h"
#include "core/version.h"
#include "document/memorytuning.h"

#include <cstdint>
#include <cstring>
#include <exception>
#include <filesystem>
#include <memory>
#include <new>

using namespace spinel::cli;

namespace {

// Whether glibc's allocator tuning (memorytuning.h) pays for the restart it needs (~45 ms): for the
// benches (they measure what the GUI does, and the GUI runs tuned), generate (a design is built),
// and a command naming a file of 8 MiB or more (about 15,000 GPUs: 131k GPUs load in 83 instead of
// 197 ms, and analyse in 42 instead of 179 ms, medians in the README). A small command starts untuned.
bool worthTuning(int argc, char *argv[])
{
    if (argc < 2) return false;
    if (std::strcmp(argv[1], "bench") == 0 || std::strcmp(argv[1], "generate") == 0) return true;
    constexpr std::uintmax_t kLargeFileBytes = 8u << 20;
    for (int i = 2; i < argc; ++i) {
        std::error_code error;
        const std::filesystem::path path(argv[i]);
        if (std::filesystem::is_regular_file(path, error) && std::filesystem::file_size(path, error) >= kLargeFileBytes && !error)
            return true;
    }
    return false;
}

void printUsage(QTextStream &stream)
{
    stream << Cli::tr("Usage: spinel-cli COMMAND [options] [arguments]") << "\n\n" << Cli::tr("Commands:") << "\n";
    for (const auto &command : commands())
        stream << "  " << QString::fromLatin1(command.name).leftJustified(12)
               << QCoreApplication::translate("Cli", command.summary) << "\n";
    stream << "\n" << Cli::tr("Run 'spinel-cli COMMAND --help' for a command's options.") << "\n";
    stream.flush();
}

void installTranslator(QCoreApplication &app)
{
    // SPINEL_LANG=de picks a language explicitly; otherwise the system locale decides.
    const QString lang = qEnvironmentVariable("SPINEL_LANG");
    const QLocale locale = lang.isEmpty() ? QLocale() : QLocale(lang);
    // Numbers in words and on plots follow the language too ("36,9 Mio. $" in German); the data
    // outputs (JSON, CSV) never format through the locale.
    if (!lang.isEmpty()) QLocale::setDefault(locale);
    auto *translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("spinel"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || translator->load(QStringLiteral("spinel_en"), QStringLiteral(":/i18n"))) // English plural forms
        QCoreApplication::installTranslator(translator);
    // Qt's own strings (QCommandLineParser's "Usage:", "Options:").
    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
}

// The command named by argv[1], if it draws: it needs a QApplication (fonts, widgets), on the
// offscreen platform so no display is needed. Everything else stays a QCoreApplication.
bool rendersGraphics(int argc, char *argv[])
{
    if (argc < 2) return false;
    for (const auto &command : commands())
        if (qstrcmp(argv[1], command.name) == 0) return command.rendersGraphics;
    return false;
}

std::unique_ptr<QCoreApplication> createApplication(int &argc, char *argv[])
{
    if (!rendersGraphics(argc, argv)) return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QApplication>(argc, argv);
}

} // namespace

int main(int argc, char *argv[])
{
    if (worthTuning(argc, argv)) spinel::restartWithMallocTuning(argv);
    const std::unique_ptr<QCoreApplication> application = createApplication(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("spinel-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(spinel::spinelVersion()));
    installTranslator(app);

    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2) {
        printUsage(err());
        return ExitUsage;
    }
    const QString first = arguments.at(1);
    if (first == QStringLiteral("--help") || first == QStringLiteral("-h") || first == QStringLiteral("help")) {
        printUsage(out());
        return ExitOk;
    }
    if (first == QStringLiteral("--version") || first == QStringLiteral("-v")) {
        // The first line as every GNU tool's; the second names the build for bug reports.
        out() << "spinel-cli " << QString::fromLatin1(spinel::spinelVersion()) << "\n"
              << Cli::tr("Build: %1, Qt %2 (running on Qt %3)")
                     .arg(QString::fromLatin1(spinel::spinelBuildInfo()), QStringLiteral(QT_VERSION_STR),
                          QString::fromLatin1(qVersion()))
              << Qt::endl;
        return ExitOk;
    }
    for (const auto &command : commands()) {
        if (first == QLatin1String(command.name)) {
            QStringList rest = arguments.mid(2);
            rest.prepend(QStringLiteral("spinel-cli ") + first);
            // The last line of defence: a clear message and exit 1, never an abort.
            try {
                return command.run(rest);
            } catch (const std::bad_alloc &) {
                err() << Cli::tr("%1: out of memory; the input is too large for this machine.").arg(first) << Qt::endl;
            } catch (const std::exception &error) {
                err() << Cli::tr("%1: %2").arg(first, QString::fromStdString(error.what())) << Qt::endl;
            }
            return ExitFailure;
        }
    }
    err() << Cli::tr("Unknown command '%1'.").arg(first) << "\n\n";
    printUsage(err());
    return ExitUsage;
}
