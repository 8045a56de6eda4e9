#pragma once
// One difference between the design and the fabric as built, drawn over the canvas: a missing
// cable red and dashed along the design's link, a miswired one orange with a thin line to where
// it really goes, a speed mismatch amber, an extra cable purple and dotted. It keeps only device
// ids and finds their items again in the scene, so the scene may delete or move them at will.
// Zoomed out, a server's end is on the block it is drawn in.

#include <QGraphicsObject>
#include <QStringList>

#include "common/itemtypes.h"
#include "docks/asbuiltdiffwidget.h"

namespace spinel {
class FabricScene;

class AsBuiltMarkItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = itemtypes::AsBuiltMark };

    explicit AsBuiltMarkItem(const AsBuiltDiffRow &row);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    AsBuiltDiffRow::Kind kind() const { return m_row.kind; }
    const AsBuiltDiffRow &row() const { return m_row; }
    // The cable's two ends and, for a miswired one, where it really goes (null when not drawn).
    QLineF line() const { return m_line; }
    QPointF foundEnd() const { return m_found; }
    bool hasFoundEnd() const { return m_hasFound; }

    // Places the mark on its devices' current positions; hides it when one is gone.
    // Returns whether anything moved. Three hash look-ups: cheap enough for every repaint.
    bool follow(const FabricScene *scene);
    // "missing: leaf-1/p3 – srv-4/p1"
    static QString describe(const AsBuiltDiffRow &row);
    // How each kind is drawn (the legend shows the same).
    static QColor colourOf(AsBuiltDiffRow::Kind kind);
    static Qt::PenStyle styleOf(AsBuiltDiffRow::Kind kind);

private:
    AsBuiltDiffRow m_row;
    QLineF m_line;
    QPointF m_found;
    bool m_hasFound = false;
};

} // namespace spinel
