#pragma once
// Turning untrusted bytes into JSON: size, binary, nesting and syntax checks with
// messages that say where the problem is.

#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>  // the full header only where JSON is built or read

namespace spinel {

inline constexpr std::uint64_t kMaxFileBytes = 256ull * 1024 * 1024;
inline constexpr int kMaxJsonDepth = 64;

// Throws FormatError with an empty path (the caller adds the file name).
nlohmann::json parseJsonText(const std::string &bytes);

// Reads a whole file, refusing files over `maxBytes` before reading them. Throws LoadError.
std::string readFileBytes(const std::string &fileName, std::uint64_t maxBytes = kMaxFileBytes);

} // namespace spinel
