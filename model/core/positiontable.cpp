#include "core/positiontable.h"

#include <algorithm>

namespace spinel {

void PositionTable::shift(const std::vector<int> &bounds, bool up)
{
    if (bounds.empty()) return;
    const auto first = std::uint32_t(bounds.front());
    for (Slot &slot : m_slots) {
        if (slot.position >= kErased || slot.position < first) continue;
        const auto by = std::uint32_t(std::upper_bound(bounds.begin(), bounds.end(), int(slot.position)) - bounds.begin());
        slot.position = up ? slot.position + by : slot.position - by;
    }
}

} // namespace spinel
