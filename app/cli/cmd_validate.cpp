// spinel-cli validate FILE: exit 0 when the design loads cleanly, 1 with the message otherwise.
#include "cli/clicommand.h"
#include "cli/cliutil.h"

namespace spinel::cli {
namespace {

int runValidate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Check that a design file is valid."));
    addCommonOptions(parser);
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The .spinel design to check."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 1, 1, exitCode)) return exitCode;
    const QString file = parser.positionalArguments().first();
    auto loaded = loadDesign(parser, file);
    if (!loaded) return ExitFailure;
    out() << Cli::tr("%1: valid (%2 devices, %3 links)").arg(file).arg(loaded->design.devices.size()).arg(loaded->design.links.size())
          << Qt::endl;
    return ExitOk;
}

const Registration registeredValidateCommand({"validate", QT_TRANSLATE_NOOP("Cli", "Check a design file; exit 1 if invalid."), 10,
                                              &runValidate});

} // namespace
} // namespace spinel::cli
