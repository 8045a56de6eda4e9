#pragma once
// Undo command: delete devices and links. A device takes its links with it, and leaves its
// scale-up domain (a domain left empty goes). Undo puts every object back at its original index,
// so the saved file is byte-identical to before.

#include <QUndoCommand>

#include <string>
#include <utility>
#include <vector>

#include "commands/domainedit.h"
#include "core/design.h"

namespace spinel {
class Document;

class RemoveItems : public QUndoCommand {
public:
    RemoveItems(Document *document, const std::vector<std::string> &deviceIds, const std::vector<std::string> &linkIds,
                QUndoCommand *parent = nullptr);

    bool isEmpty() const { return m_devices.empty() && m_links.empty(); }

    void undo() override;
    void redo() override;

private:
    Document *m_document;
    // (original index, object), ascending by index.
    std::vector<std::pair<int, Device>> m_devices;
    std::vector<std::pair<int, Link>> m_links;
    DomainEdit m_domains;
};

} // namespace spinel
