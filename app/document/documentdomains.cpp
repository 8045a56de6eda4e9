// Document's scale-up domains: lookups by id and by member, and the domains' edits.
#include "document/document.h"

#include <unordered_map>

#include "document/designsnapshots.h"
#include "document/indexededits.h"

namespace spinel {

using indexededits::extractSorted;
using indexededits::mergeInserted;
using indexededits::sortedUnique;

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
