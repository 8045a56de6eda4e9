#pragma once
// File ▸ Export: the canvas and each plot as PNG, SVG or PDF; the bill of materials as CSV or
// JSON and the cabling plan as CSV (the model's exporters, written through QSaveFile); and the
// one-click PDF design report. Each export also has a method taking the file name, for tests.

#include <QObject>
#include <QString>

class QGraphicsScene;
class QMenu;
class QWidget;

namespace spinel {

class Document;
class PlotDocks;
class TopologyExport;

class ExportActions : public QObject {
    Q_OBJECT
public:
    enum class Plot { BusBandwidth, Scaling, Cost, Compare };

    ExportActions(QWidget *window, Document *document, QGraphicsScene *scene, PlotDocks *plots);

    QMenu *menu() const { return m_menu; }
    TopologyExport *topologyExport() const { return m_topology; } // File ▸ Export ▸ Topology…

    bool exportCanvas(const QString &fileName, QString *errorMessage);
    // The link-colour key of the canvas: drawn under an exported canvas while it is shown.
    void setCanvasLegend(QWidget *legend) { m_canvasLegend = legend; }
    bool exportPlot(Plot plot, const QString &fileName, QString *errorMessage);
    bool exportBomCsv(const QString &fileName, QString *errorMessage);
    bool exportBomJson(const QString &fileName, QString *errorMessage);
    bool exportCablingCsv(const QString &fileName, QString *errorMessage);
    // Returns the page count, 0 on failure.
    int exportReport(const QString &fileName, QString *errorMessage);

private:
    // Asks for a file name (suggested from the design's name and `suffix`), runs `write`, reports.
    void run(const QString &title, const QString &suffix, const QString &filters,
             const std::function<bool(const QString &, QString *)> &write);
    QString suggestedName(const QString &what, const QString &suffix) const;
    bool writeText(const QString &fileName, const std::string &text, QString *errorMessage);

    QWidget *m_window;
    Document *m_document;
    QGraphicsScene *m_scene;
    PlotDocks *m_plots;
    QMenu *m_menu;
    QString m_lastDirectory;
    TopologyExport *m_topology = nullptr;
    QWidget *m_canvasLegend = nullptr;
};

} // namespace spinel
