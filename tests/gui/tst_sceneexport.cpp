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
#include "generate/generators.h"

using namespace spinel;

class TestSceneExport : public QObject {
    Q_OBJECT
private slots:
    void pngShowsLinksAndDevices();
    void svgHasEveryLinkColour();
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
                    + std::abs(qBlue(line[x]) - colour.blue()) < 30)
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

QTEST_MAIN(TestSceneExport)
#include "tst_sceneexport.moc"
