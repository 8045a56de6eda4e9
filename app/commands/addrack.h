#pragma once
// Undo command: Add Rack (a palette rack entry dropped on the canvas). Creates the rack's compute
// trays (servers of the rack's tray model with their default NICs) in one column under a shared
// group label, and the scale-up domain holding them, as one undo step.

#include <string>

#include "commands/adddevices.h"

namespace spinel {
class Catalog;

class AddRack : public AddDevices {
public:
    // Nothing to add when `rackModel` is not a catalog rack (isValid() is false then). `topLeft`
    // is where the first tray goes; the others follow below it.
    AddRack(Document *document, const std::string &rackModel, Point topLeft, QUndoCommand *parent = nullptr);

    bool isValid() const { return !m_domain.id.empty(); }
    const ScaleUpDomain &domain() const { return m_domain; }

    void undo() override;
    void redo() override;

private:
    ScaleUpDomain m_domain;
};

} // namespace spinel
