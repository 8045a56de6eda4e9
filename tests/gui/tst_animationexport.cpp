// Animation export as slides: the GIF decodes with Qt's own GIF reader into one frame per step of
// the schedule, each close to the frame rendered directly (the palette rounds antialiased edges
// only); the SVG is valid for Qt's renderer, its still image shows the first step, and it holds
// one frame group per step; the PNG sequence is numbered one file per step. The dock's export runs
// on a worker (AnimationExportJob): its files equal the synchronous ones, and a cancel writes none.
#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QMenu>
#include <QSvgRenderer>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <QToolButton>

#include "animation/animationexporter.h"
#include "animation/animationexportjob.h"
#include "animation/animationpalette.h"
#include "animation/collectiveanimation.h"
#include "document/document.h"
#include "mainwindow/animationdock.h"
#include "mainwindow/mainwindow.h"
#include "core/catalog.h"
#include "io/designformat.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/collectiveschedule.h"

using namespace spinel;

namespace {

struct Fixture {
    Design design;
    timing::CollectiveSchedule schedule;
    Fixture()
    {
        design = loadDesignFile(testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel")).toStdString(),
                                builtinCatalog());
        timing::CollectiveRequest request;
        request.op = timing::CollectiveOp::AllReduce;
        request.algorithm = timing::Algorithm::Ring;
        request.bytes = 64e6;
        request.gpus = 16;
        schedule = timing::buildCollectiveSchedule(design, builtinCatalog(), request, {});
    }
};

// Mean absolute channel difference, and the share of pixels off by more than `far` in a channel.
void compareImages(const QImage &a, const QImage &b, double &mean, double &farShare, int far = 48)
{
    const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
    double sum = 0;
    qint64 farCount = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col) {
            const QRgb p = x.pixel(col, row), q = y.pixel(col, row);
            const int d = std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)), std::abs(qBlue(p) - qBlue(q))});
            sum += d;
            farCount += d > far;
        }
    const double pixels = double(x.width()) * x.height();
    mean = sum / pixels;
    farShare = farCount / pixels;
}

} // namespace

class TestAnimationExport : public QObject {
    Q_OBJECT
private slots:
    void gifDecodesToTheFrames();
    void svgOneGroupPerStep();
    void pngSequence();
    void framesCarryTheKey();
    void idleLinksAreInTheKey();
    void smallFrameKeepsTheFabricClear_data();
    void smallFrameKeepsTheFabricClear();
    void frameFollowsTheExportSize();
    void exportFromTheDock();
    void jobWritesOnAWorker_data();
    void jobWritesOnAWorker();
    void cancelLeavesNoFile_data();
    void cancelLeavesNoFile();
};

void TestAnimationExport::gifDecodesToTheFrames()
{
    Fixture f;
    QVERIFY(f.schedule.ok);
    QCOMPARE(int(f.schedule.steps.size()), 30); // ring on 16 ranks: 2(n−1)
    AnimationExporter exporter(f.design, builtinCatalog(), f.schedule);
    const QSize size(480, 300);
    QBuffer buffer;
    buffer.setData(exporter.encode(AnimationExporter::Format::Gif, size));
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, "gif");
    QVERIFY(reader.supportsAnimation());
    QCOMPARE(reader.imageCount(), 30);
    QCOMPARE(reader.size(), size);
    int frames = 0;
    for (QImage image; reader.read(&image); ++frames) {
        QCOMPARE(image.size(), size);
        QCOMPARE(reader.nextImageDelay(), AnimationExporter::kStepMs);
        // Every 7th frame against the direct rendering (all 30 would take seconds).
        if (frames % 7 != 0) continue;
        double mean = 0, farShare = 0;
        compareImages(image, exporter.frame(frames, size), mean, farShare);
        QVERIFY2(mean < 3 && farShare < 0.01,
                 qPrintable(QStringLiteral("frame %1: mean %2, far %3").arg(frames).arg(mean).arg(farShare)));
    }
    QCOMPARE(frames, 30);
}

void TestAnimationExport::svgOneGroupPerStep()
{
    Fixture f;
    AnimationExporter exporter(f.design, builtinCatalog(), f.schedule);
    const QSize size(480, 300);
    const QByteArray svg = exporter.encode(AnimationExporter::Format::Svg, size);
    QCOMPARE(svg.count("class=\"frame\""), 30);
    QCOMPARE(svg.count("<animate "), 30);
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.defaultSize(), size);
    // Without SMIL the first step shows: the still looks like the first frame.
    QImage still(size, QImage::Format_ARGB32_Premultiplied);
    still.fill(Qt::white);
    QPainter painter(&still);
    renderer.render(&painter);
    painter.end();
    double mean = 0, farShare = 0;
    // SPINEL_SCREENSHOT_DIR: keep both pictures for a look by eye.
    if (const QByteArray dir = qgetenv("SPINEL_SCREENSHOT_DIR"); !dir.isEmpty()) {
        still.save(QString::fromLocal8Bit(dir) + QStringLiteral("/animation-svg-still.png"));
        exporter.frame(0, size).save(QString::fromLocal8Bit(dir) + QStringLiteral("/animation-frame-0.png"));
    }
    compareImages(still, exporter.frame(0, size), mean, farShare, 96);
    QVERIFY2(mean < 12 && farShare < 0.05, qPrintable(QStringLiteral("mean %1, far %2").arg(mean).arg(farShare)));
}

// The on-canvas key is a widget, not in the scene: the frames draw it themselves, in a box of their
// own, with every colour of AnimationPalette::legend(); the SVG carries it once, over every step.
void TestAnimationExport::framesCarryTheKey()
{
    Fixture f;
    AnimationExporter exporter(f.design, builtinCatalog(), f.schedule);
    const QSize size(1280, 800); // spinel-cli animate's default
    const std::shared_ptr<const AnimationFrames> frames = exporter.prepare(AnimationExporter::Format::Gif, size);
    const QRect key = frames->legendRect();
    QVERIFY(!key.isEmpty());
    QVERIFY(AnimationFrames::canvasTarget(size).contains(key));
    const QVector<LegendEntry> entries = AnimationPalette::legend(&f.design);
    QVERIFY(entries.size() > 8); // the animation's eight and the idle links' media
    // The entries' colours met in the key, panel by panel, top to bottom. Under the key's
    // near-opaque white box the fabric and the overlay are washed out, so an exact colour there is
    // a swatch.
    const QList<QRect> panels = frames->legendPanels();
    const auto coloursIn = [&](const QImage &image) {
        const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
        QList<QRgb> order;
        for (const QRect &panel : panels)
            for (int y = panel.top(); y <= panel.bottom(); ++y)
                for (int x = panel.left(); x <= panel.right(); ++x) {
                    const QRgb pixel = rgb.pixel(x, y) | 0xff000000u;
                    if (order.contains(pixel)) continue;
                    for (const LegendEntry &entry : entries)
                        if (entry.color.rgb() == pixel) order << pixel;
                }
        return order;
    };
    QList<QRgb> expected;
    for (const LegendEntry &entry : entries) expected << entry.color.rgb();
    // Every swatch in order, in every frame (first, middle, last step).
    for (int step : {0, frames->frameCount() / 2, frames->frameCount() - 1}) QCOMPARE(coloursIn(frames->frame(step)), expected);

    const QByteArray svg = exporter.encode(AnimationExporter::Format::Svg, size);
    QCOMPARE(svg.count("id=\"legend\""), 1);
    QVERIFY(svg.lastIndexOf("id=\"legend\"") > svg.lastIndexOf("class=\"frame\"")); // drawn over the steps
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QImage still(size, QImage::Format_ARGB32_Premultiplied);
    still.fill(Qt::white);
    QPainter painter(&still);
    renderer.render(&painter);
    painter.end();
    QCOMPARE(coloursIn(still), expected);
    if (const QByteArray dir = qgetenv("SPINEL_SCREENSHOT_DIR"); !dir.isEmpty()) {
        frames->frame(3).save(QString::fromLocal8Bit(dir) + QStringLiteral("/animation-frame-key.png"));
        still.save(QString::fromLocal8Bit(dir) + QStringLiteral("/animation-svg-key.png"));
    }
}

// The idle links keep their medium's colour in the frames: the key names every such colour the
// fabric shows, one "Idle link" entry per medium the design's links use.
void TestAnimationExport::idleLinksAreInTheKey()
{
    Fixture f;
    AnimationExporter exporter(f.design, builtinCatalog(), f.schedule);
    const QSize size(1280, 800);
    const std::shared_ptr<const AnimationFrames> frames = exporter.prepare(AnimationExporter::Format::Gif, size);
    const QImage frame = frames->frame(0).convertToFormat(QImage::Format_RGB32);
    const QRect key = frames->legendRect();
    const QVector<LegendEntry> entries = AnimationPalette::legend(&f.design);
    QSet<int> media;
    for (const Link &link : f.design.links) media.insert(int(link.medium));
    const auto near = [](QRgb a, const QColor &b) {
        return std::abs(qRed(a) - b.red()) + std::abs(qGreen(a) - b.green()) + std::abs(qBlue(a) - b.blue()) < 12;
    };
    for (Medium medium : {Medium::Dac, Medium::Aoc, Medium::Multimode, Medium::Singlemode}) {
        const QColor colour = AnimationPalette::idleColour(medium);
        const bool named = std::any_of(entries.begin(), entries.end(), [&](const LegendEntry &e) {
            return e.color == colour && e.text.startsWith(QStringLiteral("Idle link"));
        });
        QCOMPARE(named, media.contains(int(medium)));
        // Drawn in the fabric (outside the key) exactly when the key names it.
        int pixels = 0;
        for (int y = 0; y < frame.height(); y += 1)
            for (int x = 0; x < frame.width(); x += 1)
                if (!key.contains(x, y) && near(frame.pixel(x, y), colour)) ++pixels;
        if (media.contains(int(medium)))
            QVERIFY2(pixels > 50, qPrintable(QStringLiteral("%1: %2 pixels").arg(colour.name()).arg(pixels)));
        else QVERIFY2(pixels < 5, qPrintable(QStringLiteral("%1: %2 pixels").arg(colour.name()).arg(pixels)));
    }
}

void TestAnimationExport::smallFrameKeepsTheFabricClear_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("480 x 300") << QSize(480, 300);
    QTest::newRow("640 x 360") << QSize(640, 360);
    QTest::newRow("1280 x 800") << QSize(1280, 800);
    QTest::newRow("1920 x 1080") << QSize(1920, 1080);
    QTest::newRow("800 x 1000 (portrait)") << QSize(800, 1000);
}

// At these sizes the key covers none of the fabric: it sits under a fabric that leaves room, and
// elsewhere the fabric gives up a strip for it (at small sizes with 9-pixel text, in two panels).
void TestAnimationExport::smallFrameKeepsTheFabricClear()
{
    QFETCH(QSize, size);
    Fixture f;
    AnimationExporter exporter(f.design, builtinCatalog(), f.schedule);
    const std::shared_ptr<const AnimationFrames> frames = exporter.prepare(AnimationExporter::Format::Gif, size);
    const QRect key = frames->legendRect();
    const QRectF canvas = AnimationFrames::canvasTarget(size);
    QVERIFY(!key.isEmpty());
    QVERIFY(canvas.contains(key));
    const QRectF fabric = AnimationFrames::sceneToTarget(frames->source(), frames->fabricTarget()).mapRect(frames->source());
    QVERIFY(canvas.adjusted(-0.5, -0.5, 0.5, 0.5).contains(fabric));
    // The key hides nothing of the fabric (its devices, their labels, its links)...
    const QRectF covered = fabric.intersected(QRectF(key));
    QVERIFY2(covered.isEmpty(),
             qPrintable(QStringLiteral("the key covers %1 × %2 pixels of the fabric").arg(covered.width()).arg(covered.height())));
    // ...and making room for it costs the fabric at most a quarter of its size.
    const double full = std::min(canvas.width() / frames->source().width(), canvas.height() / frames->source().height());
    QVERIFY2(
        fabric.width() / frames->source().width() >= 0.75 * full,
        qPrintable(QStringLiteral("the fabric at %1 % of its size").arg(100 * fabric.width() / frames->source().width() / full)));
    QVERIFY(AnimationFrames::legendFont(size).pixelSize() >= 9);
    // The frame draws the fabric where the layout says: there is ink inside its rectangle.
    const QImage frame = frames->frame(0).convertToFormat(QImage::Format_RGB32);
    int inked = 0;
    for (int y = int(fabric.top()); y < int(fabric.bottom()); y += 2)
        for (int x = int(fabric.left()); x < int(fabric.right()); x += 2)
            if (frame.pixel(x, y) != qRgb(255, 255, 255)) ++inked;
    QVERIFY(inked > 100);
    if (const QByteArray dir = qgetenv("SPINEL_SCREENSHOT_DIR"); !dir.isEmpty())
        frame.save(QString::fromLocal8Bit(dir) + QStringLiteral("/animation-frame-%1x%2.png").arg(size.width()).arg(size.height()));
}

// The exporter keeps the frames it prepared for one size; a frame of another size is drawn
// anew (its fabric and key laid out for that size), not the kept one scaled or cropped.
void TestAnimationExport::frameFollowsTheExportSize()
{
    Fixture f;
    AnimationExporter exporter(f.design, builtinCatalog(), f.schedule);
    const QSize small(480, 300), large(1280, 800);
    QCOMPARE(exporter.frame(1, small).size(), small);
    const QImage afterSmall = exporter.frame(1, large);
    QCOMPARE(afterSmall.size(), large);
    AnimationExporter fresh(f.design, builtinCatalog(), f.schedule);
    double mean = 0, farShare = 0;
    compareImages(afterSmall, fresh.frame(1, large), mean, farShare, 0);
    QCOMPARE(farShare, 0.0);
    QCOMPARE(exporter.frame(1, small), fresh.frame(1, small));
}

void TestAnimationExport::pngSequence()
{
    Fixture f;
    AnimationExporter exporter(f.design, builtinCatalog(), f.schedule);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("frames"));
    QString error;
    QVERIFY2(exporter.write(out, AnimationExporter::formatFor(out), QSize(320, 200), &error), qPrintable(error));
    const QStringList files = QDir(out).entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 30);
    QCOMPARE(files.first(), QStringLiteral("step-0001.png"));
    QCOMPARE(files.last(), QStringLiteral("step-0030.png"));
    QCOMPARE(QImage(QDir(out).filePath(files.first())).size(), QSize(320, 200));
    QCOMPARE(AnimationExporter::formatFor(QStringLiteral("a.GIF")), AnimationExporter::Format::Gif);
    QCOMPARE(AnimationExporter::formatFor(QStringLiteral("b.svg")), AnimationExporter::Format::Svg);
}

void TestAnimationExport::exportFromTheDock()
{
    MainWindow window;
    QVERIFY(window.openFile(testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"))));
    AnimationDock *dock = window.animationDock();
    auto *button = dock->dock()->findChild<QToolButton *>(QStringLiteral("exportAnimationButton"));
    QVERIFY(button);
    QVERIFY(!button->isEnabled()); // nothing animated yet
    QVERIFY(dock->animateFromControls());
    QVERIFY(dock->animation()->waitUntilReady(30000));
    QVERIFY(button->isEnabled());
    QCOMPARE(button->menu()->actions().size(), 3); // GIF, SVG, PNG sequence
    const int steps = int(dock->animation()->schedule()->steps.size());
    QTemporaryDir dir;
    const QString gif = dir.filePath(QStringLiteral("a.gif"));
    QVERIFY(dock->exportTo(gif, int(AnimationExporter::Format::Gif)));
    QVERIFY(!button->isEnabled()); // one export at a time
    QVERIFY(dock->waitForExport(60000));
    QVERIFY(button->isEnabled());
    QImageReader reader(gif);
    QCOMPARE(reader.imageCount(), steps);
    QCOMPARE(reader.size(), QSize(1280, 800));
    QVERIFY(dock->captionText().contains(QString::number(steps)));
    // An unwritable target: false, the reason shown, nothing left behind.
    const QString missing = dir.filePath(QStringLiteral("missing/folder/a.svg"));
    QVERIFY(dock->exportTo(missing, int(AnimationExporter::Format::Svg)));
    QVERIFY(dock->waitForExport(60000));
    QCOMPARE(dock->exportJob()->result().outcome, AnimationFrames::Outcome::Failed);
    QVERIFY2(dock->captionText().contains(QStringLiteral("missing")), qPrintable(dock->captionText()));
    QVERIFY(!QFile::exists(missing));
}

void TestAnimationExport::jobWritesOnAWorker_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("gif") << QStringLiteral("a.gif");
    QTest::newRow("svg") << QStringLiteral("a.svg");
    QTest::newRow("png sequence") << QStringLiteral("frames");
}

// The job's file equals what the synchronous exporter writes (same frames, same encoder), and
// progress reaches every frame.
void TestAnimationExport::jobWritesOnAWorker()
{
    QFETCH(QString, name);
    Fixture f;
    QTemporaryDir dir;
    const QString out = dir.filePath(name);
    const QSize size(320, 200);
    AnimationExporter exporter(f.design, builtinCatalog(), f.schedule);
    AnimationExportJob job;
    int lastDone = 0;
    connect(&job, &AnimationExportJob::progress, this, [&](int done, int) { lastDone = done; });
    QVERIFY(job.start(exporter, out, AnimationExporter::formatFor(out), size));
    QVERIFY(!job.start(exporter, out, AnimationExporter::formatFor(out), size)); // one at a time
    QVERIFY(job.waitForFinished(60000));
    QCOMPARE(job.result().outcome, AnimationFrames::Outcome::Written);
    QCOMPARE(job.result().frames, 30);
    QTRY_COMPARE(lastDone, 30);
    if (AnimationExporter::formatFor(out) == AnimationExporter::Format::PngSequence) {
        QCOMPARE(QDir(out).entryList({QStringLiteral("step-*.png")}, QDir::Files).size(), 30);
        QImage first(QDir(out).filePath(QStringLiteral("step-0001.png")));
        QCOMPARE(first.size(), size);
        double mean = 0, far = 0;
        compareImages(first, exporter.frame(0, size), mean, far);
        QCOMPARE(mean, 0.0);
    } else {
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), exporter.encode(AnimationExporter::formatFor(out), size));
    }
}

void TestAnimationExport::cancelLeavesNoFile_data()
{
    jobWritesOnAWorker_data();
}

// Cancelled at the first frame: the job says so and no file (or folder of PNGs) appears.
void TestAnimationExport::cancelLeavesNoFile()
{
    QFETCH(QString, name);
    Fixture f;
    QTemporaryDir dir;
    const QString out = dir.filePath(name);
    AnimationExporter exporter(f.design, builtinCatalog(), f.schedule);
    AnimationExportJob job;
    // Progress arrives queued on this thread; cancelling on the first report stops the worker
    // long before its 30th frame at this size.
    connect(&job, &AnimationExportJob::progress, &job, &AnimationExportJob::cancel);
    bool finished = false;
    connect(&job, &AnimationExportJob::finished, this, [&] { finished = true; });
    QVERIFY(job.start(exporter, out, AnimationExporter::formatFor(out), QSize(1600, 1000)));
    QTRY_VERIFY_WITH_TIMEOUT(finished, 60000);
    QCOMPARE(job.result().outcome, AnimationFrames::Outcome::Cancelled);
    QVERIFY(!QFileInfo::exists(out));
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
}

SPINEL_QTEST_MAIN(TestAnimationExport)
#include "tst_animationexport.moc"
