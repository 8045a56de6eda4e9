// File ▸ Import… and File ▸ Compare with As-Built… in the main window: an ibnetdiscover dump
// (Spinel's own export) opened as a new design, a bad one refused with its line and the design
// untouched, and the differences listed with a row selecting its cable on the canvas.
#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <sstream>

#include "canvas/fabricscene.h"
#include "cost/cablingplan.h"
#include "document/document.h"
#include "export/exportformat.h"
#include "mainwindow/asbuiltactions.h"
#include "mainwindow/mainwindow.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// `design` with every cable its own link on the ports the cabling plan gives it, less the cables
// for which `drop` is true: the fabric as an installer who skipped some cables built it.
Design cabledAs(const Design &design, const std::function<bool(const CableRun &)> &drop)
{
    Design built = design;
    built.links.clear();
    for (const CableRun &run : cablingPlan(design, builtinCatalog())) {
        if (drop(run)) continue;
        Link link;
        link.id = run.linkId + "-" + std::to_string(run.indexInBundle);
        link.from = {run.fromDevice, run.fromPort};
        link.to = {run.toDevice, run.toPort};
        link.speedGbps = run.speedGbps;
        built.links.push_back(link);
    }
    return built;
}

} // namespace

class TestAsBuiltActions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void importsADump();
    void refusesABadDump();
    void comparesAndSelects();

private:
    QTemporaryDir m_dir;
};

void TestAsBuiltActions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_asbuiltactions"));
    QSettings().clear();
}

void TestAsBuiltActions::importsADump()
{
    MainWindow window;
    auto *actions = window.findChild<AsBuiltActions *>();
    QVERIFY(actions);
    QVERIFY(actions->importAction()->text().contains(QStringLiteral("Import")));
    const QString dump = spinel::testdata::writeIbnetdiscover(m_dir.filePath(QStringLiteral("fabric.ibnd")),
                                                              testdata::railDesign(2, 1, 1));
    QSignalSpy done(actions, &AsBuiltActions::imported);
    actions->importFrom({exporting::AsBuiltFormat::Ibnetdiscover, dump.toStdString(), {}, {}});
    QVERIFY(actions->waitUntilIdle(10000));
    QCOMPARE(done.size(), 1);
    QVERIFY2(done.first().at(0).toString().isEmpty(), qPrintable(done.first().at(0).toString()));
    QVERIFY(!done.first().at(1).toStringList().isEmpty()); // the models were guessed
    // 2 servers, 8 rail leaves and a spine; 24 cables, each its own link.
    QCOMPARE(window.document()->design().devices.size(), std::size_t(11));
    QCOMPARE(window.document()->design().links.size(), std::size_t(24));
    QCOMPARE(window.scene()->deviceItems().size(), qsizetype(11));
    QVERIFY(window.document()->isModified()); // untitled and unsaved: closing asks
}

void TestAsBuiltActions::refusesABadDump()
{
    MainWindow window;
    window.document()->newDesignFrom(testdata::railDesign(2, 1, 1));
    const Design before = window.document()->design();
    auto *actions = window.findChild<AsBuiltActions *>();
    const QString path = m_dir.filePath(QStringLiteral("bad.ibnd"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Switch\t4 \"S-1\"\t\t# \"a\"\n[1]\t\"S-1\"[1]\n[1]\t\"S-1\"[2]\n");
    file.close();
    QSignalSpy done(actions, &AsBuiltActions::imported);
    actions->importFrom({exporting::AsBuiltFormat::Ibnetdiscover, path.toStdString(), {}, {}});
    QVERIFY(actions->waitUntilIdle(10000));
    QCOMPARE(done.size(), 1);
    QVERIFY2(done.first().at(0).toString().contains(path + QStringLiteral(": line 3: port 1 of \"S-1\" is listed twice")),
             qPrintable(done.first().at(0).toString()));
    QVERIFY(window.document()->design() == before);
}

void TestAsBuiltActions::comparesAndSelects()
{
    MainWindow window;
    // The design has 2 uplinks from each of the 8 leaves to the spine; the fabric was cabled
    // with only the first: 8 cables are missing.
    const Design design = testdata::railDesign(2, 1, 2);
    window.document()->newDesignFrom(design);
    const QString dump = spinel::testdata::writeIbnetdiscover(
        m_dir.filePath(QStringLiteral("one-uplink.ibnd")),
        cabledAs(design, [](const CableRun &run) { return run.indexInBundle == 1; }));
    auto *actions = window.findChild<AsBuiltActions *>();
    actions->compareWith({exporting::AsBuiltFormat::Ibnetdiscover, dump.toStdString(), {}, {}});
    QVERIFY(actions->waitUntilIdle(10000));
    AsBuiltDiffWidget *list = actions->diffWidget();
    QCOMPARE(list->rowCount(), 8);
    list->activateRow(0);
    const QStringList links = window.scene()->selectedLinkIds();
    QCOMPARE(links.size(), 1);
    const Link *link = window.document()->design().findLink(links.first().toStdString());
    QVERIFY(link);
    QCOMPARE(link->count, 2); // a leaf's uplink bundle, of which the second cable is missing
    QCOMPARE(window.scene()->selectedDeviceIds().size(), 2);

    // The same design against its own export: nothing to list.
    const QString same = spinel::testdata::writeIbnetdiscover(m_dir.filePath(QStringLiteral("same.ibnd")),
                                                              testdata::railDesign(2, 1, 2));
    actions->compareWith({exporting::AsBuiltFormat::Ibnetdiscover, same.toStdString(), {}, {}});
    QVERIFY(actions->waitUntilIdle(10000));
    QCOMPARE(list->rowCount(), 0);
}

SPINEL_QTEST_MAIN(TestAsBuiltActions)
#include "tst_asbuiltactions.moc"
