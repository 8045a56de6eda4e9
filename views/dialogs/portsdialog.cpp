#include "dialogs/portsdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

namespace {

QString nameOf(const Design &design, const std::string &id)
{
    const Device *device = design.findDevice(id);
    return QString::fromStdString(device && !device->name.empty() ? device->name : id);
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
    table->setColumnCount(5);
    table->setHorizontalHeaderLabels({tr("Port"), tr("Link"), tr("To"), tr("Speed"), tr("Cables")});
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    int cables = 0;
    for (const Link &link : design.links) {
        const bool from = link.from.device == deviceId;
        if (!from && link.to.device != deviceId) continue;
        const Endpoint &here = from ? link.from : link.to;
        const Endpoint &there = from ? link.to : link.from;
        const int row = table->rowCount();
        table->insertRow(row);
        const QString port = here.port ? (link.count > 1 ? tr("%1–%2").arg(*here.port).arg(*here.port + link.count - 1)
                                                           : QString::number(*here.port))
                                       : tr("assigned");
        const QString otherPort = there.port ? tr("%1 port %2").arg(nameOf(design, there.device)).arg(*there.port)
                                             : nameOf(design, there.device);
        const QStringList cells = {port, QString::fromStdString(link.id), otherPort, tr("%L1 Gb/s").arg(link.speedGbps),
                                   QString::number(link.count)};
        for (int column = 0; column < cells.size(); ++column) table->setItem(row, column, new QTableWidgetItem(cells[column]));
        cables += link.count;
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    summary->setText(tr("%1 (%2): %n link(s)", nullptr, table->rowCount())
                         .arg(name, model ? QString::fromStdString(model->name) : QString::fromStdString(device ? device->model : std::string()))
                     + QLatin1Char(' ') + tr("with %n cable(s).", nullptr, cables)
                     + QLatin1Char(' ') + tr("“assigned”: the port is not pinned; Spinel assigns ports in link order."));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(table, 1);
    layout->addWidget(buttons);
    resize(620, 420);
}

int PortsDialog::rowCount() const
{
    return findChild<QTableWidget *>(QStringLiteral("portsTable"))->rowCount();
}

} // namespace spinel
