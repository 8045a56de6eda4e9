#pragma once
// Base of the plot docks' plots: a QCustomPlot that shows one DesignFigures, restyles itself
// from the palette, marks itself "updating…" while the figures are older than the design, and
// offers its own export. Subclasses only draw (rebuild()).

#include <qcustomplot.h>

#include <memory>

namespace spinel {

struct DesignFigures;

class PlotWidget : public QCustomPlot {
    Q_OBJECT
public:
    explicit PlotWidget(QWidget *parent = nullptr);
    ~PlotWidget() override;

    // Shows `figures` as current: clears the stale mark and redraws.
    void setFigures(std::shared_ptr<const DesignFigures> figures);
    const DesignFigures *figures() const { return m_figures.get(); }

    // Stale: the design changed since the figures were computed; the plot keeps them but says so.
    void setStale(bool stale);
    bool isStale() const { return m_stale; }
    QString statusText() const;

    // The plot's name, for the title row, the report and export file names.
    virtual QString title() const = 0;
    // What the figures describe when it is not the design as drawn ("What-if: without leaf-1"),
    // shown at the top of the plot and after the title; empty for the design itself.
    void setContext(const QString &context);
    QString context() const { return m_context; }
    // Why the plot has nothing to draw, shown in its middle; empty while it has curves.
    QString emptyReason() const;
    // A title row above the plot: off in the docks (the dock says it), on in exports.
    void setTitleVisible(bool visible);

    // Redraws for `palette` (e.g. the print palette for exports); setPalette() does the same.
    void restyle();

signals:
    void exportRequested();

protected:
    // Rebuilds plottables and items from figures() (which may be null) and the current palette.
    virtual void rebuild() = 0;
    // For rebuild(): the reason the plot is empty (empty text: it is not).
    void setEmptyReason(const QString &reason);
    // Moves the legend out of the axis rect into a row of its own at `row` of the plot layout,
    // centred, so it covers no data or heading.
    void placeLegendInRow(int row);

    void changeEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    std::shared_ptr<const DesignFigures> m_figures;
    QCPItemText *m_status = nullptr;
    QCPTextElement *m_title = nullptr;
    QCPItemText *m_emptyReason = nullptr;
    QCPItemText *m_contextItem = nullptr;
    QString m_context;
    bool m_stale = false;
};

} // namespace spinel
