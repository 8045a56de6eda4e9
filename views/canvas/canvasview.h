#pragma once
// The canvas view: zoom around the cursor, pan with the middle button, fit to the design, and a
// background grid that thins out as you zoom away.

#include <QGraphicsView>

namespace spinel {
class CanvasLegend;
class FabricScene;

class CanvasView : public QGraphicsView {
    Q_OBJECT
public:
    explicit CanvasView(QWidget *parent = nullptr);

    void setFabricScene(FabricScene *scene);
    FabricScene *fabricScene() const;

    double zoom() const;  // 1.0 = one scene unit per pixel
    static constexpr double kMinZoom = 0.02;
    static constexpr double kMaxZoom = 8.0;

public slots:
    void zoomIn();
    void zoomOut();
    void resetZoom();
    // Shows the whole design; the view keeps it fitted through resizes until the user zooms or pans.
    void fitToDesign();

signals:
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    // Scales by `factor`, keeping the scene point under `viewAnchor` where it is.
    void zoomBy(double factor, const QPointF &viewAnchor);
    void applyFit();

    void placeLegend();

    CanvasLegend *m_legend;
    bool m_keepFitted = true;
    bool m_panning = false;
    QPoint m_lastPanPosition;
};

} // namespace spinel
