#pragma once
// Ids of a design mapped to who uses them, for the loader's checks: one flat open-addressing
// table of views into the design. std::unordered_map allocated a node per id, which at 1M GPUs
// (3M ids) cost more than the checks themselves.

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace spinel {

class IdTable {
public:
    static constexpr std::size_t kAbsent = std::size_t(-1);

    explicit IdTable(std::size_t expected)
    {
        std::size_t capacity = 16;
        while (capacity < expected * 2) capacity *= 2;  // at most half full: short probe runs
        m_slots.resize(capacity);
        m_mask = capacity - 1;
    }

    // Records `owner` for `id` unless the id is taken; returns the first owner (kAbsent if fresh).
    std::size_t claim(std::string_view id, std::size_t owner)
    {
        Slot &slot = probe(id);
        if (slot.owner != kAbsent) return slot.owner;
        slot = {id, owner};
        return kAbsent;
    }

    std::size_t find(std::string_view id) const { return const_cast<IdTable *>(this)->probe(id).owner; }

private:
    struct Slot {
        std::string_view id;
        std::size_t owner = kAbsent;
    };

    // The slot holding `id`, or the empty slot where it would go.
    Slot &probe(std::string_view id)
    {
        std::size_t i = std::hash<std::string_view>{}(id) & m_mask;
        while (m_slots[i].owner != kAbsent && m_slots[i].id != id) i = (i + 1) & m_mask;
        return m_slots[i];
    }

    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
};

} // namespace spinel
