#pragma once
// Running spinel-cli (or the GUI executable) from a test: one helper instead of a QProcess block
// per test file. Exit code -1 means the program crashed or did not finish in time.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace spinel::testsupport {

struct ProcessRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString outText() const { return QString::fromUtf8(out); }
    QString errText() const { return QString::fromUtf8(err); }
};

enum class Display {
    Inherit,   // the test's own environment (ctest sets QT_QPA_PLATFORM for GUI tests)
    None,      // no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM: the program must cope alone
    Offscreen, // QT_QPA_PLATFORM=offscreen
};

ProcessRun runProgram(const QString &program, const QStringList &arguments, Display display = Display::Inherit,
                      int timeoutMs = 60000);

// spinel-cli from this build tree.
QString cliPath();
ProcessRun runCli(const QStringList &arguments, Display display = Display::Inherit);

// The GUI program from this build tree (the GUI tests' executable depends on it).
QString guiPath();

} // namespace spinel::testsupport
