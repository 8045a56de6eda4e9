#include "commands/aligndevices.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace spinel {

AlignDevices::AlignDevices(Document *document, const std::vector<std::string> &ids, Alignment alignment, QUndoCommand *parent)
    : ChangeObjects(document, parent)
{
    std::vector<const Device *> devices;
    double left = std::numeric_limits<double>::max(), top = left;
    double right = std::numeric_limits<double>::lowest(), bottom = right;
    for (const std::string &id : ids) {
        const Device *device = find(id);
        if (!device) continue;
        devices.push_back(device);
        left = std::min(left, device->position.x);
        right = std::max(right, device->position.x);
        top = std::min(top, device->position.y);
        bottom = std::max(bottom, device->position.y);
    }
    for (const Device *device : devices) {
        Device aligned = *device;
        switch (alignment) {
        case Alignment::Left: aligned.position.x = left; break;
        case Alignment::HorizontalCentre: aligned.position.x = (left + right) / 2; break;
        case Alignment::Right: aligned.position.x = right; break;
        case Alignment::Top: aligned.position.y = top; break;
        case Alignment::VerticalCentre: aligned.position.y = (top + bottom) / 2; break;
        case Alignment::Bottom: aligned.position.y = bottom; break;
        }
        addEdited(std::move(aligned));
    }
    setText(QCoreApplication::translate("Undo", "Align %n Device(s)", nullptr, objectCount()));
}

} // namespace spinel
