#pragma once
// The fast path of the .spinel reader: builds the Design straight from the text with simdjson
// On-Demand, no JSON tree in between, reading the text in pieces through one reused buffer
// (textpieces.h), so neither the whole text nor simdjson's index of it is in memory at once. It
// accepts exactly the well-formed files and builds no error text: at the first thing it does not
// like it gives up (nullopt) and the strict reader (SpinelFormat::read's DOM path) reads the file
// again to name the problem.

#include <cstddef>
#include <optional>
#include <string>

#include "core/design.h"

namespace spinel {

// The text is parsed a piece of about this many bytes at a time (cut at a newline). Loading the
// 131k-GPU file took 88-90 ms CPU in 256 KiB pieces, 83-97 in 1 MiB, 92-96 in 4 MiB (medians of 5).
inline constexpr std::size_t kStreamPieceBytes = std::size_t(256) << 10;

// validateDesign and the upgrades of older versions (designupgrade.h) are the caller's business:
// `version`, when given, receives the file's.
std::optional<Design> readDesignStream(const std::string &bytes, int *version = nullptr,
                                       std::size_t pieceBytes = kStreamPieceBytes);
// The same from a regular file, read as it is parsed (nullopt too when it cannot be read).
std::optional<Design> readDesignStreamFile(const std::string &fileName, int *version = nullptr,
                                           std::size_t pieceBytes = kStreamPieceBytes);

// simdjson reads up to 64 bytes past the end of the text.
inline constexpr std::size_t kStreamReadPadding = 64;

} // namespace spinel
