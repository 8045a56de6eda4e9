// MainWindow: the plot docks under the canvas, File ▸ Export, and the Design menu (training
// settings, catalog and prices, pin as scenario).
#include "mainwindow/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>

#include "canvas/fabricscene.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/plotdocks.h"
#include "mainwindow/pricecatalog.h"

namespace spinel {

void MainWindow::createPlots()
{
    m_plotDocks = new PlotDocks(this, m_document);
    // Listed in View ▸ Panels with the other docks.
    m_docks << m_plotDocks->docks();
    m_exportActions = new ExportActions(this, m_document, m_scene, m_plotDocks);
    m_priceCatalog = new PriceCatalog(this, m_document);
}

void MainWindow::populateDesignMenu(QMenu *menu)
{
    menu->addAction(tr("&Training Settings…"), m_plotDocks, &PlotDocks::editTrainingSettings);
    menu->addAction(m_priceCatalog->action());
    menu->addSeparator();
    QAction *pin = menu->addAction(tr("&Pin as Scenario"), m_plotDocks, [this] {
        for (QDockWidget *dock : m_plotDocks->docks())
            if (dock->objectName() == QLatin1String("compareDock")) dock->show(), dock->raise();
        m_plotDocks->pinScenario();
    });
    pin->setStatusTip(tr("Keep the design's key figures to compare with later versions"));
}

} // namespace spinel
