#pragma once
// Undo command: space devices evenly between the two outermost ones, horizontally or
// vertically, keeping their order along that axis.

#include <QtGlobal>

#include <string>
#include <vector>

#include "commands/changeobjects.h"

namespace spinel {

class DistributeDevices : public ChangeObjects<Device> {
public:
    DistributeDevices(Document *document, const std::vector<std::string> &ids, Qt::Orientation orientation,
                      QUndoCommand *parent = nullptr);
};

} // namespace spinel
