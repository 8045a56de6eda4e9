#pragma once
// The values of a .spinel file as the stream reader (designstreamreader.cpp) takes them: a device,
// a link or a domain straight into the Design, the small header into a JSON value. No error text:
// they throw GiveUp at the first thing the strict reader might refuse.

#include <cstddef>
#include <cstring>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include "core/design.h"

namespace spinel::streamvalues {

namespace od = simdjson::ondemand;

// Thrown rather than an error code returned at each of the ~20 checks per object. GiveUp: not a
// value the fast path takes, which may be because a piece's cut went through it (the piece reader
// tries again with more text). Refused: not a file the fast path takes.
struct GiveUp { };
struct Refused { };

[[noreturn]] void giveUp();
[[noreturn]] void refuse();

template <typename T>
T get(simdjson::simdjson_result<T> &&result)
{
    T value;
    if (std::move(result).get(value) != simdjson::SUCCESS) giveUp();
    return value;
}

// Equality with a literal at its constant length, which GCC compiles to a word compare or two
// (std::string_view's == called memcmp for each of a link's ~40 key comparisons).
template <std::size_t N>
bool is(std::string_view name, const char (&literal)[N])
{
    return name.size() == N - 1 && std::memcmp(name.data(), literal, N - 1) == 0;
}

// The key's text: in place when it has no escape (then the first quote ends it), else unescaped
// into simdjson's buffer ("i\\u0064" is "id"). `raw` points into the text, just past the quote.
std::string_view key(od::field &field);

void readDevice(od::value value, Device &device);
void readLink(od::value value, Link &link);
void readDomain(od::value value, ScaleUpDomain &domain);
// The small part of the file (name, settings, training, prices) goes into a JSON value so the
// strict reader's own rules apply to it unchanged; only devices and links are read here.
nlohmann::json toJson(od::value value, int depth);

} // namespace spinel::streamvalues
