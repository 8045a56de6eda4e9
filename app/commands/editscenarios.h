#pragma once
// Undo command: pin, rename or remove a scenario of the Compare dock. The scenarios are a short
// list saved with the design, so each edit swaps the whole list; the factory functions give each
// user action its own undo text.

#include <QString>
#include <QUndoCommand>

#include <vector>

#include "core/scenario.h"

namespace spinel {
class Document;

class EditScenarios : public QUndoCommand {
public:
    EditScenarios(Document *document, std::vector<PinnedScenario> scenarios, const QString &text, QUndoCommand *parent = nullptr);

    // nullptr when the edit changes nothing (index out of range, empty or unchanged name).
    static EditScenarios *pin(Document *document, PinnedScenario scenario);
    static EditScenarios *rename(Document *document, int index, const QString &name);
    static EditScenarios *remove(Document *document, int index);

    void undo() override;
    void redo() override;

private:
    void swap();

    Document *m_document;
    std::vector<PinnedScenario> m_scenarios; // the list to switch to next
};

} // namespace spinel
