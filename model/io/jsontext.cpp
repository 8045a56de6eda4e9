#include "io/jsontext.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <algorithm>
#include <fstream>
#include <string_view>
#include <unordered_set>
#include <vector>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "core/hugepages.h"
#include "io/loaderror.h"

namespace spinel {

namespace {

struct TextPosition {
    std::size_t line = 1;
    std::size_t column = 1;
};

TextPosition positionOf(const std::string &bytes, std::size_t offset)
{
    TextPosition pos;
    for (std::size_t i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes[i] == '\n') {
            ++pos.line;
            pos.column = 1;
        } else {
            ++pos.column;
        }
    }
    return pos;
}

// A message with the line and column of `offset` as its last arguments.
Message at(std::string id, const std::string &bytes, std::size_t offset, std::vector<MessageArg> args = {})
{
    const auto pos = positionOf(bytes, offset);
    args.push_back(arg::integer("line", (long long)pos.line));
    args.push_back(arg::integer("column", (long long)pos.column));
    return {std::move(id), std::move(args)};
}

// One pass over the text: control bytes mean binary data; brackets outside strings give the
// nesting depth. Cheaper than letting the parser build a 100,000-deep tree first.
void scanText(const std::string &bytes)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(bytes[i]);
        if (c == 0 || (c < 0x20 && c != '\n' && c != '\r' && c != '\t')) throw FormatError({}, at("file.binary", bytes, i));
        if (inString) {
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > kMaxJsonDepth)
                throw FormatError({}, at("file.nesting", bytes, i, {arg::integer("limit", kMaxJsonDepth)}));
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
}

// After a successful parse, one more pass: nlohmann keeps the last of two equal keys silently,
// and a design whose two "count"s disagree is ambiguous. A plain scan of the (valid) text, keys
// compared as written; nlohmann's callback parser did the same 4x slower.
void checkDuplicateKeys(const std::string &bytes)
{
    struct Frame {
        bool array = false;
        std::size_t index = 0;
        std::string_view key;
        std::unordered_set<std::string_view> keys;
    };
    std::vector<Frame> frames;
    auto pathTo = [&frames](std::string_view key) {
        std::string path;
        for (std::size_t f = 0; f + 1 < frames.size(); ++f) {
            if (frames[f].array) path += "[" + std::to_string(frames[f].index) + "]";
            else path += (path.empty() ? "" : ".") + std::string(frames[f].key);
        }
        return path + (path.empty() ? "" : ".") + std::string(key);
    };
    const std::size_t size = bytes.size();
    for (std::size_t i = 0; i < size; ++i) {
        const char c = bytes[i];
        if (c == '"') {
            std::size_t end = i + 1;
            while (end < size && bytes[end] != '"') end += bytes[end] == '\\' ? 2 : 1;
            const std::string_view text(bytes.data() + i + 1, std::min(end, size) - i - 1);
            std::size_t next = end + 1;
            while (next < size && (bytes[next] == ' ' || bytes[next] == '\n' || bytes[next] == '\r' || bytes[next] == '\t'))
                ++next;
            if (next < size && bytes[next] == ':' && !frames.empty() && !frames.back().array) {
                Frame &frame = frames.back();
                frame.key = text;
                if (!frame.keys.insert(text).second) throw FormatError(pathTo(text), Message{"file.duplicate-key", {}});
            }
            i = end;
        } else if (c == '{' || c == '[') {
            frames.push_back({c == '[', 0, {}, {}});
        } else if (c == '}' || c == ']') {
            if (!frames.empty()) frames.pop_back();
        } else if (c == ',' && !frames.empty() && frames.back().array) {
            ++frames.back().index;
        }
    }
}

} // namespace

nlohmann::json parseJsonText(const std::string &bytes)
{
    if (bytes.find_first_not_of(" \t\r\n") == std::string::npos) throw FormatError({}, Message{"file.empty", {}});
    scanText(bytes);
    try {
        nlohmann::json root = nlohmann::json::parse(bytes);
        checkDuplicateKeys(bytes);
        return root;
    } catch (const nlohmann::json::parse_error &error) {
        const std::size_t offset = error.byte > 0 ? error.byte - 1 : 0;
        if (offset >= bytes.size() || error.byte > bytes.size()) throw FormatError({}, at("file.truncated", bytes, bytes.size()));
        std::string reason = error.what();
        // nlohmann's text is "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error
        // while parsing value - invalid literal; last read: 'x'"; keep only the part after the last ": ".
        const auto cut = reason.rfind(" - ");
        if (cut != std::string::npos) reason = reason.substr(cut + 3);
        // "last read" echoes the raw bytes, which may be binary or broken UTF-8: leave it out.
        const auto lastRead = reason.find("; last read");
        if (lastRead != std::string::npos) reason = reason.substr(0, lastRead);
        Message message = at("file.invalid-json", bytes, offset);
        message.args.push_back(arg::text("reason", reason));
        throw FormatError({}, std::move(message));
    } catch (const nlohmann::json::out_of_range &) {
        throw FormatError({}, Message{"file.number-too-large", {}});
    } catch (const nlohmann::json::exception &error) {
        throw FormatError({}, Message{"file.unreadable-json", {arg::text("reason", error.what())}});
    }
}

std::uint64_t fileBytesLimit()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || pageSize <= 0) return kMaxFileBytes;
    return std::min<std::uint64_t>(kMaxFileBytes, std::uint64_t(pages) * std::uint64_t(pageSize) / 3);
}

std::string readFileBytes(const std::string &fileName, std::uint64_t maxBytes)
{
    if (maxBytes == 0) maxBytes = fileBytesLimit();
    // The limit in MiB, and whether this machine's memory set it.
    const MessageArg limit = arg::integer("limit", (long long)(maxBytes / (1024 * 1024)));
    const MessageArg bound = arg::keyword("bound", maxBytes < kMaxFileBytes ? "memory" : "fixed");
    std::error_code ec;
    const auto status = std::filesystem::status(fileName, ec);
    if (ec || !std::filesystem::exists(status)) throw LoadError(fileName, {}, Message{"file.missing", {}});
    if (std::filesystem::is_directory(status)) throw LoadError(fileName, {}, Message{"file.folder", {}});
    const auto size = std::filesystem::file_size(fileName, ec);
    if (!ec && size > maxBytes)
        throw LoadError(fileName, {},
                        Message{"file.too-large", {arg::integer("size", (long long)(size / (1024 * 1024))), limit, bound}});
    std::ifstream in(fileName, std::ios::binary);
    if (!in) throw LoadError(fileName, {}, Message{"file.cannot-open", {arg::text("reason", std::strerror(errno))}});
    std::string bytes;
    bytes.reserve((ec ? 0 : size) + 64); // simdjson's padding (kStreamReadPadding)
    adviseHugePages(bytes);
    bytes.resize(ec ? 0 : size);
    in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    // Special files may report size 0 but still have content; read the rest up to the limit.
    char buffer[65536];
    // Checked per chunk, before it is kept: /dev/zero once took 4 s and 544 MB to refuse.
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        const auto count = static_cast<std::size_t>(in.gcount());
        if (const void *zero = std::memchr(buffer, 0, count))
            throw LoadError(
                fileName, {},
                Message{"file.binary-byte",
                        {arg::integer("byte", (long long)(bytes.size() + std::size_t(static_cast<const char *>(zero) - buffer)))}});
        if (bytes.size() + count > maxBytes) throw LoadError(fileName, {}, Message{"file.larger", {limit, bound}});
        bytes.append(buffer, count);
    }
    return bytes;
}

} // namespace spinel
