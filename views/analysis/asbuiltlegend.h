#pragma once
// The key for the as-built marks on the canvas: one line per kind of difference, drawn as its
// marks are (missing red dashed, extra purple dotted, miswired orange, speed amber), with how many
// there are. Sits over the canvas while the marks are shown; clicks go through to the canvas.

#include <QMap>
#include <QWidget>

#include "docks/asbuiltdiffwidget.h"

namespace spinel {

class AsBuiltLegend : public QWidget {
    Q_OBJECT
public:
    explicit AsBuiltLegend(QWidget *parent = nullptr);

    // How many differences of each kind are drawn.
    void setCounts(const QMap<AsBuiltDiffRow::Kind, int> &counts);
    int count(AsBuiltDiffRow::Kind kind) const { return m_counts.value(kind); }
    // The text of the line for `kind`: "Missing cable (3)".
    QString entryText(AsBuiltDiffRow::Kind kind) const;
    static QList<AsBuiltDiffRow::Kind> kinds();
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QMap<AsBuiltDiffRow::Kind, int> m_counts;
};

} // namespace spinel
