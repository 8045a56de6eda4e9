#pragma once
// The findings of one analysis as a table (severity, code, message, objects), showing only the
// severities asked for. Rows keep the analysis order: errors first, then warnings, then info.

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

#include <array>
#include <functional>
#include <memory>
#include <vector>

#include "analysis/analysisresult.h"

namespace spinel {

class FindingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SeverityColumn, CodeColumn, MessageColumn, ObjectsColumn, ColumnCount };
    enum Role { ObjectIdsRole = Qt::UserRole + 1 }; // QStringList of the finding's objects

    explicit FindingsModel(QObject *parent = nullptr);

    // Lists result->shown(); the result is kept alive (shared), not copied. Null: nothing.
    void setResult(std::shared_ptr<const AnalysisResult> result);
    // The name the canvas shows for an object id (empty: none). Messages and the objects column
    // then name objects as the canvas does ("Leaf 1"), not by id ("leaf-1"); the id stays in
    // the tooltip.
    void setNameResolver(std::function<QString(const std::string &id)> resolver);
    // After a language change: every message is worded again.
    void retranslate();
    void setSeverityShown(Severity severity, bool shown);
    bool isSeverityShown(Severity severity) const;
    int count(Severity severity) const; // in the analysis, shown or not
    const Finding *finding(const QModelIndex &index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuildRows();
    QString nameOf(const std::string &id) const;
    QString messageWithNames(const Finding &finding) const;

    std::function<QString(const std::string &)> m_resolveName;
    std::shared_ptr<const AnalysisResult> m_result;
    const FabricAnalysis *m_analysis = nullptr;
    std::vector<const Finding *> m_rows;
    mutable QHash<const Finding *, QString> m_named; // messageWithNames, per finding until the next reset
    std::array<bool, 3> m_shown{true, true, true};   // by Severity
    std::array<int, 3> m_counts{0, 0, 0};
};

} // namespace spinel
