#pragma once
// The overview's miniature of a scene, in two steps: what to draw is read from the items on the
// UI thread (their cached geometry only, a few milliseconds for 40,000 items), and drawn into an
// image on a worker (tens of milliseconds for a large fabric, which used to stall every edit).

#include <QColor>
#include <QImage>
#include <QLineF>
#include <QRectF>
#include <QRgb>

#include <vector>

namespace spinel {
class FabricScene;

struct MiniatureInput {
    struct Line {
        QLineF line;
        QRgb rgb;
    };
    struct Box {
        QRectF rect;
        QRgb rgb;
    };
    std::vector<Line> links;
    std::vector<Box> devices;
    QRectF source; // the scene area shown
    QSizeF target; // its size in the widget, in logical pixels
    double pixelRatio = 1;
    QColor background;
};

// What the miniature of `scene` over `source` at `target` size shows.
MiniatureInput miniatureInput(const FabricScene &scene, const QRectF &source, const QSizeF &target, double pixelRatio);
// Draws it: links as hairlines, each distinct pixel line once (36,000 links are a few thousand
// at this size), devices as boxes of at least a pixel and a half. Safe on any thread.
QImage renderMiniature(const MiniatureInput &input);

} // namespace spinel
