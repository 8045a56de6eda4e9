// FabricScene's picking and selection: what is under the pointer, the selected ids in design
// order, and replacing the selection with one signal.
#include "canvas/fabricscene.h"

#include <algorithm>
#include <numeric>

#include "canvas/deviceitem.h"
#include "canvas/linkitem.h"
#include "canvas/rackblocks.h"
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

// The indices in `objects` of the selected `Item`s that the design has, ascending. From the
// selection (usually small), not by looking up all 36,000 links of a large design.
template <typename Item, typename Object, typename Find>
std::vector<int> selectedIndices(const QList<QGraphicsItem *> &selected, const std::vector<Object> &objects, Find find)
{
    std::vector<int> indices;
    for (const QGraphicsItem *item : selected) {
        if (item->type() != Item::Type) continue;
        if (const Object *object = find(static_cast<const Item *>(item)->id())) indices.push_back(int(object - objects.data()));
    }
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    return indices;
}

template <typename Object>
QStringList idsAt(const std::vector<Object> &objects, const std::vector<int> &indices)
{
    QStringList ids;
    ids.reserve(qsizetype(indices.size()));
    for (int index : indices) ids << QString::fromStdString(objects[std::size_t(index)].id);
    return ids;
}

std::vector<int> allIndices(std::size_t count)
{
    std::vector<int> indices(count);
    std::iota(indices.begin(), indices.end(), 0);
    return indices;
}

} // namespace

std::vector<int> FabricScene::selectedDeviceIndices() const
{
    if (!m_design || selectedDeviceCount() == 0) return {};
    // Every item selected, and the items are the design's devices (no edit still on its way).
    if (m_pending.empty() && selectedDeviceCount() == m_devices.size() && m_devices.size() == qsizetype(m_design->devices.size()))
        return allIndices(m_design->devices.size());
    return selectedIndices<DeviceItem>(selectedItems(), m_design->devices, [this](const QString &id) { return findDevice(id); });
}

std::vector<int> FabricScene::selectedLinkIndices() const
{
    if (!m_design || selectedLinkCount() == 0) return {};
    // A link whose end is missing has no item: then the count differs and ids are looked up.
    if (m_pending.empty() && selectedLinkCount() == m_links.size() && m_links.size() == qsizetype(m_design->links.size()))
        return allIndices(m_design->links.size());
    return selectedIndices<LinkItem>(selectedItems(), m_design->links, [this](const QString &id) { return findLink(id); });
}

QStringList FabricScene::selectedDeviceIds() const
{
    return m_design ? idsAt(m_design->devices, selectedDeviceIndices()) : QStringList();
}

QStringList FabricScene::selectedLinkIds() const
{
    return m_design ? idsAt(m_design->links, selectedLinkIndices()) : QStringList();
}

QStringList FabricScene::selectedDomainIds() const
{
    if (!m_design || selectedDomainCount() == 0) return {};
    return idsAt(m_design->domains, selectedIndices<RackItem>(selectedItems(), m_design->domains,
                                                              [this](const QString &id) { return findDomain(id); }));
}

bool FabricScene::selectionHasRackTray() const
{
    if (selectedDeviceCount() == 0) return false;
    // Whichever is fewer: the racks' trays (none in most designs) or the selected items.
    qsizetype trays = 0;
    for (const RackItem *rack : m_racks->racks()) trays += rack->trays().size();
    if (trays <= selectedDeviceCount()) {
        for (const RackItem *rack : m_racks->racks())
            for (const DeviceItem *tray : rack->trays())
                if (tray->isSelected()) return true;
        return false;
    }
    for (const QGraphicsItem *item : selectedItems())
        if (item->type() == DeviceItem::Type && m_racks->rackOf(static_cast<const DeviceItem *>(item))) return true;
    return false;
}

void FabricScene::itemSelectionChanged(const QGraphicsItem *item, bool selected)
{
    auto *scene = qobject_cast<FabricScene *>(item->scene()); // not while the scene itself is destroyed
    if (!scene) return;
    CountSlot slot = SlotCount;
    if (item->type() == DeviceItem::Type) slot = DeviceSlot;
    else if (item->type() == LinkItem::Type) slot = LinkSlot;
    else if (item->type() == RackItem::Type) slot = RackSlot;
    if (slot == SlotCount) return;
    scene->noteContentChanged(); // the miniature shows selected devices
    scene->m_selectedCounts[slot] += selected ? 1 : -1;
    Q_ASSERT(scene->m_selectedCounts[slot] >= 0);
    ++scene->m_selectionGeneration;
}

void FabricScene::selectAllItems()
{
    finishPendingEdits();
    // From the scene's own maps, one signal for the lot: no ids listed, converted or looked up.
    withOneSelectionSignal([this] {
        for (RackItem *rack : m_racks->racks()) rack->setSelected(false);
        for (DeviceItem *item : std::as_const(m_devices)) item->setSelected(true);
        for (LinkItem *item : std::as_const(m_links)) item->setSelected(true);
    });
}

void FabricScene::selectIndices(const std::vector<int> &deviceIndices, const std::vector<int> &linkIndices,
                                const QStringList &domainIds)
{
    finishPendingEdits();
    if (!m_design) return;
    const auto &devices = m_design->devices;
    const auto &links = m_design->links;
    std::vector<QGraphicsItem *> chosen;
    chosen.reserve(deviceIndices.size() + linkIndices.size() + std::size_t(domainIds.size()));
    // All of a kind (undo of delete-everything): from the maps, without 52,000 id lookups.
    if (deviceIndices.size() == devices.size() && m_devices.size() == qsizetype(devices.size())) {
        for (DeviceItem *item : std::as_const(m_devices)) chosen.push_back(item);
    } else {
        for (int index : deviceIndices)
            if (index >= 0 && std::size_t(index) < devices.size())
                if (DeviceItem *item = deviceItem(QString::fromStdString(devices[std::size_t(index)].id))) chosen.push_back(item);
    }
    if (linkIndices.size() == links.size() && m_links.size() == qsizetype(links.size())) {
        for (LinkItem *item : std::as_const(m_links)) chosen.push_back(item);
    } else {
        for (int index : linkIndices)
            if (index >= 0 && std::size_t(index) < links.size())
                if (LinkItem *item = linkItem(QString::fromStdString(links[std::size_t(index)].id))) chosen.push_back(item);
    }
    for (const QString &id : domainIds)
        if (RackItem *item = rackItem(id)) chosen.push_back(item);
    if (qsizetype(chosen.size()) <= kSliceObjects) {
        withOneSelectionSignal([&] {
            clearSelection();
            for (QGraphicsItem *item : chosen) item->setSelected(true);
        });
        return;
    }
    // Selecting 52,000 items (undo of delete-everything on 16,384 GPUs) took one turn of ~40 ms on
    // its own: in slices, announced once by the last one.
    if (selectionChangedBy([this] { clearSelection(); })) m_pendingSelectionChanged = true;
    enqueueSelection(std::move(chosen));
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
