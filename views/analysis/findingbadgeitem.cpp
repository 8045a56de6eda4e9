#include "analysis/findingbadgeitem.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include "analysis/severityicons.h"
#include "common/messagetext.h"
#include "canvas/canvasstyle.h"
#include "canvas/deviceitem.h"
#include "canvas/serverblockitem.h"

namespace spinel {

namespace {

constexpr double kCountGap = 3; // between the mark and the count, in pixels

QFont countFont()
{
    QFont font;
    font.setPixelSize(12);
    font.setBold(true);
    return font;
}

} // namespace

FindingBadgeItem::FindingBadgeItem(DeviceItem *device)
    : QGraphicsItem(device)
{
    // Opposite the GPU count badge, overhanging the icon's corner like it.
    const QRectF icon = device->iconRect();
    setPos(icon.left() + 2, icon.top() + 2);
    setAcceptHoverEvents(true);
    // Stays vivid on a device greyed out by a what-if.
    setFlag(ItemIgnoresParentOpacity);
}

FindingBadgeItem::FindingBadgeItem(ServerBlockItem *block)
    : QGraphicsItem(block)
    , m_onBlock(true)
    , m_where(block->title())
{
    // On the block's corner (the block keeps it there when it changes shape). Blocks are drawn
    // below 25 % zoom, where an 18-unit mark would be a few pixels: this one keeps its size on
    // screen. It follows the block layer's opacity, so it shows only while the block does.
    setPos(block->blockRect().topLeft());
    setFlag(ItemIgnoresTransformations);
    setAcceptHoverEvents(true);
    setZValue(1);
}

void FindingBadgeItem::setFindings(const std::vector<const Finding *> &findings)
{
    const int count = int(findings.size());
    Severity severity = Severity::Info;
    for (const Finding *finding : findings) severity = std::max(severity, finding->severity);
    const QString tip = toolTipFor(findings);
    if (count == m_count && severity == m_severity && tip == toolTip()) return;

    if (m_onBlock && count != m_count) {
        prepareGeometryChange();
        m_countText = QLocale().toString(count);
        m_textWidth = QFontMetricsF(countFont()).horizontalAdvance(m_countText);
    }
    m_count = count;
    m_severity = severity;
    setToolTip(tip);
    update();
}

QString FindingBadgeItem::toolTipFor(const std::vector<const Finding *> &findings) const
{
    const int count = int(findings.size());
    const QString heading = count == 1 ? tr("1 finding") : tr("%1 findings").arg(count);
    QString tip = QStringLiteral("<b>%1</b>").arg(m_onBlock ? tr("%1: %2").arg(m_where, heading).toHtmlEscaped() : heading);
    tip += QStringLiteral("<ul style='margin-left:-20px'>");
    int shown = 0;
    for (const Finding *finding : findings) {
        if (shown++ == kMaxMessagesInTip) {
            tip += QStringLiteral("<li>%1</li>").arg(tr("… and %1 more (see the Findings panel)").arg(count - kMaxMessagesInTip));
            break;
        }
        tip += QStringLiteral("<li><span style='color:%1'>%2</span> %3 <span style='color:gray'>(%4)</span></li>")
                   .arg(SeverityIcons::color(finding->severity).name(), SeverityIcons::name(finding->severity),
                        MessageText::text(*finding).toHtmlEscaped(), QString::fromStdString(finding->code));
    }
    tip += QStringLiteral("</ul>");
    return tip;
}

QRectF FindingBadgeItem::iconRect() const
{
    return {-kSize / 2, -kSize / 2, kSize, kSize};
}

QRectF FindingBadgeItem::boundingRect() const
{
    if (!m_onBlock) return iconRect();
    // A white pill around the mark and the count, so both read on the block and on links.
    return iconRect().adjusted(-2, -2, kCountGap + m_textWidth + 6, 2);
}

void FindingBadgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_onBlock) {
        const QRectF pill = boundingRect();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(SeverityIcons::color(m_severity), 1));
        painter->setBrush(Qt::white);
        painter->drawRoundedRect(pill.adjusted(0.5, 0.5, -0.5, -0.5), pill.height() / 2, pill.height() / 2);
        painter->setFont(countFont());
        painter->setPen(canvasstyle::text());
        const QRectF text(iconRect().right() + kCountGap, pill.top(), m_textWidth + 2, pill.height());
        painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, m_countText);
    }
    SeverityIcons::paint(painter, m_severity, iconRect());
}

} // namespace spinel
