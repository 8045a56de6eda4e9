#pragma once
// The frames of an exported animation drawn without a scene: the fabric rendered once (a raster
// background, or an SVG group) by AnimationExporter on the thread that owns the canvas objects,
// then each step's overlay (OverlayPainter from OverlayGeometry), caption and the colour key (the
// on-canvas AnimationLegend is a widget, not in the scene) painted over it.
// Everything it holds is immutable or its own, so the frames can be rendered and encoded on a
// worker thread while the user keeps working; `cancel` and `progress` let the caller stop it.

#include <QByteArray>
#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QRect>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QTransform>

#include <functional>
#include <memory>

#include "analysis/linkcolouring.h"

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
        QRectF source; // the part of the scene shown (the design and a margin)
        QSize size;
        Format format = Format::Gif;
        QImage background;    // raster formats: the fabric at `size` in layout().fabric, caption band empty
        QByteArray svgFabric; // SVG: the fabric's elements
    };

    explicit AnimationFrames(Input input);

    int frameCount() const;
    const QSize &size() const { return m_in.size; }
    const QRectF &source() const { return m_in.source; }
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
    // How a frame of `size` showing `source` is laid out: the fabric fitted into `fabric` and
    // the colour key (title, `caption`, `entries`) in `key`. The key goes beside or under the
    // fabric where the fit leaves room. Where it does not, the fabric gives up a strip for it: on
    // the right, or at the bottom with the key in one panel or split into two side by side (the
    // title and the first half of the entries, then the rest), whichever leaves the fabric
    // largest, the fabric centred in what is left. Only a small key that a strip would cost the
    // fabric a quarter of its size for sits over the canvas's bottom-left corner, as on the
    // canvas. A key that would fill a fifth of the canvas drops its caption (the SVG's title and
    // the caption band still say what plays).
    struct Layout {
        QRectF fabric;
        QRect key;      // the whole key (both panels when split)
        QRect keyFirst; // split: the first panel (title, caption, entries[0, split)); else empty
        QRect keyRest;  // split: the second panel (entries[split, ...)); else empty
        int split = 0;
        QFont font;
        QString caption; // the key's caption as shown
    };
    static Layout layout(const QSize &size, const QRectF &source, const QString &caption, const QVector<LegendEntry> &entries);
    // The overlay's line widths and chunk sizes in a frame of `size`, against the canvas's: 1 at
    // 1280 × 800 (the CLI's default), down to half on a thumbnail, where full-width glows would
    // bury the fabric, and up to twice on a large slide.
    static double overlayScale(const QSize &size);
    // The key's title.
    static QString legendTitle();
    // The key's font for a frame of `size`: it grows with the frame so it reads on a slide and
    // shrinks to 9 pixels on a small one.
    static QFont legendFont(const QSize &size);
    // The key as drawn into every frame (empty before the schedule is known), for tests.
    QRect legendRect() const { return m_layout.key; }
    // Its panels, in reading order: the key, or the two halves of a split key.
    QList<QRect> legendPanels() const
    {
        return m_layout.keyRest.isEmpty() ? QList<QRect>{m_layout.key} : QList<QRect>{m_layout.keyFirst, m_layout.keyRest};
    }
    // Where the fabric is drawn (its background and the overlay), for tests.
    QRectF fabricTarget() const { return m_layout.fabric; }
    // What `paint` draws on an antialiased painter of a `size` SVG page, as svgBody gives it.
    static QByteArray paintedSvgBody(const QSize &size, const std::function<void(QPainter &)> &paint);

private:
    QByteArray gif(const Progress &progress) const;
    QByteArray svg(const Progress &progress) const;
    void paintCaption(QPainter &painter, int step) const;
    // The key of AnimationLegend (title, the collective, AnimationPalette::legend()).
    void paintLegend(QPainter &painter) const;

    Input m_in;
    Layout m_layout;
    QVector<LegendEntry> m_legendEntries;
    QImage m_legend; // raster formats: the key drawn once, blended into each frame
};

} // namespace spinel
