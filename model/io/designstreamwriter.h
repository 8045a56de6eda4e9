#pragma once
// The .spinel writer: the text of a design written straight into one string, with no JSON tree
// of the whole design in between. Byte for byte what nlohmann's dump(2) of the same document
// gives (tests compare), so files written before and after read and diff the same.

#include <string>

#include "core/design.h"

namespace spinel {

std::string writeDesignText(const Design &design);

} // namespace spinel
