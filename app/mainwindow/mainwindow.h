#pragma once
// The main window: the canvas in the middle, menus, status bar with the design's counts.
// Layout lives in mainwindow.cpp, the File menu's behaviour in fileactions.cpp.

#include <QMainWindow>

class QAction;
class QLabel;

namespace spinel {
class CanvasView;
class Document;
class FabricScene;
class RecentFiles;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }
    FabricScene *scene() const { return m_scene; }
    CanvasView *canvasView() const { return m_view; }
    RecentFiles *recentFiles() const { return m_recentFiles; }

    static QString exampleResource();

    // Opens the built-in example as an untitled design.
    bool openExample();
    // Opens `fileName`; on failure shows the loader's message and keeps the current design.
    bool openFile(const QString &fileName);
    // What `spinel` without a file opens: the most recent file, else (first start) the example.
    void openStartupDesign();

    void restoreWindowState();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // mainwindow.cpp
    void createActions();
    void createMenus();
    void createStatusBar();
    void connectDocument();
    void showDesign();
    void updateTitle();
    void updateCounts();
    void updateZoom(double zoom);
    void about();

    // fileactions.cpp
    void newDesign();
    void open();
    bool save();
    bool saveAs();
    bool saveTo(const QString &fileName);
    // Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();
    void showOpenError(const QString &message);

    Document *m_document = nullptr;
    FabricScene *m_scene;
    CanvasView *m_view;
    RecentFiles *m_recentFiles;
    QLabel *m_countsLabel = nullptr;
    QLabel *m_zoomLabel = nullptr;

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
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace spinel
