#include "commands/removeitems.h"

#include <QCoreApplication>

#include <algorithm>
#include <unordered_set>

#include "document/document.h"

namespace spinel {

RemoveItems::RemoveItems(Document *document, const std::vector<std::string> &deviceIds, const std::vector<std::string> &linkIds,
                         QUndoCommand *parent)
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
    if (!design.domains.empty())
        m_domains = DomainEdit::make(design.domains, DomainEdit::withoutMembers(design.domains, devices));

    if (m_devices.empty()) setText(QCoreApplication::translate("Undo", "Delete %n Link(s)", nullptr, int(m_links.size())));
    else if (m_devices.size() == 1)
        setText(QCoreApplication::translate("Undo", "Delete %1").arg(QString::fromStdString(m_devices.front().second.name)));
    else setText(QCoreApplication::translate("Undo", "Delete %n Device(s)", nullptr, int(m_devices.size())));
}

void RemoveItems::redo()
{
    // One bulk edit: listeners see one change, however many objects go, racks included.
    const Document::Batch batch(m_document);
    std::vector<int> devices, links;
    devices.reserve(m_devices.size());
    links.reserve(m_links.size());
    for (const auto &entry : m_devices) devices.push_back(entry.first);
    for (const auto &entry : m_links) links.push_back(entry.first);
    m_document->removeItems(std::move(devices), std::move(links));
    m_domains.apply(m_document);
}

void RemoveItems::undo()
{
    const Document::Batch batch(m_document);
    // Each object lands at its recorded index (ascending), so the file is as before.
    m_document->insertItems(m_devices, m_links);
    m_domains.revert(m_document);
}

} // namespace spinel
