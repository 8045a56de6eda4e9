#include "docks/findingsdock.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include "analysis/findingsmodel.h"
#include "analysis/severityicons.h"

namespace spinel {

namespace {

constexpr Severity kSeverities[] = {Severity::Error, Severity::Warning, Severity::Info};

} // namespace

FindingsDock::FindingsDock(QWidget *parent)
    : QDockWidget(parent)
    , m_model(new FindingsModel(this))
    , m_view(new QTreeView)
    , m_note(new QLabel)
{
    setObjectName(QStringLiteral("findingsDock")); // for saveState()/restoreState()

    auto *contents = new QWidget;
    auto *layout = new QVBoxLayout(contents);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    // Severity toggles with counts, as in an IDE's issues pane: the filter and the summary in one.
    auto *filters = new QHBoxLayout;
    filters->setSpacing(2);
    for (Severity severity : kSeverities) {
        auto *button = new QToolButton;
        button->setCheckable(true);
        button->setChecked(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setIcon(SeverityIcons::icon(severity));
        connect(button, &QToolButton::toggled, this, [this, severity](bool on) { m_model->setSeverityShown(severity, on); });
        filters->addWidget(button);
        m_buttons[int(severity)] = button;
    }
    filters->addStretch(1);
    layout->addLayout(filters);

    m_note->setWordWrap(true);
    m_note->setVisible(false);
    m_note->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_note);

    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true); // fast with thousands of rows
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setTextElideMode(Qt::ElideRight);
    // Message first and stretching, so a narrow dock still shows what is wrong; the code (for
    // people who know them) goes last.
    QHeaderView *header = m_view->header();
    header->setStretchLastSection(false);
    header->moveSection(header->visualIndex(FindingsModel::CodeColumn), FindingsModel::ColumnCount - 1);
    header->setSectionResizeMode(FindingsModel::SeverityColumn, QHeaderView::Fixed);
    header->resizeSection(FindingsModel::SeverityColumn, 28);
    header->setSectionResizeMode(FindingsModel::MessageColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(FindingsModel::ObjectsColumn, QHeaderView::Interactive);
    header->resizeSection(FindingsModel::ObjectsColumn, 100);
    header->setSectionResizeMode(FindingsModel::CodeColumn, QHeaderView::ResizeToContents);
    connect(m_view, &QTreeView::clicked, this, &FindingsDock::findingClicked);
    connect(m_view, &QTreeView::activated, this, &FindingsDock::findingClicked);
    layout->addWidget(m_view, 1);

    setWidget(contents);
    connect(m_model, &QAbstractItemModel::modelReset, this, &FindingsDock::updateTexts);
    updateTexts();
}

QToolButton *FindingsDock::severityButton(Severity severity) const
{
    return m_buttons[int(severity)];
}

void FindingsDock::setResult(std::shared_ptr<const AnalysisResult> result)
{
    m_model->setResult(std::move(result));
}

void FindingsDock::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void FindingsDock::updateTexts()
{
    for (Severity severity : kSeverities)
        m_buttons[int(severity)]->setText(tr("%1 %L2").arg(SeverityIcons::pluralName(severity)).arg(m_model->count(severity)));
    const int errors = m_model->count(Severity::Error);
    const int warnings = m_model->count(Severity::Warning);
    QStringList counts;
    if (errors > 0) counts << (errors == 1 ? tr("1 error") : tr("%L1 errors").arg(errors));
    if (warnings > 0) counts << (warnings == 1 ? tr("1 warning") : tr("%L1 warnings").arg(warnings));
    setWindowTitle(counts.isEmpty() ? tr("Findings") : tr("Findings (%1)").arg(counts.join(QStringLiteral(", "))));
}

void FindingsDock::findingClicked(const QModelIndex &index)
{
    const QStringList ids = m_model->data(index, FindingsModel::ObjectIdsRole).toStringList();
    if (!ids.isEmpty()) emit objectsActivated(ids);
}

void FindingsDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_model->retranslate();
        updateTexts();
    }
    QDockWidget::changeEvent(event);
}

} // namespace spinel
