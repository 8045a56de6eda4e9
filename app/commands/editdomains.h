#pragma once
// Base of the commands that only change scale-up domains (group, ungroup, rename, partition):
// subclasses compute a DomainEdit; redo applies it and undo reverts it.

#include <QUndoCommand>

#include "commands/domainedit.h"

namespace spinel {
class Document;

class EditDomains : public QUndoCommand {
public:
    // False when the edit changes nothing: such a command is not worth pushing.
    bool hasChanges() const { return !m_edit.isEmpty(); }

    void undo() override { m_edit.revert(m_document); }
    void redo() override { m_edit.apply(m_document); }

protected:
    EditDomains(Document *document, QUndoCommand *parent)
        : QUndoCommand(parent)
        , m_document(document)
    { }
    Document *document() const { return m_document; }
    void setEdit(DomainEdit edit) { m_edit = std::move(edit); }
    const DomainEdit &edit() const { return m_edit; }

private:
    Document *m_document;
    DomainEdit m_edit;
};

} // namespace spinel
