#pragma once
// What LinkBatchItem draws, gathered on the UI thread from the LinkItems and drawn by plain
// functions, so the drawing can run on a worker thread into an image: grouped by pen, clipped
// to the area a frame needs, with an estimate of what rasterising it costs.

#include <QLineF>
#include <QRectF>
#include <QRgb>
#include <QString>
#include <QVector>

#include <vector>

class QGraphicsItem;
class QPainter;

namespace spinel {

struct LinkBatchFrame {
    // One drawLines() call: every line with the same colour, style and pixel width.
    struct Pen {
        QRgb rgba;
        Qt::PenStyle style;
        int widthPixels; // 0 or 1: a cosmetic hairline
        bool selected;   // drawn with a halo under it
        bool faint;      // passes over other rows: drawn first, in a pale tint
        QVector<QLineF> lines;
    };
    struct Badge {
        QRectF rect;
        QString text;
        QRgb border;
    };
    std::vector<Pen> pens;
    std::vector<Badge> badges; // count badges of bundles, when zoomed in far enough to read
    double lod = 1;            // device pixels per scene unit
    // Visible line length × width in device pixels: what drawing the lines costs.
    double pixelCost = 0;
};

// The LinkItems among `layer`'s children that cross `area`, as they look now, for a frame at
// `lod`. Lines are clipped to `area`. With `fadePassingOver`, links rising more than a tier row
// and a half are drawn faint (see linkbatchdrawing.cpp).
LinkBatchFrame collectLinks(const QGraphicsItem *layer, const QRectF &area, double lod, bool fadePassingOver);
// Draws the lines of `frame` (not the badges) with `painter`'s current transform.
void drawLinkLines(QPainter *painter, const LinkBatchFrame &frame);
// Draws count badges: text, so on the UI thread.
void drawLinkBadges(QPainter *painter, const std::vector<LinkBatchFrame::Badge> &badges);

} // namespace spinel
