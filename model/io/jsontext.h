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

// Writes `bytes` to a temporary file next to `fileName` and renames it over, so a failed
// save never leaves a half-written file. Throws std::runtime_error with the reason.
void writeFileAtomically(const std::string &fileName, const std::string &bytes);

} // namespace spinel
