// The animation on the canvas: its own key replaces the medium legend while a schedule is shown
// (and the medium legend comes back as it was), its colours are none of the media colours nor
// the analysis load ramp, and an NVL72 rack's NVLink phase is drawn across the rack's trays, not
// around its first tray only.
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

#include "analysis/linkcolourlegend.h"
#include "analysis/linkcolouring.h"
#include "animation/animationframes.h"
#include "animation/animationlegend.h"
#include "animation/animationpalette.h"
#include "animation/collectiveanimation.h"
#include "animation/overlaygeometry.h"
#include "animation/overlaypainter.h"
#include "canvas/canvaslegend.h"
#include "canvas/canvasstyle.h"
#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "core/catalog.h"
#include "io/designformat.h"
#include "mainwindow/animationdock.h"
#include "mainwindow/mainwindow.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/collectiveschedule.h"

using namespace spinel;

class TestAnimationOverlay : public QObject {
    Q_OBJECT
private slots:
    void legendReplacesTheMediumLegend();
    void paletteIsNotAMediumColour();
    void nvlinkPhaseFillsTheRack();
};

void TestAnimationOverlay::legendReplacesTheMediumLegend()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"))));
    CanvasView *view = window.canvasView();
    QVERIFY(view->legend()->isVisible());
    CollectiveAnimation *animation = window.animationDock()->animation();
    QVERIFY(window.animationDock()->animateFromControls());
    QVERIFY(animation->waitUntilReady(30000));
    QVERIFY(animation->legend());
    auto *key = view->findChild<LinkColourLegend *>(QStringLiteral("animationLegend"));
    QVERIFY(key);
    QVERIFY(key->isVisible());
    QVERIFY(!view->legend()->isVisible());
    // The same entries as an exported frame's key: with the design, an idle-link entry for each
    // medium its links use (the example's are all one medium or a few), in the canvas's colour.
    QCOMPARE(key->entries().size(), AnimationPalette::legend(animation->design()).size());
    QSet<int> media;
    for (const Link &link : animation->design()->links) media.insert(int(link.medium));
    QVERIFY(!media.isEmpty());
    QCOMPARE(key->entries().size(), 8 + media.size());
    int idle = 0;
    for (const LegendEntry &entry : key->entries())
        if (entry.text.startsWith(QStringLiteral("Idle link"))) {
            ++idle;
            const QColor mediumColours[] = {canvasstyle::dacLink(), canvasstyle::aocLink(), canvasstyle::multimodeLink(),
                                            canvasstyle::singlemodeLink()};
            QVERIFY2(std::find(std::begin(mediumColours), std::end(mediumColours), entry.color) != std::end(mediumColours),
                     qPrintable(entry.text));
        }
    QCOMPARE(idle, media.size());
    // At the bottom left, inside the view.
    QVERIFY(view->rect().contains(key->geometry()));
    QVERIFY(key->y() > view->height() / 2);
    // Anything that ends the animation gives the medium legend back.
    animation->clear();
    QVERIFY(!key->isVisible());
    QVERIFY(view->legend()->isVisible());
}

void TestAnimationOverlay::paletteIsNotAMediumColour()
{
    // Far apart in RGB from every medium colour and every analysis load colour: a distance under
    // ~60 is hard to tell on a projector.
    const QColor media[] = {canvasstyle::dacLink(), canvasstyle::aocLink(), canvasstyle::multimodeLink(),
                            canvasstyle::singlemodeLink()};
    QList<QColor> others(std::begin(media), std::end(media));
    // The analysis ramp's coloured steps (its grey "idle" is a non-colour, like the canvas grey).
    for (const LegendEntry &entry : LinkColouring::loadLegend())
        if (LinkColouring::severityOf(entry.color) > 0) others << entry.color;
    const auto distance = [](const QColor &a, const QColor &b) {
        return std::sqrt(std::pow(a.red() - b.red(), 2) + std::pow(a.green() - b.green(), 2) + std::pow(a.blue() - b.blue(), 2));
    };
    const QVector<LegendEntry> legend = AnimationPalette::legend();
    QCOMPARE(legend.size(), 8);
    for (const LegendEntry &entry : legend)
        for (const QColor &other : std::as_const(others))
            QVERIFY2(distance(entry.color, other) > 60, qPrintable(entry.text + QLatin1Char(' ') + other.name()));
    // The ramp is ordered: more load, darker.
    for (double u : {0.1, 0.3, 0.6, 0.8})
        QVERIFY(AnimationPalette::loadColour(u).lightness() > AnimationPalette::loadColour(u + 0.2).lightness());
}

void TestAnimationOverlay::nvlinkPhaseFillsTheRack()
{
    const Catalog &catalog = builtinCatalog();
    const Design design = loadDesignFile(
        testdata::sourcePath(QStringLiteral("resources/examples/gb300-nvl72-1su.spinel")).toStdString(), catalog);
    QVERIFY(!design.domains.empty());
    timing::CollectiveRequest request;
    request.op = timing::CollectiveOp::AllReduce;
    request.algorithm = timing::Algorithm::Hierarchical; // starts with an NVLink phase in each rack
    request.bytes = 1 << 30;
    const timing::CollectiveSchedule schedule = timing::buildCollectiveSchedule(design, catalog, request);
    QVERIFY2(schedule.ok, schedule.error.c_str());
    FabricScene scene;
    scene.showDesign(design, catalog);
    scene.finishRendering();
    const OverlayGeometry geometry = OverlayGeometry::fromScene(schedule, design, catalog, scene);

    // Every schedule node is a rack: 72 GPUs on its 18 trays, the frame around every tray.
    QCOMPARE(geometry.domains.size(), qsizetype(schedule.serverDevices.size()));
    const OverlayGeometry::Domain &rack = geometry.domains.front();
    QCOMPARE(rack.gpus, 72);
    QCOMPARE(rack.trays.size(), qsizetype(design.domains.front().members.size()));
    for (const std::string &member : design.domains.front().members) {
        const DeviceItem *tray = scene.deviceItem(QString::fromStdString(member));
        QVERIFY(tray);
        QVERIFY(rack.frame.contains(tray->sceneBoundingRect()));
    }

    // A step with NVLink transfers in the first rack tints its last tray too (before: only a
    // circle around the first tray).
    int nvlinkStep = -1;
    for (std::size_t s = 0; s < schedule.steps.size() && nvlinkStep < 0; ++s)
        for (const auto &t : schedule.steps[s].transfers)
            if (t.nvlink && t.fromServer == 0) nvlinkStep = int(s);
    QVERIFY(nvlinkStep >= 0);
    const QSize size(800, 600);
    const QRectF source = scene.designRect().adjusted(-30, -30, 30, 30);
    const QTransform toImage = AnimationFrames::sceneToTarget(source, QRectF(QPointF(0, 0), size));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setTransform(toImage);
        OverlayPainter(&schedule, std::make_shared<const OverlayGeometry>(geometry)).paint(&painter, nvlinkStep, 0.5, 1.0);
    }
    const QPoint lastTray = toImage.map(rack.trays.back()).toPoint();
    const QColor tint = image.pixelColor(lastTray);
    QVERIFY2(tint.alpha() > 0,
             qPrintable(QStringLiteral("nothing drawn at the last tray %1,%2").arg(lastTray.x()).arg(lastTray.y())));
    QVERIFY(tint.blue() > tint.green()); // NVLink purple, not a load colour or a chunk
}

SPINEL_QTEST_MAIN(TestAnimationOverlay)
#include "tst_animationoverlay.moc"
