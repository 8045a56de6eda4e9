#include "document/document.h"

#include <QFileInfo>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <type_traits>

#include "document/designsnapshots.h"

namespace spinel {

namespace {

// Above this many devices and links, a design being dropped is freed on a pool thread.
constexpr std::size_t kFreeOnWorkerObjects = 20000;

template <typename Objects>
int lookUp(const Objects &objects, std::unordered_map<std::string, int> &index, bool &valid, const std::string &id)
{
    if (!valid) {
        index.clear();
        index.reserve(objects.size());
        for (std::size_t i = 0; i < objects.size(); ++i) index.emplace(objects[i].id, int(i));
        valid = true;
    }
    const auto found = index.find(id);
    return found == index.end() ? -1 : found->second;
}

// Keeps an index valid through an insertion or removal at `position`: appending and removing
// the last element (the common cases: add, paste, undo of add) are O(1); anything else rebuilds later.
void noteInserted(std::unordered_map<std::string, int> &index, bool &valid, const std::string &id, int position, int newSize)
{
    if (valid && position == newSize - 1) index[id] = position;
    else valid = false;
}

// Removes the elements at `indices` (sorted, unique) in one pass; returns them in that order.
template <typename Object>
std::vector<Object> extractSorted(std::vector<Object> &objects, const std::vector<int> &indices)
{
    std::vector<Object> removed;
    removed.reserve(indices.size());
    std::size_t next = 0, kept = 0;
    for (std::size_t i = 0; i < objects.size(); ++i) {
        if (next < indices.size() && std::size_t(indices[next]) == i) {
            removed.push_back(std::move(objects[i]));
            ++next;
        } else {
            if (kept != i) objects[kept] = std::move(objects[i]);
            ++kept;
        }
    }
    objects.resize(kept);
    return removed;
}

// Merges `inserted` (ascending by final index) into `objects` in one pass; moves the inserted
// objects when they come as an rvalue.
template <typename Object, typename Inserted>
void mergeInserted(std::vector<Object> &objects, Inserted &&inserted)
{
    if (inserted.empty()) return;
    std::vector<Object> merged;
    merged.reserve(objects.size() + inserted.size());
    std::size_t old = 0;
    for (auto &entry : inserted) {
        while (int(merged.size()) < entry.first && old < objects.size()) merged.push_back(std::move(objects[old++]));
        if constexpr (std::is_const_v<std::remove_reference_t<decltype(entry)>>) merged.push_back(entry.second);
        else merged.push_back(std::move(entry.second));
    }
    while (old < objects.size()) merged.push_back(std::move(objects[old++]));
    objects = std::move(merged);
}

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

std::vector<int> sortedUnique(std::vector<int> indices)
{
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    return indices;
}

void noteRemoved(std::unordered_map<std::string, int> &index, bool &valid, const std::string &id, int position, int newSize)
{
    if (valid && position == newSize) index.erase(id);
    else valid = false;
}

} // namespace

Document::Document(Catalog catalog, QObject *parent)
    : QObject(parent)
    , m_snapshots(std::make_shared<DesignSnapshots>(&m_design))
    , m_catalog(std::move(catalog))
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &Document::updateModified);
}

Document::~Document()
{
    // Workers may still hold the snapshot source; they must not copy a destroyed design.
    m_snapshots->detach();
    // Freeing a 129,600-GPU design takes the UI thread ~100 ms at exit: a pool thread does it.
    if (m_design.links.size() + m_design.devices.size() > kFreeOnWorkerObjects)
        (void)QtConcurrent::run([design = std::move(m_design)] {});
}

QString Document::displayName() const
{
    if (!m_fileName.isEmpty()) return QFileInfo(m_fileName).fileName();
    if (!m_design.settings.name.empty()) return QString::fromStdString(m_design.settings.name);
    return tr("Untitled");
}

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

void Document::resetDesign(Design design, const QString &fileName)
{
    {
        const auto edit = m_snapshots->beginEdit();
        std::swap(m_design, design);
    }
    // The replaced design is freed on a pool thread when it is large (see ~Document).
    if (design.links.size() + design.devices.size() > kFreeOnWorkerObjects) (void)QtConcurrent::run([old = std::move(design)] {});
    invalidateIndexes();
    m_undoStack->clear(); // leaves the stack clean
    setFileName(fileName);
    emit designReset();
    emit settingsChanged();
    emit scenariosChanged();
    emit designChanged();
    updateModified();
}

void Document::updateModified()
{
    // One signal per real change, whichever of undo, redo, save, setClean or clear caused it.
    const bool modified = isModified();
    if (modified == m_lastModified) return;
    m_lastModified = modified;
    emit modifiedChanged(modified);
}

void Document::setFileName(const QString &fileName)
{
    if (m_fileName == fileName) return;
    m_fileName = fileName;
    emit fileNameChanged(m_fileName);
}

void Document::invalidateIndexes()
{
    m_deviceIndexValid = false;
    m_linkIndexValid = false;
    m_domainIndexValid = false;
}

int Document::deviceIndex(const std::string &id) const
{
    return lookUp(m_design.devices, m_deviceIndex, m_deviceIndexValid, id);
}

int Document::linkIndex(const std::string &id) const
{
    return lookUp(m_design.links, m_linkIndex, m_linkIndexValid, id);
}

const Device *Document::device(const std::string &id) const
{
    const int index = deviceIndex(id);
    return index < 0 ? nullptr : &m_design.devices[std::size_t(index)];
}

const Link *Document::link(const std::string &id) const
{
    const int index = linkIndex(id);
    return index < 0 ? nullptr : &m_design.links[std::size_t(index)];
}

Document::Batch::Batch(Document *document)
    : m_document(document)
{
    ++m_document->m_batchDepth;
}

Document::Batch::~Batch()
{
    if (--m_document->m_batchDepth > 0) return;
    DocumentChange change = std::exchange(m_document->m_pending, {});
    const bool designChanged = std::exchange(m_document->m_pendingDesignChanged, false);
    if (!change.isEmpty()) emit m_document->changed(change);
    if (designChanged) emit m_document->designChanged();
}

void Document::announce(DocumentChange change)
{
    if (m_batchDepth > 0) {
        if (m_pending.isEmpty()) m_pending = std::move(change);
        else m_pending.merge(change);
        m_pendingDesignChanged = true;
        return;
    }
    emit changed(change);
    emit designChanged();
}

void Document::announceDesignChanged()
{
    if (m_batchDepth > 0) m_pendingDesignChanged = true;
    else emit designChanged();
}

void Document::insertDevice(int index, Device device)
{
    Q_ASSERT(index >= 0 && index <= int(m_design.devices.size()));
    const QString id = QString::fromStdString(device.id);
    noteInserted(m_deviceIndex, m_deviceIndexValid, device.id, index, int(m_design.devices.size()) + 1);
    {
        const auto edit = m_snapshots->beginEdit();
        m_design.devices.insert(m_design.devices.begin() + index, std::move(device));
    }
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
    noteRemoved(m_deviceIndex, m_deviceIndexValid, device.id, index, int(m_design.devices.size()));
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
    noteInserted(m_linkIndex, m_linkIndexValid, link.id, index, int(m_design.links.size()) + 1);
    {
        const auto edit = m_snapshots->beginEdit();
        m_design.links.insert(m_design.links.begin() + index, std::move(link));
    }
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
    noteRemoved(m_linkIndex, m_linkIndexValid, link.id, index, int(m_design.links.size()));
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
    invalidateIndexes();
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
    invalidateIndexes();
    if (!devices.empty() || !links.empty()) {
        DocumentChange change;
        change.devicesAdded = idsOf(devices);
        change.linksAdded = idsOf(links);
        announce(std::move(change));
    }
}

void Document::insertItems(std::vector<std::pair<int, Device>> &&devices, std::vector<std::pair<int, Link>> &&links)
{
    Q_ASSERT(std::is_sorted(devices.begin(), devices.end(), [](const auto &a, const auto &b) { return a.first < b.first; }));
    Q_ASSERT(std::is_sorted(links.begin(), links.end(), [](const auto &a, const auto &b) { return a.first < b.first; }));
    DocumentChange change;
    change.devicesAdded = idsOf(devices); // before the objects move
    change.linksAdded = idsOf(links);
    {
        const auto edit = m_snapshots->beginEdit();
        mergeInserted(m_design.devices, std::move(devices));
        mergeInserted(m_design.links, std::move(links));
    }
    invalidateIndexes();
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

int Document::domainIndex(const std::string &id) const
{
    if (!m_domainIndexValid) {
        // Both maps at once: domains change rarely and are few (1,800 racks at most).
        m_domainIndex.clear();
        m_memberDomain.clear();
        for (std::size_t i = 0; i < m_design.domains.size(); ++i) {
            m_domainIndex.emplace(m_design.domains[i].id, int(i));
            for (const std::string &member : m_design.domains[i].members) m_memberDomain.emplace(member, int(i));
        }
        m_domainIndexValid = true;
    }
    const auto found = m_domainIndex.find(id);
    return found == m_domainIndex.end() ? -1 : found->second;
}

const ScaleUpDomain *Document::domain(const std::string &id) const
{
    const int index = domainIndex(id);
    return index < 0 ? nullptr : &m_design.domains[std::size_t(index)];
}

const ScaleUpDomain *Document::domainOf(const std::string &deviceId) const
{
    domainIndex(std::string()); // builds the member map
    const auto found = m_memberDomain.find(deviceId);
    return found == m_memberDomain.end() ? nullptr : &m_design.domains[std::size_t(found->second)];
}

void Document::insertDomain(int index, ScaleUpDomain domain)
{
    Q_ASSERT(index >= 0 && index <= int(m_design.domains.size()));
    const QString id = QString::fromStdString(domain.id);
    {
        const auto edit = m_snapshots->beginEdit();
        m_design.domains.insert(m_design.domains.begin() + index, std::move(domain));
    }
    m_domainIndexValid = false;
    DocumentChange change;
    change.domainsAdded << id;
    announce(std::move(change));
}

ScaleUpDomain Document::removeDomain(int index)
{
    Q_ASSERT(index >= 0 && index < int(m_design.domains.size()));
    ScaleUpDomain domain;
    {
        const auto edit = m_snapshots->beginEdit();
        domain = std::move(m_design.domains[std::size_t(index)]);
        m_design.domains.erase(m_design.domains.begin() + index);
    }
    m_domainIndexValid = false;
    DocumentChange change;
    change.domainsRemoved << QString::fromStdString(domain.id);
    announce(std::move(change));
    return domain;
}

void Document::replaceDomain(ScaleUpDomain domain)
{
    const int index = domainIndex(domain.id);
    Q_ASSERT(index >= 0);
    if (index < 0) return;
    ScaleUpDomain &existing = m_design.domains[std::size_t(index)];
    DocumentChange change;
    change.domainFields = DocumentChange::fieldsChanged(existing, domain);
    {
        const auto edit = m_snapshots->beginEdit();
        existing = std::move(domain);
    }
    m_domainIndexValid = false; // the members may have changed
    change.domainsChanged << QString::fromStdString(existing.id);
    announce(std::move(change));
}

std::vector<ScaleUpDomain> Document::editDomains(std::vector<int> removeIndices,
                                                 const std::vector<std::pair<int, ScaleUpDomain>> &inserted)
{
    removeIndices = sortedUnique(std::move(removeIndices));
    Q_ASSERT(removeIndices.empty() || removeIndices.back() < int(m_design.domains.size()));
    std::vector<ScaleUpDomain> removed;
    {
        const auto edit = m_snapshots->beginEdit();
        removed = extractSorted(m_design.domains, removeIndices);
        mergeInserted(m_design.domains, inserted);
    }
    m_domainIndexValid = false;
    // A domain both removed and inserted was changed: its fields are compared.
    std::unordered_map<std::string, const ScaleUpDomain *> removedById;
    for (const ScaleUpDomain &domain : removed) removedById.emplace(domain.id, &domain);
    std::unordered_map<std::string, bool> insertedIds;
    DocumentChange change;
    for (const auto &[index, domain] : inserted) {
        insertedIds.emplace(domain.id, true);
        const auto before = removedById.find(domain.id);
        if (before == removedById.end()) {
            change.domainsAdded << QString::fromStdString(domain.id);
        } else {
            change.domainsChanged << QString::fromStdString(domain.id);
            change.domainFields |= DocumentChange::fieldsChanged(*before->second, domain);
        }
    }
    for (const ScaleUpDomain &domain : removed)
        if (!insertedIds.count(domain.id)) change.domainsRemoved << QString::fromStdString(domain.id);
    if (!change.isEmpty()) announce(std::move(change));
    return removed;
}

} // namespace spinel
