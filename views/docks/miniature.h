#pragma once
// The overview's miniature of a scene, in two steps: what to draw is gathered on the UI thread
// (the devices' cached geometry, a few milliseconds for 37,000 items, and the scene's kept list of
// link lines, shared), and drawn into an image on a worker (tens of milliseconds for a large
// fabric, which used to stall every edit).

#include <QColor>
#include <QImage>
#include <QRectF>
#include <QRgb>

#include <memory>
#include <vector>

#include "canvas/linklines.h"

namespace spinel {
class FabricScene;

struct MiniatureInput {
    struct Box {
        QRectF rect;
        QRgb rgb;
    };
    // The scene's link lines as they were (FabricScene::linkLines()), in the medium's colours:
    // shared, not read from the items (that took ~100 ms of the UI thread at 291,600 links).
    std::shared_ptr<const LinkLines::List> links;
    std::vector<Box> devices;
    QRectF designRect; // the area the design covers (FabricScene::designRect())
    QRectF source;     // the scene area shown
    QSizeF target;     // its size in the widget, in logical pixels
    double pixelRatio = 1;
    QColor background;
};

// What the miniature of `scene` shows, and the area its design covers, in one walk over the
// devices (two walks, designRect() and this, made each refresh a UI-thread turn of 30-43 ms on
// 37,000 devices). The caller sets `source` and `target` from `designRect`.
MiniatureInput miniatureInput(const FabricScene &scene, double pixelRatio);
// Draws it: links as hairlines lighter than the canvas's (the background of the miniature), each
// distinct pixel line once (36,000 links are a few thousand at this size), devices as boxes of at
// least a pixel and a half. Safe on any thread.
QImage renderMiniature(const MiniatureInput &input);

} // namespace spinel
