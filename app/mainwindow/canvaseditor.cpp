#include "mainwindow/canvaseditor.h"

#include <QApplication>
#include <QClipboard>
#include <QMimeData>
#include <QPointer>
#include <QUndoStack>

#include <algorithm>
#include <memory>
#include <optional>
#include <unordered_set>
#include <utility>

#include "canvas/canvasview.h"
#include "canvas/fabricscene.h"
#include "commands/adddevices.h"
#include "commands/addrack.h"
#include "commands/autolayout.h"
#include "commands/connectdevices.h"
#include "commands/distributedevices.h"
#include "commands/groupintodomain.h"
#include "commands/movedevices.h"
#include "commands/pasteitems.h"
#include "commands/removeitems.h"
#include "commands/renamedomain.h"
#include "commands/setdeviceproperty.h"
#include "commands/setdomainpartition.h"
#include "commands/setlinkproperty.h"
#include "commands/ungroupdomain.h"
#include "dialogs/connectdialog.h"
#include "document/designfragment.h"
#include "document/document.h"
#include "edit/idallocator.h"
#include "edit/linkdefaults.h"

namespace spinel {

namespace {

// Edits of more objects than this show a busy cursor while they run.
constexpr qsizetype kBusyObjectCount = 5000;

// The wait cursor for the lifetime of the object.
struct BusyCursor {
    BusyCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~BusyCursor() { QApplication::restoreOverrideCursor(); }
    BusyCursor(const BusyCursor &) = delete;
    BusyCursor &operator=(const BusyCursor &) = delete;
};

std::vector<std::string> toStd(const QStringList &ids)
{
    std::vector<std::string> out;
    out.reserve(std::size_t(ids.size()));
    for (const QString &id : ids) out.push_back(id.toStdString());
    return out;
}

QStringList toQt(const std::vector<std::string> &ids)
{
    QStringList out;
    out.reserve(qsizetype(ids.size()));
    for (const std::string &id : ids) out << QString::fromStdString(id);
    return out;
}

// Pushes `command` when it changes something; otherwise drops it.
template <typename Command>
void pushIfChanged(QUndoStack *stack, std::unique_ptr<Command> command)
{
    if (command->hasChanges()) stack->push(command.release());
}

} // namespace

CanvasEditor::CanvasEditor(Document *document, FabricScene *scene, CanvasView *view, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_document(document)
    , m_scene(scene)
    , m_view(view)
    , m_dialogParent(dialogParent)
    , m_undoIndex(document->undoStack()->index())
{
    QUndoStack *stack = document->undoStack();
    connect(stack, &QUndoStack::indexChanged, this, [this, stack](int index) { undoIndexChanged(stack, index); });
}

void CanvasEditor::undoIndexChanged(QUndoStack *stack, int index)
{
    // The stack, not m_document->undoStack(): the stack also reports its clear() while the
    // Document that owns it is being destroyed.
    const int previous = std::exchange(m_undoIndex, index);
    if (index != previous - 1) return; // one step back; not a jump in the history, a push or a clear
    const auto *removal = dynamic_cast<const RemoveItems *>(stack->command(index));
    if (!removal) return;
    // A large delete comes back in slices: selected when the last is in, unless the history moved on.
    m_scene->whenEditsApplied(this, [this, stack = QPointer<QUndoStack>(stack), index, selection = removal->selectionBefore()] {
        if (stack && stack->index() == index)
            m_scene->selectIndices(selection.objects.devices, selection.objects.links, toQt(selection.domainIds));
    });
}

std::vector<std::string> CanvasEditor::selectedDeviceIds() const
{
    return toStd(m_scene->selectedDeviceIds());
}

std::vector<std::string> CanvasEditor::selectedLinkIds() const
{
    return toStd(m_scene->selectedLinkIds());
}

bool CanvasEditor::hasSelection() const
{
    return m_scene->selectionCount() > 0;
}

void CanvasEditor::selectIds(const std::vector<std::string> &devices, const std::vector<std::string> &links)
{
    m_scene->selectOnly(toQt(devices), toQt(links));
}

void CanvasEditor::moveDevices(const QHash<QString, QPointF> &positions, bool nudge)
{
    // Design order, so consecutive nudges of the same selection list the same devices and merge.
    std::vector<std::pair<int, std::string>> ordered;
    for (auto it = positions.cbegin(); it != positions.cend(); ++it) {
        const std::string id = it.key().toStdString();
        const int index = m_document->deviceIndex(id);
        if (index >= 0) ordered.emplace_back(index, id);
    }
    std::sort(ordered.begin(), ordered.end());
    std::vector<std::pair<std::string, Point>> moves;
    for (const auto &[index, id] : ordered) {
        const QPointF position = positions.value(QString::fromStdString(id));
        moves.emplace_back(id, Point{position.x(), position.y()});
    }
    pushIfChanged(m_document->undoStack(), std::make_unique<MoveDevices>(m_document, moves, nudge));
}

void CanvasEditor::connectDevices(const QString &fromId, const QString &toId)
{
    const Device *from = m_document->device(fromId.toStdString());
    const Device *to = m_document->device(toId.toStdString());
    if (!from || !to || from == to) return;
    Link link = LinkDefaults::makeLink(*from, *to, uniqueId(m_document->design(), "link"), m_document->catalog());
    const std::string id = link.id;
    m_document->undoStack()->push(new ConnectDevices(m_document, {std::move(link)}));
    // Selected, so the properties dock shows the new bundle ready to edit.
    selectIds({}, {id});
}

Device CanvasEditor::newDevice(const PaletteEntry &entry, const QPointF &scenePos) const
{
    Device device;
    device.kind = entry.kind;
    device.role = entry.role;
    device.model = entry.model;
    const QPointF position = m_scene->snapped(scenePos);
    device.position = {position.x(), position.y()};
    const char *prefix = "srv";
    if (entry.kind == DeviceKind::Switch) prefix = toString(entry.role);
    device.id = uniqueId(m_document->design(), prefix);
    const QString number = QString::fromStdString(device.id.substr(std::string(prefix).size() + 1));
    QString name;
    if (entry.kind == DeviceKind::Server) {
        // "H100 node 5", like the examples: the GPU is what people call a server by.
        const ServerSpec *spec = m_document->catalog().serverSpec(entry.model);
        const QString gpu = spec ? QString::fromStdString(spec->gpuName).section(QLatin1Char(' '), 0, 0) : QString();
        name = gpu.isEmpty() ? tr("Server %1").arg(number) : tr("%1 node %2").arg(gpu, number);
    } else if (entry.role == SwitchRole::Leaf) {
        name = tr("Leaf %1").arg(number);
    } else if (entry.role == SwitchRole::Spine) {
        name = tr("Spine %1").arg(number);
    } else {
        name = tr("Core %1").arg(number);
    }
    device.name = name.toStdString();
    return device;
}

QString CanvasEditor::placeDevice(const PaletteEntry &entry, const QPointF &scenePos)
{
    if (entry.rack) return placeRack(entry.model, scenePos);
    const bool known = entry.kind == DeviceKind::Switch ? m_document->catalog().switchSpec(entry.model) != nullptr
                                                        : m_document->catalog().serverSpec(entry.model) != nullptr;
    if (!known) return {};
    Device device = newDevice(entry, scenePos);
    const QString id = QString::fromStdString(device.id);
    m_document->undoStack()->push(new AddDevices(m_document, {std::move(device)}));
    m_scene->selectOnly({id}, {});
    return id;
}

QString CanvasEditor::placeDeviceAtViewCentre(const PaletteEntry &entry)
{
    return placeDevice(entry, m_view->viewCenterInScene());
}

QString CanvasEditor::placeRack(const std::string &rackModel, const QPointF &scenePos)
{
    const QPointF position = m_scene->snapped(scenePos);
    auto command = std::make_unique<AddRack>(m_document, rackModel, Point{position.x(), position.y()});
    if (!command->isValid()) return {};
    const QString id = QString::fromStdString(command->domain().id);
    m_document->undoStack()->push(command.release());
    m_scene->selectOnly({}, {}, {id});
    return id;
}

void CanvasEditor::groupIntoDomain()
{
    auto command = std::make_unique<GroupIntoDomain>(m_document, selectedDeviceIds());
    if (!command->hasChanges()) {
        emit statusMessage(tr("Select two or more servers to group them into an NVLink domain"));
        return;
    }
    const QString id = QString::fromStdString(command->domainId());
    m_document->undoStack()->push(command.release());
    m_scene->selectOnly({}, {}, {id});
}

void CanvasEditor::ungroupDomains()
{
    std::vector<std::string> domains = toStd(m_scene->selectedDomainIds());
    if (domains.empty()) {
        std::unordered_set<std::string> seen;
        for (const std::string &id : selectedDeviceIds())
            if (const ScaleUpDomain *domain = m_document->domainOf(id); domain && seen.insert(domain->id).second)
                domains.push_back(domain->id);
    }
    pushIfChanged(m_document->undoStack(), std::make_unique<UngroupDomain>(m_document, domains));
}

void CanvasEditor::renameDomain(const QString &domainId, const QString &name)
{
    pushIfChanged(m_document->undoStack(), std::make_unique<RenameDomain>(m_document, domainId.toStdString(), name.toStdString()));
}

void CanvasEditor::setDomainPartition(const QString &domainId, int partitionGpus)
{
    pushIfChanged(m_document->undoStack(), std::make_unique<SetDomainPartition>(m_document, domainId.toStdString(), partitionGpus));
}

void CanvasEditor::deleteSelection()
{
    // By design index: select-all on 16,384 GPUs hands over 52,000 objects, for which ids would
    // be converted and looked up one by one (bench editing).
    RemoveItems::Selection selected{{m_scene->selectedDeviceIndices(), m_scene->selectedLinkIndices()},
                                    toStd(m_scene->selectedDomainIds())};
    RemoveItems::Indices indices = selected.objects;
    // A selected rack goes with its trays (its domain, left empty, with them).
    for (const std::string &domainId : selected.domainIds)
        if (const ScaleUpDomain *domain = m_document->domain(domainId))
            for (const std::string &member : domain->members)
                if (const int index = m_document->deviceIndex(member); index >= 0) indices.devices.push_back(index);
    auto command = std::make_unique<RemoveItems>(m_document, std::move(indices));
    if (command->isEmpty()) return;
    command->setSelectionBefore(std::move(selected)); // undo selects it again
    // The canvas follows in slices with progress; a busy cursor while the command runs.
    std::optional<BusyCursor> busy;
    if (m_scene->selectionCount() > kBusyObjectCount) busy.emplace();
    m_document->undoStack()->push(command.release());
}

void CanvasEditor::copy()
{
    const std::vector<std::string> devices = selectedDeviceIds();
    if (devices.empty()) return;
    QApplication::clipboard()->setMimeData(DesignFragment::toMimeData(DesignFragment::extract(m_document->design(), devices)));
    m_pasteCount = 0;
    emit statusMessage(tr("Copied %n device(s)", nullptr, int(devices.size())));
}

void CanvasEditor::cut()
{
    if (selectedDeviceIds().empty()) return;
    copy();
    auto command = std::make_unique<RemoveItems>(
        m_document, RemoveItems::Indices{m_scene->selectedDeviceIndices(), m_scene->selectedLinkIndices()});
    command->setSelectionBefore({{m_scene->selectedDeviceIndices(), m_scene->selectedLinkIndices()}, {}});
    command->setText(QCoreApplication::translate("Undo", "Cut"));
    m_document->undoStack()->push(command.release());
}

void CanvasEditor::paste()
{
    auto fragment = DesignFragment::fromMimeData(QApplication::clipboard()->mimeData(), m_document->catalog());
    if (!fragment || fragment->devices.empty()) {
        emit statusMessage(tr("Nothing to paste"));
        return;
    }
    ++m_pasteCount;
    pasteFragment(std::move(*fragment), false);
}

void CanvasEditor::duplicate()
{
    const std::vector<std::string> devices = selectedDeviceIds();
    if (devices.empty()) return;
    m_pasteCount = 1;
    pasteFragment(DesignFragment::extract(m_document->design(), devices), true);
}

void CanvasEditor::pasteFragment(Design fragment, bool duplicate)
{
    const double offset = kPasteOffset * m_pasteCount;
    auto *command = new PasteItems(m_document, std::move(fragment), {offset, offset},
                                   duplicate ? PasteItems::Kind::Duplicate : PasteItems::Kind::Paste);
    std::vector<std::string> devices, links;
    for (const Device &device : command->devices()) devices.push_back(device.id);
    for (const Link &link : command->links()) links.push_back(link.id);
    m_document->undoStack()->push(command);
    // The copies are selected, ready to be dragged into place.
    selectIds(devices, {});
}

void CanvasEditor::selectAll()
{
    // From the scene's items, one selection signal: no ids listed (40,000 on 16,384 GPUs).
    m_scene->selectAllItems();
}

void CanvasEditor::selectConnected()
{
    std::vector<std::string> devices = selectedDeviceIds();
    std::vector<std::string> links = selectedLinkIds();
    std::unordered_set<std::string> chosen(devices.begin(), devices.end());
    // Devices at either end of selected links count as chosen too.
    for (const std::string &id : links)
        if (const Link *link = m_document->link(id)) {
            chosen.insert(link->from.device);
            chosen.insert(link->to.device);
        }
    std::unordered_set<std::string> devicesOut(chosen), linksOut(links.begin(), links.end());
    for (const Link &link : m_document->design().links) {
        if (!chosen.count(link.from.device) && !chosen.count(link.to.device)) continue;
        linksOut.insert(link.id);
        devicesOut.insert(link.from.device);
        devicesOut.insert(link.to.device);
    }
    selectIds(std::vector<std::string>(devicesOut.begin(), devicesOut.end()),
              std::vector<std::string>(linksOut.begin(), linksOut.end()));
}

void CanvasEditor::align(AlignDevices::Alignment alignment)
{
    pushIfChanged(m_document->undoStack(), std::make_unique<AlignDevices>(m_document, selectedDeviceIds(), alignment));
}

void CanvasEditor::distribute(Qt::Orientation orientation)
{
    pushIfChanged(m_document->undoStack(), std::make_unique<DistributeDevices>(m_document, selectedDeviceIds(), orientation));
}

void CanvasEditor::autoLayout()
{
    pushIfChanged(m_document->undoStack(), std::make_unique<AutoLayout>(m_document));
    m_view->fitToDesign();
}

void CanvasEditor::connectSelection()
{
    int servers = 0, leaves = 0, nics = 0;
    for (const std::string &id : selectedDeviceIds()) {
        const Device *device = m_document->device(id);
        if (device->isServer()) {
            ++servers;
            nics = std::max(nics, effectiveNics(*device, m_document->catalog()).count);
        } else if (device->role == SwitchRole::Leaf) {
            ++leaves;
        }
    }
    if (servers == 0 || leaves == 0) {
        emit statusMessage(tr("Select servers and leaf switches to connect them"));
        return;
    }
    ConnectDialog dialog(servers, leaves, nics, m_dialogParent);
    if (dialog.exec() != QDialog::Accepted) return;
    connectSelectionWith(dialog.mode() == ConnectDialog::Mode::RailAligned ? ServerWiring::Mode::RailAligned
                                                                           : ServerWiring::Mode::RoundRobin);
}

void CanvasEditor::connectSelectionWith(ServerWiring::Mode mode)
{
    std::vector<const Device *> servers, leaves;
    for (const std::string &id : selectedDeviceIds()) {
        const Device *device = m_document->device(id);
        if (device->isServer()) servers.push_back(device);
        else if (device->role == SwitchRole::Leaf) leaves.push_back(device);
    }
    IdAllocator ids(m_document->design());
    std::vector<Link> links = ServerWiring::wire(m_document->design(), m_document->catalog(), servers, leaves, mode, ids);
    if (links.empty()) {
        emit statusMessage(tr("Nothing to connect: every NIC of the selected servers is already cabled"));
        return;
    }
    emit statusMessage(tr("Added %n cable(s)", nullptr, int(links.size())));
    m_document->undoStack()->push(new ConnectDevices(m_document, std::move(links)));
}

void CanvasEditor::editDeviceProperty(DeviceProperty property, const QVariant &value)
{
    pushIfChanged(m_document->undoStack(), std::make_unique<SetDeviceProperty>(m_document, selectedDeviceIds(), property, value));
}

void CanvasEditor::editLinkProperty(LinkProperty property, const QVariant &value)
{
    pushIfChanged(m_document->undoStack(), std::make_unique<SetLinkProperty>(m_document, selectedLinkIds(), property, value));
}

} // namespace spinel
