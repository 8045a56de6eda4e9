#include "analysis/findingsmodel.h"

#include "analysis/severityicons.h"

namespace spinel {

namespace {

constexpr int kObjectsShown = 4;  // the rest as "+N"; the tooltip lists them all

} // namespace

FindingsModel::FindingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FindingsModel::setResult(std::shared_ptr<const AnalysisResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    m_analysis = m_result ? m_result->shown() : nullptr;
    m_counts = {0, 0, 0};
    if (m_analysis)
        for (const Finding &finding : m_analysis->findings) ++m_counts[std::size_t(finding.severity)];
    rebuildRows();
    endResetModel();
}

void FindingsModel::setSeverityShown(Severity severity, bool shown)
{
    if (m_shown[std::size_t(severity)] == shown) return;
    beginResetModel();
    m_shown[std::size_t(severity)] = shown;
    rebuildRows();
    endResetModel();
}

bool FindingsModel::isSeverityShown(Severity severity) const
{
    return m_shown[std::size_t(severity)];
}

int FindingsModel::count(Severity severity) const
{
    return m_counts[std::size_t(severity)];
}

void FindingsModel::rebuildRows()
{
    m_rows.clear();
    if (!m_analysis) return;
    for (const Finding &finding : m_analysis->findings)
        if (m_shown[std::size_t(finding.severity)]) m_rows.push_back(&finding);
}

const Finding *FindingsModel::finding(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= int(m_rows.size())) return nullptr;
    return m_rows[std::size_t(index.row())];
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    const Finding *finding = this->finding(index);
    if (!finding) return {};
    QStringList ids;
    ids.reserve(qsizetype(finding->objects.size()));
    for (const std::string &id : finding->objects) ids << QString::fromStdString(id);
    if (role == ObjectIdsRole) return ids;

    switch (index.column()) {
    case SeverityColumn:
        // Icon only: the dock often shares the bottom edge with other panels; the name is a tooltip.
        if (role == Qt::DecorationRole) return SeverityIcons::icon(finding->severity);
        if (role == Qt::ToolTipRole) return SeverityIcons::name(finding->severity);
        break;
    case CodeColumn:
        if (role == Qt::DisplayRole) return QString::fromStdString(finding->code);
        break;
    case MessageColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) return QString::fromStdString(finding->message);
        break;
    case ObjectsColumn:
        if (role == Qt::DisplayRole) {
            if (ids.size() <= kObjectsShown) return ids.join(QStringLiteral(", "));
            return tr("%1 +%2").arg(ids.mid(0, kObjectsShown).join(QStringLiteral(", "))).arg(ids.size() - kObjectsShown);
        }
        if (role == Qt::ToolTipRole) return ids.join(QStringLiteral(", "));
        break;
    default: break;
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (section == SeverityColumn && role == Qt::ToolTipRole) return tr("Severity");
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case SeverityColumn: return QString();
    case CodeColumn: return tr("Code");
    case MessageColumn: return tr("Message");
    case ObjectsColumn: return tr("Objects");
    default: return {};
    }
}

} // namespace spinel
