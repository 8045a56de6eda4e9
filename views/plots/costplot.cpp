#include "plots/costplot.h"

#include <algorithm>

#include "common/displaynames.h"
#include "core/catalog.h"
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
    QString getTickLabel(double tick, const QLocale &locale, QChar, int) override { return locale.toString(tick, 'g', 4); }
};

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

    // The legend under the summary: inside the axis rect it covered the scale-out heading.
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    placeLegendInRow(1);

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

void CostPlot::setCatalog(const Catalog *catalog)
{
    m_catalog = catalog;
    restyle();
}

QList<QRectF> CostPlot::sideLabelRects() const
{
    QList<QRectF> rects;
    for (const QCPItemText *label : m_sideLabels)
        if (label) rects << QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition());
    return rects;
}

QStringList CostPlot::sideLabels() const
{
    QStringList labels;
    for (const QCPItemText *label : m_sideLabels)
        if (label) labels << label->text();
    return labels;
}

// The price above its bar: the number people quote.
void CostPlot::addBarLabel(double position, const CostShare &share)
{
    const QPalette palette = this->palette();
    auto *label = new QCPItemText(this);
    label->setClipToAxisRect(false);
    label->position->setAxes(xAxis, yAxis);
    label->position->setCoords(position - 0.19, share.priceUsd);
    label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    // NICs bought with their servers are in the servers' price: "$0" would read as free.
    const bool inServerPrice = share.units > 0 && share.includedUnits == share.units;
    label->setText(inServerPrice ? tr("in server\nprice") : plotformat::usd(share.priceUsd));
    m_barLabels << label->text();
    label->setColor(plotstyle::foreground(palette));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    label->setFont(small);
    m_labels << label;
}

// Two lines each, so a heading stays about as wide as its group. Scale-up's group can be one
// bar wide at the left: its heading starts at the axis rect's edge instead of being centred
// over the bar, where a longer language ("NVLink-Domänen") ran off to the left.
QCPItemText *CostPlot::addHeading(const QString &text, std::optional<double> centre)
{
    const QPalette palette = this->palette();
    auto *label = new QCPItemText(this);
    const bool atLeftEdge = !centre;
    label->position->setTypeX(atLeftEdge ? QCPItemPosition::ptAxisRectRatio : QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setAxes(xAxis, yAxis);
    label->position->setCoords(centre.value_or(0.01), 0.01);
    label->setPositionAlignment((atLeftEdge ? Qt::AlignLeft : Qt::AlignHCenter) | Qt::AlignTop);
    label->setTextAlignment(atLeftEdge ? Qt::AlignLeft : Qt::AlignHCenter);
    label->setText(text);
    label->setColor(plotstyle::foreground(palette));
    QFont bold = font();
    bold.setBold(true);
    label->setFont(bold);
    m_labels << label;
    return label;
}

// Each group's heading with its total, along the top; a dotted rule between the groups.
void CostPlot::addGroupHeadings(bool scaleUp, double firstScaleOut, double lastX, double groupGap)
{
    const QPalette palette = this->palette();
    m_sideLabels[0] = m_sideLabels[1] = nullptr;
    if (scaleUp) {
        m_sideLabels[0] = addHeading(tr("Scale-up (NVLink domains)\n%1").arg(plotformat::usd(m_split.scaleUp.priceUsd)));
        auto *rule = new QCPItemStraightLine(this);
        for (QCPItemPosition *point : {rule->point1, rule->point2}) point->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rule->point1->setCoords(firstScaleOut - (1 + groupGap) / 2, 0);
        rule->point2->setCoords(firstScaleOut - (1 + groupGap) / 2, 1);
        rule->setPen(QPen(plotstyle::muted(palette), 1, Qt::DotLine));
        m_labels << rule;
    }
    m_sideLabels[1] = addHeading(tr("Scale-out (network)\n%1").arg(plotformat::usd(m_split.scaleOut.priceUsd)),
                                 (firstScaleOut + lastX) / 2);
}

// The line under the title (price, per GPU, power, GPUs), or why the chart is empty.
void CostPlot::showSummary(const DesignFigures &data)
{
    const double price = m_includeServers ? data.key.totalCostUsd : data.key.networkCostUsd;
    // An empty chart says why, in the chart.
    if (price <= 0)
        setEmptyReason(data.bomWithServers.lines.empty() ? tr("Nothing to cost: the design has no devices")
                       : (m_includeServers ? data.bomWithServers : data.bom).lines.empty()
                           ? tr("No network parts to cost: add switches and links")
                           : tr("No cost: the catalog has no prices for these parts"));
    const double power = m_includeServers ? data.key.totalPowerW : data.key.networkPowerW;
    const double perGpu = data.gpus > 0 ? price / data.gpus : 0;
    m_summary->setText(
        (m_includeServers ? tr("With servers: %1 · %2 per GPU · %3 · %L4 GPUs") : tr("Network: %1 · %2 per GPU · %3 · %L4 GPUs"))
            .arg(plotformat::usd(price), plotformat::usd(perGpu), plotformat::watts(power))
            .arg(data.gpus));
}

void CostPlot::rebuild()
{
    clearPlottables();
    for (QCPAbstractItem *item : std::as_const(m_labels)) removeItem(item);
    m_labels.clear();
    m_barLabels.clear();
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
    legend->setBorderPen(Qt::NoPen); // a row of its own needs no frame
    legend->setBrush(Qt::NoBrush);
    m_summary->setFont(font());

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const DesignFigures *data = figures();
    m_split = data ? splitCost((m_includeServers ? data->bomWithServers : data->bom).lines,
                               m_catalog ? *m_catalog : builtinCatalog())
                   : CostSplit{};
    // Scale-up kinds first, then scale-out, a gap between the groups. Racks only when the bill
    // lists them; trays and servers only with servers.
    std::vector<CatalogKind> scaleUp;
    if (m_split.ofKind(CatalogKind::Rack).units > 0) scaleUp.push_back(CatalogKind::Rack);
    if (m_includeServers) scaleUp.push_back(CatalogKind::Server);
    const std::vector<CatalogKind> scaleOut{CatalogKind::Switch, CatalogKind::Nic, CatalogKind::Transceiver, CatalogKind::Cable};
    constexpr double kGroupGap = 0.6;
    std::vector<std::pair<CatalogKind, double>> bars; // kind, x
    double x = 0;
    for (CatalogKind kind : scaleUp) bars.emplace_back(kind, ++x);
    const double firstScaleOut = x + 1 + (scaleUp.empty() ? 0 : kGroupGap);
    x = firstScaleOut - 1;
    for (CatalogKind kind : scaleOut) bars.emplace_back(kind, ++x);
    const double lastX = x;
    double maxCost = 1, maxPowerKw = 1;
    for (const auto &[kind, position] : bars) {
        ticker->addTick(position, DisplayNames::catalogKind(kind));
        if (!data) continue;
        const CostShare share = m_split.ofKind(kind);
        m_cost->addData(position, share.priceUsd);
        m_power->addData(position, share.powerW / 1000);
        maxCost = std::max(maxCost, share.priceUsd);
        maxPowerKw = std::max(maxPowerKw, share.powerW / 1000);
        addBarLabel(position, share);
    }
    addGroupHeadings(!scaleUp.empty(), firstScaleOut, lastX, kGroupGap);
    xAxis->setTicker(ticker);
    xAxis->setRange(0.4, lastX + 0.6);
    yAxis->setRange(0, maxCost * 1.45); // room for the two-line group headings
    yAxis2->setRange(0, maxPowerKw * 1.45);

    if (!data) {
        m_summary->setText(QString());
        return;
    }
    showSummary(*data);
}

} // namespace spinel
