#include "commands/removeitems.h"

#include <QCoreApplication>

#include <algorithm>
#include <unordered_set>

#include "document/document.h"

namespace spinel {

RemoveItems::RemoveItems(Document *document, const std::vector<std::string> &deviceIds,
                         const std::vector<std::string> &linkIds, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
{
    const Design &design = document->design();
    std::unordered_set<std::string> devices;
    for (const std::string &id : deviceIds) {
        const int index = document->deviceIndex(id);
        if (index >= 0 && devices.insert(id).second) m_devices.emplace_back(index, design.devices[std::size_t(index)]);
    }
    const std::unordered_set<std::string> links(linkIds.begin(), linkIds.end());
    for (std::size_t i = 0; i < design.links.size(); ++i) {
        const Link &link = design.links[i];
        if (links.count(link.id) || devices.count(link.from.device) || devices.count(link.to.device))
            m_links.emplace_back(int(i), link);
    }
    std::sort(m_devices.begin(), m_devices.end(), [](const auto &a, const auto &b) { return a.first < b.first; });

    if (m_devices.empty())
        setText(QCoreApplication::translate("Undo", "Delete %n Link(s)", nullptr, int(m_links.size())));
    else if (m_devices.size() == 1)
        setText(QCoreApplication::translate("Undo", "Delete %1").arg(QString::fromStdString(m_devices.front().second.name)));
    else
        setText(QCoreApplication::translate("Undo", "Delete %n Device(s)", nullptr, int(m_devices.size())));
}

void RemoveItems::redo()
{
    // Highest index first, so the lower recorded indices stay valid; links before their devices.
    for (auto link = m_links.rbegin(); link != m_links.rend(); ++link) m_document->removeLink(link->first);
    for (auto device = m_devices.rbegin(); device != m_devices.rend(); ++device) m_document->removeDevice(device->first);
}

void RemoveItems::undo()
{
    // Lowest index first: each object lands where it was, the ones before it being back already.
    for (const auto &[index, device] : m_devices) m_document->insertDevice(index, device);
    for (const auto &[index, link] : m_links) m_document->insertLink(index, link);
}

} // namespace spinel
