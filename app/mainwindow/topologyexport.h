#pragma once
// File ▸ Export ▸ Topology…: the model's topology exports (Slurm, ibsim, GraphML, DOT,
// containerlab, NetBox, run list, ASTRA-sim) from the GUI. The dialog offers the same formats as
// `spinel-cli export` and remembers the last format and folder (QSettings).

#include <QDialog>
#include <QObject>
#include <QString>

class QComboBox;
class QLineEdit;

namespace spinel {

class Document;

class TopologyExportDialog : public QDialog {
    Q_OBJECT
public:
    TopologyExportDialog(const QString &designName, QWidget *parent = nullptr);
    int formatIndex() const;          // into exporting::exportFormats()
    QString outputPath() const;

    // The remembered choice, shared by every window.
    static int lastFormatIndex();
    static QString lastFolder();
    static void remember(int formatIndex, const QString &outputPath);

private:
    void updateSuggestion();
    void browse();

    QString m_designName;
    QComboBox *m_format;
    QLineEdit *m_path;
};

class TopologyExport : public QObject {
    Q_OBJECT
public:
    TopologyExport(QWidget *window, Document *document);

    // Asks for the format and the output, writes, reports failures.
    void exec();
    // Writes format `formatIndex` of exporting::exportFormats() to `path` (a folder for folder
    // formats); companion files go beside it. Every file is saved atomically.
    bool exportTopology(int formatIndex, const QString &path, QString *errorMessage);

private:
    QWidget *m_window;
    Document *m_document;
};

} // namespace spinel
