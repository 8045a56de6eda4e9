#include "canvas/linkbatchitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <vector>

#include "canvas/canvasstyle.h"
#include "canvas/linkitem.h"

namespace spinel {

namespace {

// One drawLines() call: every visible line with the same colour, style and pixel width.
struct PenBatch {
    QRgb rgba;
    Qt::PenStyle style;
    int widthPixels;
    QVector<QLineF> lines;
};

} // namespace

LinkBatchItem::LinkBatchItem(QGraphicsItem *layer, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_layer(layer)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption);  // for exposedRect: draw only what the frame needs
    setZValue(0);  // with the links, under the devices
    // 20,000 long hairlines are millions of pixels: ~30 ms a frame. Cached in device pixels
    // (the visible part only, when larger than the view), panning blits and only a zoom step
    // or a change to a link draws them again.
    setCacheMode(DeviceCoordinateCache);
}

void LinkBatchItem::setBounds(const QRectF &bounds)
{
    prepareGeometryChange();
    m_bounds = bounds;
}

void LinkBatchItem::growBounds(const QRectF &rect)
{
    if (!m_bounds.contains(rect)) setBounds(m_bounds | rect);
}

void LinkBatchItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF exposed = option->exposedRect;
    std::vector<PenBatch> batches;
    const QList<QGraphicsItem *> children = m_layer->childItems();
    for (const QGraphicsItem *child : children) {
        if (child->type() != LinkItem::Type || !child->isVisible()) continue;
        const auto *link = static_cast<const LinkItem *>(child);
        const QLineF &line = link->line();
        // Cheaper than QRectF::intersects on a normalized rect, and this loop runs 20,000 times.
        if (std::max(line.x1(), line.x2()) < exposed.left() || std::min(line.x1(), line.x2()) > exposed.right()
            || std::max(line.y1(), line.y2()) < exposed.top() || std::min(line.y1(), line.y2()) > exposed.bottom())
            continue;
        QColor colour = link->isSelected() ? canvasstyle::selection() : link->shownColor();
        if (link->opacity() < 1) colour.setAlphaF(float(colour.alphaF() * link->opacity()));
        const Qt::PenStyle style = link->isSelected() ? Qt::SolidLine : link->shownStyle();
        // Width 0 is Qt's cosmetic one-pixel pen: a link never vanishes however far out.
        const int widthPixels = int(std::lround(link->penWidth() * lod));
        const QRgb rgba = colour.rgba();
        auto batch = std::find_if(batches.begin(), batches.end(), [&](const PenBatch &b) {
            return b.rgba == rgba && b.style == style && b.widthPixels == widthPixels;
        });
        if (batch == batches.end()) {
            batches.push_back({rgba, style, widthPixels, {}});
            batch = batches.end() - 1;
        }
        batch->lines.append(line);
    }
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (const PenBatch &batch : batches) {
        QPen pen(QColor::fromRgba(batch.rgba), batch.widthPixels <= 1 ? 0 : batch.widthPixels / lod, batch.style);
        painter->setPen(pen);
        painter->drawLines(batch.lines.constData(), int(batch.lines.size()));
    }
}

} // namespace spinel
