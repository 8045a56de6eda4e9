#include "mainwindow/pricecatalog.h"

#include <QAction>
#include <QUndoStack>

#include "commands/setpriceoverride.h"
#include "dialogs/catalogdialog.h"
#include "document/document.h"

namespace spinel {

PriceCatalog::PriceCatalog(QWidget *window, Document *document)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_action(new QAction(tr("&Catalog and Prices…"), this))
{
    m_action->setStatusTip(tr("See every part's price, source and power; set this design's own prices"));
    connect(m_action, &QAction::triggered, this, &PriceCatalog::show);
}

CatalogDialog *PriceCatalog::dialog()
{
    if (m_dialog) return m_dialog;
    m_dialog = new CatalogDialog(m_document->catalog(), m_window);
    m_dialog->setOverrides(m_document->design().settings.priceOverridesUsd);
    connect(m_dialog, &CatalogDialog::priceOverrideRequested, this,
            [this](const std::string &catalogId, std::optional<double> priceUsd) {
                m_document->undoStack()->push(new SetPriceOverride(m_document, catalogId, priceUsd));
            });
    // Undo, redo and a newly opened design all arrive as settings changes or a reset.
    auto refresh = [this] { m_dialog->setOverrides(m_document->design().settings.priceOverridesUsd); };
    connect(m_document, &Document::settingsChanged, m_dialog, refresh);
    connect(m_document, &Document::designReset, m_dialog, refresh);
    return m_dialog;
}

void PriceCatalog::show()
{
    dialog()->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

} // namespace spinel
