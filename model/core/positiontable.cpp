#include "core/positiontable.h"

#include <algorithm>

namespace spinel {

void PositionTable::shiftForRemoval(const std::vector<int> &removed)
{
    if (removed.empty()) return;
    const auto first = std::uint32_t(removed.front());
    for (Slot &slot : m_slots) {
        if (slot.position >= kErased || slot.position < first) continue;
        const auto before = std::upper_bound(removed.begin(), removed.end(), int(slot.position)) - removed.begin();
        slot.position -= std::uint32_t(before);
    }
}

void PositionTable::shiftForInsertion(const std::vector<int> &oldBefore)
{
    if (oldBefore.empty()) return;
    const auto first = std::uint32_t(oldBefore.front());
    for (Slot &slot : m_slots) {
        if (slot.position >= kErased || slot.position < first) continue;
        const auto before = std::upper_bound(oldBefore.begin(), oldBefore.end(), int(slot.position)) - oldBefore.begin();
        slot.position += std::uint32_t(before);
    }
}

} // namespace spinel
