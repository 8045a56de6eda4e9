#include "io/jsontext.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
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
                throw FormatError({}, "nesting deeper than " + std::to_string(kMaxJsonDepth) + " levels at "
                                          + where(bytes, i));
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
}

} // namespace

nlohmann::json parseJsonText(const std::string &bytes)
{
    if (bytes.find_first_not_of(" \t\r\n") == std::string::npos) throw FormatError({}, "the file is empty");
    scanText(bytes);
    try {
        return nlohmann::json::parse(bytes);
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

std::string readFileBytes(const std::string &fileName, std::uint64_t maxBytes)
{
    std::error_code ec;
    const auto status = std::filesystem::status(fileName, ec);
    if (ec || !std::filesystem::exists(status)) throw LoadError(fileName, {}, "no such file");
    if (std::filesystem::is_directory(status)) throw LoadError(fileName, {}, "is a folder, not a file");
    const auto size = std::filesystem::file_size(fileName, ec);
    if (!ec && size > maxBytes)
        throw LoadError(fileName, {}, "the file is " + std::to_string(size / (1024 * 1024)) + " MiB; the limit is "
                                          + std::to_string(maxBytes / (1024 * 1024)) + " MiB");
    std::ifstream in(fileName, std::ios::binary);
    if (!in) throw LoadError(fileName, {}, std::string("cannot open: ") + std::strerror(errno));
    std::string bytes;
    bytes.resize(ec ? 0 : size);
    in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    // Special files may report size 0 but still have content; read the rest up to the limit.
    char buffer[65536];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        bytes.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (bytes.size() > maxBytes)
            throw LoadError(fileName, {}, "the file is larger than the limit of "
                                              + std::to_string(maxBytes / (1024 * 1024)) + " MiB");
    }
    return bytes;
}

void writeFileAtomically(const std::string &fileName, const std::string &bytes)
{
    const std::string temporary = fileName + ".tmp-spinel";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) throw std::runtime_error(fileName + ": cannot write: " + std::strerror(errno));
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.flush();
        if (!out) {
            std::filesystem::remove(temporary);
            throw std::runtime_error(fileName + ": write failed: " + std::strerror(errno));
        }
    }
    std::error_code ec;
    std::filesystem::rename(temporary, fileName, ec);
    if (ec) {
        std::filesystem::remove(temporary);
        throw std::runtime_error(fileName + ": cannot replace: " + ec.message());
    }
}

} // namespace spinel
