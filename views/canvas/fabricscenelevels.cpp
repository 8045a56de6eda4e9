// FabricScene's levels of detail: the layers items live in, the server blocks and the batched
// switch links shown when zoomed out, and the switch between the two levels.
#include "canvas/fabricscene.h"

#include <QGraphicsRectItem>
#include <QTimer>

#include "canvas/deviceitem.h"
#include "canvas/linkbatchitem.h"
#include "canvas/linkitem.h"
#include "canvas/serverblockitem.h"
#include "canvas/serverblocks.h"

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
    // Stacking: links (0) under the blocks (0.5) under the devices (1; servers sit inside their
    // layer, whose links are under them).
    m_serverLayer = newLayer(0);
    m_switchLinkLayer = newLayer(0);
    m_blockLayer = newLayer(0.5);
    m_linkBatch = new LinkBatchItem(m_switchLinkLayer);
    for (QGraphicsItem *item : {m_serverLayer, m_switchLinkLayer, m_blockLayer, static_cast<QGraphicsItem *>(m_linkBatch)})
        addItem(item);
    m_blocks->setLayer(m_blockLayer);
    applyLevelOfDetail();
}

void FabricScene::setViewZoom(double zoom)
{
    setServersCollapsed(m_collapsed ? zoom < kExpandZoom : zoom < kCollapseZoom);
}

void FabricScene::setServersCollapsed(bool collapsed)
{
    if (m_collapsed == collapsed) return;
    m_collapsed = collapsed;
    applyLevelOfDetail();
}

void FabricScene::applyLevelOfDetail()
{
    // Opacity 0 rather than hide(): hidden items lose their selection, transparent ones keep it,
    // and a transparent parent's subtree is skipped by painting and hit tests alike.
    m_serverLayer->setOpacity(m_collapsed ? 0 : 1);
    m_switchLinkLayer->setOpacity(m_collapsed ? 0 : 1);
    m_blockLayer->setOpacity(m_collapsed ? 1 : 0);
    m_linkBatch->setVisible(m_collapsed);
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

void FabricScene::linkAppearanceChanged(LinkItem *link)
{
    if (m_collapsed && link->parentItem() == m_switchLinkLayer) m_linkBatch->update();
}

void FabricScene::scheduleBlockRefresh()
{
    if (m_blockRefreshPending) return;
    m_blockRefreshPending = true;
    QTimer::singleShot(0, this, [this] {
        m_blockRefreshPending = false;
        m_blocks->refreshMarked();
    });
}

void FabricScene::placeInLayer(DeviceItem *item)
{
    QGraphicsItem *layer = item->isServer() ? m_serverLayer : nullptr;
    if (item->parentItem() != layer) item->setParentItem(layer);
    if (!item->isServer()) item->setCacheMode(m_collapsed ? QGraphicsItem::NoCache : QGraphicsItem::DeviceCoordinateCache);
}

void FabricScene::placeInLayer(LinkItem *item)
{
    const bool serverLink = (item->fromItem() && item->fromItem()->isServer()) || (item->toItem() && item->toItem()->isServer());
    QGraphicsItem *layer = serverLink ? m_serverLayer : m_switchLinkLayer;
    if (item->parentItem() != layer) item->setParentItem(layer);
}

} // namespace spinel
