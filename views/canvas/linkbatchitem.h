#pragma once
// Draws the links of one of the scene's link layers (which is transparent) in one item: 20,000
// LinkItems cost more in per-item overhead than in drawing, a zoomed-out frame of them is
// millions of pixels, and even zoomed in, a scalable unit's 256 wide antialiased cables take
// longer than a frame.
//
// Cheap frames are drawn directly. An expensive one (zoomed out on a large fabric) is rendered
// into an image on a worker thread; until it arrives the last image is shown, scaled if the
// zoom changed, so zooming never waits for the lines. Panning blits the image. Printing and
// exports (no widget) draw vectors directly.

#include <QGraphicsObject>
#include <QHash>
#include <QImage>
#include <QThreadPool>

#include <vector>

#include "canvas/linkbatchdrawing.h"
#include "common/itemtypes.h"

namespace spinel {

class LinkBatchItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = itemtypes::LinkBatch };

    // Draws the LinkItems among `layer`'s children (not owned).
    explicit LinkBatchItem(QGraphicsItem *layer, QGraphicsItem *parent = nullptr);
    ~LinkBatchItem() override; // waits for a rendering in progress

    int type() const override { return Type; }
    // The area the links cover; it only grows between setBounds() calls.
    void setBounds(const QRectF &bounds);
    void growBounds(const QRectF &rect);
    // A link's look or geometry changed: frames draw them again.
    void linksChanged();
    // Draw links that pass over other rows of devices faint (switch links in a banded layout).
    void setFadePassingOver(bool fade) { m_fadePassingOver = fade; }

    // Above this cost (visible line length × width in pixels, weighted for antialiasing; ~3 ms of
    // rasterising at ~9 ns a pixel) a frame's lines are rendered on a worker thread.
    static constexpr double kDirectPixelBudget = 3e5;
    // True while a frame shows an older image that a worker is replacing.
    bool isRendering() const;
    // Waits for the worker and shows its image (screenshots, tests, benchmarks).
    void finishRendering();
    // How long the last worker rendering took, in ms.
    double lastRenderMs() const { return m_lastRenderMs; }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // An image of the lines over `sceneArea`, `scale` device pixels per scene unit.
    struct Rendering {
        QImage image;
        QRectF sceneArea;
        double scale = 0;
        int generation = -1;
        std::vector<LinkBatchFrame::Badge> badges; // drawn over the image, on the UI thread
    };
    // Each view keeps its own image: two views at different zooms must not take turns
    // replacing one image (each replacement repaints both).
    struct View {
        Rendering shown; // the image its frames show
        bool rendering = false;
    };
    View &viewFor(QWidget *widget);
    static Rendering render(const LinkBatchFrame &frame, const QRectF &area, double scale, double pixelRatio, int generation);
    void startRendering(QWidget *widget, LinkBatchFrame frame, const QRectF &area, double scale, double pixelRatio);
    void rendered(QWidget *widget, Rendering rendering, double ms);
    static void blit(QPainter *painter, const Rendering &shown);

    QGraphicsItem *m_layer;
    QRectF m_bounds;
    QHash<QWidget *, View> m_views; // by viewport
    int m_generation = 0;           // counts changes to the links
    bool m_fadePassingOver = false;
    double m_lastRenderMs = 0;
    QThreadPool m_worker; // one thread: renderings never overlap
};

} // namespace spinel
