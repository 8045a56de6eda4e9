#pragma once
// Bus bandwidth against message size, nccl-tests style: one curve per collective on every GPU of
// the design, the scale-out ceiling (NIC line rate per GPU) and the usable NVLink per GPU (not a
// ceiling: NVLS reduces in the switch and exceeds it), the algorithm and bottleneck of the point
// under the mouse in a tooltip.

#include <QStringList>

#include "plots/algorithmbands.h"
#include "plots/plotwidget.h"
#include "plots/sizeaxisticker.h"

namespace spinel {

class BusBandwidthPlot : public PlotWidget {
    Q_OBJECT
public:
    explicit BusBandwidthPlot(QWidget *parent = nullptr);

    QString title() const override;
    // What the hover shows for the point nearest `pixel` within a few pixels; empty when none.
    QString describePointNear(const QPointF &pixel);

    // The ceilings as drawn (0 when not drawn), for tests.
    double nicCeilingGBps() const { return m_nicCeilingGBps; }
    double nvlinkCeilingGBps() const { return m_nvlinkCeilingGBps; }
    // The NVLink-per-GPU line is far above the curves: drawn at the top edge, value in its label.
    bool nvlinkCeilingOffScale() const { return m_nvlinkOffScale; }
    // The ceilings' labels, scale-out first (for tests and the report).
    const QStringList &ceilingLabels() const { return m_ceilingLabels; }
    // The labels as drawn at the plot's present size: wrapped at " · " or elided to fit the axis
    // rect (a narrow dock, presentation fonts), one string per label, lines split by '\n'.
    QStringList ceilingLabelsShown() const;
    // The size ranges of NCCL's choice along the all-reduce curve, as labelled.
    const QList<AlgorithmRegion> &algorithmRegions() const { return m_algorithmRegions; }
    // The algorithm labels as drawn at the plot's present size (fitAlgorithmBandLabels): text
    // ("" when hidden, lines split by '\n') and pixel rect, in region order.
    QStringList algorithmLabelsShown() const;
    QList<QRectF> algorithmLabelRects() const;
    QFont algorithmLabelFont() const;
    // The hover text of the NVLink-per-GPU line: why NVLS bus bandwidth may rise above it.
    static QString nvlinkLineNote();

protected:
    void rebuild() override;
    // Before each layout, on screen or into an export of another size (toPainter lays out
    // without a resize): the legend in as many columns as the width holds.
    void updateLayout() override;

private:
    // A dashed line at `gbps` with its label, at the left (scale-out) or right (NVLink) end.
    // `offScale`: the line is drawn along the top of the plot instead, the value named in the label.
    bool addSeries(const DesignFigures &data, double &top, QString &failure);
    void addCeilings(const DesignFigures &data, double &top);
    void addCeiling(double gbps, const QString &label, const QColor &color, bool rightAligned = false, bool offScale = false);
    // Fits each ceiling label into the axis rect just laid out (afterLayout).
    void fitCeilingLabels();
    // The legend's columns for a plot `width` pixels wide: the most whose entries show whole.
    void fitLegend(int width);
    void hover(QMouseEvent *event);
    QString describeNvlinkLineNear(const QPointF &pixel);

    QSharedPointer<SizeAxisTicker> m_ticker;
    QCPItemTracer *m_tracer = nullptr;
    QList<QCPAbstractItem *> m_ceilingItems;
    QStringList m_ceilingLabels;
    QList<QCPItemText *> m_ceilingTexts; // owned by the plot, in the order of m_ceilingLabels
    double m_nicCeilingGBps = 0;
    double m_nvlinkCeilingGBps = 0;
    bool m_nvlinkOffScale = false;
    QCPItemStraightLine *m_nvlinkLine = nullptr; // owned by the plot
    QList<AlgorithmRegion> m_algorithmRegions;
    QList<QCPItemText *> m_algorithmLabels; // owned by the plot, one per region
};

} // namespace spinel
