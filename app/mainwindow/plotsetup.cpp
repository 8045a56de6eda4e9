// MainWindow: the plot docks under the canvas, File ▸ Export, and the Design menu (training
// settings, catalog and prices, pin as scenario).
#include "mainwindow/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>

#include "canvas/fabricscene.h"
#include "commands/changedesignsettings.h"
#include "dialogs/designsettingsdialog.h"
#include "docks/explainwidget.h"
#include "document/analysisrunner.h"
#include "document/plotupdater.h"
#include "analysis/linkcolourlegend.h"
#include "mainwindow/analysiscontroller.h"
#include "document/document.h"
#include "mainwindow/explaindock.h"
#include "mainwindow/animationdock.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/lessonpanel.h"
#include "mainwindow/plotdocks.h"
#include "mainwindow/presentationmode.h"
#include "mainwindow/pricecatalog.h"

namespace spinel {

void MainWindow::createPlots()
{
    m_plotDocks = new PlotDocks(this, m_document);
    // Listed in View ▸ Panels with the other docks.
    m_docks << m_plotDocks->docks();
    m_exportActions = new ExportActions(this, m_document, m_scene, m_plotDocks);
    m_exportActions->setCanvasLegend(m_analysis->legend());
    m_priceCatalog = new PriceCatalog(this, m_document);
    // Why this number: the explanation of one collective, its bottleneck selectable on the canvas.
    m_explainDock = new ExplainDock(m_document, this);
    QDockWidget *explain = addDock(m_explainDock->widget(), tr("Why This Number"), QStringLiteral("explainDock"),
                                   Qt::BottomDockWidgetArea);
    if (!m_plotDocks->docks().isEmpty()) tabifyDockWidget(m_plotDocks->docks().constLast(), explain);
    connect(m_explainDock->widget(), &ExplainWidget::selectRequested, m_scene,
            [this](const QStringList &devices, const QStringList &links) { m_scene->selectOnly(devices, links); });
    m_animationDock = new AnimationDock(this, m_document, m_scene);
    m_docks << m_animationDock->dock();
    m_presentation = new PresentationMode(this, m_animationDock);
    m_lessonPanel = new LessonPanel(this, m_document);
    m_lessonPanel->setSaveGuard([this] { return maybeSave(); });
    // A tab beside Properties: the lesson's text needs the side's full height.
    for (QDockWidget *dock : std::as_const(m_docks))
        if (dock->objectName() == QLatin1String("propertiesDock")) tabifyDockWidget(dock, m_lessonPanel->dock());
    m_docks << m_lessonPanel->dock();
    m_presentation->setLessonPanel(m_lessonPanel);
    // The plots follow the what-if the findings show (failed devices and links).
    AnalysisRunner *runner = m_analysis->runner();
    connect(runner, &AnalysisRunner::failedIdsChanged, m_plotDocks,
            [this, runner] { m_plotDocks->updater()->setFailedIds(runner->failedIds()); });
}

void MainWindow::editDesignSettings()
{
    DesignSettingsDialog dialog(m_document->design().settings, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const DesignSettings settings = dialog.settings();
    if (settings == m_document->design().settings) return;
    m_document->undoStack()->push(new ChangeDesignSettings(m_document, settings));
}

void MainWindow::populateDesignMenu(QMenu *menu)
{
    QAction *designSettings = menu->addAction(tr("&Design Settings…"), this, &MainWindow::editDesignSettings);
    designSettings->setObjectName(QStringLiteral("designSettingsAction"));
    designSettings->setStatusTip(tr("Name, description, transport, target oversubscription, in-network reduction"));
    menu->addAction(tr("&Training Settings…"), m_plotDocks, &PlotDocks::editTrainingSettings);
    menu->addAction(m_priceCatalog->action());
    menu->addAction(inNetworkReductionAction());
    menu->setToolTipsVisible(true);
    menu->addSeparator();
    QAction *pin = menu->addAction(tr("&Pin as Scenario"), m_plotDocks, [this] {
        for (QDockWidget *dock : m_plotDocks->docks())
            if (dock->objectName() == QLatin1String("compareDock")) dock->show(), dock->raise();
        m_plotDocks->pinScenario();
    });
    pin->setStatusTip(tr("Keep the design's key figures to compare with later versions"));
}

// In-network reduction is NCCL's CollNet: it runs only with NCCL's SHARP plugin and
// NCCL_COLLNET_ENABLE=1, so it is off unless the design says the cluster has them. One undoable step.
QAction *MainWindow::inNetworkReductionAction()
{
    if (m_inNetworkReduction) return m_inNetworkReduction;
    m_inNetworkReduction = new QAction(tr("&In-Network Reduction (SHARP)"), this);
    m_inNetworkReduction->setCheckable(true);
    m_inNetworkReduction->setToolTip(tr("Time all-reduce with NCCL's CollNet on switches that reduce (SHARP). On a "
                                        "cluster this needs NCCL's SHARP plugin and NCCL_COLLNET_ENABLE=1; NCCL "
                                        "does not use it otherwise."));
    m_inNetworkReduction->setStatusTip(m_inNetworkReduction->toolTip());
    auto sync = [this] {
        const QSignalBlocker blocker(m_inNetworkReduction);
        m_inNetworkReduction->setChecked(m_document->design().settings.inNetworkReduction);
    };
    connect(m_document, &Document::settingsChanged, m_inNetworkReduction, sync);
    connect(m_document, &Document::designReset, m_inNetworkReduction, sync);
    connect(m_inNetworkReduction, &QAction::toggled, this, [this](bool on) {
        DesignSettings settings = m_document->design().settings;
        if (settings.inNetworkReduction == on) return;
        settings.inNetworkReduction = on;
        m_document->undoStack()->push(new ChangeDesignSettings(m_document, settings));
    });
    sync();
    return m_inNetworkReduction;
}

} // namespace spinel
