#pragma once
// "Catalog and Prices…": every catalog part with its price, the price's source and date, and its
// power; the design's own price for a part can be typed in (or reset), and parts whose price the
// design overrides are marked. The dialog only asks; the owner pushes the undoable change and
// calls setOverrides() when the design's settings change (including on undo).

#include <QDialog>

#include <map>
#include <optional>
#include <string>

#include "core/catalog.h"

class QLineEdit;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace spinel {

class CatalogDialog : public QDialog {
    Q_OBJECT
public:
    enum Column {
        KindColumn,
        IdColumn,
        NameColumn,
        CatalogPriceColumn,
        DesignPriceColumn,
        SourceColumn,
        DateColumn,
        PowerColumn,
        ColumnCount
    };

    CatalogDialog(const Catalog &catalog, QWidget *parent = nullptr);

    void setOverrides(const std::map<std::string, double> &overrides);
    QTableWidget *table() const { return m_table; }
    int rowOf(const std::string &catalogId) const; // -1 when absent
    bool isOverridden(int row) const;

    // Parses what a user types as a price: "1234.5", "$1,234.50", "1 234"; nullopt for text
    // that is not a non-negative number (empty text is nullopt too: it means "reset").
    static std::optional<double> parsePrice(const QString &text);

signals:
    // `priceUsd` empty: back to the catalog price.
    void priceOverrideRequested(const std::string &catalogId, std::optional<double> priceUsd);

private:
    void fill();
    void showDesignPrice(int row);
    void itemEdited(QTableWidgetItem *item);
    void resetSelected();
    void filter(const QString &text);

    const Catalog &m_catalog;
    std::map<std::string, double> m_overrides;
    QLineEdit *m_filter;
    QTableWidget *m_table;
    QPushButton *m_reset;
    bool m_filling = false;
};

} // namespace spinel
