#pragma once
// File ▸ Import… (an ibnetdiscover dump, LLDP tables or GraphML into a new untitled design) and
// File ▸ Compare with As-Built… (the design's cables against an ibnetdiscover dump or LLDP
// tables, listed in the As-Built dock; a row selects its cable and devices on the canvas). An
// ibnetdiscover dump is read with a node-name map, chosen after the dump.
// Reading and comparing run on a worker thread: a 2,000-switch dump takes about half a second.
// A bad file is reported with its file and line and the open design is left as it is.

#include <QFutureWatcher>
#include <QObject>

#include <functional>
#include <memory>

#include "analysis/asbuiltoverlay.h"
#include "docks/asbuiltdiffwidget.h"
#include "export/asbuiltsource.h"

class QAction;
class QDockWidget;
class QMainWindow;

namespace spinel {

class Document;
class FabricScene;

class AsBuiltActions : public QObject {
    Q_OBJECT
public:
    // `saveGuard` asks to save unsaved changes before an import replaces the design.
    AsBuiltActions(QMainWindow *window, Document *document, FabricScene *scene, std::function<bool()> saveGuard);
    ~AsBuiltActions() override;

    QAction *importAction() const { return m_importAction; }
    QAction *compareAction() const { return m_compareAction; }
    AsBuiltDiffWidget *diffWidget() const { return m_diff; }
    // The differences on the canvas, while the dock shows them.
    AsBuiltOverlay *overlay() const { return m_overlay; }
    QDockWidget *dock() const { return m_dock; }

    // Without dialogs (the actions' second half; tests call them). Both return at once.
    void importFrom(const exporting::AsBuiltSource &source);
    void compareWith(const exporting::AsBuiltSource &source);
    // Processes events until the running import or comparison is done; for tests.
    bool waitUntilIdle(int timeoutMs);

signals:
    // The import's outcome: an empty error when the design was opened.
    void imported(const QString &error, const QStringList &warnings);

private:
    struct ImportOutcome {
        std::shared_ptr<exporting::ImportResult> result;
        QString error;
    };
    struct CompareOutcome {
        QVector<AsBuiltDiffRow> rows;
        int cables = 0;
        QString error;
    };
    void chooseImport();
    void chooseCompare();
    // For an ibnetdiscover dump, the node-name map (NodeNameMapDialog); false when cancelled.
    bool askNodeNameMap(exporting::AsBuiltSource &source);
    void importFinished();
    void compareFinished();
    void showDock();

    QMainWindow *m_window;
    Document *m_document;
    std::function<bool()> m_saveGuard;
    QAction *m_importAction;
    QAction *m_compareAction;
    QDockWidget *m_dock;
    AsBuiltDiffWidget *m_diff;
    AsBuiltOverlay *m_overlay;
    QString m_source;
    QFutureWatcher<ImportOutcome> m_importWatcher;
    QFutureWatcher<CompareOutcome> m_compareWatcher;
};

} // namespace spinel
