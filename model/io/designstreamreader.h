#pragma once
// The fast path of the .spinel reader: builds the Design straight from the text with simdjson
// On-Demand, no JSON tree in between. It accepts exactly the well-formed files and builds no
// error text: at the first thing it does not like it gives up (nullopt) and the strict reader
// (SpinelFormat::read's DOM path) reads the file again to name the problem.

#include <optional>
#include <string>

#include "core/design.h"

namespace spinel {

// `bytes` should have kStreamReadPadding spare bytes of capacity (readFileBytes leaves them);
// otherwise the text is copied once. validateDesign and the upgrades of older versions
// (designupgrade.h) are the caller's business: `version`, when given, receives the file's.
std::optional<Design> readDesignStream(const std::string &bytes, int *version = nullptr);

// simdjson reads up to 64 bytes past the end of the text.
inline constexpr std::size_t kStreamReadPadding = 64;

} // namespace spinel
