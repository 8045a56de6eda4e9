#include "canvas/linkitem.h"

#include <QFontMetricsF>
#include <QHash>

#include <algorithm>
#include <cmath>

#include "canvas/canvasstyle.h"
#include "canvas/mediumcolour.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "core/design.h"

namespace spinel {

namespace {

QString mediumName(Medium medium)
{
    switch (medium) {
    case Medium::Dac: return LinkItem::tr("copper (DAC)");
    case Medium::Aoc: return LinkItem::tr("active optical cable (AOC)");
    case Medium::Multimode: return LinkItem::tr("multimode fibre");
    case Medium::Singlemode: return LinkItem::tr("single-mode fibre");
    }
    return {};
}

QString rate(double gbps)
{
    if (gbps >= 1000) return LinkItem::tr("%1 Tb/s").arg(gbps / 1000, 0, 'g', 4);
    return LinkItem::tr("%1 Gb/s").arg(gbps, 0, 'g', 4);
}

// The badge's text width: shaping "×4" for each of thousands of bundles was a tenth of creating
// their items, and a design has a handful of bundle sizes.
double badgeTextWidth(const QString &text)
{
    static QHash<QString, double> widths;
    const auto found = widths.constFind(text);
    if (found != widths.constEnd()) return *found;
    const double width = QFontMetricsF(LinkItem::badgeFont()).horizontalAdvance(text);
    widths.insert(text, width);
    return width;
}

} // namespace

QFont LinkItem::badgeFont()
{
    QFont font;
    font.setPixelSize(9);
    font.setBold(true);
    return font;
}

namespace {

constexpr double kMinHitWidth = 8; // thin links are still easy to hover and click

} // namespace

LinkItem::LinkItem(const QString &id, DeviceItem *from, DeviceItem *to, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_id(id)
{
    setFlags(ItemIsSelectable);
    setZValue(0); // under the devices, which cover the line ends
    setEnds(from, to);
}

LinkItem::~LinkItem()
{
    if (isSelected()) FabricScene::itemSelectionChanged(this, false);
}

void LinkItem::setEnds(DeviceItem *from, DeviceItem *to)
{
    detachFromEnds();
    m_from = from;
    m_to = to;
    if (m_from) m_from->attachLink(this);
    if (m_to) m_to->attachLink(this);
    updateGeometry();
}

void LinkItem::detachFromEnds()
{
    if (m_from) m_from->detachLink(this);
    if (m_to) m_to->detachLink(this);
    m_from = m_to = nullptr;
}

double LinkItem::widthForBandwidth(double bandwidthGbps)
{
    const double doublingsOver100G = std::log2(std::max(bandwidthGbps, 100.0) / 100.0);
    return std::clamp(1.5 + doublingsOver100G, 1.5, 10.0);
}

void LinkItem::syncFromModel(const Link &link)
{
    m_width = widthForBandwidth(link.bandwidthGbps());
    m_color = canvasstyle::mediumLink(link.medium);
    m_count = link.count;
    m_bandwidthGbps = link.bandwidthGbps();
    m_speedGbps = link.speedGbps;
    m_medium = link.medium;
    m_lengthM = link.lengthM;
    m_countText = m_count > 1 ? QStringLiteral("×%1").arg(m_count) : QString();
    m_badgeWidth = m_countText.isEmpty() ? 0 : badgeTextWidth(m_countText) + 8;
    updateBounds();
    notifyScene();
}

QString LinkItem::toolTip() const
{
    // The ends are always attached while the item is in a scene (links to missing devices are
    // not drawn), so their names are current after a rename too.
    const QString from = m_from ? m_from->name() : QString();
    const QString to = m_to ? m_to->name() : QString();
    QString tip = QStringLiteral("<b>%1 ↔ %2</b><br>").arg(from.toHtmlEscaped(), to.toHtmlEscaped());
    tip += m_count > 1 ? tr("%1 cables × %2 = %3").arg(m_count).arg(rate(m_speedGbps), rate(m_bandwidthGbps))
                       : tr("1 cable, %1").arg(rate(m_speedGbps));
    tip += QStringLiteral("<br>") + tr("Medium: %1").arg(mediumName(m_medium));
    if (m_lengthM) tip += QStringLiteral("<br>") + tr("Length: %1 m").arg(*m_lengthM, 0, 'g', 4);
    tip += QStringLiteral("<br><span style='color:gray'>%1</span>").arg(tr("id: %1").arg(m_id.toHtmlEscaped()));
    return tip;
}

void LinkItem::notifyScene()
{
    if (auto *fabric = qobject_cast<FabricScene *>(scene())) fabric->linkAppearanceChanged(this);
}

QVariant LinkItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    // Counted before the change: Qt emits the scene's selectionChanged() between the two
    // notifications, and its listeners read the counts.
    if (change == ItemSelectedChange && value.toBool() != isSelected()) FabricScene::itemSelectionChanged(this, value.toBool());
    if (change == ItemSelectedHasChanged || change == ItemOpacityHasChanged) notifyScene();
    return QGraphicsItem::itemChange(change, value);
}

void LinkItem::setOverlay(const QColor &color, Qt::PenStyle style)
{
    if (color == m_overlayColor && style == m_overlayStyle) return;
    m_overlayColor = color;
    m_overlayStyle = style;
    notifyScene();
}

void LinkItem::updateGeometry()
{
    m_line = (m_from && m_to) ? QLineF(m_from->pos(), m_to->pos()) : QLineF();
    updateBounds();
    notifyScene();
}

void LinkItem::updateBounds()
{
    m_badgeRect = countBadgeRect();
    const double margin = std::max(m_width, kMinHitWidth) / 2 + 4; // + selection halo
    const QRectF line = QRectF(m_line.p1(), m_line.p2()).normalized().adjusted(-margin, -margin, margin, margin);
    m_lineRect = line.united(m_badgeRect);
}

QRectF LinkItem::countBadgeRect() const
{
    if (m_countText.isEmpty()) return {};
    const double width = m_badgeWidth;
    // Just above the lower device, where its links fan out: midpoints of a tier's links line up
    // in one row and their badges would collide.
    const bool p1Lower = m_line.p1().y() >= m_line.p2().y();
    QLineF upward = p1Lower ? m_line : QLineF(m_line.p2(), m_line.p1());
    upward.setLength(std::min(0.4 * m_line.length(), 50.0));
    const QPointF centre = upward.p2();
    return {centre.x() - width / 2, centre.y() - 7, width, 14};
}

QRectF LinkItem::boundingRect() const
{
    // Drawn and picked by the scene (LinkBatchItem, FabricScene::linkAt), so Qt needs no area
    // for it. Empty and constant: moving the 3,328 devices of a large design re-indexed 36,000
    // links with their true rects (0.5 s, most of an auto-layout), and still 0.3 s as points.
    return {};
}

void LinkItem::paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *)
{
    // Never called: links live in transparent layers and LinkBatchItem draws them.
}

} // namespace spinel
