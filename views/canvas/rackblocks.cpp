#include "canvas/rackblocks.h"

#include <QCoreApplication>
#include <QGraphicsScene>

#include <algorithm>

#include "canvas/deviceitem.h"
#include "canvas/rackitem.h"
#include "canvas/racklayout.h"
#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

RackBlocks::RackBlocks(QGraphicsScene *scene)
    : m_scene(scene)
{ }

void RackBlocks::clear()
{
    m_racks.clear();
    m_membership.clear();
    m_marked.clear();
}

QString RackBlocks::summaryOf(const ScaleUpDomain &domain, const Catalog &catalog, int gpus, int gpusPerTray)
{
    const CatalogEntry *rack = domain.model.empty() ? nullptr : catalog.find(domain.model);
    const QString model = rack ? QString::fromStdString(racklayout::shortModelName(rack->name))
                               : QCoreApplication::translate("RackItem", "NVLink domain");
    QString summary = QCoreApplication::translate("RackItem", "%1 · %L2 GPUs").arg(model).arg(gpus);
    // A partition never splits a tray (core/domains.h): each holds whole trays.
    const int partition = domain.partitionGpus;
    if (partition > 0 && partition < gpus) {
        const int traysPer = std::max(1, gpusPerTray > 0 ? partition / gpusPerTray : 1);
        const int trays = gpusPerTray > 0 ? (gpus + gpusPerTray - 1) / gpusPerTray : 1;
        const int count = (trays + traysPer - 1) / traysPer;
        summary += QCoreApplication::translate("RackItem", " · %L1 × NVL%2").arg(count).arg(partition);
    }
    return summary;
}

QList<DeviceItem *> RackBlocks::sync(const ScaleUpDomain &domain, const Catalog &catalog,
                                     const QHash<QString, DeviceItem *> &devices)
{
    const QString id = QString::fromStdString(domain.id);
    RackItem *rack = m_racks.value(id);
    if (!rack) {
        rack = new RackItem(id, m_layer);
        if (!m_layer) m_scene->addItem(rack);
        m_racks.insert(id, rack);
    }
    QVector<DeviceItem *> trays;
    int gpus = 0, gpusPerTray = 0;
    for (const std::string &member : domain.members) {
        DeviceItem *tray = devices.value(QString::fromStdString(member));
        if (!tray || !tray->isServer()) continue; // the rules report such members
        trays.append(tray);
        gpus += tray->gpus();
        gpusPerTray = std::max(gpusPerTray, tray->gpus());
    }
    const QString name = QString::fromStdString(domain.name);
    const QString summary = summaryOf(domain, catalog, gpus, gpusPerTray);
    const RackSpec *spec = domain.model.empty() ? nullptr : catalog.rackSpec(domain.model);

    QList<DeviceItem *> changed;
    const QSet<DeviceItem *> kept(trays.begin(), trays.end());
    for (DeviceItem *old : rack->trays()) {
        if (kept.contains(old)) continue;
        m_membership.remove(old);
        old->setDomain({}, {}, {});
        changed << old;
    }
    for (DeviceItem *tray : std::as_const(trays)) {
        RackItem *previous = m_membership.value(tray);
        if (previous && previous != rack) {
            previous->removeTray(tray);
            m_marked.insert(previous);
        }
        m_membership.insert(tray, rack);
        if (tray->domainId() != id || tray->domainName() != name || tray->domainSummary() != summary) {
            tray->setDomain(id, name, summary);
            changed << tray;
        }
    }
    rack->setContents(name, summary, spec ? spec->switchTrays : 0, std::move(trays));
    m_marked.insert(rack);
    return changed;
}

QList<DeviceItem *> RackBlocks::remove(const QString &id)
{
    RackItem *rack = m_racks.take(id);
    if (!rack) return {};
    QList<DeviceItem *> trays;
    for (DeviceItem *tray : rack->trays()) {
        if (m_membership.value(tray) == rack) m_membership.remove(tray);
        tray->setDomain({}, {}, {});
        trays << tray;
    }
    m_marked.remove(rack);
    delete rack;
    return trays;
}

void RackBlocks::forget(DeviceItem *tray)
{
    RackItem *rack = m_membership.take(tray);
    if (!rack) return;
    rack->removeTray(tray);
    m_marked.insert(rack);
}

void RackBlocks::touch(const DeviceItem *tray)
{
    if (RackItem *rack = m_membership.value(tray)) m_marked.insert(rack);
}

void RackBlocks::refreshMarked()
{
    if (m_marked.isEmpty()) return;
    const QSet<RackItem *> marked = std::exchange(m_marked, {});
    for (RackItem *rack : marked) rack->refresh();
}

} // namespace spinel
