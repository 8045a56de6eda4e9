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
    ScaleUpDomain renamed = document->design().domains[std::size_t(index)];
    renamed.name = name;
    setEdit(DomainEdit::make(document->design().domains, {{index, renamed}}));
}

} // namespace spinel
