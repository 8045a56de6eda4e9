#include "canvas/switchboxesitem.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

#include "canvas/deviceicons.h"
#include "canvas/deviceitem.h"

namespace spinel {

SwitchBoxesItem::SwitchBoxesItem(const QHash<QString, DeviceItem *> *devices)
    : m_devices(devices)
{
    setZValue(1); // where the switches are: over the server blocks and the links
    setAcceptedMouseButtons(Qt::NoButton);
}

void SwitchBoxesItem::setBounds(const QRectF &bounds)
{
    if (bounds == m_bounds) return;
    prepareGeometryChange();
    m_bounds = bounds;
}

void SwitchBoxesItem::growBounds(const QRectF &rect)
{
    if (!m_bounds.contains(rect)) setBounds(m_bounds | rect);
}

void SwitchBoxesItem::switchesChanged()
{
    m_stale = true;
    // The whole view: a selected box's ring, a few pixels wide on screen, and a switch dragged
    // past the design's edge reach outside this item's bounds.
    if (isVisible() && scene()) scene()->update();
}

void SwitchBoxesItem::collect()
{
    // Walking the scene's 37,000 devices took 2-3 ms a frame (a cache miss each); the boxes are
    // kept until a switch changes, sorted by colour so that each colour is one drawRects() call.
    m_boxes.clear();
    m_selected.clear();
    for (const DeviceItem *item : *m_devices) {
        if (item->isServer() || !item->isVisible()) continue;
        const QRectF box = item->iconRect().translated(item->scenePos());
        m_boxes.push_back({box, DeviceIcons::plainColour(item->icon()).rgba()});
        if (item->isSelected()) m_selected.push_back(box);
    }
    std::stable_sort(m_boxes.begin(), m_boxes.end(), [](const Box &a, const Box &b) { return a.colour < b.colour; });
    m_stale = false;
}

void SwitchBoxesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    if (lod >= DeviceItem::kMinLodForIcon) {
        // A larger rendering (an export, a print) while the canvas is zoomed out: each switch as itself.
        paintItems(painter, option, widget);
        return;
    }
    if (m_stale) collect();
    // Boxes of a few pixels: antialiasing their edges costs most of the drawing and shows nothing.
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    const QRectF exposed = option->exposedRect;
    for (std::size_t begin = 0; begin < m_boxes.size();) {
        const QRgb colour = m_boxes[begin].colour;
        m_run.clear();
        std::size_t end = begin;
        for (; end < m_boxes.size() && m_boxes[end].colour == colour; ++end)
            if (exposed.intersects(m_boxes[end].rect)) m_run.push_back(m_boxes[end].rect);
        painter->setBrush(QColor::fromRgba(colour));
        if (!m_run.empty()) painter->drawRects(m_run.data(), int(m_run.size()));
        begin = end;
    }
    for (const QRectF &box : m_selected) DeviceIcons::paintSelectionRing(painter, box, lod);
}

void SwitchBoxesItem::paintItems(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) const
{
    for (DeviceItem *item : *m_devices) {
        if (item->isServer() || !item->isVisible()) continue;
        const QRectF bounds = item->boundingRect().translated(item->scenePos());
        if (!option->exposedRect.intersects(bounds)) continue;
        QStyleOptionGraphicsItem itemOption(*option);
        itemOption.state = item->isSelected() ? QStyle::State_Selected : QStyle::State_None;
        itemOption.exposedRect = item->boundingRect();
        painter->save();
        painter->translate(item->scenePos());
        item->paint(painter, &itemOption, widget);
        painter->restore();
    }
}

} // namespace spinel
