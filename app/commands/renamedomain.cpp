#include "commands/renamedomain.h"

#include <QCoreApplication>

#include "core/limits.h"
#include "document/document.h"

namespace spinel {

RenameDomain::RenameDomain(Document *document, const std::string &domainId, const std::string &name, QUndoCommand *parent)
    : EditDomains(document, parent)
{
    setText(QCoreApplication::translate("Undo", "Rename NVLink Domain to %1").arg(QString::fromStdString(name)));
    const int index = document->domainIndex(domainId);
    // The file format's limit on names holds for domains too: never make a design it refuses.
    if (index < 0 || name.empty() || name.size() > limits::kMaxNameLength) return;
    const ScaleUpDomain &current = document->design().domains[std::size_t(index)];
    if (current.name == name) return;
    const std::string prefix = current.name + " ";
    for (const std::string &member : current.members) {
        const Device *tray = document->device(member);
        if (!tray) continue;
        Device renamed = *tray;
        if (renamed.group == current.name) renamed.group = name;
        // "Rack 2 tray 07" -> "Spare tray 07", within the name limit.
        if (renamed.name.rfind(prefix, 0) == 0 && name.size() + renamed.name.size() - current.name.size() <= limits::kMaxNameLength)
            renamed.name = name + renamed.name.substr(current.name.size());
        if (renamed == *tray) continue;
        m_traysBefore.push_back(*tray);
        m_traysAfter.push_back(std::move(renamed));
    }
    ScaleUpDomain renamed = current;
    renamed.name = name;
    setEdit(DomainEdit::make(document->design().domains, {{index, renamed}}));
}

void RenameDomain::redo()
{
    const Document::Batch batch(document()); // the rack and its trays: one change
    for (const Device &tray : m_traysAfter) document()->replaceDevice(tray);
    EditDomains::redo();
}

void RenameDomain::undo()
{
    const Document::Batch batch(document());
    EditDomains::undo();
    for (const Device &tray : m_traysBefore) document()->replaceDevice(tray);
}

} // namespace spinel
