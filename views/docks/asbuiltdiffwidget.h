#pragma once
// The differences between the design and the fabric as built (File ▸ Compare with As-Built…):
// one row per missing, extra or miswired cable or speed mismatch. Activating a row asks for its
// devices and link to be selected on the canvas. Shows what it is given; owns no design data.

#include <QStringList>
#include <QVector>
#include <QWidget>

class QLabel;
class QTreeWidget;

namespace spinel {

struct AsBuiltDiffRow {
    enum class Kind { Missing, Extra, Miswired, Speed };
    Kind kind = Kind::Missing;
    QString a, z, found; // "leaf-1/p3"; found: where a miswired cable really goes
    double designGbps = 0, foundGbps = 0;
    QStringList deviceIds, linkIds; // what to select: the design's devices and link, where known
    QString aId, zId, foundId;      // the design's device at each end; empty when not in the design
};

class AsBuiltDiffWidget : public QWidget {
    Q_OBJECT
public:
    explicit AsBuiltDiffWidget(QWidget *parent = nullptr);

    // `source` names the as-built file; `cables` is how many it reported.
    void setDifferences(const QString &source, const QVector<AsBuiltDiffRow> &rows, int cables);
    void setError(const QString &source, const QString &message);
    int rowCount() const;
    const QVector<AsBuiltDiffRow> &rows() const { return m_rows; }
    // As if the user activated row `row`.
    void activateRow(int row);

signals:
    void selectRequested(const QStringList &deviceIds, const QStringList &linkIds);

private:
    QLabel *m_summary;
    QTreeWidget *m_list;
    QVector<AsBuiltDiffRow> m_rows;
};

} // namespace spinel
