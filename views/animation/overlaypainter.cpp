#include "animation/overlaypainter.h"

#include <QHash>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "animation/animationpalette.h"
#include "animation/overlaygeometry.h"
#include "timing/collectiveschedule.h"

namespace spinel {

OverlayPainter::OverlayPainter(const timing::CollectiveSchedule *schedule, std::shared_ptr<const OverlayGeometry> geometry)
    : m_schedule(schedule)
    , m_geometry(std::move(geometry))
{
    if (m_schedule) m_cache.resize(m_schedule->steps.size());
}

OverlayPainter::~OverlayPainter() = default;

// The step's lines by colour, their bounds and the bottleneck. Lines of one colour are drawn
// together: on thousands of links per-line pens cost most of a frame.
void OverlayPainter::cacheLines(StepCache &c, const timing::ScheduleStep &step) const
{
    const OverlayGeometry &g = *m_geometry;
    QHash<QRgb, int> slotOf;
    for (const auto &load : step.linkLoads) {
        if (load.link < 0 || load.link >= g.linkLines.size()) continue;
        const QLineF &line = g.linkLines[load.link];
        if (line.isNull()) continue;
        const QColor colour = AnimationPalette::loadColour(load.utilisation);
        auto found = slotOf.constFind(colour.rgba());
        int index = found == slotOf.constEnd() ? -1 : *found;
        if (index < 0) {
            index = int(c.linesByColour.size());
            slotOf.insert(colour.rgba(), index);
            c.linesByColour.push_back({colour, {}});
        }
        c.linesByColour[std::size_t(index)].second.push_back(line);
    }
    for (const auto &[colour, lines] : c.linesByColour)
        for (const QLineF &line : lines)
            c.lineBounds.push_back(QRectF(line.p1(), line.p2()).normalized().adjusted(-20, -20, 20, 20));
    c.detailed = step.linkLoads.size() <= std::size_t(kMaxDetailedLinks);
    if (step.bottleneckLink >= 0 && step.bottleneckLink < g.linkLines.size()) c.bottleneck = g.linkLines[step.bottleneckLink];
}

int OverlayPainter::serverDevice(int server) const
{
    return server >= 0 && std::size_t(server) < m_schedule->serverDevices.size() ? m_schedule->serverDevices[std::size_t(server)]
                                                                                 : -1;
}

// A transfer's marker: around its server or across its rack on NVLink, else along its network path
// (none when the path is unknown). Marks the NVLink domain it is active in.
std::optional<OverlayPainter::Marker> OverlayPainter::markerFor(const timing::ScheduleTransfer &t, QVector<bool> &domainActive) const
{
    const OverlayGeometry &g = *m_geometry;
    Marker marker;
    if (t.nvlink) {
        const OverlayGeometry::Domain *domain = t.fromServer >= 0 && t.fromServer < g.domains.size() ? &g.domains[t.fromServer]
                                                                                                     : nullptr;
        if (domain && domain->trays.size() > 1 && domain->gpus > 0) {
            // Across the rack: from the sender's tray to the receiver's tray.
            domainActive[t.fromServer] = true;
            const auto trayOf = [&](int gpu) {
                const qsizetype trays = domain->trays.size();
                const qsizetype index = std::clamp<qsizetype>(qsizetype(std::max(gpu, 0)) * trays / domain->gpus, 0, trays - 1);
                return domain->trays[index];
            };
            marker.kind = Marker::Domain;
            marker.points << trayOf(t.fromGpu) << trayOf(t.toGpu >= 0 ? t.toGpu : t.fromGpu + 1);
        } else {
            marker.kind = Marker::Orbit;
            marker.centre = g.devicePositions.value(serverDevice(t.fromServer));
            marker.phase = (t.fromGpu < 0 ? 0 : t.fromGpu) / 8.0;
        }
        return marker;
    }
    if (t.links.empty()) return std::nullopt;
    const bool fromSwitch = t.fromGpu < 0 && t.viaSwitch >= 0;
    int at = fromSwitch ? t.viaSwitch : serverDevice(t.fromServer);
    marker.points << g.devicePositions.value(at);
    for (int link : t.links) {
        if (link < 0 || link >= g.linkLines.size()) break;
        const QLineF &line = g.linkLines[link];
        const bool forward = g.linkFrom[link] == at;
        marker.points << (forward ? line.p2() : line.p1());
        at = forward ? g.linkTo[link] : g.linkFrom[link];
    }
    marker.cumulative.reserve(marker.points.size());
    double length = 0;
    marker.cumulative << 0;
    for (qsizetype p = 1; p < marker.points.size(); ++p)
        marker.cumulative << (length += QLineF(marker.points[p - 1], marker.points[p]).length());
    return marker;
}

const OverlayPainter::StepCache &OverlayPainter::cache(int stepIndex) const
{
    std::unique_ptr<StepCache> &slot = m_cache[std::size_t(stepIndex)];
    if (slot) return *slot;
    slot = std::make_unique<StepCache>();
    StepCache &c = *slot;
    const OverlayGeometry &g = *m_geometry;
    const auto &step = m_schedule->steps[std::size_t(stepIndex)];

    cacheLines(c, step);
    const int shown = std::min(int(step.transfers.size()), kMaxMarkers);
    c.markers.reserve(std::size_t(shown));
    QVector<bool> domainActive(g.domains.size(), false);
    for (int i = 0; i < shown; ++i)
        if (auto marker = markerFor(step.transfers[std::size_t(i)], domainActive)) c.markers.push_back(std::move(*marker));
    for (qsizetype d = 0; d < domainActive.size(); ++d)
        if (domainActive[d]) c.domainFrames << g.domains[d].frame;
    return c;
}

// Where a chunk is after `fraction` of its path.
QPointF OverlayPainter::along(const Marker &marker, double fraction)
{
    const QPolygonF &points = marker.points;
    if (points.size() < 2) return points.value(0);
    if (marker.kind == Marker::Domain) return QLineF(points[0], points[1]).pointAt(fraction);
    const double target = fraction * marker.cumulative.back();
    const auto it = std::lower_bound(marker.cumulative.begin() + 1, marker.cumulative.end(), target);
    const qsizetype i = std::min<qsizetype>(it - marker.cumulative.begin(), points.size() - 1);
    const double segment = marker.cumulative[i] - marker.cumulative[i - 1];
    return QLineF(points[i - 1], points[i])
        .pointAt(segment > 0 ? std::clamp((target - marker.cumulative[i - 1]) / segment, 0.0, 1.0) : 1.0);
}

void OverlayPainter::prepare(int stepIndex) const
{
    if (m_schedule && m_geometry && stepIndex >= 0 && stepIndex < int(m_schedule->steps.size())) cache(stepIndex);
}

void OverlayPainter::paint(QPainter *painter, int stepIndex, double progress, double scale, const QRectF &exposed, int layers) const
{
    if (!m_schedule || !m_geometry || stepIndex < 0 || stepIndex >= int(m_schedule->steps.size())) return;
    const StepCache &c = cache(stepIndex);
    const QTransform &transform = painter->worldTransform();
    const double lod = std::sqrt(std::abs(transform.determinant()));
    // Widths in pixels, whatever the zoom: a glowing line stays visible zoomed out.
    const double px = 1.0 / std::max(lod, 1e-3);
    painter->save();
    if (layers & StepLayer) paintStep(painter, c, scale, px, exposed);
    if (layers & Markers) paintMarkers(painter, c, progress, scale, px, exposed);
    painter->restore();
}

void OverlayPainter::paintStep(QPainter *painter, const StepCache &c, double scale, double px, const QRectF &exposed)
{
    const bool culled = !exposed.isNull();
    // The active NVLink domains: a translucent frame over the rack, under the chunks.
    if (!c.domainFrames.isEmpty()) {
        painter->setRenderHint(QPainter::Antialiasing, true);
        QColor fill = AnimationPalette::nvlink();
        fill.setAlpha(40);
        painter->setBrush(fill);
        painter->setPen(QPen(AnimationPalette::nvlink(), 2.5 * scale * px));
        for (const QRectF &frame : c.domainFrames) painter->drawRoundedRect(frame, 6, 6);
    }

    // Loaded links: a wide translucent glow under a solid core while few are drawn; zoomed out on
    // thousands, aliased cosmetic lines in one call per colour.
    painter->setRenderHint(QPainter::Antialiasing, c.detailed);
    painter->setBrush(Qt::NoBrush);
    qsizetype boundsIndex = 0;
    QVector<QLineF> visible;
    for (const auto &[colour, lines] : c.linesByColour) {
        const QLineF *drawn = lines.constData();
        qsizetype count = lines.size();
        if (culled) {
            visible.clear();
            for (qsizetype i = 0; i < lines.size(); ++i)
                if (exposed.intersects(c.lineBounds[boundsIndex + i])) visible.push_back(lines[i]);
            drawn = visible.constData();
            count = visible.size();
        }
        boundsIndex += lines.size();
        if (c.detailed) {
            // One line at a time: a single stroke of many wide lines makes Qt outline their union.
            QColor glow = colour;
            glow.setAlpha(90);
            const QPen glowPen(glow, 10 * scale * px, Qt::SolidLine, Qt::FlatCap);
            const QPen corePen(colour, 3 * scale * px, Qt::SolidLine, Qt::FlatCap);
            for (qsizetype i = 0; i < count; ++i) {
                painter->setPen(glowPen);
                painter->drawLine(drawn[i]);
                painter->setPen(corePen);
                painter->drawLine(drawn[i]);
            }
        } else {
            painter->setPen(QPen(colour, 0));
            painter->drawLines(drawn, int(count));
        }
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    if (!c.bottleneck.isNull()) {
        painter->setPen(QPen(AnimationPalette::bottleneck(), 2.5 * scale * px, Qt::DashLine, Qt::RoundCap));
        painter->setBrush(Qt::NoBrush);
        painter->drawLine(c.bottleneck);
        const double r = 9 * scale * px;
        painter->drawEllipse(c.bottleneck.center(), r, r);
    }
}

void OverlayPainter::paintMarkers(QPainter *painter, const StepCache &c, double progress, double scale, double px,
                                  const QRectF &exposed)
{
    const bool culled = !exposed.isNull();
    painter->setRenderHint(QPainter::Antialiasing, true);
    // Chunks in flight; NVLink transfers inside one server circle it, across a rack travel tray to tray.
    painter->setPen(QPen(Qt::white, 1.2 * px));
    const double radius = 4.5 * scale * px;
    const QRectF markerArea = culled ? exposed.adjusted(-radius, -radius, radius, radius) : QRectF();
    for (int kind = 0; kind < 2; ++kind) { // fabric chunks, then NVLink: one brush change each
        painter->setBrush(kind == 0 ? AnimationPalette::chunk() : AnimationPalette::nvlink());
        for (const Marker &marker : c.markers) {
            QPointF at;
            double r = radius;
            if (marker.kind == Marker::Path) {
                if (kind != 0) continue;
                at = along(marker, progress);
            } else if (kind == 0) {
                continue;
            } else if (marker.kind == Marker::Domain) {
                at = along(marker, progress);
                r = radius * 0.8;
            } else {
                const double angle = 2 * std::numbers::pi * (marker.phase + progress / 8.0);
                const double orbit = 22 * scale * px;
                at = marker.centre + QPointF(std::cos(angle) * orbit, std::sin(angle) * orbit);
                r = radius * 0.8;
            }
            if (culled && !markerArea.contains(at)) continue;
            painter->drawEllipse(at, r, r);
        }
    }
}

} // namespace spinel
