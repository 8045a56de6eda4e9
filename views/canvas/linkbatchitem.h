#pragma once
// Zoomed out, thousands of switch-to-switch LinkItems cost more in per-item overhead than in
// drawing. This one item draws all of them instead (the children of the scene's link layer,
// which is then transparent), grouped by pen with drawLines and without antialiasing.

#include <QGraphicsItem>

namespace spinel {

class LinkBatchItem : public QGraphicsItem {
public:
    enum { Type = UserType + 4 };

    // Draws the LinkItems among `layer`'s children (not owned).
    explicit LinkBatchItem(QGraphicsItem *layer, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    // The area the links cover; it only grows between setBounds() calls.
    void setBounds(const QRectF &bounds);
    void growBounds(const QRectF &rect);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QGraphicsItem *m_layer;
    QRectF m_bounds;
};

} // namespace spinel
