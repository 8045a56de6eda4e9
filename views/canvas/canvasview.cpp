#include "canvas/canvasview.h"

#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QScrollBar>
#include <QVarLengthArray>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

#include "canvas/canvaslegend.h"
#include "canvas/canvasstyle.h"
#include "canvas/fabricscene.h"
#include "docks/paletteentry.h"
#include "tools/abstracttool.h"

namespace spinel {

namespace {

constexpr double kZoomStep = 1.25;      // one Ctrl+± press
constexpr double kFitMarginPixels = 32; // free space around a fitted design
constexpr int kLegendMarginPixels = 12; // the legend's distance from the view's corner
constexpr double kMaxFitZoom = 1.5;     // a tiny design is not blown up beyond this
constexpr double kMinorGrid = 20;       // scene units
constexpr double kMajorGrid = 100;
constexpr double kMinGridPixels = 7; // closer grid lines are noise, so they are skipped

} // namespace

CanvasView::CanvasView(QWidget *parent)
    : QGraphicsView(parent)
    , m_legend(new CanvasLegend(this))
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setTransformationAnchor(NoAnchor); // zoomBy() anchors itself
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    // A canvas, not a document page: navigation is by wheel and middle-drag, scroll bars only take room.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setAcceptDrops(true);
    // Tools draw their own rubber band; the view's would fight them.
    setDragMode(NoDrag);
}

void CanvasView::setFabricScene(FabricScene *scene)
{
    if (FabricScene *old = fabricScene()) disconnect(this, nullptr, old, nullptr);
    setScene(scene);
    if (!scene) return;
    // The scene's level of detail follows this view's zoom.
    connect(this, &CanvasView::zoomChanged, scene, &FabricScene::setViewZoom);
    scene->setViewZoom(zoom());
}

FabricScene *CanvasView::fabricScene() const
{
    return qobject_cast<FabricScene *>(scene());
}

double CanvasView::zoom() const
{
    return transform().m11();
}

void CanvasView::zoomIn()
{
    zoomBy(kZoomStep, viewport()->rect().center());
}

void CanvasView::zoomOut()
{
    zoomBy(1 / kZoomStep, viewport()->rect().center());
}

void CanvasView::resetZoom()
{
    zoomBy(1 / zoom(), viewport()->rect().center());
}

void CanvasView::fitToDesign()
{
    m_keepFitted = true;
    applyFit();
}

void CanvasView::applyFit()
{
    const FabricScene *fabric = fabricScene();
    const QRectF design = fabric ? fabric->designRect() : QRectF();
    if (design.isEmpty() || viewport()->width() <= 2 * kFitMarginPixels || viewport()->height() <= 2 * kFitMarginPixels) {
        setTransform(QTransform());
        if (!design.isEmpty()) centerOn(design.center());
        emit zoomChanged(zoom());
        return;
    }
    // The legend sits over the bottom-left corner: fit the design into the band above it, so no
    // device label ends up under it.
    const int legendHeight = m_legend->isVisible() ? m_legend->height() + kLegendMarginPixels : 0;
    const int usableHeight = std::max(viewport()->height() - legendHeight, viewport()->height() / 2);
    const double scaleX = (viewport()->width() - 2 * kFitMarginPixels) / design.width();
    const double scaleY = (usableHeight - 2 * kFitMarginPixels) / design.height();
    const double scale = std::clamp(std::min(scaleX, scaleY), kMinZoom, kMaxFitZoom);
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(design.center() + QPointF(0, (viewport()->height() - usableHeight) / 2.0 / scale));
    emit zoomChanged(zoom());
    emit visibleRectChanged();
}

void CanvasView::zoomBy(double factor, const QPointF &viewAnchor)
{
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    factor = target / zoom();
    if (std::abs(factor - 1) < 1e-9) return;
    m_keepFitted = false;
    const QPointF sceneAnchor = mapToScene(viewAnchor.toPoint());
    scale(factor, factor);
    // Scroll so the anchor's scene point is back under the cursor.
    const QPointF drift = mapFromScene(sceneAnchor) - viewAnchor;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(std::lround(drift.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + int(std::lround(drift.y())));
    emit zoomChanged(zoom());
    emit visibleRectChanged();
}

void CanvasView::wheelEvent(QWheelEvent *event)
{
    // 120 units is one notch of a mouse wheel; touchpads send smaller steps.
    const double notches = event->angleDelta().y() / 120.0;
    if (notches == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(1.2, notches), event->position());
    event->accept();
}

void CanvasView::mousePressEvent(QMouseEvent *event)
{
    const bool spacePan = m_spaceHeld && event->button() == Qt::LeftButton;
    if (!m_panning && (event->button() == Qt::MiddleButton || spacePan)) {
        m_panButton = event->button();
        startPan(event->position().toPoint());
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void CanvasView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint position = event->position().toPoint();
        const QPoint delta = position - m_lastPanPosition;
        m_lastPanPosition = position;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void CanvasView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && event->button() == m_panButton) {
        stopPan();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void CanvasView::startPan(const QPoint &position)
{
    m_panning = true;
    m_keepFitted = false;
    m_lastPanPosition = position;
    viewport()->setCursor(Qt::ClosedHandCursor);
}

void CanvasView::stopPan()
{
    m_panning = false;
    m_panButton = Qt::NoButton;
    if (m_spaceHeld) viewport()->setCursor(Qt::OpenHandCursor);
    else restoreToolCursor();
}

void CanvasView::restoreToolCursor()
{
    const FabricScene *fabric = fabricScene();
    const AbstractTool *tool = fabric ? fabric->activeTool() : nullptr;
    viewport()->setCursor(tool ? tool->cursor() : QCursor(Qt::ArrowCursor));
}

void CanvasView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !(event->modifiers() & ~Qt::KeypadModifier)) {
        if (!event->isAutoRepeat() && !m_spaceHeld) {
            m_spaceHeld = true;
            if (!m_panning) viewport()->setCursor(Qt::OpenHandCursor);
        }
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void CanvasView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space) {
        if (!event->isAutoRepeat()) {
            m_spaceHeld = false;
            if (!m_panning) restoreToolCursor();
        }
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void CanvasView::focusOutEvent(QFocusEvent *event)
{
    // The space key's release goes elsewhere once focus leaves; do not stay in pan mode.
    m_spaceHeld = false;
    if (!m_panning) restoreToolCursor();
    QGraphicsView::focusOutEvent(event);
}

void CanvasView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    emit visibleRectChanged();
}

void CanvasView::dragEnterEvent(QDragEnterEvent *event)
{
    // Handled here rather than in the scene: only palette entries are accepted, anywhere.
    if (PaletteEntry::fromMimeData(event->mimeData())) event->acceptProposedAction();
    else event->ignore();
}

void CanvasView::dragMoveEvent(QDragMoveEvent *event)
{
    if (PaletteEntry::fromMimeData(event->mimeData())) event->acceptProposedAction();
    else event->ignore();
}

void CanvasView::dragLeaveEvent(QDragLeaveEvent *event)
{
    event->accept();
}

void CanvasView::dropEvent(QDropEvent *event)
{
    const auto entry = PaletteEntry::fromMimeData(event->mimeData());
    if (!entry) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    emit paletteEntryDropped(*entry, mapToScene(event->position().toPoint()));
}

QRectF CanvasView::visibleSceneRect() const
{
    return mapToScene(viewport()->rect()).boundingRect();
}

QPointF CanvasView::viewCenterInScene() const
{
    return mapToScene(viewport()->rect().center());
}

void CanvasView::centerOnScenePos(const QPointF &scenePos)
{
    m_keepFitted = false;
    centerOn(scenePos);
    emit visibleRectChanged();
}

void CanvasView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    placeLegend();
    if (m_keepFitted) applyFit();
    emit visibleRectChanged();
}

void CanvasView::placeLegend()
{
    // A child of the view, not of the viewport, so it never scrolls or zooms with the scene.
    m_legend->resize(m_legend->sizeHint());
    m_legend->move(kLegendMarginPixels, height() - m_legend->height() - kLegendMarginPixels);
}

void CanvasView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, canvasstyle::background());
    const double pixelsPerUnit = zoom();
    auto drawGrid = [&](double spacing, const QColor &color) {
        if (spacing * pixelsPerUnit < kMinGridPixels) return;
        QVarLengthArray<QLineF, 256> lines;
        for (double x = std::floor(rect.left() / spacing) * spacing; x < rect.right(); x += spacing)
            lines.append(QLineF(x, rect.top(), x, rect.bottom()));
        for (double y = std::floor(rect.top() / spacing) * spacing; y < rect.bottom(); y += spacing)
            lines.append(QLineF(rect.left(), y, rect.right(), y));
        painter->setPen(QPen(color, 0)); // cosmetic: one pixel at every zoom
        painter->drawLines(lines.constData(), int(lines.size()));
    };
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    drawGrid(kMinorGrid, canvasstyle::gridMinor());
    drawGrid(kMajorGrid, canvasstyle::gridMajor());
    painter->restore();
}

} // namespace spinel
