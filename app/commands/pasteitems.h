#pragma once
// Undo command: paste (or duplicate) a fragment of a design. The fragment's devices and links get
// fresh ids and move by an offset, so the copy sits beside the original and never clashes with it.
// Whole racks copied come with their NVLink domain: a new domain of the pasted trays.

#include "commands/adddevices.h"

namespace spinel {

class PasteItems : public AddDevices {
public:
    enum class Kind { Paste, Duplicate };

    PasteItems(Document *document, Design fragment, const Point &offset, Kind kind = Kind::Paste, QUndoCommand *parent = nullptr);

    const std::vector<ScaleUpDomain> &domains() const { return m_domains; }

    void undo() override;
    void redo() override;

private:
    PasteItems(Document *document, Design ready, Kind kind, QUndoCommand *parent);
    static Design prepared(Document *document, Design fragment, const Point &offset);

    std::vector<ScaleUpDomain> m_domains; // appended after the design's domains
};

} // namespace spinel
