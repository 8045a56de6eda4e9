#pragma once
// Draws one moment of a collective's schedule over the canvas (OverlayPainter): the links that
// carry data in the current step coloured by their load, the step's bottleneck link marked, the
// active NVLink domains and the chunks in flight. Holds only a pointer to the schedule (owned by
// the animation controller or the CLI) and the geometry derived from the scene when it was set.

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QPointer>
#include <QWidget>

#include <memory>

#include "common/itemtypes.h"

namespace spinel {
struct Catalog;
struct Design;
class FabricScene;
class OverlayPainter;
struct OverlayGeometry;
namespace timing {
struct CollectiveSchedule;
}

class CollectiveOverlayItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(CollectiveOverlayItem)
public:
    enum { Type = itemtypes::AnimationOverlay };

    CollectiveOverlayItem();
    ~CollectiveOverlayItem() override;
    int type() const override { return Type; }

    // `schedule` must outlive the item or the next setSchedule(); nullptr hides the overlay.
    // Positions are read from `scene` (the design's device items) now and cached.
    void setSchedule(const timing::CollectiveSchedule *schedule, const Design &design, const Catalog &catalog,
                     const FabricScene &scene);
    // The step shown and how far through it the chunks are (0..1).
    void setMoment(int step, double progress);
    int step() const { return m_step; }
    double progress() const { return m_progress; }
    // Presentation mode: thicker lines and bigger markers.
    void setScale(double scale);
    // What the overlay was drawn from, immutable: the export paints frames from it on a worker.
    std::shared_ptr<const OverlayGeometry> geometry() const { return m_geometry; }

    double scale() const { return m_scale; }
    // Draws some layers of the present moment (OverlayPainter::Layer) with `painter` in scene
    // coordinates: the canvas frame cache keeps the step's lines and asks only for the chunks.
    void paintLayers(QPainter *painter, int layers, const QRectF &exposed) const;
    // The schedule's steps (0 without one).
    int stepCount() const;
    // The step layer of `step` at `scale`, for the frame cache's worker: safe on another thread
    // once prepareStep(step) ran on this one, while the item lives.
    void prepareStep(int step) const;
    void paintStepLayer(QPainter *painter, int step, double scale, const QRectF &exposed) const;
    // While set, the item paints nothing: the frame cache renders the canvas under it.
    void setPaintSuppressed(bool suppressed) { m_suppressed = suppressed; }
    // While set, a new moment or scale repaints `viewport` instead of the item, so the scene
    // reports no change (the frame cache takes a scene change for a change of the canvas).
    void setRepaintTarget(QWidget *viewport) { m_repaintTarget = viewport; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void repaint();

    const timing::CollectiveSchedule *m_schedule = nullptr;
    std::shared_ptr<const OverlayGeometry> m_geometry;
    std::unique_ptr<OverlayPainter> m_painter;
    QRectF m_bounds;
    int m_step = 0;
    double m_progress = 0;
    double m_scale = 1;
    bool m_suppressed = false;
    QPointer<QWidget> m_repaintTarget;
};

} // namespace spinel
