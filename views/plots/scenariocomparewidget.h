#pragma once
// The Compare dock: pinned scenarios in a table (one column each) and a grouped bar chart, with
// buttons to pin the current design, rename and remove scenarios. The widget only shows them: the
// owner keeps the list (in the design file, edited through undo commands) and answers the
// requests below with setScenarios().

#include <QWidget>

#include <vector>

#include "plots/scenario.h"

class QPushButton;
class QTableWidget;

namespace spinel {

class ScenarioChart;

class ScenarioCompareWidget : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioCompareWidget(QWidget *parent = nullptr);

    void setScenarios(std::vector<Scenario> scenarios);
    // Ask the owner to rename or remove the scenario at `index` (what the buttons do).
    void renameScenario(int index, const QString &name);
    void removeScenario(int index);
    const std::vector<Scenario> &scenarios() const { return m_scenarios; }

    QTableWidget *table() const { return m_table; }
    ScenarioChart *chart() const { return m_chart; }
    QPushButton *pinButton() const { return m_pin; }
    // The column selected in the table, else the last one; -1 without scenarios.
    int currentScenario() const;

    // Row labels of the table, in order (for tests and the report).
    static QStringList figureNames();
    static QStringList figureTexts(const KeyFigures &figures);

signals:
    // The user asked to pin the design as it is now; the owner supplies the figures.
    void pinRequested();
    void renameRequested(int index, const QString &name);
    void removeRequested(int index);

private:
    void refresh();
    void renameCurrent();
    void removeCurrent();

    std::vector<Scenario> m_scenarios;
    QTableWidget *m_table;
    ScenarioChart *m_chart;
    QPushButton *m_pin;
    QPushButton *m_rename;
    QPushButton *m_remove;
};

} // namespace spinel
