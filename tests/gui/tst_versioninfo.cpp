// Version and build information: `spinel --version` (without a display) and Help ▸ About name the
// version and the build, so a bug report identifies the exact program.
#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

#include "core/version.h"
#include "mainwindow/mainwindow.h"
#include "support/processrun.h"
#include "support/testmain.h"

using namespace spinel;

class TestVersionInfo : public QObject {
    Q_OBJECT
private slots:
    void versionWithoutDisplay();
    void aboutNamesTheBuild();
};

void TestVersionInfo::versionWithoutDisplay()
{
    const testsupport::ProcessRun run = testsupport::runProgram(spinel::testsupport::guiPath(), {QStringLiteral("--version")},
                                                                testsupport::Display::None, 30000);
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.outText().trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0), QStringLiteral("spinel ") + QString::fromLatin1(spinelVersion()));
    QVERIFY2(lines.at(1).contains(QString::fromLatin1(spinelBuildInfo())), qPrintable(lines.at(1)));
    QVERIFY2(lines.at(1).contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())), qPrintable(lines.at(1)));
    // Build type, compiler and revision, e.g. "Release, GNU 12.2.0, revision e24c468".
    QVERIFY2(QString::fromLatin1(spinelBuildInfo()).contains(QStringLiteral(", revision ")), spinelBuildInfo());
}

void TestVersionInfo::aboutNamesTheBuild()
{
    MainWindow window;
    QAction *about = nullptr;
    for (QAction *menu : window.menuBar()->actions())
        for (QAction *action : menu->menu() ? menu->menu()->actions() : QList<QAction *>())
            if (action->menuRole() == QAction::AboutRole) about = action;
    QVERIFY(about);
    QString text;
    QTimer::singleShot(0, &window, [&text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) return;
        text = box->text();
        box->accept();
    });
    about->trigger();
    QVERIFY2(text.contains(QString::fromLatin1(spinelVersion())), qPrintable(text));
    QVERIFY2(text.contains(QString::fromLatin1(spinelBuildInfo()).toHtmlEscaped()), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())), qPrintable(text));
}

SPINEL_QTEST_MAIN(TestVersionInfo)
#include "tst_versioninfo.moc"
