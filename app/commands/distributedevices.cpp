#include "commands/distributedevices.h"

#include <QCoreApplication>

#include <algorithm>

namespace spinel {

DistributeDevices::DistributeDevices(Document *document, const std::vector<std::string> &ids, Qt::Orientation orientation,
                                     QUndoCommand *parent)
    : ChangeObjects(document, parent)
{
    const bool horizontal = orientation == Qt::Horizontal;
    auto coordinate = [horizontal](const Device *device) { return horizontal ? device->position.x : device->position.y; };
    std::vector<const Device *> devices;
    for (const std::string &id : ids)
        if (const Device *device = find(id)) devices.push_back(device);
    // Ties keep selection order, so distributing twice changes nothing.
    std::stable_sort(devices.begin(), devices.end(),
                     [&](const Device *a, const Device *b) { return coordinate(a) < coordinate(b); });
    if (devices.size() >= 3) {
        const double first = coordinate(devices.front());
        const double step = (coordinate(devices.back()) - first) / double(devices.size() - 1);
        for (std::size_t i = 1; i + 1 < devices.size(); ++i) {
            Device moved = *devices[i];
            (horizontal ? moved.position.x : moved.position.y) = first + step * double(i);
            addEdited(std::move(moved));
        }
    }
    setText(horizontal ? QCoreApplication::translate("Undo", "Distribute %n Device(s) Horizontally", nullptr, int(devices.size()))
                       : QCoreApplication::translate("Undo", "Distribute %n Device(s) Vertically", nullptr, int(devices.size())));
}

} // namespace spinel
