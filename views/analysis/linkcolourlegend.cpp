#include "analysis/linkcolourlegend.h"

#include "analysis/legendpainter.h"
#include "canvas/canvasstyle.h"

namespace spinel {

namespace {

constexpr int kLoadSwatchWidth = 26;

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
    return keySize(font(), m_title, m_caption, m_entries);
}

void LinkColourLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintKey(painter, rect(), font(), m_title, m_caption, m_entries);
}

QSize LinkColourLegend::keySize(const QFont &font, const QString &title, const QString &caption, const QVector<LegendEntry> &entries)
{
    QStringList texts;
    for (const LegendEntry &entry : entries) texts << entry.text;
    return LegendPainter::sizeFor(font, kLoadSwatchWidth, title, caption, texts);
}

void LinkColourLegend::paintKey(QPainter &painter, const QRect &rect, const QFont &font, const QString &title,
                                const QString &caption, const QVector<LegendEntry> &entries)
{
    LegendPainter key(painter, rect, font, kLoadSwatchWidth);
    key.title(title);
    key.caption(caption);
    for (const LegendEntry &entry : entries)
        key.entry(QPen(entry.color, 4, Qt::SolidLine, Qt::RoundCap), 3, entry.text, canvasstyle::text());
}

} // namespace spinel
