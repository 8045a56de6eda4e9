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

QSize LinkColourLegend::sizeHint() const { return keySize(font(), m_title, m_caption, m_entries); }

void LinkColourLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintKey(painter, rect(), font(), m_title, m_caption, m_entries);
}

QSize LinkColourLegend::keySize(const QFont &font, const QString &title, const QString &caption, const QVector<LegendEntry> &entries)
{
    const QFontMetrics metrics(font);
    QFont bold = font;
    bold.setBold(true);
    // The measures scale with the font, so a key drawn large (an exported frame) keeps its shape.
    const double scale = std::max(1.0, metrics.height() / 20.0);
    const int padding = qRound(kPadding * scale), swatch = qRound(kSwatchWidth * scale), spacing = qRound(kSpacing * scale);
    const int maxCaption = qRound(kMaxCaptionWidth * scale);
    int width = QFontMetrics(bold).horizontalAdvance(title);
    for (const LegendEntry &entry : entries) width = std::max(width, swatch + spacing + metrics.horizontalAdvance(entry.text));
    int captionHeight = 0;
    if (!caption.isEmpty()) {
        const QRect box = metrics.boundingRect(QRect(0, 0, maxCaption, 100000), Qt::TextWordWrap, caption);
        width = std::max(width, std::min(box.width(), maxCaption));
        captionHeight = metrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, caption).height();
    }
    const int height = metrics.height() * (1 + int(entries.size())) + captionHeight;
    return {2 * padding + width, 2 * padding + height};
}

void LinkColourLegend::paintKey(QPainter &painter, const QRect &rect, const QFont &font, const QString &title, const QString &caption,
                                const QVector<LegendEntry> &entries)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics metrics(font);
    const double scale = std::max(1.0, metrics.height() / 20.0);
    const int padding = qRound(kPadding * scale), swatch = qRound(kSwatchWidth * scale), spacing = qRound(kSpacing * scale);
    painter.setPen(QPen(canvasstyle::gridMajor(), scale));
    painter.setBrush(QColor(255, 255, 255, 235));
    painter.drawRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 6 * scale, 6 * scale);

    const int lineHeight = metrics.height();
    const int textWidth = rect.width() - 2 * padding;
    const int left = rect.left() + padding;
    int y = rect.top() + padding;
    QFont bold = font;
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(canvasstyle::text());
    painter.drawText(QRect(left, y, textWidth, lineHeight), Qt::AlignLeft | Qt::AlignVCenter, title);
    y += lineHeight;
    painter.setFont(font);
    if (!caption.isEmpty()) {
        const QRect box = metrics.boundingRect(QRect(left, y, textWidth, 100000), Qt::TextWordWrap, caption);
        painter.setPen(canvasstyle::mutedText());
        painter.drawText(QRect(left, y, textWidth, box.height()), Qt::TextWordWrap, caption);
        y += box.height();
    }
    for (const LegendEntry &entry : entries) {
        const double middle = y + lineHeight / 2.0;
        painter.setPen(QPen(entry.color, 4 * scale, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(left + 3 * scale, middle), QPointF(left + swatch - 3 * scale, middle));
        painter.setPen(canvasstyle::text());
        painter.drawText(QRect(left + swatch + spacing, y, textWidth - swatch - spacing, lineHeight), Qt::AlignLeft | Qt::AlignVCenter, entry.text);
        y += lineHeight;
    }
    painter.restore();
}

} // namespace spinel
