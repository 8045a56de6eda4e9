#include "commands/movedevices.h"

#include <QCoreApplication>

#include <algorithm>

#include "commands/commandids.h"
#include "core/limits.h"

namespace spinel {

MoveDevices::MoveDevices(Document *document, const std::vector<std::pair<std::string, Point>> &positions, bool nudge,
                         QUndoCommand *parent)
    : ChangeObjects(document, parent)
    , m_nudge(nudge)
{
    for (const auto &[id, position] : positions) {
        const Device *device = find(id);
        if (!device) continue;
        Device moved = *device;
        // Kept inside the format's canvas limits, so a far drag still saves and reopens.
        moved.position = {std::clamp(position.x, -limits::kMaxPosition, limits::kMaxPosition),
                          std::clamp(position.y, -limits::kMaxPosition, limits::kMaxPosition)};
        addEdited(std::move(moved));
    }
    setText(QCoreApplication::translate("Undo", "Move %n Device(s)", nullptr, objectCount()));
}

int MoveDevices::id() const
{
    return m_nudge ? NudgeDevicesId : -1;
}

bool MoveDevices::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const MoveDevices *>(other);
    return move->m_nudge && m_nudge && sameObjects(*move);
}

} // namespace spinel
