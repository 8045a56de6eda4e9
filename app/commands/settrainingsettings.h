#pragma once
// Undo command: replace the design's training workload (parameters, parallelism, tokens per
// step, MFU, ...) that the scaling plot and time-to-train figures are computed for.

#include <QUndoCommand>

#include "core/design.h"

namespace spinel {
class Document;

class SetTrainingSettings : public QUndoCommand {
public:
    SetTrainingSettings(Document *document, TrainingSettings training, QUndoCommand *parent = nullptr);

    void undo() override { swap(); }
    void redo() override { swap(); }

private:
    void swap();

    Document *m_document;
    TrainingSettings m_training;  // the state to switch to next
};

} // namespace spinel
