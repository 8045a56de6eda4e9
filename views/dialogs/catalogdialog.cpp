#include "dialogs/catalogdialog.h"

#include "core/limits.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "plots/plotformat.h"

namespace spinel {

namespace {

QString kindName(CatalogKind kind)
{
    switch (kind) {
    case CatalogKind::Switch: return CatalogDialog::tr("Switch");
    case CatalogKind::Server: return CatalogDialog::tr("Server");
    case CatalogKind::Nic: return CatalogDialog::tr("NIC");
    case CatalogKind::Cable: return CatalogDialog::tr("Cable");
    case CatalogKind::Transceiver: return CatalogDialog::tr("Transceiver");
    case CatalogKind::Rack: return CatalogDialog::tr("NVLink rack");
    }
    return {};
}

QString money(double usd)
{
    return QLocale().toString(usd, 'f', 2);
}

QTableWidgetItem *readOnly(const QString &text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    item->setTextAlignment(alignment);
    return item;
}

} // namespace

CatalogDialog::CatalogDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_filter(new QLineEdit(this))
    , m_table(new QTableWidget(this))
    , m_reset(new QPushButton(tr("Reset to Catalog Price"), this))
{
    setWindowTitle(tr("Catalog and Prices"));
    m_filter->setPlaceholderText(tr("Filter by part, name or source"));
    m_filter->setClearButtonEnabled(true);
    auto *hint = new QLabel(tr("Double-click a price in the “Design price” column to set this design's own price "
                               "(undoable). Overridden prices are shown in bold."),
                            this);
    hint->setWordWrap(true);

    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Kind"), tr("Part"), tr("Name"), tr("Catalog price (USD)"), tr("Design price (USD)"),
                                        tr("Price source"), tr("Date"), tr("Power (W)")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(SourceColumn, QHeaderView::Stretch);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_reset, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_reset, &QPushButton::clicked, this, &CatalogDialog::resetSelected);
    connect(m_table, &QTableWidget::itemChanged, this, &CatalogDialog::itemEdited);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const int row = m_table->currentRow();
        m_reset->setEnabled(row >= 0 && isOverridden(row));
    });
    connect(m_filter, &QLineEdit::textChanged, this, &CatalogDialog::filter);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(1100, 600);
    fill();
}

void CatalogDialog::fill()
{
    m_filling = true;
    const auto &entries = m_catalog.entries();
    m_table->setRowCount(int(entries.size()));
    const Qt::Alignment number = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < int(entries.size()); ++row) {
        const CatalogEntry &entry = entries[std::size_t(row)];
        m_table->setItem(row, KindColumn, readOnly(kindName(entry.kind)));
        m_table->setItem(row, IdColumn, readOnly(QString::fromStdString(entry.id)));
        m_table->setItem(row, NameColumn, readOnly(QString::fromStdString(entry.name)));
        m_table->setItem(row, CatalogPriceColumn, readOnly(money(entry.priceUsd), number));
        auto *design = new QTableWidgetItem;
        design->setTextAlignment(number);
        m_table->setItem(row, DesignPriceColumn, design);
        m_table->setItem(row, SourceColumn, readOnly(QString::fromStdString(entry.priceSource)));
        m_table->setItem(row, DateColumn, readOnly(QString::fromStdString(entry.priceDate)));
        m_table->setItem(row, PowerColumn, readOnly(QLocale().toString(entry.powerW, 'f', 1), number));
        showDesignPrice(row);
    }
    m_reset->setEnabled(false);
    m_filling = false;
}

void CatalogDialog::setOverrides(const std::map<std::string, double> &overrides)
{
    m_overrides = overrides;
    m_filling = true;
    for (int row = 0; row < m_table->rowCount(); ++row) showDesignPrice(row);
    m_filling = false;
    const int row = m_table->currentRow();
    m_reset->setEnabled(row >= 0 && isOverridden(row));
}

int CatalogDialog::rowOf(const std::string &catalogId) const
{
    const auto &entries = m_catalog.entries();
    for (std::size_t i = 0; i < entries.size(); ++i)
        if (entries[i].id == catalogId) return int(i);
    return -1;
}

bool CatalogDialog::isOverridden(int row) const
{
    const auto &entries = m_catalog.entries();
    return row >= 0 && row < int(entries.size()) && m_overrides.count(entries[std::size_t(row)].id) > 0;
}

void CatalogDialog::showDesignPrice(int row)
{
    const CatalogEntry &entry = m_catalog.entries()[std::size_t(row)];
    QTableWidgetItem *item = m_table->item(row, DesignPriceColumn);
    const auto found = m_overrides.find(entry.id);
    const bool overridden = found != m_overrides.end();
    item->setText(money(overridden ? found->second : entry.priceUsd));
    QFont font = m_table->font();
    font.setBold(overridden);
    for (int column = 0; column < ColumnCount; ++column)
        m_table->item(row, column)->setFont(column == DesignPriceColumn || column == IdColumn ? font : m_table->font());
    // A tinted cell as well as bold: the mark must survive any style and palette.
    QColor tint = palette().color(QPalette::Highlight);
    tint.setAlpha(55);
    item->setBackground(overridden ? QBrush(tint) : QBrush());
    item->setToolTip(overridden ? tr("This design's price; the catalog says %1 (%2, %3)")
                                      .arg(plotformat::usd(entry.priceUsd), QString::fromStdString(entry.priceSource),
                                           QString::fromStdString(entry.priceDate))
                                : tr("The catalog price; double-click to set this design's own"));
}

std::optional<double> CatalogDialog::parsePrice(const QString &text)
{
    QString cleaned = text.trimmed();
    cleaned.remove(QLatin1Char('$'));
    cleaned.remove(QLatin1Char(' '));
    cleaned.remove(QChar(0x00A0)); // a no-break space, as some locales group digits
    if (cleaned.isEmpty()) return std::nullopt;
    bool ok = false;
    double value = QLocale().toDouble(cleaned, &ok);
    if (!ok) value = QLocale::c().toDouble(cleaned.remove(QLatin1Char(',')), &ok);
    if (!ok || !(value >= 0) || value > limits::kMaxPriceUsd) return std::nullopt;
    return value;
}

void CatalogDialog::itemEdited(QTableWidgetItem *item)
{
    if (m_filling || item->column() != DesignPriceColumn) return;
    const int row = item->row();
    const CatalogEntry &entry = m_catalog.entries()[std::size_t(row)];
    const QString text = item->text();
    const std::optional<double> price = parsePrice(text);
    if (!text.trimmed().isEmpty() && !price) {
        // Not a price: put the current one back rather than guess.
        m_filling = true;
        showDesignPrice(row);
        m_filling = false;
        return;
    }
    const auto found = m_overrides.find(entry.id);
    const bool overridden = found != m_overrides.end();
    // Typing the catalog price back (or clearing the cell) removes the override.
    const bool wantOverride = price && *price != entry.priceUsd;
    const bool unchanged = wantOverride ? overridden && found->second == *price : !overridden;
    if (unchanged) {
        m_filling = true;
        showDesignPrice(row);
        m_filling = false;
        return;
    }
    emit priceOverrideRequested(entry.id, wantOverride ? price : std::nullopt);
}

void CatalogDialog::resetSelected()
{
    const int row = m_table->currentRow();
    if (!isOverridden(row)) return;
    emit priceOverrideRequested(m_catalog.entries()[std::size_t(row)].id, std::nullopt);
}

void CatalogDialog::filter(const QString &text)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        bool match = text.isEmpty();
        for (int column : {IdColumn, NameColumn, SourceColumn, KindColumn})
            match = match || m_table->item(row, column)->text().contains(text, Qt::CaseInsensitive);
        m_table->setRowHidden(row, !match);
    }
}

} // namespace spinel
