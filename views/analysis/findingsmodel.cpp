#include "analysis/findingsmodel.h"

#include "analysis/findingcodes.h"
#include "analysis/severityicons.h"
#include "common/messagetext.h"

#include <QRegularExpression>

#include <algorithm>

namespace spinel {

namespace {

constexpr int kObjectsShown = 4; // the rest as "+N"; the tooltip lists them all

} // namespace

FindingsModel::FindingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

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

void FindingsModel::setNameResolver(std::function<QString(const std::string &)> resolver)
{
    beginResetModel();
    m_resolveName = std::move(resolver);
    endResetModel();
}

QString FindingsModel::nameOf(const std::string &id) const
{
    const QString name = m_resolveName ? m_resolveName(id) : QString();
    return name.isEmpty() ? QString::fromStdString(id) : name;
}

QString FindingsModel::messageWithNames(const Finding &finding) const
{
    QString message = MessageText::text(finding);
    if (!m_resolveName) return message;
    // Whole ids only: "srv-1" must not match inside "srv-12". Longest first for the same reason.
    std::vector<std::string> ids = finding.objects;
    std::sort(ids.begin(), ids.end(), [](const std::string &a, const std::string &b) { return a.size() > b.size(); });
    for (const std::string &id : ids) {
        const QString name = nameOf(id);
        const QString qid = QString::fromStdString(id);
        if (name == qid) continue;
        const QRegularExpression whole(QStringLiteral("(?<![\\w.-])%1(?![\\w.-])").arg(QRegularExpression::escape(qid)));
        message.replace(whole, name);
    }
    return message;
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
        if (role == Qt::ToolTipRole) {
            const FindingCodeHelp help = findingCodeHelp(QString::fromStdString(finding->code));
            return tr("%1\n%2").arg(help.meaning, help.action);
        }
        break;
    case MessageColumn:
        if (role == Qt::DisplayRole) return messageWithNames(*finding);
        if (role == Qt::ToolTipRole) {
            // The message with ids too when names replaced them: the ids are what the CLI prints.
            const QString named = messageWithNames(*finding), original = MessageText::text(*finding);
            return named == original ? original : tr("%1\n(%2)").arg(named, original);
        }
        break;
    case ObjectsColumn: {
        QStringList names;
        for (const std::string &id : finding->objects) names << nameOf(id);
        if (role == Qt::DisplayRole) {
            if (names.size() <= kObjectsShown) return names.join(QStringLiteral(", "));
            return tr("%1 +%2").arg(names.mid(0, kObjectsShown).join(QStringLiteral(", "))).arg(names.size() - kObjectsShown);
        }
        if (role == Qt::ToolTipRole) return ids.join(QStringLiteral(", "));
        break;
    }
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
