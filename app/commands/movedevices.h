#pragma once
// Undo command: move devices to new positions — a drag of the selection, or an arrow-key nudge.
// Consecutive nudges of the same devices merge into one step.

#include <string>
#include <utility>
#include <vector>

#include "commands/changeobjects.h"

namespace spinel {

class MoveDevices : public ChangeObjects<Device> {
public:
    MoveDevices(Document *document, const std::vector<std::pair<std::string, Point>> &positions, bool nudge = false,
                QUndoCommand *parent = nullptr);

    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    bool m_nudge;
};

} // namespace spinel
