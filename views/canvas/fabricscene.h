#pragma once
// The canvas scene: one DeviceItem per device and one LinkItem per link of the design it shows,
// found by id. Rebuilt by showDesign(); kept in step with edits by the incremental slots, which
// the editor's Document signals drive.

#include <QGraphicsScene>
#include <QHash>
#include <QPoint>
#include <QPointer>
#include <QSignalBlocker>
#include <QString>
#include <QStringList>

#include <array>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "canvas/linklines.h"

namespace spinel {
struct Design;
struct Device;
struct Link;
struct ScaleUpDomain;
class Catalog;
class DesignIndex;
class AbstractTool;
class DeviceItem;
class LinkItem;
class LinkBatchItem;
class RackBlocks;
class RackItem;
class ServerBlockItem;
class ServerBlocks;
class SwitchBoxesItem;

class FabricScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit FabricScene(QObject *parent = nullptr);
    ~FabricScene() override;

    // Rebuilds all items from `design`. The scene keeps references, not copies, to answer the
    // incremental slots: they must outlive the scene or the next showDesign()/clearDesign().
    // `index` is the design's id index kept by its owner (the Document), which the slots read;
    // without one the scene keeps its own, forgotten whenever a slot says objects came or went.
    void showDesign(const Design &design, const Catalog &catalog, const DesignIndex *index = nullptr);
    void clearDesign();

    DeviceItem *deviceItem(const QString &id) const { return m_devices.value(id); }
    LinkItem *linkItem(const QString &id) const { return m_links.value(id); }
    const QHash<QString, DeviceItem *> &deviceItems() const { return m_devices; }
    const QHash<QString, LinkItem *> &linkItems() const { return m_links; }

    // The frame of each scale-up domain (rack), by domain id.
    RackItem *rackItem(const QString &domainId) const;
    QList<RackItem *> rackItems() const;
    // The rack `serverId` is a tray of, or nullptr.
    RackItem *rackOf(const QString &serverId) const;

    // The area the design covers (devices with labels, links), for fitting the view.
    QRectF designRect() const;

    // --- Level of detail ---
    // Zoomed out (below kCollapseZoom), each group of servers is drawn as one ServerBlockItem
    // and switch links in one batch; zoomed in again (above kExpandZoom, a little higher so
    // zooming around the threshold does not flicker), every server and link is its own item.
    // Switching makes layers transparent rather than creating or hiding thousands of items.
    static constexpr double kCollapseZoom = 0.25;
    static constexpr double kExpandZoom = 0.3;
    bool serversCollapsed() const { return m_collapsed; }
    // The block `serverId` is drawn in when zoomed out, or nullptr.
    ServerBlockItem *serverBlock(const QString &serverId) const;
    QList<ServerBlockItem *> serverBlocks() const;
    // Whether `link` is drawn at this level of detail: links between switches always, links to
    // servers while servers are shown (zoomed out, their block's lines stand for them).
    bool isLinkDrawn(const LinkItem *link) const;
    // LinkItem calls this when its look changes, so a batched drawing of it repaints.
    void linkAppearanceChanged(LinkItem *link);
    // Something contentChanged() reports changed; DeviceItem calls it when it moves.
    void noteContentChanged();
    // A switch moved, was selected or changed: the boxes drawing them far out paint it anew.
    void switchBoxesChanged();
    // Every link's line in its medium's colour, kept up to date edit by edit: for readers of
    // every link (the overview), which would otherwise walk 291,600 items after each edit. The
    // list taken stays as it is while the scene changes.
    std::shared_ptr<const LinkLines::List> linkLines() const { return m_linkLines.lines(); }

    // --- Editing support ---
    // Mouse and key events go to the active tool (not owned); without one the scene only displays.
    void setActiveTool(AbstractTool *tool);
    AbstractTool *activeTool() const { return m_tool; }

    static constexpr double kGridSize = 20; // the canvas's minor grid, in scene units
    bool snapToGrid() const { return m_snapToGrid; }
    void setSnapToGrid(bool snap) { m_snapToGrid = snap; }
    // `pos` on the nearest grid point when snapping is on, else unchanged.
    QPointF snapped(const QPointF &pos) const;

    // The topmost device or link at `pos` (devices win over links under them), or nullptr.
    QGraphicsItem *selectableItemAt(const QPointF &pos) const;
    // The link nearest `pos` within a few pixels, or nullptr. Link items sit in transparent
    // layers (LinkBatchItems draw them), which Qt's hit tests skip.
    LinkItem *linkAt(const QPointF &pos) const;
    // Selects what intersects `rect` (plus `alsoSelected`), emitting selectionChanged once if
    // the selection changed: the rubber band.
    void selectInArea(const QRectF &rect, const QList<QGraphicsItem *> &alsoSelected = {});
    // Waits for link drawing in progress on a worker (screenshots, tests, benchmarks).
    void finishRendering();
    // How long the worker took to draw the switch links last time, in ms.
    double linkRenderMs() const;
    QStringList selectedDeviceIds() const; // in design order
    QStringList selectedLinkIds() const;
    QStringList selectedDomainIds() const; // in design order
    // The selection as indices into the design's devices and links, ascending. Select-all on
    // 16,384 GPUs selects 40,000 items: when every item of a kind is selected the answer is
    // 0..n-1 without looking at one of them; otherwise one id lookup per selected item.
    std::vector<int> selectedDeviceIndices() const;
    std::vector<int> selectedLinkIndices() const;
    // How many devices, links and racks are selected, in O(1): the items report their
    // selection changes (itemSelectionChanged), so nobody walks selectedItems() to count.
    qsizetype selectedDeviceCount() const { return m_selectedCounts[DeviceSlot]; }
    qsizetype selectedLinkCount() const { return m_selectedCounts[LinkSlot]; }
    qsizetype selectedDomainCount() const { return m_selectedCounts[RackSlot]; }
    qsizetype selectionCount() const { return selectedDeviceCount() + selectedLinkCount() + selectedDomainCount(); }
    // Whether a selected device is a tray of a rack (ungroup applies to it).
    bool selectionHasRackTray() const;
    // Replaces the selection, emitting selectionChanged once.
    void selectOnly(const QStringList &deviceIds, const QStringList &linkIds, const QStringList &domainIds = {});
    // Selects every device and link (not the racks), emitting selectionChanged once if that
    // changed the selection.
    void selectAllItems();
    // Replaces the selection with the devices and links at these design indices (ascending),
    // emitting selectionChanged once if that changed it: undo of a delete selects what it
    // brought back, which has no ids listed anywhere. More than kSliceObjects are selected in
    // slices like a large edit (hasPendingEdits() until done; one selectionChanged at the end).
    void selectIndices(const std::vector<int> &deviceIndices, const std::vector<int> &linkIndices,
                       const QStringList &domainIds = {});
    // DeviceItem, LinkItem and RackItem call this when they are selected or deselected, and
    // when a selected one is destroyed (Qt drops it from the selection without telling it).
    static void itemSelectionChanged(const QGraphicsItem *item, bool selected);

    // --- Large edits ---
    // Creating or deleting tens of thousands of items takes the UI thread seconds (issue 12:
    // delete or undo on 16,384 GPUs). The bulk slots below apply a batch of more than
    // kSliceObjects objects in slices of about kSliceMs across event-loop turns, in the order
    // the edits came, and report pendingEditsProgress; the view should take no input meanwhile.
    // Smaller batches, when nothing is pending, are applied at once.
    static constexpr int kSliceObjects = 3000;
    static constexpr int kSliceMs = 25;
    bool hasPendingEdits() const { return !m_pending.empty(); }
    // Applies what is pending now (a selection by id, a test, a benchmark's end).
    void finishPendingEdits();
    // Calls `done` once the edits queued so far are on the canvas: now when nothing is pending,
    // else after the last slice (not at all if `context` is gone or a new design is shown).
    void whenEditsApplied(QObject *context, std::function<void()> done);

public slots:
    // The zoom of the view showing the scene: picks the level of detail (see kCollapseZoom).
    void setViewZoom(double zoom);
    void setServersCollapsed(bool collapsed);
    // Zoomed far out (below DeviceItem::kMinLodForIcon) one item draws every switch as a box.
    void setSwitchesBoxed(bool boxed);

    // Each slot reads the current state of the object from the design given to showDesign().
    void deviceAdded(const QString &id);
    void deviceRemoved(const QString &id);
    void deviceChanged(const QString &id);
    void linkAdded(const QString &id);
    void linkRemoved(const QString &id);
    void linkChanged(const QString &id);
    // Bulk edits (delete, paste, undo of either): at most one selectionChanged for the lot.
    void itemsAdded(const QStringList &deviceIds, const QStringList &linkIds);
    void itemsRemoved(const QStringList &deviceIds, const QStringList &linkIds);
    // Objects edited in place (a move or property change of thousands): one pass, no per-item
    // selection signals.
    void itemsChanged(const QStringList &deviceIds, const QStringList &linkIds);
    // Scale-up domains: a rack is re-synced from the design's domain with that id.
    void domainAdded(const QString &id) { domainsChanged({id}); }
    void domainRemoved(const QString &id) { domainsRemoved({id}); }
    void domainChanged(const QString &id) { domainsChanged({id}); }
    void domainsAdded(const QStringList &ids) { domainsChanged(ids); }
    void domainsRemoved(const QStringList &ids);
    void domainsChanged(const QStringList &ids);

signals:
    // What a miniature of the design shows changed: devices (where, what, whether selected),
    // links, racks; or servers switched between items and blocks. Once per event-loop turn at
    // most. Listen to this, not to the scene's changed(): once anything is connected to that, Qt
    // stops sending repaints straight to the views and repaints the whole scene whenever a
    // visible item is removed (a server's block when an undo puts a tray back in its rack: a
    // 30 ms frame at 129,600 GPUs).
    void contentChanged();
    // While a large edit is being applied: `done` of `total` objects. Once more with done ==
    // total when it is complete.
    void pendingEditsProgress(int done, int total);

protected:
    bool event(QEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void helpEvent(QGraphicsSceneHelpEvent *event) override;

private:
    void addDeviceItem(const Device &device);
    void addLinkItem(const Link &link);
    void deleteLinkItem(LinkItem *item);
    const Device *findDevice(const QString &id) const;
    const Link *findLink(const QString &id) const;
    const ScaleUpDomain *findDomain(const QString &id) const;
    void syncRack(const ScaleUpDomain &domain);
    // Items live under layers by what they show at the zoomed-out level of detail.
    void createLayers();
    void placeInLayer(DeviceItem *item);
    void placeInLayer(LinkItem *item);
    void applyLevelOfDetail();
    // The link items shown at this level of detail, for picking by geometry (LinkItem or not).
    QList<QGraphicsItem *> pickableLinks() const;
    // Blocks follow edits on the next event-loop turn: one refresh per burst of signals.
    void scheduleBlockRefresh();
    // The scene rect: the design plus room to pan past its edges. Grows with edits, so a
    // view's scroll position never jumps; showDesign() recomputes it.
    void growSceneRect(const QRectF &itemRect);

    // One step of a large edit; domain steps carry their ids as one list.
    // One batch of an edit: its objects are applied one at a time from `next` on, so a delete of
    // 40,000 objects is one entry, not 40,000 (the queue's own allocations were ~10 ms of it).
    struct PendingStep {
        enum Kind : quint8 {
            RemoveDomains,
            RemoveLink,
            RemoveDevice,
            AddDevice,
            AddLink,
            SyncDomains,
            ChangeDevice,
            ChangeLink,
            Select
        };
        Kind kind;
        bool withLinks = false; // AddDevice: its links come in the same batch
        QStringList ids;        // one object per id; RemoveDomains and SyncDomains take all at once
        // Select: items that exist when the batch is queued; an edit that deletes one is queued
        // after it, so they still exist when the batch runs.
        std::vector<QGraphicsItem *> items;
        qsizetype next = 0;
        qsizetype size() const
        {
            return kind == Select ? qsizetype(items.size()) : kind == RemoveDomains || kind == SyncDomains ? 1 : ids.size();
        }
    };
    // True when the edit of `count` objects goes to the queue (it is large, or others wait).
    bool queueing(qsizetype count) const { return !m_applyingStep && (!m_pending.empty() || count > kSliceObjects); }
    void enqueue(PendingStep::Kind kind, const QStringList &ids, bool withLinks = false);
    void enqueueSelection(std::vector<QGraphicsItem *> items);
    void scheduleSlice();
    // Applies the next object of `step` and advances it.
    void runStep(PendingStep &step);
    void applyPendingSlice();
    // Runs steps until the queue is empty or `budgetMs` is spent (-1: no limit).
    void runPendingSteps(int budgetMs);
    void dropPendingEdits();

    // Runs `apply` with the scene's signals blocked (deleting or selecting thousands of items
    // would emit selectionChanged per item, and every listener rescan the selection: issue 12)
    // and returns whether the selection changed meanwhile, in O(1).
    template <typename Apply>
    bool selectionChangedBy(Apply &&apply)
    {
        const quint64 before = m_selectionGeneration;
        {
            const QSignalBlocker blocker(this);
            apply();
        }
        return m_selectionGeneration != before;
    }
    // The same, then announces a change of the selection once.
    template <typename Apply>
    void withOneSelectionSignal(Apply &&apply)
    {
        if (selectionChangedBy(std::forward<Apply>(apply))) emit selectionChanged();
    }

    const Design *m_design = nullptr;
    const Catalog *m_catalog = nullptr;
    QHash<QString, DeviceItem *> m_devices;
    QHash<QString, LinkItem *> m_links;
    AbstractTool *m_tool = nullptr;
    bool m_snapToGrid = true;

    // Lookups by id: the owner's index, or m_ownIndex when showDesign() was given none.
    const DesignIndex *m_index = nullptr;
    std::unique_ptr<DesignIndex> m_ownIndex;
    bool m_holdOwnIndex = false; // a bulk slot forgot the own index once for all its objects
    // Objects came or went: the scene's own index forgets them (an owner's is already in step).
    void ownIndexStale();
    void ownDomainIndexStale();

    // Servers live in layers by where they are (cells of kCellSize): Qt culls top-level items
    // through its index but walks every child of a parent it draws, 2,048 servers per frame.
    static constexpr double kCellSize = 2048;
    QGraphicsItem *cellLayer(QHash<QPoint, QGraphicsItem *> &cells, const QPointF &pos, double z);
    QHash<QPoint, QGraphicsItem *> m_serverCells;
    QGraphicsItem *m_serverLinkLayer = nullptr; // links with a server end
    LinkLines m_linkLines;
    LinkBatchItem *m_serverLinkBatch = nullptr; // draws them when servers are shown
    QGraphicsItem *m_switchLinkLayer = nullptr; // links between switches
    QGraphicsItem *m_blockLayer = nullptr;      // ServerBlockItems
    QGraphicsItem *m_rackLayer = nullptr;       // RackItems, shown when servers are
    LinkBatchItem *m_linkBatch = nullptr;
    SwitchBoxesItem *m_switchBoxes = nullptr; // draws the switches when zoomed far out
    bool m_switchesBoxed = false;
    std::unique_ptr<ServerBlocks> m_blocks;
    std::unique_ptr<RackBlocks> m_racks;
    bool m_collapsed = false;
    double m_viewZoom = 1;
    bool m_blockRefreshPending = false;
    bool m_contentChangePending = false;
    bool m_addingInBulk = false; // itemsAdded(): devices arrive with their links
    std::deque<PendingStep> m_pending;
    int m_pendingDone = 0;
    int m_pendingTotal = 0;
    bool m_pendingSelectionChanged = false;
    bool m_sliceScheduled = false;
    bool m_applyingStep = false;
    std::vector<std::pair<QPointer<QObject>, std::function<void()>>> m_whenApplied;

    enum CountSlot { DeviceSlot, LinkSlot, RackSlot, SlotCount };
    std::array<qsizetype, SlotCount> m_selectedCounts = {};
    quint64 m_selectionGeneration = 0; // bumped by every selection change of an item
};

} // namespace spinel
