#include "commands/domainedit.h"

#include <algorithm>

#include "document/document.h"

namespace spinel {

namespace {

std::vector<int> indicesOf(const std::vector<std::pair<int, ScaleUpDomain>> &domains)
{
    std::vector<int> indices;
    indices.reserve(domains.size());
    for (const auto &entry : domains) indices.push_back(entry.first);
    return indices;
}

} // namespace

void DomainEdit::apply(Document *document) const
{
    if (!isEmpty()) document->editDomains(indicesOf(before), after);
}

void DomainEdit::revert(Document *document) const
{
    if (!isEmpty()) document->editDomains(indicesOf(after), before);
}

DomainEdit DomainEdit::make(const std::vector<ScaleUpDomain> &current, const Changes &changes,
                            const std::vector<ScaleUpDomain> &appended)
{
    DomainEdit edit;
    int finalIndex = 0;
    for (std::size_t i = 0; i < current.size(); ++i) {
        const auto change = changes.find(int(i));
        if (change == changes.end() || (change->second && *change->second == current[i])) {
            ++finalIndex; // kept as it is
            continue;
        }
        edit.before.emplace_back(int(i), current[i]);
        if (change->second) edit.after.emplace_back(finalIndex++, *change->second);
    }
    for (const ScaleUpDomain &domain : appended) edit.after.emplace_back(finalIndex++, domain);
    return edit;
}

DomainEdit::Changes DomainEdit::withoutMembers(const std::vector<ScaleUpDomain> &current,
                                               const std::unordered_set<std::string> &servers)
{
    Changes changes;
    if (servers.empty()) return changes;
    for (std::size_t i = 0; i < current.size(); ++i) {
        const ScaleUpDomain &domain = current[i];
        const bool touched = std::any_of(domain.members.begin(), domain.members.end(),
                                         [&](const std::string &member) { return servers.count(member) > 0; });
        if (!touched) continue;
        ScaleUpDomain kept = domain;
        std::erase_if(kept.members, [&](const std::string &member) { return servers.count(member) > 0; });
        if (kept.members.empty()) changes.emplace(int(i), std::nullopt);
        else changes.emplace(int(i), std::move(kept));
    }
    return changes;
}

} // namespace spinel
