#include "edit/idallocator.h"

#include <cctype>

namespace spinel {

IdAllocator::IdAllocator(const Design &design)
{
    m_used.reserve(design.devices.size() + design.links.size());
    for (const Device &device : design.devices) m_used.insert(device.id);
    for (const Link &link : design.links) m_used.insert(link.id);
    for (const ScaleUpDomain &domain : design.domains) m_used.insert(domain.id); // one id space
}

std::string IdAllocator::take(const std::string &prefix)
{
    std::size_t &next = m_next.try_emplace(prefix, 1).first->second;
    for (;; ++next) {
        std::string candidate = prefix + "-" + std::to_string(next);
        if (m_used.insert(candidate).second) {
            ++next;
            return candidate;
        }
    }
}

std::string IdAllocator::prefixOf(const std::string &id)
{
    const std::size_t dash = id.find_last_of('-');
    if (dash == std::string::npos || dash == 0 || dash + 1 == id.size()) return id;
    for (std::size_t i = dash + 1; i < id.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(id[i]))) return id;
    return id.substr(0, dash);
}

} // namespace spinel
