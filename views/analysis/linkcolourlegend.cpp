#include "analysis/linkcolourlegend.h"

#include "analysis/legendpainter.h"
#include "canvas/canvasstyle.h"

namespace spinel {

namespace {

constexpr int kSwatchWidth = 26;

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
    QStringList texts;
    for (const LegendEntry &entry : m_entries) texts << entry.text;
    return LegendPainter::sizeFor(font(), kSwatchWidth, m_title, m_caption, texts);
}

void LinkColourLegend::paintEvent(QPaintEvent *)
{
    LegendPainter painter(this, kSwatchWidth);
    painter.title(m_title);
    painter.caption(m_caption);
    for (const LegendEntry &entry : m_entries)
        painter.entry(QPen(entry.color, 4, Qt::SolidLine, Qt::RoundCap), 3, entry.text, canvasstyle::text());
}

} // namespace spinel
