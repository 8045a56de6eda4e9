#include "support/processrun.h"

#include <QProcess>
#include <QProcessEnvironment>

namespace spinel::testsupport {

ProcessRun runProgram(const QString &program, const QStringList &arguments, Display display, int timeoutMs)
{
    QProcess process;
    if (display != Display::Inherit) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        if (display == Display::Offscreen) environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(environment);
    }
    process.start(program, arguments);
    ProcessRun run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
    } else if (process.exitStatus() == QProcess::NormalExit) {
        run.exitCode = process.exitCode();
    }
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString cliPath()
{
    return QStringLiteral(SPINEL_CLI);
}

QString guiPath()
{
    return QStringLiteral(SPINEL_GUI);
}

ProcessRun runCli(const QStringList &arguments, Display display)
{
    return runProgram(cliPath(), arguments, display);
}

} // namespace spinel::testsupport
