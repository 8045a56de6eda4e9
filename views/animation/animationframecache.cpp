#include "animation/animationframecache.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPaintEvent>
#include <QPainter>
#include <QTimer>

#include "animation/collectiveoverlayitem.h"
#include "animation/overlaypainter.h"
#include "canvas/fabricscene.h"
#include "canvas/linkbatchitem.h"
#include "common/pooltask.h"

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
    connect(m_settle, &QTimer::timeout, this, &AnimationFrameCache::settled);
    view->viewport()->installEventFilter(this);
}

AnimationFrameCache::~AnimationFrameCache()
{
    setActive(false);
    waitForWorker();
    if (m_viewport) m_viewport->removeEventFilter(this);
}

void AnimationFrameCache::setActive(bool active)
{
    if (active == m_active) return;
    m_active = active;
    QGraphicsScene *scene = m_view ? m_view->scene() : nullptr;
    // While the cache plays, the overlay's moves repaint the viewport, not the scene: the
    // scene's changed() then means the canvas under the overlay changed.
    m_overlay->setRepaintTarget(active ? m_viewport.data() : nullptr);
    if (active) {
        if (scene) {
            // Note: once anything listens to changed(), Qt delivers the scene's repaints to its
            // views through it (Qt 4.4's path) for the rest of the scene's life, and removing a
            // visible item then repaints the whole view (FabricScene::contentChanged()). The cache
            // must see every repaint, overlays' colours included, so it pays that while it plays.
            connect(scene, &QGraphicsScene::changed, this, &AnimationFrameCache::sceneChanged);
            connect(scene, &QGraphicsScene::selectionChanged, this, &AnimationFrameCache::invalidate);
            connect(scene, &QGraphicsScene::sceneRectChanged, this, &AnimationFrameCache::invalidate);
        }
        invalidate();
        findLinkBatches();
        m_settle->start(0); // the first image as soon as the event loop turns
    } else {
        if (scene) disconnect(scene, nullptr, this, nullptr);
        m_settle->stop();
        waitForWorker();                  // it paints the overlay, which may go once the animation pauses
        m_canvas = m_withStep = QImage(); // ~6 MB each on a large screen
        m_step = -1;
        m_linkBatches.clear();
        // Whatever changed under the cache while it played shows now.
        if (m_viewport) m_viewport->update();
    }
}

void AnimationFrameCache::invalidate()
{
    ++m_generation;
    m_canvas = m_withStep = QImage();
    m_step = -1;
    if (m_active && !m_settle->isActive()) m_settle->start(kSettleMs);
}

void AnimationFrameCache::sceneChanged()
{
    // The repaints a rendering of the cache itself caused are not changes of the canvas.
    if (!m_building) invalidate();
}

void AnimationFrameCache::settled()
{
    if (!m_active || !m_view) return;
    // The canvas's lines are still being drawn on a worker, or a large edit is being applied in
    // slices: an image now would keep the old canvas for the rest of the run.
    if (linksRendering() || sceneBusy()) {
        m_settle->start(kSettleMs);
        return;
    }
    if (!isValid() && rebuild()) m_viewport->update();
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

bool AnimationFrameCache::sceneBusy() const
{
    const auto *scene = m_view ? qobject_cast<const FabricScene *>(m_view->scene()) : nullptr;
    return scene && scene->hasPendingEdits();
}

QColor AnimationFrameCache::background() const
{
    const QBrush brush = m_view->backgroundBrush();
    return brush.style() == Qt::SolidPattern ? brush.color() : m_viewport->palette().color(m_viewport->backgroundRole());
}

bool AnimationFrameCache::isValid() const
{
    if (!m_view || !m_viewport || m_canvas.isNull() || m_provisional) return false;
    return m_viewport->size() == m_size && m_viewport->devicePixelRatioF() == m_pixelRatio
           && m_view->viewportTransform() == m_transform && background() == m_background;
}

bool AnimationFrameCache::rebuild()
{
    if (!m_view || !m_viewport || !m_view->scene() || !m_active) return false;
    QWidget *viewport = m_viewport;
    if (viewport->size().isEmpty()) return false;
    m_size = viewport->size();
    m_pixelRatio = viewport->devicePixelRatioF();
    m_transform = m_view->viewportTransform();
    m_background = background();
    // Opaque: the view paints its whole background, and an opaque image blits as a copy.
    m_canvas = QImage(m_size * m_pixelRatio, QImage::Format_RGB32);
    m_canvas.setDevicePixelRatio(m_pixelRatio);
    m_canvas.fill(m_background);
    // The view's own paint path (grid, items, the batches' images) with the overlay left out.
    m_building = true;
    m_overlay->setPaintSuppressed(true);
    viewport->render(&m_canvas, QPoint(), QRegion(), QWidget::DrawWindowBackground);
    m_overlay->setPaintSuppressed(false);
    m_building = false;
    m_withStep = QImage();
    m_step = -1;
    ++m_generation;
    m_provisional = linksRendering();
    if (m_provisional) m_settle->start(kSettleMs);
    ++m_rebuilds;
    return true;
}

bool AnimationFrameCache::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_viewport && m_active && !m_building) {
        switch (event->type()) {
        case QEvent::Paint: return paintFrame(static_cast<QPaintEvent *>(event));
        // A theme or style change repaints the whole canvas in other colours.
        case QEvent::PaletteChange:
        case QEvent::StyleChange:
        case QEvent::FontChange: invalidate(); break;
        default: break;
        }
    }
    return QObject::eventFilter(watched, event);
}

bool AnimationFrameCache::paintFrame(QPaintEvent *event)
{
    if (!m_view->rubberBandRect().isEmpty()) return false; // the band is drawn by the view's paint
    if (!isValid()) {
        // Moved, zoomed or resized: painted as usual until the view is still again.
        m_canvas = m_withStep = QImage();
        if (m_view->viewportTransform() != m_seenTransform || m_viewport->size() != m_seenSize) {
            m_seenTransform = m_view->viewportTransform();
            m_seenSize = m_viewport->size();
            m_settle->start(kSettleMs); // restarted while the view keeps moving
        } else if (!m_settle->isActive()) {
            m_settle->start(kSettleMs);
        }
        return false;
    }
    const QRectF visible = m_transform.inverted().mapRect(QRectF(QPointF(0, 0), QSizeF(m_size)));
    if (m_withStep.isNull() || m_step != m_overlay->step() || m_scale != m_overlay->scale()) {
        // A new step: its loaded links over a copy of the canvas, once (drawn ahead if it could).
        m_withStep = takeDrawnAhead(m_overlay->step(), m_overlay->scale());
        if (m_withStep.isNull()) {
            m_withStep = m_canvas.copy();
            QPainter painter(&m_withStep);
            painter.setTransform(m_transform);
            m_overlay->paintLayers(&painter, OverlayPainter::StepLayer, visible);
        } else {
            ++m_stepsDrawnAhead;
        }
        m_step = m_overlay->step();
        m_scale = m_overlay->scale();
    }
    QPainter painter(m_viewport);
    const QRect exposed = event->rect();
    const QRectF source(QPointF(exposed.topLeft()) * m_pixelRatio, QSizeF(exposed.size()) * m_pixelRatio);
    painter.drawImage(QRectF(exposed), m_withStep, source);
    painter.setTransform(m_transform);
    m_overlay->paintLayers(&painter, OverlayPainter::Markers, m_transform.inverted().mapRect(QRectF(exposed)));
    painter.end();
    drawNextAhead();
    return true;
}

void AnimationFrameCache::drawNextAhead()
{
    const int next = m_step + 1;
    if (m_aheadPending || next >= m_overlay->stepCount()) return;
    // What the step draws is worked out here, so the worker only reads it.
    m_overlay->prepareStep(next);
    m_aheadPending = true;
    m_aheadStep = next;
    m_aheadScale = m_scale;
    m_aheadGeneration = m_generation;
    const QImage canvas = m_canvas; // shared, read by both threads; the worker paints a copy
    const QTransform transform = m_transform;
    const QRectF visible = m_transform.inverted().mapRect(QRectF(QPointF(0, 0), QSizeF(m_size)));
    const CollectiveOverlayItem *overlay = m_overlay;
    const double scale = m_scale;
    m_ahead = runOnPool([canvas, transform, visible, overlay, next, scale] {
        QImage image = canvas.copy();
        QPainter painter(&image);
        painter.setTransform(transform);
        overlay->paintStepLayer(&painter, next, scale, visible);
        return image;
    });
}

QImage AnimationFrameCache::takeDrawnAhead(int step, double scale)
{
    if (!m_aheadPending) return {};
    m_aheadPending = false;
    m_ahead.waitForFinished(); // if the worker is not done
    tsan::acquireResult(m_ahead);
    QImage image = m_ahead.result();
    m_ahead = QFuture<QImage>();
    if (m_aheadStep != step || m_aheadScale != scale || m_aheadGeneration != m_generation) return {};
    return image;
}

void AnimationFrameCache::waitForWorker()
{
    if (!m_aheadPending) return;
    m_ahead.waitForFinished();
    tsan::acquireResult(m_ahead); // its result is freed here
    m_ahead = QFuture<QImage>();
    m_aheadPending = false;
}

} // namespace spinel
