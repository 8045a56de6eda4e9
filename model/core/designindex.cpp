#include "core/designindex.h"

#include <string_view>
#include <utility>

#include "core/design.h"
#include "core/positiontable.h"

namespace spinel {

namespace {

template <typename Object>
auto idsIn(const std::vector<Object> &objects)
{
    return [&objects](int position) { return std::string_view(objects[std::size_t(position)].id); };
}

} // namespace

struct DesignIndex::Tables {
    // One kind of object (devices, links or domains): its table, and whether it is in step with the
    // design or to be rebuilt on the next lookup.
    template <typename Object>
    struct ObjectTable {
        PositionTable table;
        bool valid = false;

        int find(const std::vector<Object> &objects, const std::string &id)
        {
            if (!valid) {
                table.rebuild(objects.size(), idsIn(objects));
                valid = true;
            }
            return table.find(id, idsIn(objects));
        }

        // An insertion at the end (the design now has `objects`) is recorded; one elsewhere shifts
        // every later position, so the table is rebuilt on the next lookup (one at a time, a loop of
        // them would shift the whole table each time).
        void inserted(const std::vector<Object> &objects, const std::string &id, std::size_t position)
        {
            valid = valid && position + 1 == objects.size() && table.insert(id, int(position), idsIn(objects));
        }

        // The same for a removal (the design now has `objects`).
        void removed(const std::vector<Object> &objects, const std::string &id, std::size_t position)
        {
            valid = valid && position == objects.size() && table.erase(id, int(position));
        }

        // Each kept object moves down by the removed positions before it.
        void removed(const std::vector<Object> &objects, const std::vector<int> &positions, const std::vector<std::string> &ids)
        {
            if (!valid || positions.empty()) return;
            // Half the objects or more (select-all + delete): a rebuild on the next lookup is cheaper.
            if (ids.size() != positions.size() || 2 * positions.size() > objects.size() + positions.size()) {
                valid = false;
                return;
            }
            for (std::size_t k = 0; k < ids.size() && valid; ++k) valid = table.erase(ids[k], positions[k]);
            if (valid) table.shiftForRemoval(positions);
        }

        // The r-th inserted object has positions[r] - r old objects before it, so an old object at j
        // moves up by the number of inserted ones with positions[r] - r <= j.
        void inserted(const std::vector<Object> &objects, const std::vector<int> &positions)
        {
            if (!valid || positions.empty()) return;
            // Past the end (a caller's inconsistent positions) or half the objects: rebuilt lazily instead.
            if (positions.back() >= int(objects.size()) || 2 * positions.size() > objects.size()) {
                valid = false;
                return;
            }
            std::vector<int> oldBefore(positions.size());
            for (std::size_t r = 0; r < positions.size(); ++r) oldBefore[r] = positions[r] - int(r);
            table.shiftForInsertion(oldBefore);
            for (std::size_t r = 0; r < positions.size() && valid; ++r)
                valid = table.insert(objects[std::size_t(positions[r])].id, positions[r], idsIn(objects));
        }
    };

    ObjectTable<Device> devices;
    ObjectTable<Link> links;
    ObjectTable<ScaleUpDomain> domains;
    // Server id -> the domain listing it first, through each member's (domain, place in its list).
    PositionTable members;
    std::vector<std::pair<int, int>> memberAt;
    bool membersValid = false;
};

DesignIndex::DesignIndex(const Design *design)
    : m_design(design)
    , m_tables(std::make_unique<Tables>())
{ }

DesignIndex::~DesignIndex() = default;

void DesignIndex::devicesRemoved(const std::vector<int> &positions, const std::vector<std::string> &ids)
{
    m_tables->devices.removed(m_design->devices, positions, ids);
}

void DesignIndex::devicesInserted(const std::vector<int> &positions)
{
    m_tables->devices.inserted(m_design->devices, positions);
}

void DesignIndex::linksRemoved(const std::vector<int> &positions, const std::vector<std::string> &ids)
{
    m_tables->links.removed(m_design->links, positions, ids);
}

void DesignIndex::linksInserted(const std::vector<int> &positions)
{
    m_tables->links.inserted(m_design->links, positions);
}

void DesignIndex::devicesChanged()
{
    m_tables->devices.valid = false;
}

void DesignIndex::linksChanged()
{
    m_tables->links.valid = false;
}

void DesignIndex::domainsChanged()
{
    m_tables->domains.valid = false;
    m_tables->membersValid = false;
}

int DesignIndex::deviceIndex(const std::string &id) const
{
    return m_tables->devices.find(m_design->devices, id);
}

int DesignIndex::linkIndex(const std::string &id) const
{
    return m_tables->links.find(m_design->links, id);
}

int DesignIndex::domainIndex(const std::string &id) const
{
    return m_tables->domains.find(m_design->domains, id);
}

const Device *DesignIndex::device(const std::string &id) const
{
    const int index = deviceIndex(id);
    return index < 0 ? nullptr : &m_design->devices[std::size_t(index)];
}

const Link *DesignIndex::link(const std::string &id) const
{
    const int index = linkIndex(id);
    return index < 0 ? nullptr : &m_design->links[std::size_t(index)];
}

const ScaleUpDomain *DesignIndex::domain(const std::string &id) const
{
    const int index = domainIndex(id);
    return index < 0 ? nullptr : &m_design->domains[std::size_t(index)];
}

const ScaleUpDomain *DesignIndex::domainOf(const std::string &deviceId) const
{
    Tables &tables = *m_tables;
    const std::vector<ScaleUpDomain> &domains = m_design->domains;
    const auto memberId = [&](int ordinal) {
        const auto [domain, place] = tables.memberAt[std::size_t(ordinal)];
        return std::string_view(domains[std::size_t(domain)].members[std::size_t(place)]);
    };
    if (!tables.membersValid) {
        // In domain order, so a server listed twice belongs to the first domain (the rules report it).
        tables.memberAt.clear();
        for (std::size_t d = 0; d < domains.size(); ++d)
            for (std::size_t k = 0; k < domains[d].members.size(); ++k) tables.memberAt.emplace_back(int(d), int(k));
        tables.members.rebuild(tables.memberAt.size(), memberId);
        tables.membersValid = true;
    }
    const int ordinal = tables.members.find(deviceId, memberId);
    return ordinal < 0 ? nullptr : &domains[std::size_t(tables.memberAt[std::size_t(ordinal)].first)];
}

void DesignIndex::deviceInserted(const std::string &id, std::size_t position)
{
    m_tables->devices.inserted(m_design->devices, id, position);
}

void DesignIndex::deviceRemoved(const std::string &id, std::size_t position)
{
    m_tables->devices.removed(m_design->devices, id, position);
}

void DesignIndex::linkInserted(const std::string &id, std::size_t position)
{
    m_tables->links.inserted(m_design->links, id, position);
}

void DesignIndex::linkRemoved(const std::string &id, std::size_t position)
{
    m_tables->links.removed(m_design->links, id, position);
}

} // namespace spinel
