#pragma once
// The frames of an exported animation drawn without a scene: the fabric rendered once (a raster
// background, or an SVG group) by AnimationExporter on the thread that owns the canvas objects,
// then each step's overlay (OverlayPainter from OverlayGeometry) and caption painted over it.
// Everything it holds is immutable or its own, so the frames can be rendered and encoded on a
// worker thread while the user keeps working; `cancel` and `progress` let the caller stop it.

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QTransform>

#include <functional>
#include <memory>

class QPainter;

namespace spinel {
struct Design;
struct OverlayGeometry;
namespace timing {
struct CollectiveSchedule;
}

class AnimationFrames {
    Q_DECLARE_TR_FUNCTIONS(AnimationExporter)
public:
    enum class Format { PngSequence, Gif, Svg };
    enum class Outcome { Written, Cancelled, Failed };
    // Called after each frame with (frames done, frames in all); returns false to cancel.
    using Progress = std::function<bool(int done, int total)>;

    struct Input {
        std::shared_ptr<const Design> design;
        std::shared_ptr<const timing::CollectiveSchedule> schedule;
        std::shared_ptr<const OverlayGeometry> geometry;
        QRectF source;          // the part of the scene shown (the design and a margin)
        QSize size;
        Format format = Format::Gif;
        QImage background;      // raster formats: the fabric at `size`, caption band empty
        QByteArray svgFabric;   // SVG: the fabric's elements
    };

    explicit AnimationFrames(Input input);

    int frameCount() const;
    const QSize &size() const { return m_in.size; }
    // One raster frame: the fabric, the step's overlay with chunks half-way along, the caption.
    QImage frame(int step) const;
    // The whole GIF or SVG file in memory; empty when cancelled.
    QByteArray encode(const Progress &progress = {}) const;
    // Writes the file (GIF, SVG) or the numbered PNGs into the directory `output`, each file
    // atomically (SaveFile); nothing is written when cancelled, and a failed or cancelled PNG
    // sequence removes the files it wrote. `error`: "Cannot write …".
    Outcome write(const QString &output, const Progress &progress, QString *error) const;

    // The caption band under the canvas and where the canvas goes, for a frame of `size`.
    static int captionBand(const QSize &size);
    static QRectF canvasTarget(const QSize &size);
    // What QGraphicsScene::render does with Qt::KeepAspectRatio: `source` scaled to fit, placed at
    // the target's top-left corner (Qt does not centre it).
    static QTransform sceneToTarget(const QRectF &source, const QRectF &target);
    // The elements inside the root <svg> of a QSvgGenerator document.
    static QByteArray svgBody(const QByteArray &document);
    // What `paint` draws on an antialiased painter of a `size` SVG page, as svgBody gives it.
    static QByteArray paintedSvgBody(const QSize &size, const std::function<void(QPainter &)> &paint);

private:
    QByteArray gif(const Progress &progress) const;
    QByteArray svg(const Progress &progress) const;
    void paintCaption(QPainter &painter, int step) const;

    Input m_in;
};

} // namespace spinel
