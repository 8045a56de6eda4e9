#include "canvas/serverblockitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

#include "canvas/canvasstyle.h"
#include "canvas/deviceitem.h"
#include "canvas/linkitem.h"

namespace spinel {

namespace {

constexpr double kBlockPadding = 12;      // around the members, in scene units
constexpr double kTextPixels = 12;        // the text's size on screen when the block has room
constexpr double kBlockMinTextPixels = 5; // smaller is noise: no text then
constexpr double kMinAspect = 0.15;       // height : width of a block, at least
constexpr double kMaxBlockHeight = 600;   // scene units

QColor blockFill()
{
    return {0xe4, 0xe9, 0xf0};
}

QColor blockBorder()
{
    return {0x8a, 0x96, 0xa6};
}

} // namespace

ServerBlockItem::ServerBlockItem(const QString &key, const QString &title, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_key(key)
    , m_title(title)
{
    // A display of its members: clicks go to whatever is underneath (the canvas, to pan or band-select).
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(1); // over the switch links, like the servers it stands for
}

void ServerBlockItem::addServer(DeviceItem *server)
{
    if (!m_servers.contains(server)) m_servers.append(server);
}

void ServerBlockItem::removeServer(DeviceItem *server)
{
    m_servers.removeOne(server);
}

void ServerBlockItem::refresh()
{
    prepareGeometryChange();
    const QPointF oldCorner = m_rect.topLeft();
    m_rect = QRectF();
    m_gpus = 0;
    m_uplinks.clear();
    QString model;
    bool oneModel = true;
    for (const DeviceItem *server : std::as_const(m_servers)) {
        m_rect |= server->mapRectToScene(server->iconRect());
        m_gpus += server->gpus();
        if (model.isEmpty()) model = server->modelName();
        else oneModel = oneModel && model == server->modelName();
        for (const LinkItem *link : server->links()) {
            const DeviceItem *other = link->fromItem() == server ? link->toItem() : link->fromItem();
            if (!other || other->isServer()) continue; // server-to-server cables stay inside the block
            auto uplink = std::find_if(m_uplinks.begin(), m_uplinks.end(), [&](const Uplink &u) { return u.device == other; });
            if (uplink == m_uplinks.end()) {
                m_uplinks.append({other, other->id(), other->pos(), 0, 0, link->color(), {}});
                uplink = m_uplinks.end() - 1;
            }
            uplink->cables += link->count();
            uplink->bandwidthGbps += link->bandwidthGbps();
        }
    }
    m_rect.adjust(-kBlockPadding, -kBlockPadding, kBlockPadding, kBlockPadding + 30); // + the members' label area
    // A row of servers is a long thin strip; zoomed out that leaves no room for the count. The
    // block grows downwards (into the space under the row) to a readable proportion.
    m_rect.setHeight(std::max(m_rect.height(), std::min(kMaxBlockHeight, kMinAspect * m_rect.width())));
    const int count = int(m_servers.size());
    const QString domainSummary = m_servers.isEmpty() ? QString() : m_servers.constFirst()->domainSummary();
    m_summary = !domainSummary.isEmpty()       ? domainSummary
                : oneModel && !model.isEmpty() ? tr("%L1 × %2 · %L3 GPUs").arg(count).arg(model).arg(m_gpus)
                                               : tr("%L1 servers · %L2 GPUs").arg(count).arg(m_gpus);
    setToolTip(QStringLiteral("<b>%1</b><br>%2").arg(m_title.toHtmlEscaped(), m_summary.toHtmlEscaped()));

    // Decorations (an analysis's finding badge) stay on the corner they were put on.
    const QPointF shift = m_rect.topLeft() - oldCorner;
    if (!shift.isNull())
        for (QGraphicsItem *child : childItems()) child->moveBy(shift.x(), shift.y());
    applyOverlays();

    m_bounds = m_rect;
    for (const Uplink &uplink : std::as_const(m_uplinks)) m_bounds |= QRectF(uplink.to, QSizeF(1, 1));
    m_bounds.adjust(-6, -6, 6, 6); // the widest uplink's half width
    update();
}

void ServerBlockItem::setUplinkOverlays(QHash<QString, LineOverlay> overlays)
{
    // Analysis results arrive after every edit, mostly unchanged: leave the block alone then.
    if (overlays == m_overlays) return;
    m_overlays = std::move(overlays);
    applyOverlays();
    update();
}

void ServerBlockItem::applyOverlays()
{
    for (Uplink &uplink : m_uplinks) {
        const auto overlay = m_overlays.constFind(uplink.switchId);
        const bool overlaid = overlay != m_overlays.cend() && overlay->color.isValid();
        uplink.shown = overlaid ? *overlay : LineOverlay{uplink.mediumColor, Qt::SolidLine};
    }
}

const ServerBlockItem::Uplink *ServerBlockItem::findUplink(const QString &switchId) const
{
    for (const Uplink &uplink : m_uplinks)
        if (uplink.switchId == switchId) return &uplink;
    return nullptr;
}

QStringList ServerBlockItem::uplinkSwitchIds() const
{
    QStringList ids;
    ids.reserve(m_uplinks.size());
    for (const Uplink &uplink : m_uplinks) ids.append(uplink.switchId);
    return ids;
}

QColor ServerBlockItem::uplinkColor(const QString &switchId) const
{
    const Uplink *uplink = findUplink(switchId);
    return uplink ? uplink->shown.color : QColor();
}

Qt::PenStyle ServerBlockItem::uplinkStyle(const QString &switchId) const
{
    const Uplink *uplink = findUplink(switchId);
    return uplink ? uplink->shown.style : Qt::NoPen;
}

QRectF ServerBlockItem::boundingRect() const
{
    return m_bounds;
}

void ServerBlockItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_servers.isEmpty()) return;
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    // Uplinks first, under the block: one line per switch, as wide as the cables' total bandwidth.
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (const Uplink &uplink : std::as_const(m_uplinks)) {
        const QPointF from(std::clamp(uplink.to.x(), m_rect.left(), m_rect.right()), m_rect.top());
        QPen pen(uplink.shown.color, LinkItem::widthForBandwidth(uplink.bandwidthGbps), uplink.shown.style);
        if (pen.widthF() * lod < 1) pen.setWidth(0); // cosmetic: one pixel, never thinner
        painter->setPen(pen);
        painter->drawLine(from, uplink.to);
    }
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.05);
    painter->setPen(QPen(blockBorder(), 0));
    painter->setBrush(blockFill());
    const double radius = std::min(6.0, m_rect.height() / 4);
    painter->drawRoundedRect(m_rect, radius, radius);
    paintText(painter, lod);
}

void ServerBlockItem::paintText(QPainter *painter, double lod) const
{
    // Two lines of ~12 screen pixels while the block is tall enough, else smaller; none once
    // that is unreadable. Sizes are in scene units, which the painter scales by `lod`.
    const double lineHeight = std::min(kTextPixels / lod, m_rect.height() / 2.6);
    if (lineHeight * lod < kBlockMinTextPixels) return;
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(lineHeight))));
    const QFontMetricsF metrics(font);
    const double width = m_rect.width() - 2 * metrics.averageCharWidth();
    const QString summary = metrics.elidedText(m_summary, Qt::ElideRight, width);
    // A block narrower than its count says nothing useful: leave it plain.
    if (summary.size() < 4) return;
    QFont bold = font;
    bold.setBold(true);
    const QString title = QFontMetricsF(bold).elidedText(m_title, Qt::ElideRight, width);
    const double top = m_rect.center().y() - metrics.height();
    painter->setPen(canvasstyle::text());
    painter->setFont(bold);
    painter->drawText(QRectF(m_rect.left(), top, m_rect.width(), metrics.height()), Qt::AlignCenter, title);
    painter->setFont(font);
    painter->setPen(canvasstyle::mutedText());
    painter->drawText(QRectF(m_rect.left(), top + metrics.height(), m_rect.width(), metrics.height()), Qt::AlignCenter, summary);
}

} // namespace spinel
