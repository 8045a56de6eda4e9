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
    else
        setText(QCoreApplication::translate("Undo", "Add %n Device(s)", nullptr, int(m_devices.size())));
}

void AddDevices::redo()
{
    // Devices first, so the scene can draw each link as it arrives.
    for (const Device &device : m_devices) m_document->insertDevice(int(m_document->design().devices.size()), device);
    for (const Link &link : m_links) m_document->insertLink(int(m_document->design().links.size()), link);
}

void AddDevices::undo()
{
    // They are at the end, newest last: removing from the back keeps every index O(1).
    for (auto link = m_links.rbegin(); link != m_links.rend(); ++link) m_document->removeLink(m_document->linkIndex(link->id));
    for (auto device = m_devices.rbegin(); device != m_devices.rend(); ++device)
        m_document->removeDevice(m_document->deviceIndex(device->id));
}

} // namespace spinel
