#pragma once
// The canvas scene: one DeviceItem per device and one LinkItem per link of the design it shows,
// found by id. Rebuilt by showDesign(); kept in step with edits by the incremental slots, which
// the editor's Document signals drive.

#include <QGraphicsScene>
#include <QHash>
#include <QString>
#include <QStringList>

namespace spinel {
struct Design;
struct Device;
struct Link;
class Catalog;
class AbstractTool;
class DeviceItem;
class LinkItem;

class FabricScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit FabricScene(QObject *parent = nullptr);

    // Rebuilds all items from `design`. The scene keeps references, not copies, to answer the
    // incremental slots: both must outlive the scene or the next showDesign()/clearDesign().
    void showDesign(const Design &design, const Catalog &catalog);
    void clearDesign();

    DeviceItem *deviceItem(const QString &id) const { return m_devices.value(id); }
    LinkItem *linkItem(const QString &id) const { return m_links.value(id); }
    const QHash<QString, DeviceItem *> &deviceItems() const { return m_devices; }
    const QHash<QString, LinkItem *> &linkItems() const { return m_links; }

    // The area the design covers (devices with labels, links), for fitting the view.
    QRectF designRect() const;

    // --- Editing support ---
    // Mouse and key events go to the active tool (not owned); without one the scene only displays.
    void setActiveTool(AbstractTool *tool);
    AbstractTool *activeTool() const { return m_tool; }

    static constexpr double kGridSize = 20;  // the canvas's minor grid, in scene units
    bool snapToGrid() const { return m_snapToGrid; }
    void setSnapToGrid(bool snap) { m_snapToGrid = snap; }
    // `pos` on the nearest grid point when snapping is on, else unchanged.
    QPointF snapped(const QPointF &pos) const;

    // The topmost device or link at `pos` (devices win over links under them), or nullptr.
    QGraphicsItem *selectableItemAt(const QPointF &pos) const;
    QStringList selectedDeviceIds() const;  // in design order
    QStringList selectedLinkIds() const;
    // Replaces the selection, emitting selectionChanged once.
    void selectOnly(const QStringList &deviceIds, const QStringList &linkIds);

public slots:
    // Each slot reads the current state of the object from the design given to showDesign().
    void deviceAdded(const QString &id);
    void deviceRemoved(const QString &id);
    void deviceChanged(const QString &id);
    void linkAdded(const QString &id);
    void linkRemoved(const QString &id);
    void linkChanged(const QString &id);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void addDeviceItem(const Device &device);
    void addLinkItem(const Link &link);
    void deleteLinkItem(LinkItem *item);
    // The scene rect: the design plus room to pan past its edges. Grows with edits, so a
    // view's scroll position never jumps; showDesign() recomputes it.
    void growSceneRect(const QRectF &itemRect);

    const Design *m_design = nullptr;
    const Catalog *m_catalog = nullptr;
    QHash<QString, DeviceItem *> m_devices;
    QHash<QString, LinkItem *> m_links;
    AbstractTool *m_tool = nullptr;
    bool m_snapToGrid = true;
};

} // namespace spinel
