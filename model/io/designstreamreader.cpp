#include "io/designstreamreader.h"

#include <algorithm>
#include <cerrno>
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
#include "io/designformat.h"
#include "io/designvalues.h"
#include "io/loaderror.h"
#include "io/scenarioformat.h"
#include "io/textpieces.h"

namespace spinel {

namespace {

namespace od = simdjson::ondemand;
using streamvalues::get;
using streamvalues::GiveUp;
using streamvalues::giveUp;
using streamvalues::is;
using streamvalues::key;
using streamvalues::readDevice;
using streamvalues::readDomain;
using streamvalues::readLink;
using streamvalues::refuse;
using streamvalues::Refused;
using streamvalues::toJson;

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
    // Never a buffer or parser larger than the text: a 16-byte file asked for in 1 GiB pieces (the
    // fuzz target's "one piece") reserved 1 GiB of text and 4 GiB of index, and libFuzzer stopped
    // at its 2 GB limit.
    pieceBytes = std::max<std::size_t>(std::min<std::uint64_t>(pieceBytes, totalBytes), 64);
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
