// The spinel-cli man page (resources/spinel-cli.1) keeps up with the program: every command that
// `spinel-cli help` lists has a section, every long option its --help lists is described, and
// every template `generate --list` lists is named.
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

using spinel::testsupport::runCli;

class TestCliManPage : public QObject {
    Q_OBJECT
private slots:
    void everyCommandAndOptionIsDocumented();
};

void TestCliManPage::everyCommandAndOptionIsDocumented()
{
    QFile file(spinel::testdata::sourcePath(QStringLiteral("resources/spinel-cli.1")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    // troff escapes the minus signs of options: "\-\-json" is "--json" on the page.
    const QString page = QString::fromUtf8(file.readAll()).replace(QStringLiteral("\\-"), QStringLiteral("-"));

    const auto help = runCli({QStringLiteral("help")});
    QCOMPARE(help.exitCode, 0);
    QStringList commands;
    const QRegularExpression commandLine(QStringLiteral("^  ([a-z]+) "), QRegularExpression::MultilineOption);
    for (auto match = commandLine.globalMatch(help.outText()); match.hasNext();) commands << match.next().captured(1);
    QVERIFY2(commands.size() >= 12, qPrintable(commands.join(QLatin1Char(' '))));

    const QRegularExpression optionName(QStringLiteral("--([a-z][a-z-]*)"));
    for (const QString &command : commands) {
        QVERIFY2(page.contains(QStringLiteral(".SS \"") + command + QLatin1Char(' '))
                     || page.contains(QStringLiteral(".SS \"") + command + QLatin1Char('"')),
                 qPrintable(QStringLiteral("no section for %1").arg(command)));
        const auto commandHelp = runCli({command, QStringLiteral("--help")});
        QCOMPARE(commandHelp.exitCode, 0);
        for (auto match = optionName.globalMatch(commandHelp.outText()); match.hasNext();) {
            const QString option = match.next().captured(0);
            QVERIFY2(page.contains(option), qPrintable(QStringLiteral("%1 %2 is not in the man page").arg(command, option)));
        }
    }

    // Template names stand alone on their line of the list; their keys are indented below them.
    const auto templates = runCli({QStringLiteral("generate"), QStringLiteral("--list")});
    QCOMPARE(templates.exitCode, 0);
    const QRegularExpression templateLine(QStringLiteral("^([a-z][a-z0-9-]*)$"), QRegularExpression::MultilineOption);
    int named = 0;
    for (auto match = templateLine.globalMatch(templates.outText()); match.hasNext(); ++named) {
        const QString name = match.next().captured(1);
        QVERIFY2(page.contains(QStringLiteral(".B ") + name) || page.contains(QStringLiteral(".BR ") + name + QStringLiteral(" ,")),
                 qPrintable(QStringLiteral("template %1 is not in the man page").arg(name)));
    }
    QVERIFY2(named >= 5, qPrintable(templates.outText()));
}

SPINEL_QTEST_MAIN(TestCliManPage)
#include "tst_cli_manpage.moc"
