#include "animation/overlaygeometry.h"

#include <QHash>
#include <QString>

#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "core/design.h"
#include "core/domains.h"
#include "timing/collectiveschedule.h"

namespace spinel {

OverlayGeometry OverlayGeometry::fromScene(const timing::CollectiveSchedule &schedule, const Design &design,
                                           const Catalog &catalog, const FabricScene &scene)
{
    OverlayGeometry g;
    QHash<QString, int> indexOf;
    QVector<QRectF> deviceRects;
    g.devicePositions.reserve(qsizetype(design.devices.size()));
    for (const Device &device : design.devices) {
        const QString id = QString::fromStdString(device.id);
        indexOf.insert(id, int(g.devicePositions.size()));
        const DeviceItem *item = scene.deviceItem(id);
        const QPointF position = item ? item->pos() : QPointF(device.position.x, device.position.y);
        g.devicePositions.push_back(position);
        deviceRects.push_back(item ? item->sceneBoundingRect() : QRectF(position - QPointF(20, 10), QSizeF(40, 20)));
    }
    for (const Link &link : design.links) {
        const int from = indexOf.value(QString::fromStdString(link.from.device), -1);
        const int to = indexOf.value(QString::fromStdString(link.to.device), -1);
        g.linkFrom.push_back(from);
        g.linkTo.push_back(to);
        g.linkLines.push_back(from >= 0 && to >= 0 ? QLineF(g.devicePositions[from], g.devicePositions[to]) : QLineF());
    }
    // A rack-scale domain is one node of the schedule, named by its first tray: its NVLink phase
    // is drawn across all its trays (issue 16), not around that one tray.
    g.domains.resize(qsizetype(schedule.serverDevices.size()));
    if (!design.domains.empty()) {
        QHash<int, const NvlinkDomain *> byFirstTray;
        const std::vector<NvlinkDomain> domains = nvlinkDomains(design, catalog);
        for (const NvlinkDomain &domain : domains)
            if (domain.multiNode && !domain.servers.empty()) byFirstTray.insert(domain.servers.front(), &domain);
        for (std::size_t s = 0; s < schedule.serverDevices.size(); ++s) {
            const NvlinkDomain *domain = byFirstTray.value(schedule.serverDevices[s], nullptr);
            if (!domain) continue;
            Domain &shape = g.domains[qsizetype(s)];
            shape.gpus = domain->gpus;
            for (int tray : domain->servers) {
                if (tray < 0 || tray >= g.devicePositions.size()) continue;
                shape.trays.push_back(g.devicePositions[tray]);
                shape.frame = shape.frame.united(deviceRects[tray]);
            }
            shape.frame.adjust(-8, -8, 8, 8);
        }
    }
    g.bounds = scene.designRect().adjusted(-40, -40, 40, 40);
    return g;
}

} // namespace spinel
