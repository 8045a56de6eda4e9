#pragma once
// "Re-assign NICs to rails": pins each server cable to the NIC of its leaf's rail, so NIC r of
// every server lands on the rail-r leaf whatever order the cables were drawn in. The GUI applies
// the result as one undoable command (the links' before and after).

#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

class RailRealignment {
public:
    // The links of `serverIds` (every server when empty) whose server end must change, in their
    // new form (same ids), in design order. Every cable of a changed server is pinned, so the
    // result no longer depends on drawing order. Empty when nothing needs to move.
    static std::vector<Link> realign(const Design &design, const Catalog &catalog, const std::vector<std::string> &serverIds = {});
};

} // namespace spinel
