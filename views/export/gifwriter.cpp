#include "export/gifwriter.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <vector>

namespace spinel {

namespace {

constexpr int kPaletteSize = 256;
constexpr int kMinCodeSize = 8; // 8-bit pixel indices
constexpr int kClearCode = 1 << kMinCodeSize;
constexpr int kEndCode = kClearCode + 1;
constexpr int kMaxCode = 4095; // GIF's codes are at most 12 bits wide

void putWord(QByteArray &out, int value)
{
    out.append(char(value & 0xff));
    out.append(char((value >> 8) & 0xff));
}

// Packs codes of varying width least significant bit first, as GIF reads them.
class BitWriter {
public:
    void write(int code, int width)
    {
        m_buffer |= quint32(code) << m_bits;
        m_bits += width;
        while (m_bits >= 8) {
            m_bytes.append(char(m_buffer & 0xff));
            m_buffer >>= 8;
            m_bits -= 8;
        }
    }
    QByteArray finish()
    {
        if (m_bits > 0) m_bytes.append(char(m_buffer & 0xff));
        m_buffer = 0;
        m_bits = 0;
        return m_bytes;
    }

private:
    QByteArray m_bytes;
    quint32 m_buffer = 0;
    int m_bits = 0;
};

// The string table: (prefix code, next index) -> code, open addressing over a power-of-two table
// about four times the 4096 codes, so probes stay short; reset on every clear code.
class CodeTable {
public:
    CodeTable()
        : m_keys(kSlots)
        , m_codes(kSlots)
    {
        clear();
    }
    void clear() { std::fill(m_keys.begin(), m_keys.end(), -1); }
    int find(int prefix, int index) const
    {
        const int key = (prefix << 8) | index;
        for (std::size_t slot = hash(key);; slot = (slot + 1) & (kSlots - 1)) {
            if (m_keys[slot] == key) return m_codes[slot];
            if (m_keys[slot] < 0) return -1;
        }
    }
    void insert(int prefix, int index, int code)
    {
        const int key = (prefix << 8) | index;
        std::size_t slot = hash(key);
        while (m_keys[slot] >= 0) slot = (slot + 1) & (kSlots - 1);
        m_keys[slot] = key;
        m_codes[slot] = code;
    }

private:
    static constexpr std::size_t kSlots = 16384;
    static std::size_t hash(int key) { return (std::size_t(key) * 2654435761u >> 8) & (kSlots - 1); }
    std::vector<int> m_keys, m_codes;
};

QByteArray lzw(const QByteArray &indices)
{
    BitWriter bits;
    CodeTable table;
    int codeSize = kMinCodeSize + 1;
    int next = kEndCode + 1;
    bits.write(kClearCode, codeSize);
    if (indices.isEmpty()) {
        bits.write(kEndCode, codeSize);
        return bits.finish();
    }
    int prefix = uchar(indices[0]);
    for (qsizetype i = 1; i < indices.size(); ++i) {
        const int index = uchar(indices[i]);
        if (const int code = table.find(prefix, index); code >= 0) {
            prefix = code;
            continue;
        }
        bits.write(prefix, codeSize);
        table.insert(prefix, index, next++);
        // The decoder adds this entry one code later; it widens its codes once the entry it
        // just added needs the next width, which is when ours reached 2^codeSize.
        if (next - 1 == (1 << codeSize) && codeSize < 12) ++codeSize;
        if (next > kMaxCode) {
            bits.write(kClearCode, codeSize);
            table.clear();
            codeSize = kMinCodeSize + 1;
            next = kEndCode + 1;
        }
        prefix = index;
    }
    bits.write(prefix, codeSize);
    bits.write(kEndCode, codeSize);
    return bits.finish();
}

int distance(QRgb a, QRgb b)
{
    const int dr = qRed(a) - qRed(b), dg = qGreen(a) - qGreen(b), db = qBlue(a) - qBlue(b);
    // Eyes are most sensitive to green, least to blue (the usual 3:4:2 weighting).
    return 3 * dr * dr + 4 * dg * dg + 2 * db * db;
}

// Maps colours to palette indices, remembering each colour's nearest entry.
class Quantizer {
public:
    explicit Quantizer(const QList<QRgb> &palette)
        : m_palette(palette)
    { }
    uchar index(QRgb colour)
    {
        colour |= 0xff000000u;
        if (auto it = m_cache.constFind(colour); it != m_cache.constEnd()) return *it;
        int best = 0, bestDistance = INT_MAX;
        for (int i = 0; i < m_palette.size() && bestDistance > 0; ++i)
            if (const int d = distance(colour, m_palette[i]); d < bestDistance) best = i, bestDistance = d;
        m_cache.insert(colour, uchar(best));
        return uchar(best);
    }

private:
    QList<QRgb> m_palette;
    QHash<QRgb, uchar> m_cache;
};

} // namespace

QByteArray GifWriter::lzwSubBlocks(const QByteArray &indices)
{
    const QByteArray data = lzw(indices);
    QByteArray out;
    for (qsizetype at = 0; at < data.size(); at += 255) {
        const qsizetype length = std::min<qsizetype>(255, data.size() - at);
        out.append(char(length));
        out.append(data.constData() + at, length);
    }
    out.append(char(0));
    return out;
}

QList<QRgb> GifWriter::palette(const QList<QImage> &frames)
{
    // The canvas's flat fills, lines and text colours are by far the most frequent; counting every
    // third pixel of every third row finds them. A coarse 4×4×4 cube (steps of 85) keeps a
    // neighbour within 43 per channel for the rare colours (antialiased edges, small markers).
    QHash<QRgb, int> counts;
    for (const QImage &frame : frames) {
        const QImage image = frame.convertToFormat(QImage::Format_RGB32);
        for (int y = 0; y < image.height(); y += 3) {
            const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < image.width(); x += 3) ++counts[line[x] | 0xff000000u];
        }
    }
    std::vector<std::pair<int, QRgb>> byCount;
    byCount.reserve(std::size_t(counts.size()));
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) byCount.emplace_back(it.value(), it.key());
    std::sort(byCount.begin(), byCount.end(),
              [](const auto &a, const auto &b) { return a.first != b.first ? a.first > b.first : a.second < b.second; });
    QList<QRgb> palette;
    for (int r = 0; r < 4; ++r)
        for (int g = 0; g < 4; ++g)
            for (int b = 0; b < 4; ++b) palette << qRgb(r * 85, g * 85, b * 85);
    for (const auto &[count, colour] : byCount) {
        if (palette.size() >= kPaletteSize) break;
        if (!palette.contains(colour)) palette << colour;
    }
    return palette;
}

QByteArray GifWriter::encode(const QList<QImage> &frames, int delayMs)
{
    if (frames.isEmpty()) return {};
    const QSize size = frames.first().size();
    const QList<QRgb> colours = palette(frames);
    Quantizer quantizer(colours);

    QByteArray out("GIF89a");
    putWord(out, size.width());
    putWord(out, size.height());
    out.append(char(0xf7)); // a global colour table of 2^(7+1) entries, 8 bits per primary
    out.append(char(0));    // background colour index
    out.append(char(0));    // square pixels
    for (int i = 0; i < kPaletteSize; ++i) {
        const QRgb c = i < colours.size() ? colours[i] : qRgb(0, 0, 0);
        out.append(char(qRed(c)));
        out.append(char(qGreen(c)));
        out.append(char(qBlue(c)));
    }
    // NETSCAPE2.0 application extension: loop forever (count 0).
    out.append("\x21\xff\x0bNETSCAPE2.0\x03\x01", 16);
    putWord(out, 0);
    out.append(char(0));

    const int delay = std::max(1, int(std::lround(delayMs / 10.0)));
    QByteArray previous;
    for (const QImage &frame : frames) {
        const QImage image = frame.convertToFormat(QImage::Format_RGB32).copy(QRect(QPoint(0, 0), size));
        QByteArray indices(qsizetype(size.width()) * size.height(), Qt::Uninitialized);
        for (int y = 0; y < size.height(); ++y) {
            const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            char *row = indices.data() + qsizetype(y) * size.width();
            for (int x = 0; x < size.width(); ++x) row[x] = char(quantizer.index(line[x]));
        }
        // Frames after the first differ only where the chunks moved: store that rectangle, drawn
        // over the previous frame (disposal "do not dispose").
        QRect changed(QPoint(0, 0), size);
        if (!previous.isEmpty()) {
            int left = size.width(), right = -1, top = size.height(), bottom = -1;
            for (int y = 0; y < size.height(); ++y) {
                const char *a = indices.constData() + qsizetype(y) * size.width();
                const char *b = previous.constData() + qsizetype(y) * size.width();
                for (int x = 0; x < size.width(); ++x)
                    if (a[x] != b[x])
                        left = std::min(left, x), right = std::max(right, x), top = std::min(top, y), bottom = std::max(bottom, y);
            }
            changed = right < 0 ? QRect(0, 0, 1, 1) : QRect(QPoint(left, top), QPoint(right, bottom));
        }
        QByteArray region;
        region.reserve(qsizetype(changed.width()) * changed.height());
        for (int y = changed.top(); y <= changed.bottom(); ++y)
            region.append(indices.constData() + qsizetype(y) * size.width() + changed.left(), changed.width());

        out.append("\x21\xf9\x04", 3); // graphic control extension
        out.append(char(1 << 2));      // disposal 1: leave the frame in place; no transparency
        putWord(out, delay);
        out.append(char(0)); // transparent index (unused)
        out.append(char(0));
        out.append(char(0x2c)); // image descriptor
        putWord(out, changed.left());
        putWord(out, changed.top());
        putWord(out, changed.width());
        putWord(out, changed.height());
        out.append(char(0)); // no local colour table, not interlaced
        out.append(char(kMinCodeSize));
        out.append(lzwSubBlocks(region));
        previous = std::move(indices);
    }
    out.append(char(0x3b)); // trailer
    return out;
}

} // namespace spinel
