#include "canvas/canvaslegend.h"

#include <QEvent>
#include <QMouseEvent>
#include <QSettings>
#include <QPainter>

#include <algorithm>

#include "canvas/canvasstyle.h"
#include "canvas/linkitem.h"
#include "common/displaynames.h"

namespace spinel {

namespace {

constexpr int kLegendPadding = 8;
constexpr int kLegendSwatchWidth = 26;
constexpr int kSpacing = 8;

} // namespace

CanvasLegend::CanvasLegend(QWidget *parent)
    : QWidget(parent)
{
    // A click folds or unfolds it; the wheel still goes through to the canvas (not accepted here).
    setCursor(Qt::PointingHandCursor);
    m_collapsed = QSettings().value(QStringLiteral("canvas/legendCollapsed"), false).toBool();
    setToolTip(tr("Click to fold or unfold the key"));
    resize(sizeHint());
}

QVector<CanvasLegend::Row> CanvasLegend::rows() const
{
    const double single = LinkItem::widthForBandwidth(400);
    return {
        {canvasstyle::dacLink(), single, DisplayNames::medium(Medium::Dac)},
        {canvasstyle::aocLink(), single, DisplayNames::medium(Medium::Aoc)},
        {canvasstyle::multimodeLink(), single, DisplayNames::medium(Medium::Multimode)},
        {canvasstyle::singlemodeLink(), single, DisplayNames::medium(Medium::Singlemode)},
        {canvasstyle::mutedText(), LinkItem::widthForBandwidth(3200), tr("Wider: more bandwidth")},
    };
}

QString CanvasLegend::title() const
{
    return m_collapsed ? tr("Links ▸") : tr("Links ▾");
}

QFont CanvasLegend::titleFont() const
{
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

void CanvasLegend::setCollapsed(bool collapsed)
{
    if (collapsed == m_collapsed) return;
    m_collapsed = collapsed;
    QSettings().setValue(QStringLiteral("canvas/legendCollapsed"), collapsed);
    // Folds towards its bottom-left corner, where the view anchors it.
    const int bottom = y() + height();
    resize(sizeHint());
    move(x(), bottom - height());
    update();
}

void CanvasLegend::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    setCollapsed(!m_collapsed);
    event->accept();
}

QSize CanvasLegend::sizeHint() const
{
    const QFontMetrics metrics(font());
    // Measured as painted, in bold: with the regular font's width the folded key cut its arrow off.
    int textWidth = QFontMetrics(titleFont()).horizontalAdvance(title());
    if (m_collapsed) return {2 * kLegendPadding + textWidth, 2 * kLegendPadding + metrics.height()};
    const QVector<Row> all = rows();
    for (const Row &row : all) textWidth = std::max(textWidth, metrics.horizontalAdvance(row.text));
    const int lines = int(all.size()) + 1;
    return {2 * kLegendPadding + kLegendSwatchWidth + kSpacing + textWidth, 2 * kLegendPadding + lines * metrics.height()};
}

void CanvasLegend::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) resize(sizeHint());
    QWidget::changeEvent(event);
}

void CanvasLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(canvasstyle::gridMajor(), 1));
    painter.setBrush(QColor(255, 255, 255, 230));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);

    const QFontMetrics metrics(font());
    const int lineHeight = metrics.height();
    int y = kLegendPadding;
    painter.setFont(titleFont());
    painter.setPen(canvasstyle::text());
    painter.drawText(QRect(kLegendPadding, y, width() - 2 * kLegendPadding, lineHeight), Qt::AlignLeft | Qt::AlignVCenter, title());
    painter.setFont(font());
    if (m_collapsed) return;
    for (const Row &row : rows()) {
        y += lineHeight;
        const double middle = y + lineHeight / 2.0;
        painter.setPen(QPen(row.color, row.penWidth, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(kLegendPadding + 3, middle), QPointF(kLegendPadding + kLegendSwatchWidth - 3, middle));
        painter.setPen(canvasstyle::text());
        painter.drawText(QRect(kLegendPadding + kLegendSwatchWidth + kSpacing, y, width(), lineHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, row.text);
    }
}

} // namespace spinel
