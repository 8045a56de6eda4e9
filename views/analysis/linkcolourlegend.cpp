#include "analysis/linkcolourlegend.h"

#include <QPainter>

#include <algorithm>

#include "canvas/canvasstyle.h"

namespace spinel {

namespace {

constexpr int kPadding = 8;
constexpr int kSwatchWidth = 26;
constexpr int kSpacing = 8;
constexpr int kMaxCaptionWidth = 300;  // long captions wrap rather than widen the key

} // namespace

LinkColourLegend::LinkColourLegend(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
}

void LinkColourLegend::setContents(const QString &title, const QString &caption, const QVector<LegendEntry> &entries)
{
    m_title = title;
    m_caption = caption;
    m_entries = entries;
    resize(sizeHint());
    update();
}

QSize LinkColourLegend::sizeHint() const
{
    const QFontMetrics metrics(font());
    QFont bold = font();
    bold.setBold(true);
    int width = QFontMetrics(bold).horizontalAdvance(m_title);
    for (const LegendEntry &entry : m_entries) width = std::max(width, kSwatchWidth + kSpacing + metrics.horizontalAdvance(entry.text));
    int captionHeight = 0;
    if (!m_caption.isEmpty()) {
        const QRect caption = metrics.boundingRect(QRect(0, 0, kMaxCaptionWidth, 1000), Qt::TextWordWrap, m_caption);
        width = std::max(width, std::min(caption.width(), kMaxCaptionWidth));
        captionHeight = metrics.boundingRect(QRect(0, 0, width, 1000), Qt::TextWordWrap, m_caption).height();
    }
    const int height = metrics.height() * (1 + int(m_entries.size())) + captionHeight;
    return {2 * kPadding + width, 2 * kPadding + height};
}

void LinkColourLegend::paintEvent(QPaintEvent *)
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
    painter.drawText(QRect(kPadding, y, textWidth, lineHeight), Qt::AlignLeft | Qt::AlignVCenter, m_title);
    y += lineHeight;
    painter.setFont(font());
    if (!m_caption.isEmpty()) {
        const QRect caption = metrics.boundingRect(QRect(kPadding, y, textWidth, 1000), Qt::TextWordWrap, m_caption);
        painter.setPen(canvasstyle::mutedText());
        painter.drawText(QRect(kPadding, y, textWidth, caption.height()), Qt::TextWordWrap, m_caption);
        y += caption.height();
    }
    for (const LegendEntry &entry : m_entries) {
        const double middle = y + lineHeight / 2.0;
        painter.setPen(QPen(entry.color, 4, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(kPadding + 3, middle), QPointF(kPadding + kSwatchWidth - 3, middle));
        painter.setPen(canvasstyle::text());
        painter.drawText(QRect(kPadding + kSwatchWidth + kSpacing, y, textWidth, lineHeight), Qt::AlignLeft | Qt::AlignVCenter, entry.text);
        y += lineHeight;
    }
}

} // namespace spinel
