#include "animation/animationframecache.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPaintEvent>
#include <QPainter>
#include <QTimer>

#include "animation/collectiveoverlayitem.h"
#include "animation/overlaypainter.h"
#include "canvas/linkbatchitem.h"

namespace spinel {

AnimationFrameCache::AnimationFrameCache(QGraphicsView *view, CollectiveOverlayItem *overlay, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_viewport(view->viewport())
    , m_overlay(overlay)
    , m_settle(new QTimer(this))
{
    m_settle->setSingleShot(true);
    m_settle->setInterval(kSettleMs);
    connect(m_settle, &QTimer::timeout, this, [this] {
        if (!m_active || !m_view) return;
        // The canvas's lines are still being drawn on a worker: an image of them now would keep
        // the old ones for the rest of the run.
        if (linksRendering()) {
            m_settle->start();
            return;
        }
        if (!isValid() && rebuild()) m_view->viewport()->update();
    });
    view->viewport()->installEventFilter(this);
    if (QGraphicsScene *scene = view->scene()) {
        connect(scene, &QGraphicsScene::selectionChanged, this, &AnimationFrameCache::invalidate);
        connect(scene, &QGraphicsScene::sceneRectChanged, this, &AnimationFrameCache::invalidate);
    }
}

AnimationFrameCache::~AnimationFrameCache()
{
    if (m_viewport) m_viewport->removeEventFilter(this);
}

void AnimationFrameCache::setActive(bool active)
{
    if (active == m_active) return;
    m_active = active;
    invalidate();
    if (active) {
        findLinkBatches();
        m_settle->start(0); // the first image as soon as the event loop turns
    } else {
        m_settle->stop();
        m_canvas = m_withStep = QImage(); // ~6 MB each on a large screen
        m_linkBatches.clear();
        // Whatever changed under the cache while it played shows now.
        if (m_view) m_view->viewport()->update();
    }
}

void AnimationFrameCache::invalidate()
{
    m_canvas = QImage();
    m_step = -1;
    if (m_active && !m_settle->isActive()) m_settle->start();
}

void AnimationFrameCache::findLinkBatches()
{
    m_linkBatches.clear();
    if (!m_view || !m_view->scene()) return;
    // The scene's few batch items among its items; looked up once per play.
    const QList<QGraphicsItem *> items = m_view->scene()->items();
    for (QGraphicsItem *item : items)
        if (item->type() == LinkBatchItem::Type) m_linkBatches << static_cast<LinkBatchItem *>(item);
}

bool AnimationFrameCache::linksRendering() const
{
    for (const QPointer<LinkBatchItem> &batch : m_linkBatches)
        if (batch && batch->isRendering()) return true;
    return false;
}

bool AnimationFrameCache::isValid() const
{
    if (!m_view || m_canvas.isNull() || m_provisional) return false;
    const QWidget *viewport = m_view->viewport();
    return viewport->size() == m_size && viewport->devicePixelRatioF() == m_pixelRatio
           && m_view->viewportTransform() == m_transform;
}

bool AnimationFrameCache::rebuild()
{
    if (!m_view || !m_view->scene() || !m_active) return false;
    QWidget *viewport = m_view->viewport();
    if (viewport->size().isEmpty()) return false;
    m_size = viewport->size();
    m_pixelRatio = viewport->devicePixelRatioF();
    m_transform = m_view->viewportTransform();
    // Opaque: the view paints its whole background, and an opaque image blits as a copy.
    m_canvas = QImage(m_size * m_pixelRatio, QImage::Format_RGB32);
    m_canvas.setDevicePixelRatio(m_pixelRatio);
    m_canvas.fill(m_view->backgroundBrush().style() == Qt::SolidPattern ? m_view->backgroundBrush().color()
                                                                        : viewport->palette().color(viewport->backgroundRole()));
    // The view's own paint path (grid, items, the batches' images) with the overlay left out.
    m_building = true;
    m_overlay->setPaintSuppressed(true);
    viewport->render(&m_canvas, QPoint(), QRegion(), QWidget::DrawWindowBackground);
    m_overlay->setPaintSuppressed(false);
    m_building = false;
    m_step = -1;
    m_provisional = linksRendering();
    if (m_provisional) m_settle->start();
    ++m_rebuilds;
    return true;
}

bool AnimationFrameCache::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_viewport && event->type() == QEvent::Paint && m_active && !m_building)
        return paintFrame(static_cast<QPaintEvent *>(event));
    return QObject::eventFilter(watched, event);
}

bool AnimationFrameCache::paintFrame(QPaintEvent *event)
{
    if (!m_view->rubberBandRect().isEmpty()) return false; // the band is drawn by the view's paint
    if (!isValid()) {
        // Moved, zoomed or resized: painted as usual until the view is still again.
        m_canvas = QImage();
        if (m_view->viewportTransform() != m_seenTransform || m_view->viewport()->size() != m_seenSize) {
            m_seenTransform = m_view->viewportTransform();
            m_seenSize = m_view->viewport()->size();
            m_settle->start(); // restarted while the view keeps moving
        } else if (!m_settle->isActive()) {
            m_settle->start();
        }
        return false;
    }
    const QRectF visible = m_transform.inverted().mapRect(QRectF(QPointF(0, 0), QSizeF(m_size)));
    if (m_step != m_overlay->step() || m_scale != m_overlay->scale()) {
        // A new step: its loaded links over a copy of the canvas, once.
        m_withStep = m_canvas.copy();
        QPainter painter(&m_withStep);
        painter.setTransform(m_transform);
        m_overlay->paintLayers(&painter, OverlayPainter::StepLayer, visible);
        m_step = m_overlay->step();
        m_scale = m_overlay->scale();
    }
    QPainter painter(m_view->viewport());
    const QRect exposed = event->rect();
    const QRectF source(QPointF(exposed.topLeft()) * m_pixelRatio, QSizeF(exposed.size()) * m_pixelRatio);
    painter.drawImage(QRectF(exposed), m_withStep, source);
    painter.setTransform(m_transform);
    m_overlay->paintLayers(&painter, OverlayPainter::Markers, m_transform.inverted().mapRect(QRectF(exposed)));
    return true;
}

} // namespace spinel
