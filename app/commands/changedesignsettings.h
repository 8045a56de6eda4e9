#pragma once
// Undo command: replace the design-level settings (name, description, transport, target
// oversubscription, price overrides) in one step.

#include <QUndoCommand>

#include "core/design.h"

namespace spinel {
class Document;

class ChangeDesignSettings : public QUndoCommand {
public:
    ChangeDesignSettings(Document *document, DesignSettings settings, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    void swap();

    Document *m_document;
    DesignSettings m_settings; // the state to switch to next
};

} // namespace spinel
