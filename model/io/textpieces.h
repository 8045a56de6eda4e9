#pragma once
// A file's text read through one reused buffer, for the stream reader (issue 13): pieces of
// about a fixed size, each cut at its last raw newline (JSON has raw newlines only outside
// strings, so a piece never ends inside a string or a token), wrapped in a bracket pair so that
// simdjson parses the piece as one array or object. Neither the whole text nor an index of the
// whole text is ever in memory: the buffer and simdjson's index follow the piece size.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

namespace spinel {

class TextPieces {
public:
    // Fills `out` with up to `size` bytes of the text; returns 0 at its end. Throws on a read error.
    using Read = std::function<std::size_t(char *out, std::size_t size)>;

    // One piece at a time; the parser needs 64 readable bytes past a piece (simdjson's padding).
    static constexpr std::size_t kPadding = 64;
    static constexpr int kEnd = -1;

    // `capacity`: the buffer's size in text bytes (it grows only for a piece without a newline).
    TextPieces(Read read, std::size_t capacity);
    ~TextPieces();
    TextPieces(const TextPieces &) = delete;
    TextPieces &operator=(const TextPieces &) = delete;

    // The byte at `offset` (not before the start of the last piece asked for), or kEnd.
    int at(std::uint64_t offset);
    // The first offset at or after `offset` that is not JSON white space (may be the end).
    std::uint64_t skipSpace(std::uint64_t offset);

    struct Piece {
        char *text = nullptr;     // `open` at text[-1], `close` at text[length], padding after
        std::size_t length = 0;   // the file's bytes in the piece; 0: no newline to cut at
        std::uint64_t offset = 0; // the file offset of text[0]
        bool last = false;        // the piece runs to the end of the file, uncut
        const char *close() const { return text + length; }
        std::uint64_t offsetOf(const char *at) const { return offset + std::uint64_t(at - text); }
    };
    // The text from `offset` on, at most `bytes` of it, cut after its last newline unless the
    // file ends within `bytes`. The bytes the wrapping overwrites are given back by the next call.
    Piece cut(std::uint64_t offset, std::size_t bytes, char open, char close);

private:
    void restore();
    // Moves the text from `offset` to the front and reads until `bytes` are there or the text ends.
    void fill(std::uint64_t offset, std::size_t bytes);

    Read m_read;
    std::unique_ptr<char[]> m_buffer; // [0] free for `open`, text from [1], padding after
    std::size_t m_capacity = 0;       // text bytes the buffer holds
    std::uint64_t m_offset = 0;       // the file offset of m_buffer[1]
    std::size_t m_length = 0;         // text bytes in the buffer
    bool m_atEnd = false;
    char *m_saved = nullptr; // where the last piece's `close` went; two bytes from there
    char m_savedBytes[2] = {};
};

} // namespace spinel
