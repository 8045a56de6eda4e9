#pragma once
// Scenarios side by side as grouped bars: one group per key figure, one bar per scenario, each
// figure scaled to the largest scenario (100 %) so figures in different units share one axis;
// the real value is printed on each bar.

#include <qcustomplot.h>

#include <vector>

#include "plots/scenario.h"

namespace spinel {

class ScenarioChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit ScenarioChart(QWidget *parent = nullptr);

    void setScenarios(const std::vector<Scenario> &scenarios);
    QString title() const;
    void restyle();

protected:
    void changeEvent(QEvent *event) override;

private:
    std::vector<Scenario> m_scenarios;
    QCPBarsGroup *m_group = nullptr;
    QList<QCPAbstractItem *> m_labels;
};

} // namespace spinel
