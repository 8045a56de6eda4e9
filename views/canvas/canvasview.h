#pragma once
// The canvas view: zoom around the cursor, pan with the middle button, fit to the design, and a
// background grid that thins out as you zoom away.

#include <QGraphicsView>

#include "docks/paletteentry.h"

namespace spinel {
class CanvasLegend;
class FabricScene;

class CanvasView : public QGraphicsView {
    Q_OBJECT
public:
    explicit CanvasView(QWidget *parent = nullptr);

    void setFabricScene(FabricScene *scene);
    FabricScene *fabricScene() const;

    double zoom() const; // 1.0 = one scene unit per pixel
    // Low enough to fit a 16,384-GPU fabric laid out in one row (~265,000 units wide).
    static constexpr double kMinZoom = 0.002;
    static constexpr double kMaxZoom = 8.0;

public slots:
    void zoomIn();
    void zoomOut();
    void resetZoom();
    // Shows the whole design; the view keeps it fitted through resizes until the user zooms or pans.
    void fitToDesign();
    // Scrolls so `scenePos` is in the middle of the view, keeping the zoom.
    void centerOnScenePos(const QPointF &scenePos);

public:
    // The part of the scene the viewport shows.
    QRectF visibleSceneRect() const;
    QPointF viewCenterInScene() const;
    // The medium key in the corner; analysis views hide it while links show something else.
    CanvasLegend *legend() const { return m_legend; }

signals:
    void zoomChanged(double zoom);
    // The visible part of the scene moved or was resized (scroll, zoom, resize).
    void visibleRectChanged();
    // A palette entry was dropped on the canvas at `scenePos`.
    void paletteEntryDropped(const PaletteEntry &entry, const QPointF &scenePos);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    // Scales by `factor`, keeping the scene point under `viewAnchor` where it is.
    void zoomBy(double factor, const QPointF &viewAnchor);
    void applyFit();

    void placeLegend();
    void startPan(const QPoint &position);
    void stopPan();
    void restoreToolCursor();

    CanvasLegend *m_legend;
    bool m_keepFitted = true;
    bool m_panning = false;
    Qt::MouseButton m_panButton = Qt::NoButton;
    bool m_spaceHeld = false; // space + left drag pans, as in most drawing tools
    QPoint m_lastPanPosition;
};

} // namespace spinel
