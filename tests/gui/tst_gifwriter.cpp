// The GIF encoder against Qt's own GIF decoder: frames of at most 256 colours come back exactly
// (the LZW, its code widths and its table resets, the cropped later frames drawn over the earlier
// ones), a richer image within the palette's rounding, the loop and the frame delay as written.
#include <QBuffer>
#include <QImageReader>
#include <QRandomGenerator>
#include <QTest>

#include "export/gifwriter.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

QList<QImage> decode(const QByteArray &bytes, int *loopCount = nullptr, int *delayMs = nullptr)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, "gif");
    QList<QImage> frames;
    for (QImage image; reader.read(&image);) {
        frames << image.convertToFormat(QImage::Format_RGB32);
        if (delayMs) *delayMs = reader.nextImageDelay();
    }
    if (loopCount) *loopCount = reader.loopCount();
    return frames;
}

// A flat background and noise in a band: the noise fills the 4096-entry table several times. The
// noise comes in 3×3 cells on the grid the palette samples, so every colour used is counted.
QImage testFrame(int seed, const QList<QRgb> &colours)
{
    QImage image(160, 120, QImage::Format_RGB32);
    image.fill(colours[0]);
    QRandomGenerator random(quint32(seed + 1));
    for (int cy = 14; cy < 27; ++cy)
        for (int cx = 0; cx < 53; ++cx) {
            const QRgb colour = colours[random.bounded(int(colours.size()))];
            for (int y = 3 * cy; y < 3 * cy + 3; ++y)
                for (int x = 3 * cx; x < 3 * cx + 3; ++x) image.setPixel(x, y, colour);
        }
    for (int y = 90; y < 100; ++y)
        for (int x = 10 + 20 * seed; x < 30 + 20 * seed; ++x) image.setPixel(x, y, colours[1]);
    return image;
}

} // namespace

class TestGifWriter : public QObject {
    Q_OBJECT
private slots:
    void exactWithFewColours();
    void richImageWithinRounding();
    void emptyAndTinyInput();
};

void TestGifWriter::exactWithFewColours()
{
    // 180 distinct colours (with the 64 of the cube, within 256): all fit the palette, so decoding
    // gives back every pixel.
    QList<QRgb> colours;
    for (int i = 0; i < 180; ++i) colours << qRgb((i * 37) % 256, (i * 91) % 256, (i * 13) % 256);
    colours[0] = qRgb(255, 255, 255);
    QList<QImage> frames;
    for (int i = 0; i < 5; ++i) frames << testFrame(i, colours);
    // Frames 3 and 4 identical: a 1×1 update keeps the frame count.
    frames << frames.last();
    int loops = -2, delay = 0;
    const QByteArray gif = GifWriter::encode(frames, 750);
    QVERIFY(gif.startsWith("GIF89a"));
    QVERIFY(gif.endsWith(char(0x3b)));
    const QList<QImage> decoded = decode(gif, &loops, &delay);
    QCOMPARE(decoded.size(), frames.size());
    QCOMPARE(loops, -1);  // Qt reports "forever" (NETSCAPE2.0 count 0) as -1
    QCOMPARE(delay, 750); // 75 hundredths of a second
    for (int i = 0; i < frames.size(); ++i) {
        QCOMPARE(decoded[i].size(), frames[i].size());
        QCOMPARE(decoded[i], frames[i]);
    }
    // Later frames store only what changed: smaller than the first.
    QVERIFY(gif.size() < 6 * 160 * 120);
}

void TestGifWriter::richImageWithinRounding()
{
    // A smooth gradient of 65,536 colours through a 256-entry palette: no pixel is farther (in the
    // writer's 3:4:2 weighted distance) than the coarse cube guarantees, half its step of 85 in
    // every channel. (Gradients are the palette's worst case; the canvas is mostly flat colours,
    // checked in tst_animationexport.)
    QImage image(256, 256, QImage::Format_RGB32);
    for (int y = 0; y < 256; ++y)
        for (int x = 0; x < 256; ++x) image.setPixel(x, y, qRgb(x, y, (x + y) / 2));
    const QList<QImage> decoded = decode(GifWriter::encode({image}, 100));
    QCOMPARE(decoded.size(), 1);
    int worst = 0;
    for (int y = 0; y < 256; ++y)
        for (int x = 0; x < 256; ++x) {
            const QRgb a = image.pixel(x, y), b = decoded[0].pixel(x, y);
            const int dr = qRed(a) - qRed(b), dg = qGreen(a) - qGreen(b), db = qBlue(a) - qBlue(b);
            worst = std::max(worst, 3 * dr * dr + 4 * dg * dg + 2 * db * db);
        }
    QVERIFY2(worst <= 9 * 43 * 43, qPrintable(QString::number(worst)));
    QVERIFY(GifWriter::palette({image}).size() <= 256);
}

void TestGifWriter::emptyAndTinyInput()
{
    QVERIFY(GifWriter::encode({}, 100).isEmpty());
    QImage one(1, 1, QImage::Format_RGB32);
    one.fill(qRgb(10, 20, 30));
    const QList<QImage> decoded = decode(GifWriter::encode({one}, 100));
    QCOMPARE(decoded.size(), 1);
    QCOMPARE(decoded[0].pixel(0, 0), qRgb(10, 20, 30));
    // The sub-blocks of an empty index list: clear and end codes in one byte-padded block.
    const QByteArray blocks = GifWriter::lzwSubBlocks({});
    QCOMPARE(blocks.size(), 1 + 3 + 1);
    QCOMPARE(int(blocks.at(0)), 3);
    QCOMPARE(int(blocks.back()), 0);
}

SPINEL_QTEST_MAIN(TestGifWriter)
#include "tst_gifwriter.moc"
