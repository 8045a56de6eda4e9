// File ▸ Export ▸ Topology…: the GUI writes the same files as spinel-cli export, folder formats
// into a folder, companions beside the file, and the dialog remembers the last format and folder.
#include <QComboBox>
#include <QCoreApplication>
#include <QListWidget>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "document/document.h"
#include "export/exportformat.h"
#include "mainwindow/runlistcolumnpicker.h"
#include "mainwindow/topologyexport.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

int indexOf(exporting::ExportFormat format)
{
    const auto &formats = exporting::exportFormats();
    for (std::size_t i = 0; i < formats.size(); ++i)
        if (formats[i].format == format) return int(i);
    return -1;
}

} // namespace

class TestTopologyExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void writesFilesAndFolders();
    void remembersFormatAndFolder();
    void runListColumnPicker();
    void mnemonicsHaveBuddies();

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
    const QByteArray text = spinel::testdata::readBytes(conf);
    QVERIFY(text.contains("SwitchName=leaf-1 Nodes=srv-[1-2] LinkSpeed=400"));
    QVERIFY(text.contains("SwitchName=spine-1 Switches=leaf-[1-8] LinkSpeed=400"));

    const QString net = dir.filePath(QStringLiteral("fabric.net"));
    QVERIFY2(exporter.exportTopology(indexOf(exporting::ExportFormat::Ibsim), net, &error), qPrintable(error));
    QVERIFY(spinel::testdata::readBytes(net + QStringLiteral(".node-name-map")).contains("\"srv-2 mlx5_7\""));

    const QString netbox = dir.filePath(QStringLiteral("netbox"));
    QVERIFY2(exporter.exportTopology(indexOf(exporting::ExportFormat::NetBox), netbox, &error), qPrintable(error));
    for (const char *name : {"devices.csv", "interfaces.csv", "cables.csv"})
        QVERIFY2(QFile::exists(QDir(netbox).filePath(QLatin1String(name))), name);
    // 16 NIC cables and 8 uplinks, one row each after the header.
    QCOMPARE(spinel::testdata::readBytes(QDir(netbox).filePath(QStringLiteral("cables.csv"))).count("\r\n"), 1 + 16 + 8);

    // A folder that cannot be made is a message, not a crash.
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QVERIFY(
        !exporter.exportTopology(indexOf(exporting::ExportFormat::AstraSim), dir.filePath(QStringLiteral("file/astra")), &error));
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

void TestTopologyExport::runListColumnPicker()
{
    QTemporaryDir dir;
    const int runList = indexOf(exporting::ExportFormat::RunList);
    exporting::ExportOptions p2p;
    p2p.runList = exporting::RunListLayout::p2p();
    TopologyExportDialog::remember(runList, dir.filePath(QStringLiteral("cables.csv")), p2p);
    {
        // The next dialog opens on the run list with the P2P columns, and shows the picker.
        TopologyExportDialog dialog(QStringLiteral("My fabric"));
        auto *picker = dialog.findChild<RunListColumnPicker *>();
        QVERIFY(picker);
        QCOMPARE(dialog.formatIndex(), runList);
        QVERIFY(picker->isVisibleTo(&dialog));
        QCOMPARE(dialog.options().runList.headers, p2p.runList.headers);
        // SPINEL_SCREENSHOT_DIR: a picture of the dialog with its column picker, for a look by eye.
        if (const QByteArray shots = qgetenv("SPINEL_SCREENSHOT_DIR"); !shots.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/export-columns.png"));
            dialog.hide();
        }
        // Other formats have no columns to pick.
        dialog.findChild<QComboBox *>()->setCurrentIndex(indexOf(exporting::ExportFormat::GraphMl));
        QVERIFY(!picker->isVisibleTo(&dialog));

        // Unchecking a column of the preset makes the choice custom: the P2P columns less one, keys as headers.
        auto *list = picker->findChild<QListWidget *>();
        QVERIFY(list);
        QCOMPARE(list->item(0)->text(), QStringLiteral("a_rack"));
        list->item(0)->setCheckState(Qt::Unchecked);
        const auto custom = picker->columnLayout();
        QCOMPARE(custom.columns.size(), std::size_t(9));
        QCOMPARE(custom.columns.front(), std::string("a_u"));
        QCOMPARE(custom.headers, custom.columns);
        TopologyExportDialog::remember(runList, dir.filePath(QStringLiteral("cables.csv")), dialog.options());
    }
    QCOMPARE(RunListColumnPicker::lastLayout().columns.size(), std::size_t(9)); // the custom choice is remembered

    // The chosen columns reach the file.
    Document document;
    document.newDesignFrom(testdata::railDesign(1, 1, 1));
    TopologyExport exporter(nullptr, &document);
    exporting::ExportOptions options;
    options.runList = exporting::parseRunListColumns("z_device,a_device");
    QString error;
    const QString csv = dir.filePath(QStringLiteral("two.csv"));
    QVERIFY2(exporter.exportTopology(runList, csv, &error, options), qPrintable(error));
    const QByteArray text = spinel::testdata::readBytes(csv);
    QVERIFY(text.startsWith("z_device,a_device\r\n"));
    QVERIFY(text.contains("\r\nleaf-1,srv-1\r\n")); // A is the lower tier
    QVERIFY(text.contains("\r\nspine-1,leaf-1\r\n"));
    QCOMPARE(text.count("\r\n"), 1 + 8 + 8);
}

// A form row whose field is a layout (path and Browse…) gets a QLabel with no buddy, which draws
// its "&" literally ("&Save to:"): every label with a mnemonic must name the field it focuses.
void TestTopologyExport::mnemonicsHaveBuddies()
{
    TopologyExportDialog dialog(QStringLiteral("My fabric"));
    int labelled = 0;
    for (QLabel *label : dialog.findChildren<QLabel *>()) {
        if (!label->text().contains(QLatin1Char('&'))) continue;
        QVERIFY2(label->buddy(), qPrintable(label->text()));
        ++labelled;
    }
    QVERIFY(labelled >= 3); // Format, Save to, Columns
    const auto edits = dialog.findChildren<QLineEdit *>(Qt::FindDirectChildrenOnly);
    bool pathHasLabel = false;
    for (QLabel *label : dialog.findChildren<QLabel *>())
        pathHasLabel = pathHasLabel || (label->buddy() && edits.contains(qobject_cast<QLineEdit *>(label->buddy())));
    QVERIFY(pathHasLabel);
}

SPINEL_QTEST_MAIN(TestTopologyExport)
#include "tst_topologyexport.moc"
