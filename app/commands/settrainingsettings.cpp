#include "commands/settrainingsettings.h"

#include <QCoreApplication>

#include <utility>

#include "document/document.h"

namespace spinel {

SetTrainingSettings::SetTrainingSettings(Document *document, TrainingSettings training, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_training(std::move(training))
{
    setText(QCoreApplication::translate("Undo", "Change Training Settings"));
}

void SetTrainingSettings::swap()
{
    // Only the training part changes: the rest of the settings may have been edited since.
    DesignSettings settings = m_document->design().settings;
    m_training = std::exchange(settings.training, std::move(m_training));
    m_document->setSettings(std::move(settings));
}

} // namespace spinel
