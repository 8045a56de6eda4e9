// MainWindow: the Edit menu (undo, clipboard, delete, select, find, arrange, connect), the canvas
// tools and the toolbars. The actions only call the CanvasEditor, which makes the undo commands.
#include "mainwindow/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QActionGroup>
#include <QIcon>
#include <QMenu>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>

#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/findbar.h"
#include "canvas/linkitem.h"
#include "canvas/rackitem.h"
#include "dialogs/portsdialog.h"
#include "docks/propertieswidget.h"
#include "document/document.h"
#include "mainwindow/canvaseditor.h"
#include "tools/connecttool.h"
#include "tools/selecttool.h"

namespace spinel {

namespace {

QIcon icon(const char *name)
{
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name)));
}

} // namespace

void MainWindow::createEditActions()
{
    m_editor = new CanvasEditor(m_document, m_scene, m_view, this);
    connect(m_editor, &CanvasEditor::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 4000); });
    m_findBar = new FindBar(m_view);

    auto make = [this](const QString &text, const char *iconName, const QKeySequence &shortcut, auto slot) {
        auto *action = new QAction(text, this);
        if (iconName) action->setIcon(icon(iconName));
        if (!shortcut.isEmpty()) action->setShortcut(shortcut);
        connect(action, &QAction::triggered, m_editor, slot);
        return action;
    };
    m_cutAction = make(tr("Cu&t"), nullptr, QKeySequence::Cut, &CanvasEditor::cut);
    m_copyAction = make(tr("&Copy"), "edit-copy", QKeySequence::Copy, &CanvasEditor::copy);
    m_pasteAction = make(tr("&Paste"), "edit-paste", QKeySequence::Paste, &CanvasEditor::paste);
    m_duplicateAction = make(tr("D&uplicate"), "edit-duplicate", QKeySequence(Qt::CTRL | Qt::Key_D), &CanvasEditor::duplicate);
    m_deleteAction = make(tr("&Delete"), "edit-delete", QKeySequence::Delete, &CanvasEditor::deleteSelection);
    // Backspace deletes too: on laptops and Macs it is the key people reach for.
    m_deleteAction->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    m_selectAllAction = make(tr("Select &All"), nullptr, QKeySequence::SelectAll, &CanvasEditor::selectAll);
    m_connectServersAction = make(tr("Co&nnect Servers to Leaves…"), "connect-servers", QKeySequence(Qt::CTRL | Qt::Key_K),
                                  &CanvasEditor::connectSelection);
    m_connectServersAction->setStatusTip(
        tr("Cable the selected servers to the selected leaf switches, rail-aligned or round-robin"));
    m_autoLayoutAction = make(tr("Auto-&Layout by Tier"), "layout-auto", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L),
                              &CanvasEditor::autoLayout);
    m_autoLayoutAction->setStatusTip(tr("Arrange core, spine and leaf switches in rows and servers under their leaves"));

    m_groupDomainAction = make(tr("&Group Into NVLink Domain"), nullptr, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G),
                               &CanvasEditor::groupIntoDomain);
    m_groupDomainAction->setObjectName(QStringLiteral("groupDomain"));
    m_groupDomainAction->setStatusTip(tr("Make the selected servers one NVLink (scale-up) domain, like the trays of a rack"));
    m_ungroupDomainAction = make(tr("U&ngroup NVLink Domain"), nullptr, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U),
                                 &CanvasEditor::ungroupDomains);
    m_ungroupDomainAction->setObjectName(QStringLiteral("ungroupDomain"));
    m_ungroupDomainAction->setStatusTip(tr("Dissolve the selected NVLink domains: their servers stay"));

    m_findAction = new QAction(icon("edit-find"), tr("&Find Device…"), this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, m_findBar, &FindBar::open);

    const struct {
        QString text;
        const char *icon;
        AlignDevices::Alignment alignment;
    } alignments[] = {
        {tr("Align &Left"), "align-left", AlignDevices::Alignment::Left},
        {tr("Align &Centres Horizontally"), "align-hcentre", AlignDevices::Alignment::HorizontalCentre},
        {tr("Align &Right"), "align-right", AlignDevices::Alignment::Right},
        {tr("Align &Top"), "align-top", AlignDevices::Alignment::Top},
        {tr("Align Centres &Vertically"), "align-vcentre", AlignDevices::Alignment::VerticalCentre},
        {tr("Align &Bottom"), "align-bottom", AlignDevices::Alignment::Bottom},
    };
    for (const auto &entry : alignments) {
        auto *action = new QAction(icon(entry.icon), entry.text, this);
        const AlignDevices::Alignment alignment = entry.alignment;
        connect(action, &QAction::triggered, m_editor, [this, alignment] { m_editor->align(alignment); });
        m_alignActions << action;
    }
    auto *horizontal = new QAction(icon("distribute-h"), tr("Distribute &Horizontally"), this);
    connect(horizontal, &QAction::triggered, m_editor, [this] { m_editor->distribute(Qt::Horizontal); });
    auto *vertical = new QAction(icon("distribute-v"), tr("Distribute V&ertically"), this);
    connect(vertical, &QAction::triggered, m_editor, [this] { m_editor->distribute(Qt::Vertical); });
    m_distributeActions = {horizontal, vertical};

    connect(m_scene, &QGraphicsScene::selectionChanged, this, &MainWindow::updateEditActions);
    updateEditActions();

    m_selectConnectedAction = new QAction(tr("Select &Connected"), this);
    m_selectConnectedAction->setObjectName(QStringLiteral("selectConnected"));
    m_selectConnectedAction->setStatusTip(tr("Add the links of the selected devices and the devices at their other ends"));
    connect(m_selectConnectedAction, &QAction::triggered, m_editor, &CanvasEditor::selectConnected);
}

void MainWindow::populateItemMenu(QMenu *menu, const QString &id, bool isDevice)
{
    menu->addAction(m_deleteAction);
    QAction *properties = menu->addAction(tr("P&roperties"), this, [this] {
        for (QDockWidget *dock : std::as_const(m_docks))
            if (dock->objectName() == QLatin1String("propertiesDock")) dock->show(), dock->raise();
        updateProperties();
        m_properties->setFocus();
    });
    properties->setObjectName(QStringLiteral("showProperties"));
    menu->addAction(m_selectConnectedAction);
    menu->addAction(m_groupDomainAction);
    menu->addAction(m_ungroupDomainAction);
    if (isDevice) {
        QAction *ports = menu->addAction(tr("Show &Ports…"), this, [this, id] {
            PortsDialog dialog(m_document->design(), m_document->catalog(), id.toStdString(), this);
            dialog.exec();
        });
        ports->setObjectName(QStringLiteral("showPorts"));
    }
}

void MainWindow::createToolActions()
{
    m_selectTool = new SelectTool(this);
    m_connectTool = new ConnectTool(this);
    m_selectTool->setEditHandler(m_editor);
    m_connectTool->setEditHandler(m_editor);

    m_toolGroup = new QActionGroup(this);
    m_selectToolAction = new QAction(icon("tool-select"), tr("&Select"), m_toolGroup);
    m_selectToolAction->setShortcut(QKeySequence(Qt::Key_V));
    m_selectToolAction->setToolTip(tr("Select and move (V)"));
    m_connectToolAction = new QAction(icon("tool-connect"), tr("&Connect"), m_toolGroup);
    m_connectToolAction->setShortcut(QKeySequence(Qt::Key_C));
    m_connectToolAction->setToolTip(tr("Connect: drag from one device to another (C)"));
    for (QAction *action : {m_selectToolAction, m_connectToolAction}) action->setCheckable(true);
    connect(m_selectToolAction, &QAction::triggered, this, [this] { setActiveTool(m_selectTool); });
    connect(m_connectToolAction, &QAction::triggered, this, [this] { setActiveTool(m_connectTool); });

    m_snapAction = new QAction(icon("snap-grid"), tr("S&nap to Grid"), this);
    m_snapAction->setCheckable(true);
    m_snapAction->setChecked(m_scene->snapToGrid());
    m_snapAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Apostrophe));
    m_snapAction->setToolTip(tr("Snap moved and placed devices to the grid"));
    connect(m_snapAction, &QAction::toggled, m_scene, &FabricScene::setSnapToGrid);
}

void MainWindow::setActiveTool(AbstractTool *tool)
{
    m_scene->setActiveTool(tool);
    m_selectToolAction->setChecked(tool == m_selectTool);
    m_connectToolAction->setChecked(tool == m_connectTool);
}

void MainWindow::populateEditMenu(QMenu *edit)
{
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_cutAction);
    edit->addAction(m_copyAction);
    edit->addAction(m_pasteAction);
    edit->addAction(m_duplicateAction);
    edit->addAction(m_deleteAction);
    edit->addSeparator();
    edit->addAction(m_selectAllAction);
    edit->addAction(m_selectConnectedAction);
    edit->addAction(m_findAction);
    edit->addSeparator();
    edit->addAction(m_selectToolAction);
    edit->addAction(m_connectToolAction);
    edit->addAction(m_connectServersAction);
    edit->addAction(m_groupDomainAction);
    edit->addAction(m_ungroupDomainAction);
    edit->addSeparator();
    QMenu *arrange = edit->addMenu(tr("A&rrange"));
    arrange->addActions(m_alignActions.mid(0, 3));
    arrange->addSeparator();
    arrange->addActions(m_alignActions.mid(3));
    arrange->addSeparator();
    arrange->addActions(m_distributeActions);
    edit->addAction(m_autoLayoutAction);
}

void MainWindow::createToolBars()
{
    m_toolsToolBar = addToolBar(tr("Tools"));
    m_toolsToolBar->setObjectName(QStringLiteral("toolsToolBar"));
    m_toolsToolBar->setIconSize(QSize(22, 22));
    m_toolsToolBar->addAction(m_selectToolAction);
    m_toolsToolBar->addAction(m_connectToolAction);
    m_toolsToolBar->addSeparator();
    m_toolsToolBar->addAction(m_undoAction);
    m_toolsToolBar->addAction(m_redoAction);
    m_toolsToolBar->addSeparator();
    m_toolsToolBar->addAction(m_copyAction);
    m_toolsToolBar->addAction(m_pasteAction);
    m_toolsToolBar->addAction(m_duplicateAction);
    m_toolsToolBar->addAction(m_deleteAction);
    m_toolsToolBar->addSeparator();
    m_toolsToolBar->addAction(m_connectServersAction);
    m_toolsToolBar->addAction(m_findAction);

    m_arrangeToolBar = addToolBar(tr("Arrange"));
    m_arrangeToolBar->setObjectName(QStringLiteral("arrangeToolBar"));
    m_arrangeToolBar->setIconSize(QSize(22, 22));
    m_arrangeToolBar->addActions(m_alignActions);
    m_arrangeToolBar->addActions(m_distributeActions);
    m_arrangeToolBar->addSeparator();
    m_arrangeToolBar->addAction(m_autoLayoutAction);
    m_arrangeToolBar->addAction(m_snapAction);
    m_arrangeToolBar->addSeparator();
    m_arrangeToolBar->addAction(m_zoomOutAction);
    m_arrangeToolBar->addAction(m_zoomInAction);
    m_arrangeToolBar->addAction(m_fitAction);
}

void MainWindow::updateEditActions()
{
    // Once per selection change, never per object: bulk edits emit selectionChanged once. The
    // scene counts the selection by kind as it changes: select-all on 16,384 GPUs selects
    // 40,000 items, which are not walked here.
    const qsizetype count = m_scene->selectedDeviceCount();
    const bool domains = m_scene->selectedDomainCount() > 0;
    const bool links = m_scene->selectedLinkCount() > 0;
    const bool inDomain = m_scene->selectionHasRackTray();
    const bool devices = count > 0;
    const bool anything = devices || domains || links;
    m_groupDomainAction->setEnabled(count >= 2);
    m_ungroupDomainAction->setEnabled(domains || inDomain);
    m_cutAction->setEnabled(devices);
    m_copyAction->setEnabled(devices);
    m_duplicateAction->setEnabled(devices);
    m_deleteAction->setEnabled(anything);
    m_connectServersAction->setEnabled(devices);
    if (m_selectConnectedAction) m_selectConnectedAction->setEnabled(anything);
    for (QAction *action : std::as_const(m_alignActions)) action->setEnabled(count >= 2);
    for (QAction *action : std::as_const(m_distributeActions)) action->setEnabled(count >= 3);
}

} // namespace spinel
