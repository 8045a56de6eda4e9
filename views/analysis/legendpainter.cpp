#include "analysis/legendpainter.h"

#include <QWidget>

#include <algorithm>

#include "canvas/canvasstyle.h"

namespace spinel {

namespace {

constexpr int kPadding = 8;
constexpr int kSpacing = 8;
constexpr int kMaxCaptionWidth = 300;  // long captions wrap rather than widen the key

QFont bold(QFont font)
{
    font.setBold(true);
    return font;
}

} // namespace

LegendPainter::LegendPainter(QWidget *widget, int swatchWidth)
    : m_painter(widget)
    , m_font(widget->font())
    , m_swatchWidth(swatchWidth)
    , m_lineHeight(QFontMetrics(m_font).height())
    , m_textWidth(widget->width() - 2 * kPadding)
    , m_y(kPadding)
{
    m_painter.setRenderHint(QPainter::Antialiasing);
    m_painter.setPen(QPen(canvasstyle::gridMajor(), 1));
    m_painter.setBrush(QColor(255, 255, 255, 235));
    m_painter.drawRoundedRect(QRectF(widget->rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
}

void LegendPainter::title(const QString &text)
{
    m_painter.setFont(bold(m_font));
    m_painter.setPen(canvasstyle::text());
    m_painter.drawText(QRect(kPadding, m_y, m_textWidth, m_lineHeight), Qt::AlignLeft | Qt::AlignVCenter, text);
    m_painter.setFont(m_font);
    m_y += m_lineHeight;
}

void LegendPainter::caption(const QString &text)
{
    if (text.isEmpty()) return;
    const QRect bounds = QFontMetrics(m_font).boundingRect(QRect(kPadding, m_y, m_textWidth, 1000), Qt::TextWordWrap, text);
    m_painter.setPen(canvasstyle::mutedText());
    m_painter.drawText(QRect(kPadding, m_y, m_textWidth, bounds.height()), Qt::TextWordWrap, text);
    m_y += bounds.height();
}

void LegendPainter::entry(const QPen &swatch, int inset, const QString &text, const QColor &textColour)
{
    const double middle = m_y + m_lineHeight / 2.0;
    m_painter.setPen(swatch);
    m_painter.drawLine(QPointF(kPadding + inset, middle), QPointF(kPadding + m_swatchWidth - inset, middle));
    m_painter.setPen(textColour);
    m_painter.drawText(QRect(kPadding + m_swatchWidth + kSpacing, m_y, m_textWidth, m_lineHeight), Qt::AlignLeft | Qt::AlignVCenter, text);
    m_y += m_lineHeight;
}

QSize LegendPainter::sizeFor(const QFont &font, int swatchWidth, const QString &title, const QString &caption, const QStringList &entries)
{
    const QFontMetrics metrics(font);
    int width = QFontMetrics(bold(font)).horizontalAdvance(title);
    for (const QString &entry : entries) width = std::max(width, swatchWidth + kSpacing + metrics.horizontalAdvance(entry));
    int captionHeight = 0;
    if (!caption.isEmpty()) {
        const QRect wrapped = metrics.boundingRect(QRect(0, 0, kMaxCaptionWidth, 1000), Qt::TextWordWrap, caption);
        width = std::max(width, std::min(wrapped.width(), kMaxCaptionWidth));
        captionHeight = metrics.boundingRect(QRect(0, 0, width, 1000), Qt::TextWordWrap, caption).height();
    }
    const int height = metrics.height() * (1 + int(entries.size())) + captionHeight;
    return {2 * kPadding + width, 2 * kPadding + height};
}

} // namespace spinel
