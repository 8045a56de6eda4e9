#pragma once
// Hands out fresh ids of the form prefix-N, like spinel::uniqueId, for many objects at once:
// uniqueId scans the whole design per call, which is quadratic when pasting or wiring hundreds.

#include <string>
#include <unordered_map>
#include <unordered_set>

#include "core/design.h"

namespace spinel {

class IdAllocator {
public:
    explicit IdAllocator(const Design &design);

    // The lowest prefix-N not used by the design or taken before; it is taken.
    std::string take(const std::string &prefix);

    // "leaf-12" -> "leaf"; an id without a numeric suffix is its own prefix.
    static std::string prefixOf(const std::string &id);

private:
    std::unordered_set<std::string> m_used;
    std::unordered_map<std::string, std::size_t> m_next; // per prefix: no lower N is free
};

} // namespace spinel
