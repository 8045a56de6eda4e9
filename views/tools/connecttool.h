#pragma once
// The connect tool: press on a device, drag to another and release to ask for a link between
// them. A dashed rubber line follows the cursor and snaps to the device under it.

#include "tools/abstracttool.h"

class QGraphicsLineItem;

namespace spinel {
class DeviceItem;

class ConnectTool : public AbstractTool {
    Q_OBJECT
public:
    explicit ConnectTool(QObject *parent = nullptr);

    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;
    QCursor cursor() const override { return Qt::CrossCursor; }

private:
    DeviceItem *targetAt(const QPointF &scenePos) const;
    void cancel();

    QString m_sourceId;
    QGraphicsLineItem *m_line = nullptr;
};

} // namespace spinel
