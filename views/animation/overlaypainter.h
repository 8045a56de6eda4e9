#pragma once
// Paints one moment of a collective's schedule from plain geometry (OverlayGeometry): the links
// that carry data in the step in the load colour, the step's bottleneck marked, the active
// NVLink domains outlined and the chunks in flight as markers along their paths. What does not
// move within a step (lines grouped by colour, marker paths and their lengths) is worked out once
// per step and cached, so a frame only places markers. Needs no scene: the canvas overlay item and
// the export worker each own one.

#include <QColor>
#include <QLineF>
#include <QPolygonF>
#include <QRectF>
#include <QVector>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace spinel {
struct OverlayGeometry;
namespace timing {
struct CollectiveSchedule;
struct ScheduleStep;
struct ScheduleTransfer;
} // namespace timing

class OverlayPainter {
public:
    // The most transfers drawn as markers per step (the rest are in the link colours).
    static constexpr int kMaxMarkers = 600;
    // Up to this many loaded links a step is drawn with antialiased glows; beyond, as thin lines.
    static constexpr int kMaxDetailedLinks = 400;

    // What paint() draws: what stays for the whole step (active domains, loaded links, the
    // bottleneck) and what moves every frame (the chunks). The canvas's frame cache keeps the
    // first in an image per step and paints only the second per frame.
    enum Layer { StepLayer = 0x1, Markers = 0x2, AllLayers = StepLayer | Markers };

    // Both must outlive the painter.
    OverlayPainter(const timing::CollectiveSchedule *schedule, std::shared_ptr<const OverlayGeometry> geometry);
    ~OverlayPainter();

    // Draws `step` at `progress` (0..1) with widths in device pixels (from the painter's transform)
    // times `scale`; only what meets `exposed` (scene coordinates, empty: everything).
    void paint(QPainter *painter, int step, double progress, double scale, const QRectF &exposed = QRectF(),
               int layers = AllLayers) const;
    // Works out what `step` draws now (paint() does it the first time it draws the step): once
    // prepared on the painting thread, the step may be painted on another thread meanwhile (the
    // frame cache draws the next step's lines on a worker).
    void prepare(int step) const;

private:
    struct Marker {
        enum Kind { Path, Domain, Orbit } kind = Path;
        QPolygonF points;           // Path: through every device; Domain: from and to tray
        QVector<double> cumulative; // Path: length up to each point
        QPointF centre;             // Orbit: the server
        double phase = 0;           // Orbit: the GPU's place on the circle (0..1)
    };
    struct StepCache {
        std::vector<std::pair<QColor, QVector<QLineF>>> linesByColour;
        QVector<QRectF> lineBounds; // parallel to each colour's lines, flattened in that order
        bool detailed = true;
        QLineF bottleneck;
        QVector<QRectF> domainFrames;
        std::vector<Marker> markers;
    };
    const StepCache &cache(int step) const;
    void cacheLines(StepCache &c, const timing::ScheduleStep &step) const;
    int serverDevice(int server) const; // its device index, -1 when unknown
    std::optional<Marker> markerFor(const timing::ScheduleTransfer &transfer, QVector<bool> &domainActive) const;
    static QPointF along(const Marker &marker, double fraction);
    // The layers of paint(); `px`: one device pixel in scene units.
    static void paintStep(QPainter *painter, const StepCache &c, double scale, double px, const QRectF &exposed);
    static void paintMarkers(QPainter *painter, const StepCache &c, double progress, double scale, double px,
                             const QRectF &exposed);

    const timing::CollectiveSchedule *m_schedule;
    std::shared_ptr<const OverlayGeometry> m_geometry;
    mutable std::vector<std::unique_ptr<StepCache>> m_cache; // per step, filled when first drawn
};

} // namespace spinel
