#include "core/designindex.h"

#include <algorithm>

#include "core/design.h"

namespace spinel {

namespace {

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

template <typename Objects>
const typename Objects::value_type *at(const Objects &objects, int index)
{
    return index < 0 ? nullptr : &objects[std::size_t(index)];
}

// An insertion at the end (the design now has `size` objects) keeps the map valid; one elsewhere
// shifts every later position, so the map is rebuilt on the next lookup.
void noteInserted(std::unordered_map<std::string, int> &index, bool &valid, const std::string &id, std::size_t position,
                  std::size_t size)
{
    if (valid && position + 1 == size) index[id] = int(position);
    else valid = false;
}

// The same for a removal (the design now has `size` objects).
void noteRemoved(std::unordered_map<std::string, int> &index, bool &valid, const std::string &id, std::size_t position,
                 std::size_t size)
{
    if (valid && position == size) index.erase(id);
    else valid = false;
}

using Map = std::unordered_map<std::string, int>;

// Each kept object moves down by the removed positions before it.
void shiftForRemoval(Map &index, bool &valid, const std::vector<int> &positions, const std::vector<std::string> &ids)
{
    if (!valid || positions.empty()) return;
    if (2 * positions.size() > index.size()) {
        valid = false;
        return;
    }
    for (const std::string &id : ids) index.erase(id);
    for (auto &[id, at] : index) at -= int(std::upper_bound(positions.begin(), positions.end(), at) - positions.begin());
}

// The r-th inserted object has positions[r] - r old objects before it, so an old object at j moves
// up by the number of inserted ones with positions[r] - r <= j.
template <typename Objects>
void shiftForInsertion(const Objects &objects, Map &index, bool &valid, const std::vector<int> &positions)
{
    if (!valid || positions.empty()) return;
    // Past the end (a caller's inconsistent positions) or half the objects: rebuilt lazily instead.
    if (positions.back() >= int(objects.size()) || 2 * positions.size() > objects.size()) {
        valid = false;
        return;
    }
    std::vector<int> oldBefore(positions.size());
    for (std::size_t r = 0; r < positions.size(); ++r) oldBefore[r] = positions[r] - int(r);
    for (auto &[id, at] : index) at += int(std::upper_bound(oldBefore.begin(), oldBefore.end(), at) - oldBefore.begin());
    for (const int p : positions) index.emplace(objects[std::size_t(p)].id, p);
}

} // namespace

void DesignIndex::devicesRemoved(const std::vector<int> &positions, const std::vector<std::string> &ids)
{
    shiftForRemoval(m_devices, m_devicesValid, positions, ids);
}

void DesignIndex::devicesInserted(const std::vector<int> &positions)
{
    shiftForInsertion(m_design->devices, m_devices, m_devicesValid, positions);
}

void DesignIndex::linksRemoved(const std::vector<int> &positions, const std::vector<std::string> &ids)
{
    shiftForRemoval(m_links, m_linksValid, positions, ids);
}

void DesignIndex::linksInserted(const std::vector<int> &positions)
{
    shiftForInsertion(m_design->links, m_links, m_linksValid, positions);
}

int DesignIndex::deviceIndex(const std::string &id) const
{
    return lookUp(m_design->devices, m_devices, m_devicesValid, id);
}

int DesignIndex::linkIndex(const std::string &id) const
{
    return lookUp(m_design->links, m_links, m_linksValid, id);
}

void DesignIndex::buildDomains() const
{
    if (m_domainsValid) return;
    // Both maps at once: domains change rarely and are few (1,800 racks at most).
    m_domains.clear();
    m_memberDomain.clear();
    for (std::size_t i = 0; i < m_design->domains.size(); ++i) {
        m_domains.emplace(m_design->domains[i].id, int(i));
        for (const std::string &member : m_design->domains[i].members) m_memberDomain.emplace(member, int(i));
    }
    m_domainsValid = true;
}

int DesignIndex::domainIndex(const std::string &id) const
{
    buildDomains();
    const auto found = m_domains.find(id);
    return found == m_domains.end() ? -1 : found->second;
}

const Device *DesignIndex::device(const std::string &id) const
{
    return at(m_design->devices, deviceIndex(id));
}

const Link *DesignIndex::link(const std::string &id) const
{
    return at(m_design->links, linkIndex(id));
}

const ScaleUpDomain *DesignIndex::domain(const std::string &id) const
{
    return at(m_design->domains, domainIndex(id));
}

const ScaleUpDomain *DesignIndex::domainOf(const std::string &deviceId) const
{
    buildDomains();
    const auto found = m_memberDomain.find(deviceId);
    return found == m_memberDomain.end() ? nullptr : &m_design->domains[std::size_t(found->second)];
}

void DesignIndex::deviceInserted(const std::string &id, std::size_t position)
{
    noteInserted(m_devices, m_devicesValid, id, position, m_design->devices.size());
}

void DesignIndex::deviceRemoved(const std::string &id, std::size_t position)
{
    noteRemoved(m_devices, m_devicesValid, id, position, m_design->devices.size());
}

void DesignIndex::linkInserted(const std::string &id, std::size_t position)
{
    noteInserted(m_links, m_linksValid, id, position, m_design->links.size());
}

void DesignIndex::linkRemoved(const std::string &id, std::size_t position)
{
    noteRemoved(m_links, m_linksValid, id, position, m_design->links.size());
}

} // namespace spinel
