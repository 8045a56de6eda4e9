#pragma once
// Undo command: Group Into NVLink Domain. The selected servers become one custom scale-up domain
// (no catalog rack), in design order; servers already in another domain leave it, and a domain
// left empty goes.

#include <string>
#include <vector>

#include "commands/editdomains.h"

namespace spinel {

class GroupIntoDomain : public EditDomains {
public:
    // Switches and unknown ids among `deviceIds` are ignored; fewer than two servers is no change.
    GroupIntoDomain(Document *document, const std::vector<std::string> &deviceIds, QUndoCommand *parent = nullptr);

    const std::string &domainId() const { return m_domainId; }

private:
    std::string m_domainId;
};

} // namespace spinel
