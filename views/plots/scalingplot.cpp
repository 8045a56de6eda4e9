#include "plots/scalingplot.h"

#include <algorithm>
#include <cmath>

#include "figures/designfigures.h"
#include "plots/plotformat.h"
#include "plots/plotstyle.h"

namespace spinel {

namespace {

// GPU counts: powers of two, whole numbers with group separators.
class GpuCountTicker : public QCPAxisTickerLog {
protected:
    QString getTickLabel(double tick, const QLocale &locale, QChar, int) override
    {
        return locale.toString(qint64(std::llround(tick)));
    }
};

} // namespace

ScalingPlot::ScalingPlot(QWidget *parent)
    : PlotWidget(parent)
{
    auto gpuTicker = QSharedPointer<GpuCountTicker>::create();
    gpuTicker->setLogBase(2);
    gpuTicker->setTickCount(7);
    gpuTicker->setSubTickCount(0);
    xAxis->setScaleType(QCPAxis::stLogarithmic);
    xAxis->setTicker(gpuTicker);
    xAxis->setLabel(tr("GPUs (first servers in rail order)"));

    auto timeTicker = QSharedPointer<QCPAxisTickerLog>::create();
    timeTicker->setLogBase(10);
    timeTicker->setSubTickCount(8);
    yAxis->setScaleType(QCPAxis::stLogarithmic);
    yAxis->setTicker(timeTicker);
    yAxis->setNumberFormat(QStringLiteral("gb"));
    yAxis->setNumberPrecision(3);
    yAxis->setLabel(tr("Step time (s)"));
    yAxis->grid()->setSubGridVisible(false);

    auto percentTicker = QSharedPointer<QCPAxisTickerFixed>::create();
    percentTicker->setTickStep(20);
    yAxis2->setVisible(true);
    yAxis2->setTicker(percentTicker);
    yAxis2->setRange(0, 105);
    yAxis2->setLabel(tr("Scaling efficiency (%)"));
    yAxis2->grid()->setVisible(false);

    legend->setVisible(true);
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignLeft | Qt::AlignBottom);

    restyle();
}

QString ScalingPlot::title() const
{
    return tr("Scaling of the training step");
}

void ScalingPlot::rebuild()
{
    clearGraphs();
    const QPalette palette = this->palette();
    m_step = addGraph(xAxis, yAxis);
    m_step->setName(tr("Step time"));
    const QColor stepColor = plotstyle::seriesColor(0, palette);
    m_step->setPen(QPen(stepColor, 2));
    m_step->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, stepColor, stepColor, 5));
    m_ideal = addGraph(xAxis, yAxis);
    m_ideal->setName(tr("Ideal (compute only)"));
    m_ideal->setPen(QPen(plotstyle::muted(palette), 1.5, Qt::DashLine));
    m_withBubble = addGraph(xAxis, yAxis);
    m_withBubble->setName(tr("Compute + pipeline bubble"));
    m_withBubble->setPen(QPen(plotstyle::muted(palette), 1.5, Qt::DotLine));
    m_efficiency = addGraph(xAxis, yAxis2);
    m_efficiency->setName(tr("Scaling efficiency"));
    const QColor efficiencyColor = plotstyle::seriesColor(1, palette);
    m_efficiency->setPen(QPen(efficiencyColor, 2));
    m_efficiency->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, efficiencyColor, efficiencyColor, 5));

    const DesignFigures *data = figures();
    double lowS = 1e300, highS = 0, lowGpus = 1e300, highGpus = 0;
    QString error;
    if (data) {
        for (const ScalingPoint &point : data->scaling) {
            if (!point.ok) {
                if (error.isEmpty()) error = QString::fromStdString(point.error);
                continue;
            }
            m_step->addData(point.gpus, point.stepS);
            m_ideal->addData(point.gpus, point.idealStepS);
            m_withBubble->addData(point.gpus, point.idealStepS + point.bubbleS);
            m_efficiency->addData(point.gpus, point.scalingEfficiency * 100);
            lowS = std::min({lowS, point.stepS, point.idealStepS});
            highS = std::max(highS, point.stepS);
            lowGpus = std::min(lowGpus, double(point.gpus));
            highGpus = std::max(highGpus, double(point.gpus));
        }
    }
    if (highS > 0) {
        yAxis->setRange(lowS / 1.6, highS * 1.6);
        // One GPU count alone still needs a visible range on a log axis.
        xAxis->setRange(lowGpus / 1.4, std::max(highGpus, lowGpus * 2) * 1.4);
    } else {
        yAxis->setRange(0.1, 10);
        xAxis->setRange(1, 16);
        // The reason the curve is missing, in the plot: the training model's own when it has one
        // (TP = 3 on 32 GPUs), not a guess.
        const QString training = data ? QString::fromStdString(data->training.error) : QString();
        setEmptyReason(!data                 ? QString()
                       : data->gpus == 0     ? tr("No GPUs in the design")
                       : !error.isEmpty()    ? tr("No scaling curve: %1").arg(error)
                       : !training.isEmpty() ? tr("No scaling curve: %1").arg(training)
                                             : tr("No scaling curve: no GPU count fits the training settings"));
    }
}

} // namespace spinel
