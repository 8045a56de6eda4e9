// Canvas export: the whole design as PNG and SVG, links included (they are drawn by the scene's
// batch items, which paint vectors when there is no view), in the right colours.
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include "canvas/canvasstyle.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "core/catalog.h"
#include "export/sceneexporter.h"
#include "analysis/linkcolourlegend.h"
#include "analysis/linkcolouring.h"
#include "generate/generators.h"
#include "support/testmain.h"

using namespace spinel;

class TestSceneExport : public QObject {
    Q_OBJECT
private slots:
    void pngShowsLinksAndDevices();
    void svgHasEveryLinkColour();
    void colourKeyIsDrawnBelow();
};

namespace {

// Pixels of `image` within a small distance of `colour`.
int pixelsNear(const QImage &image, const QColor &colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            if (std::abs(qRed(line[x]) - colour.red()) + std::abs(qGreen(line[x]) - colour.green())
                    + std::abs(qBlue(line[x]) - colour.blue())
                < 30)
                ++count;
    }
    return count;
}

} // namespace

void TestSceneExport::pngShowsLinksAndDevices()
{
    // Two scalable units: 64 servers cabled by copper to 16 leaves, leaves by multimode fibre to spines.
    const Design design = generateFabric("rail-optimized", {{"sus", "2"}}, builtinCatalog());
    FabricScene scene;
    scene.showDesign(design, builtinCatalog());
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("canvas.png"));
    QString error;
    QVERIFY2(SceneExporter::exportScene(&scene, file, &error), qPrintable(error));
    QImage image(file);
    QVERIFY(!image.isNull());
    image = image.convertToFormat(QImage::Format_RGB32);
    if (qEnvironmentVariableIsSet("SPINEL_KEEP_EXPORT")) image.save(QStringLiteral("/tmp/tst_sceneexport.png"));
    // Rendered at twice the longest side of 1,800 logical pixels.
    QCOMPARE(std::max(image.width(), image.height()), 2 * SceneExporter::kLongestSide);
    // Thousands of pixels of each link colour: the batches drew both kinds of link.
    QVERIFY2(pixelsNear(image, canvasstyle::dacLink()) > 5000, "server links missing");
    QVERIFY2(pixelsNear(image, canvasstyle::multimodeLink()) > 5000, "leaf-spine links missing");
}

void TestSceneExport::svgHasEveryLinkColour()
{
    const Design design = generateFabric("rail-optimized", {{"sus", "2"}}, builtinCatalog());
    FabricScene scene;
    scene.showDesign(design, builtinCatalog());
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("canvas.svg"));
    QString error;
    QVERIFY2(SceneExporter::exportScene(&scene, file, &error), qPrintable(error));
    QFile svg(file);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    // The links as vectors: their colours appear as strokes.
    QVERIFY(text.contains("<svg"));
    for (const QColor &colour : {canvasstyle::dacLink(), canvasstyle::multimodeLink()})
        QVERIFY2(text.contains("stroke=\"" + colour.name().toLatin1()), qPrintable(colour.name()));
}

void TestSceneExport::colourKeyIsDrawnBelow()
{
    // A canvas coloured by load is exported with its key (issue 12): below the drawing, whole.
    const Design design = generateFabric("rail-optimized", {{"sus", "1"}}, builtinCatalog());
    FabricScene scene;
    scene.showDesign(design, builtinCatalog());
    QWidget canvas; // the key is a child of the view, shown while links are coloured by load
    LinkColourLegend &key = *new LinkColourLegend(&canvas);
    key.setContents(QStringLiteral("Links: load under a collective"), QStringLiteral("All-reduce, 1 GiB"),
                    LinkColouring::loadLegend());
    QTemporaryDir dir;
    QString error;
    const QString plain = dir.filePath(QStringLiteral("plain.png"));
    const QString keyed = dir.filePath(QStringLiteral("keyed.png"));
    QVERIFY2(SceneExporter::exportScene(&scene, plain, &error), qPrintable(error));
    QVERIFY2(SceneExporter::exportScene(&scene, keyed, &error, &key), qPrintable(error));
    const QImage without = QImage(plain).convertToFormat(QImage::Format_RGB32);
    const QImage with = QImage(keyed).convertToFormat(QImage::Format_RGB32);
    // Rendered at twice the logical size: the key's height and margins below the same drawing.
    QCOMPARE(with.height(), without.height() + 2 * (key.sizeHint().height() + 16));
    const QImage below = with.copy(0, without.height(), with.width(), with.height() - without.height());
    // The key's saturated-red swatch is there, and only below the drawing.
    QVERIFY2(pixelsNear(below, LinkColouring::loadLegend().front().color) > 20, "no load key in the export");
    // A hidden key (colouring by medium) adds nothing.
    key.hide();
    QVERIFY2(SceneExporter::exportScene(&scene, keyed, &error, &key), qPrintable(error));
    QCOMPARE(QImage(keyed).height(), without.height());
}

SPINEL_QTEST_MAIN(TestSceneExport)
#include "tst_sceneexport.moc"
