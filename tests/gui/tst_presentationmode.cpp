// Presentation mode and the collective animation in the main window, offscreen: F5 hides the docks
// and bars and Esc brings them back, arrow keys step the animation, the pointer highlight follows
// the mouse, and none of it changes the design or adds an undo step; `spinel --present
// --screenshot` renders it.
#include <QApplication>
#include <QDockWidget>
#include <QImage>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

#include "animation/collectiveanimation.h"
#include "animation/collectiveoverlayitem.h"
#include "canvas/canvasview.h"
#include "canvas/fabricscene.h"
#include "document/document.h"
#include "mainwindow/animationdock.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plotdocks.h"
#include "mainwindow/pointerhighlight.h"
#include "mainwindow/presentationmode.h"
#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

QStringList visibleDocks(const MainWindow &window)
{
    QStringList names;
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
        if (dock->isVisible()) names << dock->objectName();
    names.sort();
    return names;
}

void press(QWidget *target, Qt::Key key)
{
    QTest::keyClick(target, key);
    QApplication::processEvents();
}

} // namespace

class TestPresentationMode : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void f5EntersAndEscLeaves();
    void arrowKeysStepTheAnimation();
    void animationPlaysWithoutBlocking();
    void presentScreenshot();

private:
    QTemporaryDir m_dir;
};

void TestPresentationMode::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_presentationmode"));
    QSettings().clear();
}

void TestPresentationMode::f5EntersAndEscLeaves()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.openFile(spinel::testdata::examplePath()));
    const Design before = window.document()->design();
    const int undoSteps = window.document()->undoStack()->count();
    const QStringList docksBefore = visibleDocks(window);
    QVERIFY(docksBefore.size() > 3);
    QVERIFY(window.menuBar()->isVisible());

    press(window.canvasView(), Qt::Key_F5);
    QVERIFY(window.presentation()->isActive());
    // Only the plot beside the canvas is left; bars are gone.
    QCOMPARE(visibleDocks(window), QStringList{QStringLiteral("busBandwidthDock")});
    QVERIFY(!window.menuBar()->isVisible());
    for (const QToolBar *bar : window.findChildren<QToolBar *>()) QVERIFY(!bar->isVisible());
    QVERIFY(window.font().pointSizeF() > QApplication::font().pointSizeF() * 1.5);
    QVERIFY(!window.canvasView()->isInteractive());
    // Entering starts the collective the dock describes.
    QVERIFY(window.animationDock()->animation()->waitUntilReady(10000));
    QVERIFY(window.animationDock()->animation()->schedule());

    // Dragging on the canvas moves nothing: the view takes no edits while presenting.
    QWidget *viewport = window.canvasView()->viewport();
    QTest::mouseMove(viewport, QPoint(300, 300));
    QTest::mousePress(viewport, Qt::LeftButton, {}, QPoint(300, 300));
    QTest::mouseMove(viewport, QPoint(420, 380));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, QPoint(420, 380));

    press(window.canvasView(), Qt::Key_Escape);
    QVERIFY(!window.presentation()->isActive());
    QCOMPARE(visibleDocks(window), docksBefore);
    QVERIFY(window.menuBar()->isVisible());
    QVERIFY(window.canvasView()->isInteractive());
    QCOMPARE(window.font(), QApplication::font());
    QVERIFY(window.document()->design() == before);
    QCOMPARE(window.document()->undoStack()->count(), undoSteps);
    QVERIFY(!window.document()->isModified());
}

void TestPresentationMode::arrowKeysStepTheAnimation()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(spinel::testdata::examplePath()));
    window.presentation()->enter(false);
    CollectiveAnimation *animation = window.animationDock()->animation();
    QVERIFY(animation->waitUntilReady(10000));
    const auto *schedule = animation->schedule();
    QVERIFY(schedule && schedule->steps.size() > 2);
    QCOMPARE(animation->step(), 0);
    press(window.canvasView(), Qt::Key_Right);
    QCOMPARE(animation->step(), 1);
    press(window.canvasView(), Qt::Key_Right);
    QCOMPARE(animation->step(), 2);
    QCOMPARE(animation->overlay()->step(), 2);
    press(window.canvasView(), Qt::Key_Left);
    QCOMPARE(animation->step(), 1);
    // Mid-step: the time sits inside step 1 and the bytes so far are step 0's plus half of step 1's.
    QVERIFY(animation->timeUs() > schedule->steps[1].startUs && animation->timeUs() < schedule->steps[1].endUs);
    // The highlight follows the pointer.
    QWidget *viewport = window.canvasView()->viewport();
    QTest::mouseMove(viewport, QPoint(200, 150));
    QApplication::processEvents();
    const auto *highlight = viewport->findChild<PointerHighlight *>();
    QVERIFY(highlight);
    QCOMPARE(highlight->position(), QPoint(200, 150));
    window.presentation()->leave();
}

void TestPresentationMode::animationPlaysWithoutBlocking()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(spinel::testdata::examplePath()));
    CollectiveAnimation *animation = window.animationDock()->animation();
    QVERIFY(window.animationDock()->animateFromControls());
    QVERIFY(animation->waitUntilReady(10000));
    QVERIFY(animation->overlay());
    QCOMPARE(animation->overlay()->scene(), window.scene());
    animation->setSpeed(4);
    animation->play();
    QVERIFY(animation->isPlaying());
    QTest::qWait(300);
    QVERIFY(animation->timeUs() > 0);
    animation->pause();
    qInfo("animation: last frame %.2f ms, worst %.2f ms (advance + overlay update)", animation->lastFrameMs(),
          animation->worstFrameMs());
    // An edit ends the animation: the schedule showed the design as it was.
    QVERIFY(animation->schedule());
    window.document()->undoStack()->clear();
    window.animationDock()->animation()->clear();
    QVERIFY(!animation->schedule());
    QVERIFY(!animation->overlay());
}

void TestPresentationMode::presentScreenshot()
{
    const QString out = m_dir.filePath(QStringLiteral("present.png"));
    const auto run = testsupport::runProgram(
        spinel::testsupport::guiPath(),
        {QStringLiteral("--present"), spinel::testdata::examplePath(), QStringLiteral("--screenshot"), out},
        testsupport::Display::Offscreen, 30000);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QImage image(out);
    QCOMPARE(image.size(), QSize(1600, 1000));
    // The load ramp's colours and the chunk markers are there: more than a blank canvas's few colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 5)
        for (int x = 0; x < image.width(); x += 5) colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 50, qPrintable(QString::number(colours.size())));
}

SPINEL_QTEST_MAIN(TestPresentationMode)
#include "tst_presentationmode.moc"
