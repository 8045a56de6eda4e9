#pragma once
// Ids of a design mapped to who uses them (the loader's checks, the topology's device and link
// indices, the cabling plan's link ends): one flat open-addressing table of owner numbers.
// std::unordered_map allocated a node per id, which at 1M GPUs (3M ids) cost more than the checks
// themselves; slots of 8 bytes (32 bits of the hash and the owner) instead of a view and an owner
// (24 bytes) make the table a third of the size, so fewer cache misses and pages to clear, and the
// id text is read only when 32 bits of the hash agree.

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "core/hugepages.h"

namespace spinel {

// `IdOf` maps an owner number to its id: `std::string_view idOf(std::size_t owner)`.
template <typename IdOf>
class IdTable {
public:
    static constexpr std::size_t kAbsent = std::size_t(-1);

    // An empty table (no id found).
    IdTable()
        : IdTable(0, IdOf{})
    { }

    IdTable(std::size_t expected, IdOf idOf)
        : m_idOf(std::move(idOf))
    {
        if (expected >= kEmpty) throw std::length_error("too many ids for the id table");
        // At most two thirds full: linear probing stays short, mostly within one cache line.
        std::size_t capacity = 16;
        while (capacity < expected + expected / 2) capacity *= 2;
        m_slots.reserve(capacity);
        adviseHugePages(m_slots);
        m_slots.resize(capacity);
        m_mask = capacity - 1;
    }

    // Records `owner` for `id` unless the id is taken; returns the first owner (kAbsent if fresh).
    std::size_t claim(std::string_view id, std::size_t owner) { return claim(id, hashOf(id), owner); }

    // The same with `hash` = hashOf(id), for a caller that looks one id up in several tables.
    std::size_t claim(std::string_view id, std::uint64_t hash, std::size_t owner)
    {
        const auto tag = std::uint32_t(hash >> 32);
        for (std::size_t i = hash & m_mask;; i = (i + 1) & m_mask) {
            Slot &slot = m_slots[i];
            if (slot.owner == kEmpty) {
                slot = {tag, std::uint32_t(owner)};
                return kAbsent;
            }
            if (slot.tag == tag && std::string_view(m_idOf(slot.owner)) == id) return slot.owner;
        }
    }

    std::size_t find(std::string_view id) const { return find(id, hashOf(id)); }

    std::size_t find(std::string_view id, std::uint64_t hash) const
    {
        const auto tag = std::uint32_t(hash >> 32);
        for (std::size_t i = hash & m_mask;; i = (i + 1) & m_mask) {
            const Slot &slot = m_slots[i];
            if (slot.owner == kEmpty) return kAbsent;
            if (slot.tag == tag && std::string_view(m_idOf(slot.owner)) == id) return slot.owner;
        }
    }

    // Starts loading the cache line where `id` would go: a claim a few ids later then finds it
    // there (the table is larger than the caches at 129k GPUs, so each claim was a cache miss).
    void prefetch(std::string_view id) const { prefetchHash(hashOf(id)); }

    void prefetchHash(std::uint64_t hash) const
    {
        const Slot *slot = &m_slots[hash & m_mask];
        __builtin_prefetch(slot);
        // GCC 12 finds a function whose only effect is __builtin_prefetch pure and drops the calls
        // (the loader's validation had no prefetch at all); an empty asm that uses the address is
        // an effect it keeps.
        asm volatile("" : : "r"(slot));
    }

    // Ids are short (most under 24 bytes): 8 bytes at a time, multiply-xorshift mixing (the
    // constants of splitmix64), cheaper than std::hash's general-purpose hash for such keys.
    static std::uint64_t hashOf(std::string_view id)
    {
        constexpr std::uint64_t kMultiplier = 0xbf58476d1ce4e5b9ull;
        std::uint64_t hash = 0x9e3779b97f4a7c15ull ^ id.size();
        const char *data = id.data();
        std::size_t left = id.size();
        for (; left >= 8; data += 8, left -= 8) {
            std::uint64_t word;
            std::memcpy(&word, data, 8);
            hash = (hash ^ word) * kMultiplier;
            hash ^= hash >> 31;
        }
        if (left) {
            // (Little-endian) the same word as copying the last `left` bytes into a zeroed one, without a copy of
            // variable size: that was a call to memcpy and a store the load could not forward
            // (a fifth of the cabling plan's time on 16k GPUs).
            std::uint64_t word = 0;
            if (id.size() >= 8) {
                std::memcpy(&word, data + left - 8, 8);
                word >>= 8 * (8 - left);
            } else {
                for (std::size_t i = 0; i < left; ++i) word |= std::uint64_t(std::uint8_t(data[i])) << (8 * i);
            }
            hash = (hash ^ word) * kMultiplier;
            hash ^= hash >> 31;
        }
        hash *= 0x94d049bb133111ebull;
        return hash ^ (hash >> 29);
    }

private:
    static constexpr std::uint32_t kEmpty = 0xffffffffu;

    struct Slot {
        std::uint32_t tag = 0;
        std::uint32_t owner = kEmpty;
    };

    IdOf m_idOf;
    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
};

} // namespace spinel
