#include "mainwindow/mainwindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

#include "canvas/canvasview.h"
#include "canvas/fabricscene.h"
#include "core/designcounts.h"
#include "core/version.h"
#include "document/autosave.h"
#include "document/document.h"
#include "document/followedits.h"
#include "docks/findingsdock.h"
#include "mainwindow/asbuiltactions.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/analysiscontroller.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/helpmenu.h"
#include "mainwindow/presentationmode.h"
#include "mainwindow/lessonpanel.h"
#include "mainwindow/recentfiles.h"
#include "tools/selecttool.h"

namespace spinel {

namespace {

QString userCatalogFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/catalog.json");
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_scene(new FabricScene(this))
    , m_view(new CanvasView(this))
    , m_recentFiles(new RecentFiles(this))
{
    QString catalogError;
    m_document = new Document(Document::loadCatalog(userCatalogFile(), &catalogError), this);
    m_autosave = new Autosave(m_document, this);
    if (!catalogError.isEmpty()) {
        // Deferred: the window should be on screen before a dialog refers to it.
        QMetaObject::invokeMethod(
            this,
            [this, catalogError] {
                QMessageBox::warning(
                    this, tr("User catalog ignored"),
                    tr("Your catalog could not be read, so only the built-in catalog is used.\n\n%1").arg(catalogError));
            },
            Qt::QueuedConnection);
    }

    m_view->setFabricScene(m_scene);
    setCentralWidget(m_view);
    createActions();
    createEditActions();
    createToolActions();
    createToolBars();
    createDocks();
    createAnalysis();
    createPlots();
    createMenus(); // last: the View menu lists the toolbars and docks
    createStatusBar();
    connectDocument();
    showDesign();
    setActiveTool(m_selectTool);
    resize(1280, 800);
}

MainWindow::~MainWindow()
{
    // The scene holds references into the document's design; drop its items first.
    if (!m_sceneReleased) m_scene->clearDesign();
}

std::unique_ptr<FabricScene> MainWindow::releaseSceneForExit()
{
    // Nothing may reach the scene afterwards, which still points into the document's design
    // (destroyed with the window): no edit slice, no worker drawing links, no tool of this
    // window, no view painting it, no signal in or out (the undo stack's clear() reaches the
    // canvas through the editor).
    m_scene->finishPendingEdits();
    m_scene->finishRendering();
    m_scene->setActiveTool(nullptr);
    m_document->disconnect(m_scene);
    m_document->undoStack()->disconnect(m_editor);
    m_scene->disconnect();
    m_view->setFabricScene(nullptr);
    m_scene->setParent(nullptr);
    m_sceneReleased = true;
    return std::unique_ptr<FabricScene>(m_scene);
}

QString MainWindow::exampleResource()
{
    return QStringLiteral(":/examples/leaf-spine-4x-h100.spinel");
}

void MainWindow::createActions()
{
    m_newAction = new QAction(tr("&New"), this);
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setStatusTip(tr("Start an empty design"));
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newDesign);

    m_openAction = new QAction(tr("&Open…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setStatusTip(tr("Open a design file"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);

    m_saveAction = new QAction(tr("&Save"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setStatusTip(tr("Save the design"));
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);

    m_saveAsAction = new QAction(tr("Save &As…"), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_saveAsAction->setStatusTip(tr("Save the design under a new name"));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setIcon(QIcon(QStringLiteral(":/icons/edit-undo.svg")));
    m_redoAction = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setIcon(QIcon(QStringLiteral(":/icons/edit-redo.svg")));

    m_zoomInAction = new QAction(tr("Zoom &In"), this);
    // Ctrl+= as well: on most keyboards "+" needs Shift.
    m_zoomInAction->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    m_zoomInAction->setIcon(QIcon(QStringLiteral(":/icons/zoom-in.svg")));
    connect(m_zoomInAction, &QAction::triggered, m_view, &CanvasView::zoomIn);
    m_zoomOutAction = new QAction(tr("Zoom &Out"), this);
    m_zoomOutAction->setShortcut(QKeySequence::ZoomOut);
    m_zoomOutAction->setIcon(QIcon(QStringLiteral(":/icons/zoom-out.svg")));
    connect(m_zoomOutAction, &QAction::triggered, m_view, &CanvasView::zoomOut);
    m_actualSizeAction = new QAction(tr("&Actual Size"), this);
    m_actualSizeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    connect(m_actualSizeAction, &QAction::triggered, m_view, &CanvasView::resetZoom);
    m_fitAction = new QAction(tr("&Fit to Design"), this);
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_fitAction->setIcon(QIcon(QStringLiteral(":/icons/zoom-fit.svg")));
    connect(m_fitAction, &QAction::triggered, m_view, &CanvasView::fitToDesign);

    m_aboutAction = new QAction(tr("&About Spinel"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
    m_aboutQtAction = new QAction(tr("About &Qt"), this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    connect(m_recentFiles, &RecentFiles::openRequested, this, [this](const QString &fileName) {
        if (maybeSave()) openFile(fileName);
    });
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_analysis->newFromTemplateAction());
    file->addAction(m_openAction);
    file->addMenu(m_recentFiles->menu());
    // File ▸ Import… and Compare with As-Built… (asbuiltactions.cpp; tests find it as a child).
    auto *asBuilt = new AsBuiltActions(this, m_document, m_scene, [this] { return maybeSave(); });
    file->addAction(asBuilt->importAction());
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addSeparator();
    file->addMenu(m_exportActions->menu());
    file->addAction(asBuilt->compareAction());
    file->addSeparator();
    file->addAction(m_quitAction);

    populateEditMenu(menuBar()->addMenu(tr("&Edit")));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_zoomInAction);
    view->addAction(m_zoomOutAction);
    view->addAction(m_actualSizeAction);
    view->addSeparator();
    view->addAction(m_fitAction);
    view->addAction(m_snapAction);
    view->addAction(m_presentation->action());
    view->addSeparator();
    view->addMenu(m_analysis->colourLinksMenu());
    view->addAction(m_analysis->restoreAction());
    view->addSeparator();
    populateDocksMenu(view->addMenu(tr("&Panels")));

    populateDesignMenu(menuBar()->addMenu(tr("&Design")));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    m_helpMenu = new HelpMenu(this);
    m_helpMenu->populate(help);
    help->addAction(m_lessonPanel->action());
    help->addAction(m_aboutAction);
    help->addAction(m_aboutQtAction);
}

void MainWindow::createAnalysis()
{
    m_analysis = new AnalysisController(this, m_document, m_scene, m_view);
    m_analysis->setItemMenuExtension(
        [this](QMenu *menu, const QString &id, bool isDevice) { populateItemMenu(menu, id, isDevice); });
    m_analysis->setSaveGuard([this] { return maybeSave(); });
    // Under the canvas, as an IDE's problems list; listed in View ▸ Panels with the other docks.
    addDockWidget(Qt::BottomDockWidgetArea, m_analysis->findingsDock());
    m_docks << m_analysis->findingsDock();
}

void MainWindow::createStatusBar()
{
    m_countsLabel = new QLabel(this);
    m_zoomLabel = new QLabel(this);
    m_zoomLabel->setMinimumWidth(m_zoomLabel->fontMetrics().horizontalAdvance(QStringLiteral("8888 %")));
    m_zoomLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    statusBar()->addWidget(m_countsLabel, 1);
    // A large edit (deleting or restoring tens of thousands of objects) reaches the canvas over
    // a second or two: its progress, and no canvas input until it is in.
    m_editProgress = new QProgressBar(this);
    m_editProgress->setMaximumWidth(160);
    m_editProgress->setFormat(tr("Updating canvas %p%"));
    m_editProgress->hide();
    statusBar()->addPermanentWidget(m_editProgress);
    connect(m_scene, &FabricScene::pendingEditsProgress, this, [this](int done, int total) {
        const bool busy = done < total;
        m_editProgress->setVisible(busy);
        m_editProgress->setRange(0, std::max(total, 1));
        m_editProgress->setValue(done);
        m_view->setInteractive(!busy);
    });
    statusBar()->addPermanentWidget(m_zoomLabel);
    connect(m_view, &CanvasView::zoomChanged, this, &MainWindow::updateZoom);
    updateZoom(m_view->zoom());
}

void MainWindow::connectDocument()
{
    connect(m_document, &Document::designReset, this, &MainWindow::showDesign);
    followDocumentEdits(*m_document, *m_scene);

    // Counting walks the whole design: once per burst of changes (a paste of 500 devices sends
    // 500 signals), on the next event-loop turn, not once per signal.
    m_countsTimer = new QTimer(this);
    m_countsTimer->setSingleShot(true);
    m_countsTimer->setInterval(0);
    connect(m_countsTimer, &QTimer::timeout, this, &MainWindow::updateCounts);
    connect(m_document, &Document::designChanged, m_countsTimer, qOverload<>(&QTimer::start));
    connect(m_document, &Document::settingsChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::modifiedChanged, this, &QWidget::setWindowModified);
}

void MainWindow::showDesign()
{
    m_scene->showDesign(m_document->design(), m_document->catalog(), &m_document->index());
    m_view->fitToDesign();
    updateTitle();
    updateCounts();
    setWindowModified(m_document->isModified());
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt shows the unsaved-changes mark while windowModified is set.
    setWindowTitle(tr("%1[*] — Spinel").arg(m_document->displayName()));
}

void MainWindow::updateCounts()
{
    const DesignCounts counts = countDesign(m_document->design(), m_document->catalog(), CountScope::Totals);
    const QString separator = QStringLiteral("   ·   ");
    QStringList parts;
    parts << tr("GPUs: %L1").arg(counts.gpus) << tr("Servers: %L1").arg(counts.servers)
          << tr("Switches: %L1 (leaf %L2, spine %L3, core %L4)")
                 .arg(counts.switches())
                 .arg(counts.leaves)
                 .arg(counts.spines)
                 .arg(counts.cores)
          << tr("Cables: %L1").arg(counts.cables);
    m_countsLabel->setText(parts.join(separator));
}

void MainWindow::updateZoom(double zoom)
{
    // Below 10 % one decimal: a 16,384-GPU design fits at 0.6 %, which is not "1 %".
    const double percent = zoom * 100;
    m_zoomLabel->setText(tr("%L1 %").arg(percent, 0, 'f', percent < 10 ? 1 : 0));
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Spinel"),
                       tr("<h3>Spinel %1</h3>"
                          "<p>Design AI-training network fabrics: place switches and GPU servers, "
                          "connect them, check the fabric and see what it costs and how fast "
                          "collectives run on it.</p>"
                          "<p>%2</p>"
                          "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
                           .arg(QString::fromLatin1(spinelVersion()), buildInfo().toHtmlEscaped()));
}

QString MainWindow::buildInfo()
{
    return tr("Build: %1, Qt %2 (running on Qt %3)")
        .arg(QString::fromLatin1(spinelBuildInfo()), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()));
}

void MainWindow::restoreWindowState()
{
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    event->accept();
}

} // namespace spinel
