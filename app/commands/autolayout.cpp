#include "commands/autolayout.h"

#include <QCoreApplication>

#include "generate/tierlayout.h"

namespace spinel {

AutoLayout::AutoLayout(Document *document, QUndoCommand *parent)
    : ChangeObjects(document, parent)
{
    const auto positions = TierLayout::compute(document->design());
    for (const Device &device : document->design().devices) {
        const auto position = positions.find(device.id);
        if (position == positions.end()) continue;
        Device moved = device;
        moved.position = position->second;
        addEdited(std::move(moved));
    }
    setText(QCoreApplication::translate("Undo", "Auto-Layout by Tier"));
}

} // namespace spinel
