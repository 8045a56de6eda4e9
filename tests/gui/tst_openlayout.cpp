// Opening a design whose file has no positions (every device at 0, 0): the main window lays it
// out by tier as one undoable edit, says so in the status bar and marks the document modified;
// undo returns to the file's positions. A design with positions opens as it is.
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <set>
#include <utility>

#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "document/document.h"
#include "generate/tierlayout.h"
#include "io/designformat.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/recentfiles.h"
#include "support/testdata.h"

using namespace spinel;

namespace {

// The example as a tool that knows nothing of the canvas would write it: no "x" and "y".
QString writeWithoutPositions(const QTemporaryDir &dir)
{
    QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(writeDesign(testdata::exampleDesign()))).object();
    QJsonArray devices = root.value(QLatin1String("devices")).toArray();
    for (QJsonValueRef value : devices) {
        QJsonObject device = value.toObject();
        device.remove(QLatin1String("x"));
        device.remove(QLatin1String("y"));
        value = device;
    }
    root.insert(QLatin1String("devices"), devices);
    const QString fileName = dir.filePath(QStringLiteral("no-positions.spinel"));
    QFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QJsonDocument(root).toJson());
    return fileName;
}

int distinctPositions(const Design &design)
{
    std::set<std::pair<double, double>> spots;
    for (const Device &device : design.devices) spots.insert({device.position.x, device.position.y});
    return int(spots.size());
}

bool allAtOrigin(const Design &design)
{
    for (const Device &device : design.devices)
        if (device.position.x != 0 || device.position.y != 0) return false;
    return true;
}

} // namespace

class TestOpenLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void fileWithoutPositionsIsLaidOut();
    void fileWithPositionsOpensAsItIs();
    void startupDesignWithoutPositionsIsLaidOut();

private:
    QTemporaryDir m_dir;
};

void TestOpenLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_openlayout"));
    QVERIFY(m_dir.isValid());
}

void TestOpenLayout::init()
{
    QSettings().clear();
}

void TestOpenLayout::fileWithoutPositionsIsLaidOut()
{
    const QString fileName = writeWithoutPositions(m_dir);
    QVERIFY(!fileName.isEmpty());
    const Design stacked = loadDesignFile(QFile::encodeName(fileName).toStdString(), builtinCatalog());
    QVERIFY(allAtOrigin(stacked));
    QVERIFY(TierLayout::needsLayout(stacked));

    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(fileName));
    Document *document = window.document();
    const Design &design = document->design();
    const int devices = int(design.devices.size());
    QCOMPARE(devices, 14);
    // Every device has a spot of its own, the tier layout's, and the canvas shows them there.
    QCOMPARE(distinctPositions(design), devices);
    const auto expected = TierLayout::compute(stacked);
    for (const Device &device : design.devices) {
        QCOMPARE(device.position.x, expected.at(device.id).x);
        QCOMPARE(device.position.y, expected.at(device.id).y);
        QCOMPARE(window.scene()->deviceItem(QString::fromStdString(device.id))->pos(),
                 QPointF(device.position.x, device.position.y));
    }
    QVERIFY(design.findDevice("spine-1")->position.y < design.findDevice("leaf-1")->position.y);
    QVERIFY(design.findDevice("leaf-1")->position.y < design.findDevice("srv-1")->position.y);
    // One undoable step; the positions are not in the file yet.
    QCOMPARE(document->undoStack()->count(), 1);
    QVERIFY(document->isModified());
    QVERIFY(window.isWindowModified());
    QCOMPARE(document->fileName(), fileName);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("no device positions")) && message.contains(QStringLiteral("laid out by tier")),
             qPrintable(message));
    // The view was fitted to the laid-out design, not to the heap at the origin.
    QApplication::processEvents();
    const QRectF visible = window.canvasView()->mapToScene(window.canvasView()->viewport()->rect()).boundingRect();
    QVERIFY(visible.contains(window.scene()->designRect()));
    QVERIFY(window.scene()->designRect().width() > 500);

    document->undoStack()->undo();
    QVERIFY(allAtOrigin(design));
    QCOMPARE(window.scene()->deviceItem(QStringLiteral("srv-1"))->pos(), QPointF(0, 0));
    QVERIFY(!document->isModified());
    document->undoStack()->redo();
    QCOMPARE(distinctPositions(design), devices);
    QVERIFY(document->isModified());
    document->undoStack()->setClean(); // no unsaved-changes prompt on close
}

void TestOpenLayout::fileWithPositionsOpensAsItIs()
{
    MainWindow window;
    QVERIFY(window.openFile(testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"))));
    QVERIFY(window.document()->design() == testdata::exampleDesign());
    QCOMPARE(window.document()->undoStack()->count(), 0);
    QVERIFY(!window.document()->isModified());
    QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("laid out")));
}

void TestOpenLayout::startupDesignWithoutPositionsIsLaidOut()
{
    const QString fileName = writeWithoutPositions(m_dir);
    MainWindow window;
    window.recentFiles()->add(fileName);
    window.openStartupDesign();
    QCOMPARE(window.document()->fileName(), fileName);
    QCOMPARE(distinctPositions(window.document()->design()), int(window.document()->design().devices.size()));
    QCOMPARE(window.document()->undoStack()->count(), 1);
    QVERIFY(window.document()->isModified());
    window.document()->undoStack()->setClean();
}

SPINEL_QTEST_MAIN(TestOpenLayout)
#include "tst_openlayout.moc"
