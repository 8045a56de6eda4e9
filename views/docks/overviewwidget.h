#pragma once
// The overview (minimap): the whole design in miniature with the canvas's visible area as a
// frame. Click or drag to move the canvas there. The miniature is rendered into a cached
// pixmap, refreshed shortly after the scene changes, so panning never re-renders the scene.

#include <QPixmap>
#include <QPointer>
#include <QTimer>
#include <QWidget>

namespace spinel {
class CanvasView;

class OverviewWidget : public QWidget {
    Q_OBJECT
public:
    explicit OverviewWidget(QWidget *parent = nullptr);

    void setCanvasView(CanvasView *view);
    QSize sizeHint() const override { return {240, 170}; }

    // The scene area the miniature shows and its mapping to widget coordinates (for tests).
    QRectF shownSceneRect() const { return m_sceneRect; }
    QPointF toScene(const QPointF &widgetPos) const;
    QPointF toWidget(const QPointF &scenePos) const;

public slots:
    void scheduleRefresh();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void refresh();
    void navigateTo(const QPointF &widgetPos);

    QPointer<CanvasView> m_view;
    QTimer m_refreshTimer;
    QPixmap m_pixmap;
    QRectF m_sceneRect;   // what the pixmap shows
    QRectF m_targetRect;  // where in the widget it is drawn
};

} // namespace spinel
