#pragma once
// What the design costs and draws: price and power per kind of part as grouped bars, in two
// groups — scale-up (racks, compute trays and servers: the NVLink domains) and scale-out (switches,
// NICs, optics, cables: the network between them) — with each side's total, and the totals and
// per-GPU figures above. Servers are left out unless asked for — they dwarf the network (an HGX
// H100 costs as much as a dozen switches).

#include <optional>

#include "cost/costsplit.h"
#include "plots/plotwidget.h"

namespace spinel {
class Catalog;

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
    // The catalog that says what kind each part is (not owned; the built-in one until set).
    void setCatalog(const Catalog *catalog);
    // The split of the BOM shown now (with servers or not).
    const CostSplit &costSplit() const { return m_split; }
    // The two group headings ("Scale-up (NVLink domains)\n$…"), scale-up first.
    QStringList sideLabels() const;
    QList<QRectF> sideLabelRects() const; // where they are drawn, in pixels (after a replot)
    // The texts above the bars, in the order of the bars.
    QStringList barLabels() const { return m_barLabels; }

protected:
    void rebuild() override;

private:
    void addBarLabel(double position, const CostShare &share);
    // Centred on `centre` on the x axis, or from the axis rect's left edge without one.
    QCPItemText *addHeading(const QString &text, std::optional<double> centre = std::nullopt);
    void addGroupHeadings(bool scaleUp, double firstScaleOut, double lastX, double groupGap);
    void showSummary(const DesignFigures &data);

    QCPBars *m_cost = nullptr;
    QCPBars *m_power = nullptr;
    QCPBarsGroup *m_group = nullptr;
    QCPTextElement *m_summary = nullptr;
    QList<QCPAbstractItem *> m_labels;
    QCPItemText *m_sideLabels[2] = {nullptr, nullptr};
    QStringList m_barLabels;
    const Catalog *m_catalog = nullptr;
    CostSplit m_split;
    bool m_includeServers = false;
};

} // namespace spinel
