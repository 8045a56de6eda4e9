// Document's scale-up domains: lookups by id and by member, and the domains' edits.
#include "document/document.h"

#include <unordered_map>

#include "document/designsnapshots.h"
#include "document/indexededits.h"

namespace spinel {

using indexededits::extractSorted;
using indexededits::mergeInserted;
using indexededits::sortedUnique;

void Document::insertDomain(int index, ScaleUpDomain domain)
{
    Q_ASSERT(index >= 0 && index <= int(m_design.domains.size()));
    const QString id = QString::fromStdString(domain.id);
    {
        const auto edit = m_snapshots->beginEdit();
        m_design.domains.insert(m_design.domains.begin() + index, std::move(domain));
    }
    m_index.domainsChanged();
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
    m_index.domainsChanged();
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
    m_index.domainsChanged(); // the members may have changed
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
    m_index.domainsChanged();
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
