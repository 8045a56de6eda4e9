#include "canvas/fabricscene.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>

#include "canvas/deviceitem.h"
#include "canvas/linkbatchitem.h"
#include "canvas/linkitem.h"
#include "canvas/rackblocks.h"
#include "canvas/rackitem.h"
#include "canvas/serverblockitem.h"
#include "canvas/serverblocks.h"
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

// The object with `id` in `objects`, through `index` (id -> position). Positions are checked,
// so the index survives appends and removals at the end; anything else rebuilds it once.
template <typename Objects>
const typename Objects::value_type *lookUp(const Objects &objects, std::unordered_map<std::string, std::size_t> &index,
                                          const QString &qid)
{
    const std::string id = qid.toStdString();
    const auto found = index.find(id);
    if (found != index.end() && found->second < objects.size() && objects[found->second].id == id) return &objects[found->second];
    if (!objects.empty() && objects.back().id == id) {  // just appended: add, paste, undo of delete
        index[id] = objects.size() - 1;
        return &objects.back();
    }
    index.clear();
    index.reserve(objects.size());
    for (std::size_t i = 0; i < objects.size(); ++i) index.emplace(objects[i].id, i);
    const auto rebuilt = index.find(id);
    return rebuilt == index.end() ? nullptr : &objects[rebuilt->second];
}

} // namespace

FabricScene::FabricScene(QObject *parent)
    : QGraphicsScene(parent)
    , m_blocks(std::make_unique<ServerBlocks>(this))
    , m_racks(std::make_unique<RackBlocks>(this))
{
    createLayers();
}

FabricScene::~FabricScene()
{
    // Items go before the block bookkeeping that points at them.
    m_blocks->clear();
    m_racks->clear();
    clear();
}

void FabricScene::showDesign(const Design &design, const Catalog &catalog)
{
    clearDesign();
    m_design = &design;
    m_catalog = &catalog;
    m_devices.reserve(qsizetype(design.devices.size()));
    m_links.reserve(qsizetype(design.links.size()));
    // Adding 40,000 items one by one to a BSP tree re-balances it over and over; build without
    // an index and index once at the end.
    setItemIndexMethod(NoIndex);
    for (const Device &device : design.devices) addDeviceItem(device);
    for (const Link &link : design.links) addLinkItem(link);
    for (const ScaleUpDomain &domain : design.domains) syncRack(domain);
    m_racks->refreshMarked();
    for (DeviceItem *item : std::as_const(m_devices))
        if (item->isServer()) m_blocks->place(item);
    m_blocks->refreshMarked();
    const QRectF rect = designRect();
    m_linkBatch->setBounds(rect);
    m_serverLinkBatch->setBounds(rect);
    setSceneRect(withPanMargin(rect));
    setItemIndexMethod(BspTreeIndex);
}

void FabricScene::clearDesign()
{
    // The tool drops its gesture and any decoration items before clear() deletes them.
    AbstractTool *tool = m_tool;
    if (tool) tool->deactivate();
    // Deselected in one go: deleting each of 20,000 selected items would emit selectionChanged
    // 20,000 times. Then the maps: listeners must not find items that are being deleted. Links
    // reference devices but never touch them on destruction, so clear() may delete in any order.
    const bool hadSelection = !selectedItems().isEmpty();
    {
        const QSignalBlocker blocker(this);
        clearSelection();
    }
    m_devices.clear();
    m_links.clear();
    m_blocks->clear();
    m_racks->clear();
    m_deviceIndex.clear();
    m_linkIndex.clear();
    m_domainIndex.clear();
    // 40,000 items: removed without index upkeep (the BSP tree is rebuilt once by the next
    // showDesign). ~150 ms on the 16,384-GPU design. (Qt also searches its list of items not yet
    // polished for every removal, so clearing a scene built in the same event-loop turn is
    // quadratic; the app always returns to the event loop in between.)
    setItemIndexMethod(NoIndex);
    QList<QGraphicsItem *> layers = {m_switchLinkLayer, m_blockLayer, m_rackLayer};
    for (QGraphicsItem *cell : std::as_const(m_serverCells)) layers << cell;
    layers << m_serverLinkLayer;
    for (QGraphicsItem *layer : std::as_const(layers)) {
        const QList<QGraphicsItem *> children = layer->childItems();
        for (auto it = children.crbegin(); it != children.crend(); ++it) delete *it;
    }
    clear();
    setItemIndexMethod(BspTreeIndex);
    createLayers();
    if (tool) tool->activate(this);
    m_design = nullptr;
    m_catalog = nullptr;
    if (hadSelection) emit selectionChanged();
}

const Device *FabricScene::findDevice(const QString &id) const
{
    return m_design ? lookUp(m_design->devices, m_deviceIndex, id) : nullptr;
}

const Link *FabricScene::findLink(const QString &id) const
{
    return m_design ? lookUp(m_design->links, m_linkIndex, id) : nullptr;
}

QRectF FabricScene::designRect() const
{
    // Links run between devices, so the devices bound them: 3,000 rects rather than 40,000.
    // A link's own rect only matters when an end is missing, which the scene never draws.
    QRectF rect;
    for (const DeviceItem *item : m_devices) rect |= item->sceneBoundingRect();
    for (const RackItem *rack : m_racks->racks()) rect |= rack->sceneBoundingRect();  // title bands above the trays
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
    // Racks last: a link crossing a rack's frame is picked before the frame.
    QGraphicsItem *link = nullptr;
    QGraphicsItem *rack = nullptr;
    for (QGraphicsItem *item : items(pos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item->type() == DeviceItem::Type) return item;
        if (!link && item->type() == LinkItem::Type) link = item;
        if (!rack && item->type() == RackItem::Type) rack = item;
        // Zoomed out, a rack is its server block (the frame is transparent then).
        if (!rack && item->type() == ServerBlockItem::Type) {
            const QString &key = static_cast<ServerBlockItem *>(item)->key();
            if (key.startsWith(QLatin1String("domain:"))) rack = rackItem(key.mid(7));
        }
    }
    if (link) return link;
    if (LinkItem *nearLink = linkAt(pos)) return nearLink;
    return rack;
}

namespace {

// The ids of the selected `Item`s that the design has, in design order. From the selection
// (usually small), not by looking up all 36,000 links of a large design.
template <typename Item, typename Object, typename Find>
QStringList selectedInDesignOrder(const QList<QGraphicsItem *> &selected, const std::vector<Object> &objects, Find find)
{
    std::vector<std::pair<std::size_t, QString>> ordered;
    for (const QGraphicsItem *item : selected) {
        if (item->type() != Item::Type) continue;
        const QString &id = static_cast<const Item *>(item)->id();
        if (const Object *object = find(id)) ordered.emplace_back(std::size_t(object - objects.data()), id);
    }
    std::sort(ordered.begin(), ordered.end());
    QStringList ids;
    ids.reserve(qsizetype(ordered.size()));
    for (auto &entry : ordered) ids << std::move(entry.second);
    return ids;
}

} // namespace

QStringList FabricScene::selectedDeviceIds() const
{
    if (!m_design) return {};
    return selectedInDesignOrder<DeviceItem>(selectedItems(), m_design->devices, [this](const QString &id) { return findDevice(id); });
}

QStringList FabricScene::selectedLinkIds() const
{
    if (!m_design) return {};
    return selectedInDesignOrder<LinkItem>(selectedItems(), m_design->links, [this](const QString &id) { return findLink(id); });
}

QStringList FabricScene::selectedDomainIds() const
{
    if (!m_design) return {};
    return selectedInDesignOrder<RackItem>(selectedItems(), m_design->domains, [this](const QString &id) { return findDomain(id); });
}

void FabricScene::selectOnly(const QStringList &deviceIds, const QStringList &linkIds, const QStringList &domainIds)
{
    // Signals are held back so listeners (the properties dock) update once, not per item.
    {
        const QSignalBlocker blocker(this);
        clearSelection();
        for (const QString &id : deviceIds)
            if (DeviceItem *item = deviceItem(id)) item->setSelected(true);
        for (const QString &id : linkIds)
            if (LinkItem *item = linkItem(id)) item->setSelected(true);
        for (const QString &id : domainIds)
            if (RackItem *item = rackItem(id)) item->setSelected(true);
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
    placeInLayer(item);  // adds it to the scene with its layer, if any
    if (!item->scene()) addItem(item);
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
    placeInLayer(item);  // adds it to the scene with its layer
    m_links.insert(id, item);
}

void FabricScene::deleteLinkItem(LinkItem *item)
{
    m_links.remove(item->id());
    linkAppearanceChanged(item);
    const std::array<DeviceItem *, 2> ends = {item->fromItem(), item->toItem()};
    item->detachFromEnds();
    delete item;  // removes it from the scene
    // The servers at its ends may change block (grouped by leaf) and lose an uplink.
    for (DeviceItem *end : ends)
        if (end && end->isServer()) m_blocks->touch(end);
    scheduleBlockRefresh();
}

void FabricScene::growSceneRect(const QRectF &itemRect)
{
    m_linkBatch->growBounds(itemRect);
    m_serverLinkBatch->growBounds(itemRect);
    if (!sceneRect().contains(itemRect)) setSceneRect(sceneRect() | withPanMargin(itemRect));
}

void FabricScene::deviceAdded(const QString &id)
{
    if (!m_design) return;
    const Device *device = findDevice(id);
    if (!device) return;
    addDeviceItem(*device);
    DeviceItem *item = deviceItem(id);
    if (!item) return;
    growSceneRect(item->sceneBoundingRect());
    // Links that were waiting for this device can be drawn now. Commands add devices before
    // their links, so there are none unless links were added first (rare); the scan over all
    // links is skipped when every link is already drawn.
    if (!m_addingInBulk && qsizetype(m_design->links.size()) > m_links.size()) {
        for (const Link &link : m_design->links) {
            if (link.from.device == device->id || link.to.device == device->id) addLinkItem(link);
        }
    }
    m_blocks->touch(item);
    m_racks->touch(item);
    scheduleBlockRefresh();
}

void FabricScene::deviceRemoved(const QString &id)
{
    DeviceItem *item = m_devices.take(id);
    if (!item) return;
    // The document removes links first; anything still attached goes with the device.
    const QVector<LinkItem *> attached = item->links();
    for (LinkItem *link : attached) deleteLinkItem(link);
    if (item->isServer()) m_blocks->remove(item);
    m_racks->forget(item);
    delete item;
    scheduleBlockRefresh();
}

void FabricScene::deviceChanged(const QString &id)
{
    if (!m_design) return;
    DeviceItem *item = deviceItem(id);
    const Device *device = findDevice(id);
    if (!item || !device) return;
    const bool wasServer = item->isServer();
    const QString oldName = item->name();
    item->syncFromModel(*device, *m_catalog);
    growSceneRect(item->sceneBoundingRect());
    placeInLayer(item);
    // Link tooltips name their ends: resynced on a rename, not on every move of a large layout.
    const bool renamed = item->name() != oldName;
    for (LinkItem *attached : item->links()) {
        if (renamed)
            if (const Link *link = findLink(attached->id())) attached->syncFromModel(*link);
        placeInLayer(attached);
    }
    if (wasServer && !item->isServer()) m_blocks->remove(item);
    m_blocks->touch(item);
    m_racks->touch(item);
    scheduleBlockRefresh();
}

void FabricScene::linkAdded(const QString &id)
{
    if (!m_design) return;
    const Link *link = findLink(id);
    if (!link) return;
    addLinkItem(*link);
    // A server's first leaf link can regroup it; its block gains an uplink.
    if (LinkItem *item = linkItem(id)) {
        for (DeviceItem *end : {item->fromItem(), item->toItem()})
            if (end->isServer()) m_blocks->touch(end);
        scheduleBlockRefresh();
    }
}

void FabricScene::linkRemoved(const QString &id)
{
    if (LinkItem *item = linkItem(id)) deleteLinkItem(item);
}

void FabricScene::itemsAdded(const QStringList &deviceIds, const QStringList &linkIds)
{
    // Devices first, so each link finds its ends; their links come in the same batch, so each
    // device skips the scan for links waiting on it (a scan of every link per device).
    m_addingInBulk = true;
    for (const QString &id : deviceIds) deviceAdded(id);
    m_addingInBulk = false;
    for (const QString &id : linkIds) linkAdded(id);
}

void FabricScene::itemsRemoved(const QStringList &deviceIds, const QStringList &linkIds)
{
    // Deleting a selected item makes Qt emit selectionChanged, and each listener rescans the
    // selection: once per item that was quadratic (issue 12). Blocked, then announced once.
    const qsizetype selectedBefore = selectedItems().size();
    {
        const QSignalBlocker blocker(this);
        for (const QString &id : linkIds) linkRemoved(id);
        for (const QString &id : deviceIds) deviceRemoved(id);
    }
    if (selectedItems().size() != selectedBefore) emit selectionChanged();
}

void FabricScene::linkChanged(const QString &id)
{
    if (!m_design) return;
    const Link *link = findLink(id);
    LinkItem *item = linkItem(id);
    if (!link) return;
    if (!item) {
        linkAdded(id);
        return;
    }
    DeviceItem *from = deviceItem(qtId(link->from.device));
    DeviceItem *to = deviceItem(qtId(link->to.device));
    if (!from || !to) {
        deleteLinkItem(item);
        return;
    }
    const std::array<DeviceItem *, 4> ends = {item->fromItem(), item->toItem(), from, to};
    if (from != item->fromItem() || to != item->toItem()) item->setEnds(from, to);
    item->syncFromModel(*link);
    placeInLayer(item);
    for (DeviceItem *end : ends)
        if (end->isServer()) m_blocks->touch(end);
    scheduleBlockRefresh();
}

const ScaleUpDomain *FabricScene::findDomain(const QString &id) const
{
    return m_design ? lookUp(m_design->domains, m_domainIndex, id) : nullptr;
}

RackItem *FabricScene::rackItem(const QString &domainId) const
{
    return m_racks->rack(domainId);
}

QList<RackItem *> FabricScene::rackItems() const
{
    return m_racks->racks().values();
}

RackItem *FabricScene::rackOf(const QString &serverId) const
{
    const DeviceItem *item = deviceItem(serverId);
    return item ? m_racks->rackOf(item) : nullptr;
}

void FabricScene::syncRack(const ScaleUpDomain &domain)
{
    // Trays that joined or left a domain move to another server block.
    const QList<DeviceItem *> moved = m_racks->sync(domain, *m_catalog, m_devices);
    for (DeviceItem *tray : moved) m_blocks->place(tray);
}

void FabricScene::domainsChanged(const QStringList &ids)
{
    if (!m_design) return;
    // An id the design no longer has was removed; a known one is (re)synced.
    QStringList gone;
    if (ids.size() > 64) {
        // A bulk edit: one pass over the domains rather than a search per id.
        const QSet<QString> wanted(ids.begin(), ids.end());
        QSet<QString> found;
        for (const ScaleUpDomain &domain : m_design->domains) {
            const QString id = qtId(domain.id);
            if (!wanted.contains(id)) continue;
            syncRack(domain);
            found.insert(id);
        }
        for (const QString &id : ids)
            if (!found.contains(id)) gone << id;
    } else {
        for (const QString &id : ids) {
            if (const ScaleUpDomain *domain = findDomain(id)) syncRack(*domain);
            else gone << id;
        }
    }
    if (!gone.isEmpty()) domainsRemoved(gone);
    scheduleBlockRefresh();
}

void FabricScene::domainsRemoved(const QStringList &ids)
{
    const qsizetype selectedBefore = selectedItems().size();
    {
        const QSignalBlocker blocker(this);
        for (const QString &id : ids)
            for (DeviceItem *tray : m_racks->remove(id)) m_blocks->place(tray);
    }
    if (selectedItems().size() != selectedBefore) emit selectionChanged();
    scheduleBlockRefresh();
}

} // namespace spinel
