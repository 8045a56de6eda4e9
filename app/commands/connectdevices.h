#pragma once
// Undo command: add link bundles between existing devices — one drawn with the connect tool, or
// a whole wiring from "Connect…".

#include "commands/adddevices.h"

namespace spinel {

class ConnectDevices : public AddDevices {
public:
    ConnectDevices(Document *document, std::vector<Link> links, QUndoCommand *parent = nullptr);
};

} // namespace spinel
