#include "commands/changedesignsettings.h"

#include <QCoreApplication>

#include <utility>

#include "document/document.h"

namespace spinel {

ChangeDesignSettings::ChangeDesignSettings(Document *document, DesignSettings settings, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_settings(std::move(settings))
{
    // Undo texts share the "Undo" context so translators find them together.
    setText(QCoreApplication::translate("Undo", "Change Design Settings"));
}

void ChangeDesignSettings::undo()
{
    swap();
}

void ChangeDesignSettings::redo()
{
    swap();
}

void ChangeDesignSettings::swap()
{
    // Redo and undo are the same exchange: the document takes ours, we keep what it had.
    DesignSettings previous = m_document->design().settings;
    m_document->setSettings(std::exchange(m_settings, std::move(previous)));
}

} // namespace spinel
