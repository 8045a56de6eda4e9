#pragma once
// Ticks of a base-2 logarithmic message-size axis: labels at 8 B, 1 KiB, 32 KiB, 1 MiB, ...
// (round binary units where people look for them), a sub-tick at every power of two.

#include <qcustomplot.h>

namespace spinel {

class SizeAxisTicker : public QCPAxisTicker {
public:
    // `axis`: the axis it labels, whose width decides how many labels fit.
    explicit SizeAxisTicker(QCPAxis *axis)
        : m_axis(axis)
    { }

protected:
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override;
    QVector<double> createSubTickVector(int subTickCount, const QVector<double> &ticks) override;
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;

private:
    QCPAxis *m_axis;
};

} // namespace spinel
