// Opening a design whose file has no positions (every device at 0, 0): the main window lays it
// out by tier as one undoable edit, says so in the status bar and marks the document modified;
// undo returns to the file's positions. A design with positions opens as it is. A version 1
// file whose NVL72 servers became racks says so, without blocking, in the user's language.
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <set>
#include <string>
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
#include "support/testmain.h"

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

// A version 1 file with `racks` GB200 NVL72 "servers" (one 72-GPU server each in version 1),
// each cabled to one leaf with 2 cables.
QString writeVersionOneRacks(const QTemporaryDir &dir, int racks)
{
    std::string devices = R"({"id": "leaf-1", "kind": "switch", "role": "leaf", "model": "qm9700", "x": 0, "y": 0})";
    std::string links;
    for (int i = 1; i <= racks; ++i) {
        const std::string n = std::to_string(i);
        devices += R"(, {"id": "nvl-)" + n + R"(", "kind": "server", "model": "gb200-nvl72", "x": )" + std::to_string(200 * i)
                   + R"(, "y": 300})";
        links += std::string(i > 1 ? ", " : "") + R"({"id": "up-)" + n + R"(", "from": "nvl-)" + n
                 + R"(", "to": "leaf-1", "speed_gbps": 400, "count": 2, "medium": "dac"})";
    }
    const std::string text = R"({"format": "spinel-design", "version": 1, "devices": [)" + devices + "], \"links\": [" + links
                             + "]}\n";
    const QString fileName = dir.filePath(QStringLiteral("racks-v1.spinel"));
    QFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(text.data(), qint64(text.size()));
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
    void olderFileSaysWhatChanged();

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

void TestOpenLayout::olderFileSaysWhatChanged()
{
    const QString fileName = writeVersionOneRacks(m_dir, 7);
    QVERIFY(!fileName.isEmpty());
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(fileName));
    // 7 racks of 18 compute trays, plus the leaf.
    QCOMPARE(window.document()->design().domains.size(), std::size_t(7));
    QCOMPARE(window.document()->design().devices.size(), std::size_t(1 + 7 * 18));
    QCOMPARE(window.document()->loadNotes().size(), std::size_t(7));

    auto *box = window.findChild<QMessageBox *>(QStringLiteral("loadNotes"));
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QVERIFY(!box->isModal()); // the design is open behind it and can be worked on
    QVERIFY2(box->text().contains(QStringLiteral("“racks-v1.spinel”")), qPrintable(box->text()));
    // Five notes shown, the other two under Show Details; each link's 2 cables went to the trays.
    const QString shown = box->informativeText();
    QVERIFY2(shown.startsWith(QStringLiteral("server \"nvl-1\" (gb200-nvl72, a single server in version 1 files) became rack "
                                             "domain \"nvl-1\" of 18 compute trays nvl-1-t1 … nvl-1-t18; 1 link end(s) moved")),
             qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("\"nvl-5\"")) && !shown.contains(QStringLiteral("\"nvl-6\"")), qPrintable(shown));
    QVERIFY2(shown.endsWith(QStringLiteral("… and 2 more.")), qPrintable(shown));
    QCOMPARE(box->detailedText().split(QLatin1Char('\n')).size(), 7);
    const QPointer<QMessageBox> closed(box);
    box->close();
    QTRY_VERIFY(closed.isNull()); // it deletes itself

    // Saved, the file is in the current format: opening it again says nothing.
    QVERIFY(window.document()->save(fileName));
    QVERIFY(window.openFile(fileName));
    QVERIFY(window.document()->loadNotes().empty());
    QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("loadNotes")));
}

SPINEL_QTEST_MAIN(TestOpenLayout)
#include "tst_openlayout.moc"
