#pragma once
// Subcommands of spinel-cli register themselves here; main() dispatches by name.
// Exit codes: 0 success, 1 failure or invalid input, 2 usage error.

#include <QStringList>

#include <vector>

namespace spinel::cli {

enum ExitCode { ExitOk = 0, ExitFailure = 1, ExitUsage = 2 };

struct Command {
    const char *name;
    const char *summary;                      // QT_TRANSLATE_NOOP("Cli", ...), translated when shown
    int order;                                // position in --help
    int (*run)(const QStringList &arguments); // arguments after the subcommand name, argv[0] first
    // Draws (plot, report): main() creates a QApplication on the offscreen platform, not a
    // QCoreApplication. Last, so the other commands' initialisers stay as they are.
    bool rendersGraphics = false;
};

const std::vector<Command> &commands();

struct Registration {
    explicit Registration(const Command &command);
};

} // namespace spinel::cli
