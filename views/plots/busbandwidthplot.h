#pragma once
// Bus bandwidth against message size, nccl-tests style: one curve per collective on every GPU of
// the design, the NIC line rate and NVLink rate as ceilings, the algorithm and bottleneck of the
// point under the mouse in a tooltip.

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
    // The size ranges of NCCL's choice along the all-reduce curve, as labelled.
    const QList<AlgorithmRegion> &algorithmRegions() const { return m_algorithmRegions; }

protected:
    void rebuild() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void addCeiling(double gbps, const QString &label, const QColor &color);
    void hover(QMouseEvent *event);

    QSharedPointer<SizeAxisTicker> m_ticker;
    QCPItemTracer *m_tracer = nullptr;
    QList<QCPAbstractItem *> m_ceilingItems;
    double m_nicCeilingGBps = 0;
    double m_nvlinkCeilingGBps = 0;
    QList<AlgorithmRegion> m_algorithmRegions;
};

} // namespace spinel
