// The findings dock: lists the analysis with counts in its title, filters by severity, and a
// click on a finding selects its objects on the canvas.
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include "analysis/findingsmodel.h"
#include "canvas/fabricscene.h"
#include "docks/findingsdock.h"
#include "document/analysisrunner.h"
#include "document/document.h"
#include "mainwindow/analysiscontroller.h"
#include "mainwindow/mainwindow.h"
#include "support/testdata.h"

using namespace spinel;

namespace {

// The example with srv-4 unplugged from every leaf: an error naming srv-4 alone.
Design designWithAnIsland()
{
    Design design = testdata::exampleDesign();
    std::erase_if(design.links, [](const Link &link) { return link.from.device == "srv-4" || link.to.device == "srv-4"; });
    return design;
}

int rowWithObjects(const FindingsModel &model, const QStringList &ids)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.data(model.index(row, 0), FindingsModel::ObjectIdsRole).toStringList() == ids) return row;
    return -1;
}

} // namespace

class TestFindingsDock : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void titleCountsFindings();
    void clickingAFindingSelectsItsObjects();
    void severityButtonsFilter();

private:
    MainWindow *m_window = nullptr;
    FindingsDock *m_dock = nullptr;
};

void TestFindingsDock::init()
{
    m_window = new MainWindow;
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_dock = m_window->analysis()->findingsDock();
    QSignalSpy ready(m_window->analysis()->runner(), &AnalysisRunner::resultReady);
    m_window->document()->newDesignFrom(designWithAnIsland());
    QVERIFY(ready.wait(5000));
}

void TestFindingsDock::cleanup()
{
    delete m_window; // no close(): that would ask to save the generated design
    m_window = nullptr;
}

void TestFindingsDock::titleCountsFindings()
{
    const FabricAnalysis expected = analyzeFabric(m_window->document()->design(), m_window->document()->catalog());
    const int errors = expected.count(Severity::Error);
    QVERIFY(errors > 0);
    QVERIFY(m_dock->windowTitle().startsWith(QStringLiteral("Findings (")));
    QVERIFY(m_dock->windowTitle().contains(errors == 1 ? QStringLiteral("1 error") : QStringLiteral("%1 errors").arg(errors)));
    QCOMPARE(m_dock->model()->rowCount(), int(expected.findings.size()));
}

void TestFindingsDock::clickingAFindingSelectsItsObjects()
{
    const int row = rowWithObjects(*m_dock->model(), {QStringLiteral("srv-4")});
    QVERIFY2(row >= 0, "no finding names srv-4 alone");
    QTreeView *view = m_dock->view();
    const QModelIndex index = m_dock->model()->index(row, FindingsModel::MessageColumn);
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    QCOMPARE(m_window->scene()->selectedDeviceIds(), QStringList{QStringLiteral("srv-4")});
    QVERIFY(m_window->scene()->selectedLinkIds().isEmpty());
}

void TestFindingsDock::severityButtonsFilter()
{
    FindingsModel *model = m_dock->model();
    const int all = model->rowCount();
    const int errors = model->count(Severity::Error);
    QVERIFY(errors > 0);
    QToolButton *errorsButton = m_dock->severityButton(Severity::Error);
    QVERIFY(errorsButton->text().contains(QString::number(errors)));
    QTest::mouseClick(errorsButton, Qt::LeftButton);
    QCOMPARE(model->rowCount(), all - errors);
    QTest::mouseClick(errorsButton, Qt::LeftButton);
    QCOMPARE(model->rowCount(), all);
}

QTEST_MAIN(TestFindingsDock)
#include "tst_findingsdock.moc"
