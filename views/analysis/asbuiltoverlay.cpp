#include "analysis/asbuiltoverlay.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>

#include <utility>

#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"

namespace spinel {

namespace {

// Over the links (-0.5, 0), servers (0.25) and server blocks (0.5), under the switches (1; see
// FabricScene::createLayers): a cable's mark ends under the icons it joins.
constexpr double kMarkZ = 0.75;
constexpr int kLegendMargin = 12; // from the canvas edges, as the other legends

} // namespace

AsBuiltOverlay::AsBuiltOverlay(FabricScene *scene, QObject *parent)
    : QObject(parent)
    , m_scene(scene)
{ }

AsBuiltOverlay::~AsBuiltOverlay()
{
    if (m_scene) clear();
    delete m_legend.data();
}

void AsBuiltOverlay::showDifferences(const QVector<AsBuiltDiffRow> &rows)
{
    clear();
    if (!m_scene) return;
    QMap<AsBuiltDiffRow::Kind, int> counts;
    for (const AsBuiltDiffRow &row : rows) {
        // An extra cable to a device the design does not have has nowhere to be drawn.
        if (row.aId.isEmpty() || row.zId.isEmpty()) continue;
        auto *mark = new AsBuiltMarkItem(row);
        mark->setZValue(kMarkZ);
        m_scene->addItem(mark);
        mark->follow(m_scene);
        m_marks.append(mark);
        ++counts[row.kind];
    }
    if (m_marks.isEmpty()) return;
    showLegend(counts);
    // Once per event-loop turn in which devices moved, e.g. a drag step.
    m_following = connect(m_scene, &FabricScene::contentChanged, this, &AsBuiltOverlay::follow);
    m_scene->installEventFilter(this);
}

void AsBuiltOverlay::clear()
{
    disconnect(m_following);
    if (m_scene) m_scene->removeEventFilter(this);
    for (const QPointer<AsBuiltMarkItem> &mark : std::as_const(m_marks)) delete mark.data();
    m_marks.clear();
    if (m_legend) m_legend->hide();
}

void AsBuiltOverlay::showLegend(const QMap<AsBuiltDiffRow::Kind, int> &counts)
{
    if (m_scene->views().isEmpty()) return;
    QWidget *host = m_scene->views().constFirst();
    if (!m_legend || m_legendHost != host) {
        delete m_legend.data();
        m_legend = new AsBuiltLegend(host);
        m_legendHost = host;
        host->installEventFilter(this); // keeps the legend in its corner when the view resizes
    }
    m_legend->setCounts(counts);
    placeLegend();
    m_legend->show();
    m_legend->raise();
}

void AsBuiltOverlay::placeLegend()
{
    if (!m_legend || !m_legendHost) return;
    m_legend->resize(m_legend->sizeHint());
    m_legend->move(m_legendHost->width() - m_legend->width() - kLegendMargin, kLegendMargin);
}

QList<AsBuiltMarkItem *> AsBuiltOverlay::marks() const
{
    QList<AsBuiltMarkItem *> alive;
    for (const QPointer<AsBuiltMarkItem> &mark : m_marks)
        if (mark) alive.append(mark.data());
    return alive;
}

void AsBuiltOverlay::activate(const AsBuiltMarkItem *mark)
{
    emit selectRequested(mark->row().deviceIds, mark->row().linkIds);
}

void AsBuiltOverlay::follow()
{
    if (!m_scene) return;
    for (const QPointer<AsBuiltMarkItem> &mark : std::as_const(m_marks))
        if (mark) mark->follow(m_scene);
}

AsBuiltMarkItem *AsBuiltOverlay::markAt(const QPointF &scenePos) const
{
    const QTransform transform = m_scene->views().isEmpty() ? QTransform() : m_scene->views().constFirst()->transform();
    for (QGraphicsItem *item : m_scene->items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder, transform)) {
        if (item->type() == DeviceItem::Type) return nullptr; // the device is what was clicked
        if (item->type() == AsBuiltMarkItem::Type && item->isVisible()) return static_cast<AsBuiltMarkItem *>(item);
    }
    return nullptr;
}

bool AsBuiltOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_legendHost && event->type() == QEvent::Resize) placeLegend();
    // The scene's tool takes every press; a plain left click on a mark is the overlay's.
    if (watched == m_scene && event->type() == QEvent::GraphicsSceneMousePress) {
        auto *press = static_cast<QGraphicsSceneMouseEvent *>(event);
        if (press->button() == Qt::LeftButton && press->modifiers() == Qt::NoModifier) {
            if (AsBuiltMarkItem *mark = markAt(press->scenePos())) {
                activate(mark);
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace spinel
