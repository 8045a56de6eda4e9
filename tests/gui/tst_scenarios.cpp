// The Compare dock's scenarios belong to the design (issue 12): pinning, renaming and removing
// are undoable edits, the dock shows the design's list, and the list survives save and reopen.
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "document/document.h"
#include "document/plotupdater.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plotdocks.h"
#include "plots/scenariocomparewidget.h"
#include "support/testmain.h"

using namespace spinel;

class TestScenarios : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void pinRenameRemoveUndo();
    void scenariosSurviveSaveAndReopen();

private:
    MainWindow *m_window = nullptr;
    Document *document() const { return m_window->document(); }
    PlotDocks *plots() const { return m_window->plotDocks(); }
    ScenarioCompareWidget *compare() const { return plots()->compareWidget(); }
};

void TestScenarios::init()
{
    m_window = new MainWindow;
    QVERIFY(m_window->openExample());
    QVERIFY(plots()->updater()->waitUntilCurrent(10000));
}

void TestScenarios::cleanup()
{
    document()->undoStack()->setClean();
    delete m_window;
    m_window = nullptr;
}

void TestScenarios::pinRenameRemoveUndo()
{
    QVERIFY(document()->design().scenarios.empty());
    QCOMPARE(compare()->table()->columnCount(), 0);
    QVERIFY(plots()->pinScenario());
    QCOMPARE(document()->design().scenarios.size(), std::size_t(1));
    const PinnedScenario pinned = document()->design().scenarios[0];
    QCOMPARE(pinned.name, std::string("400G InfiniBand"));
    // The figures the plots were showing, as the dock shows them.
    QCOMPARE(pinned.figures.allReduceBusbwGBps, plots()->updater()->figures()->key.allReduceBusbwGBps);
    QVERIFY(pinned.figures.allReduceBusbwGBps > 0);
    QCOMPARE(compare()->table()->columnCount(), 1);
    QVERIFY(document()->isModified());
    QCOMPARE(document()->undoStack()->undoText(), QStringLiteral("Pin Scenario “400G InfiniBand”"));

    compare()->renameScenario(0, QStringLiteral("  Baseline "));
    QCOMPARE(document()->design().scenarios[0].name, std::string("Baseline"));
    QCOMPARE(compare()->table()->horizontalHeaderItem(0)->text(), QStringLiteral("Baseline"));
    QVERIFY(plots()->pinScenario(QStringLiteral("Second")));
    QCOMPARE(compare()->table()->columnCount(), 2);
    compare()->removeScenario(0);
    QCOMPARE(document()->design().scenarios.size(), std::size_t(1));
    QCOMPARE(compare()->table()->horizontalHeaderItem(0)->text(), QStringLiteral("Second"));

    // Undo walks back: the removal, the second pin, the rename, the first pin.
    QUndoStack *stack = document()->undoStack();
    stack->undo();
    QCOMPARE(compare()->table()->columnCount(), 2);
    QCOMPARE(compare()->table()->horizontalHeaderItem(0)->text(), QStringLiteral("Baseline"));
    stack->undo();
    stack->undo();
    QCOMPARE(compare()->table()->horizontalHeaderItem(0)->text(), QStringLiteral("400G InfiniBand"));
    stack->undo();
    QVERIFY(document()->design().scenarios.empty());
    QCOMPARE(compare()->table()->columnCount(), 0);
    stack->redo();
    QVERIFY(document()->design().scenarios[0] == pinned);
}

void TestScenarios::scenariosSurviveSaveAndReopen()
{
    QVERIFY(plots()->pinScenario(QStringLiteral("Kept")));
    const PinnedScenario pinned = document()->design().scenarios[0];
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("with-scenarios.spinel"));
    QString error;
    QVERIFY2(document()->save(file, &error), qPrintable(error));
    document()->newDesign();
    QCOMPARE(compare()->table()->columnCount(), 0);
    QVERIFY2(document()->load(file, &error), qPrintable(error));
    QCOMPARE(document()->design().scenarios.size(), std::size_t(1));
    QVERIFY(document()->design().scenarios[0] == pinned);
    QCOMPARE(compare()->table()->columnCount(), 1);
    QCOMPARE(compare()->table()->horizontalHeaderItem(0)->text(), QStringLiteral("Kept"));
    QCOMPARE(compare()->scenarios()[0].figures.networkCostUsd, pinned.figures.networkCostUsd);
    QVERIFY(!document()->isModified());
}

SPINEL_QTEST_MAIN(TestScenarios)
#include "tst_scenarios.moc"
