#pragma once
// An animated GIF89a encoder (Qt reads GIF but cannot write it): one global palette of the frames'
// own colours (the canvas draws few flat colours; antialiased edges map to the nearest entry),
// LZW-compressed frames, each after the first cropped to the rectangle that changed, looping.
// Format: the GIF89a specification (W3C copy: https://www.w3.org/Graphics/GIF/spec-gif89a.txt).

#include <QByteArray>
#include <QImage>
#include <QList>

namespace spinel {

class GifWriter {
public:
    // All frames must have the same size. `delayMs` is rounded to GIF's hundredths of a second.
    static QByteArray encode(const QList<QImage> &frames, int delayMs);

    // The palette encode() uses for these frames (≤ 256 colours), for tests.
    static QList<QRgb> palette(const QList<QImage> &frames);
    // GIF's variable-width LZW of `indices` (8-bit codes), as a list of data sub-blocks, for tests.
    static QByteArray lzwSubBlocks(const QByteArray &indices);
};

} // namespace spinel
