#pragma once
// The analysis half of the canvas editor: keeps the rules checks running (AnalysisRunner) and
// shows them — badges and link colours on the canvas, the Findings dock, the what-if banner and
// legend — and owns the actions that go with them: View ▸ Colour Links By, the canvas context
// menu's Fail/Restore, and File ▸ New from Template.
//
// A what-if is a view state, not an undoable command: failing a switch asks a question about the
// design without changing it, so it must not mark the document modified, be saved, or sit in the
// undo history between real edits (undoing a move should not bring a switch back). It survives
// edits (the analysis reruns with it) and is ended by Restore, in the banner, the context menu
// and the View menu.

#include <QObject>
#include <QPointF>
#include <QStringList>

#include <functional>
#include <memory>

#include "analysis/analysisresult.h"
#include "analysis/linkcolouring.h"

class QAction;
class QActionGroup;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace spinel {
class AnalysisOverlay;
class AnalysisRunner;
class CanvasView;
class Document;
class FabricScene;
class FindingsDock;
class LinkColourLegend;
class TemplateDialog;
class WhatIfBanner;

class AnalysisController : public QObject {
    Q_OBJECT
public:
    AnalysisController(QMainWindow *window, Document *document, FabricScene *scene, CanvasView *view);
    ~AnalysisController() override;

    AnalysisRunner *runner() const { return m_runner; }
    AnalysisOverlay *overlay() const { return m_overlay; }
    FindingsDock *findingsDock() const { return m_dock; }
    WhatIfBanner *banner() const { return m_banner; }
    LinkColourLegend *legend() const { return m_legend; }
    QAction *newFromTemplateAction() const { return m_newFromTemplateAction; }
    QAction *restoreAction() const { return m_restoreAction; }
    QMenu *colourLinksMenu() const { return m_colourMenu; }
    QAction *colourModeAction(LinkColourMode mode) const;

    // Asked before New from Template replaces the design; false cancels (the main window's
    // "save unsaved changes?" prompt).
    void setSaveGuard(std::function<bool()> guard) { m_saveGuard = std::move(guard); }
    // Adds the editing entries (Delete, Properties, …) to the right-click menu of a device or
    // link, above Fail; `id` is the object under the mouse, already selected.
    void setItemMenuExtension(std::function<void(QMenu *, const QString &id, bool isDevice)> extension)
    {
        m_itemMenuExtension = std::move(extension);
    }

    // The canvas context menu for the object at `scenePos`; null when there is nothing to offer.
    // The caller owns it.
    QMenu *createContextMenu(const QPointF &scenePos);

public slots:
    void setColourMode(spinel::LinkColourMode mode);
    void failObjects(const QStringList &ids); // adds to what is failed
    void restoreObjects(const QStringList &ids);
    void restoreAll();
    // Selects the objects and scrolls the canvas to them.
    void selectAndCentre(const QStringList &ids);
    // Runs the template dialog; replaces the design when it is accepted.
    bool newFromTemplate();
    void openTemplateDesign(Design design);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void showResult(std::shared_ptr<const AnalysisResult> result);
    void updateLegend();
    void updateLoadRequest();
    void placeOverlays();
    QString displayName(const std::string &id) const;

    QMainWindow *m_window;
    Document *m_document;
    FabricScene *m_scene;
    CanvasView *m_view;
    AnalysisRunner *m_runner;
    AnalysisOverlay *m_overlay;
    FindingsDock *m_dock;
    WhatIfBanner *m_banner;
    LinkColourLegend *m_legend;
    std::function<bool()> m_saveGuard;

    QAction *m_newFromTemplateAction = nullptr;
    QAction *m_restoreAction = nullptr;
    QMenu *m_colourMenu = nullptr;
    std::function<void(QMenu *, const QString &, bool)> m_itemMenuExtension;
    QActionGroup *m_modeGroup = nullptr;
    QActionGroup *m_opGroup = nullptr;
    QActionGroup *m_sizeGroup = nullptr;
    LinkLoadRequest m_loadRequest;
};

} // namespace spinel
