// Document's edits of devices, links, settings and scenarios, one at a time and in bulk.
// (The domains' edits are in documentdomains.cpp, the change signals in document.cpp.)
#include "document/document.h"

#include <algorithm>

#include "document/designsnapshots.h"
#include "document/indexededits.h"

namespace spinel {

using indexededits::extractSorted;
using indexededits::mergeInserted;
using indexededits::mergeInsertedAt;
using indexededits::sortedUnique;

namespace {

template <typename Object>
QStringList idsOf(const std::vector<Object> &objects)
{
    QStringList ids;
    ids.reserve(qsizetype(objects.size()));
    for (const Object &object : objects) ids << QString::fromStdString(object.id);
    return ids;
}

template <typename Object>
QStringList idsOf(const std::vector<std::pair<int, Object>> &objects)
{
    QStringList ids;
    ids.reserve(qsizetype(objects.size()));
    for (const auto &entry : objects) ids << QString::fromStdString(entry.second.id);
    return ids;
}

template <typename Object>
std::vector<std::string> stdIdsOf(const std::vector<Object> &objects)
{
    std::vector<std::string> ids;
    ids.reserve(objects.size());
    for (const Object &object : objects) ids.push_back(object.id);
    return ids;
}

template <typename Object>
std::vector<int> positionsOf(const std::vector<std::pair<int, Object>> &objects)
{
    std::vector<int> positions;
    positions.reserve(objects.size());
    for (const auto &entry : objects) positions.push_back(entry.first);
    return positions;
}

} // namespace

void Document::insertDevice(int index, Device device)
{
    Q_ASSERT(index >= 0 && index <= int(m_design.devices.size()));
    const QString id = QString::fromStdString(device.id);
    {
        const auto edit = m_snapshots->beginEdit();
        m_design.devices.insert(m_design.devices.begin() + index, std::move(device));
    }
    m_index.deviceInserted(m_design.devices[std::size_t(index)].id, std::size_t(index));
    DocumentChange change;
    change.devicesAdded << id;
    announce(std::move(change));
}

Device Document::removeDevice(int index)
{
    Q_ASSERT(index >= 0 && index < int(m_design.devices.size()));
    Device device;
    {
        const auto edit = m_snapshots->beginEdit();
        device = std::move(m_design.devices[std::size_t(index)]);
        m_design.devices.erase(m_design.devices.begin() + index);
    }
    m_index.deviceRemoved(device.id, std::size_t(index));
    DocumentChange change;
    change.devicesRemoved << QString::fromStdString(device.id);
    announce(std::move(change));
    return device;
}

void Document::replaceDevice(Device device)
{
    const int index = deviceIndex(device.id);
    Q_ASSERT(index >= 0);
    if (index < 0) return;
    Device *existing = &m_design.devices[std::size_t(index)];
    DocumentChange change;
    change.deviceFields = DocumentChange::fieldsChanged(*existing, device);
    {
        const auto edit = m_snapshots->beginEdit();
        *existing = std::move(device);
    }
    change.devicesChanged << QString::fromStdString(existing->id);
    announce(std::move(change));
}

void Document::insertLink(int index, Link link)
{
    Q_ASSERT(index >= 0 && index <= int(m_design.links.size()));
    const QString id = QString::fromStdString(link.id);
    {
        const auto edit = m_snapshots->beginEdit();
        m_design.links.insert(m_design.links.begin() + index, std::move(link));
    }
    m_index.linkInserted(m_design.links[std::size_t(index)].id, std::size_t(index));
    DocumentChange change;
    change.linksAdded << id;
    announce(std::move(change));
}

Link Document::removeLink(int index)
{
    Q_ASSERT(index >= 0 && index < int(m_design.links.size()));
    Link link;
    {
        const auto edit = m_snapshots->beginEdit();
        link = std::move(m_design.links[std::size_t(index)]);
        m_design.links.erase(m_design.links.begin() + index);
    }
    m_index.linkRemoved(link.id, std::size_t(index));
    DocumentChange change;
    change.linksRemoved << QString::fromStdString(link.id);
    announce(std::move(change));
    return link;
}

void Document::replaceLink(Link link)
{
    const int index = linkIndex(link.id);
    Q_ASSERT(index >= 0);
    if (index < 0) return;
    Link *existing = &m_design.links[std::size_t(index)];
    DocumentChange change;
    change.linkFields = DocumentChange::fieldsChanged(*existing, link);
    {
        const auto edit = m_snapshots->beginEdit();
        *existing = std::move(link);
    }
    change.linksChanged << QString::fromStdString(existing->id);
    announce(std::move(change));
}

std::pair<std::vector<Device>, std::vector<Link>> Document::removeItems(std::vector<int> deviceIndices, std::vector<int> linkIndices)
{
    deviceIndices = sortedUnique(std::move(deviceIndices));
    linkIndices = sortedUnique(std::move(linkIndices));
    Q_ASSERT(deviceIndices.empty() || deviceIndices.back() < int(m_design.devices.size()));
    Q_ASSERT(linkIndices.empty() || linkIndices.back() < int(m_design.links.size()));
    std::vector<Link> links;
    std::vector<Device> devices;
    {
        const auto edit = m_snapshots->beginEdit();
        links = extractSorted(m_design.links, linkIndices);
        devices = extractSorted(m_design.devices, deviceIndices);
    }
    // The index kept in step, not rebuilt: a tray among 37,000 devices and 291,600 links.
    m_index.devicesRemoved(deviceIndices, stdIdsOf(devices));
    m_index.linksRemoved(linkIndices, stdIdsOf(links));
    m_index.domainsChanged();
    if (!devices.empty() || !links.empty()) {
        DocumentChange change;
        change.devicesRemoved = idsOf(devices);
        change.linksRemoved = idsOf(links);
        announce(std::move(change));
    }
    return {std::move(devices), std::move(links)};
}

void Document::insertItems(const std::vector<std::pair<int, Device>> &devices, const std::vector<std::pair<int, Link>> &links)
{
    Q_ASSERT(std::is_sorted(devices.begin(), devices.end(), [](const auto &a, const auto &b) { return a.first < b.first; }));
    Q_ASSERT(std::is_sorted(links.begin(), links.end(), [](const auto &a, const auto &b) { return a.first < b.first; }));
    {
        const auto edit = m_snapshots->beginEdit();
        mergeInserted(m_design.devices, devices);
        mergeInserted(m_design.links, links);
    }
    m_index.devicesInserted(positionsOf(devices));
    m_index.linksInserted(positionsOf(links));
    m_index.domainsChanged();
    if (!devices.empty() || !links.empty()) {
        DocumentChange change;
        change.devicesAdded = idsOf(devices);
        change.linksAdded = idsOf(links);
        announce(std::move(change));
    }
}

void Document::insertItems(const std::vector<int> &deviceIndices, std::vector<Device> &&devices,
                           const std::vector<int> &linkIndices, std::vector<Link> &&links)
{
    Q_ASSERT(deviceIndices.size() == devices.size() && std::is_sorted(deviceIndices.begin(), deviceIndices.end()));
    Q_ASSERT(linkIndices.size() == links.size() && std::is_sorted(linkIndices.begin(), linkIndices.end()));
    DocumentChange change;
    change.devicesAdded = idsOf(devices); // before the objects move
    change.linksAdded = idsOf(links);
    {
        const auto edit = m_snapshots->beginEdit();
        mergeInsertedAt(m_design.devices, deviceIndices, std::move(devices));
        mergeInsertedAt(m_design.links, linkIndices, std::move(links));
    }
    m_index.devicesInserted(deviceIndices);
    m_index.linksInserted(linkIndices);
    m_index.domainsChanged();
    if (!change.devicesAdded.isEmpty() || !change.linksAdded.isEmpty()) announce(std::move(change));
}

void Document::setSettings(DesignSettings settings)
{
    if (m_design.settings == settings) return;
    {
        const auto edit = m_snapshots->beginEdit();
        m_design.settings = std::move(settings);
    }
    emit settingsChanged();
    announceDesignChanged();
}

void Document::setScenarios(std::vector<PinnedScenario> scenarios)
{
    if (m_design.scenarios == scenarios) return;
    {
        const auto edit = m_snapshots->beginEdit();
        m_design.scenarios = std::move(scenarios);
    }
    emit scenariosChanged();
    announceDesignChanged();
}

} // namespace spinel
