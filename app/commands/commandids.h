#pragma once
// Merge ids of undo commands (QUndoCommand::id), in one place so they never collide.

namespace spinel {

enum CommandId {
    NudgeDevicesId = 1,  // arrow-key moves of the same devices merge
    SetDevicePropertyId, // repeated spin-box steps on the same property merge
    SetLinkPropertyId,
};

} // namespace spinel
