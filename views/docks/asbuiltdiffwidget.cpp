#include "docks/asbuiltdiffwidget.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace spinel {

namespace {

QString kindText(AsBuiltDiffRow::Kind kind)
{
    switch (kind) {
    case AsBuiltDiffRow::Kind::Missing: return AsBuiltDiffWidget::tr("Missing");
    case AsBuiltDiffRow::Kind::Extra: return AsBuiltDiffWidget::tr("Extra");
    case AsBuiltDiffRow::Kind::Miswired: return AsBuiltDiffWidget::tr("Miswired");
    case AsBuiltDiffRow::Kind::Speed: return AsBuiltDiffWidget::tr("Speed");
    }
    return {};
}

QString whatText(const AsBuiltDiffRow &row)
{
    switch (row.kind) {
    case AsBuiltDiffRow::Kind::Missing: return AsBuiltDiffWidget::tr("%1 — %2 is not cabled").arg(row.a, row.z);
    case AsBuiltDiffRow::Kind::Extra: return AsBuiltDiffWidget::tr("%1 — %2 is not in the design").arg(row.a, row.z);
    case AsBuiltDiffRow::Kind::Miswired:
        return AsBuiltDiffWidget::tr("%1 goes to %2; the design has %3").arg(row.a, row.found, row.z);
    case AsBuiltDiffRow::Kind::Speed:
        return AsBuiltDiffWidget::tr("%1 — %2 runs at %3 Gb/s; the design has %4 Gb/s")
            .arg(row.a, row.z)
            .arg(row.foundGbps)
            .arg(row.designGbps);
    }
    return {};
}

} // namespace

AsBuiltDiffWidget::AsBuiltDiffWidget(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_list(new QTreeWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setText(tr("Compare the design with the fabric as built: File ▸ Compare with As-Built…"));
    layout->addWidget(m_summary);
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Difference"), tr("Cable")});
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    layout->addWidget(m_list);
    connect(m_list, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { activateRow(m_list->indexOfTopLevelItem(item)); });
    connect(m_list, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem *item) { activateRow(m_list->indexOfTopLevelItem(item)); });
}

void AsBuiltDiffWidget::setDifferences(const QString &source, const QVector<AsBuiltDiffRow> &rows, int cables)
{
    m_rows = rows;
    m_list->clear();
    const QString name = QFileInfo(source).fileName();
    if (rows.isEmpty())
        m_summary->setText(tr("The fabric as built (%1) matches the design: %n cable(s).", nullptr, cables).arg(name));
    else
        m_summary->setText(tr("%n difference(s) between the design and the fabric as built (%1). Click one to select it.",
                              nullptr, int(rows.size()))
                               .arg(name));
    QList<QTreeWidgetItem *> items;
    items.reserve(rows.size());
    for (const AsBuiltDiffRow &row : rows) items << new QTreeWidgetItem(QStringList{kindText(row.kind), whatText(row)});
    m_list->addTopLevelItems(items);
}

void AsBuiltDiffWidget::setError(const QString &source, const QString &message)
{
    m_rows.clear();
    m_list->clear();
    m_summary->setText(tr("Cannot read the fabric as built (%1): %2").arg(QFileInfo(source).fileName(), message));
}

int AsBuiltDiffWidget::rowCount() const
{
    return int(m_rows.size());
}

void AsBuiltDiffWidget::activateRow(int row)
{
    if (row < 0 || row >= m_rows.size()) return;
    emit selectRequested(m_rows[row].deviceIds, m_rows[row].linkIds);
}

} // namespace spinel
