#include "io/designstreamreader.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <memory>
#include <string_view>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include "core/hugepages.h"
#include "core/limits.h"
#include "io/designformat.h"
#include "io/loaderror.h"
#include "io/scenarioformat.h"
#include "io/textpieces.h"

namespace spinel {

namespace {

namespace od = simdjson::ondemand;
using namespace limits;

// Thrown inside this file only: "not a file the fast path takes"; readDesignStream turns it
// into nullopt. Cheaper to write than an error code at every one of the ~20 checks per object.
// GiveUp: not a value the fast path takes here, which may be because a piece's cut went through
// it (the piece reader tries again with more text). Refused: not a file the fast path takes.
struct GiveUp { };
struct Refused { };

[[noreturn]] void giveUp()
{
    throw GiveUp{};
}

[[noreturn]] void refuse()
{
    throw Refused{};
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

void readDomain(od::value value, ScaleUpDomain &domain)
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

// Past the root object: the small header's rules, the strict reader's own (format, version,
// settings, scenarios).
void readHeader(Design &design, nlohmann::json &header, int *versionOut)
{
    const auto format = header.find("format");
    if (format == header.end() || *format != "spinel-design") refuse();
    const auto version = header.find("version");
    // Older versions whose text reads the same (1: no domains) come this way too; the caller
    // applies the upgrades of meaning (designupgrade.h).
    if (version == header.end() || !version->is_number_integer() || *version < 1 || *version > kDesignFormatVersion) refuse();
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
        refuse();
    }
}

// The root object field by field and the big arrays element by element, one piece of the text
// at a time (textpieces.h). A value counts as read once the byte after it is the file's own ','
// or closing bracket; one the cut may have gone through is read again at the start of the next
// piece. A piece that yields nothing is asked for again twice as long, so a value longer than a
// piece, or a file without newlines, is still read (in one longer piece); a file the reader
// refuses is refused at the latest when a piece reaches the end of the file.
class PieceReader {
public:
    PieceReader(TextPieces &text, od::parser &parser, std::uint64_t totalBytes, std::size_t pieceBytes)
        : m_text(text)
        , m_parser(parser)
        , m_totalBytes(totalBytes)
        , m_pieceBytes(pieceBytes)
    { }

    Design read(int *versionOut)
    {
        Design design;
        nlohmann::json header = nlohmann::json::object();
        bool seen[3] = {false, false, false};
        std::uint64_t at = m_text.skipSpace(0);
        if (m_text.at(at) != '{') refuse();
        at = m_text.skipSpace(at + 1);
        for (;;) {
            const auto [next, offset] = readFields(at, header);
            if (next == Next::End) {
                at = offset;
                break;
            }
            if (seen[int(next)]) refuse();
            seen[int(next)] = true;
            const std::uint64_t after = next == Next::Devices ? readArray(offset, design.devices, readDevice)
                                        : next == Next::Links ? readArray(offset, design.links, readLink)
                                                              : readArray(offset, design.domains, readDomain);
            at = m_text.skipSpace(after);
            const int c = m_text.at(at);
            if (c == '}') {
                ++at;
                break;
            }
            if (c != ',') refuse();
            at = m_text.skipSpace(at + 1);
        }
        // Past the root object only white space may follow.
        if (!seen[int(Next::Devices)] || m_text.at(m_text.skipSpace(at)) != TextPieces::kEnd) refuse();
        readHeader(design, header, versionOut);
        return design;
    }

private:
    enum class Next { Devices, Links, Domains, End };
    // The header's pieces start small: it is a few hundred bytes before the devices.
    static constexpr std::size_t kFieldPieceBytes = 4096;

    od::document iterate(const TextPieces::Piece &piece)
    {
        const std::size_t length = piece.length + 2; // with the brackets around it
        // Allocated once for the usual piece (the header's small pieces come first).
        if (!reserveParser(m_parser, std::max(length, m_pieceBytes + 2))) refuse();
        od::document document;
        const simdjson::padded_string_view view(piece.text - 1, length, length + TextPieces::kPadding);
        if (m_parser.iterate(view).get(document) != simdjson::SUCCESS) giveUp();
        return document;
    }

    static const char *location(od::document &document)
    {
        const char *at = nullptr;
        if (document.current_location().get(at) != simdjson::SUCCESS) giveUp();
        return at;
    }

    // The root object's fields from `offset` (a key's quote) up to the next big array's first
    // element, or past the root object's end. A field is whole once the next key follows it, or
    // the file's own '}' (after a scalar simdjson has not yet moved past it, so the byte after the
    // value says nothing yet).
    std::pair<Next, std::uint64_t> readFields(std::uint64_t offset, nlohmann::json &header)
    {
        std::size_t pieceBytes = kFieldPieceBytes;
        for (;;) {
            if (m_text.at(offset) != '"') refuse();
            const TextPieces::Piece piece = m_text.cut(offset, pieceBytes, '{', '}');
            std::uint64_t next = 0; // where the first field not yet whole starts; 0: none whole
            std::string name;
            nlohmann::json value;
            bool pending = false;
            const auto keep = [&] {
                if (header.contains(name)) refuse();
                header[std::move(name)] = std::move(value);
                pending = false;
            };
            try {
                od::document document = iterate(piece);
                for (auto result : get(document.get_object())) {
                    od::field field = get(std::move(result));
                    if (pending) {
                        keep();
                        next = piece.offsetOf(field.key().raw() - 1);
                    }
                    const std::string_view fieldName = key(field);
                    const char *at = location(document);
                    if (at == piece.close()) break;
                    const Next array = is(fieldName, "devices")   ? Next::Devices
                                       : is(fieldName, "links")   ? Next::Links
                                       : is(fieldName, "domains") ? Next::Domains
                                                                  : Next::End;
                    if (array != Next::End) {
                        if (*at != '[') refuse();
                        return {array, piece.offsetOf(at) + 1};
                    }
                    name = fieldName;
                    value = toJson(field.value(), 1);
                    pending = true;
                }
                // Closed by the file's '}' when the piece's own closing one is still to come.
                const char *at = nullptr;
                if (pending && document.current_location().get(at) == simdjson::SUCCESS && at == piece.close()) {
                    keep();
                    return {Next::End, piece.offsetOf(at)};
                }
            } catch (const GiveUp &) {
            } catch (const simdjson::simdjson_error &) { }
            if (piece.last) refuse();
            if (next == 0) {
                pieceBytes *= 2;
                continue;
            }
            offset = next;
            pieceBytes = kFieldPieceBytes;
        }
    }

    // An array's elements from `offset` (just past its '['); returns the offset past its ']'.
    template <typename Item>
    std::uint64_t readArray(std::uint64_t offset, std::vector<Item> &items, void (*read)(od::value, Item &))
    {
        const std::uint64_t start = offset;
        const std::size_t before = items.size();
        std::uint64_t at = m_text.skipSpace(offset);
        if (m_text.at(at) == ']') return at + 1;
        std::size_t pieceBytes = m_pieceBytes;
        bool reserved = false;
        for (;;) {
            const TextPieces::Piece piece = m_text.cut(at, pieceBytes, '[', ']');
            std::size_t kept = items.size(); // elements followed by the file's own ',' or ']'
            std::uint64_t next = 0;          // past the last of them; 0: none in this piece
            bool ended = false;
            try {
                od::document document = iterate(piece);
                for (auto element : get(document.get_array())) {
                    if (location(document) == piece.close()) break; // a ',' just before the cut
                    read(get(std::move(element)), items.emplace_back());
                    const char *after = location(document);
                    if (after == piece.close()) break;
                    if (*after != ',' && *after != ']') refuse();
                    kept = items.size();
                    next = piece.offsetOf(after) + 1;
                    if (*after == ']') {
                        ended = true;
                        break;
                    }
                }
            } catch (const GiveUp &) {
            } catch (const simdjson::simdjson_error &) { }
            items.resize(kept); // without an element the cut went through
            if (ended) {
                // A reservation from the text's size overshoots for the arrays before the last (the
                // devices by the links' text): moved to one of the right size, on huge pages too.
                if (reserved && items.capacity() - items.size() > items.size() / 4 + 64) {
                    std::vector<Item> exact;
                    exact.reserve(items.size());
                    adviseHugePages(exact);
                    std::move(items.begin(), items.end(), std::back_inserter(exact));
                    items.swap(exact);
                }
                return next;
            }
            if (piece.last) refuse(); // the file ends inside the array
            if (next == 0) {
                pieceBytes *= 2;
                continue;
            }
            if (!reserved) {
                // Allocated once at about its size, from the bytes per element so far and the
                // bytes left: growing the vector copied every element twice on average and, with
                // the old blocks kept by the allocator, touched three times the memory.
                const double perItem = double(next - start) / double(items.size() - before);
                const double left = double(m_totalBytes > next ? m_totalBytes - next : 0) / std::max(perItem, 32.0);
                items.reserve(items.size() + std::size_t(left * 1.03) + 16);
                adviseHugePages(items);
                reserved = true;
            }
            at = m_text.skipSpace(next);
            pieceBytes = m_pieceBytes;
        }
    }

    TextPieces &m_text;
    od::parser &m_parser;
    std::uint64_t m_totalBytes;
    std::size_t m_pieceBytes;
};

std::optional<Design> readPieces(const TextPieces::Read &read, std::uint64_t totalBytes, int *version, std::size_t pieceBytes)
{
    // No pass of its own for control bytes (the strict reader's "binary data"): stage 1 refuses them
    // in strings, and outside strings each starts a token that no value parses (a test puts one at
    // every place of a file).
    // One parser per thread: it keeps its buffers (a piece's size) for the next file.
    thread_local od::parser parser(std::uint64_t(1) << 32);
    pieceBytes = std::max<std::size_t>(pieceBytes, 64);
    TextPieces text(read, pieceBytes);
    try {
        return PieceReader(text, parser, totalBytes, pieceBytes).read(version);
    } catch (const Refused &) {
        return std::nullopt;
    } catch (const GiveUp &) {
        return std::nullopt;
    } catch (const simdjson::simdjson_error &) {
        return std::nullopt;
    }
}

} // namespace

std::optional<Design> readDesignStream(const std::string &bytes, int *version, std::size_t pieceBytes)
{
    std::size_t done = 0;
    const auto read = [&](char *out, std::size_t size) {
        const std::size_t count = std::min(size, bytes.size() - done);
        std::memcpy(out, bytes.data() + done, count);
        done += count;
        return count;
    };
    return readPieces(read, bytes.size(), version, pieceBytes);
}

std::optional<Design> readDesignStreamFile(const std::string &fileName, int *version, std::size_t pieceBytes)
{
    const int fd = ::open(fileName.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    struct stat info { };
    std::optional<Design> design;
    if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode)) {
        const auto read = [fd](char *out, std::size_t size) {
            for (;;) {
                const ssize_t count = ::read(fd, out, size);
                if (count >= 0) return std::size_t(count);
                if (errno != EINTR) refuse(); // the strict reader reads the file again and names the error
            }
        };
        design = readPieces(read, std::uint64_t(info.st_size), version, pieceBytes);
    }
    ::close(fd);
    return design;
}

} // namespace spinel
