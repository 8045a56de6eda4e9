#pragma once
// The findings dock: every error, warning and remark of the current analysis in a table, with
// toggles per severity (showing their counts) and the counts in the dock's title. Clicking a
// finding asks for its objects to be selected and centred.

#include <QDockWidget>

#include <memory>

#include "analysis/analysisresult.h"

class QLabel;
class QModelIndex;
class QToolButton;
class QTreeView;

namespace spinel {
class FindingsModel;

class FindingsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit FindingsDock(QWidget *parent = nullptr);

    // Lists result->shown(); null shows nothing.
    void setResult(std::shared_ptr<const AnalysisResult> result);
    // A line above the table, e.g. that a what-if is shown or that the analysis failed.
    void setNote(const QString &note);

    FindingsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QToolButton *severityButton(Severity severity) const;

signals:
    void objectsActivated(const QStringList &ids);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateTexts();
    void findingClicked(const QModelIndex &index);

    FindingsModel *m_model;
    QTreeView *m_view;
    QLabel *m_note;
    QToolButton *m_buttons[3]; // by Severity
};

} // namespace spinel
