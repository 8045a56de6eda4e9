#include "mainwindow/topologyexport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

#include <new>
#include <sstream>

#include "cost/cablingplan.h"
#include "document/document.h"
#include "export/exportformat.h"
#include "export/exportnames.h"
#include "export/savefile.h"
#include "mainwindow/runlistcolumnpicker.h"

namespace spinel {

namespace {

const QString kFormatKey = QStringLiteral("export/topologyFormat");
const QString kFolderKey = QStringLiteral("export/topologyFolder");

// Format titles for the menu, translated here (the model's titles are English).
QString formatTitle(exporting::ExportFormat format)
{
    using exporting::ExportFormat;
    switch (format) {
    case ExportFormat::Slurm: return TopologyExport::tr("Slurm topology.conf (topology/tree)");
    case ExportFormat::SlurmYaml: return TopologyExport::tr("Slurm topology.yaml (tree and block)");
    case ExportFormat::Ibsim: return TopologyExport::tr("ibsim net file");
    case ExportFormat::Ibnetdiscover: return TopologyExport::tr("ibnetdiscover topology");
    case ExportFormat::GraphMl: return TopologyExport::tr("GraphML");
    case ExportFormat::Dot: return TopologyExport::tr("Graphviz DOT with ports");
    case ExportFormat::Containerlab: return TopologyExport::tr("containerlab topology");
    case ExportFormat::NetBox: return TopologyExport::tr("NetBox bulk-import CSVs (folder)");
    case ExportFormat::RunList: return TopologyExport::tr("Cabling run list (CSV)");
    case ExportFormat::AstraSim: return TopologyExport::tr("ASTRA-sim inputs (folder)");
    }
    return {};
}

QString defaultFileName(const exporting::FormatInfo &info, const QString &designName)
{
    if (info.format == exporting::ExportFormat::Slurm) return QStringLiteral("topology.conf");
    if (info.format == exporting::ExportFormat::SlurmYaml) return QStringLiteral("topology.yaml");
    QString base = QString::fromStdString(exporting::safeName(designName.toStdString()));
    if (base.isEmpty()) base = QStringLiteral("fabric");
    if (info.folder) return base + QLatin1Char('-') + QLatin1String(info.name);
    return base + QLatin1Char('.') + QLatin1String(info.extension);
}

} // namespace

TopologyExportDialog::TopologyExportDialog(const QString &designName, QWidget *parent)
    : QDialog(parent)
    , m_designName(designName)
    , m_format(new QComboBox(this))
    , m_path(new QLineEdit(this))
    , m_columnsLabel(new QLabel(tr("&Columns:"), this))
    , m_columns(new RunListColumnPicker(this))
{
    setWindowTitle(tr("Export Topology"));
    for (const auto &info : exporting::exportFormats()) m_format->addItem(formatTitle(info.format));
    m_format->setCurrentIndex(lastFormatIndex());
    auto *browseButton = new QPushButton(tr("&Browse…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Format:"), m_format);
    // A row whose field is a layout gets a label without a buddy (the "&" would show): name it.
    auto *pathLabel = new QLabel(tr("&Save to:"), this);
    pathLabel->setBuddy(m_path);
    form->addRow(pathLabel, pathRow);
    m_columnsLabel->setBuddy(m_columns);
    m_columns->setColumnLayout(RunListColumnPicker::lastLayout());
    form->addRow(m_columnsLabel, m_columns);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browseButton, &QPushButton::clicked, this, &TopologyExportDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this, &TopologyExportDialog::updateSuggestion);
    connect(m_format, &QComboBox::currentIndexChanged, this, &TopologyExportDialog::showFormatOptions);
    updateSuggestion();
    showFormatOptions();
}

void TopologyExportDialog::showFormatOptions()
{
    // The column picker belongs to the run list only.
    const bool runList = exporting::exportFormats()[std::size_t(formatIndex())].format == exporting::ExportFormat::RunList;
    m_columnsLabel->setVisible(runList);
    m_columns->setVisible(runList);
    adjustSize();
}

exporting::ExportOptions TopologyExportDialog::options() const
{
    exporting::ExportOptions options;
    options.runList = m_columns->columnLayout();
    return options;
}

int TopologyExportDialog::formatIndex() const
{
    return m_format->currentIndex();
}

QString TopologyExportDialog::outputPath() const
{
    return m_path->text();
}

int TopologyExportDialog::lastFormatIndex()
{
    const std::string name = QSettings().value(kFormatKey).toString().toStdString();
    const auto &formats = exporting::exportFormats();
    for (std::size_t i = 0; i < formats.size(); ++i)
        if (name == formats[i].name) return int(i);
    return 0;
}

QString TopologyExportDialog::lastFolder()
{
    const QString folder = QSettings().value(kFolderKey).toString();
    return folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : folder;
}

void TopologyExportDialog::remember(int formatIndex, const QString &outputPath)
{
    QSettings settings;
    settings.setValue(kFormatKey, QLatin1String(exporting::exportFormats()[std::size_t(formatIndex)].name));
    settings.setValue(kFolderKey, QFileInfo(outputPath).absolutePath());
}

void TopologyExportDialog::remember(int formatIndex, const QString &outputPath, const exporting::ExportOptions &options)
{
    remember(formatIndex, outputPath);
    if (exporting::exportFormats()[std::size_t(formatIndex)].format == exporting::ExportFormat::RunList)
        RunListColumnPicker::remember(options.runList);
}

void TopologyExportDialog::updateSuggestion()
{
    const auto &info = exporting::exportFormats()[std::size_t(formatIndex())];
    const QString folder = m_path->text().isEmpty() ? lastFolder() : QFileInfo(m_path->text()).absolutePath();
    m_path->setText(QDir(folder).filePath(defaultFileName(info, m_designName)));
}

void TopologyExportDialog::browse()
{
    const auto &info = exporting::exportFormats()[std::size_t(formatIndex())];
    const QString chosen = info.folder ? QFileDialog::getExistingDirectory(this, tr("Export Topology to Folder"),
                                                                           QFileInfo(m_path->text()).absolutePath())
                                       : QFileDialog::getSaveFileName(this, tr("Export Topology"), m_path->text());
    if (!chosen.isEmpty()) m_path->setText(chosen);
}

TopologyExport::TopologyExport(QWidget *window, Document *document)
    : QObject(window)
    , m_window(window)
    , m_document(document)
{ }

void TopologyExport::exec()
{
    TopologyExportDialog dialog(m_document->displayName(), m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.outputPath().isEmpty()) return;
    TopologyExportDialog::remember(dialog.formatIndex(), dialog.outputPath(), dialog.options());
    QString error;
    if (!exportTopology(dialog.formatIndex(), dialog.outputPath(), &error, dialog.options()))
        QMessageBox::warning(m_window, tr("Export failed"), error);
}

bool TopologyExport::exportTopology(int formatIndex, const QString &path, QString *errorMessage,
                                    const exporting::ExportOptions &options)
{
    const auto &formats = exporting::exportFormats();
    if (formatIndex < 0 || std::size_t(formatIndex) >= formats.size()) return false;
    const exporting::FormatInfo &info = formats[std::size_t(formatIndex)];
    if (info.folder && !QDir().mkpath(path)) {
        if (errorMessage) *errorMessage = SaveFile::failure(path, tr("cannot create the folder"));
        return false;
    }
    bool ok = true;
    const exporting::ExportSink sink = [&](const std::string &name, const std::function<void(std::ostream &)> &write) {
        if (!ok) return;
        const QString file = info.folder ? QDir(path).filePath(QString::fromStdString(name)) : path + QString::fromStdString(name);
        std::ostringstream text;
        write(text);
        const std::string bytes = text.str();
        ok = SaveFile::writeAll(file, bytes.data(), qint64(bytes.size()), errorMessage);
    };
    try {
        exporting::exportDesign(info.format, m_document->design(), m_document->catalog(), sink, options);
    } catch (const CablingPlanTooLarge &error) {
        if (errorMessage) *errorMessage = SaveFile::failure(path, QString::fromStdString(error.what()));
        return false;
    } catch (const exporting::ExportError &error) {
        if (errorMessage) *errorMessage = SaveFile::failure(path, QString::fromStdString(error.what()));
        return false;
    } catch (const std::bad_alloc &) {
        if (errorMessage) *errorMessage = SaveFile::failure(path, tr("not enough memory for the export"));
        return false;
    }
    return ok;
}

} // namespace spinel
