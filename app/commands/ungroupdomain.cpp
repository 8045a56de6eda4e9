#include "commands/ungroupdomain.h"

#include <QCoreApplication>

#include "document/document.h"

namespace spinel {

UngroupDomain::UngroupDomain(Document *document, const std::vector<std::string> &domainIds, QUndoCommand *parent)
    : EditDomains(document, parent)
{
    DomainEdit::Changes changes;
    for (const std::string &id : domainIds) {
        const int index = document->domainIndex(id);
        if (index >= 0) changes.emplace(index, std::nullopt);
    }
    if (changes.size() == 1)
        setText(QCoreApplication::translate("Undo", "Ungroup %1")
                    .arg(QString::fromStdString(document->design().domains[std::size_t(changes.begin()->first)].name)));
    else setText(QCoreApplication::translate("Undo", "Ungroup %n NVLink Domain(s)", nullptr, int(changes.size())));
    setEdit(DomainEdit::make(document->design().domains, changes));
}

} // namespace spinel
