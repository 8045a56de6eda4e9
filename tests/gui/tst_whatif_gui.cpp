// What-if on the canvas: "Fail This Device" from the context menu (a real right-click) shows the
// failed spine hatched and a banner with the bisection lost that whatIf() computes; Restore
// brings everything back. The document is never modified by it.
#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include "analysis/analysisoverlay.h"
#include "analysis/whatifbanner.h"
#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "document/analysisrunner.h"
#include "document/document.h"
#include "analysis/whatif.h"
#include "mainwindow/analysiscontroller.h"
#include "mainwindow/mainwindow.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// Right-clicks `viewPos` on the canvas and triggers the menu entry named `actionName`.
bool chooseFromContextMenu(CanvasView *view, const QPoint &viewPos, const QString &actionName)
{
    bool triggered = false;
    QTimer::singleShot(50, view, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu) return;
        for (QAction *action : menu->actions()) {
            if (action->objectName() == actionName) {
                menu->setActiveAction(action);
                QTest::keyClick(menu, Qt::Key_Return);
                triggered = true;
                return;
            }
        }
        menu->close();
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, viewPos, view->viewport()->mapToGlobal(viewPos));
    QApplication::sendEvent(view->viewport(), &event);
    return triggered;
}

} // namespace

class TestWhatIfGui : public QObject {
    Q_OBJECT

private slots:
    void failingASpineShowsTheWhatIf();
};

void TestWhatIfGui::failingASpineShowsTheWhatIf()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    AnalysisController *analysis = window.analysis();
    QSignalSpy results(analysis->runner(), &AnalysisRunner::resultReady);
    QVERIFY(window.openExample());
    QVERIFY(results.wait(5000));
    QVERIFY(analysis->banner()->isHidden());

    DeviceItem *spine = window.scene()->deviceItem(QStringLiteral("spine-1"));
    QVERIFY(spine);
    const QPoint spinePos = window.canvasView()->mapFromScene(spine->scenePos());
    QVERIFY(chooseFromContextMenu(window.canvasView(), spinePos, QStringLiteral("failObject")));
    QCOMPARE(analysis->runner()->failedIds(), std::vector<std::string>{"spine-1"});
    QVERIFY(results.wait(5000));

    const Document *document = window.document();
    const WhatIfResult expected = whatIf(document->design(), document->catalog(), {"spine-1"});
    QVERIFY(analysis->banner()->isVisible());
    QString text = analysis->banner()->text();
    // Every rail has its own leaf under all four servers, so rail traffic never needs a spine:
    // the bisection holds, and what the spine took shows as the leaves' oversubscription.
    QCOMPARE(expected.bisectionLostGbps, 0.0);
    QVERIFY2(
        text.contains(QStringLiteral("Bisection %1 → %1 (unchanged)").arg(WhatIfBanner::rateText(expected.before.bisectionGbps))),
        qPrintable(text));
    QVERIFY(!expected.oversubscriptionChanges.empty());
    QVERIFY2(text.contains(QStringLiteral("oversubscription up on %1 switches").arg(expected.oversubscriptionChanges.size())),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("no GPUs cut off")), qPrintable(text));
    QVERIFY(text.contains(QString::fromStdString(document->device("spine-1")->name)));
    QVERIFY(analysis->overlay()->isMarkedFailed(QStringLiteral("spine-1")));
    QCOMPARE(spine->opacity(), AnalysisOverlay::kDimmedOpacity);
    for (LinkItem *link : spine->links()) QCOMPARE(link->overlayColor().isValid(), true);
    // A question about the design, not an edit.
    QVERIFY(!document->isModified());
    QCOMPARE(document->undoStack()->count(), 0);

    // A leaf too: rail 1 is gone for every server, and with it bandwidth across the fabric.
    analysis->failObjects({QStringLiteral("leaf-1")});
    QVERIFY(results.wait(5000));
    const WhatIfResult both = whatIf(document->design(), document->catalog(), {"spine-1", "leaf-1"});
    QVERIFY(both.bisectionLostGbps > 0);
    text = analysis->banner()->text();
    QVERIFY2(text.contains(WhatIfBanner::rateText(both.bisectionLostGbps)), qPrintable(text));
    QVERIFY2(text.contains(WhatIfBanner::rateText(both.after.bisectionGbps)), qPrintable(text));
    QVERIFY(analysis->overlay()->isMarkedFailed(QStringLiteral("leaf-1")));

    // Restore from the banner.
    QTest::mouseClick(analysis->banner()->restoreButton(), Qt::LeftButton);
    QVERIFY(analysis->runner()->failedIds().empty());
    QVERIFY(analysis->banner()->isHidden());
    QVERIFY(results.wait(5000));
    QVERIFY(!analysis->overlay()->isMarkedFailed(QStringLiteral("spine-1")));
    QVERIFY(!analysis->overlay()->isMarkedFailed(QStringLiteral("leaf-1")));
    QVERIFY(analysis->overlay()->dimmedDevices().isEmpty());
    QCOMPARE(spine->opacity(), 1.0);
    for (LinkItem *link : spine->links()) QVERIFY(!link->overlayColor().isValid());
    QVERIFY(analysis->banner()->isHidden());
    QVERIFY(!document->isModified());
}

SPINEL_QTEST_MAIN(TestWhatIfGui)
#include "tst_whatif_gui.moc"
