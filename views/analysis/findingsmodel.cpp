#include "analysis/findingsmodel.h"

#include "analysis/findingcodes.h"
#include "analysis/severityicons.h"
#include "common/messagetext.h"

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
    m_named.clear();
    endResetModel();
}

QString FindingsModel::nameOf(const std::string &id) const
{
    const QString name = m_resolveName ? m_resolveName(id) : QString();
    return name.isEmpty() ? QString::fromStdString(id) : name;
}

QString FindingsModel::messageWithNames(const Finding &finding) const
{
    if (!m_resolveName) return MessageText::text(finding);
    if (const auto cached = m_named.constFind(&finding); cached != m_named.cend()) return *cached;
    QString &message = m_named[&finding];
    message = MessageText::text(finding);
    // Whole ids only: "srv-1" must not match inside "srv-12". Longest first for the same reason.
    std::vector<std::string> ids = finding.objects;
    std::sort(ids.begin(), ids.end(), [](const std::string &a, const std::string &b) { return a.size() > b.size(); });
    // A plain search per id: a finding can name thousands of objects (a regular expression
    // compiled for each was 10 % of opening 1,800 NVL72 racks), while its text names a few.
    const auto partOfId = [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_' || u == u'.'
               || u == u'-';
    };
    for (const std::string &id : ids) {
        const QString qid = QString::fromStdString(id);
        qsizetype at = message.indexOf(qid);
        if (at < 0) continue;
        const QString name = nameOf(id);
        if (name == qid) continue;
        while (at >= 0) {
            const qsizetype end = at + qid.size();
            const bool whole = (at == 0 || !partOfId(message.at(at - 1))) && (end == message.size() || !partOfId(message.at(end)));
            if (whole) {
                message.replace(at, qid.size(), name);
                at = message.indexOf(qid, at + name.size());
            } else {
                at = message.indexOf(qid, at + 1);
            }
        }
    }
    return message;
}

void FindingsModel::retranslate()
{
    m_named.clear();
    if (!m_rows.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
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
    m_named.clear();
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
    // Built only when asked for: a view asks for a dozen roles per cell on every paint, and a
    // finding can list thousands of objects.
    const auto ids = [finding] {
        QStringList list;
        list.reserve(qsizetype(finding->objects.size()));
        for (const std::string &id : finding->objects) list << QString::fromStdString(id);
        return list;
    };
    if (role == ObjectIdsRole) return ids();

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
        if (role == Qt::DisplayRole) {
            // Only the names shown: a finding can list thousands of objects.
            const qsizetype count = qsizetype(finding->objects.size());
            QStringList names;
            for (qsizetype i = 0; i < std::min<qsizetype>(count, kObjectsShown); ++i)
                names << nameOf(finding->objects[std::size_t(i)]);
            if (count <= kObjectsShown) return names.join(QStringLiteral(", "));
            return tr("%1 +%2").arg(names.join(QStringLiteral(", "))).arg(count - kObjectsShown);
        }
        if (role == Qt::ToolTipRole) return ids().join(QStringLiteral(", "));
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
