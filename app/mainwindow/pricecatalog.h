#pragma once
// "Catalog and Prices…": opens the catalog dialog on the document's catalog, turns the price
// edits it asks for into SetPriceOverride commands and keeps it in step with undo and redo.

#include <QObject>

class QAction;
class QWidget;

namespace spinel {

class CatalogDialog;
class Document;

class PriceCatalog : public QObject {
    Q_OBJECT
public:
    PriceCatalog(QWidget *window, Document *document);

    QAction *action() const { return m_action; }
    // The dialog, created on first use; shown non-modally so the plots can be watched while typing.
    CatalogDialog *dialog();
    void show();

private:
    QWidget *m_window;
    Document *m_document;
    QAction *m_action;
    CatalogDialog *m_dialog = nullptr;
};

} // namespace spinel
