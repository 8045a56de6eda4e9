// FabricScene's levels of detail: the layers items live in, the server blocks and the batched
// switch links shown when zoomed out, and the switch between the two levels.
#include "canvas/fabricscene.h"

#include <QGraphicsRectItem>
#include <QGraphicsSceneHelpEvent>
#include <QGraphicsView>
#include <QPainterPath>
#include <QSet>
#include <QTimer>
#include <QToolTip>

#include <algorithm>
#include <cmath>

#include "canvas/deviceitem.h"
#include "canvas/lineclip.h"
#include "canvas/linkbatchitem.h"
#include "canvas/linkitem.h"
#include "canvas/rackblocks.h"
#include "canvas/rackitem.h"
#include "canvas/serverblockitem.h"
#include "canvas/serverblocks.h"
#include "canvas/switchboxesitem.h"

namespace spinel {

namespace {

// A parent that draws nothing: its opacity shows or hides a whole level of detail at once.
QGraphicsItem *newLayer(double z)
{
    auto *layer = new QGraphicsRectItem;
    layer->setFlag(QGraphicsItem::ItemHasNoContents);
    layer->setPen(Qt::NoPen);
    layer->setZValue(z);
    return layer;
}

} // namespace

void FabricScene::createLayers()
{
    // Stacking: switch links (-0.5) under server links (0) under servers (0.25) under the blocks
    // (0.5) under the switches (1).
    m_serverCells.clear(); // the scene deleted them
    // Links are always drawn by the batches; their items stay for selection and tooltips, which
    // the scene answers itself (see linkAt), so their layers are transparent at every zoom.
    // Each frame asks a transparent item whether its children take its opacity, looking at every
    // child: the two link layers hang under one transparent parent, so the question is asked of
    // two layers, not of 291,600 links (a quarter of a full-view frame of 1,800 NVL72 racks). The
    // layers clip their children to an empty shape, which keeps the links out of Qt's BSP index
    // too (Qt finds children of a clipping parent through the parent); every frame visits the
    // index under the view (a full-view frame: 30 -> 21 ms).
    QGraphicsItem *links = newLayer(0);
    links->setOpacity(0);
    m_switchLinkLayer = newLayer(0);
    m_serverLinkLayer = newLayer(0);
    for (QGraphicsItem *layer : {m_switchLinkLayer, m_serverLinkLayer}) {
        layer->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
        layer->setParentItem(links);
    }
    m_blockLayer = newLayer(0.5);
    // Rack frames under every link: the cables from the trays to the leaves stay visible.
    m_rackLayer = newLayer(-0.75);
    m_linkBatch = new LinkBatchItem(m_switchLinkLayer);
    m_linkBatch->setZValue(-0.5);
    m_linkBatch->setFadePassingOver(true);
    m_serverLinkBatch = new LinkBatchItem(m_serverLinkLayer);
    m_serverLinkBatch->setZValue(0);
    m_switchBoxes = new SwitchBoxesItem(&m_devices);
    m_switchBoxes->setVisible(m_switchesBoxed);
    for (QGraphicsItem *item : {links, m_blockLayer, m_rackLayer, static_cast<QGraphicsItem *>(m_linkBatch),
                                static_cast<QGraphicsItem *>(m_serverLinkBatch), static_cast<QGraphicsItem *>(m_switchBoxes)})
        addItem(item);
    m_blocks->setLayer(m_blockLayer);
    m_racks->setLayer(m_rackLayer);
    applyLevelOfDetail();
}

void FabricScene::setViewZoom(double zoom)
{
    m_viewZoom = zoom;
    setServersCollapsed(m_collapsed ? zoom < kExpandZoom : zoom < kCollapseZoom);
    setSwitchesBoxed(zoom < DeviceItem::kMinLodForIcon);
}

void FabricScene::setSwitchesBoxed(bool boxed)
{
    if (m_switchesBoxed == boxed) return;
    m_switchesBoxed = boxed;
    for (DeviceItem *item : std::as_const(m_devices))
        if (!item->isServer()) item->setFlag(QGraphicsItem::ItemHasNoContents, boxed);
    m_switchBoxes->setVisible(boxed);
}

void FabricScene::switchBoxesChanged()
{
    m_switchBoxes->switchesChanged(); // hidden, it only forgets its boxes
}

void FabricScene::setServersCollapsed(bool collapsed)
{
    if (m_collapsed == collapsed) return;
    m_collapsed = collapsed;
    applyLevelOfDetail();
    noteContentChanged(); // what a server is drawn as: marks on it move to its block
}

void FabricScene::applyLevelOfDetail()
{
    // Opacity 0 rather than hide(): hidden items lose their selection, transparent ones keep it,
    // and a transparent parent's subtree is skipped by painting and hit tests alike.
    for (QGraphicsItem *cell : std::as_const(m_serverCells)) cell->setOpacity(m_collapsed ? 0 : 1);
    m_serverLinkBatch->setVisible(!m_collapsed);
    m_blockLayer->setOpacity(m_collapsed ? 1 : 0);
    m_rackLayer->setOpacity(m_collapsed ? 0 : 1); // zoomed out a rack is its server block
    // Far out a switch is a plain box; caching it per zoom step costs more than drawing it.
    for (DeviceItem *item : std::as_const(m_devices))
        if (!item->isServer()) item->setCacheMode(m_collapsed ? QGraphicsItem::NoCache : QGraphicsItem::DeviceCoordinateCache);
}

ServerBlockItem *FabricScene::serverBlock(const QString &serverId) const
{
    const DeviceItem *item = deviceItem(serverId);
    return item ? m_blocks->blockOf(item) : nullptr;
}

QList<ServerBlockItem *> FabricScene::serverBlocks() const
{
    return m_blocks->blocks().values();
}

bool FabricScene::isLinkDrawn(const LinkItem *link) const
{
    if (!link->isVisible()) return false;
    if (link->parentItem() == m_switchLinkLayer) return m_linkBatch->isVisible();
    return link->parentItem() == m_serverLinkLayer && m_serverLinkBatch->isVisible();
}

void FabricScene::linkAppearanceChanged(LinkItem *link)
{
    noteContentChanged();
    m_linkLines.update(link);
    if (link->parentItem() == m_switchLinkLayer) m_linkBatch->linksChanged();
    else if (link->parentItem() == m_serverLinkLayer) m_serverLinkBatch->linksChanged();
}

void FabricScene::finishRendering()
{
    m_linkBatch->finishRendering();
    m_serverLinkBatch->finishRendering();
}

double FabricScene::linkRenderMs() const
{
    return m_linkBatch->lastRenderMs();
}

QList<QGraphicsItem *> FabricScene::pickableLinks() const
{
    QList<QGraphicsItem *> links = m_switchLinkLayer->childItems();
    if (!m_collapsed) links += m_serverLinkLayer->childItems(); // else drawn as block lines
    return links;
}

LinkItem *FabricScene::linkAt(const QPointF &pos) const
{
    constexpr double kHitPixels = 4; // how near the pointer must be, on screen
    const double reach = kHitPixels / std::max(m_viewZoom, 1e-6);
    LinkItem *nearest = nullptr;
    double nearestDistance = 0;
    const QList<QGraphicsItem *> children = pickableLinks();
    for (QGraphicsItem *child : children) {
        if (child->type() != LinkItem::Type || !child->isVisible()) continue;
        auto *link = static_cast<LinkItem *>(child);
        if (!link->countText().isEmpty() && m_viewZoom >= LinkItem::kMinLodForBadge && link->countBadge().contains(pos))
            return link;
        const QLineF &line = link->line();
        const double tolerance = std::max(reach, link->penWidth() / 2);
        if (pos.x() < std::min(line.x1(), line.x2()) - tolerance || pos.x() > std::max(line.x1(), line.x2()) + tolerance
            || pos.y() < std::min(line.y1(), line.y2()) - tolerance || pos.y() > std::max(line.y1(), line.y2()) + tolerance)
            continue;
        // Distance from pos to the segment.
        const QPointF d = line.p2() - line.p1();
        const double lengthSquared = QPointF::dotProduct(d, d);
        const double t = lengthSquared > 0 ? std::clamp(QPointF::dotProduct(pos - line.p1(), d) / lengthSquared, 0.0, 1.0) : 0;
        const QPointF offset = pos - (line.p1() + t * d);
        const double distance = std::hypot(offset.x(), offset.y());
        if (distance <= tolerance && (!nearest || distance < nearestDistance)) {
            nearest = link;
            nearestDistance = distance;
        }
    }
    return nearest;
}

void FabricScene::selectInArea(const QRectF &rect, const QList<QGraphicsItem *> &alsoSelected)
{
    const QList<QGraphicsItem *> before = selectedItems();
    {
        const QSignalBlocker blocker(this);
        QPainterPath area;
        area.addRect(rect);
        setSelectionArea(area, Qt::ReplaceSelection, Qt::IntersectsItemShape);
        // A rack only when the band holds all of it: a band over a few trays crosses the frame,
        // and Delete would then take the whole rack.
        for (QGraphicsItem *item : selectedItems())
            if (item->type() == RackItem::Type && !rect.contains(static_cast<RackItem *>(item)->frameRect()))
                item->setSelected(false);
        const QList<QGraphicsItem *> children = pickableLinks();
        for (QGraphicsItem *child : children) {
            if (child->type() != LinkItem::Type || !child->isVisible()) continue;
            QLineF line = static_cast<LinkItem *>(child)->line();
            if (clipLine(line, rect)) child->setSelected(true);
        }
        for (QGraphicsItem *item : alsoSelected) item->setSelected(true);
    }
    const QList<QGraphicsItem *> after = selectedItems();
    if (before.size() != after.size()
        || QSet<QGraphicsItem *>(before.begin(), before.end()) != QSet<QGraphicsItem *>(after.begin(), after.end()))
        emit selectionChanged();
}

void FabricScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    // Qt's tooltips come from hit tests, which skip the transparent link layers.
    const QTransform transform = views().isEmpty() ? QTransform() : views().constFirst()->transform();
    const QList<QGraphicsItem *> hits = items(event->scenePos(), Qt::IntersectsItemShape, Qt::DescendingOrder, transform);
    const bool itemWithTip = std::any_of(hits.begin(), hits.end(),
                                         [](const QGraphicsItem *item) { return !item->toolTip().isEmpty(); });
    if (!itemWithTip) {
        if (LinkItem *link = linkAt(event->scenePos())) {
            QToolTip::showText(event->screenPos(), link->toolTip(), event->widget());
            event->setAccepted(true);
            return;
        }
    }
    QGraphicsScene::helpEvent(event);
}

void FabricScene::noteContentChanged()
{
    if (m_contentChangePending) return;
    m_contentChangePending = true;
    QTimer::singleShot(0, this, [this] {
        m_contentChangePending = false;
        emit contentChanged();
    });
}

void FabricScene::scheduleBlockRefresh()
{
    if (m_blockRefreshPending) return;
    m_blockRefreshPending = true;
    QTimer::singleShot(0, this, [this] {
        m_blockRefreshPending = false;
        m_racks->refreshMarked();
        m_blocks->refreshMarked();
        noteContentChanged(); // with the blocks and racks in their new places
    });
}

QGraphicsItem *FabricScene::cellLayer(QHash<QPoint, QGraphicsItem *> &cells, const QPointF &pos, double z)
{
    const QPoint cell(int(std::floor(pos.x() / kCellSize)), int(std::floor(pos.y() / kCellSize)));
    QGraphicsItem *&layer = cells[cell];
    if (!layer) {
        layer = newLayer(z);
        layer->setOpacity(m_collapsed ? 0 : 1);
        addItem(layer);
    }
    return layer;
}

void FabricScene::placeInLayer(DeviceItem *item)
{
    // Cells only bound what a frame walks: an item outside its cell (dragged, say) still draws.
    QGraphicsItem *layer = item->isServer() ? cellLayer(m_serverCells, item->pos(), 0.25) : nullptr;
    if (item->parentItem() != layer) item->setParentItem(layer);
    if (!item->isServer()) item->setCacheMode(m_collapsed ? QGraphicsItem::NoCache : QGraphicsItem::DeviceCoordinateCache);
    // A switch is drawn by the boxes item while zoomed far out, by itself otherwise (a server
    // that became a switch, or the other way round, included).
    item->setFlag(QGraphicsItem::ItemHasNoContents, m_switchesBoxed && !item->isServer());
}

void FabricScene::placeInLayer(LinkItem *item)
{
    const bool serverLink = (item->fromItem() && item->fromItem()->isServer()) || (item->toItem() && item->toItem()->isServer());
    QGraphicsItem *layer = serverLink ? m_serverLinkLayer : m_switchLinkLayer;
    if (item->parentItem() == layer) return;
    if (item->parentItem()) linkAppearanceChanged(item); // the batch it leaves
    item->setParentItem(layer);
    linkAppearanceChanged(item);
}

} // namespace spinel
