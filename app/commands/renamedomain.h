#pragma once
// Undo command: rename a scale-up domain (the rack label shown on the canvas).

#include <string>

#include "commands/editdomains.h"

namespace spinel {

class RenameDomain : public EditDomains {
public:
    // An empty name or the current one is no change.
    RenameDomain(Document *document, const std::string &domainId, const std::string &name, QUndoCommand *parent = nullptr);
};

} // namespace spinel
