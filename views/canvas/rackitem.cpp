#include "canvas/rackitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

#include "canvas/canvasstyle.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/racklayout.h"

namespace spinel {

namespace {

constexpr double kRackPadding = 16;      // between the trays and the frame, scene units
constexpr double kTitleHeight = 44;      // the band with the name and summary
constexpr double kLabelArea = 36;        // a tray's label under its icon
constexpr double kRackMinTextPixels = 5; // smaller is noise: no text then

QColor rackFill()
{
    return {0xf1, 0xf4, 0xf8};
}

QColor rackBorder()
{
    return {0x5d, 0x6b, 0x7e};
}

QColor switchTrayFill()
{
    return {0x3c, 0x5a, 0x78};
}

} // namespace

RackItem::RackItem(const QString &domainId, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_id(domainId)
{
    setFlag(ItemIsSelectable);
    setZValue(-1); // under the trays it frames
}

RackItem::~RackItem()
{
    if (isSelected()) FabricScene::itemSelectionChanged(this, false);
}

QVariant RackItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    // Counted before the change: Qt emits the scene's selectionChanged() between the two
    // notifications, and its listeners read the counts.
    if (change == ItemSelectedChange && value.toBool() != isSelected()) FabricScene::itemSelectionChanged(this, value.toBool());
    return QGraphicsItem::itemChange(change, value);
}

void RackItem::setContents(const QString &name, const QString &summary, int switchTrays, QVector<DeviceItem *> trays)
{
    m_name = name;
    m_summary = summary;
    m_switchTrays = std::max(0, switchTrays);
    m_trays = std::move(trays);
}

void RackItem::removeTray(const DeviceItem *tray)
{
    m_trays.removeOne(tray);
}

void RackItem::refresh()
{
    prepareGeometryChange();
    QRectF trays;
    for (const DeviceItem *tray : std::as_const(m_trays)) trays |= tray->mapRectToScene(tray->iconRect());
    m_switchRect = QRectF();
    if (trays.isNull()) {
        m_rect = m_bounds = QRectF();
        update();
        return;
    }
    trays.adjust(0, 0, 0, kLabelArea);
    // The switch trays go in the gap the Add Rack layout leaves between the upper and lower
    // compute trays; when the trays were moved so there is no such gap, under the last tray.
    const double stripHeight = m_switchTrays * racklayout::kSwitchTrayPitch;
    if (m_switchTrays > 0) {
        const int above = racklayout::traysAbove(int(m_trays.size()));
        double top = trays.bottom() + racklayout::kSwitchGap;
        if (above > 0 && above < m_trays.size()) {
            const DeviceItem *upper = m_trays[above - 1];
            const DeviceItem *lower = m_trays[above];
            const double gapTop = upper->mapRectToScene(upper->iconRect()).bottom() + kLabelArea;
            const double gapBottom = lower->mapRectToScene(lower->iconRect()).top();
            if (gapBottom - gapTop >= stripHeight) top = (gapTop + gapBottom - stripHeight) / 2;
        }
        m_switchRect = QRectF(trays.left(), top, trays.width(), stripHeight);
        trays |= m_switchRect.adjusted(0, 0, 0, racklayout::kSwitchGap);
    }
    m_rect = trays.adjusted(-kRackPadding, -kRackPadding - kTitleHeight, kRackPadding, kRackPadding);
    m_bounds = m_rect.adjusted(-4, -4, 4, 4); // the selection outline
    setToolTip(QStringLiteral("<b>%1</b><br>%2").arg(m_name.toHtmlEscaped(), m_summary.toHtmlEscaped()));
    update();
}

QRectF RackItem::boundingRect() const
{
    return m_bounds;
}

QPainterPath RackItem::shape() const
{
    QPainterPath path;
    path.addRect(m_rect);
    return path;
}

void RackItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_rect.isNull()) return;
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.05);
    const bool selected = option->state & QStyle::State_Selected;
    QPen border(selected ? canvasstyle::selection() : rackBorder(), selected ? 3 : 1.5);
    if (border.widthF() * lod < 1) border.setWidth(0);
    painter->setPen(border);
    painter->setBrush(rackFill());
    painter->drawRoundedRect(m_rect, 8, 8);

    if (!m_switchRect.isNull()) {
        // One bar per NVLink switch tray, with a little space between bars.
        painter->setPen(Qt::NoPen);
        painter->setBrush(switchTrayFill());
        const double pitch = racklayout::kSwitchTrayPitch;
        for (int i = 0; i < m_switchTrays; ++i)
            painter->drawRect(QRectF(m_switchRect.left(), m_switchRect.top() + i * pitch + 2, m_switchRect.width(), pitch - 4));
        if ((pitch - 4) * lod * 0.8 >= kRackMinTextPixels + 3) {
            QFont font;
            font.setPixelSize(int(pitch - 8));
            painter->setFont(font);
            painter->setPen(Qt::white);
            for (int i = 0; i < m_switchTrays; ++i)
                painter->drawText(QRectF(m_switchRect.left(), m_switchRect.top() + i * pitch + 2, m_switchRect.width(), pitch - 4),
                                  Qt::AlignCenter, tr("NVLink switch tray %1").arg(i + 1));
        }
    }
    paintTitle(painter, lod);
}

void RackItem::paintTitle(QPainter *painter, double lod) const
{
    const double lineHeight = kTitleHeight / 2.4;
    if (lineHeight * lod < kRackMinTextPixels) return;
    QFont font;
    font.setPixelSize(int(std::lround(lineHeight * 0.8)));
    QFont bold = font;
    bold.setBold(true);
    const double width = m_rect.width() - 2 * kRackPadding;
    const QRectF nameRect(m_rect.left() + kRackPadding, m_rect.top() + 4, width, lineHeight);
    const QRectF summaryRect = nameRect.translated(0, lineHeight);
    painter->setFont(bold);
    painter->setPen(canvasstyle::text());
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter, QFontMetricsF(bold).elidedText(m_name, Qt::ElideRight, width));
    painter->setFont(font);
    painter->setPen(canvasstyle::mutedText());
    painter->drawText(summaryRect, Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetricsF(font).elidedText(m_summary, Qt::ElideRight, width));
}

} // namespace spinel
