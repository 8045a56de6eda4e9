// MainWindow: the docks around the canvas — palette (left), properties and undo history (right),
// overview (bottom right) — and how they follow the selection and the design.
#include "mainwindow/mainwindow.h"

#include <QDockWidget>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

#include "canvas/canvasview.h"
#include "canvas/fabricscene.h"
#include "docks/overviewwidget.h"
#include "docks/palettewidget.h"
#include "docks/domainpropertiesbox.h"
#include "docks/propertieswidget.h"
#include "document/document.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/linkendsupdater.h"

namespace spinel {

QDockWidget *MainWindow::addDock(QWidget *contents, const QString &title, const QString &objectName, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(objectName); // for saveState()/restoreState()
    dock->setWidget(contents);
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(area, dock);
    m_docks << dock;
    return dock;
}

void MainWindow::createDocks()
{
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);

    m_palette = new PaletteWidget(this);
    m_palette->setCatalog(m_document->catalog());
    // Minimums, not just resizeDocks(): docks added later (analysis, plots) would squeeze these
    // side panels to a sliver before the window is first laid out.
    m_palette->setMinimumWidth(210);
    QDockWidget *palette = addDock(m_palette, tr("Palette"), QStringLiteral("paletteDock"), Qt::LeftDockWidgetArea);
    connect(m_palette, &PaletteWidget::placeRequested, m_editor, &CanvasEditor::placeDeviceAtViewCentre);
    connect(m_view, &CanvasView::paletteEntryDropped, m_editor, &CanvasEditor::placeDevice);

    m_properties = new PropertiesWidget(this);
    m_properties->setMinimumWidth(250);
    // Scrolled, so its minimum height is not the window's: with a device and a link group shown
    // the unscrolled form made the main window taller than the screen (issue 12).
    auto *propertiesScroll = new QScrollArea(this);
    propertiesScroll->setObjectName(QStringLiteral("propertiesScroll"));
    propertiesScroll->setWidget(m_properties);
    propertiesScroll->setWidgetResizable(true);
    propertiesScroll->setFrameShape(QFrame::NoFrame);
    propertiesScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    propertiesScroll->setMinimumWidth(m_properties->minimumWidth() + propertiesScroll->verticalScrollBar()->sizeHint().width());
    QDockWidget *properties = addDock(propertiesScroll, tr("Properties"), QStringLiteral("propertiesDock"),
                                      Qt::RightDockWidgetArea);
    connect(m_properties, &PropertiesWidget::deviceEdited, m_editor, &CanvasEditor::editDeviceProperty);
    connect(m_properties, &PropertiesWidget::linkEdited, m_editor, &CanvasEditor::editLinkProperty);

    m_undoView = new QUndoView(m_document->undoStack(), this);
    m_undoView->setEmptyLabel(tr("<opened design>"));
    QDockWidget *history = addDock(m_undoView, tr("History"), QStringLiteral("historyDock"), Qt::RightDockWidgetArea);

    m_overview = new OverviewWidget(this);
    m_overview->setMinimumHeight(140);
    m_overview->setCanvasView(m_view);
    QDockWidget *overview = addDock(m_overview, tr("Overview"), QStringLiteral("overviewDock"), Qt::RightDockWidgetArea);

    splitDockWidget(properties, history, Qt::Vertical);
    splitDockWidget(history, overview, Qt::Vertical);
    resizeDocks({palette, properties}, {250, 290}, Qt::Horizontal);
    resizeDocks({properties, history, overview}, {300, 160, 170}, Qt::Vertical);
    // The bottom row (findings, plots) spans the whole width: plots and findings messages need it
    // more than the side docks need the full height.
    setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);

    // Selection changes come in bursts (a rubber band, select all); show the result once.
    m_propertiesTimer = new QTimer(this);
    m_propertiesTimer->setSingleShot(true);
    m_propertiesTimer->setInterval(0);
    connect(m_propertiesTimer, &QTimer::timeout, this, &MainWindow::updateProperties);
    m_linkEnds = new LinkEndsUpdater(m_document, this);
    connect(m_linkEnds, &LinkEndsUpdater::endsReady, m_properties, &PropertiesWidget::setLinkEnds);
    auto schedule = [this] { m_propertiesTimer->start(); };
    connect(m_scene, &QGraphicsScene::selectionChanged, this, schedule);
    // An object added is not selected yet: only removals and changes can alter what is shown.
    connect(m_document, &Document::changed, this, [schedule](const DocumentChange &change) {
        if (change.devicesRemoved.size() + change.devicesChanged.size() + change.linksRemoved.size() + change.linksChanged.size()
                + change.domainsRemoved.size() + change.domainsChanged.size() + change.domainsAdded.size()
            > 0)
            schedule();
    });
    connect(m_properties->domainBox(), &DomainPropertiesBox::renamed, m_editor, &CanvasEditor::renameDomain);
    connect(m_properties->domainBox(), &DomainPropertiesBox::partitionChosen, m_editor, &CanvasEditor::setDomainPartition);
    connect(m_document, &Document::designReset, this, schedule);
    connect(m_document, &Document::designReset, m_overview, &OverviewWidget::scheduleRefresh);
}

void MainWindow::updateProperties()
{
    m_propertiesTimer->stop();
    // While a large edit lands in slices the selection still holds the items on their way out:
    // reading it then walked 40,000 of them for nothing (80 ms after a delete on 16,384 GPUs).
    // Shown once the canvas has caught up.
    if (m_scene->hasPendingEdits()) {
        m_scene->whenEditsApplied(m_propertiesTimer, [timer = m_propertiesTimer] { timer->start(); });
        return;
    }
    // By design index, read in place: select-all on 16,384 GPUs is 52,000 objects, which were
    // listed by id, converted, looked up and copied here (bench editing).
    const Design &design = m_document->design();
    std::vector<const Device *> devices;
    std::vector<const Link *> links;
    for (int index : m_scene->selectedDeviceIndices()) devices.push_back(&design.devices[std::size_t(index)]);
    for (int index : m_scene->selectedLinkIndices()) links.push_back(&design.links[std::size_t(index)]);
    // One link: say which NIC or port each end uses. The NIC in effect needs the whole design, so a
    // worker works it out (0.16 s at a million GPUs); the panel shows it when it is in.
    const std::string endsOf = links.size() == 1 && devices.empty() ? links.front()->id : std::string();
    if (endsOf != m_linkEnds->link()) m_linkEnds->setLink(endsOf);
    m_properties->setSelection(m_document->catalog(), devices, links);
    m_properties->setLinkEnds(m_linkEnds->text());
    // One domain at a time: the first selected rack.
    const QStringList domains = m_scene->selectedDomainIds();
    m_properties->setDomainSelection(m_document->design(), m_document->catalog(),
                                     domains.isEmpty() ? nullptr : m_document->domain(domains.constFirst().toStdString()));
}

void MainWindow::populateDocksMenu(QMenu *menu)
{
    for (QDockWidget *dock : std::as_const(m_docks)) menu->addAction(dock->toggleViewAction());
    menu->addSeparator();
    menu->addAction(m_toolsToolBar->toggleViewAction());
    menu->addAction(m_arrangeToolBar->toggleViewAction());
}

} // namespace spinel
