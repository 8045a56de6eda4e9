#pragma once
// The scene's RackItems, one per scale-up domain, by domain id, and which rack each tray is in.
// Keeps the racks in step with edits: a domain edit re-syncs its rack, a tray edit only marks the
// rack for refresh, and marked racks are recomputed once per burst (as ServerBlocks does).

#include <QHash>
#include <QSet>
#include <QString>

class QGraphicsItem;
class QGraphicsScene;

namespace spinel {
struct ScaleUpDomain;
class Catalog;
class DeviceItem;
class RackItem;

class RackBlocks {
public:
    explicit RackBlocks(QGraphicsScene *scene);

    // Forgets every rack; the scene has deleted (or will delete) the items.
    void clear();
    void setLayer(QGraphicsItem *layer) { m_layer = layer; }

    // Creates or updates the rack of `domain`, its trays found in `devices`, and tells each tray
    // its domain. Returns the trays whose domain changed (joined or left), for the server blocks.
    QList<DeviceItem *> sync(const ScaleUpDomain &domain, const Catalog &catalog, const QHash<QString, DeviceItem *> &devices);
    // Deletes the rack of the domain `id`; returns the trays it held (now in no domain).
    QList<DeviceItem *> remove(const QString &id);
    // `tray` is being deleted: no rack may keep a pointer to it.
    void forget(DeviceItem *tray);
    // `tray` moved or changed: its rack is recomputed on the next refreshMarked().
    void touch(const DeviceItem *tray);
    void refreshMarked();

    RackItem *rack(const QString &id) const { return m_racks.value(id); }
    RackItem *rackOf(const DeviceItem *tray) const { return m_membership.value(tray); }
    const QHash<QString, RackItem *> &racks() const { return m_racks; }

    // "GB300 NVL72 · 72 GPUs · 2 × NVL36": what a rack is, for its frame and its block.
    static QString summaryOf(const ScaleUpDomain &domain, const Catalog &catalog, int gpus, int gpusPerTray);

private:
    QGraphicsScene *m_scene;
    QGraphicsItem *m_layer = nullptr;
    QHash<QString, RackItem *> m_racks;
    QHash<const DeviceItem *, RackItem *> m_membership;
    QSet<RackItem *> m_marked;
};

} // namespace spinel
