#pragma once
// What-if mark on a failed device: red hatching and a cross over its icon. A child of the
// DeviceItem that ignores the parent's opacity, so it stays clear while the device is greyed.

#include <QGraphicsItem>

#include "common/itemtypes.h"

namespace spinel {
class DeviceItem;

class FailureMarkItem : public QGraphicsItem {
public:
    enum { Type = itemtypes::FailureMark };

    explicit FailureMarkItem(DeviceItem *device);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF m_rect;
};

} // namespace spinel
