#include "dialogs/portsdialog.h"

#include <QColor>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/catalog.h"
#include "core/design.h"
#include "core/portmap.h"

namespace spinel {

namespace {

QString nameOf(const Design &design, const std::string &id)
{
    const Device *device = design.findDevice(id);
    return QString::fromStdString(device && !device->name.empty() ? device->name : id);
}

// "3" or "0–3" for a bundle; a server end shows its NIC in effect, a switch its pinned port or "auto".
QString slotText(const LinkEnd &end, int count)
{
    const int first = end.nic >= 0 ? end.nic : end.port.value_or(-1);
    if (first < 0) return PortsDialog::tr("auto");
    return count > 1 ? PortsDialog::tr("%1–%2").arg(first).arg(first + count - 1) : QString::number(first);
}

} // namespace

PortsDialog::PortsDialog(const Design &design, const Catalog &catalog, const std::string &deviceId, QWidget *parent)
    : QDialog(parent)
{
    const Device *device = design.findDevice(deviceId);
    const QString name = nameOf(design, deviceId);
    setWindowTitle(tr("Ports of %1").arg(name));
    const CatalogEntry *model = device ? catalog.find(device->model) : nullptr;
    auto *summary = new QLabel(this);
    summary->setWordWrap(true);

    auto *table = new QTableWidget(this);
    table->setObjectName(QStringLiteral("portsTable"));
    const bool server = device && device->isServer();
    const QStringList headers = {
        server ? tr("NIC") : tr("Port"), tr("Rail"), tr("Peer"), tr("Peer NIC / port"), tr("Speed"), tr("Cables"), tr("Link")};
    table->setColumnCount(int(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    int cables = 0;
    bool anyAssigned = false;
    for (const PortMapRow &row : portMap(design, catalog, deviceId)) {
        const int r = table->rowCount();
        table->insertRow(r);
        anyAssigned = anyAssigned || !row.here.port;
        const QStringList cells = {
            slotText(row.here, row.count),     row.here.rail >= 0 ? QString::number(row.here.rail) : tr("—"),
            nameOf(design, row.peer.device),   slotText(row.peer, row.count),
            tr("%L1 Gb/s").arg(row.speedGbps), QString::number(row.count),
            QString::fromStdString(row.linkId)};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            if (column != 2 && column != 6) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table->setItem(r, column, item);
        }
        // A server cable on a leaf of another rail is what the rail check reports: mark it here too.
        if (server && row.here.rail >= 0 && row.here.nic >= 0 && row.count == 1 && row.here.nic != row.here.rail) {
            table->item(r, 1)->setForeground(QColor(0xb0, 0x30, 0x20));
            table->item(r, 1)->setToolTip(
                tr("NIC %1 is cabled to a leaf of rail %2: not rail-aligned").arg(row.here.nic).arg(row.here.rail));
        }
        cables += row.count;
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    QString text = tr("%1 (%2): %n link(s)", nullptr, table->rowCount())
                       .arg(name, model ? QString::fromStdString(model->name)
                                        : QString::fromStdString(device ? device->model : std::string()))
                   + QLatin1Char(' ') + tr("with %n cable(s).", nullptr, cables);
    if (server)
        text += QLatin1Char(' ')
                + tr("NICs not pinned are taken in the order the cables were drawn, as the analysis does; "
                     "the rail is the one the leaf at the other end carries.");
    else if (anyAssigned) text += QLatin1Char(' ') + tr("“auto”: the port is not pinned; Spinel assigns ports in link order.");
    summary->setText(text);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(table, 1);
    layout->addWidget(buttons);
    resize(720, 440);
}

int PortsDialog::rowCount() const
{
    return findChild<QTableWidget *>(QStringLiteral("portsTable"))->rowCount();
}

} // namespace spinel

namespace spinel {

QString PortsDialog::cellText(int row, int column) const
{
    const QTableWidgetItem *item = findChild<QTableWidget *>(QStringLiteral("portsTable"))->item(row, column);
    return item ? item->text() : QString();
}

} // namespace spinel
