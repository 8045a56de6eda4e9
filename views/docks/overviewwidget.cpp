#include "docks/overviewwidget.h"

#include <QCoreApplication>
#include <QMouseEvent>
#include <QPainter>

#include "canvas/canvasstyle.h"
#include "canvas/canvasview.h"
#include "canvas/fabricscene.h"
#include "common/tsanannotate.h"
#include "docks/miniature.h"

namespace spinel {

namespace {

// Edits and drags come in bursts, and the scene's changed() also fires for selection and
// hover: render at most this often, after the burst.
constexpr int kRefreshDelayMs = 300;
constexpr double kMarginPixels = 6;

} // namespace

OverviewWidget::OverviewWidget(QWidget *parent)
    : QWidget(parent)
{
    setMinimumSize(120, 90);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Click or drag to move the canvas"));
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kRefreshDelayMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &OverviewWidget::refresh);
    m_worker.setMaxThreadCount(1);
}

OverviewWidget::~OverviewWidget()
{
    m_worker.waitForDone(); // its result is posted to this widget
}

void OverviewWidget::finishRefresh()
{
    if (m_refreshTimer.isActive()) {
        m_refreshTimer.stop();
        refresh();
    }
    // Until no rendering is under way: one that finishes may start the next (a refresh asked
    // for while it ran), and the area shown is already the next one's.
    do {
        m_worker.waitForDone();
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    } while (m_rendering);
}

void OverviewWidget::setCanvasView(CanvasView *view)
{
    m_view = view;
    connect(view, &CanvasView::visibleRectChanged, this, qOverload<>(&QWidget::update));
    if (FabricScene *scene = view->fabricScene())
        connect(scene, &FabricScene::contentChanged, this, &OverviewWidget::scheduleRefresh);
    scheduleRefresh();
}

void OverviewWidget::scheduleRefresh()
{
    if (!m_refreshTimer.isActive()) m_refreshTimer.start();
}

void OverviewWidget::refresh()
{
    FabricScene *scene = m_view ? m_view->fabricScene() : nullptr;
    const QRectF area = rect().adjusted(kMarginPixels, kMarginPixels, -kMarginPixels, -kMarginPixels);
    MiniatureInput input = scene ? miniatureInput(*scene, devicePixelRatioF()) : MiniatureInput();
    m_sceneRect = input.designRect;
    if (!scene || m_sceneRect.isEmpty() || area.isEmpty()) {
        m_image = QImage();
        update();
        return;
    }
    // Some room around the design so the frame of an edge view is still visible.
    const double pad = 0.05 * std::max(m_sceneRect.width(), m_sceneRect.height());
    m_sceneRect.adjust(-pad, -pad, pad, pad);
    const QSizeF fitted = m_sceneRect.size().scaled(area.size(), Qt::KeepAspectRatio);
    m_targetRect = QRectF(area.center() - QPointF(fitted.width() / 2, fitted.height() / 2), fitted);

    if (m_rendering) {
        m_refreshAgain = true; // when the worker is done: one rendering at a time
        return;
    }
    m_rendering = true;
    input.source = m_sceneRect;
    input.target = fitted;
    // Handoffs both ways through Qt's pool and event queue: tsan::handoff() shows them to TSan.
    m_worker.start(tsan::handoff([this, input = std::move(input)] {
        QImage image = renderMiniature(input);
        QMetaObject::invokeMethod(this, tsan::handoff([this, image = std::move(image)]() mutable { rendered(std::move(image)); }),
                                  Qt::QueuedConnection);
    }));
}

void OverviewWidget::rendered(QImage image)
{
    m_rendering = false;
    m_image = std::move(image);
    update();
    if (m_refreshAgain) {
        m_refreshAgain = false;
        refresh();
    }
}

QPointF OverviewWidget::toScene(const QPointF &widgetPos) const
{
    if (m_targetRect.isEmpty()) return {};
    const double scale = m_sceneRect.width() / m_targetRect.width();
    return m_sceneRect.topLeft() + (widgetPos - m_targetRect.topLeft()) * scale;
}

QPointF OverviewWidget::toWidget(const QPointF &scenePos) const
{
    if (m_sceneRect.isEmpty()) return {};
    const double scale = m_targetRect.width() / m_sceneRect.width();
    return m_targetRect.topLeft() + (scenePos - m_sceneRect.topLeft()) * scale;
}

void OverviewWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    if (m_image.isNull()) {
        painter.setPen(palette().color(QPalette::Disabled, QPalette::Text));
        painter.drawText(rect(), Qt::AlignCenter, tr("Empty design"));
        return;
    }
    // Scaled for the frames between a resize and the worker's new image.
    painter.drawImage(m_targetRect, m_image);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(m_targetRect);
    if (!m_view) return;
    // The canvas's visible area, clipped to the miniature.
    const QRectF visible = m_view->visibleSceneRect();
    const QRectF frame = QRectF(toWidget(visible.topLeft()), toWidget(visible.bottomRight())).intersected(m_targetRect);
    if (frame.isEmpty()) return;
    QColor fill = canvasstyle::selection();
    fill.setAlpha(35);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(canvasstyle::selection(), 1.5));
    painter.setBrush(fill);
    painter.drawRect(frame);
}

void OverviewWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    refresh();
}

void OverviewWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) navigateTo(event->position());
}

void OverviewWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton) navigateTo(event->position());
}

void OverviewWidget::navigateTo(const QPointF &widgetPos)
{
    if (!m_view || m_targetRect.isEmpty()) return;
    m_view->centerOnScenePos(toScene(widgetPos));
}

} // namespace spinel
