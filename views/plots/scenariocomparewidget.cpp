#include "plots/scenariocomparewidget.h"

#include <QHBoxLayout>
#include <algorithm>
#include <QHeaderView>
#include <QInputDialog>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "plots/plotformat.h"
#include "plots/scenariochart.h"

namespace spinel {

ScenarioCompareWidget::ScenarioCompareWidget(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(this))
    , m_chart(new ScenarioChart(this))
    , m_pin(new QPushButton(tr("Pin as Scenario"), this))
    , m_rename(new QPushButton(tr("Rename…"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
{
    m_pin->setToolTip(tr("Keep the current design's key figures as a named scenario to compare against"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_pin);
    buttons->addWidget(m_rename);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);

    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Columns as wide as their values and names, scrolled sideways when there are many: stretched
    // to the dock's default width they clipped the headers and wrapped the values (issue 12).
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setRowCount(int(figureNames().size()));
    m_table->setVerticalHeaderLabels(figureNames());

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);

    connect(m_pin, &QPushButton::clicked, this, &ScenarioCompareWidget::pinRequested);
    connect(m_rename, &QPushButton::clicked, this, &ScenarioCompareWidget::renameCurrent);
    connect(m_remove, &QPushButton::clicked, this, &ScenarioCompareWidget::removeCurrent);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, [this](int column) {
        m_table->selectColumn(column);
        renameCurrent();
    });
    refresh();
}

QStringList ScenarioCompareWidget::figureNames()
{
    return {tr("GPUs"),
            tr("Time to train"),
            tr("Step time"),
            tr("Scaling efficiency"),
            tr("All-reduce busbw at 1 GiB"),
            tr("Network cost"),
            tr("Network cost per GPU"),
            tr("Network power"),
            tr("Cost with servers"),
            tr("Power with servers")};
}

QStringList ScenarioCompareWidget::figureTexts(const KeyFigures &f)
{
    const QString none = tr("—");
    return {QLocale().toString(f.gpus),
            f.trainingOk ? plotformat::duration(f.timeToTrainS) : none,
            f.trainingOk ? plotformat::duration(f.stepS) : none,
            f.trainingOk ? plotformat::percent(f.scalingEfficiency) : none,
            f.allReduceBusbwGBps > 0 ? plotformat::rateGBps(f.allReduceBusbwGBps) : none,
            plotformat::usd(f.networkCostUsd),
            plotformat::usd(f.networkCostPerGpuUsd),
            plotformat::watts(f.networkPowerW),
            plotformat::usd(f.totalCostUsd),
            plotformat::watts(f.totalPowerW)};
}

void ScenarioCompareWidget::setScenarios(std::vector<Scenario> scenarios)
{
    // Keep the selected column where it was; a newly pinned scenario is selected.
    const int previous = currentScenario();
    const bool added = scenarios.size() > m_scenarios.size();
    m_scenarios = std::move(scenarios);
    refresh();
    const int count = int(m_scenarios.size());
    if (count > 0) m_table->selectColumn(added ? count - 1 : std::clamp(previous, 0, count - 1));
}

void ScenarioCompareWidget::renameScenario(int index, const QString &name)
{
    if (index < 0 || index >= int(m_scenarios.size()) || name.trimmed().isEmpty()) return;
    emit renameRequested(index, name.trimmed());
}

void ScenarioCompareWidget::removeScenario(int index)
{
    if (index < 0 || index >= int(m_scenarios.size())) return;
    emit removeRequested(index);
}

int ScenarioCompareWidget::currentScenario() const
{
    const QModelIndexList selected = m_table->selectionModel()->selectedColumns();
    if (!selected.isEmpty()) return selected.first().column();
    return int(m_scenarios.size()) - 1;
}

void ScenarioCompareWidget::renameCurrent()
{
    const int index = currentScenario();
    if (index < 0) return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename Scenario"), tr("Name:"), QLineEdit::Normal,
                                               m_scenarios[std::size_t(index)].name, &ok);
    if (ok) renameScenario(index, name);
}

void ScenarioCompareWidget::removeCurrent()
{
    removeScenario(currentScenario());
}

void ScenarioCompareWidget::refresh()
{
    m_table->setColumnCount(int(m_scenarios.size()));
    for (int column = 0; column < int(m_scenarios.size()); ++column) {
        const Scenario &scenario = m_scenarios[std::size_t(column)];
        auto *header = new QTableWidgetItem(scenario.name);
        header->setToolTip(scenario.detail);
        m_table->setHorizontalHeaderItem(column, header);
        const QStringList texts = figureTexts(scenario.figures);
        for (int row = 0; row < texts.size(); ++row) {
            auto *item = new QTableWidgetItem(texts[row]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
    }
    m_rename->setEnabled(!m_scenarios.empty());
    m_remove->setEnabled(!m_scenarios.empty());
    m_chart->setScenarios(m_scenarios);
}

} // namespace spinel
