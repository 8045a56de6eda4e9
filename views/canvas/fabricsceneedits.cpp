// FabricScene's edit slots: the Document's change signals add, remove and resync the items of
// devices, links and scale-up domains, reading the current state from the design shown.
#include "canvas/fabricscene.h"

#include <QScopedValueRollback>
#include <QSet>

#include <array>

#include "canvas/deviceitem.h"
#include "canvas/linkitem.h"
#include "canvas/rackblocks.h"
#include "canvas/rackitem.h"
#include "canvas/serverblocks.h"
#include "core/catalog.h"
#include "core/design.h"
#include "core/designindex.h"

namespace spinel {

namespace {

QString qtId(const std::string &id)
{
    return QString::fromStdString(id);
}

} // namespace

const Device *FabricScene::findDevice(const QString &id) const
{
    return m_index ? m_index->device(id.toStdString()) : nullptr;
}

const Link *FabricScene::findLink(const QString &id) const
{
    return m_index ? m_index->link(id.toStdString()) : nullptr;
}

const ScaleUpDomain *FabricScene::findDomain(const QString &id) const
{
    return m_index ? m_index->domain(id.toStdString()) : nullptr;
}

// Without an owner's index the caller changed the design itself before calling the slot. A bulk
// slot forgets once for all its objects (forgetting per object would rebuild per lookup).
void FabricScene::ownIndexStale()
{
    if (!m_ownIndex || m_holdOwnIndex || m_applyingStep) return;
    m_ownIndex->devicesChanged();
    m_ownIndex->linksChanged();
}

void FabricScene::ownDomainIndexStale()
{
    if (m_ownIndex) m_ownIndex->domainsChanged();
}
void FabricScene::addDeviceItem(const Device &device)
{
    const QString id = qtId(device.id);
    if (m_devices.contains(id)) return;
    auto *item = new DeviceItem(id);
    item->syncFromModel(device, *m_catalog);
    placeInLayer(item); // adds it to the scene with its layer, if any
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
    placeInLayer(item); // adds it to the scene with its layer
    m_links.insert(id, item);
}

void FabricScene::deleteLinkItem(LinkItem *item)
{
    m_links.remove(item->id());
    linkAppearanceChanged(item);
    m_linkLines.remove(item);
    const std::array<DeviceItem *, 2> ends = {item->fromItem(), item->toItem()};
    item->detachFromEnds();
    delete item; // removes it from the scene
    // The servers at its ends may change block (grouped by leaf) and lose an uplink.
    for (DeviceItem *end : ends)
        if (end && end->isServer()) m_blocks->touch(end);
    scheduleBlockRefresh();
}

void FabricScene::deviceAdded(const QString &id)
{
    ownIndexStale();
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
    if (!item->isServer()) switchBoxesChanged();
    scheduleBlockRefresh();
}

void FabricScene::deviceRemoved(const QString &id)
{
    ownIndexStale();
    DeviceItem *item = m_devices.take(id);
    if (!item) return;
    // The document removes links first; anything still attached goes with the device.
    const QVector<LinkItem *> attached = item->links();
    for (LinkItem *link : attached) deleteLinkItem(link);
    if (item->isServer()) m_blocks->remove(item);
    else switchBoxesChanged();
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
    if (!wasServer || !item->isServer()) switchBoxesChanged();
    m_blocks->touch(item);
    m_racks->touch(item);
    scheduleBlockRefresh();
}

void FabricScene::linkAdded(const QString &id)
{
    ownIndexStale();
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
    ownIndexStale();
    if (LinkItem *item = linkItem(id)) deleteLinkItem(item);
}

void FabricScene::itemsAdded(const QStringList &deviceIds, const QStringList &linkIds)
{
    ownIndexStale();
    if (queueing(deviceIds.size() + linkIds.size())) {
        enqueue(PendingStep::AddDevice, deviceIds, !linkIds.isEmpty());
        enqueue(PendingStep::AddLink, linkIds);
        return;
    }
    // Devices first, so each link finds its ends; their links come in the same batch, so each
    // device skips the scan for links waiting on it (a scan of every link per device).
    const QScopedValueRollback holdIndex(m_holdOwnIndex, true);
    m_addingInBulk = true;
    for (const QString &id : deviceIds) deviceAdded(id);
    m_addingInBulk = false;
    for (const QString &id : linkIds) linkAdded(id);
}

void FabricScene::itemsRemoved(const QStringList &deviceIds, const QStringList &linkIds)
{
    ownIndexStale();
    // Last first: items were added in design order, and Qt drops a child from its parent's list
    // in O(1) at the end but moves every later sibling otherwise (quadratic for 36,000 links).
    const QStringList links(linkIds.crbegin(), linkIds.crend());
    const QStringList devices(deviceIds.crbegin(), deviceIds.crend());
    if (queueing(devices.size() + links.size())) {
        enqueue(PendingStep::RemoveLink, links);
        enqueue(PendingStep::RemoveDevice, devices);
        return;
    }
    // Deleting a selected item makes Qt emit selectionChanged, and each listener rescans the
    // selection: once per item that was quadratic (issue 12). Blocked, then announced once.
    const QScopedValueRollback holdIndex(m_holdOwnIndex, true);
    withOneSelectionSignal([&] {
        for (const QString &id : links) linkRemoved(id);
        for (const QString &id : devices) deviceRemoved(id);
    });
}

void FabricScene::itemsChanged(const QStringList &deviceIds, const QStringList &linkIds)
{
    if (queueing(deviceIds.size() + linkIds.size())) {
        enqueue(PendingStep::ChangeDevice, deviceIds);
        enqueue(PendingStep::ChangeLink, linkIds);
        return;
    }
    // A link whose end is gone is deleted here, which may change the selection: announced once.
    withOneSelectionSignal([&] {
        for (const QString &id : deviceIds) deviceChanged(id);
        for (const QString &id : linkIds) linkChanged(id);
    });
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
    ownDomainIndexStale();
    if (!m_design) return;
    if (queueing(0)) { // after the trays it may refer to
        enqueue(PendingStep::SyncDomains, ids);
        return;
    }
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
    ownDomainIndexStale();
    if (queueing(0)) {
        enqueue(PendingStep::RemoveDomains, ids);
        return;
    }
    withOneSelectionSignal([&] {
        for (const QString &id : ids)
            for (DeviceItem *tray : m_racks->remove(id)) m_blocks->place(tray);
    });
    scheduleBlockRefresh();
}

} // namespace spinel
