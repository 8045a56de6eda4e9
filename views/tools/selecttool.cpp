#include "tools/selecttool.h"

#include <QApplication>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPen>

#include "canvas/canvasstyle.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/rackitem.h"
#include "tools/edithandler.h"

namespace spinel {

SelectTool::SelectTool(QObject *parent)
    : AbstractTool(parent)
{ }

void SelectTool::deactivate()
{
    cancel();
    AbstractTool::deactivate();
}

bool SelectTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return false;
    FabricScene *fabric = scene();
    m_pressPos = event->scenePos();
    const bool extend = event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier);
    QGraphicsItem *item = fabric->selectableItemAt(m_pressPos);
    if (!item) {
        if (!extend) fabric->clearSelection();
        m_selectionBeforeBand = fabric->selectedItems();
        m_gesture = Gesture::RubberBand;
        return true;
    }
    if (extend) {
        // Ctrl/Shift+click toggles; it never starts a drag.
        item->setSelected(!item->isSelected());
        m_gesture = Gesture::None;
        return true;
    }
    if (!item->isSelected()) {
        fabric->clearSelection();
        item->setSelected(true);
    }
    auto *device = qgraphicsitem_cast<DeviceItem *>(item);
    // Dragging a rack's frame moves its trays; its first tray lands on the grid.
    if (auto *rack = qgraphicsitem_cast<RackItem *>(item); rack && !rack->trays().isEmpty()) device = rack->trays().constFirst();
    m_anchorId = device ? device->id() : QString();
    m_gesture = device ? Gesture::Pending : Gesture::None;
    return true;
}

bool SelectTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton)) return false;
    const QPointF pos = event->scenePos();
    switch (m_gesture) {
    case Gesture::Pending: {
        // A few pixels of jitter on a click is not a move.
        const QPointF screenDelta = event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton);
        if (screenDelta.manhattanLength() < QApplication::startDragDistance()) return true;
        startMove();
        updateMove(pos);
        return true;
    }
    case Gesture::Moving: updateMove(pos); return true;
    case Gesture::RubberBand: updateRubberBand(pos); return true;
    case Gesture::None: return true;
    }
    return true;
}

bool SelectTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return false;
    if (m_gesture == Gesture::Moving) finishMove();
    else if (m_gesture == Gesture::RubberBand) updateRubberBand(event->scenePos());
    delete m_rubberBand;
    m_rubberBand = nullptr;
    m_selectionBeforeBand.clear();
    m_anchorId.clear();
    m_gesture = Gesture::None;
    return true;
}

void SelectTool::startMove()
{
    m_startPositions.clear();
    for (QGraphicsItem *item : scene()->selectedItems()) {
        if (auto *device = qgraphicsitem_cast<DeviceItem *>(item)) m_startPositions.insert(device->id(), device->pos());
        if (auto *rack = qgraphicsitem_cast<RackItem *>(item))
            for (const DeviceItem *tray : rack->trays()) m_startPositions.insert(tray->id(), tray->pos());
    }
    m_gesture = m_startPositions.isEmpty() ? Gesture::None : Gesture::Moving;
}

void SelectTool::updateMove(const QPointF &scenePos)
{
    // The grabbed device lands on the grid; the rest of the selection keeps its offsets to it.
    const QPointF anchorStart = m_startPositions.value(m_anchorId);
    const QPointF target = scene()->snapped(anchorStart + (scenePos - m_pressPos));
    const QPointF delta = target - anchorStart;
    // A preview only: the design changes when the button is released, through the editor.
    for (auto it = m_startPositions.cbegin(); it != m_startPositions.cend(); ++it) {
        if (DeviceItem *device = scene()->deviceItem(it.key())) device->setPos(it.value() + delta);
    }
}

void SelectTool::finishMove()
{
    QHash<QString, QPointF> positions;
    bool moved = false;
    for (auto it = m_startPositions.cbegin(); it != m_startPositions.cend(); ++it) {
        DeviceItem *device = scene()->deviceItem(it.key());
        if (!device) continue;
        positions.insert(it.key(), device->pos());
        moved = moved || device->pos() != it.value();
    }
    m_startPositions.clear();
    if (moved && editHandler()) editHandler()->moveDevices(positions, false);
}

void SelectTool::updateRubberBand(const QPointF &scenePos)
{
    const QRectF rect = QRectF(m_pressPos, scenePos).normalized();
    if (!m_rubberBand) {
        m_rubberBand = new QGraphicsRectItem;
        QColor fill = canvasstyle::selection();
        fill.setAlpha(30);
        QPen pen(canvasstyle::selection(), 0); // cosmetic: one pixel at every zoom
        m_rubberBand->setPen(pen);
        m_rubberBand->setBrush(fill);
        m_rubberBand->setZValue(1000);
        scene()->addItem(m_rubberBand);
    }
    m_rubberBand->setRect(rect);
    scene()->selectInArea(rect, m_selectionBeforeBand);
}

bool SelectTool::keyPressed(QKeyEvent *event)
{
    QPointF step;
    const double distance = (event->modifiers() & Qt::ShiftModifier) ? 1 : kNudgeStep;
    switch (event->key()) {
    case Qt::Key_Left: step = {-distance, 0}; break;
    case Qt::Key_Right: step = {distance, 0}; break;
    case Qt::Key_Up: step = {0, -distance}; break;
    case Qt::Key_Down: step = {0, distance}; break;
    case Qt::Key_Escape:
        if (m_gesture == Gesture::None) scene()->clearSelection();
        cancel();
        return true;
    default: return false;
    }
    if (m_gesture != Gesture::None) return true; // not while dragging
    QHash<QString, QPointF> positions;
    for (QGraphicsItem *item : scene()->selectedItems()) {
        if (auto *device = qgraphicsitem_cast<DeviceItem *>(item)) positions.insert(device->id(), device->pos() + step);
        if (auto *rack = qgraphicsitem_cast<RackItem *>(item))
            for (const DeviceItem *tray : rack->trays()) positions.insert(tray->id(), tray->pos() + step);
    }
    if (positions.isEmpty()) return false;
    if (editHandler()) editHandler()->moveDevices(positions, true);
    return true;
}

void SelectTool::cancel()
{
    // Puts previewed devices back where the design has them.
    for (auto it = m_startPositions.cbegin(); it != m_startPositions.cend(); ++it) {
        if (DeviceItem *device = scene() ? scene()->deviceItem(it.key()) : nullptr) device->setPos(it.value());
    }
    m_startPositions.clear();
    delete m_rubberBand;
    m_rubberBand = nullptr;
    m_selectionBeforeBand.clear();
    m_anchorId.clear();
    m_gesture = Gesture::None;
}

} // namespace spinel
