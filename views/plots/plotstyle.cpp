#include "plots/plotstyle.h"

#include <QApplication>
#include <QStyle>

#include <qcustomplot.h>

#include <array>

namespace spinel::plotstyle {

namespace {

QColor mix(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(float(a.redF() * (1 - share) + b.redF() * share), float(a.greenF() * (1 - share) + b.greenF() * share),
                            float(a.blueF() * (1 - share) + b.blueF() * share));
}

void styleAxis(QCPAxis *axis, const QPalette &palette)
{
    const QColor text = foreground(palette);
    axis->setBasePen(QPen(text, 1));
    axis->setTickPen(QPen(text, 1));
    axis->setSubTickPen(QPen(text, 1));
    axis->setTickLabelColor(text);
    axis->setLabelColor(text);
    axis->grid()->setPen(QPen(grid(palette), 1, Qt::SolidLine));
    axis->grid()->setSubGridPen(QPen(mix(background(palette), grid(palette), 0.45), 1, Qt::DotLine));
    axis->grid()->setZeroLinePen(Qt::NoPen);
}

} // namespace

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor seriesColor(int index, const QPalette &palette)
{
    // Okabe & Ito (2008), "Color Universal Design": blue, vermillion, bluish green, reddish
    // purple, orange, sky blue; the dark set is the same hues lifted to stay legible on grey.
    static const std::array<QColor, 6> light{QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x9E, 0x73),
                                             QColor(0xCC, 0x79, 0xA7), QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9)};
    static const std::array<QColor, 6> dark{QColor(0x56, 0xB4, 0xE9), QColor(0xFF, 0x8A, 0x4C), QColor(0x3D, 0xD6, 0xA3),
                                            QColor(0xE8, 0x9B, 0xD0), QColor(0xF0, 0xC0, 0x3A), QColor(0x9F, 0xD8, 0xFF)};
    const auto &set = isDark(palette) ? dark : light;
    return set[std::size_t(index) % set.size()];
}

QColor background(const QPalette &palette)
{
    return palette.color(QPalette::Base);
}

QColor foreground(const QPalette &palette)
{
    return palette.color(QPalette::Text);
}

QColor grid(const QPalette &palette)
{
    return mix(background(palette), foreground(palette), isDark(palette) ? 0.22 : 0.14);
}

QColor muted(const QPalette &palette)
{
    return mix(background(palette), foreground(palette), 0.6);
}

void apply(QCustomPlot *plot, const QPalette &palette)
{
    plot->setBackground(background(palette));
    QFont font = plot->font();
    for (QCPAxisRect *rect : plot->axisRects()) {
        rect->setBackground(Qt::NoBrush);
        for (QCPAxis *axis : rect->axes()) {
            styleAxis(axis, palette);
            axis->setTickLabelFont(font);
            QFont label = font;
            label.setBold(true);
            axis->setLabelFont(label);
        }
    }
    QCPLegend *legend = plot->legend;
    QColor legendFill = background(palette);
    legendFill.setAlpha(225);
    legend->setBrush(legendFill);
    legend->setBorderPen(QPen(grid(palette), 1));
    legend->setTextColor(foreground(palette));
    legend->setFont(font);
}

QPalette printPalette()
{
    // The style's standard palette is the light one on every platform we ship; a dark desktop
    // theme should not turn an exported figure or a printed report dark.
    QPalette palette = QApplication::style()->standardPalette();
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, QColor(0x20, 0x20, 0x20));
    return palette;
}

} // namespace spinel::plotstyle
