#pragma once
// Where a collective's schedule is drawn: the positions of the devices and links it uses and the
// outline of every multi-tray NVLink domain (an NVL72 rack or a partition), read from the canvas
// once when the schedule is set. Plain, immutable data: the overlay item paints from it on the UI
// thread and the animation export paints from a copy on a worker, never touching the scene.

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QVector>

namespace spinel {
struct Catalog;
struct Design;
class FabricScene;
namespace timing {
struct CollectiveSchedule;
}

struct OverlayGeometry {
    // A schedule node that spans trays (multi-node NVLink): its trays and frame.
    struct Domain {
        QVector<QPointF> trays; // tray positions, tray order
        QRectF frame;           // around every tray
        int gpus = 0;
    };

    QVector<QPointF> devicePositions; // per device index (design order)
    QVector<QLineF> linkLines;        // per link index, from its `from` end to its `to` end
    QVector<int> linkFrom, linkTo;    // per link index: device index of each end, -1 if none
    QVector<Domain> domains;          // per schedule server index; empty trays: a single server
    QRectF bounds;                    // the design, with room for glows

    // Reads positions from the device items of `scene` (the design's own when an item is missing).
    static OverlayGeometry fromScene(const timing::CollectiveSchedule &schedule, const Design &design, const Catalog &catalog,
                                     const FabricScene &scene);
};

} // namespace spinel
