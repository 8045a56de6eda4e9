#include "plots/busbandwidthplot.h"

#include <QToolTip>

#include <algorithm>
#include <cmath>

#include "common/displaynames.h"
#include "figures/designfigures.h"
#include "plots/algorithmbands.h"
#include "plots/plotformat.h"
#include "plots/plotstyle.h"
#include "plots/sizeaxisticker.h"
#include "analysis/explaintext.h"
#include "common/messagetext.h"

namespace spinel {

namespace {

using timing::CollectiveOp;

// The sweep's range with a little air on both sides of the log axis.
constexpr double kMinBytes = 8.0 / 1.3;
constexpr double kMaxBytes = 16.0 * 1024 * 1024 * 1024 * 1.3;

} // namespace

BusBandwidthPlot::BusBandwidthPlot(QWidget *parent)
    : PlotWidget(parent)
{
    xAxis->setScaleType(QCPAxis::stLogarithmic);
    xAxis->setRange(kMinBytes, kMaxBytes);
    m_ticker = QSharedPointer<SizeAxisTicker>::create(xAxis);
    xAxis->setTicker(m_ticker);
    xAxis->setLabel(tr("Message size (bytes)"));
    yAxis->setLabel(tr("Bus bandwidth (GB/s, decimal)"));
    xAxis->grid()->setSubGridVisible(false);
    // The legend in a row of its own above the plot: inside, it would cover the rising curves
    // of a narrow dock.
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setWrap(5);
    placeLegendInRow(0);

    m_tracer = new QCPItemTracer(this);
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(9);
    m_tracer->setVisible(false);
    setMouseTracking(true);
    connect(this, &QCustomPlot::mouseMove, this, &BusBandwidthPlot::hover);
    connect(this, &QCustomPlot::afterLayout, this, [this] {
        fitCeilingLabels();
        fitAlgorithmBandLabels(this, m_algorithmRegions, m_algorithmLabels);
    });
    restyle();
}

QString BusBandwidthPlot::title() const
{
    return tr("Bus bandwidth vs message size");
}

void BusBandwidthPlot::addCeiling(double gbps, const QString &label, const QColor &color, bool rightAligned, bool offScale)
{
    auto *line = new QCPItemStraightLine(this);
    if (offScale) {
        for (QCPItemPosition *point : {line->point1, line->point2}) point->setType(QCPItemPosition::ptAxisRectRatio);
        line->point1->setCoords(0, 0.015);
        line->point2->setCoords(1, 0.015);
    } else {
        line->point1->setCoords(kMinBytes, gbps);
        line->point2->setCoords(kMaxBytes, gbps);
    }
    line->setPen(QPen(color, 1.5, offScale ? Qt::DotLine : Qt::DashLine));
    auto *text = new QCPItemText(this);
    text->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    text->position->setTypeY(offScale ? QCPItemPosition::ptAxisRectRatio : QCPItemPosition::ptPlotCoords);
    // The scale-out label at the left end, where every curve is still near zero, so it never
    // covers one; the NVLink label at the right, so the two never overlap when close.
    text->position->setCoords(rightAligned ? 0.99 : 0.01, offScale ? 0.015 : gbps);
    text->setPositionAlignment((rightAligned ? Qt::AlignRight : Qt::AlignLeft) | (offScale ? Qt::AlignTop : Qt::AlignBottom));
    text->setText(label);
    text->setTextAlignment(rightAligned ? Qt::AlignRight : Qt::AlignLeft); // the lines of a wrapped label
    text->setColor(color);
    text->setFont(font());
    m_ceilingItems << line << text;
    m_ceilingLabels << label;
    m_ceilingTexts << text;
}

void BusBandwidthPlot::fitCeilingLabels()
{
    // The labels sit at 1 % from an edge of the axis rect and are clipped by it: a label wider than
    // the rect loses its start. Too wide, a label wraps at its " · " parts; a part still too wide is
    // elided, so what shows is always the label's own words.
    const int available = int(axisRect()->width() * 0.98) - 4;
    if (available <= 0) return;
    for (qsizetype i = 0; i < m_ceilingTexts.size() && i < m_ceilingLabels.size(); ++i) {
        QCPItemText *text = m_ceilingTexts[i];
        const QFontMetrics metrics(text->font());
        const QString &label = m_ceilingLabels[i];
        QString shown = label;
        if (metrics.horizontalAdvance(label) > available) {
            QStringList lines = label.split(QStringLiteral(" · "));
            for (QString &line : lines) line = metrics.elidedText(line, Qt::ElideRight, available);
            shown = lines.join(QLatin1Char('\n'));
        }
        if (text->text() != shown) text->setText(shown);
    }
}

QStringList BusBandwidthPlot::algorithmLabelsShown() const
{
    QStringList shown;
    for (const QCPItemText *text : m_algorithmLabels) shown << (text->visible() ? text->text() : QString());
    return shown;
}

QList<QRectF> BusBandwidthPlot::algorithmLabelRects() const
{
    QList<QRectF> rects;
    for (const QCPItemText *text : m_algorithmLabels) rects << (text->visible() ? textItemRect(text) : QRectF());
    return rects;
}

QFont BusBandwidthPlot::algorithmLabelFont() const
{
    return m_algorithmLabels.isEmpty() ? font() : m_algorithmLabels.front()->font();
}

QStringList BusBandwidthPlot::ceilingLabelsShown() const
{
    QStringList shown;
    for (const QCPItemText *text : m_ceilingTexts) shown << text->text();
    return shown;
}

// One curve per collective; `top` grows to the highest point, `failure` takes the timing's reason
// when a collective has no point. True when any curve has a point.
bool BusBandwidthPlot::addSeries(const DesignFigures &data, double &top, QString &failure)
{
    const QPalette palette = this->palette();
    bool drawn = false;
    int index = 0;
    for (const BusBandwidthSeries &series : data.busBandwidth) {
        QCPGraph *graph = addGraph();
        graph->setName(DisplayNames::collective(series.op));
        graph->setProperty("series", index); // the hover finds the model result through it
        const QColor color = plotstyle::seriesColor(index++, palette);
        graph->setPen(QPen(color, 2));
        // A shape per collective as well as a colour: curves that coincide (reduce-scatter and
        // all-gather usually do) stay distinguishable, in print and for colour-blind readers.
        static const QCPScatterStyle::ScatterShape shapes[] = {QCPScatterStyle::ssDisc, QCPScatterStyle::ssSquare,
                                                               QCPScatterStyle::ssTriangle, QCPScatterStyle::ssDiamond,
                                                               QCPScatterStyle::ssCross};
        graph->setScatterStyle(QCPScatterStyle(shapes[(index - 1) % 5], color, color, 5));
        QVector<double> keys, values;
        for (const timing::CollectiveResult &point : series.points) {
            if (!point.ok) continue;
            keys << point.bytes;
            values << point.busbwGBps;
            top = std::max(top, point.busbwGBps);
        }
        graph->setData(keys, values, true);
        if (keys.isEmpty() && failure.isEmpty())
            for (const timing::CollectiveResult &point : series.points)
                if (!point.ok && !point.error.empty()) {
                    failure = QString::fromStdString(point.error);
                    break;
                }
        drawn = drawn || !keys.isEmpty();
    }
    return drawn;
}

// The NIC line rate per GPU and usable NVLink per GPU as horizontal lines; `top` grows to fit them.
void BusBandwidthPlot::addCeilings(const DesignFigures &data, double &top)
{
    const QPalette palette = this->palette();
    const QColor ceiling = plotstyle::muted(palette);
    if (data.nicLineRateGBps > 0) {
        m_nicCeilingGBps = data.nicLineRateGBps;
        top = std::max(top, m_nicCeilingGBps);
        addCeiling(m_nicCeilingGBps,
                   tr("Scale-out ceiling (NIC per GPU): %1 · %2G NICs")
                       .arg(plotformat::rateGBps(m_nicCeilingGBps))
                       .arg(data.nicSpeedGbps, 0, 'f', 0),
                   ceiling);
    }
    // NVLink is often ten times the NIC share: drawn to scale it would flatten the network
    // curves, so beyond 2.5 times the curves it runs along the top edge, its value in the label.
    if (data.nvlinkGBps > 0) {
        m_nvlinkCeilingGBps = data.nvlinkGBps;
        m_nvlinkOffScale = m_nvlinkCeilingGBps > top * 2.5;
        if (!m_nvlinkOffScale) top = std::max(top, m_nvlinkCeilingGBps);
        // Not called a ceiling: NVLink SHARP reduces in the NVSwitch, so each GPU sends its
        // data once and NVLS all-reduce bus bandwidth rightly exceeds this (H100: ~480 GB/s NVLS
        // against ~370 GB/s ring, docs/reference/collectives-reference.md, nccl-tests issue
        // 212). The hover over the line says so.
        addCeiling(
            m_nvlinkCeilingGBps,
            m_nvlinkOffScale
                ? tr("NVLink per GPU (usable): %1 ↑ off scale · NVLS can exceed it").arg(plotformat::rateGBps(m_nvlinkCeilingGBps))
                : tr("NVLink per GPU (usable): %1 · NVLS can exceed it").arg(plotformat::rateGBps(m_nvlinkCeilingGBps)),
            plotstyle::seriesColor(5, palette), true, m_nvlinkOffScale);
        m_nvlinkLine = static_cast<QCPItemStraightLine *>(m_ceilingItems.at(m_ceilingItems.size() - 2));
    }
}

void BusBandwidthPlot::rebuild()
{
    clearGraphs();
    for (QCPAbstractItem *item : std::as_const(m_ceilingItems)) removeItem(item);
    m_ceilingItems.clear();
    m_tracer->setGraph(nullptr);
    m_tracer->setVisible(false);
    m_nicCeilingGBps = m_nvlinkCeilingGBps = 0;
    m_nvlinkOffScale = false;
    m_nvlinkLine = nullptr;
    m_ceilingLabels.clear();
    m_ceilingTexts.clear();
    m_algorithmLabels.clear();

    const DesignFigures *data = figures();
    const QPalette palette = this->palette();
    double top = 1;
    QString failure; // the timing model's reason, when no collective has a point
    bool drawn = false;
    if (data) {
        drawn = addSeries(*data, top, failure);
        addCeilings(*data, top);
    }
    // Where NCCL's choice changes, for the first curve (all-reduce): labels along the bottom.
    m_algorithmRegions = data && !data->busBandwidth.empty() ? spinel::algorithmRegions(data->busBandwidth.front().points)
                                                             : QList<AlgorithmRegion>{};
    addAlgorithmBands(this, m_algorithmRegions, plotstyle::muted(palette), m_ceilingItems, &m_algorithmLabels);
    yAxis->setLabel(tr("Bus bandwidth (GB/s, decimal)"));
    yAxis->setRange(0, top * 1.12);
    // An empty plot says why, in the plot (issue 12: blank when rails lost their common switch).
    if (data && !drawn)
        setEmptyReason(data->gpus == 0     ? tr("No GPUs in the design")
                       : failure.isEmpty() ? tr("No bus bandwidth: no collective could be timed on this fabric")
                                           : tr("No bus bandwidth: %1").arg(failure));
    legend->setBorderPen(Qt::NoPen); // a row of its own needs no frame
    legend->setBrush(Qt::NoBrush);
    m_tracer->setPen(QPen(plotstyle::foreground(palette), 1.5));
    m_tracer->setBrush(Qt::NoBrush);
}

QString BusBandwidthPlot::describePointNear(const QPointF &pixel)
{
    const DesignFigures *data = figures();
    if (!data) return {};
    double best = 14 * 14; // pixels, squared: close enough to mean "this point"
    QCPGraph *bestGraph = nullptr;
    int bestIndex = -1;
    for (int g = 0; g < graphCount(); ++g) {
        QCPGraph *candidate = graph(g);
        for (int i = 0; i < candidate->dataCount(); ++i) {
            const auto point = candidate->data()->at(i);
            const QPointF at = candidate->coordsToPixels(point->key, point->value);
            const double dx = at.x() - pixel.x(), dy = at.y() - pixel.y();
            if (dx * dx + dy * dy < best) best = dx * dx + dy * dy, bestGraph = candidate, bestIndex = i;
        }
    }
    if (!bestGraph) {
        m_tracer->setVisible(false);
        return describeNvlinkLineNear(pixel);
    }
    const double bytes = bestGraph->data()->at(bestIndex)->key;
    const BusBandwidthSeries &series = data->busBandwidth[std::size_t(bestGraph->property("series").toInt())];
    const auto found = std::find_if(series.points.begin(), series.points.end(),
                                    [bytes](const timing::CollectiveResult &r) { return r.ok && r.bytes == bytes; });
    if (found == series.points.end()) return {};
    m_tracer->setGraph(bestGraph);
    m_tracer->setGraphKey(bytes);
    m_tracer->setVisible(true);
    const timing::CollectiveResult &r = *found;
    QString text = tr("<b>%1</b>, %2 on %L3 GPUs<br>busbw %4 · algbw %5 · %6<br>algorithm %7, protocol %8 "
                      "(NCCL's choice)<br>limited by %9")
                       .arg(bestGraph->name(), plotformat::bytes(r.bytes))
                       .arg(r.gpus)
                       .arg(plotformat::rateGBps(r.busbwGBps), plotformat::rateGBps(r.algbwGBps),
                            plotformat::duration(r.timeUs * 1e-6), QString::fromLatin1(timing::toString(r.algorithm)),
                            QString::fromLatin1(timing::toString(r.protocol)), ExplainText::bottleneck(r.bottleneck));
    if (r.note) text += QStringLiteral("<br>") + MessageText::text(*r.note).toHtmlEscaped();
    return text;
}

QString BusBandwidthPlot::nvlinkLineNote()
{
    return tr("<b>NVLink per GPU</b>: the usable NVLink bandwidth of one GPU in its NVLink domain. It is "
              "not a ceiling for every algorithm: with NVLink SHARP (NVLS) the NVSwitch does the reduction, "
              "each GPU sends its data once instead of twice, so NVLS all-reduce bus bandwidth can exceed it.");
}

QString BusBandwidthPlot::describeNvlinkLineNear(const QPointF &pixel)
{
    if (!m_nvlinkLine) return {};
    const double y = m_nvlinkLine->point1->pixelPosition().y();
    if (std::abs(pixel.y() - y) > 6 || !axisRect()->rect().contains(pixel.toPoint())) return {};
    return nvlinkLineNote();
}

void BusBandwidthPlot::updateLayout()
{
    fitLegend(viewport().width());
    PlotWidget::updateLayout();
}

void BusBandwidthPlot::fitLegend(int width)
{
    // A row of five entries when there is room, else two or three rows (the ticker thins its
    // labels by itself). The legend's minimum width is its columns' widest entries side by side.
    const int count = legend->itemCount();
    if (count == 0) return;
    const int room = width - 8; // the legend's side margins
    int columns = count;
    for (; columns > 1; --columns) {
        if (legend->wrap() != columns) {
            legend->setWrap(columns);
            legend->setFillOrder(QCPLegend::foColumnsFirst, true); // re-flows the entries
        }
        if (legend->minimumOuterSizeHint().width() <= room) break;
    }
    if (legend->wrap() != columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    }
}

void BusBandwidthPlot::hover(QMouseEvent *event)
{
    const QString text = describePointNear(event->position());
    if (text.isEmpty()) QToolTip::hideText();
    else QToolTip::showText(event->globalPosition().toPoint(), text, this);
    replot(rpQueuedReplot);
}

} // namespace spinel
