#pragma once
// Ids mapped to positions in a vector the table does not own (the design's devices, links,
// domains): one flat open-addressing table of 8-byte slots (32 bits of the id's hash and the
// position), the id text read from the vector only when the hash bits agree. DesignIndex keeps one
// per kind of object. Against std::unordered_map<std::string, int> on 291,600 links: no node and
// no id copy per entry, so building it takes a fraction of the time (it was ~100 ms of the UI
// thread on the first link lookup after opening a 129,600-GPU design), and shifting every
// position after an insertion or removal in the middle is one pass over a 4 MB array instead of a
// walk through 291,600 nodes.
//
// Every call that compares ids takes `keyOf`: `std::string_view keyOf(int position)`, the id of
// the object at that position now.

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/idtable.h"

namespace spinel {

class PositionTable {
public:
    static constexpr int kAbsent = -1;

    // Forgets everything and records positions 0..count-1; a repeated id keeps its first position.
    template <typename KeyOf>
    void rebuild(std::size_t count, KeyOf keyOf)
    {
        std::size_t capacity = 16;
        while (capacity < count + count / 2) capacity *= 2;
        m_slots.assign(capacity, Slot{});
        m_mask = capacity - 1;
        m_used = 0;
        for (std::size_t i = 0; i < count; ++i) claim(keyOf(int(i)), int(i), keyOf);
    }

    // The position of `id`, or kAbsent.
    template <typename KeyOf>
    int find(std::string_view id, KeyOf keyOf) const
    {
        if (m_slots.empty()) return kAbsent;
        const std::uint64_t hash = hashOf(id);
        const auto tag = std::uint32_t(hash >> 32);
        for (std::size_t i = hash & m_mask;; i = (i + 1) & m_mask) {
            const Slot &slot = m_slots[i];
            if (slot.position == kEmpty) return kAbsent;
            if (slot.position != kErased && slot.tag == tag && keyOf(int(slot.position)) == id) return int(slot.position);
        }
    }

    // Records `position` for `id` unless the id is there already (the first one stays). False
    // when the table is too full for another: the caller rebuilds it.
    template <typename KeyOf>
    bool insert(std::string_view id, int position, KeyOf keyOf)
    {
        if (3 * (m_used + 1) > 2 * m_slots.size()) return false;
        claim(id, position, keyOf);
        return true;
    }

    // Forgets `id` at `position` (its object may be gone from the vector already: only the
    // position is compared). False when it is not there: the table was out of step.
    bool erase(std::string_view id, int position)
    {
        if (m_slots.empty()) return false;
        const std::uint64_t hash = hashOf(id);
        const auto tag = std::uint32_t(hash >> 32);
        for (std::size_t i = hash & m_mask;; i = (i + 1) & m_mask) {
            Slot &slot = m_slots[i];
            if (slot.position == kEmpty) return false;
            if (slot.tag == tag && slot.position == std::uint32_t(position)) {
                // Marked, not emptied: a later id of the same probe run must still be found.
                slot.position = kErased;
                return true;
            }
        }
    }

    // Objects were removed from the ascending positions `removed` (already erased here): every
    // later position moves down by the removed ones before it.
    void shiftForRemoval(const std::vector<int> &removed) { shift(removed, false); }
    // Objects were inserted: `oldBefore[r]` old objects come before the r-th inserted one
    // (ascending), so an old position p moves up by the number of them <= p. The inserted ones
    // are recorded afterwards with insert().
    void shiftForInsertion(const std::vector<int> &oldBefore) { shift(oldBefore, true); }

    static std::uint64_t hashOf(std::string_view id) { return IdTable<std::string_view (*)(std::size_t)>::hashOf(id); }

private:
    // Every position at or past bounds.front() moves by the number of bounds <= it, up or down.
    void shift(const std::vector<int> &bounds, bool up);

    static constexpr std::uint32_t kEmpty = 0xffffffffu;
    static constexpr std::uint32_t kErased = 0xfffffffeu;

    struct Slot {
        std::uint32_t tag = 0;
        std::uint32_t position = kEmpty;
    };

    template <typename KeyOf>
    void claim(std::string_view id, int position, KeyOf keyOf)
    {
        const std::uint64_t hash = hashOf(id);
        const auto tag = std::uint32_t(hash >> 32);
        Slot *reuse = nullptr;
        for (std::size_t i = hash & m_mask;; i = (i + 1) & m_mask) {
            Slot &slot = m_slots[i];
            if (slot.position == kEmpty) {
                if (!reuse) {
                    reuse = &slot;
                    ++m_used;
                }
                *reuse = {tag, std::uint32_t(position)};
                return;
            }
            if (slot.position == kErased) {
                if (!reuse) reuse = &slot;
            } else if (slot.tag == tag && keyOf(int(slot.position)) == id) {
                return;
            }
        }
    }

    // Live and erased slots: erased ones still lengthen probes until the next rebuild.
    std::size_t m_used = 0;
    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
};

} // namespace spinel
