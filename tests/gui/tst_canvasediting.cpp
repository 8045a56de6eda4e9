// Editing on the canvas with real mouse and keyboard events, offscreen: drop from the palette,
// connect, move (one undo step), rubber band, delete, copy and paste, find, nudges that merge,
// and edits from the properties dock.
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDropEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/findbar.h"
#include "canvas/linkitem.h"
#include "docks/palettewidget.h"
#include "docks/propertieswidget.h"
#include "document/document.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/mainwindow.h"
#include "support/testmain.h"
#include "tools/connecttool.h"
#include "tools/selecttool.h"

using namespace spinel;

class TestCanvasEditing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void dropFromThePalette();
    void doubleClickPlacesAtTheCentre();
    void connectTwoDevices();
    void dragMovesAsOneUndoStep();
    void rubberBandSelects();
    void deleteRemovesDeviceAndLinks();
    void copyPasteMakesNewIds();
    void findSelectsAndCentres();
    void arrowNudgesMerge();
    void propertiesEditTheSelection();
    void spaceDragPans();

private:
    QWidget *viewport() const { return m_window->canvasView()->viewport(); }
    QPoint viewPos(const QString &deviceId) const;
    Document *document() const { return m_window->document(); }
    int undoCount() const { return document()->undoStack()->count(); }

    MainWindow *m_window = nullptr;
};

void TestCanvasEditing::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_canvasediting"));
    QSettings().clear();
}

void TestCanvasEditing::init()
{
    m_window = new MainWindow;
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(m_window->openExample());
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    m_window->canvasView()->setFocus();
    QApplication::processEvents();
}

void TestCanvasEditing::cleanup()
{
    // The example is untitled and may be modified: close without the save prompt.
    document()->undoStack()->setClean();
    delete m_window;
    m_window = nullptr;
}

QPoint TestCanvasEditing::viewPos(const QString &deviceId) const
{
    const DeviceItem *item = m_window->scene()->deviceItem(deviceId);
    Q_ASSERT(item);
    return m_window->canvasView()->mapFromScene(item->pos());
}

void TestCanvasEditing::dropFromThePalette()
{
    const PaletteEntry entry{DeviceKind::Switch, SwitchRole::Leaf, "q3400"};
    QTreeWidgetItem *item = m_window->paletteWidget()->itemFor(entry);
    QVERIFY(item);
    // The palette's own drag data, as a drag from it would carry.
    std::unique_ptr<QMimeData> mime(m_window->paletteWidget()->dragData(item));
    QVERIFY(mime);
    const QPoint target(200, 150);
    QDragEnterEvent enter(target, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport(), &enter);
    QVERIFY(enter.isAccepted());
    QDragMoveEvent move(target, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport(), &move);
    QDropEvent drop(QPointF(target), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport(), &drop);

    const Device &added = document()->design().devices.back();
    QCOMPARE(added.id, std::string("leaf-9"));
    QCOMPARE(added.name, std::string("Leaf 9"));
    QCOMPARE(added.model, std::string("q3400"));
    QCOMPARE(added.role, SwitchRole::Leaf);
    const QPointF scenePos = m_window->canvasView()->mapToScene(target);
    QVERIFY(std::abs(added.position.x - scenePos.x()) <= FabricScene::kGridSize / 2 + 1);
    QCOMPARE(std::fmod(added.position.x, FabricScene::kGridSize), 0.0); // snapped
    QCOMPARE(undoCount(), 1);
    QCOMPARE(m_window->scene()->selectedDeviceIds(), QStringList{QStringLiteral("leaf-9")});

    // Other drags are refused.
    QMimeData text;
    text.setText(QStringLiteral("hello"));
    QDragEnterEvent other(target, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    other.setAccepted(false);
    QApplication::sendEvent(viewport(), &other);
    QVERIFY(!other.isAccepted());
}

void TestCanvasEditing::doubleClickPlacesAtTheCentre()
{
    PaletteWidget *palette = m_window->paletteWidget();
    QTreeWidgetItem *item = palette->itemFor({DeviceKind::Server, SwitchRole::Leaf, "hgx-b200"});
    QVERIFY(item);
    palette->scrollToItem(item);
    QApplication::processEvents();
    const QPoint pos = palette->visualItemRect(item).center();
    QVERIFY2(palette->viewport()->rect().contains(pos), qPrintable(QStringLiteral("%1,%2").arg(pos.x()).arg(pos.y())));
    QCOMPARE(palette->itemAt(pos), item);
    QTest::mouseDClick(palette->viewport(), Qt::LeftButton, {}, pos);
    const Device &added = document()->design().devices.back();
    QCOMPARE(added.model, std::string("hgx-b200"));
    QCOMPARE(added.id, std::string("srv-5"));
    QCOMPARE(added.name, std::string("B200 node 5"));
    const QPointF centre = m_window->canvasView()->viewCenterInScene();
    QVERIFY(std::abs(added.position.x - centre.x()) <= FabricScene::kGridSize);
    QVERIFY(std::abs(added.position.y - centre.y()) <= FabricScene::kGridSize);
}

void TestCanvasEditing::connectTwoDevices()
{
    const std::size_t links = document()->design().links.size();
    QTest::keyClick(viewport(), Qt::Key_C);
    QCOMPARE(m_window->scene()->activeTool(), static_cast<AbstractTool *>(m_window->connectTool()));

    QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPos(QStringLiteral("srv-1")));
    QTest::mouseMove(viewport(), (viewPos(QStringLiteral("srv-1")) + viewPos(QStringLiteral("spine-2"))) / 2);
    QTest::mouseMove(viewport(), viewPos(QStringLiteral("spine-2")));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, viewPos(QStringLiteral("spine-2")));

    QCOMPARE(document()->design().links.size(), links + 1);
    const Link &link = document()->design().links.back();
    QCOMPARE(link.from.device, std::string("srv-1"));
    QCOMPARE(link.to.device, std::string("spine-2"));
    QCOMPARE(link.speedGbps, 400.0);
    QCOMPARE(link.count, 1);
    QVERIFY(link.lengthM);
    QCOMPARE(undoCount(), 1);
    // Selected and shown in the properties dock, ready to edit.
    QCOMPARE(m_window->scene()->selectedLinkIds(), QStringList{QString::fromStdString(link.id)});
    m_window->updateProperties();
    QVERIFY(m_window->propertiesWidget()->countSpin()->isVisibleTo(m_window));
    QCOMPARE(m_window->propertiesWidget()->countSpin()->value(), 1);

    // Releasing on empty canvas connects nothing; V goes back to selecting.
    QTest::mousePress(viewport(), Qt::LeftButton, {}, viewPos(QStringLiteral("srv-1")));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, QPoint(5, 5));
    QCOMPARE(document()->design().links.size(), links + 1);
    QTest::keyClick(viewport(), Qt::Key_V);
    QCOMPARE(m_window->scene()->activeTool(), static_cast<AbstractTool *>(m_window->selectTool()));
}

void TestCanvasEditing::dragMovesAsOneUndoStep()
{
    const Point before = document()->device("srv-2")->position;
    const QPoint start = viewPos(QStringLiteral("srv-2"));
    QTest::mousePress(viewport(), Qt::LeftButton, {}, start);
    for (int step = 1; step <= 5; ++step) QTest::mouseMove(viewport(), start + QPoint(20 * step, 10 * step));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, start + QPoint(100, 50));

    QCOMPARE(undoCount(), 1);
    const Point after = document()->device("srv-2")->position;
    QVERIFY(after.x > before.x);
    QVERIFY(after.y > before.y);
    QCOMPARE(std::fmod(after.x, FabricScene::kGridSize), 0.0);
    QCOMPARE(m_window->scene()->deviceItem(QStringLiteral("srv-2"))->pos(), QPointF(after.x, after.y));
    document()->undoStack()->undo();
    QCOMPARE(document()->device("srv-2")->position, before);
    QCOMPARE(m_window->scene()->deviceItem(QStringLiteral("srv-2"))->pos(), QPointF(before.x, before.y));

    // A click without moving selects but changes nothing.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPos(QStringLiteral("leaf-4")));
    QCOMPARE(document()->undoStack()->index(), 0);
    QCOMPARE(m_window->scene()->selectedDeviceIds(), QStringList{QStringLiteral("leaf-4")});
}

void TestCanvasEditing::rubberBandSelects()
{
    // A band around the four servers' row, from empty canvas below-left to above-right.
    const QPoint first = viewPos(QStringLiteral("srv-1"));
    const QPoint last = viewPos(QStringLiteral("srv-4"));
    const QPoint from(first.x() - 40, first.y() + 60);
    const QPoint to(last.x() + 40, first.y() - 15);
    QTest::mousePress(viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport(), (from + to) / 2);
    QTest::mouseMove(viewport(), to);
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, to);
    const QStringList selected = m_window->scene()->selectedDeviceIds();
    QCOMPARE(selected,
             (QStringList{QStringLiteral("srv-1"), QStringLiteral("srv-2"), QStringLiteral("srv-3"), QStringLiteral("srv-4")}));
    QCOMPARE(undoCount(), 0);

    QTest::keyClick(viewport(), Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(m_window->scene()->selectedDeviceIds().size(), qsizetype(document()->design().devices.size()));
    QCOMPARE(m_window->scene()->selectedLinkIds().size(), qsizetype(document()->design().links.size()));
}

void TestCanvasEditing::deleteRemovesDeviceAndLinks()
{
    const Design before = document()->design();
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPos(QStringLiteral("leaf-3")));
    QTest::keyClick(viewport(), Qt::Key_Delete);
    QVERIFY(!document()->device("leaf-3"));
    QVERIFY(!m_window->scene()->deviceItem(QStringLiteral("leaf-3")));
    for (const Link &link : document()->design().links) QVERIFY(link.from.device != "leaf-3" && link.to.device != "leaf-3");
    QCOMPARE(m_window->scene()->linkItems().size(), qsizetype(document()->design().links.size()));
    QCOMPARE(undoCount(), 1);
    QTest::keyClick(viewport(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(document()->design() == before);
    QCOMPARE(m_window->scene()->linkItems().size(), qsizetype(before.links.size()));
}

void TestCanvasEditing::copyPasteMakesNewIds()
{
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPos(QStringLiteral("leaf-1")));
    QTest::mouseClick(viewport(), Qt::LeftButton, Qt::ControlModifier, viewPos(QStringLiteral("srv-1")));
    QCOMPARE(m_window->scene()->selectedDeviceIds().size(), 2);
    QTest::keyClick(viewport(), Qt::Key_C, Qt::ControlModifier);
    QVERIFY(QApplication::clipboard()->mimeData()->hasFormat(QStringLiteral("application/x-spinel-fragment")));
    const std::size_t devices = document()->design().devices.size();
    const std::size_t links = document()->design().links.size();
    QTest::keyClick(viewport(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(document()->design().devices.size(), devices + 2);
    QCOMPARE(document()->design().links.size(), links + 1); // the srv-1–leaf-1 cable comes along
    QCOMPARE(m_window->scene()->selectedDeviceIds(), (QStringList{QStringLiteral("leaf-9"), QStringLiteral("srv-5")}));
    const Point original = document()->device("leaf-1")->position;
    const Point copy = document()->device("leaf-9")->position;
    QCOMPARE(copy.x, original.x + CanvasEditor::kPasteOffset);
    QCOMPARE(undoCount(), 1);
    // Ctrl+D duplicates the (pasted) selection once more.
    QTest::keyClick(viewport(), Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(document()->design().devices.size(), devices + 4);
    QCOMPARE(undoCount(), 2);
}

void TestCanvasEditing::findSelectsAndCentres()
{
    m_window->canvasView()->zoomIn();
    m_window->canvasView()->zoomIn();
    QTest::keyClick(viewport(), Qt::Key_F, Qt::ControlModifier);
    FindBar *bar = m_window->findBar();
    QVERIFY(bar->isVisible());
    QTRY_VERIFY(bar->lineEdit()->hasFocus());
    QTest::keyClicks(bar->lineEdit(), QStringLiteral("leaf rail 7"));
    QTest::keyClick(bar->lineEdit(), Qt::Key_Return);
    QCOMPARE(m_window->scene()->selectedDeviceIds(), QStringList{QStringLiteral("leaf-7")});
    const QPointF centre = m_window->canvasView()->viewCenterInScene();
    const Point leaf = document()->device("leaf-7")->position;
    QVERIFY2(std::abs(centre.x() - leaf.x) < 5 && std::abs(centre.y() - leaf.y) < 5,
             qPrintable(QStringLiteral("%1,%2").arg(centre.x()).arg(centre.y())));
    // Partial names work too; Escape closes the bar.
    bar->lineEdit()->clear();
    QTest::keyClicks(bar->lineEdit(), QStringLiteral("node 3"));
    QTest::keyClick(bar->lineEdit(), Qt::Key_Return);
    QCOMPARE(m_window->scene()->selectedDeviceIds(), QStringList{QStringLiteral("srv-3")});
    QTest::keyClick(bar->lineEdit(), Qt::Key_Escape);
    QVERIFY(!bar->isVisible());
    QCOMPARE(bar->bestMatch(QStringLiteral("no such device")), QString());
}

void TestCanvasEditing::arrowNudgesMerge()
{
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPos(QStringLiteral("spine-1")));
    const Point before = document()->device("spine-1")->position;
    for (int i = 0; i < 3; ++i) QTest::keyClick(viewport(), Qt::Key_Right);
    QTest::keyClick(viewport(), Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(undoCount(), 1);
    const Point after = document()->device("spine-1")->position;
    QCOMPARE(after.x, before.x + 3 * SelectTool::kNudgeStep);
    QCOMPARE(after.y, before.y + 1);
    document()->undoStack()->undo();
    QCOMPARE(document()->device("spine-1")->position, before);
}

void TestCanvasEditing::propertiesEditTheSelection()
{
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, viewPos(QStringLiteral("leaf-1")));
    QTest::mouseClick(viewport(), Qt::LeftButton, Qt::ControlModifier, viewPos(QStringLiteral("leaf-2")));
    m_window->updateProperties();
    PropertiesWidget *properties = m_window->propertiesWidget();
    QLineEdit *name = properties->nameEdit();
    QVERIFY(name->text().isEmpty()); // the names differ
    QCOMPARE(name->placeholderText(), PropertiesWidget::tr("Mixed"));

    QComboBox *role = properties->roleCombo();
    QCOMPARE(role->currentData().toInt(), int(SwitchRole::Leaf));
    role->setCurrentIndex(role->findData(int(SwitchRole::Spine)));
    emit role->activated(role->currentIndex());
    QCOMPARE(document()->device("leaf-1")->role, SwitchRole::Spine);
    QCOMPARE(document()->device("leaf-2")->role, SwitchRole::Spine);
    QCOMPARE(undoCount(), 1);

    name->setFocus();
    QTest::keyClicks(name, QStringLiteral("Renamed"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(document()->device("leaf-1")->name, std::string("Renamed"));
    QCOMPARE(document()->device("leaf-2")->name, std::string("Renamed"));
    QCOMPARE(undoCount(), 2);
    document()->undoStack()->undo();
    document()->undoStack()->undo();
    QCOMPARE(document()->device("leaf-2")->name, std::string("Leaf rail 2"));
}

void TestCanvasEditing::spaceDragPans()
{
    const QRectF before = m_window->canvasView()->visibleSceneRect();
    QTest::keyPress(viewport(), Qt::Key_Space);
    // Start on a device: with space held this pans rather than moving it.
    const QPoint start = viewPos(QStringLiteral("leaf-5"));
    QTest::mousePress(viewport(), Qt::LeftButton, {}, start);
    QTest::mouseMove(viewport(), start + QPoint(60, 40));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, start + QPoint(60, 40));
    QTest::keyRelease(viewport(), Qt::Key_Space);
    const QRectF after = m_window->canvasView()->visibleSceneRect();
    QVERIFY(after.left() < before.left());
    QVERIFY(after.top() < before.top());
    QCOMPARE(undoCount(), 0);
}

SPINEL_QTEST_MAIN(TestCanvasEditing)
#include "tst_canvasediting.moc"
