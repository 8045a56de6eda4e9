#pragma once
// The editor behind the canvas, the Edit menu and the docks: turns every user action (a tool's
// drag, a palette drop, delete, paste, align, a property change, "Connect…") into one undo command
// on the Document, and keeps the canvas selection on what the action made.

#include <QObject>
#include <QPointF>

#include <string>
#include <vector>

#include "commands/aligndevices.h"
#include "docks/editableproperty.h"
#include "docks/paletteentry.h"
#include "edit/serverwiring.h"
#include "tools/edithandler.h"

class QWidget;

class QUndoStack;

namespace spinel {
class CanvasView;
class Document;
class FabricScene;

class CanvasEditor : public QObject, public EditHandler {
    Q_OBJECT
public:
    CanvasEditor(Document *document, FabricScene *scene, CanvasView *view, QWidget *dialogParent);

    // EditHandler
    void moveDevices(const QHash<QString, QPointF> &positions, bool nudge) override;
    void connectDevices(const QString &fromId, const QString &toId) override;

    // The selection in design order.
    std::vector<std::string> selectedDeviceIds() const;
    std::vector<std::string> selectedLinkIds() const;
    bool hasSelection() const;

    // A new device for `entry` at `scenePos` (snapped), with a fresh id and a name like "Leaf 9".
    Device newDevice(const PaletteEntry &entry, const QPointF &scenePos) const;

    // Offset of a paste or duplicate from the originals, in scene units.
    static constexpr double kPasteOffset = 40;

public slots:
    // Each returns (or does) nothing when there is nothing to act on.
    QString placeDevice(const spinel::PaletteEntry &entry, const QPointF &scenePos);
    QString placeDeviceAtViewCentre(const spinel::PaletteEntry &entry);
    // A catalog rack's trays and its NVLink domain, the first tray at `scenePos`; returns the
    // domain's id (selected).
    QString placeRack(const std::string &rackModel, const QPointF &scenePos);
    // The selected servers become one NVLink domain (Ctrl+Shift+G).
    void groupIntoDomain();
    // Dissolves the selected domains, else the domains of the selected servers.
    void ungroupDomains();
    void renameDomain(const QString &domainId, const QString &name);
    void setDomainPartition(const QString &domainId, int partitionGpus);
    void deleteSelection();
    void copy();
    void cut();
    void paste();
    void duplicate();
    void selectAll();
    // Adds to the selection every link of the selected devices and the devices at their other
    // ends (right-click ▸ Select Connected).
    void selectConnected();
    void align(spinel::AlignDevices::Alignment alignment);
    void distribute(Qt::Orientation orientation);
    void autoLayout();
    // Asks how to wire the selected servers to the selected leaves, then does it.
    void connectSelection();
    void connectSelectionWith(spinel::ServerWiring::Mode mode);
    void editDeviceProperty(spinel::DeviceProperty property, const QVariant &value);
    void editLinkProperty(spinel::LinkProperty property, const QVariant &value);

signals:
    void statusMessage(const QString &message);

private:
    void pasteFragment(Design fragment, bool duplicate);
    // Undoing a delete (or cut) selects what came back, once it is on the canvas.
    void undoIndexChanged(QUndoStack *stack, int index);
    void selectIds(const std::vector<std::string> &devices, const std::vector<std::string> &links);

    Document *m_document;
    FabricScene *m_scene;
    CanvasView *m_view;
    QWidget *m_dialogParent;
    int m_pasteCount = 0; // repeated pastes step further away, so copies do not stack up
    int m_undoIndex = 0;
};

} // namespace spinel
