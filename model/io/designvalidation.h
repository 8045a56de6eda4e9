#pragma once
// The checks that make a design consistent, whether it was read from a file or built in code.

#include <string>

#include "core/catalog.h"
#include "core/design.h"
#include "core/message.h"

namespace spinel {

// Checks everything that makes a design consistent (unique ids, known catalog models, links to
// existing devices, sane numbers). Throws FormatError with the object path; used by the reader
// and by anything that builds designs in code.
void validateDesign(const Design &design, const Catalog &catalog);

// The messages for a domain's partition size out of range and for too many members (the reader
// says the same).
Message partitionRangeMessage();
Message domainSizeMessage(std::size_t members);

} // namespace spinel
