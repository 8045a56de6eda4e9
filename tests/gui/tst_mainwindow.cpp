// The main window, offscreen: opens the example, refuses bad files without touching the open
// design, tracks recent files and unsaved changes; the executable's --screenshot and --lang.
#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>

#include "canvas/canvasview.h"
#include "canvas/fabricscene.h"
#include "commands/changedesignsettings.h"
#include "document/document.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/mainwindow.h"
#include "support/testmain.h"
#include "timing/collectives.h"
#include "mainwindow/recentfiles.h"
#include "support/processrun.h"
#include "support/testdata.h"

using namespace spinel;

namespace {

// Answers the next modal message box with `button`, and returns its texts through `seen`.
void answerNextMessageBox(QStringList *seen, QMessageBox::StandardButton button = QMessageBox::Ok)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, seen, button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) return;
        *seen << box->text() << box->informativeText();
        box->button(button)->click();
        timer->deleteLater();
    });
    timer->start();
}

spinel::testsupport::ProcessRun runSpinel(const QStringList &arguments)
{
    return spinel::testsupport::runProgram(spinel::testsupport::guiPath(), arguments, spinel::testsupport::Display::Offscreen,
                                           30000);
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void opensTheExample();
    void firstStartOpensTheExample();
    void badFileKeepsTheDesign();
    void openingAFileRemembersIt();
    void titleMarksUnsavedChanges();
    void closingWithChangesAsks();
    void inNetworkReductionIsAnUndoableSetting();
    void screenshotWritesAPng();
    void screenshotOfABadFileFails();
    void germanTranslationIsBuiltIn();
    void exitLeavesTheSceneWhole();

private:
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    // Settings (recent files, window geometry) go to a test location, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
}

void TestMainWindow::init()
{
    QSettings().clear();
}

void TestMainWindow::opensTheExample()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample());

    const Design &design = window.document()->design();
    QVERIFY(design == testdata::exampleDesign());
    QCOMPARE(window.scene()->deviceItems().size(), qsizetype(design.devices.size()));
    QCOMPARE(window.scene()->linkItems().size(), qsizetype(design.links.size()));
    QVERIFY(window.windowTitle().contains(QString::fromStdString(design.settings.name)));
    QVERIFY(!window.isWindowModified());
    // The view shows the whole design.
    const QRectF visible = window.canvasView()->mapToScene(window.canvasView()->viewport()->rect()).boundingRect();
    QVERIFY(visible.contains(window.scene()->designRect()));
}

void TestMainWindow::firstStartOpensTheExample()
{
    MainWindow window;
    window.openStartupDesign();
    QVERIFY(window.document()->design() == testdata::exampleDesign());
    QVERIFY(window.document()->fileName().isEmpty());
}

void TestMainWindow::badFileKeepsTheDesign()
{
    MainWindow window;
    window.show();
    QVERIFY(window.openExample());
    const Design before = window.document()->design();
    const QString title = window.windowTitle();

    const QString bad = m_dir.filePath(QStringLiteral("broken.spinel"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "spinel-design", "version": 1, "devices": [{"id": 7}]})");
    file.close();

    QStringList seen;
    answerNextMessageBox(&seen);
    QVERIFY(!window.openFile(bad));
    QCOMPARE(seen.size(), 2);
    // The dialog shows the loader's own message, naming the file.
    QString expected;
    Document probe;
    QVERIFY(!probe.load(bad, &expected));
    QCOMPARE(seen.at(1), expected);
    QVERIFY(expected.contains(bad));

    QVERIFY(window.document()->design() == before);
    QCOMPARE(window.scene()->deviceItems().size(), qsizetype(before.devices.size()));
    QCOMPARE(window.windowTitle(), title);
    QVERIFY(window.recentFiles()->files().isEmpty());
}

void TestMainWindow::openingAFileRemembersIt()
{
    MainWindow window;
    QVERIFY(window.openFile(spinel::testdata::examplePath()));
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("leaf-spine-4x-h100.spinel")));
    QCOMPARE(window.recentFiles()->files(), QStringList{spinel::testdata::examplePath()});

    // The next start reopens it.
    MainWindow next;
    next.openStartupDesign();
    QCOMPARE(next.document()->fileName(), spinel::testdata::examplePath());
}

void TestMainWindow::titleMarksUnsavedChanges()
{
    MainWindow window;
    QVERIFY(window.openFile(spinel::testdata::examplePath()));
    QVERIFY(window.windowTitle().contains(QLatin1String("[*]")));
    QVERIFY(!window.isWindowModified());
    Document *document = window.document();
    DesignSettings settings = document->design().settings;
    settings.name = "changed";
    document->undoStack()->push(new ChangeDesignSettings(document, settings));
    QVERIFY(window.isWindowModified());
    document->undoStack()->undo();
    QVERIFY(!window.isWindowModified());
}

void TestMainWindow::closingWithChangesAsks()
{
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(spinel::testdata::examplePath()));
    Document *document = window.document();
    DesignSettings settings = document->design().settings;
    settings.name = "changed";
    document->undoStack()->push(new ChangeDesignSettings(document, settings));

    QStringList seen;
    answerNextMessageBox(&seen, QMessageBox::Cancel);
    QVERIFY(!window.close());
    QCOMPARE(seen.size(), 2);
    QVERIFY(window.isVisible());

    answerNextMessageBox(&seen, QMessageBox::Discard);
    QVERIFY(window.close());
    QCOMPARE(seen.size(), 4);
}

// Off in the example (NCCL needs the SHARP plugin for CollNet); the Design menu switches it on for
// the collective model, as one undoable step, and follows undo.
void TestMainWindow::inNetworkReductionIsAnUndoableSetting()
{
    MainWindow window;
    QVERIFY(window.openFile(spinel::testdata::examplePath()));
    Document *document = window.document();
    QAction *action = window.inNetworkReductionAction();
    QVERIFY(action->isCheckable());
    QVERIFY(!action->isChecked());
    QVERIFY(action->toolTip().contains(QLatin1String("SHARP plugin")));
    action->trigger();
    QVERIFY(document->design().settings.inNetworkReduction);
    QCOMPARE(document->undoStack()->count(), 1);
    const timing::FabricProfile on = timing::buildFabricProfile(document->design(), builtinCatalog());
    timing::CollectiveRequest request;
    request.bytes = 1e9;
    request.algorithm = timing::Algorithm::InNetwork;
    QVERIFY(timing::timeCollective(on, request).ok);
    document->undoStack()->undo();
    QVERIFY(!document->design().settings.inNetworkReduction);
    QVERIFY(!action->isChecked());
    QVERIFY(!timing::timeCollective(timing::buildFabricProfile(document->design(), builtinCatalog()), request).ok);
}

void TestMainWindow::screenshotWritesAPng()
{
    const QString out = m_dir.filePath(QStringLiteral("shot.png"));
    const auto run = runSpinel({QStringLiteral("--screenshot"), out});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(QFileInfo(out).size() > 0);
    const QImage image(out);
    QCOMPARE(image.size(), QSize(1600, 1000));
    // Not a blank window: the canvas has icons in several colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 50, qPrintable(QString::number(colours.size())));

    const QString withFile = m_dir.filePath(QStringLiteral("shot-file.png"));
    const auto second = runSpinel({QStringLiteral("--screenshot"), withFile, spinel::testdata::examplePath()});
    QVERIFY2(second.exitCode == 0, second.err.constData());
    QCOMPARE(QImage(withFile).size(), QSize(1600, 1000));
}

void TestMainWindow::screenshotOfABadFileFails()
{
    const QString out = m_dir.filePath(QStringLiteral("none.png"));
    const QString missing = m_dir.filePath(QStringLiteral("missing.spinel"));
    const auto run = runSpinel({QStringLiteral("--screenshot"), out, missing});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(missing.toUtf8()), run.err.constData());
    QVERIFY(!QFile::exists(out));
}

void TestMainWindow::germanTranslationIsBuiltIn()
{
    const auto run = runSpinel({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    const QString help = run.outText();
    QVERIFY2(help.contains(QStringLiteral("Netzwerk")), qPrintable(help));
}

// At exit main() takes the canvas's scene from the window before destroying it, so its items
// are not deleted one by one: the window goes, the scene stays as it was (every item, no view,
// no owner), and deleting it later is still clean.
void TestMainWindow::exitLeavesTheSceneWhole()
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(window->openExample());
    const qsizetype devices = qsizetype(window->document()->design().devices.size());
    const qsizetype links = qsizetype(window->document()->design().links.size());
    // A delete and its undo on the stack: destroying the window clears it, which the editor
    // follows into the canvas unless it was cut off.
    window->scene()->selectAllItems();
    window->editor()->deleteSelection();
    window->scene()->finishPendingEdits();
    QCOMPARE(window->scene()->deviceItems().size(), 0);
    window->document()->undoStack()->undo();
    window->scene()->finishPendingEdits();
    QApplication::processEvents();
    QCOMPARE(window->scene()->deviceItems().size(), devices);
    const qsizetype items = window->scene()->items().size();

    std::unique_ptr<FabricScene> scene = window->releaseSceneForExit();
    QCOMPARE(scene.get(), window->scene());
    QVERIFY(scene->views().isEmpty());
    QCOMPARE(scene->parent(), nullptr);
    window.reset();
    QApplication::processEvents();
    QCOMPARE(scene->deviceItems().size(), devices);
    QCOMPARE(scene->linkItems().size(), links);
    QCOMPARE(scene->items().size(), items);
    scene.reset();
}

SPINEL_QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
