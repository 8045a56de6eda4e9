#include "io/textpieces.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <utility>

namespace spinel {

TextPieces::TextPieces(Read read, std::size_t capacity)
    : m_read(std::move(read))
    , m_buffer(new char[1 + capacity + 2 + kPadding])
    , m_capacity(capacity)
{ }

TextPieces::~TextPieces() = default;

void TextPieces::restore()
{
    if (!m_saved) return;
    std::memcpy(m_saved, m_savedBytes, 2);
    m_saved = nullptr;
}

void TextPieces::fill(std::uint64_t offset, std::size_t bytes)
{
    restore();
    if (offset < m_offset) throw std::logic_error("TextPieces: an offset before the buffer");
    // Drop what lies before `offset` (a gap past the buffered text is read and dropped too).
    while (offset > m_offset + m_length && !m_atEnd) {
        m_offset += m_length;
        m_length = 0;
        const std::size_t got = m_read(m_buffer.get() + 1, m_capacity);
        if (got == 0) m_atEnd = true;
        m_length = got;
    }
    const std::size_t drop = std::size_t(std::min<std::uint64_t>(offset - m_offset, m_length));
    if (drop > 0) std::memmove(m_buffer.get() + 1, m_buffer.get() + 1 + drop, m_length - drop);
    m_offset += drop;
    m_length -= drop;
    if (bytes > m_capacity) {
        // Grows only for a piece without a newline to cut at (a file on one line, say).
        const std::size_t capacity = std::max(bytes, m_capacity);
        std::unique_ptr<char[]> larger(new char[1 + capacity + 2 + kPadding]);
        if (m_length > 0) std::memcpy(larger.get() + 1, m_buffer.get() + 1, m_length);
        m_buffer = std::move(larger);
        m_capacity = capacity;
    }
    while (m_length < bytes && !m_atEnd) {
        const std::size_t got = m_read(m_buffer.get() + 1 + m_length, m_capacity - m_length);
        if (got == 0) m_atEnd = true;
        m_length += got;
    }
}

int TextPieces::at(std::uint64_t offset)
{
    restore();
    if (offset < m_offset || offset >= m_offset + m_length) {
        fill(offset, 1);
        if (m_length == 0) return kEnd;
    }
    return static_cast<unsigned char>(m_buffer[1 + std::size_t(offset - m_offset)]);
}

std::uint64_t TextPieces::skipSpace(std::uint64_t offset)
{
    for (;; ++offset) {
        const int c = at(offset);
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') return offset;
    }
}

TextPieces::Piece TextPieces::cut(std::uint64_t offset, std::size_t bytes, char open, char close)
{
    fill(offset, bytes);
    Piece piece;
    piece.text = m_buffer.get() + 1;
    piece.offset = offset;
    if (m_atEnd && m_length <= bytes) {
        piece.length = m_length;
        piece.last = true;
    } else {
        const std::size_t within = std::min(bytes, m_length);
        const void *newline = within > 1 ? ::memrchr(piece.text + 1, '\n', within - 1) : nullptr;
        if (!newline) return piece; // length 0: ask again for more
        piece.length = std::size_t(static_cast<const char *>(newline) - piece.text);
    }
    // The closing bracket where the newline was, then a space: simdjson checks a whole piece's
    // brackets for balance when the byte after it is a closing bracket (its issue 1834).
    piece.text[-1] = open;
    m_saved = piece.text + piece.length;
    std::memcpy(m_savedBytes, m_saved, 2);
    m_saved[0] = close;
    m_saved[1] = ' ';
    return piece;
}

} // namespace spinel
