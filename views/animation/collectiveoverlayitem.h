#pragma once
// Draws one moment of a collective's schedule over the canvas: the links that carry data in the
// current step coloured by their load, the step's bottleneck link marked, and the chunks in flight
// as markers moving along their paths. Holds only a pointer to the schedule (owned by the
// animation controller or the CLI) and the geometry derived from the design when it was set.

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QLineF>
#include <QPointF>
#include <QVector>

#include "common/itemtypes.h"

namespace spinel {
struct Design;
class FabricScene;
namespace timing {
struct CollectiveSchedule;
}

class CollectiveOverlayItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(CollectiveOverlayItem)
public:
    enum { Type = itemtypes::AnimationOverlay };

    CollectiveOverlayItem();
    int type() const override { return Type; }

    // `schedule` must outlive the item or the next setSchedule(); nullptr hides the overlay.
    // Positions are read from `scene` (the design's device items) now and cached.
    void setSchedule(const timing::CollectiveSchedule *schedule, const Design &design, const FabricScene &scene);
    // The step shown and how far through it the chunks are (0..1).
    void setMoment(int step, double progress);
    int step() const { return m_step; }
    double progress() const { return m_progress; }
    // Presentation mode: thicker lines and bigger markers.
    void setScale(double scale);

    // The most transfers drawn as markers per step (the rest are in the link colours).
    static constexpr int kMaxMarkers = 600;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPointF pointAlong(int transfer, double fraction) const;

    const timing::CollectiveSchedule *m_schedule = nullptr;
    QVector<QLineF> m_linkLines;        // per link index, from its `from` end to its `to` end
    QVector<QPointF> m_devicePositions; // per device index (design order)
    QVector<int> m_linkFrom, m_linkTo;  // per link index: device index of each end, -1 if none
    QRectF m_bounds;
    int m_step = 0;
    double m_progress = 0;
    double m_scale = 1;
};

} // namespace spinel
