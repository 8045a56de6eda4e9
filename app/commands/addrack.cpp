#include "commands/addrack.h"

#include <QCoreApplication>

#include "canvas/racklayout.h"
#include "core/catalog.h"
#include "document/document.h"
#include "edit/idallocator.h"

namespace spinel {

namespace {

std::vector<Device> rackTrays(const CatalogEntry &rack, const std::string &rackName, Point topLeft, IdAllocator &ids)
{
    const RackSpec &spec = *rack.rackSpec;
    std::vector<Device> trays;
    for (int tray = 0; tray < spec.computeTrays; ++tray) {
        Device device;
        device.id = ids.take("tray");
        device.kind = DeviceKind::Server;
        device.model = spec.computeTray;
        // "Rack 2 tray 07": sorted by name, the trays keep their order in the rack.
        device.name = QCoreApplication::translate("Undo", "%1 tray %2")
                          .arg(QString::fromStdString(rackName))
                          .arg(tray + 1, 2, 10, QLatin1Char('0'))
                          .toStdString();
        device.group = rackName;
        device.position = {topLeft.x, topLeft.y + racklayout::trayOffset(tray, spec.computeTrays, spec.switchTrays)};
        trays.push_back(std::move(device));
    }
    return trays;
}

} // namespace

AddRack::AddRack(Document *document, const std::string &rackModel, Point topLeft, QUndoCommand *parent)
    : AddDevices(document, {}, {}, parent)
{
    const CatalogEntry *rack = document->catalog().find(rackModel);
    const bool usable = rack && rack->rackSpec && document->catalog().serverSpec(rack->rackSpec->computeTray);
    if (!usable) return;
    IdAllocator ids(document->design());
    m_domain.id = ids.take("rack");
    // "Rack 2": numbered by its id, like the devices the editor names.
    m_domain.name = QCoreApplication::translate("Undo", "Rack %1")
                        .arg(QString::fromStdString(m_domain.id.substr(m_domain.id.find('-') + 1)))
                        .toStdString();
    m_domain.model = rackModel;
    std::vector<Device> trays = rackTrays(*rack, m_domain.name, topLeft, ids);
    for (const Device &tray : trays) m_domain.members.push_back(tray.id);
    setDevices(std::move(trays));
    setText(QCoreApplication::translate("Undo", "Add %1 Rack").arg(QString::fromStdString(racklayout::shortModelName(rack->name))));
}

void AddRack::redo()
{
    const Document::Batch batch(document()); // the trays and their rack: one change
    AddDevices::redo();
    if (isValid()) document()->insertDomain(int(document()->design().domains.size()), m_domain);
}

void AddRack::undo()
{
    const Document::Batch batch(document());
    const int index = document()->domainIndex(m_domain.id);
    if (index >= 0) document()->removeDomain(index);
    AddDevices::undo();
}

} // namespace spinel
