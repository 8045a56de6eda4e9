// FabricScene's picking and selection: what is under the pointer, the selected ids in design
// order, and replacing the selection with one signal.
#include "canvas/fabricscene.h"

#include <algorithm>

#include "canvas/deviceitem.h"
#include "canvas/linkitem.h"
#include "canvas/rackitem.h"
#include "canvas/serverblockitem.h"
#include "core/design.h"

namespace spinel {

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
    return selectedInDesignOrder<DeviceItem>(selectedItems(), m_design->devices,
                                             [this](const QString &id) { return findDevice(id); });
}

QStringList FabricScene::selectedLinkIds() const
{
    if (!m_design) return {};
    return selectedInDesignOrder<LinkItem>(selectedItems(), m_design->links, [this](const QString &id) { return findLink(id); });
}

QStringList FabricScene::selectedDomainIds() const
{
    if (!m_design) return {};
    return selectedInDesignOrder<RackItem>(selectedItems(), m_design->domains,
                                           [this](const QString &id) { return findDomain(id); });
}

void FabricScene::selectOnly(const QStringList &deviceIds, const QStringList &linkIds, const QStringList &domainIds)
{
    finishPendingEdits(); // the items to select may still be on their way (a large paste)
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
} // namespace spinel
