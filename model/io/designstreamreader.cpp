#include "io/designstreamreader.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string_view>

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include "core/hugepages.h"
#include "core/limits.h"
#include "io/designformat.h"
#include "io/loaderror.h"
#include "io/scenarioformat.h"

namespace spinel {

namespace {

namespace od = simdjson::ondemand;
using namespace limits;

// Thrown inside this file only: "not a file the fast path takes"; readDesignStream turns it
// into nullopt. Cheaper to write than an error code at every one of the ~20 checks per object.
struct GiveUp { };

[[noreturn]] void giveUp()
{
    throw GiveUp{};
}

template <typename T>
T get(simdjson::simdjson_result<T> &&result)
{
    T value;
    if (std::move(result).get(value) != simdjson::SUCCESS) giveUp();
    return value;
}

// A string value as written, without unescaping it into simdjson's buffer: the text up to the
// closing quote when no escape comes first (nearly every id and name), else the unescaped text.
// Stage 1 has checked that a token starting with a quote is a whole string.
std::string_view text(od::value value, std::size_t maxLength)
{
    const std::string_view token = value.raw_json_token();
    if (token.empty() || token.front() != '"') giveUp();
    const char *begin = token.data() + 1;
    const char *end = begin;
    while (*end != '"' && *end != '\\') ++end;
    std::string_view out(begin, std::size_t(end - begin));
    if (*end == '\\' && value.get_string().get(out) != simdjson::SUCCESS) giveUp();
    if (out.size() > maxLength) giveUp();
    return out;
}

std::string_view id(od::value value)
{
    const std::string_view out = text(value, kMaxIdLength);
    if (out.empty()) giveUp();
    return out;
}

// Equality with a literal at its constant length, which GCC compiles to a word compare or two
// (std::string_view's == called memcmp for each of a link's ~40 key comparisons).
template <std::size_t N>
bool is(std::string_view name, const char (&literal)[N])
{
    return name.size() == N - 1 && std::memcmp(name.data(), literal, N - 1) == 0;
}

// An enum's value by its file name (toString's), compared in place.
template <typename Enum, std::size_t N>
Enum named(od::value value, const Enum (&values)[N])
{
    const std::string_view name = text(value, 64);
    for (const Enum candidate : values)
        if (name == toString(candidate)) return candidate;
    giveUp();
}

double number(od::value value, double minimum, double maximum)
{
    double out;
    if (value.get_double().get(out) != simdjson::SUCCESS || !std::isfinite(out) || out < minimum || out > maximum) giveUp();
    return out;
}

int integer(od::value value, int minimum, int maximum)
{
    const double out = number(value, minimum, maximum);
    // In range, so the conversion is defined; whole exactly when it converts back unchanged
    // (std::floor is a call into libm on the baseline x86-64 target: 3 per link).
    const int whole = int(out);
    if (double(whole) != out) giveUp();
    return whole;
}

// The key's text: in place when it has no escape (then the first quote ends it), else unescaped
// into simdjson's buffer ("i\\u0064" is "id"). `raw` points into the text, just past the quote.
std::string_view key(od::field &field)
{
    const char *raw = field.key().raw();
    const char *end = raw;
    while (*end != '"' && *end != '\\') ++end;
    if (*end == '"') return {raw, std::size_t(end - raw)};
    return get(field.unescaped_key());
}

// Each known key once per object: a repeat is the strict reader's "given twice" error.
void mark(std::uint32_t &seen, int bit)
{
    if (seen & (1u << bit)) giveUp();
    seen |= 1u << bit;
}

void readDevice(od::value value, Device &device)
{
    od::object object = get(value.get_object());
    std::uint32_t seen = 0;
    bool hasName = false;
    for (auto result : object) {
        od::field field = get(std::move(result));
        const std::string_view name = key(field);
        od::value v = field.value();
        if (is(name, "id")) {
            mark(seen, 0);
            device.id = id(v);
        } else if (is(name, "name")) {
            mark(seen, 1);
            device.name = text(v, kMaxNameLength);
            hasName = true;
        } else if (is(name, "kind")) {
            mark(seen, 2);
            device.kind = named(v, {DeviceKind::Switch, DeviceKind::Server});
        } else if (is(name, "role")) {
            mark(seen, 3);
            device.role = named(v, {SwitchRole::Leaf, SwitchRole::Spine, SwitchRole::Core});
        } else if (is(name, "model")) {
            mark(seen, 4);
            device.model = text(v, kMaxIdLength);
        } else if (is(name, "x")) {
            mark(seen, 5);
            device.position.x = number(v, -kMaxPosition, kMaxPosition);
        } else if (is(name, "y")) {
            mark(seen, 6);
            device.position.y = number(v, -kMaxPosition, kMaxPosition);
        } else if (is(name, "group")) {
            mark(seen, 7);
            device.group = text(v, kMaxNameLength);
        } else if (is(name, "nic_model")) {
            mark(seen, 8);
            device.nicModel = std::string(text(v, kMaxIdLength));
        } else if (is(name, "nic_count")) {
            mark(seen, 9);
            device.nicCount = integer(v, 0, kMaxNicsPerServer);
        } else giveUp();
    }
    // id, kind and model are required; a role belongs to switches, NICs to servers.
    if ((seen & 0b10101) != 0b10101) giveUp();
    if (device.isSwitch() != bool(seen & (1u << 3))) giveUp();
    if (device.isSwitch() && (device.nicModel || device.nicCount)) giveUp();
    if (!hasName) device.name = device.id;
}

void readLink(od::value value, Link &link)
{
    od::object object = get(value.get_object());
    std::uint32_t seen = 0;
    for (auto result : object) {
        od::field field = get(std::move(result));
        const std::string_view name = key(field);
        od::value v = field.value();
        if (is(name, "id")) {
            mark(seen, 0);
            link.id = id(v);
        } else if (is(name, "from")) {
            mark(seen, 1);
            link.from.device = id(v);
        } else if (is(name, "from_port")) {
            mark(seen, 2);
            link.from.port = integer(v, 0, kMaxPort);
        } else if (is(name, "to")) {
            mark(seen, 3);
            link.to.device = id(v);
        } else if (is(name, "to_port")) {
            mark(seen, 4);
            link.to.port = integer(v, 0, kMaxPort);
        } else if (is(name, "speed_gbps")) {
            mark(seen, 5);
            link.speedGbps = number(v, 0, kMaxSpeedGbps);
            if (!(link.speedGbps > 0)) giveUp();
        } else if (is(name, "count")) {
            mark(seen, 6);
            link.count = integer(v, 1, kMaxCablesPerLink);
        } else if (is(name, "medium")) {
            mark(seen, 7);
            link.medium = named(v, {Medium::Dac, Medium::Aoc, Medium::Multimode, Medium::Singlemode});
        } else if (is(name, "length_m")) {
            mark(seen, 8);
            link.lengthM = number(v, 0, kMaxLengthM);
            if (!(*link.lengthM > 0)) giveUp();
        } else giveUp();
    }
    // id, from, to, speed_gbps, count and medium are required.
    if ((seen & 0b11101011) != 0b11101011) giveUp();
}

ScaleUpDomain readDomain(od::value value)
{
    od::object object = get(value.get_object());
    ScaleUpDomain domain;
    std::uint32_t seen = 0;
    bool hasName = false;
    for (auto result : object) {
        od::field field = get(std::move(result));
        const std::string_view name = key(field);
        od::value v = field.value();
        if (is(name, "id")) {
            mark(seen, 0);
            domain.id = id(v);
        } else if (is(name, "name")) {
            mark(seen, 1);
            domain.name = text(v, kMaxNameLength);
            hasName = true;
        } else if (is(name, "model")) {
            mark(seen, 2);
            domain.model = text(v, kMaxIdLength);
        } else if (is(name, "members")) {
            mark(seen, 3);
            for (auto element : get(v.get_array())) {
                if (domain.members.size() >= std::size_t(kMaxDomainMembers)) giveUp();
                domain.members.emplace_back(id(get(std::move(element))));
            }
        } else if (is(name, "partition_gpus")) {
            mark(seen, 4);
            domain.partitionGpus = integer(v, 0, kMaxPartitionGpus);
        } else giveUp();
    }
    // id and members are required.
    if ((seen & 0b1001) != 0b1001) giveUp();
    if (!hasName) domain.name = domain.id;
    return domain;
}

// The small part of the file (name, settings, training, prices) goes into a JSON value so the
// strict reader's own rules apply to it unchanged; only devices and links are read here.
nlohmann::json toJson(od::value value, int depth)
{
    if (depth > 8) giveUp();
    switch (get(value.type())) {
    case od::json_type::object: {
        nlohmann::json out = nlohmann::json::object();
        for (auto result : get(value.get_object())) {
            od::field field = get(std::move(result));
            std::string name(key(field));
            if (out.contains(name)) giveUp();
            out[std::move(name)] = toJson(field.value(), depth + 1);
        }
        return out;
    }
    case od::json_type::array: {
        nlohmann::json out = nlohmann::json::array();
        for (auto element : get(value.get_array())) out.push_back(toJson(get(std::move(element)), depth + 1));
        return out;
    }
    case od::json_type::number: {
        od::number n = get(value.get_number());
        switch (n.get_number_type()) {
        case od::number_type::signed_integer: return n.get_int64();
        case od::number_type::unsigned_integer: return n.get_uint64();
        default: return n.get_double();
        }
    }
    case od::json_type::string: return std::string(get(value.get_string()));
    case od::json_type::boolean: return get(value.get_bool());
    case od::json_type::null:
        if (value.is_null()) return nullptr;
        giveUp();
    }
    giveUp();
}

// Counted first (a quick pass over the array's structure) so the vector is allocated once: growing
// it copied every element twice on average and touched three times the memory at 129k GPUs.
template <typename Item>
void readArray(od::value value, std::vector<Item> &items, void (*read)(od::value, Item &))
{
    od::array array = get(value.get_array());
    items.reserve(items.size() + get(array.count_elements()));
    adviseHugePages(items);
    for (auto element : array) read(get(std::move(element)), items.emplace_back());
}

Design readRoot(od::document &document, int *versionOut)
{
    Design design;
    nlohmann::json header = nlohmann::json::object();
    bool hasDevices = false, hasLinks = false, hasDomains = false;
    for (auto result : get(document.get_object())) {
        od::field field = get(std::move(result));
        const std::string_view name = key(field);
        if (is(name, "devices")) {
            if (hasDevices) giveUp();
            hasDevices = true;
            readArray(field.value(), design.devices, readDevice);
        } else if (is(name, "links")) {
            if (hasLinks) giveUp();
            hasLinks = true;
            readArray(field.value(), design.links, readLink);
        } else if (is(name, "domains")) {
            if (hasDomains) giveUp();
            hasDomains = true;
            for (auto element : get(field.value().get_array())) design.domains.push_back(readDomain(get(std::move(element))));
        } else {
            std::string copy(name);
            if (header.contains(copy)) giveUp();
            header[std::move(copy)] = toJson(field.value(), 1);
        }
    }
    // Past the root object only the end is left; anything else is trailing content.
    const char *location = nullptr;
    if (!hasDevices || document.current_location().get(location) != simdjson::OUT_OF_BOUNDS) giveUp();
    const auto format = header.find("format");
    if (format == header.end() || *format != "spinel-design") giveUp();
    const auto version = header.find("version");
    // Older versions whose text reads the same (1: no domains) come this way too; the caller
    // applies the upgrades of meaning (designupgrade.h).
    if (version == header.end() || !version->is_number_integer() || *version < 1 || *version > kDesignFormatVersion) giveUp();
    if (versionOut) *versionOut = version->get<int>();
    header.erase("format");
    header.erase("version");
    try {
        // Scenarios are a few small objects: the shared reader keeps its rules and messages.
        if (const auto scenarios = header.find("scenarios"); scenarios != header.end()) {
            design.scenarios = readScenarios(*scenarios, "scenarios");
            header.erase(scenarios);
        }
        design.settings = readDesignSettings(header);
    } catch (const FormatError &) {
        giveUp();
    }
    return design;
}

// simdjson's stage-1 buffer (4 bytes of structural index per byte of text; 20–25 MB written at 129k
// GPUs) is behind a private member of the parser. Reached through an explicit instantiation, where
// access is not checked (C++20 [temp.spec.general]/6), so it can be backed by huge pages too.
using ImplementationMember = std::unique_ptr<simdjson::internal::dom_parser_implementation> od::parser::*;
ImplementationMember parserImplementation();
template <ImplementationMember Member>
struct ExposeParserImplementation {
    friend ImplementationMember parserImplementation() { return Member; }
};
template struct ExposeParserImplementation<&od::parser::implementation>;

// Grows the parser to `length` bytes (what iterate would do) with its new index on huge pages.
bool reserveParser(od::parser &parser, std::size_t length)
{
    if (parser.capacity() >= length) return true;
    if (parser.allocate(length, parser.max_depth()) != simdjson::SUCCESS) return false;
    if (const auto &implementation = parser.*parserImplementation())
        adviseHugePages(implementation->structural_indexes.get(), length * sizeof(std::uint32_t));
    return true;
}

} // namespace

std::optional<Design> readDesignStream(const std::string &bytes, int *version)
{
    // No pass of its own for control bytes (the strict reader's "binary data"): stage 1 refuses them
    // in strings, and outside strings each starts a token that no value parses (a test puts one at
    // every place of a file). That pass read the whole file once more: 10-30 ms at 129k GPUs.
    // One parser per thread: it keeps its buffers (about the file's size) for the next file.
    thread_local od::parser parser(std::uint64_t(1) << 32);
    simdjson::padded_string copy;
    simdjson::padded_string_view view;
    if (bytes.capacity() >= bytes.size() + kStreamReadPadding) {
        view = simdjson::padded_string_view(bytes.data(), bytes.size(), bytes.capacity());
    } else {
        copy = simdjson::padded_string(bytes);
        view = copy;
    }
    if (!reserveParser(parser, view.length())) return std::nullopt;
    try {
        od::document document;
        if (parser.iterate(view).get(document) != simdjson::SUCCESS) return std::nullopt;
        return readRoot(document, version);
    } catch (const GiveUp &) {
        return std::nullopt;
    } catch (const simdjson::simdjson_error &) {
        return std::nullopt;
    }
}

} // namespace spinel
