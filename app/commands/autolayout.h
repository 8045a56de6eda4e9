#pragma once
// Undo command: arrange the whole design by tier (see TierLayout). Only positions change; one step.

#include "commands/changeobjects.h"

namespace spinel {

class AutoLayout : public ChangeObjects<Device> {
public:
    explicit AutoLayout(Document *document, QUndoCommand *parent = nullptr);
};

} // namespace spinel
