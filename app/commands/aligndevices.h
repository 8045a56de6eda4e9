#pragma once
// Undo command: line devices up on a common edge or centre line of the selection's bounds.
// Device positions are centres, so "left" aligns centres on the leftmost one, and so on.

#include <string>
#include <vector>

#include "commands/changeobjects.h"

namespace spinel {

class AlignDevices : public ChangeObjects<Device> {
public:
    enum class Alignment { Left, HorizontalCentre, Right, Top, VerticalCentre, Bottom };

    AlignDevices(Document *document, const std::vector<std::string> &ids, Alignment alignment, QUndoCommand *parent = nullptr);
};

} // namespace spinel
