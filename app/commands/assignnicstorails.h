#pragma once
// Undo command: re-assign servers' NICs to rails (RailRealignment), so NIC r of each server is
// cabled to its rail-r leaf whatever order the cables were drawn in. One command for all links.

#include <string>
#include <vector>

#include "commands/changeobjects.h"

namespace spinel {

class AssignNicsToRails : public ChangeObjects<Link> {
public:
    // `serverIds` empty: every server of the design.
    AssignNicsToRails(Document *document, const std::vector<std::string> &serverIds = {}, QUndoCommand *parent = nullptr);
};

} // namespace spinel
