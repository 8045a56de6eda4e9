#pragma once
// Keeps a playing animation's frames cheap: the canvas under the overlay (grid, devices, idle
// links) does not change while the chunks move, so it is rendered once into an image at the
// view's present transform, the step's loaded links are added to a copy of it when the step
// changes, and each frame only blits that image and draws the chunks (issue 16: 60 fps on the
// example, no frame over 50 ms on 16,384 GPUs). Works as an event filter on the view's viewport:
// it answers the viewport's paint events itself while the cache is valid and lets the view paint
// as usual otherwise.
//
// The image is dropped whenever what it shows may have changed: the view scrolls, zooms or
// resizes, its pixel ratio, palette, style or background changes, or anything in the scene is
// repainted (an edit of the design, a what-if or analysis recolouring, the selection, a hover,
// a level-of-detail switch) — the scene's changed() signal, which the overlay does not trigger
// while the cache plays (its moves repaint the viewport directly). It is rendered again once
// the view has been still for kSettleMs, the scene has no edits pending and its links are not
// being drawn on a worker; meanwhile every frame is painted as without the cache. Active only
// while playing: a paused canvas is edited and hovered, and those repaints need the live scene.
//
// A step's lines over the whole canvas take longer than a frame on a large fabric (tens of ms on
// 16,384 GPUs): while a step plays, a worker draws the next step's image, so the frame that
// changes step only swaps images.

#include <QBrush>
#include <QFuture>
#include <QImage>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QTransform>

class QGraphicsView;
class QPaintEvent;
class QTimer;

namespace spinel {
class CollectiveOverlayItem;
class LinkBatchItem;

class AnimationFrameCache : public QObject {
    Q_OBJECT
public:
    // `overlay` must outlive the cache (the animation deletes the cache first).
    AnimationFrameCache(QGraphicsView *view, CollectiveOverlayItem *overlay, QObject *parent = nullptr);
    ~AnimationFrameCache() override;

    void setActive(bool active);
    bool isActive() const { return m_active; }
    // Renders the canvas now (not from a paint event); false when the view cannot be cached now.
    bool rebuild();
    // Whether the next paint of the view comes from the cache.
    bool isValid() const;
    // How often the canvas was rendered into the cache, for tests and the benchmark.
    int rebuildCount() const { return m_rebuilds; }
    // How many step changes found their image drawn ahead by the worker, for tests and the benchmark.
    int stepsDrawnAhead() const { return m_stepsDrawnAhead; }

    // How long the view waits, still, before it renders the cache again.
    static constexpr int kSettleMs = 80;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool paintFrame(QPaintEvent *event);
    void invalidate();
    void sceneChanged();
    void settled();
    void findLinkBatches();
    bool linksRendering() const;
    // Whether the scene is still being changed (a large edit applied in slices).
    bool sceneBusy() const;
    QColor background() const;
    // The next step's image: started on a worker after a frame, taken (waiting for it if need
    // be) when the step changes; empty when it is not for `step` at `scale` on this canvas.
    void drawNextAhead();
    QImage takeDrawnAhead(int step, double scale);
    void waitForWorker();

    QPointer<QGraphicsView> m_view;
    QPointer<QWidget> m_viewport;
    CollectiveOverlayItem *m_overlay;
    QTimer *m_settle;
    bool m_active = false;
    bool m_building = false;
    // The canvas without the overlay, and that with the step's layer, at:
    QImage m_canvas, m_withStep;
    QTransform m_transform;
    QSize m_size;
    qreal m_pixelRatio = 1;
    QColor m_background;
    QTransform m_seenTransform; // the view's, at the last frame painted without the cache
    QSize m_seenSize;
    int m_step = -1;
    double m_scale = 0;
    bool m_provisional = false; // rendered while links were still drawn on a worker
    QList<QPointer<LinkBatchItem>> m_linkBatches;
    int m_rebuilds = 0;
    int m_generation = 0; // counts canvas images: one drawn ahead on an older canvas is dropped
    QFuture<QImage> m_ahead;
    bool m_aheadPending = false;
    int m_aheadStep = -1;
    double m_aheadScale = 0;
    int m_aheadGeneration = -1;
    int m_stepsDrawnAhead = 0;
};

} // namespace spinel
