#include "docks/palettewidget.h"

#include <QHeaderView>
#include <QIcon>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>

#include "canvas/deviceicons.h"
#include "core/catalog.h"

namespace spinel {

namespace {

constexpr int kEntryRole = Qt::UserRole + 1;

QString switchTip(const CatalogEntry &entry)
{
    const SwitchSpec &spec = *entry.switchSpec;
    QString tip = PaletteWidget::tr("%1 ports × %2 Gb/s").arg(spec.ports).arg(spec.portSpeedGbps);
    for (const Breakout &breakout : spec.breakouts)
        tip += QStringLiteral("<br>") + PaletteWidget::tr("or %1 × %2 Gb/s (breakout)").arg(breakout.ports).arg(breakout.speedGbps);
    return tip;
}

QString serverTip(const CatalogEntry &entry, const Catalog &catalog)
{
    const ServerSpec &spec = *entry.serverSpec;
    QString tip = PaletteWidget::tr("%1 × %2").arg(spec.gpus).arg(QString::fromStdString(spec.gpuName));
    if (const CatalogEntry *nic = catalog.find(spec.defaultNic))
        tip += QStringLiteral("<br>")
               + PaletteWidget::tr("%1 × %2").arg(spec.defaultNicCount).arg(QString::fromStdString(nic->name));
    return tip;
}

QString rackTip(const CatalogEntry &entry, const Catalog &catalog)
{
    const RackSpec &spec = *entry.rackSpec;
    const CatalogEntry *tray = catalog.find(spec.computeTray);
    QString tip = PaletteWidget::tr("%1 GPUs in one NVLink domain, %2 GB/s NVLink per GPU").arg(spec.gpus).arg(spec.nvlinkGBpsPerGpu);
    tip += QStringLiteral("<br>")
           + PaletteWidget::tr("%1 × %2, %3 NVLink switch trays")
                 .arg(spec.computeTrays)
                 .arg(tray ? QString::fromStdString(tray->name).toHtmlEscaped() : QString::fromStdString(spec.computeTray))
                 .arg(spec.switchTrays);
    return tip;
}

} // namespace

PaletteWidget::PaletteWidget(QWidget *parent)
    : QTreeWidget(parent)
{
    setHeaderHidden(true);
    setRootIsDecorated(false);
    setIndentation(8);
    setIconSize(QSize(32, 22));
    setDragEnabled(true);
    setDragDropMode(DragOnly);
    setSelectionMode(SingleSelection);
    setUniformRowHeights(true);
    setAnimated(true);
}

void PaletteWidget::setCatalog(const Catalog &catalog)
{
    clear();
    const std::vector<const CatalogEntry *> switches = catalog.entriesOfKind(CatalogKind::Switch);
    const std::vector<const CatalogEntry *> servers = catalog.entriesOfKind(CatalogKind::Server);

    auto addSection = [this](const QString &title) {
        auto *section = new QTreeWidgetItem(this, {title});
        section->setFlags(Qt::ItemIsEnabled);
        QFont font = section->font(0);
        font.setBold(true);
        section->setFont(0, font);
        section->setExpanded(true);
        return section;
    };
    auto addEntry = [](QTreeWidgetItem *section, const CatalogEntry &catalogEntry, const PaletteEntry &entry, const QIcon &icon,
                       const QString &tip) {
        // The name without its parenthetical specs ("… (64 × 400G NDR)"), which the tooltip shows.
        const QString fullName = QString::fromStdString(catalogEntry.name);
        const qsizetype bracket = fullName.indexOf(QStringLiteral(" ("));
        auto *item = new QTreeWidgetItem(section, {bracket > 0 ? fullName.left(bracket) : fullName});
        item->setIcon(0, icon);
        item->setData(0, kEntryRole, entry.encode());
        item->setToolTip(0, QStringLiteral("<b>%1</b><br>%2<br><i>%3</i>")
                                .arg(QString::fromStdString(catalogEntry.name).toHtmlEscaped(), tip,
                                     tr("Drag onto the canvas, or double-click to place")));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
    };

    const struct {
        SwitchRole role;
        QString title;
        DeviceIcon icon;
    } roles[] = {{SwitchRole::Leaf, tr("Leaf switches"), DeviceIcon::LeafSwitch},
                 {SwitchRole::Spine, tr("Spine switches"), DeviceIcon::SpineSwitch},
                 {SwitchRole::Core, tr("Core switches"), DeviceIcon::CoreSwitch}};
    for (const auto &role : roles) {
        QTreeWidgetItem *section = addSection(role.title);
        for (const CatalogEntry *entry : switches)
            addEntry(section, *entry, {DeviceKind::Switch, role.role, entry->id, false},
                     QIcon(DeviceIcons::resourcePath(role.icon)), switchTip(*entry));
    }
    QTreeWidgetItem *serverSection = addSection(tr("GPU servers"));
    for (const CatalogEntry *entry : servers)
        addEntry(serverSection, *entry, {DeviceKind::Server, SwitchRole::Leaf, entry->id, false},
                 QIcon(DeviceIcons::resourcePath(DeviceIcon::GpuServer)), serverTip(*entry, catalog));
    // Racks: a drop makes the compute trays and their NVLink domain in one step.
    const std::vector<const CatalogEntry *> racks = catalog.entriesOfKind(CatalogKind::Rack);
    if (!racks.empty()) {
        QTreeWidgetItem *rackSection = addSection(tr("Racks"));
        const QIcon rackIcon(QStringLiteral(":/icons/rack-nvl72.svg"));
        for (const CatalogEntry *entry : racks)
            if (entry->rackSpec)
                addEntry(rackSection, *entry, {DeviceKind::Server, SwitchRole::Leaf, entry->id, true}, rackIcon,
                         rackTip(*entry, catalog));
    }
}

std::optional<PaletteEntry> PaletteWidget::entryOf(const QTreeWidgetItem *item)
{
    if (!item) return std::nullopt;
    return PaletteEntry::decode(item->data(0, kEntryRole).toByteArray());
}

QTreeWidgetItem *PaletteWidget::itemFor(const PaletteEntry &entry) const
{
    const QByteArray wanted = entry.encode();
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *section = topLevelItem(i);
        for (int j = 0; j < section->childCount(); ++j)
            if (section->child(j)->data(0, kEntryRole).toByteArray() == wanted) return section->child(j);
    }
    return nullptr;
}

void PaletteWidget::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        if (auto entry = entryOf(itemAt(event->position().toPoint()))) {
            emit placeRequested(*entry);
            event->accept();
            return;
        }
    }
    QTreeWidget::mouseDoubleClickEvent(event);
}

void PaletteWidget::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        if (auto entry = entryOf(currentItem())) {
            emit placeRequested(*entry);
            event->accept();
            return;
        }
    }
    QTreeWidget::keyPressEvent(event);
}

QStringList PaletteWidget::mimeTypes() const
{
    return {PaletteEntry::mimeType()};
}

QMimeData *PaletteWidget::mimeData(const QList<QTreeWidgetItem *> &items) const
{
    if (items.isEmpty()) return nullptr;
    const auto entry = entryOf(items.constFirst());
    return entry ? entry->toMimeData() : nullptr;
}

} // namespace spinel
