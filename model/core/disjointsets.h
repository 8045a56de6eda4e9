#pragma once
// Union-find over device indices: the pods, planes and core groups of a drawn fabric are the
// devices that links of one kind join.

#include <cstddef>
#include <vector>

namespace spinel {

// The root of `x`'s set, halving the path on the way.
inline int findRoot(std::vector<int> &parent, int x)
{
    while (parent[std::size_t(x)] != x) x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
    return x;
}

} // namespace spinel
