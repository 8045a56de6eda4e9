#pragma once
// The warnings of the as-built and GraphML importers as typed messages (ids "import.*"; English in
// importmessages.cpp): the devices a warning is about are listed by name, the first few only.

#include <string>
#include <vector>

#include "core/message.h"

namespace spinel::exporting {

// How many names a warning lists; the rest are counted ("and 12 more").
inline constexpr std::size_t kListedNames = 5;

// The first kListedNames of `names`, as an IdList argument.
MessageArg listedNames(std::string name, const std::vector<std::string> &names);
// The same of numbers (the ports or speeds of the devices listed).
MessageArg listedIntegers(std::string name, const std::vector<long long> &values);
MessageArg listedGbps(std::string name, const std::vector<double> &values);
// A warning about `names`: their count and the first few, listed as `listName`.
Message listedWarning(std::string id, const std::vector<std::string> &names, std::string listName);

} // namespace spinel::exporting
