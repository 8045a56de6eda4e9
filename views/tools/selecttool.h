#pragma once
// The select tool: click and Ctrl+click select, dragging on empty canvas draws a rubber band,
// dragging a selected device moves the selection (snapped to the grid when the scene says so),
// arrow keys nudge it. A drag is sent as one move when the button is released.

#include <QHash>
#include <QPointF>

#include "tools/abstracttool.h"

class QGraphicsItem;
class QGraphicsRectItem;

namespace spinel {
class SelectTool : public AbstractTool {
    Q_OBJECT
public:
    explicit SelectTool(QObject *parent = nullptr);

    void deactivate() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    bool mouseMoved(QGraphicsSceneMouseEvent *event) override;
    bool mouseReleased(QGraphicsSceneMouseEvent *event) override;
    bool keyPressed(QKeyEvent *event) override;

    // Scene units an arrow key moves the selection; with Shift, one unit.
    static constexpr double kNudgeStep = 20;

private:
    enum class Gesture { None, Pending, Moving, RubberBand };

    void startMove();
    void updateMove(const QPointF &scenePos);
    void finishMove();
    void updateRubberBand(const QPointF &scenePos);
    void cancel();

    Gesture m_gesture = Gesture::None;
    QPointF m_pressPos;
    QString m_anchorId;                       // the device under the cursor when the drag began
    QHash<QString, QPointF> m_startPositions; // selected devices at the start of a drag
    QGraphicsRectItem *m_rubberBand = nullptr;
    QList<QGraphicsItem *> m_selectionBeforeBand; // kept when Ctrl extends a rubber band
};

} // namespace spinel
