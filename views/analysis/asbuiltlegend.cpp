#include "analysis/asbuiltlegend.h"

#include <QPainter>

#include <algorithm>

#include "analysis/asbuiltmarkitem.h"
#include "canvas/canvasstyle.h"

namespace spinel {

namespace {
constexpr int kPadding = 8;
constexpr int kSwatchWidth = 34;  // long enough to show a dash and a dot pattern
constexpr int kSpacing = 8;
} // namespace

AsBuiltLegend::AsBuiltLegend(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setObjectName(QStringLiteral("asBuiltLegend"));
}

QList<AsBuiltDiffRow::Kind> AsBuiltLegend::kinds()
{
    using Kind = AsBuiltDiffRow::Kind;
    return {Kind::Missing, Kind::Extra, Kind::Miswired, Kind::Speed};
}

void AsBuiltLegend::setCounts(const QMap<AsBuiltDiffRow::Kind, int> &counts)
{
    m_counts = counts;
    resize(sizeHint());
    update();
}

QString AsBuiltLegend::entryText(AsBuiltDiffRow::Kind kind) const
{
    const int n = m_counts.value(kind);
    switch (kind) {
    case AsBuiltDiffRow::Kind::Missing: return tr("Missing cable (%1)").arg(n);
    case AsBuiltDiffRow::Kind::Extra: return tr("Extra cable (%1)").arg(n);
    case AsBuiltDiffRow::Kind::Miswired: return tr("Miswired, thin line to where it goes (%1)").arg(n);
    case AsBuiltDiffRow::Kind::Speed: return tr("Speed mismatch (%1)").arg(n);
    }
    return {};
}

QSize AsBuiltLegend::sizeHint() const
{
    const QFontMetrics metrics(font());
    QFont bold = font();
    bold.setBold(true);
    int width = QFontMetrics(bold).horizontalAdvance(tr("As built vs design"));
    for (AsBuiltDiffRow::Kind kind : kinds())
        width = std::max(width, kSwatchWidth + kSpacing + metrics.horizontalAdvance(entryText(kind)));
    return {2 * kPadding + width, 2 * kPadding + metrics.height() * (1 + int(kinds().size()))};
}

void AsBuiltLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(canvasstyle::gridMajor(), 1));
    painter.setBrush(QColor(255, 255, 255, 235));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    const QFontMetrics metrics(font());
    const int lineHeight = metrics.height();
    const int textWidth = width() - 2 * kPadding;
    int y = kPadding;
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(canvasstyle::text());
    painter.drawText(QRect(kPadding, y, textWidth, lineHeight), Qt::AlignLeft | Qt::AlignVCenter, tr("As built vs design"));
    y += lineHeight;
    painter.setFont(font());
    for (AsBuiltDiffRow::Kind kind : kinds()) {
        const double middle = y + lineHeight / 2.0;
        // The marks' own pens (AsBuiltMarkItem::paint), at a width that shows their pattern.
        QPen pen(AsBuiltMarkItem::colourOf(kind), 3, AsBuiltMarkItem::styleOf(kind), Qt::FlatCap);
        painter.setPen(pen);
        painter.drawLine(QPointF(kPadding + 2, middle), QPointF(kPadding + kSwatchWidth - 2, middle));
        painter.setPen(m_counts.value(kind) ? canvasstyle::text() : canvasstyle::mutedText());
        painter.drawText(QRect(kPadding + kSwatchWidth + kSpacing, y, textWidth, lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         entryText(kind));
        y += lineHeight;
    }
}

} // namespace spinel
