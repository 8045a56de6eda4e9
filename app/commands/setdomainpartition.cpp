#include "commands/setdomainpartition.h"

#include <QCoreApplication>

#include "document/document.h"

namespace spinel {

SetDomainPartition::SetDomainPartition(Document *document, const std::string &domainId, int partitionGpus, QUndoCommand *parent)
    : EditDomains(document, parent)
{
    setText(partitionGpus > 0 ? QCoreApplication::translate("Undo", "Partition NVLink Domain into NVL%1").arg(partitionGpus)
                              : QCoreApplication::translate("Undo", "Join NVLink Partitions"));
    const int index = document->domainIndex(domainId);
    if (index < 0 || partitionGpus < 0) return;
    ScaleUpDomain changed = document->design().domains[std::size_t(index)];
    changed.partitionGpus = partitionGpus;
    setEdit(DomainEdit::make(document->design().domains, {{index, changed}}));
}

} // namespace spinel
