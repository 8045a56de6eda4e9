#include "analysis/findingbadgeitem.h"

#include <QPainter>

#include "analysis/severityicons.h"
#include "canvas/deviceitem.h"

namespace spinel {

namespace {

constexpr int kMaxMessagesInTip = 8;  // a tooltip taller than the screen helps no one

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

void FindingBadgeItem::setFindings(const std::vector<const Finding *> &findings)
{
    m_count = int(findings.size());
    m_severity = Severity::Info;
    for (const Finding *finding : findings) m_severity = std::max(m_severity, finding->severity);

    QString tip = QStringLiteral("<b>%1</b>").arg(m_count == 1 ? tr("1 finding") : tr("%1 findings").arg(m_count));
    tip += QStringLiteral("<ul style='margin-left:-20px'>");
    int shown = 0;
    for (const Finding *finding : findings) {
        if (shown++ == kMaxMessagesInTip) {
            tip += QStringLiteral("<li>%1</li>").arg(tr("… and %1 more (see the Findings panel)").arg(m_count - kMaxMessagesInTip));
            break;
        }
        tip += QStringLiteral("<li><span style='color:%1'>%2</span> %3 <span style='color:gray'>(%4)</span></li>")
                   .arg(SeverityIcons::color(finding->severity).name(), SeverityIcons::name(finding->severity),
                        QString::fromStdString(finding->message).toHtmlEscaped(), QString::fromStdString(finding->code));
    }
    tip += QStringLiteral("</ul>");
    setToolTip(tip);
    update();
}

QRectF FindingBadgeItem::boundingRect() const
{
    return {-kSize / 2, -kSize / 2, kSize, kSize};
}

void FindingBadgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    SeverityIcons::paint(painter, m_severity, boundingRect());
}

} // namespace spinel
