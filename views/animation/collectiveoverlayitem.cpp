#include "animation/collectiveoverlayitem.h"

#include <QStyleOptionGraphicsItem>

#include <algorithm>

#include "animation/overlaygeometry.h"
#include "animation/overlaypainter.h"
#include "canvas/fabricscene.h"
#include "timing/collectiveschedule.h"

namespace spinel {

CollectiveOverlayItem::CollectiveOverlayItem()
{
    setZValue(50); // above links, devices and badges
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    // The exposed rectangle, not the whole design: zoomed in, only what is on screen is drawn.
    setFlag(ItemUsesExtendedStyleOption, true);
}

CollectiveOverlayItem::~CollectiveOverlayItem() = default;

void CollectiveOverlayItem::setSchedule(const timing::CollectiveSchedule *schedule, const Design &design, const Catalog &catalog,
                                        const FabricScene &scene)
{
    prepareGeometryChange();
    m_schedule = schedule;
    m_painter.reset();
    m_geometry.reset();
    m_bounds = QRectF();
    if (!schedule) return;
    m_geometry = std::make_shared<const OverlayGeometry>(OverlayGeometry::fromScene(*schedule, design, catalog, scene));
    m_painter = std::make_unique<OverlayPainter>(schedule, m_geometry);
    m_bounds = m_geometry->bounds;
    m_step = 0;
    m_progress = 0;
    update();
}

void CollectiveOverlayItem::setMoment(int step, double progress)
{
    progress = std::clamp(progress, 0.0, 1.0);
    if (step == m_step && progress == m_progress) return;
    m_step = step;
    m_progress = progress;
    repaint();
}

void CollectiveOverlayItem::setScale(double scale)
{
    m_scale = scale;
    repaint();
}

void CollectiveOverlayItem::repaint()
{
    if (m_repaintTarget) m_repaintTarget->update();
    else update();
}

QRectF CollectiveOverlayItem::boundingRect() const
{
    return m_bounds;
}

void CollectiveOverlayItem::paintLayers(QPainter *painter, int layers, const QRectF &exposed) const
{
    if (m_painter) m_painter->paint(painter, m_step, m_progress, m_scale, exposed, layers);
}

int CollectiveOverlayItem::stepCount() const
{
    return m_schedule ? int(m_schedule->steps.size()) : 0;
}

void CollectiveOverlayItem::prepareStep(int step) const
{
    if (m_painter) m_painter->prepare(step);
}

void CollectiveOverlayItem::paintStepLayer(QPainter *painter, int step, double scale, const QRectF &exposed) const
{
    if (m_painter) m_painter->paint(painter, step, 0, scale, exposed, OverlayPainter::StepLayer);
}

void CollectiveOverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_painter && !m_suppressed) m_painter->paint(painter, m_step, m_progress, m_scale, option->exposedRect);
}

} // namespace spinel
