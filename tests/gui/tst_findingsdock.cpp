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
#include "support/testmain.h"

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
    void namesReplaceWholeIdsOnly();

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

// A finding that names thousands of objects (as a rules check on 1,800 NVL72 racks does): its
// text names objects as the canvas does, whole ids only, and the objects column shows four.
void TestFindingsDock::namesReplaceWholeIdsOnly()
{
    auto analysis = std::make_shared<FabricAnalysis>();
    Finding finding;
    finding.severity = Severity::Warning;
    finding.code = "test";
    finding.message = "srv-1 and srv-12 share srv-1's rail (not srv-1x, srv-1.a or srv-100)";
    for (int i = 1; i <= 3000; ++i) finding.objects.push_back("srv-" + std::to_string(i));
    analysis->findings.push_back(finding);
    auto result = std::make_shared<AnalysisResult>();
    result->analysis = analysis;
    FindingsModel model;
    int resolved = 0;
    model.setNameResolver([&resolved](const std::string &id) {
        ++resolved;
        return id == "srv-1" ? QStringLiteral("Server One") : id == "srv-12" ? QStringLiteral("Server Twelve") : QString();
    });
    model.setResult(result);
    QCOMPARE(model.rowCount(), 1);
    const QModelIndex message = model.index(0, FindingsModel::MessageColumn);
    const QString expected = QStringLiteral("Server One and Server Twelve share Server One's rail (not srv-1x, srv-1.a or srv-100)");
    QCOMPARE(model.data(message).toString(), expected);
    // Worded once: painting the row again asks the resolver nothing.
    resolved = 0;
    QCOMPARE(model.data(message).toString(), expected);
    QCOMPARE(resolved, 0);
    QCOMPARE(model.data(model.index(0, FindingsModel::ObjectsColumn)).toString(),
             QStringLiteral("Server One, srv-2, srv-3, srv-4 +2996"));
    QCOMPARE(resolved, 4);
    QCOMPARE(model.data(message, FindingsModel::ObjectIdsRole).toStringList().size(), 3000);
    // A language change words every message again.
    QSignalSpy changed(&model, &FindingsModel::dataChanged);
    model.retranslate();
    QCOMPARE(changed.count(), 1);
    resolved = 0;
    QCOMPARE(model.data(message).toString(), expected);
    QVERIFY(resolved > 0);
}

SPINEL_QTEST_MAIN(TestFindingsDock)
#include "tst_findingsdock.moc"
