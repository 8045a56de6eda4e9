#include "canvas/linkbatchitem.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

#include <algorithm>
#include <cmath>

#include "canvas/linkbatchdrawing.h"
#include "common/tsanannotate.h"

namespace spinel {

LinkBatchItem::LinkBatchItem(QGraphicsItem *layer, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_layer(layer)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption); // for exposedRect: draw only what the frame needs
    setZValue(-0.5);                      // under the server layer (0), whose links are under its servers
    m_worker.setMaxThreadCount(1);
}

LinkBatchItem::~LinkBatchItem()
{
    // The worker reads nothing of this item, but posts its result to it.
    m_worker.waitForDone();
}

void LinkBatchItem::setBounds(const QRectF &bounds)
{
    prepareGeometryChange();
    m_bounds = bounds;
    linksChanged();
}

void LinkBatchItem::growBounds(const QRectF &rect)
{
    if (!m_bounds.contains(rect)) setBounds(m_bounds | rect);
}

void LinkBatchItem::linksChanged()
{
    ++m_generation;
    update();
}

void LinkBatchItem::finishRendering()
{
    m_worker.waitForDone();
    // Deliver the result now rather than on the next event-loop turn.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

bool LinkBatchItem::isRendering() const
{
    return std::any_of(m_views.cbegin(), m_views.cend(), [](const View &view) { return view.rendering; });
}

LinkBatchItem::View &LinkBatchItem::viewFor(QWidget *widget)
{
    if (!m_views.contains(widget)) connect(widget, &QObject::destroyed, this, [this, widget] { m_views.remove(widget); });
    return m_views[widget];
}

void LinkBatchItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    const QTransform transform = painter->worldTransform();
    const double scale = option->levelOfDetailFromTransform(transform);
    // Exports and prints: vectors, all of it, now. So is any view that rotates or shears.
    if (!widget || transform.isRotating() || transform.m11() != transform.m22()) {
        const LinkBatchFrame frame = collectLinks(m_layer, option->exposedRect, scale, m_fadePassingOver);
        drawLinkLines(painter, frame);
        drawLinkBadges(painter, frame.badges);
        return;
    }
    const QRectF view = transform.inverted().mapRect(QRectF(widget->rect())) & m_bounds;
    const QRectF needed = option->exposedRect & view;
    if (needed.isEmpty()) return;
    View &state = viewFor(widget);
    if (state.shown.generation == m_generation && state.shown.scale == scale && state.shown.sceneArea.contains(needed)) {
        blit(painter, state.shown);
        // Badges are text: drawn here, on top, rather than in the worker's image. Those of the
        // rendered frame: the links have not changed since (same generation).
        drawLinkBadges(painter, state.shown.badges);
        return;
    }
    // A quarter of a view of margin on each side, so panning a little reuses the image.
    const QRectF area = view.adjusted(-view.width() / 4, -view.height() / 4, view.width() / 4, view.height() / 4) & m_bounds;
    LinkBatchFrame frame = collectLinks(m_layer, area, scale, m_fadePassingOver);
    if (frame.pixelCost <= kDirectPixelBudget) {
        drawLinkLines(painter, frame);
        drawLinkBadges(painter, frame.badges);
        return;
    }
    const double pixelRatio = widget->devicePixelRatioF();
    if (state.shown.image.isNull()) {
        // Nothing to show meanwhile (the first frame): render here, once.
        QElapsedTimer timer;
        timer.start();
        state.shown = render(frame, area, scale, pixelRatio, m_generation);
        m_lastRenderMs = double(timer.nsecsElapsed()) / 1e6;
    } else if (!state.rendering) {
        startRendering(widget, std::move(frame), area, scale, pixelRatio);
    }
    blit(painter, state.shown);
}

LinkBatchItem::Rendering LinkBatchItem::render(const LinkBatchFrame &frame, const QRectF &area, double scale, double pixelRatio,
                                               int generation)
{
    Rendering result;
    result.sceneArea = area;
    result.scale = scale;
    result.generation = generation;
    result.badges = frame.badges;
    const QSize size(int(std::ceil(area.width() * scale * pixelRatio)), int(std::ceil(area.height() * scale * pixelRatio)));
    result.image = QImage(size, QImage::Format_ARGB32_Premultiplied);
    result.image.setDevicePixelRatio(pixelRatio);
    result.image.fill(Qt::transparent);
    QPainter painter(&result.image);
    painter.setTransform(QTransform(scale, 0, 0, scale, -area.left() * scale, -area.top() * scale));
    drawLinkLines(&painter, frame);
    return result;
}

void LinkBatchItem::startRendering(QWidget *widget, LinkBatchFrame frame, const QRectF &area, double scale, double pixelRatio)
{
    m_views[widget].rendering = true;
    const int generation = m_generation;
    // Handoffs both ways through Qt's pool and event queue: tsan::handoff() shows them to TSan.
    m_worker.start(tsan::handoff([this, widget, frame = std::move(frame), area, scale, pixelRatio, generation] {
        QElapsedTimer timer;
        timer.start();
        Rendering result = render(frame, area, scale, pixelRatio, generation);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        // `widget` is only a key here: if the view went meanwhile, its entry is gone.
        QMetaObject::invokeMethod(this, tsan::handoff([this, widget, result = std::move(result), ms]() mutable {
                                      rendered(widget, std::move(result), ms);
                                  }),
                                  Qt::QueuedConnection);
    }));
}

void LinkBatchItem::rendered(QWidget *widget, Rendering rendering, double ms)
{
    m_lastRenderMs = ms;
    const auto view = m_views.find(widget);
    if (view == m_views.end()) return;
    view->rendering = false;
    // Even when the links changed meanwhile it is newer than what is shown; the next frame
    // sees it is stale and asks for another.
    view->shown = std::move(rendering);
    widget->update();
}

void LinkBatchItem::blit(QPainter *painter, const Rendering &shown)
{
    if (shown.image.isNull()) return;
    const QRectF target = painter->worldTransform().mapRect(shown.sceneArea);
    painter->save();
    painter->resetTransform();
    const QSizeF imageSize = QSizeF(shown.image.size()) / shown.image.devicePixelRatio();
    if (std::abs(target.width() - imageSize.width()) < 1 && std::abs(target.height() - imageSize.height()) < 1)
        painter->drawImage(QPointF(std::round(target.left()), std::round(target.top())), shown.image); // 1:1, a copy
    else {
        // An older zoom, scaled until the new image arrives: for a few frames, speed over looks.
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(target, shown.image);
    }
    painter->restore();
}

} // namespace spinel
