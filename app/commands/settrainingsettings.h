#pragma once
// Undo command: replace the design's training workload (parameters, parallelism, tokens per
// step, kernel efficiency, overlap, ...) that the scaling plot, time-to-train figures and report use.

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
    TrainingSettings m_training; // the state to switch to next
};

} // namespace spinel
