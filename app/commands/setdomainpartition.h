#pragma once
// Undo command: set the NVLink partition size of a scale-up domain (GPUs per partition; 0: the
// whole domain is one NVLink domain).

#include <string>

#include "commands/editdomains.h"

namespace spinel {

class SetDomainPartition : public EditDomains {
public:
    // A negative size or the current one is no change.
    SetDomainPartition(Document *document, const std::string &domainId, int partitionGpus, QUndoCommand *parent = nullptr);
};

} // namespace spinel
