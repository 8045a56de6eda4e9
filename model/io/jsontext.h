#pragma once
// Turning untrusted bytes into JSON: size, binary, nesting and syntax checks with
// messages that say where the problem is.

#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp> // the full header only where JSON is built or read

namespace spinel {

// The largest file any reader takes: simdjson indexes up to 4 GiB. Below that the limit is what
// this machine can hold (fileBytesLimit()).
inline constexpr std::uint64_t kMaxFileBytes = 4ull * 1024 * 1024 * 1024 - 4096;
inline constexpr int kMaxJsonDepth = 64;

// Throws FormatError with an empty path (the caller adds the file name).
nlohmann::json parseJsonText(const std::string &bytes);

// The largest file this machine can open: a third of its memory (the text, the parser's index
// and the finished design each take about the file's size), at most kMaxFileBytes.
std::uint64_t fileBytesLimit();

// Reads a whole file, refusing files over `maxBytes` (0: fileBytesLimit()) before reading them.
// The string keeps 64 spare bytes of capacity for simdjson. Throws LoadError.
std::string readFileBytes(const std::string &fileName, std::uint64_t maxBytes = 0);

} // namespace spinel
