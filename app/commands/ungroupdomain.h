#pragma once
// Undo command: Ungroup. Dissolves scale-up domains: their servers stay, each a domain of its own
// GPUs again. Undo restores the domains at their places in the design.

#include <string>
#include <vector>

#include "commands/editdomains.h"

namespace spinel {

class UngroupDomain : public EditDomains {
public:
    UngroupDomain(Document *document, const std::vector<std::string> &domainIds, QUndoCommand *parent = nullptr);
};

} // namespace spinel
