#include "commands/editscenarios.h"

#include <QCoreApplication>

#include <utility>

#include "document/document.h"

namespace spinel {

EditScenarios::EditScenarios(Document *document, std::vector<PinnedScenario> scenarios, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_scenarios(std::move(scenarios))
{ }

EditScenarios *EditScenarios::pin(Document *document, PinnedScenario scenario)
{
    std::vector<PinnedScenario> list = document->design().scenarios;
    const QString name = QString::fromStdString(scenario.name);
    list.push_back(std::move(scenario));
    return new EditScenarios(document, std::move(list), QCoreApplication::translate("Undo", "Pin Scenario “%1”").arg(name));
}

EditScenarios *EditScenarios::rename(Document *document, int index, const QString &name)
{
    std::vector<PinnedScenario> list = document->design().scenarios;
    const std::string trimmed = name.trimmed().toStdString();
    if (index < 0 || std::size_t(index) >= list.size() || trimmed.empty() || list[std::size_t(index)].name == trimmed)
        return nullptr;
    list[std::size_t(index)].name = trimmed;
    return new EditScenarios(document, std::move(list), QCoreApplication::translate("Undo", "Rename Scenario"));
}

EditScenarios *EditScenarios::remove(Document *document, int index)
{
    std::vector<PinnedScenario> list = document->design().scenarios;
    if (index < 0 || std::size_t(index) >= list.size()) return nullptr;
    const QString name = QString::fromStdString(list[std::size_t(index)].name);
    list.erase(list.begin() + index);
    return new EditScenarios(document, std::move(list), QCoreApplication::translate("Undo", "Remove Scenario “%1”").arg(name));
}

void EditScenarios::undo()
{
    swap();
}

void EditScenarios::redo()
{
    swap();
}

void EditScenarios::swap()
{
    // Redo and undo are the same exchange: the document takes ours, we keep what it had.
    std::vector<PinnedScenario> previous = m_document->design().scenarios;
    m_document->setScenarios(std::exchange(m_scenarios, std::move(previous)));
}

} // namespace spinel
