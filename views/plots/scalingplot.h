#pragma once
// Strong scaling of the design's training workload: step time (log scale) with the ideal
// compute-only line and compute + pipeline bubble (the gap above it is exposed communication), and
// scaling efficiency on the right axis, from one server to every GPU.

#include "plots/plotwidget.h"

namespace spinel {

class ScalingPlot : public PlotWidget {
    Q_OBJECT
public:
    explicit ScalingPlot(QWidget *parent = nullptr);

    QString title() const override;

    QCPGraph *stepGraph() const { return m_step; }
    QCPGraph *idealGraph() const { return m_ideal; }
    QCPGraph *bubbleGraph() const { return m_withBubble; }
    QCPGraph *efficiencyGraph() const { return m_efficiency; }

protected:
    void rebuild() override;

private:
    QCPGraph *m_step = nullptr;
    QCPGraph *m_ideal = nullptr;
    QCPGraph *m_withBubble = nullptr;
    QCPGraph *m_efficiency = nullptr;
};

} // namespace spinel
