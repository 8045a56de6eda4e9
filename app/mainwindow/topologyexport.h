#pragma once
// File ▸ Export ▸ Topology…: the model's topology exports (Slurm, ibsim, GraphML, DOT,
// containerlab, NetBox, run list, ASTRA-sim) from the GUI. The dialog offers the same formats as
// `spinel-cli export` and remembers the last format, folder and run-list columns (QSettings).

#include <QDialog>
#include <QObject>
#include <QString>

#include "export/exportformat.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace spinel {

class Document;
class RunListColumnPicker;

class TopologyExportDialog : public QDialog {
    Q_OBJECT
public:
    TopologyExportDialog(const QString &designName, QWidget *parent = nullptr);
    int formatIndex() const; // into exporting::exportFormats()
    QString outputPath() const;
    exporting::ExportOptions options() const; // the run list's columns

    // The remembered choice, shared by every window.
    static int lastFormatIndex();
    static QString lastFolder();
    static void remember(int formatIndex, const QString &outputPath);
    static void remember(int formatIndex, const QString &outputPath, const exporting::ExportOptions &options);

private:
    void updateSuggestion();
    void browse();
    void showFormatOptions();

    QString m_designName;
    QComboBox *m_format;
    QLineEdit *m_path;
    QLabel *m_columnsLabel;
    RunListColumnPicker *m_columns;
};

class TopologyExport : public QObject {
    Q_OBJECT
public:
    TopologyExport(QWidget *window, Document *document);

    // Asks for the format and the output, writes, reports failures.
    void exec();
    // Writes format `formatIndex` of exporting::exportFormats() to `path` (a folder for folder
    // formats); companion files go beside it. Every file is saved atomically.
    bool exportTopology(int formatIndex, const QString &path, QString *errorMessage, const exporting::ExportOptions &options = {});

private:
    QWidget *m_window;
    Document *m_document;
};

} // namespace spinel
