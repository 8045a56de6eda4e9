#pragma once
// Undo command: rename a scale-up domain (the rack label shown on the canvas). Its trays carry the
// rack's name as group label and name prefix ("Rack 2 tray 07", made by AddRack): those follow
// the new name, so the properties and exports never show the old one (issue 14).

#include <string>
#include <vector>

#include "commands/editdomains.h"

namespace spinel {

class RenameDomain : public EditDomains {
public:
    // An empty name or the current one is no change.
    RenameDomain(Document *document, const std::string &domainId, const std::string &name, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    std::vector<Device> m_traysBefore; // only the trays whose label or name changes
    std::vector<Device> m_traysAfter;
};

} // namespace spinel
