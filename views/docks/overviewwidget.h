#pragma once
// The overview (minimap): the whole design in miniature with the canvas's visible area as a
// frame. Click or drag to move the canvas there. The miniature is rendered into a cached
// image on a worker thread, shortly after the scene changes, so neither panning nor editing
// waits for it.

#include <QImage>
#include <QPointer>
#include <QThreadPool>
#include <QTimer>
#include <QWidget>

#include "docks/miniature.h"

namespace spinel {
class CanvasView;

class OverviewWidget : public QWidget {
    Q_OBJECT
public:
    explicit OverviewWidget(QWidget *parent = nullptr);
    ~OverviewWidget() override;

    void setCanvasView(CanvasView *view);
    QSize sizeHint() const override { return {240, 170}; }

    // The scene area the miniature shows and its mapping to widget coordinates (for tests).
    QRectF shownSceneRect() const { return m_sceneRect; }
    QPointF toScene(const QPointF &widgetPos) const;
    QPointF toWidget(const QPointF &scenePos) const;
    // Renders a pending refresh now and waits for the worker (tests, screenshots).
    void finishRefresh();
    QImage miniature() const { return m_image; }

public slots:
    void scheduleRefresh();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void refresh();
    void rendered(QImage image);
    void navigateTo(const QPointF &widgetPos);

    QPointer<CanvasView> m_view;
    QTimer m_refreshTimer;
    QThreadPool m_worker; // one thread
    bool m_rendering = false;
    bool m_refreshAgain = false;
    QImage m_image;
    QRectF m_sceneRect;  // what the image shows
    QRectF m_targetRect; // where in the widget it is drawn
};

} // namespace spinel
