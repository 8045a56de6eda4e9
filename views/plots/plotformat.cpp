#include "plots/plotformat.h"
#include "translatein.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace spinel::plotformat {

namespace {

QString tr(const char *text)
{
    return translateIn({"spinel::plotformat", "PlotFormat"}, text);
}

// Three significant digits, without trailing noise: 48.5, 312, 1.25.
QString number(double value)
{
    const double magnitude = std::fabs(value);
    const int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2;
    return QLocale().toString(value, 'f', decimals);
}

} // namespace

QString bytes(double value)
{
    static const char *const units[] = {QT_TRANSLATE_NOOP("PlotFormat", "%1 B"), QT_TRANSLATE_NOOP("PlotFormat", "%1 KiB"),
                                        QT_TRANSLATE_NOOP("PlotFormat", "%1 MiB"), QT_TRANSLATE_NOOP("PlotFormat", "%1 GiB"),
                                        QT_TRANSLATE_NOOP("PlotFormat", "%1 TiB")};
    int unit = 0;
    while (std::fabs(value) >= 1024 && unit < 4) value /= 1024, ++unit;
    // Sizes on the plots are powers of two, so whole numbers read best.
    const bool whole = std::fabs(value - std::round(value)) < 1e-9;
    return tr(units[unit]).arg(whole ? QLocale().toString(qint64(std::llround(value))) : number(value));
}

QString rateGBps(double gbps)
{
    return tr("%1 GB/s").arg(number(gbps));
}

QString duration(double seconds)
{
    if (seconds < 1e-3) return tr("%1 µs").arg(number(seconds * 1e6));
    if (seconds < 1) return tr("%1 ms").arg(number(seconds * 1e3));
    if (seconds < 120) return tr("%1 s").arg(number(seconds));
    if (seconds < 2 * 3600) return tr("%1 min").arg(number(seconds / 60));
    if (seconds < 2 * 86400) return tr("%1 h").arg(number(seconds / 3600));
    return tr("%1 days").arg(number(seconds / 86400));
}

QString usd(double value)
{
    if (std::fabs(value) >= 1e6) return tr("$%1 M").arg(number(value / 1e6));
    if (std::fabs(value) >= 1e4) return tr("$%1 k").arg(number(value / 1e3));
    return tr("$%1").arg(QLocale().toString(value, 'f', 0));
}

QString usdCompact(double value)
{
    // Three significant figures are what a cost class needs.
    if (value >= 1e6) return tr("$%L1 M").arg(value / 1e6, 0, 'f', value >= 1e8 ? 0 : 1);
    if (value >= 1e3) return tr("$%L1 k").arg(value / 1e3, 0, 'f', value >= 1e5 ? 0 : 1);
    return usdExact(value);
}

QString usdExact(double value)
{
    return tr("$%L1").arg(value, 0, 'f', 0);
}

QString watts(double value)
{
    if (std::fabs(value) >= 1e6) return tr("%1 MW").arg(number(value / 1e6));
    if (std::fabs(value) >= 1e3) return tr("%1 kW").arg(number(value / 1e3));
    return tr("%1 W").arg(QLocale().toString(value, 'f', 0));
}

QString percent(double fraction)
{
    return tr("%1 %").arg(QLocale().toString(fraction * 100, 'f', 1));
}

} // namespace spinel::plotformat
