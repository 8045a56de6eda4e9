#include "commands/adddevices.h"

#include <QCoreApplication>

#include "document/document.h"

namespace spinel {

AddDevices::AddDevices(Document *document, std::vector<Device> devices, std::vector<Link> links, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_devices(std::move(devices))
    , m_links(std::move(links))
{
    if (m_devices.size() == 1)
        setText(QCoreApplication::translate("Undo", "Add %1").arg(QString::fromStdString(m_devices.front().name)));
    else setText(QCoreApplication::translate("Undo", "Add %n Device(s)", nullptr, int(m_devices.size())));
}

void AddDevices::redo()
{
    // Appended in one bulk edit: a paste of thousands is one change for the listeners.
    std::vector<std::pair<int, Device>> devices;
    std::vector<std::pair<int, Link>> links;
    int deviceIndex = int(m_document->design().devices.size());
    int linkIndex = int(m_document->design().links.size());
    for (const Device &device : m_devices) devices.emplace_back(deviceIndex++, device);
    for (const Link &link : m_links) links.emplace_back(linkIndex++, link);
    m_document->insertItems(devices, links);
}

void AddDevices::undo()
{
    std::vector<int> devices, links;
    for (const Link &link : m_links) links.push_back(m_document->linkIndex(link.id));
    for (const Device &device : m_devices) devices.push_back(m_document->deviceIndex(device.id));
    m_document->removeItems(std::move(devices), std::move(links));
}

} // namespace spinel
