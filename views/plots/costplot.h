#pragma once
// What the design costs and draws: price and power per bill-of-materials category as grouped
// bars, with the totals and per-GPU figures above. Servers are left out unless asked for — they
// dwarf the network (an HGX H100 costs as much as a dozen switches).

#include "plots/plotwidget.h"

namespace spinel {

class CostPlot : public PlotWidget {
    Q_OBJECT
public:
    explicit CostPlot(QWidget *parent = nullptr);

    QString title() const override;

    void setIncludeServers(bool include);
    bool includeServers() const { return m_includeServers; }

    QCPBars *costBars() const { return m_cost; }
    QCPBars *powerBars() const { return m_power; }
    QString summaryText() const;

protected:
    void rebuild() override;

private:
    QCPBars *m_cost = nullptr;
    QCPBars *m_power = nullptr;
    QCPBarsGroup *m_group = nullptr;
    QCPTextElement *m_summary = nullptr;
    QList<QCPAbstractItem *> m_labels;
    bool m_includeServers = false;
};

} // namespace spinel
