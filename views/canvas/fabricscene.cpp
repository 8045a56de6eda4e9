// FabricScene's life cycle: building the items of a design and tearing them down, the scene
// rect, and forwarding mouse and key events to the active tool. The edit slots are in
// fabricsceneedits.cpp, picking and selection in fabricsceneselection.cpp, the levels of detail
// in fabricscenelevels.cpp.
#include "canvas/fabricscene.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>

#include <algorithm>
#include <cmath>

#include "canvas/deviceitem.h"
#include "canvas/linkbatchitem.h"
#include "canvas/linkitem.h"
#include "canvas/rackblocks.h"
#include "canvas/rackitem.h"
#include "canvas/serverblocks.h"
#include "canvas/switchboxesitem.h"
#include "core/designindex.h"
#include "core/catalog.h"
#include "core/design.h"
#include "tools/abstracttool.h"

namespace spinel {

namespace {

QRectF withPanMargin(const QRectF &rect)
{
    const double margin = std::max({1000.0, rect.width(), rect.height()});
    return rect.adjusted(-margin, -margin, margin, margin);
}

} // namespace

FabricScene::FabricScene(QObject *parent)
    : QGraphicsScene(parent)
    , m_blocks(std::make_unique<ServerBlocks>(this))
    , m_racks(std::make_unique<RackBlocks>(this))
{
    // Active from the start, while Qt's walk over the items has none to visit (see event()).
    QEvent activate(QEvent::WindowActivate);
    QGraphicsScene::event(&activate);
    createLayers();
}

FabricScene::~FabricScene()
{
    // Items go before the block bookkeeping that points at them.
    m_blocks->clear();
    m_racks->clear();
    clear();
}

void FabricScene::showDesign(const Design &design, const Catalog &catalog, const DesignIndex *index)
{
    clearDesign();
    m_design = &design;
    if (!index) m_ownIndex = std::make_unique<DesignIndex>(&design);
    m_index = index ? index : m_ownIndex.get();
    m_catalog = &catalog;
    m_devices.reserve(qsizetype(design.devices.size()));
    m_links.reserve(qsizetype(design.links.size()));
    // Adding 40,000 items one by one to a BSP tree re-balances it over and over; build without
    // an index and index once at the end.
    setItemIndexMethod(NoIndex);
    for (const Device &device : design.devices) addDeviceItem(device);
    for (const Link &link : design.links) addLinkItem(link);
    for (const ScaleUpDomain &domain : design.domains) syncRack(domain);
    m_racks->refreshMarked();
    for (DeviceItem *item : std::as_const(m_devices))
        if (item->isServer()) m_blocks->place(item);
    m_blocks->refreshMarked();
    const QRectF rect = designRect();
    m_linkBatch->setBounds(rect);
    m_serverLinkBatch->setBounds(rect);
    m_switchBoxes->setBounds(rect);
    setSceneRect(withPanMargin(rect));
    setItemIndexMethod(BspTreeIndex);
}

void FabricScene::clearDesign()
{
    // The tool drops its gesture and any decoration items before clear() deletes them.
    AbstractTool *tool = m_tool;
    if (tool) tool->deactivate();
    dropPendingEdits();
    // Deselected in one go: deleting each of 20,000 selected items would emit selectionChanged
    // 20,000 times. Then the maps: listeners must not find items that are being deleted. Links
    // reference devices but never touch them on destruction, so clear() may delete in any order.
    const bool hadSelection = selectionChangedBy([this] { clearSelection(); });
    m_devices.clear();
    m_links.clear();
    m_blocks->clear();
    m_racks->clear();
    // Deleted with the BSP index kept: switching to NoIndex first sorts every item by stacking
    // order into a list whose every removal then searches and shifts it (1.5 + 1.6 s for the
    // 330,000 items of 1,800 NVL72 racks, against 0.4 s with the BSP tree's per-leaf removal).
    // Children go last-first so no child list is shifted. (Qt also searches its list of items
    // not yet polished for every removal, so clearing a scene built in the same event-loop turn
    // is quadratic; the app always returns to the event loop in between.)
    QList<QGraphicsItem *> layers = {m_switchLinkLayer, m_blockLayer, m_rackLayer};
    for (QGraphicsItem *cell : std::as_const(m_serverCells)) layers << cell;
    layers << m_serverLinkLayer;
    for (QGraphicsItem *layer : std::as_const(layers)) {
        const QList<QGraphicsItem *> children = layer->childItems();
        for (auto it = children.crbegin(); it != children.crend(); ++it) delete *it;
    }
    clear();
    m_linkLines.clear(); // after the items: nothing tells it about a link any more
    createLayers();
    if (tool) tool->activate(this);
    m_design = nullptr;
    m_index = nullptr;
    m_ownIndex.reset();
    m_catalog = nullptr;
    noteContentChanged();
    if (hadSelection) emit selectionChanged();
}

QRectF FabricScene::designRect() const
{
    // Links run between devices, so the devices bound them: 3,000 rects rather than 40,000.
    // A link's own rect only matters when an end is missing, which the scene never draws.
    QRectF rect;
    for (const DeviceItem *item : m_devices) rect |= item->sceneBoundingRect();
    for (const RackItem *rack : m_racks->racks()) rect |= rack->sceneBoundingRect(); // title bands above the trays
    return rect;
}

void FabricScene::setActiveTool(AbstractTool *tool)
{
    if (m_tool == tool) return;
    if (m_tool) m_tool->deactivate();
    m_tool = tool;
    if (m_tool) m_tool->activate(this);
    const QCursor cursor = m_tool ? m_tool->cursor() : QCursor(Qt::ArrowCursor);
    for (QGraphicsView *view : views()) view->viewport()->setCursor(cursor);
}

QPointF FabricScene::snapped(const QPointF &pos) const
{
    if (!m_snapToGrid) return pos;
    return {std::round(pos.x() / kGridSize) * kGridSize, std::round(pos.y() / kGridSize) * kGridSize};
}

bool FabricScene::event(QEvent *event)
{
    // Qt answers each activation and deactivation of the window by listing every item of the scene
    // sorted by stacking order (QGraphicsScene::event, Qt 6.4), to hand the event to the top-level
    // ones: 2-5 s on the UI thread at a million GPUs, on every Alt+Tab or first click. Only panels
    // and QGraphicsWidgets act on it, and the canvas has neither. The scene is made active once,
    // empty, in the constructor (item focus needs an active scene) and stays so; the view still
    // closes its popups before passing a deactivation on.
    if (event->type() == QEvent::WindowActivate || event->type() == QEvent::WindowDeactivate) return true;
    return QGraphicsScene::event(event);
}

void FabricScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mousePressed(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
}

void FabricScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mouseMoved(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void FabricScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool && m_tool->mouseReleased(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
}

void FabricScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // Qt sends press, release, double-click, release: the second click is a press for the tool.
    mousePressEvent(event);
}

void FabricScene::keyPressEvent(QKeyEvent *event)
{
    if (m_tool && m_tool->keyPressed(event)) {
        event->accept();
        return;
    }
    QGraphicsScene::keyPressEvent(event);
}
void FabricScene::growSceneRect(const QRectF &itemRect)
{
    m_linkBatch->growBounds(itemRect);
    m_serverLinkBatch->growBounds(itemRect);
    m_switchBoxes->growBounds(itemRect);
    if (!sceneRect().contains(itemRect)) setSceneRect(sceneRect() | withPanMargin(itemRect));
}

} // namespace spinel
