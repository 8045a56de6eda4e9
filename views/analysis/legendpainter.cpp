#include "analysis/legendpainter.h"

#include <QWidget>

#include <algorithm>

#include "canvas/canvasstyle.h"

namespace spinel {

namespace {

constexpr int kKeyPadding = 8;
constexpr int kSpacing = 8;
constexpr int kMaxCaptionWidth = 300; // long captions wrap rather than widen the key

QFont bold(QFont font)
{
    font.setBold(true);
    return font;
}

} // namespace

double LegendPainter::scaleFor(const QFont &font)
{
    return std::max(1.0, QFontMetrics(font).height() / 20.0);
}

LegendPainter::LegendPainter(QWidget *widget, int swatchWidth)
    : m_own(std::in_place, widget)
    , m_painter(*m_own)
    , m_font(widget->font())
    , m_scale(scaleFor(m_font))
    , m_padding(qRound(kKeyPadding * m_scale))
    , m_swatchWidth(qRound(swatchWidth * m_scale))
    , m_lineHeight(QFontMetrics(m_font).height())
{
    begin(widget->rect());
}

LegendPainter::LegendPainter(QPainter &painter, const QRect &rect, const QFont &font, int swatchWidth)
    : m_painter(painter)
    , m_font(font)
    , m_scale(scaleFor(font))
    , m_padding(qRound(kKeyPadding * m_scale))
    , m_swatchWidth(qRound(swatchWidth * m_scale))
    , m_lineHeight(QFontMetrics(font).height())
{
    m_painter.save();
    begin(rect);
}

LegendPainter::~LegendPainter()
{
    if (!m_own) m_painter.restore();
}

void LegendPainter::begin(const QRect &rect)
{
    m_left = rect.left() + m_padding;
    m_textWidth = rect.width() - 2 * m_padding;
    m_y = rect.top() + m_padding;
    m_painter.setRenderHint(QPainter::Antialiasing);
    m_painter.setPen(QPen(canvasstyle::gridMajor(), m_scale));
    m_painter.setBrush(QColor(255, 255, 255, 235));
    m_painter.drawRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 6 * m_scale, 6 * m_scale);
}

void LegendPainter::title(const QString &text)
{
    m_painter.setFont(bold(m_font));
    m_painter.setPen(canvasstyle::text());
    m_painter.drawText(QRect(m_left, m_y, m_textWidth, m_lineHeight), Qt::AlignLeft | Qt::AlignVCenter, text);
    m_painter.setFont(m_font);
    m_y += m_lineHeight;
}

void LegendPainter::caption(const QString &text)
{
    if (text.isEmpty()) return;
    const QRect bounds = QFontMetrics(m_font).boundingRect(QRect(m_left, m_y, m_textWidth, 100000), Qt::TextWordWrap, text);
    m_painter.setFont(m_font);
    m_painter.setPen(canvasstyle::mutedText());
    m_painter.drawText(QRect(m_left, m_y, m_textWidth, bounds.height()), Qt::TextWordWrap, text);
    m_y += bounds.height();
}

void LegendPainter::entry(QPen swatch, int inset, const QString &text, const QColor &textColour)
{
    const double middle = m_y + m_lineHeight / 2.0;
    const double scaledInset = inset * m_scale;
    swatch.setWidthF(swatch.widthF() * m_scale);
    m_painter.setFont(m_font);
    m_painter.setPen(swatch);
    m_painter.drawLine(QPointF(m_left + scaledInset, middle), QPointF(m_left + m_swatchWidth - scaledInset, middle));
    m_painter.setPen(textColour);
    const int spacing = qRound(kSpacing * m_scale);
    m_painter.drawText(QRect(m_left + m_swatchWidth + spacing, m_y, m_textWidth - m_swatchWidth - spacing, m_lineHeight),
                       Qt::AlignLeft | Qt::AlignVCenter, text);
    m_y += m_lineHeight;
}

QSize LegendPainter::sizeFor(const QFont &font, int swatchWidth, const QString &title, const QString &caption,
                             const QStringList &entries)
{
    const QFontMetrics metrics(font);
    const double scale = scaleFor(font);
    const int padding = qRound(kKeyPadding * scale), swatch = qRound(swatchWidth * scale), spacing = qRound(kSpacing * scale);
    const int maxCaption = qRound(kMaxCaptionWidth * scale);
    int width = QFontMetrics(bold(font)).horizontalAdvance(title);
    for (const QString &entry : entries) width = std::max(width, swatch + spacing + metrics.horizontalAdvance(entry));
    int captionHeight = 0;
    if (!caption.isEmpty()) {
        const QRect wrapped = metrics.boundingRect(QRect(0, 0, maxCaption, 100000), Qt::TextWordWrap, caption);
        width = std::max(width, std::min(wrapped.width(), maxCaption));
        captionHeight = metrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, caption).height();
    }
    const int height = metrics.height() * (1 + int(entries.size())) + captionHeight;
    return {2 * padding + width, 2 * padding + height};
}

} // namespace spinel
