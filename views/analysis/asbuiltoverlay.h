#pragma once
// The as-built differences on the canvas (File ▸ Compare with As-Built…): one AsBuiltMarkItem
// per difference whose devices are in the design, over the links. A click on a mark selects its
// cable and devices like activating its row in the dock. Marks follow their devices while they
// move: on each scene change only the marks' own devices are looked at, never the whole design.
// The scene may delete the marks (a new design clears it): they are held by QPointer. While marks
// are shown, a legend (AsBuiltLegend) in the top-right corner of the canvas says what they mean.

#include <QList>
#include <QObject>
#include <QPointer>
#include <QVector>

#include "analysis/asbuiltlegend.h"
#include "analysis/asbuiltmarkitem.h"
#include "canvas/fabricscene.h"

namespace spinel {
class AsBuiltOverlay : public QObject {
    Q_OBJECT
public:
    explicit AsBuiltOverlay(FabricScene *scene, QObject *parent = nullptr);
    ~AsBuiltOverlay() override;

    // Replaces the marks with one per row that can be drawn.
    void showDifferences(const QVector<AsBuiltDiffRow> &rows);
    void clear();
    // The marks on the scene, in the rows' order.
    QList<AsBuiltMarkItem *> marks() const;
    // As if the user clicked `mark`.
    void activate(const AsBuiltMarkItem *mark);
    // The key over the canvas (null before the first marks, or without a view); visible while
    // marks are shown.
    AsBuiltLegend *legend() const { return m_legend; }

signals:
    void selectRequested(const QStringList &deviceIds, const QStringList &linkIds);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow();
    void showLegend(const QMap<AsBuiltDiffRow::Kind, int> &counts);
    void placeLegend();
    AsBuiltMarkItem *markAt(const QPointF &scenePos) const;

    QPointer<FabricScene> m_scene; // may go before the overlay when the window closes
    QList<QPointer<AsBuiltMarkItem>> m_marks;
    QMetaObject::Connection m_following;
    QPointer<AsBuiltLegend> m_legend; // a child of the view's viewport, which may go first
    QPointer<QWidget> m_legendHost;
};

} // namespace spinel
