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

std::string where(const std::string &bytes, std::size_t offset)
{
    const auto pos = positionOf(bytes, offset);
    return "line " + std::to_string(pos.line) + ", column " + std::to_string(pos.column);
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
        if (c == 0 || (c < 0x20 && c != '\n' && c != '\r' && c != '\t'))
            throw FormatError({}, "not a text file: binary data at " + where(bytes, i));
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
                throw FormatError({}, "nesting deeper than " + std::to_string(kMaxJsonDepth) + " levels at " + where(bytes, i));
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
                if (!frame.keys.insert(text).second) throw FormatError(pathTo(text), "the key is given twice in one object");
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
    if (bytes.find_first_not_of(" \t\r\n") == std::string::npos) throw FormatError({}, "the file is empty");
    scanText(bytes);
    try {
        nlohmann::json root = nlohmann::json::parse(bytes);
        checkDuplicateKeys(bytes);
        return root;
    } catch (const nlohmann::json::parse_error &error) {
        const std::size_t offset = error.byte > 0 ? error.byte - 1 : 0;
        if (offset >= bytes.size() || error.byte > bytes.size())
            throw FormatError({}, "unexpected end of the file (truncated?) at " + where(bytes, bytes.size()));
        std::string reason = error.what();
        // nlohmann's text is "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error
        // while parsing value - invalid literal; last read: 'x'"; keep only the part after the last ": ".
        const auto cut = reason.rfind(" - ");
        if (cut != std::string::npos) reason = reason.substr(cut + 3);
        // "last read" echoes the raw bytes, which may be binary or broken UTF-8: leave it out.
        const auto lastRead = reason.find("; last read");
        if (lastRead != std::string::npos) reason = reason.substr(0, lastRead);
        throw FormatError({}, "invalid JSON at " + where(bytes, offset) + ": " + reason);
    } catch (const nlohmann::json::out_of_range &) {
        throw FormatError({}, "a number in the file is too large to represent");
    } catch (const nlohmann::json::exception &error) {
        throw FormatError({}, std::string("cannot read the JSON: ") + error.what());
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
    const auto limitText = [maxBytes] {
        return maxBytes < kMaxFileBytes
                   ? "the limit on this machine is " + std::to_string(maxBytes / (1024 * 1024)) + " MiB (a third of its memory)"
                   : "the limit is " + std::to_string(maxBytes / (1024 * 1024)) + " MiB";
    };
    std::error_code ec;
    const auto status = std::filesystem::status(fileName, ec);
    if (ec || !std::filesystem::exists(status)) throw LoadError(fileName, {}, "no such file");
    if (std::filesystem::is_directory(status)) throw LoadError(fileName, {}, "is a folder, not a file");
    const auto size = std::filesystem::file_size(fileName, ec);
    if (!ec && size > maxBytes)
        throw LoadError(fileName, {}, "the file is " + std::to_string(size / (1024 * 1024)) + " MiB; " + limitText());
    std::ifstream in(fileName, std::ios::binary);
    if (!in) throw LoadError(fileName, {}, std::string("cannot open: ") + std::strerror(errno));
    std::string bytes;
    bytes.reserve((ec ? 0 : size) + 64); // simdjson's padding (kStreamReadPadding)
    bytes.resize(ec ? 0 : size);
    in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    // Special files may report size 0 but still have content; read the rest up to the limit.
    char buffer[65536];
    // Checked per chunk, before it is kept: /dev/zero once took 4 s and 544 MB to refuse.
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        const auto count = static_cast<std::size_t>(in.gcount());
        if (const void *zero = std::memchr(buffer, 0, count))
            throw LoadError(fileName, {},
                            "not a text file: binary data at byte "
                                + std::to_string(bytes.size() + std::size_t(static_cast<const char *>(zero) - buffer)));
        if (bytes.size() + count > maxBytes)
            throw LoadError(fileName, {},
                            "the file is larger than " + std::to_string(maxBytes / (1024 * 1024)) + " MiB; " + limitText());
        bytes.append(buffer, count);
    }
    return bytes;
}

} // namespace spinel
