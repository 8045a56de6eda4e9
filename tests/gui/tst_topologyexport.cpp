// File ▸ Export ▸ Topology…: the GUI writes the same files as spinel-cli export, folder formats
// into a folder, companions beside the file, and the dialog remembers the last format and folder.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "document/document.h"
#include "export/exportformat.h"
#include "mainwindow/topologyexport.h"
#include "support/testdata.h"

using namespace spinel;

namespace {

int indexOf(exporting::ExportFormat format)
{
    const auto &formats = exporting::exportFormats();
    for (std::size_t i = 0; i < formats.size(); ++i)
        if (formats[i].format == format) return int(i);
    return -1;
}

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestTopologyExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void writesFilesAndFolders();
    void remembersFormatAndFolder();

private:
    QTemporaryDir m_settings;
};

void TestTopologyExport::initTestCase()
{
    // Settings in a temporary folder, so the test never touches the user's.
    QCoreApplication::setOrganizationName(QStringLiteral("spinel-test"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_topologyexport"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestTopologyExport::writesFilesAndFolders()
{
    Document document;
    document.newDesignFrom(testdata::railDesign(2, 1, 1));
    TopologyExport exporter(nullptr, &document);
    QTemporaryDir dir;
    QString error;
    const QString conf = dir.filePath(QStringLiteral("topology.conf"));
    QVERIFY2(exporter.exportTopology(indexOf(exporting::ExportFormat::Slurm), conf, &error), qPrintable(error));
    const QByteArray text = readAll(conf);
    QVERIFY(text.contains("SwitchName=leaf-1 Nodes=srv-[1-2] LinkSpeed=400"));
    QVERIFY(text.contains("SwitchName=spine-1 Switches=leaf-[1-8] LinkSpeed=400"));

    const QString net = dir.filePath(QStringLiteral("fabric.net"));
    QVERIFY2(exporter.exportTopology(indexOf(exporting::ExportFormat::Ibsim), net, &error), qPrintable(error));
    QVERIFY(readAll(net + QStringLiteral(".node-name-map")).contains("\"srv-2 mlx5_7\""));

    const QString netbox = dir.filePath(QStringLiteral("netbox"));
    QVERIFY2(exporter.exportTopology(indexOf(exporting::ExportFormat::NetBox), netbox, &error), qPrintable(error));
    for (const char *name : {"devices.csv", "interfaces.csv", "cables.csv"})
        QVERIFY2(QFile::exists(QDir(netbox).filePath(QLatin1String(name))), name);
    // 16 NIC cables and 8 uplinks, one row each after the header.
    QCOMPARE(readAll(QDir(netbox).filePath(QStringLiteral("cables.csv"))).count("\r\n"), 1 + 16 + 8);

    // A folder that cannot be made is a message, not a crash.
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QVERIFY(!exporter.exportTopology(indexOf(exporting::ExportFormat::AstraSim), dir.filePath(QStringLiteral("file/astra")), &error));
    QVERIFY(!error.isEmpty());
}

void TestTopologyExport::remembersFormatAndFolder()
{
    QTemporaryDir dir;
    TopologyExportDialog::remember(indexOf(exporting::ExportFormat::GraphMl), dir.filePath(QStringLiteral("x.graphml")));
    QCOMPARE(TopologyExportDialog::lastFormatIndex(), indexOf(exporting::ExportFormat::GraphMl));
    QCOMPARE(TopologyExportDialog::lastFolder(), QDir(dir.path()).absolutePath());
    TopologyExportDialog dialog(QStringLiteral("My fabric"));
    QCOMPARE(dialog.formatIndex(), indexOf(exporting::ExportFormat::GraphMl));
    QCOMPARE(dialog.outputPath(), QDir(dir.path()).filePath(QStringLiteral("My-fabric.graphml")));
}

QTEST_MAIN(TestTopologyExport)
#include "tst_topologyexport.moc"
