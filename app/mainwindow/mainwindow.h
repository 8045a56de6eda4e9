#pragma once
// The main window: the canvas in the middle, menus, toolbars, docks, status bar with the design's
// counts. Layout lives in mainwindow.cpp, the File menu's behaviour in fileactions.cpp, the Edit
// menu and the tools in editactions.cpp, the docks in docks.cpp.

#include <QMainWindow>

#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QTimer;
class QToolBar;
class QUndoView;

namespace spinel {
class AbstractTool;
class AnalysisController;
class AnimationDock;
class CanvasEditor;
class CanvasView;
class ConnectTool;
class Document;
class FabricScene;
class FindBar;
class HelpMenu;
class LessonPanel;
class OverviewWidget;
class ExportActions;
class ExplainDock;
class LinkEndsUpdater;
class PlotDocks;
class PresentationMode;
class PriceCatalog;
class PaletteWidget;
class PropertiesWidget;
class Autosave;
class RecentFiles;
class SelectTool;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }
    FabricScene *scene() const { return m_scene; }
    // For main() once the event loop is over: gives up the canvas's scene, still whole, so the
    // window's destruction does not delete its items one by one. Qt takes ~1.3 µs per item,
    // 0.4 s for the 330,000 items of 1,800 NVL72 racks; the process is ending and the operating
    // system frees them at once. Whoever goes on running (the bench) deletes it when it likes,
    // after the window. The window must not be used afterwards except to destroy it.
    std::unique_ptr<FabricScene> releaseSceneForExit();
    CanvasView *canvasView() const { return m_view; }
    RecentFiles *recentFiles() const { return m_recentFiles; }
    Autosave *autosave() const { return m_autosave; }
    CanvasEditor *editor() const { return m_editor; }
    // Findings, link colouring, what-ifs and New from Template (analysiscontroller.cpp).
    AnalysisController *analysis() const { return m_analysis; }
    SelectTool *selectTool() const { return m_selectTool; }
    ConnectTool *connectTool() const { return m_connectTool; }
    PaletteWidget *paletteWidget() const { return m_palette; }
    PropertiesWidget *propertiesWidget() const { return m_properties; }
    LinkEndsUpdater *linkEnds() const { return m_linkEnds; }
    OverviewWidget *overviewWidget() const { return m_overview; }
    FindBar *findBar() const { return m_findBar; }
    // Plot docks, File ▸ Export and the catalog dialog (plotsetup.cpp).
    PlotDocks *plotDocks() const { return m_plotDocks; }
    ExplainDock *explainDock() const { return m_explainDock; }
    ExportActions *exportActions() const { return m_exportActions; }
    PriceCatalog *priceCatalog() const { return m_priceCatalog; }
    // Help ▸ User Guide, Keyboard Shortcuts, Finding Codes (helpmenu.cpp).
    HelpMenu *helpMenu() const { return m_helpMenu; }
    // Animate Collective dock and presentation mode (F5), created with the plots (plotsetup.cpp).
    AnimationDock *animationDock() const { return m_animationDock; }
    PresentationMode *presentation() const { return m_presentation; }
    // Help ▸ Lessons… (F6): the guided lessons dock (lessonpanel.cpp).
    LessonPanel *lessonPanel() const { return m_lessonPanel; }
    // Design ▸ In-Network Reduction (SHARP): checkable, undoable, follows the document.
    QAction *inNetworkReductionAction();
    // Design ▸ Design Settings: one undoable ChangeDesignSettings when accepted.
    void editDesignSettings();
    // Shows the selection's properties now rather than on the next event-loop turn.
    void updateProperties();

    static QString exampleResource();
    // "Build: Release, GNU 12.2.0, revision …, Qt 6.4.2": Help ▸ About and spinel --version.
    static QString buildInfo();

    // Opens the built-in example as an untitled design.
    bool openExample();
    // Opens `fileName`; on failure shows the loader's message and keeps the current design.
    bool openFile(const QString &fileName);
    // What `spinel` without a file opens: the most recent file, else (first start) the example.
    void openStartupDesign();
    // At start-up: if a crashed or killed session left unsaved changes, offers to restore them
    // (fileactions.cpp). SPINEL_RECOVERY_ANSWER=restore|discard|keep answers for tests.
    void offerRecovery();

    void restoreWindowState();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // mainwindow.cpp
    void createActions();
    void createMenus();
    void createStatusBar();
    void createAnalysis();
    // plotsetup.cpp
    void createPlots();
    void populateDesignMenu(QMenu *menu);
    void connectDocument();
    void showDesign();
    void updateTitle();
    void updateCounts();
    void updateZoom(double zoom);
    void about();

    // editactions.cpp
    void createEditActions();
    void createToolActions();
    void populateEditMenu(QMenu *edit);
    // The right-click menu's editing entries for the object `id` (already selected).
    void populateItemMenu(QMenu *menu, const QString &id, bool isDevice);
    void createToolBars();
    void setActiveTool(AbstractTool *tool);
    void updateEditActions();

    // docks.cpp
    void createDocks();
    QDockWidget *addDock(QWidget *contents, const QString &title, const QString &objectName, Qt::DockWidgetArea area);
    void populateDocksMenu(QMenu *view);

    // fileactions.cpp
    void newDesign();
    void open();
    bool save();
    bool saveAs();
    bool saveTo(const QString &fileName);
    // Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();
    void showOpenError(const QString &message);
    void showLoadNotes(const QString &fileName);

    Document *m_document = nullptr;
    FabricScene *m_scene;
    bool m_sceneReleased = false; // releaseSceneForExit(): not this window's to clear
    CanvasView *m_view;
    RecentFiles *m_recentFiles;
    Autosave *m_autosave = nullptr;
    QLabel *m_countsLabel = nullptr;
    QLabel *m_zoomLabel = nullptr;
    QProgressBar *m_editProgress = nullptr; // a large edit reaching the canvas

    CanvasEditor *m_editor = nullptr;
    AnalysisController *m_analysis = nullptr;
    PlotDocks *m_plotDocks = nullptr;
    ExplainDock *m_explainDock = nullptr;
    ExportActions *m_exportActions = nullptr;
    PriceCatalog *m_priceCatalog = nullptr;
    HelpMenu *m_helpMenu = nullptr;
    QAction *m_selectConnectedAction = nullptr;
    AnimationDock *m_animationDock = nullptr;
    PresentationMode *m_presentation = nullptr;
    LessonPanel *m_lessonPanel = nullptr;
    SelectTool *m_selectTool = nullptr;
    ConnectTool *m_connectTool = nullptr;
    FindBar *m_findBar = nullptr;
    PaletteWidget *m_palette = nullptr;
    PropertiesWidget *m_properties = nullptr;
    OverviewWidget *m_overview = nullptr;
    QUndoView *m_undoView = nullptr;
    QTimer *m_propertiesTimer = nullptr;   // coalesces selection and design changes
    LinkEndsUpdater *m_linkEnds = nullptr; // the selected link's NICs and ports, from a worker
    QTimer *m_countsTimer = nullptr;       // coalesces design changes for the status bar
    QList<QDockWidget *> m_docks;
    QToolBar *m_toolsToolBar = nullptr;
    QToolBar *m_arrangeToolBar = nullptr;

    QAction *m_inNetworkReduction = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_actualSizeAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_cutAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_pasteAction = nullptr;
    QAction *m_duplicateAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_selectAllAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_connectServersAction = nullptr;
    QAction *m_autoLayoutAction = nullptr;
    QAction *m_groupDomainAction = nullptr;
    QAction *m_ungroupDomainAction = nullptr;
    QList<QAction *> m_alignActions;      // left, h-centre, right, top, v-centre, bottom
    QList<QAction *> m_distributeActions; // horizontal, vertical
    QActionGroup *m_toolGroup = nullptr;
    QAction *m_selectToolAction = nullptr;
    QAction *m_connectToolAction = nullptr;
    QAction *m_snapAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace spinel
