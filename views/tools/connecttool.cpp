#include "tools/connecttool.h"

#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPen>

#include "canvas/canvasstyle.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "tools/edithandler.h"

namespace spinel {

ConnectTool::ConnectTool(QObject *parent)
    : AbstractTool(parent)
{ }

void ConnectTool::deactivate()
{
    cancel();
    AbstractTool::deactivate();
}

DeviceItem *ConnectTool::targetAt(const QPointF &scenePos) const
{
    return qgraphicsitem_cast<DeviceItem *>(scene()->selectableItemAt(scenePos));
}

bool ConnectTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return false;
    cancel();
    DeviceItem *source = targetAt(event->scenePos());
    if (!source) {
        scene()->clearSelection();
        return true;
    }
    m_sourceId = source->id();
    m_line = new QGraphicsLineItem(QLineF(source->pos(), event->scenePos()));
    QPen pen(canvasstyle::selection(), 2, Qt::DashLine, Qt::RoundCap);
    pen.setCosmetic(true);
    m_line->setPen(pen);
    m_line->setZValue(1000);
    scene()->addItem(m_line);
    return true;
}

bool ConnectTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!m_line) return false;
    DeviceItem *source = scene()->deviceItem(m_sourceId);
    if (!source) {
        cancel();
        return true;
    }
    DeviceItem *target = targetAt(event->scenePos());
    const QPointF end = (target && target != source) ? target->pos() : event->scenePos();
    m_line->setLine(QLineF(source->pos(), end));
    return true;
}

bool ConnectTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return false;
    const QString sourceId = m_sourceId;
    DeviceItem *target = m_line ? targetAt(event->scenePos()) : nullptr;
    cancel();
    if (target && target->id() != sourceId && editHandler()) editHandler()->connectDevices(sourceId, target->id());
    return true;
}

bool ConnectTool::keyPressed(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape || !m_line) return false;
    cancel();
    return true;
}

void ConnectTool::cancel()
{
    delete m_line;
    m_line = nullptr;
    m_sourceId.clear();
}

} // namespace spinel
