// spinel-cli: Spinel's analyses for scripts, CI and large sweeps. Needs no display.
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include "cli/clicommand.h"
#include "cli/cliutil.h"

using namespace spinel::cli;

namespace {

void printUsage(QTextStream &stream)
{
    stream << tr("Usage: spinel-cli COMMAND [options] [arguments]") << "\n\n" << tr("Commands:") << "\n";
    for (const auto &command : commands())
        stream << "  " << QString::fromLatin1(command.name).leftJustified(12)
               << QCoreApplication::translate("spinel-cli", command.summary) << "\n";
    stream << "\n" << tr("Run 'spinel-cli COMMAND --help' for a command's options.") << "\n";
    stream.flush();
}

void installTranslator(QCoreApplication &app)
{
    // SPINEL_LANG=de picks a language explicitly; otherwise the system locale decides.
    const QString lang = qEnvironmentVariable("SPINEL_LANG");
    const QLocale locale = lang.isEmpty() ? QLocale() : QLocale(lang);
    auto *translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("spinel"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("spinel-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SPINEL_VERSION));
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
        out() << "spinel-cli " << QStringLiteral(SPINEL_VERSION) << Qt::endl;
        return ExitOk;
    }
    for (const auto &command : commands()) {
        if (first == QLatin1String(command.name)) {
            QStringList rest = arguments.mid(2);
            rest.prepend(QStringLiteral("spinel-cli ") + first);
            return command.run(rest);
        }
    }
    err() << tr("Unknown command '%1'.").arg(first) << "\n\n";
    printUsage(err());
    return ExitUsage;
}
