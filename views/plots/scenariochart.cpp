#include "plots/scenariochart.h"

#include <algorithm>
#include <functional>

#include "plots/plotformat.h"
#include "plots/plotstyle.h"

namespace spinel {

namespace {

struct Metric {
    QString name;
    std::function<double(const KeyFigures &)> value;
    std::function<QString(double)> format;
};

std::vector<Metric> metrics()
{
    // Arrows say which way is better, so a taller bar is not mistaken for a better one.
    return {
        {ScenarioChart::tr("Time to train ↓"), [](const KeyFigures &f) { return f.trainingOk ? f.timeToTrainS : 0.0; },
         &plotformat::duration},
        {ScenarioChart::tr("All-reduce busbw\nat 1 GiB ↑"), [](const KeyFigures &f) { return f.allReduceBusbwGBps; },
         &plotformat::rateGBps},
        {ScenarioChart::tr("Network cost ↓"), [](const KeyFigures &f) { return f.networkCostUsd; }, &plotformat::usd},
        {ScenarioChart::tr("Network cost\nper GPU ↓"), [](const KeyFigures &f) { return f.networkCostPerGpuUsd; }, &plotformat::usd},
        {ScenarioChart::tr("Network power ↓"), [](const KeyFigures &f) { return f.networkPowerW; }, &plotformat::watts},
    };
}

} // namespace

ScenarioChart::ScenarioChart(QWidget *parent)
    : QCustomPlot(parent)
{
    setMinimumSize(280, 200);
    setAntialiasedElements(QCP::aeAll);
    m_group = new QCPBarsGroup(this);
    m_group->setSpacingType(QCPBarsGroup::stAbsolute);
    m_group->setSpacing(2);
    yAxis->setLabel(tr("Share of the largest scenario (%)"));
    yAxis->setRange(0, 118);
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(25);
    yAxis->setTicker(ticker);
    xAxis->grid()->setVisible(false);
    xAxis->setTickLength(0, 3);
    legend->setVisible(true);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    // The legend in a row of its own under the axes: inside them it covered the bars (issue 12).
    auto *legendRow = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, legendRow);
    plotLayout()->setRowStretchFactor(1, 0.001);
    legendRow->addElement(0, 0, legend);
    legend->setBorderPen(Qt::NoPen);
    legendRow->setMargins(QMargins(0, 0, 0, 4));
    restyle();
}

QString ScenarioChart::title() const
{
    return tr("Scenario comparison");
}

void ScenarioChart::setScenarios(const std::vector<Scenario> &scenarios)
{
    m_scenarios = scenarios;
    restyle();
}

void ScenarioChart::changeEvent(QEvent *event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) restyle();
}

void ScenarioChart::restyle()
{
    const QPalette palette = this->palette();
    plotstyle::apply(this, palette);
    clearPlottables();
    for (QCPAbstractItem *item : std::as_const(m_labels)) removeItem(item);
    m_labels.clear();

    const std::vector<Metric> list = metrics();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    // Two lines per metric name: side by side at the dock's default width, one line each ran
    // into its neighbours.
    for (std::size_t m = 0; m < list.size(); ++m) {
        QString name = list[m].name;
        const qsizetype space = name.indexOf(QLatin1Char(' '), name.size() / 2 - 2);
        if (name.size() > 10 && space > 0) name[space] = QLatin1Char('\n');
        ticker->addTick(double(m + 1), name);
    }
    xAxis->setTicker(ticker);
    xAxis->setRange(0.45, double(list.size()) + 0.55);

    const int count = int(m_scenarios.size());
    // Bars share 0.8 of a group's width; labels get smaller as groups fill up.
    const double width = count > 0 ? 0.8 / count : 0.8;
    QFont labelFont = font();
    labelFont.setPointSizeF(labelFont.pointSizeF() * (count > 3 ? 0.75 : 0.85));
    for (int s = 0; s < count; ++s) {
        auto *bars = new QCPBars(xAxis, yAxis);
        bars->setName(m_scenarios[std::size_t(s)].name);
        const QColor color = plotstyle::seriesColor(s, palette);
        bars->setBrush(color);
        bars->setPen(QPen(color.darker(plotstyle::isDark(palette) ? 100 : 130), 1));
        bars->setWidth(width * 0.92);
        bars->setBarsGroup(m_group);
    }
    for (std::size_t m = 0; m < list.size(); ++m) {
        double largest = 0;
        for (const Scenario &scenario : m_scenarios) largest = std::max(largest, list[m].value(scenario.figures));
        for (int s = 0; s < count; ++s) {
            const double value = list[m].value(m_scenarios[std::size_t(s)].figures);
            const double share = largest > 0 ? value / largest * 100 : 0;
            auto *bars = qobject_cast<QCPBars *>(plottable(s));
            bars->addData(double(m + 1), share);
            auto *label = new QCPItemText(this);
            label->position->setAxes(xAxis, yAxis);
            // The group centres bar s at m+1 + (s - (count-1)/2) x bar width (plus spacing).
            label->position->setCoords(double(m + 1) + (s - (count - 1) / 2.0) * width, share);
            label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            label->setText(list[m].format(value));
            label->setFont(labelFont);
            label->setColor(plotstyle::foreground(palette));
            label->setClipToAxisRect(false);
            m_labels << label;
        }
    }
    replot(rpQueuedReplot);
}

} // namespace spinel
