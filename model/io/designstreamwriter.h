#pragma once
// The .spinel writer: the text of a design written straight out, with no JSON tree of the whole
// design in between, either into one string or to a sink a chunk at a time (so a file is written
// with one small buffer, not the whole text in memory). Byte for byte what nlohmann's dump(2) of
// the same document gives (tests compare), so files written before and after read and diff the same.

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

#include "core/design.h"

namespace spinel {

std::string writeDesignText(const Design &design);

// Receives the text in order, a chunk at a time.
using TextSink = std::function<void(std::string_view text)>;
// Chunks of about this many bytes: few calls, and one buffer that stays in the cache.
inline constexpr std::size_t kWriteChunkBytes = std::size_t(256) << 10;
void writeDesignText(const Design &design, const TextSink &sink, std::size_t chunkBytes = kWriteChunkBytes);

} // namespace spinel
