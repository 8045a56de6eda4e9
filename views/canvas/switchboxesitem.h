#pragma once
// Zoomed far out, every switch is a plain box in its role's colour (DeviceItem draws no more there):
// this one item draws all the boxes of the scene's switches in one paint. A full view of 1,800 NVL72
// racks has 4,896 switches, and Qt's own work per item (state, transform, style option) cost more
// than the boxes: 4-5 ms of a 17 ms frame. While it is shown the switches keep their items, for
// selection, hit tests, tooltips and drags, but draw nothing (ItemHasNoContents).

#include <QGraphicsItem>
#include <QHash>
#include <QPainterPath>
#include <QRgb>

#include <vector>

#include "common/itemtypes.h"

namespace spinel {

class DeviceItem;

class SwitchBoxesItem : public QGraphicsItem {
public:
    enum { Type = itemtypes::SwitchBoxes };

    // Draws the switches among `devices` (the scene's map, not owned; it outlives the item).
    explicit SwitchBoxesItem(const QHash<QString, DeviceItem *> *devices);

    int type() const override { return Type; }
    // The area the switches cover; it only grows between setBounds() calls.
    void setBounds(const QRectF &bounds);
    void growBounds(const QRectF &rect);
    // A switch moved, was selected, added, removed or restyled: the next frame draws it anew.
    void switchesChanged();

    QRectF boundingRect() const override { return m_bounds; }
    // Never under the pointer: the switches' own items answer hit tests.
    QPainterPath shape() const override { return {}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct Box {
        QRectF rect; // the icon's place in the scene
        QRgb colour;
    };
    void collect();
    void paintItems(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) const;

    const QHash<QString, DeviceItem *> *m_devices;
    QRectF m_bounds;
    std::vector<Box> m_boxes;       // sorted by colour
    std::vector<QRectF> m_selected; // boxes of selected switches, ringed
    bool m_stale = true;
    std::vector<QRectF> m_run; // one colour's exposed boxes, reused from frame to frame
};

} // namespace spinel
