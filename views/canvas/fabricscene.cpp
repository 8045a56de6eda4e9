#include "canvas/fabricscene.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>

#include <algorithm>
#include <cmath>

#include "canvas/deviceitem.h"
#include "canvas/linkitem.h"
#include "core/catalog.h"
#include "core/design.h"
#include "tools/abstracttool.h"

namespace spinel {

namespace {

QString qtId(const std::string &id)
{
    return QString::fromStdString(id);
}

QRectF withPanMargin(const QRectF &rect)
{
    const double margin = std::max({1000.0, rect.width(), rect.height()});
    return rect.adjusted(-margin, -margin, margin, margin);
}

} // namespace

FabricScene::FabricScene(QObject *parent)
    : QGraphicsScene(parent)
{
}

void FabricScene::showDesign(const Design &design, const Catalog &catalog)
{
    clearDesign();
    m_design = &design;
    m_catalog = &catalog;
    m_devices.reserve(qsizetype(design.devices.size()));
    m_links.reserve(qsizetype(design.links.size()));
    for (const Device &device : design.devices) addDeviceItem(device);
    for (const Link &link : design.links) addLinkItem(link);
    setSceneRect(withPanMargin(designRect()));
}

void FabricScene::clearDesign()
{
    // The tool drops its gesture and any decoration items before clear() deletes them.
    AbstractTool *tool = m_tool;
    if (tool) tool->deactivate();
    // Maps first: deleting selected items emits selectionChanged, and listeners must not find
    // items that are being deleted. Links reference devices but never touch them on
    // destruction, so clear() may delete in any order.
    m_devices.clear();
    m_links.clear();
    clear();
    if (tool) tool->activate(this);
    m_design = nullptr;
    m_catalog = nullptr;
}

QRectF FabricScene::designRect() const
{
    QRectF rect;
    for (const DeviceItem *item : m_devices) rect |= item->sceneBoundingRect();
    for (const LinkItem *item : m_links) rect |= item->sceneBoundingRect();
    return rect;
}

void FabricScene::setActiveTool(AbstractTool *tool)
{
    if (m_tool == tool) return;
    if (m_tool) m_tool->deactivate();
    m_tool = tool;
    if (m_tool) m_tool->activate(this);
    const QCursor cursor = m_tool ? m_tool->cursor() : QCursor(Qt::ArrowCursor);
    for (QGraphicsView *view : views()) view->viewport()->setCursor(cursor);
}

QPointF FabricScene::snapped(const QPointF &pos) const
{
    if (!m_snapToGrid) return pos;
    return {std::round(pos.x() / kGridSize) * kGridSize, std::round(pos.y() / kGridSize) * kGridSize};
}

QGraphicsItem *FabricScene::selectableItemAt(const QPointF &pos) const
{
    // items() is topmost first and devices sit above links; tool decorations are not selectable.
    QGraphicsItem *link = nullptr;
    for (QGraphicsItem *item : items(pos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item->type() == DeviceItem::Type) return item;
        if (!link && item->type() == LinkItem::Type) link = item;
    }
    return link;
}

QStringList FabricScene::selectedDeviceIds() const
{
    QStringList ids;
    if (!m_design) return ids;
    for (const Device &device : m_design->devices) {
        const DeviceItem *item = m_devices.value(qtId(device.id));
        if (item && item->isSelected()) ids << item->id();
    }
    return ids;
}

QStringList FabricScene::selectedLinkIds() const
{
    QStringList ids;
    if (!m_design) return ids;
    for (const Link &link : m_design->links) {
        const LinkItem *item = m_links.value(qtId(link.id));
        if (item && item->isSelected()) ids << item->id();
    }
    return ids;
}

void FabricScene::selectOnly(const QStringList &deviceIds, const QStringList &linkIds)
{
    // Signals are held back so listeners (the properties dock) update once, not per item.
    {
        const QSignalBlocker blocker(this);
        clearSelection();
        for (const QString &id : deviceIds)
            if (DeviceItem *item = deviceItem(id)) item->setSelected(true);
        for (const QString &id : linkIds)
            if (LinkItem *item = linkItem(id)) item->setSelected(true);
    }
    emit selectionChanged();
}

void FabricScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mousePressed(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
}

void FabricScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mouseMoved(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void FabricScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mouseReleased(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
}

void FabricScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // Qt sends press, release, double-click, release: the second click is a press for the tool.
    mousePressEvent(event);
}

void FabricScene::keyPressEvent(QKeyEvent *event)
{
    if (m_tool && m_tool->keyPressed(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::keyPressEvent(event);
}

void FabricScene::addDeviceItem(const Device &device)
{
    const QString id = qtId(device.id);
    if (m_devices.contains(id)) return;
    auto *item = new DeviceItem(id);
    item->syncFromModel(device, *m_catalog);
    addItem(item);
    m_devices.insert(id, item);
}

void FabricScene::addLinkItem(const Link &link)
{
    const QString id = qtId(link.id);
    if (m_links.contains(id)) return;
    DeviceItem *from = deviceItem(qtId(link.from.device));
    DeviceItem *to = deviceItem(qtId(link.to.device));
    // A link to a device not (yet) in the design is not drawn; linkChanged() adds it once it resolves.
    if (!from || !to) return;
    auto *item = new LinkItem(id, from, to);
    item->syncFromModel(link);
    addItem(item);
    m_links.insert(id, item);
}

void FabricScene::deleteLinkItem(LinkItem *item)
{
    m_links.remove(item->id());
    item->detachFromEnds();
    delete item;  // removes it from the scene
}

void FabricScene::growSceneRect(const QRectF &itemRect)
{
    if (!sceneRect().contains(itemRect)) setSceneRect(sceneRect() | withPanMargin(itemRect));
}

void FabricScene::deviceAdded(const QString &id)
{
    if (!m_design) return;
    const Device *device = m_design->findDevice(id.toStdString());
    if (!device) return;
    addDeviceItem(*device);
    if (DeviceItem *item = deviceItem(id)) growSceneRect(item->sceneBoundingRect());
    // Links that were waiting for this device can be drawn now.
    for (const Link &link : m_design->links) {
        if (link.from.device == device->id || link.to.device == device->id) addLinkItem(link);
    }
}

void FabricScene::deviceRemoved(const QString &id)
{
    DeviceItem *item = m_devices.take(id);
    if (!item) return;
    // The document removes links first; anything still attached goes with the device.
    const QVector<LinkItem *> attached = item->links();
    for (LinkItem *link : attached) deleteLinkItem(link);
    delete item;
}

void FabricScene::deviceChanged(const QString &id)
{
    if (!m_design) return;
    DeviceItem *item = deviceItem(id);
    const Device *device = m_design->findDevice(id.toStdString());
    if (!item || !device) return;
    item->syncFromModel(*device, *m_catalog);
    growSceneRect(item->sceneBoundingRect());
    // Link tooltips name their ends.
    for (LinkItem *attached : item->links()) {
        if (const Link *link = m_design->findLink(attached->id().toStdString())) attached->syncFromModel(*link);
    }
}

void FabricScene::linkAdded(const QString &id)
{
    if (!m_design) return;
    if (const Link *link = m_design->findLink(id.toStdString())) addLinkItem(*link);
}

void FabricScene::linkRemoved(const QString &id)
{
    if (LinkItem *item = linkItem(id)) deleteLinkItem(item);
}

void FabricScene::linkChanged(const QString &id)
{
    if (!m_design) return;
    const Link *link = m_design->findLink(id.toStdString());
    LinkItem *item = linkItem(id);
    if (!link) return;
    if (!item) {
        addLinkItem(*link);
        return;
    }
    DeviceItem *from = deviceItem(qtId(link->from.device));
    DeviceItem *to = deviceItem(qtId(link->to.device));
    if (!from || !to) {
        deleteLinkItem(item);
        return;
    }
    if (from != item->fromItem() || to != item->toItem()) item->setEnds(from, to);
    item->syncFromModel(*link);
}

} // namespace spinel
