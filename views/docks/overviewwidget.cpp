#include "docks/overviewwidget.h"

#include <QMouseEvent>
#include <QPainter>

#include <QSet>

#include "canvas/canvasstyle.h"
#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"

namespace spinel {

namespace {

// Edits and drags come in bursts, and the scene's changed() also fires for selection and
// hover: render at most this often, after the burst.
constexpr int kRefreshDelayMs = 300;
constexpr double kMarginPixels = 6;


// The miniature, drawn from the items' cached geometry: links as hairlines, devices as boxes of
// at least one pixel. Rendering the scene itself would paint every item at full detail whenever
// the canvas is zoomed in (hundreds of milliseconds on a 16,384-GPU design). Lines are mapped to
// whole pixels and drawn once each: 36,000 links are a few thousand distinct lines at this size.
void paintMiniature(QPainter &painter, const FabricScene &scene, const QRectF &source, const QSizeF &target)
{
    const double scale = target.width() / source.width();
    const double ratio = painter.device()->devicePixelRatioF();
    auto toPixels = [&](const QPointF &scenePos) {
        const QPointF p = (scenePos - source.topLeft()) * scale * ratio;
        return QPoint(int(p.x()), int(p.y()));
    };
    QHash<QRgb, QVector<QLine>> lines;
    QSet<quint64> drawn;
    for (const LinkItem *link : scene.linkItems()) {
        const QPoint a = toPixels(link->line().p1()), b = toPixels(link->line().p2());
        const quint64 key = (quint64(quint16(a.x())) << 48) | (quint64(quint16(a.y())) << 32) | (quint64(quint16(b.x())) << 16)
                            | quint64(quint16(b.y()));
        if (drawn.contains(key)) continue;
        drawn.insert(key);
        // Lighter than the canvas's colours: the links are the background of the miniature.
        lines[QColor(link->color()).lighter(150).rgb()].append(QLine(a, b));
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.scale(1 / ratio, 1 / ratio);  // pixel coordinates
    for (auto it = lines.cbegin(); it != lines.cend(); ++it) {
        painter.setPen(QPen(QColor(it.key()), 0));
        painter.drawLines(it.value().constData(), int(it.value().size()));
    }
    painter.restore();
    painter.setPen(Qt::NoPen);
    painter.scale(scale, scale);
    painter.translate(-source.topLeft());
    const double minimum = 1.5 / scale;  // scene units of one and a half pixels
    for (const DeviceItem *device : scene.deviceItems()) {
        QRectF box = device->iconRect().translated(device->pos());
        if (box.width() < minimum) box.setWidth(minimum);
        if (box.height() < minimum) box.setHeight(minimum);
        painter.setBrush(device->isSelected() ? canvasstyle::selection() : DeviceIcons::plainColour(device->icon()));
        painter.drawRect(box);
    }
}

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
}

void OverviewWidget::setCanvasView(CanvasView *view)
{
    m_view = view;
    connect(view, &CanvasView::visibleRectChanged, this, qOverload<>(&QWidget::update));
    if (FabricScene *scene = view->fabricScene()) connect(scene, &QGraphicsScene::changed, this, &OverviewWidget::scheduleRefresh);
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
    m_sceneRect = scene ? scene->designRect() : QRectF();
    if (!scene || m_sceneRect.isEmpty() || area.isEmpty()) {
        m_pixmap = QPixmap();
        update();
        return;
    }
    // Some room around the design so the frame of an edge view is still visible.
    const double pad = 0.05 * std::max(m_sceneRect.width(), m_sceneRect.height());
    m_sceneRect.adjust(-pad, -pad, pad, pad);
    const QSizeF fitted = m_sceneRect.size().scaled(area.size(), Qt::KeepAspectRatio);
    m_targetRect = QRectF(area.center() - QPointF(fitted.width() / 2, fitted.height() / 2), fitted);

    const qreal ratio = devicePixelRatioF();
    m_pixmap = QPixmap((fitted * ratio).toSize());
    m_pixmap.setDevicePixelRatio(ratio);
    m_pixmap.fill(canvasstyle::background());
    QPainter painter(&m_pixmap);
    paintMiniature(painter, *scene, m_sceneRect, fitted);
    update();
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
    if (m_pixmap.isNull()) {
        painter.setPen(palette().color(QPalette::Disabled, QPalette::Text));
        painter.drawText(rect(), Qt::AlignCenter, tr("Empty design"));
        return;
    }
    painter.drawPixmap(m_targetRect.topLeft(), m_pixmap);
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
