#include "analysis/asbuiltlegend.h"

#include "analysis/asbuiltmarkitem.h"
#include "analysis/legendpainter.h"
#include "canvas/canvasstyle.h"

namespace spinel {

namespace {
constexpr int kAsBuiltSwatchWidth = 34; // long enough to show a dash and a dot pattern
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
    QStringList texts;
    for (AsBuiltDiffRow::Kind kind : kinds()) texts << entryText(kind);
    return LegendPainter::sizeFor(font(), kAsBuiltSwatchWidth, tr("As built vs design"), QString(), texts);
}

void AsBuiltLegend::paintEvent(QPaintEvent *)
{
    LegendPainter painter(this, kAsBuiltSwatchWidth);
    painter.title(tr("As built vs design"));
    for (AsBuiltDiffRow::Kind kind : kinds()) {
        // The marks' own pens (AsBuiltMarkItem::paint), at a width that shows their pattern.
        const QPen pen(AsBuiltMarkItem::colourOf(kind), 3, AsBuiltMarkItem::styleOf(kind), Qt::FlatCap);
        painter.entry(pen, 2, entryText(kind), m_counts.value(kind) ? canvasstyle::text() : canvasstyle::mutedText());
    }
}

} // namespace spinel
