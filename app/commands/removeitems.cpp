#include "commands/removeitems.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>
#include <string_view>
#include <tuple>
#include <unordered_set>

#include "document/document.h"
#include "document/indexededits.h"

namespace spinel {

using indexededits::sortedUnique;

RemoveItems::RemoveItems(Document *document, const std::vector<std::string> &deviceIds, const std::vector<std::string> &linkIds,
                         QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
{
    std::vector<int> devices, links;
    for (const std::string &id : deviceIds)
        if (const int index = document->deviceIndex(id); index >= 0) devices.push_back(index);
    for (const std::string &id : linkIds)
        if (const int index = document->linkIndex(id); index >= 0) links.push_back(index);
    init(std::move(devices), std::move(links));
}

RemoveItems::RemoveItems(Document *document, Indices indices, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
{
    init(std::move(indices.devices), std::move(indices.links));
}

void RemoveItems::init(std::vector<int> deviceIndices, std::vector<int> linkIndices)
{
    const Design &design = m_document->design();
    m_deviceIndices = sortedUnique(std::move(deviceIndices));
    m_linkIndices = sortedUnique(std::move(linkIndices));
    Q_ASSERT(m_deviceIndices.empty() || (m_deviceIndices.front() >= 0 && m_deviceIndices.back() < int(design.devices.size())));
    Q_ASSERT(m_linkIndices.empty() || (m_linkIndices.front() >= 0 && m_linkIndices.back() < int(design.links.size())));

    // The links of the devices go too. Every device going (select-all) takes every link.
    if (!m_deviceIndices.empty()) {
        if (m_deviceIndices.size() == design.devices.size()) {
            m_linkIndices.resize(design.links.size());
            std::iota(m_linkIndices.begin(), m_linkIndices.end(), 0);
        } else {
            std::unordered_set<std::string_view> gone;
            gone.reserve(m_deviceIndices.size());
            for (int index : m_deviceIndices) gone.insert(design.devices[std::size_t(index)].id);
            std::vector<char> chosen(design.links.size(), 0);
            for (int index : m_linkIndices) chosen[std::size_t(index)] = 1;
            m_linkIndices.clear();
            for (std::size_t i = 0; i < design.links.size(); ++i) {
                const Link &link = design.links[i];
                if (chosen[i] || gone.count(link.from.device) || gone.count(link.to.device)) m_linkIndices.push_back(int(i));
            }
        }
    }
    if (!design.domains.empty() && !m_deviceIndices.empty()) {
        std::unordered_set<std::string> servers;
        servers.reserve(m_deviceIndices.size());
        for (int index : m_deviceIndices) servers.insert(design.devices[std::size_t(index)].id);
        m_domains = DomainEdit::make(design.domains, DomainEdit::withoutMembers(design.domains, servers));
    }

    if (m_deviceIndices.empty())
        setText(QCoreApplication::translate("Undo", "Delete %n Link(s)", nullptr, int(m_linkIndices.size())));
    else if (m_deviceIndices.size() == 1)
        setText(QCoreApplication::translate("Undo", "Delete %1")
                    .arg(QString::fromStdString(design.devices[std::size_t(m_deviceIndices.front())].name)));
    else setText(QCoreApplication::translate("Undo", "Delete %n Device(s)", nullptr, int(m_deviceIndices.size())));
}

void RemoveItems::redo()
{
    // One bulk edit: listeners see one change, however many objects go, racks included.
    const Document::Batch batch(m_document);
    std::tie(m_devices, m_links) = m_document->removeItems(m_deviceIndices, m_linkIndices);
    Q_ASSERT(m_devices.size() == m_deviceIndices.size() && m_links.size() == m_linkIndices.size());
    m_domains.apply(m_document);
}

void RemoveItems::undo()
{
    const Document::Batch batch(m_document);
    // Each object lands at its recorded index (ascending), so the file is as before.
    m_document->insertItems(m_deviceIndices, std::exchange(m_devices, {}), m_linkIndices, std::exchange(m_links, {}));
    m_domains.revert(m_document);
}

} // namespace spinel
