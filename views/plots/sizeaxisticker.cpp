#include "plots/sizeaxisticker.h"

#include <cmath>

#include "plots/plotformat.h"

namespace spinel {

namespace {

// Exponents of two that carry a label: the ends of the nccl-tests range (8 B, 16 GiB) and every
// fifth power in between, which lands on 1 KiB, 1 MiB and 1 GiB.
constexpr int kLabelledExponents[] = {3, 10, 15, 20, 25, 30, 34};

} // namespace

QVector<double> SizeAxisTicker::createTickVector(double, const QCPRange &range)
{
    QVector<double> ticks;
    // A narrow axis (a small export, a squeezed dock) keeps only the round units: "256 KiB"
    // needs about 60 px, and seven labels need room between them.
    // The viewport, not the axis rect: ticks are made before this layout pass sizes the rect.
    const bool sparse = m_axis->parentPlot()->viewport().width() < 580;
    for (int exponent : kLabelledExponents) {
        if (sparse && exponent % 10 != 0 && exponent != 3) continue;
        const double value = std::ldexp(1.0, exponent);
        if (value >= range.lower * 0.999 && value <= range.upper * 1.001) ticks << value;
    }
    return ticks;
}

QVector<double> SizeAxisTicker::createSubTickVector(int, const QVector<double> &ticks)
{
    QVector<double> subTicks;
    if (ticks.size() < 2) return subTicks;
    const int first = int(std::lround(std::log2(ticks.first())));
    const int last = int(std::lround(std::log2(ticks.last())));
    for (int exponent = first + 1; exponent < last; ++exponent) {
        const double value = std::ldexp(1.0, exponent);
        if (!ticks.contains(value)) subTicks << value;
    }
    return subTicks;
}

QString SizeAxisTicker::getTickLabel(double tick, const QLocale &, QChar, int)
{
    return plotformat::bytes(tick);
}

} // namespace spinel
