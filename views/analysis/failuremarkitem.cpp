#include "analysis/failuremarkitem.h"

#include <QPainter>

#include "canvas/deviceitem.h"

namespace spinel {

namespace {

QColor failureRed()
{
    return {0xc6, 0x28, 0x28};
}

} // namespace

FailureMarkItem::FailureMarkItem(DeviceItem *device)
    : QGraphicsItem(device)
    , m_rect(device->iconRect().adjusted(-4, -4, 4, 4))
{
    setFlag(ItemIgnoresParentOpacity);
    // Not a target: clicks and tooltips belong to the device underneath.
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF FailureMarkItem::boundingRect() const
{
    return m_rect.adjusted(-2, -2, 2, 2);
}

void FailureMarkItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QColor hatch = failureRed();
    hatch.setAlpha(110);
    painter->setPen(QPen(failureRed(), 2, Qt::DashLine));
    painter->setBrush(QBrush(hatch, Qt::BDiagPattern));
    painter->drawRoundedRect(m_rect, 5, 5);
    const QRectF cross = QRectF(0, 0, 20, 20).translated(m_rect.center() - QPointF(10, 10));
    painter->setPen(QPen(failureRed(), 4, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(cross.topLeft(), cross.bottomRight());
    painter->drawLine(cross.topRight(), cross.bottomLeft());
}

} // namespace spinel
