#pragma once
// The overview's miniature of a scene, in two steps: what to draw is read from the items on the
// UI thread (their cached geometry only, a few milliseconds for 40,000 items), and drawn into an
// image on a worker (tens of milliseconds for a large fabric, which used to stall every edit).

#include <QColor>
#include <QImage>
#include <QLineF>
#include <QRectF>
#include <QRgb>

#include <cstdint>
#include <memory>
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
    // Shared with the next input while the scene's links have not changed (linkRevision()):
    // reading 300,000 link items took ~100 ms of the UI thread on every refresh.
    std::shared_ptr<const std::vector<Line>> links;
    std::vector<Box> devices;
    QRectF source; // the scene area shown
    QSizeF target; // its size in the widget, in logical pixels
    double pixelRatio = 1;
    QColor background;
};

// The links of the last input and the scene revision they were read at.
struct MiniatureLinkCache {
    const FabricScene *scene = nullptr;
    std::uint64_t revision = 0;
    std::shared_ptr<const std::vector<MiniatureInput::Line>> lines;
};

// What the miniature of `scene` over `source` at `target` size shows. The links are read from
// the items only when the scene's link revision moved since `cache` was filled.
MiniatureInput miniatureInput(const FabricScene &scene, const QRectF &source, const QSizeF &target, double pixelRatio,
                              MiniatureLinkCache &cache);
// Draws it: links as hairlines, each distinct pixel line once (36,000 links are a few thousand
// at this size), devices as boxes of at least a pixel and a half. Safe on any thread.
QImage renderMiniature(const MiniatureInput &input);

} // namespace spinel
