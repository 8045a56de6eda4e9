#include "analysis/asbuiltmarkitem.h"

#include <QPainter>
#include <QPainterPathStroker>

#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/serverblockitem.h"

namespace spinel {

namespace {

constexpr double kWidth = 4;
constexpr double kHitWidth = 10; // easier to click than to see

} // namespace

QColor AsBuiltMarkItem::colourOf(AsBuiltDiffRow::Kind kind)
{
    switch (kind) {
    case AsBuiltDiffRow::Kind::Missing: return {0xd3, 0x2f, 0x2f};
    case AsBuiltDiffRow::Kind::Miswired: return {0xef, 0x6c, 0x00};
    case AsBuiltDiffRow::Kind::Speed: return {0xff, 0xb3, 0x00};
    case AsBuiltDiffRow::Kind::Extra: return {0x8e, 0x24, 0xaa};
    }
    return Qt::black;
}

Qt::PenStyle AsBuiltMarkItem::styleOf(AsBuiltDiffRow::Kind kind)
{
    switch (kind) {
    case AsBuiltDiffRow::Kind::Missing: return Qt::DashLine;
    case AsBuiltDiffRow::Kind::Extra: return Qt::DotLine;
    default: return Qt::SolidLine;
    }
}

namespace {

// Where a cable end is drawn: the device, or zoomed out, the middle of the top edge of the block
// its server is drawn in (where the block's own uplink lines start).
bool positionOf(const FabricScene *scene, const QString &id, QPointF *pos)
{
    if (id.isEmpty()) return false;
    const DeviceItem *device = scene->deviceItem(id);
    if (!device) return false;
    if (scene->serversCollapsed()) {
        if (const ServerBlockItem *block = scene->serverBlock(id)) {
            const QRectF rect = block->mapRectToScene(block->blockRect());
            *pos = QPointF(rect.center().x(), rect.top());
            return true;
        }
    }
    *pos = device->scenePos();
    return true;
}

} // namespace

AsBuiltMarkItem::AsBuiltMarkItem(const AsBuiltDiffRow &row)
    : m_row(row)
{
    setToolTip(describe(row));
    setAcceptedMouseButtons(Qt::NoButton); // the overlay takes clicks before the tool does
    setVisible(false);                     // until follow() finds both ends
}

QString AsBuiltMarkItem::describe(const AsBuiltDiffRow &row)
{
    const QString cable = tr("%1 – %2").arg(row.a, row.z);
    switch (row.kind) {
    case AsBuiltDiffRow::Kind::Missing: return tr("missing: %1").arg(cable);
    case AsBuiltDiffRow::Kind::Extra: return tr("extra: %1").arg(cable);
    case AsBuiltDiffRow::Kind::Miswired: return tr("miswired: %1, goes to %2").arg(cable, row.found);
    case AsBuiltDiffRow::Kind::Speed:
        return tr("speed: %1 at %2 Gb/s, designed %3 Gb/s").arg(cable).arg(row.foundGbps).arg(row.designGbps);
    }
    return cable;
}

bool AsBuiltMarkItem::follow(const FabricScene *scene)
{
    QPointF a, z, found;
    const bool drawn = positionOf(scene, m_row.aId, &a) && positionOf(scene, m_row.zId, &z);
    const bool hasFound = drawn && m_row.kind == AsBuiltDiffRow::Kind::Miswired && positionOf(scene, m_row.foundId, &found);
    const QLineF line = drawn ? QLineF(a, z) : QLineF();
    if (drawn == isVisible() && line == m_line && hasFound == m_hasFound && found == m_found) return false;
    prepareGeometryChange();
    m_line = line;
    m_found = found;
    m_hasFound = hasFound;
    setVisible(drawn);
    return true;
}

QRectF AsBuiltMarkItem::boundingRect() const
{
    QRectF rect = QRectF(m_line.p1(), m_line.p2()).normalized();
    if (m_hasFound) rect = rect.united(QRectF(m_line.p1(), m_found).normalized());
    const double margin = kHitWidth / 2 + 2;
    return rect.adjusted(-margin, -margin, margin, margin);
}

QPainterPath AsBuiltMarkItem::shape() const
{
    QPainterPath path(m_line.p1());
    path.lineTo(m_line.p2());
    if (m_hasFound) {
        path.moveTo(m_line.p1());
        path.lineTo(m_found);
    }
    QPainterPathStroker stroker;
    stroker.setWidth(kHitWidth);
    return stroker.createStroke(path);
}

void AsBuiltMarkItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor colour = colourOf(m_row.kind);
    // A pale halo keeps the mark visible on top of the design's own link.
    QColor halo(Qt::white);
    halo.setAlpha(170);
    painter->setPen(QPen(halo, kWidth + 3, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(m_line);
    QPen pen(colour, kWidth, styleOf(m_row.kind), Qt::FlatCap);
    pen.setCosmetic(false);
    painter->setPen(pen);
    painter->drawLine(m_line);
    if (m_hasFound) {
        // Where the cable really goes: thin, from the end that is right.
        painter->setPen(QPen(colour, 1.5, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(QLineF(m_line.p1(), m_found));
        painter->setBrush(colour);
        painter->drawEllipse(m_found, 4, 4);
    }
}

} // namespace spinel
