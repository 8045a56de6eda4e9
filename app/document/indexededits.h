#pragma once
// One-pass removal and insertion of elements by index, shared by Document's edits of devices,
// links and domains: a bulk edit is one pass over the vector, not one erase or insert per object.

#include <algorithm>
#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>

namespace spinel::indexededits {

// Removes the elements at `indices` (sorted, unique) in one pass; returns them in that order.
template <typename Object>
std::vector<Object> extractSorted(std::vector<Object> &objects, const std::vector<int> &indices)
{
    // All of them (select-all + delete): the vector itself, no move into fresh memory, whose page
    // faults alone took tens of milliseconds on 36,864 links (bench editing).
    if (indices.size() == objects.size()) return std::exchange(objects, {});
    std::vector<Object> removed;
    removed.reserve(indices.size());
    std::size_t next = 0, kept = 0;
    for (std::size_t i = 0; i < objects.size(); ++i) {
        if (next < indices.size() && std::size_t(indices[next]) == i) {
            removed.push_back(std::move(objects[i]));
            ++next;
        } else {
            if (kept != i) objects[kept] = std::move(objects[i]);
            ++kept;
        }
    }
    objects.resize(kept);
    return removed;
}

namespace detail {

// Merges `count` new objects into `objects` in one pass: the k-th goes to final index
// indexOf(k), ascending; take(k) yields it (moved or copied). In place, from the back: the objects
// before the first new one stay where they are and nothing is allocated while the capacity lasts,
// as it does when a delete is undone (building a fresh vector of 291,600 links for the 8 links of
// one tray took ~35 ms of the UI thread, most of it the kernel clearing the new pages).
template <typename Object, typename IndexOf, typename Take>
void mergeInto(std::vector<Object> &objects, std::size_t count, IndexOf indexOf, Take take)
{
    std::size_t old = objects.size();
    objects.resize(old + count);
    std::size_t write = objects.size();
    for (std::size_t k = count; k-- > 0;) {
        // The old objects that end up after the k-th new one move back past it.
        const std::size_t at = std::size_t(indexOf(k));
        while (write > at + 1 && old > 0) objects[--write] = std::move(objects[--old]);
        objects[--write] = take(k);
    }
}

} // namespace detail

// Merges `inserted`, (final index, object) pairs ascending by index, into `objects` in one pass;
// moves the objects when the pairs come as an rvalue.
template <typename Object, typename Inserted>
void mergeInserted(std::vector<Object> &objects, Inserted &&inserted)
{
    if (inserted.empty()) return;
    constexpr bool copy = std::is_const_v<std::remove_reference_t<Inserted>> || std::is_lvalue_reference_v<Inserted>;
    detail::mergeInto(
        objects, inserted.size(), [&](std::size_t k) { return inserted[k].first; },
        [&](std::size_t k) -> Object {
            if constexpr (copy) return inserted[k].second;
            else return std::move(inserted[k].second);
        });
}

// Inserts inserted[k] at indices[k] (ascending final indices, one per object), moving them in.
// Into an empty vector at 0..n-1 (undo of delete-everything): the vector itself.
template <typename Object>
void mergeInsertedAt(std::vector<Object> &objects, const std::vector<int> &indices, std::vector<Object> &&inserted)
{
    if (inserted.empty()) return;
    if (objects.empty() && indices.size() == inserted.size() && indices.back() == int(inserted.size()) - 1) {
        objects = std::move(inserted);
        return;
    }
    detail::mergeInto(
        objects, inserted.size(), [&](std::size_t k) { return indices[k]; },
        [&](std::size_t k) -> Object { return std::move(inserted[k]); });
    inserted.clear();
}

inline std::vector<int> sortedUnique(std::vector<int> indices)
{
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    return indices;
}

} // namespace spinel::indexededits
