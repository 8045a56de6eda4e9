#include "animation/collectiveoverlayitem.h"

#include <QHash>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "analysis/linkcolouring.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "core/design.h"
#include "timing/collectiveschedule.h"

namespace spinel {

namespace {
const QColor kChunkColour(30, 100, 230);
const QColor kNvlinkColour(120, 60, 200);
const QColor kBottleneckColour(200, 0, 120);
} // namespace

CollectiveOverlayItem::CollectiveOverlayItem()
{
    setZValue(50);  // above links, devices and badges
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

void CollectiveOverlayItem::setSchedule(const timing::CollectiveSchedule *schedule, const Design &design, const FabricScene &scene)
{
    prepareGeometryChange();
    m_schedule = schedule;
    m_devicePositions.clear();
    m_linkLines.clear();
    m_linkFrom.clear();
    m_linkTo.clear();
    m_bounds = QRectF();
    if (!schedule) return;
    QHash<QString, int> indexOf;
    m_devicePositions.reserve(qsizetype(design.devices.size()));
    for (const Device &device : design.devices) {
        const QString id = QString::fromStdString(device.id);
        indexOf.insert(id, int(m_devicePositions.size()));
        const DeviceItem *item = scene.deviceItem(id);
        m_devicePositions.push_back(item ? item->pos() : QPointF(device.position.x, device.position.y));
    }
    for (const Link &link : design.links) {
        const int from = indexOf.value(QString::fromStdString(link.from.device), -1);
        const int to = indexOf.value(QString::fromStdString(link.to.device), -1);
        m_linkFrom.push_back(from);
        m_linkTo.push_back(to);
        m_linkLines.push_back(from >= 0 && to >= 0 ? QLineF(m_devicePositions[from], m_devicePositions[to]) : QLineF());
    }
    m_bounds = scene.designRect().adjusted(-40, -40, 40, 40);
    m_step = 0;
    m_progress = 0;
    update();
}

void CollectiveOverlayItem::setMoment(int step, double progress)
{
    m_step = step;
    m_progress = std::clamp(progress, 0.0, 1.0);
    update();
}

void CollectiveOverlayItem::setScale(double scale)
{
    m_scale = scale;
    update();
}

QRectF CollectiveOverlayItem::boundingRect() const
{
    return m_bounds;
}

// Where a chunk is after `fraction` of its path: along the polyline through every device it crosses.
QPointF CollectiveOverlayItem::pointAlong(int transfer, double fraction) const
{
    const auto &step = m_schedule->steps[std::size_t(m_step)];
    const auto &t = step.transfers[std::size_t(transfer)];
    const bool fromSwitch = t.fromGpu < 0 && t.viaSwitch >= 0 && !t.links.empty();
    int at = fromSwitch ? t.viaSwitch : m_schedule->serverDevices[std::size_t(t.fromServer)];
    QVector<QPointF> points{m_devicePositions.value(at)};
    for (int link : t.links) {
        const QLineF &line = m_linkLines[link];
        const bool forward = m_linkFrom[link] == at;
        points.push_back(forward ? line.p2() : line.p1());
        at = forward ? m_linkTo[link] : m_linkFrom[link];
    }
    if (points.size() < 2) return points.front();
    double length = 0;
    for (qsizetype i = 1; i < points.size(); ++i) length += QLineF(points[i - 1], points[i]).length();
    double remaining = fraction * length;
    for (qsizetype i = 1; i < points.size(); ++i) {
        const QLineF segment(points[i - 1], points[i]);
        if (remaining <= segment.length() || i + 1 == points.size())
            return segment.pointAt(segment.length() > 0 ? std::min(1.0, remaining / segment.length()) : 1.0);
        remaining -= segment.length();
    }
    return points.back();
}

void CollectiveOverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (!m_schedule || m_step < 0 || m_step >= int(m_schedule->steps.size())) return;
    const auto &step = m_schedule->steps[std::size_t(m_step)];
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    // Widths in pixels, whatever the zoom: a glowing line stays visible zoomed out.
    const double px = 1.0 / std::max(lod, 1e-3);
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QRectF exposed = option->exposedRect;

    // Loaded links: a wide translucent glow under a solid core, in the load ramp's colour. Lines
    // of one colour are drawn in one call: on thousands of links per-line pens cost most of a frame.
    QHash<QRgb, QVector<QLineF>> byColour;
    for (const auto &load : step.linkLoads) {
        const QLineF &line = m_linkLines[load.link];
        if (line.isNull()) continue;
        if (!exposed.isNull() && !exposed.intersects(QRectF(line.p1(), line.p2()).normalized().adjusted(-20, -20, 20, 20))) continue;
        byColour[LinkColouring::colourForUtilisation(load.utilisation).rgba()].push_back(line);
    }
    // Antialiasing and glow only while few lines are drawn; zoomed out on thousands they are noise.
    const bool detailed = step.linkLoads.size() <= 400;
    painter->setRenderHint(QPainter::Antialiasing, detailed);
    for (auto it = byColour.cbegin(); it != byColour.cend(); ++it) {
        const QColor colour = QColor::fromRgba(it.key());
        if (detailed) {
            // One line at a time: a single stroke of many wide lines makes Qt outline their union.
            QColor glow = colour;
            glow.setAlpha(90);
            const QPen glowPen(glow, 10 * m_scale * px, Qt::SolidLine, Qt::FlatCap);
            const QPen corePen(colour, 3 * m_scale * px, Qt::SolidLine, Qt::FlatCap);
            for (const QLineF &line : it.value()) {
                painter->setPen(glowPen);
                painter->drawLine(line);
                painter->setPen(corePen);
                painter->drawLine(line);
            }
        } else {
            painter->setPen(QPen(colour, 0));  // cosmetic, aliased: thousands of lines in one call
            painter->drawLines(it.value());
        }
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    if (step.bottleneckLink >= 0) {
        const QLineF &line = m_linkLines[step.bottleneckLink];
        painter->setPen(QPen(kBottleneckColour, 2.5 * m_scale * px, Qt::DashLine, Qt::RoundCap));
        painter->setBrush(Qt::NoBrush);
        painter->drawLine(line);
        const double r = 9 * m_scale * px;
        painter->drawEllipse(line.center(), r, r);
    }

    // Chunks in flight; NVLink transfers pulse on their server.
    painter->setPen(QPen(Qt::white, 1.2 * px));
    const int shown = std::min(int(step.transfers.size()), kMaxMarkers);
    const double radius = 4.5 * m_scale * px;
    for (int i = 0; i < shown; ++i) {
        const auto &t = step.transfers[std::size_t(i)];
        if (t.nvlink) {
            const QPointF centre = m_devicePositions.value(m_schedule->serverDevices[std::size_t(t.fromServer)]);
            const double angle = 2 * std::numbers::pi * ((t.fromGpu < 0 ? 0 : t.fromGpu) / 8.0 + m_progress / 8.0);
            const double orbit = 22 * m_scale * px;
            painter->setBrush(kNvlinkColour);
            painter->drawEllipse(centre + QPointF(std::cos(angle) * orbit, std::sin(angle) * orbit), radius * 0.8, radius * 0.8);
            continue;
        }
        if (t.links.empty()) continue;
        painter->setBrush(kChunkColour);
        painter->drawEllipse(pointAlong(i, m_progress), radius, radius);
    }
}

} // namespace spinel
