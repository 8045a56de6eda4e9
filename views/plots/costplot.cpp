#include "plots/costplot.h"

#include <algorithm>

#include "figures/designfigures.h"
#include "plots/plotformat.h"
#include "plots/plotstyle.h"

namespace spinel {

namespace {

class UsdTicker : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override { return plotformat::usd(tick); }
};

class KilowattTicker : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale &locale, QChar, int) override
    {
        return locale.toString(tick, 'g', 4);
    }
};

QString categoryName(BomCategory category)
{
    switch (category) {
    case BomCategory::Servers: return CostPlot::tr("Servers");
    case BomCategory::Switches: return CostPlot::tr("Switches");
    case BomCategory::Nics: return CostPlot::tr("NICs");
    case BomCategory::Transceivers: return CostPlot::tr("Transceivers");
    case BomCategory::Cables: return CostPlot::tr("Cables");
    }
    return {};
}

} // namespace

CostPlot::CostPlot(QWidget *parent)
    : PlotWidget(parent)
{
    yAxis->setTicker(QSharedPointer<UsdTicker>::create());
    yAxis->setLabel(tr("Cost (USD)"));
    yAxis2->setVisible(true);
    yAxis2->setTicker(QSharedPointer<KilowattTicker>::create());
    yAxis2->setLabel(tr("Power (kW)"));
    yAxis2->grid()->setVisible(false);
    xAxis->grid()->setVisible(false);
    xAxis->setTickLength(0, 3);

    m_summary = new QCPTextElement(this);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, m_summary);

    legend->setVisible(true);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignRight | Qt::AlignTop);

    m_group = new QCPBarsGroup(this);
    m_group->setSpacingType(QCPBarsGroup::stAbsolute);
    m_group->setSpacing(2);
    restyle();
}

QString CostPlot::title() const
{
    return m_includeServers ? tr("Cost and power by category, with servers") : tr("Network cost and power by category");
}

void CostPlot::setIncludeServers(bool include)
{
    if (m_includeServers == include) return;
    m_includeServers = include;
    restyle();
}

QString CostPlot::summaryText() const
{
    return m_summary->text();
}

void CostPlot::rebuild()
{
    clearPlottables();
    for (QCPAbstractItem *item : std::as_const(m_labels)) removeItem(item);
    m_labels.clear();
    const QPalette palette = this->palette();
    m_cost = new QCPBars(xAxis, yAxis);
    m_cost->setName(tr("Cost"));
    m_power = new QCPBars(xAxis, yAxis2);
    m_power->setName(tr("Power"));
    for (auto [bars, index] : {std::pair{m_cost, 0}, std::pair{m_power, 4}}) {
        const QColor color = plotstyle::seriesColor(index, palette);
        bars->setPen(QPen(color.darker(plotstyle::isDark(palette) ? 100 : 130), 1));
        bars->setBrush(color);
        bars->setWidth(0.36);
        bars->setBarsGroup(m_group);
    }
    m_summary->setTextColor(plotstyle::foreground(palette));
    m_summary->setFont(font());

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const DesignFigures *data = figures();
    std::vector<BomCategory> categories{BomCategory::Switches, BomCategory::Nics, BomCategory::Transceivers, BomCategory::Cables};
    if (m_includeServers) categories.insert(categories.begin(), BomCategory::Servers);
    double maxCost = 1, maxPowerKw = 1;
    for (std::size_t i = 0; i < categories.size(); ++i) {
        ticker->addTick(double(i + 1), categoryName(categories[i]));
        if (!data) continue;
        const BomTotals &totals = (m_includeServers ? data->bomWithServers : data->bom).of(categories[i]);
        m_cost->addData(double(i + 1), totals.priceUsd);
        m_power->addData(double(i + 1), totals.powerW / 1000);
        maxCost = std::max(maxCost, totals.priceUsd);
        maxPowerKw = std::max(maxPowerKw, totals.powerW / 1000);
        // The price above its bar: the number people quote.
        auto *label = new QCPItemText(this);
        label->setClipToAxisRect(false);
        label->position->setAxes(xAxis, yAxis);
        label->position->setCoords(double(i + 1) - 0.19, totals.priceUsd);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setText(plotformat::usd(totals.priceUsd));
        label->setColor(plotstyle::foreground(palette));
        QFont small = font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        label->setFont(small);
        m_labels << label;
    }
    xAxis->setTicker(ticker);
    xAxis->setRange(0.4, double(categories.size()) + 0.6);
    yAxis->setRange(0, maxCost * 1.22);
    yAxis2->setRange(0, maxPowerKw * 1.22);

    if (!data) {
        m_summary->setText(QString());
        return;
    }
    const double price = m_includeServers ? data->key.totalCostUsd : data->key.networkCostUsd;
    // An empty chart says why, in the chart.
    if (price <= 0)
        setEmptyReason(data->bomWithServers.lines.empty()                              ? tr("Nothing to cost: the design has no devices")
                       : (m_includeServers ? data->bomWithServers : data->bom).lines.empty() ? tr("No network parts to cost: add switches and links")
                                                                                              : tr("No cost: the catalog has no prices for these parts"));
    const double power = m_includeServers ? data->key.totalPowerW : data->key.networkPowerW;
    const double perGpu = data->gpus > 0 ? price / data->gpus : 0;
    m_summary->setText((m_includeServers ? tr("With servers: %1 · %2 per GPU · %3 · %L4 GPUs")
                                         : tr("Network: %1 · %2 per GPU · %3 · %L4 GPUs"))
                           .arg(plotformat::usd(price), plotformat::usd(perGpu), plotformat::watts(power))
                           .arg(data->gpus));
}

} // namespace spinel
