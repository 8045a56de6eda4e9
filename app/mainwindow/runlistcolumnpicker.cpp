#include "mainwindow/runlistcolumnpicker.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QListWidget>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>

#include "export/exportformat.h"

namespace spinel {

namespace {
const QString kColumnsKey = QStringLiteral("export/runListColumns");
} // namespace

RunListColumnPicker::RunListColumnPicker(QWidget *parent)
    : QWidget(parent)
    , m_preset(new QComboBox(this))
    , m_columns(new QListWidget(this))
{
    m_preset->addItem(tr("Spinel run list (parts, lengths, labels)"));
    m_preset->addItem(tr("NVIDIA cable validation (P2P)"));
    m_preset->addItem(tr("Custom columns"));
    m_preset->setToolTip(tr("P2P: the column set of NVIDIA UFM Cable Validation Tool's P2P sheet"));
    m_columns->setDragDropMode(QAbstractItemView::InternalMove); // drag a column to reorder it
    m_columns->setToolTip(tr("Check the columns to write; drag to change their order"));
    m_columns->setMinimumHeight(160);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_preset);
    layout->addWidget(m_columns);
    connect(m_preset, &QComboBox::activated, this, &RunListColumnPicker::presetChanged);
    // Touching a column makes the choice a custom one.
    auto becomeCustom = [this] {
        if (m_preset->currentIndex() != Custom) m_preset->setCurrentIndex(Custom);
    };
    connect(m_columns, &QListWidget::itemChanged, this, becomeCustom);
    connect(m_columns->model(), &QAbstractItemModel::rowsMoved, this, becomeCustom);
    setColumnLayout(exporting::RunListLayout::standard());
}

QString RunListColumnPicker::columnDescription(exporting::RunListField field)
{
    using exporting::RunListField;
    switch (field) {
    case RunListField::Label: return tr("Cable label: A device/port - Z device/port");
    case RunListField::ADevice: return tr("A end (the lower tier): device name");
    case RunListField::AType: return tr("A end: Host or Switch");
    case RunListField::ARack: return tr("A end: rack (the device's group)");
    case RunListField::AUnit: return tr("A end: rack unit (blank: designs have no rack elevations)");
    case RunListField::APort: return tr("A end: port number (servers: NIC number)");
    case RunListField::ZDevice: return tr("Z end: device name");
    case RunListField::ZType: return tr("Z end: Host or Switch");
    case RunListField::ZRack: return tr("Z end: rack (the device's group)");
    case RunListField::ZUnit: return tr("Z end: rack unit (blank: designs have no rack elevations)");
    case RunListField::ZPort: return tr("Z end: port number");
    case RunListField::SpeedGbps: return tr("Speed in Gb/s");
    case RunListField::Medium: return tr("Medium: dac, aoc, multimode or singlemode");
    case RunListField::Cable: return tr("Cable part (catalog id)");
    case RunListField::Transceiver: return tr("Transceiver part, one per end");
    case RunListField::LengthM: return tr("Length in metres");
    case RunListField::LengthAssumed: return tr("Whether a typical length was assumed");
    case RunListField::LinkId: return tr("The design's link");
    }
    return {};
}

void RunListColumnPicker::showColumns(const std::vector<std::string> &checked)
{
    const QSignalBlocker blocker(m_columns);
    m_columns->clear();
    // Checked columns first, in their order; the rest after them, unchecked.
    std::vector<const exporting::RunListColumn *> order;
    for (const auto &key : checked)
        for (const auto &column : exporting::runListColumns())
            if (key == column.key) order.push_back(&column);
    for (const auto &column : exporting::runListColumns())
        if (std::find(checked.begin(), checked.end(), column.key) == checked.end()) order.push_back(&column);
    for (const exporting::RunListColumn *column : order) {
        auto *item = new QListWidgetItem(QString::fromLatin1(column->key), m_columns);
        item->setData(Qt::UserRole, QString::fromLatin1(column->key));
        item->setToolTip(columnDescription(column->field));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemIsDragEnabled);
        const bool on = std::find(checked.begin(), checked.end(), column->key) != checked.end();
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
}

void RunListColumnPicker::presetChanged()
{
    if (m_preset->currentIndex() == Standard) showColumns(exporting::RunListLayout::standard().columns);
    if (m_preset->currentIndex() == P2p) showColumns(exporting::RunListLayout::p2p().columns);
}

exporting::RunListLayout RunListColumnPicker::columnLayout() const
{
    if (m_preset->currentIndex() == P2p) return exporting::RunListLayout::p2p();
    exporting::RunListLayout layout;
    for (int row = 0; row < m_columns->count(); ++row) {
        const QListWidgetItem *item = m_columns->item(row);
        if (item->checkState() == Qt::Checked) layout.columns.push_back(item->data(Qt::UserRole).toString().toStdString());
    }
    // Nothing checked writes nothing useful: the standard layout instead.
    if (m_preset->currentIndex() == Standard || layout.columns.empty()) return exporting::RunListLayout::standard();
    layout.headers = layout.columns;
    return layout;
}

void RunListColumnPicker::setColumnLayout(const exporting::RunListLayout &layout)
{
    const auto standard = exporting::RunListLayout::standard();
    const auto p2p = exporting::RunListLayout::p2p();
    const Preset preset = layout.columns == p2p.columns && layout.headers == p2p.headers ? P2p
                          : layout.columns == standard.columns                           ? Standard
                                                                                         : Custom;
    m_preset->setCurrentIndex(preset);
    showColumns(layout.columns);
}

exporting::RunListLayout RunListColumnPicker::lastLayout()
{
    const QString text = QSettings().value(kColumnsKey).toString();
    if (text.isEmpty()) return exporting::RunListLayout::standard();
    try {
        return exporting::parseRunListColumns(text.toStdString());
    } catch (const exporting::ExportError &) {
        return exporting::RunListLayout::standard(); // a column a later version dropped: start afresh
    }
}

void RunListColumnPicker::remember(const exporting::RunListLayout &layout)
{
    QSettings().setValue(kColumnsKey, QString::fromStdString(exporting::runListColumnsText(layout)));
}

} // namespace spinel
