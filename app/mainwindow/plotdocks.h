#pragma once
// The plot docks of the main window — bus bandwidth, scaling, cost, compare — fed by one
// PlotUpdater, plus what they let the user do: edit the training settings, toggle servers in the
// cost plot, pin the design as a scenario.

#include <QObject>
#include <QString>

#include <memory>

class QCheckBox;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;

namespace spinel {

class BusBandwidthPlot;
class CostPlot;
class Document;
class PlotUpdater;
class PlotWidget;
class ScalingPlot;
class ScenarioCompareWidget;
struct DesignFigures;

class PlotDocks : public QObject {
    Q_OBJECT
public:
    PlotDocks(QMainWindow *window, Document *document);

    PlotUpdater *updater() const { return m_updater; }
    BusBandwidthPlot *busBandwidthPlot() const { return m_busbw; }
    ScalingPlot *scalingPlot() const { return m_scaling; }
    CostPlot *costPlot() const { return m_cost; }
    ScenarioCompareWidget *compareWidget() const { return m_compare; }
    QCheckBox *includeServersBox() const { return m_includeServers; }
    QList<PlotWidget *> plots() const;
    QList<QDockWidget *> docks() const { return m_docks; }

    void addToMenu(QMenu *menu) const; // the docks' show/hide actions

    // Pins the design's current figures (waiting for them if the design just changed) under
    // `name`, or a name made from the NIC speed and transport ("400G InfiniBand"), as an
    // undoable edit of the design (its scenarios are saved in the file).
    bool pinScenario(const QString &name = QString());
    QString defaultScenarioName() const;

    // Opens the training settings dialog; accepting pushes SetTrainingSettings.
    void editTrainingSettings();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QDockWidget *addDock(QWidget *contents, const QString &title, const QString &objectName);
    void showFigures(const std::shared_ptr<const DesignFigures> &figures);
    // "What-if: without leaf-1, spine-2" for the published figures; empty for the design itself.
    QString whatIfContext() const;
    void markStale(bool stale);
    // The design's saved scenarios into the Compare dock (on load and after every edit of them).
    void showScenarios();

    QMainWindow *m_window;
    Document *m_document;
    PlotUpdater *m_updater;
    BusBandwidthPlot *m_busbw;
    ScalingPlot *m_scaling;
    CostPlot *m_cost;
    ScenarioCompareWidget *m_compare;
    QCheckBox *m_includeServers = nullptr;
    QLabel *m_scalingSummary = nullptr;
    QList<QDockWidget *> m_docks;
    bool m_sized = false;
};

} // namespace spinel
