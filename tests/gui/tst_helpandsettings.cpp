// Help menu documents, the Design Settings dialog and the canvas's right-click menu (issue 12,
// defects 13 and 14): the user guide is the README's usage text, the shortcut list is read from
// the window's actions, every finding code the checks emit is explained; design settings are
// one undo step; right-click offers Delete, Properties, Select Connected and Show Ports.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialog>
#include <QLineEdit>
#include <QMenu>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <memory>
#include <set>

#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "commands/changedesignsettings.h"
#include "dialogs/designsettingsdialog.h"
#include "dialogs/portsdialog.h"
#include "document/document.h"
#include "generate/generators.h"
#include "mainwindow/analysiscontroller.h"
#include "mainwindow/helpmenu.h"
#include "mainwindow/mainwindow.h"
#include "rules/analysis.h"
#include "support/testmain.h"

using namespace spinel;

class TestHelpAndSettings : public QObject {
    Q_OBJECT

private slots:
    void userGuideIsTheReadme();
    void shortcutsComeFromTheActions();
    void everyEmittedFindingCodeIsExplained();
    void designSettingsAreOneUndoStep();
    void contextMenuOffersEditing();
    void portsDialogListsTheDevicesLinks();
};

void TestHelpAndSettings::userGuideIsTheReadme()
{
    const QString guide = HelpMenu::userGuideMarkdown();
    QVERIFY(guide.contains(QStringLiteral("## Using the desktop app")));
    QVERIFY(guide.contains(QStringLiteral("New from Template")));
    QVERIFY(guide.contains(QStringLiteral("## spinel-cli")));
    QVERIFY(!guide.contains(QStringLiteral("## How the code is organised"))); // for developers, not users

    MainWindow window;
    QDialog *dialog = window.helpMenu()->showUserGuide();
    auto *browser = dialog->findChild<QTextBrowser *>(QStringLiteral("helpText"));
    QVERIFY(browser);
    QVERIFY(browser->toPlainText().contains(QStringLiteral("Using the desktop app")));
    QCOMPARE(window.helpMenu()->showUserGuide(), dialog); // raised, not opened twice
}

void TestHelpAndSettings::shortcutsComeFromTheActions()
{
    MainWindow window;
    const QString list = window.helpMenu()->shortcutsMarkdown();
    for (QKeySequence::StandardKey key : {QKeySequence::Undo, QKeySequence::Copy, QKeySequence::SelectAll, QKeySequence::Find})
        QVERIFY2(list.contains(QKeySequence(key).toString(QKeySequence::NativeText)), qPrintable(list));
    QVERIFY(list.contains(QStringLiteral("Select All")));
    QVERIFY(!list.contains(QLatin1Char('&'))); // mnemonics stripped
}

void TestHelpAndSettings::everyEmittedFindingCodeIsExplained()
{
    // Codes the checks really emit on a few broken designs, not a copy of the help's list.
    const Catalog &catalog = builtinCatalog();
    std::set<std::string> emitted;
    Design design = generateFabric("leaf-spine", {{"servers", "4"}}, catalog);
    design.links.erase(design.links.begin() + 3); // a missing cable: nic-count
    design.links.front().speedGbps = 1600;        // faster than the ports
    design.links[1].lengthM = 400;                // beyond a DAC's reach
    design.settings.targetOversubscription = 1;
    for (const Finding &finding : analyzeFabric(design, catalog).findings) emitted.insert(finding.code);
    QVERIFY(emitted.size() >= 3);
    const QString codes = HelpMenu::findingCodesMarkdown();
    for (const std::string &code : emitted)
        QVERIFY2(codes.contains(QStringLiteral("`%1`").arg(QString::fromStdString(code))), code.c_str());
}

void TestHelpAndSettings::designSettingsAreOneUndoStep()
{
    Document document;
    QVERIFY(document.load(QStringLiteral(":/examples/leaf-spine-4x-h100.spinel")));
    const DesignSettings before = document.design().settings;
    DesignSettingsDialog dialog(before);
    QCOMPARE(dialog.settings(), before); // untouched: exactly the same, training and prices kept
    dialog.nameEdit()->setText(QStringLiteral("Cluster B"));
    dialog.transportCombo()->setCurrentIndex(dialog.transportCombo()->findData(int(Transport::Roce)));
    dialog.inNetworkReductionBox()->setChecked(!before.inNetworkReduction);
    const DesignSettings edited = dialog.settings();
    QCOMPARE(edited.name, std::string("Cluster B"));
    QCOMPARE(edited.transport, Transport::Roce);
    QCOMPARE(edited.training, before.training);
    document.undoStack()->push(new ChangeDesignSettings(&document, edited));
    QCOMPARE(document.design().settings, edited);
    document.undoStack()->undo();
    QCOMPARE(document.design().settings, before);
}

void TestHelpAndSettings::contextMenuOffersEditing()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample());
    DeviceItem *leaf = window.scene()->deviceItem(QStringLiteral("leaf-1"));
    QVERIFY(leaf);
    std::unique_ptr<QMenu> menu(window.analysis()->createContextMenu(leaf->scenePos()));
    QVERIFY(menu);
    // One copy of the list: begin() and end() of two temporaries would walk two arrays.
    const QList<QAction *> actions = menu->actions();
    QStringList names;
    for (QAction *action : actions) names << action->objectName();
    for (const char *name : {"showProperties", "selectConnected", "showPorts", "failObject"})
        QVERIFY2(names.contains(QLatin1String(name)), qPrintable(names.join(QLatin1Char(','))));
    QVERIFY(std::any_of(actions.begin(), actions.end(),
                        [](QAction *action) { return action->shortcuts().contains(QKeySequence(QKeySequence::Delete)); }));
    // Right-clicking an unselected device selects it; Select Connected adds its links and neighbours.
    QCOMPARE(window.scene()->selectedDeviceIds(), QStringList{QStringLiteral("leaf-1")});
    QAction *selectConnected = *std::find_if(
        actions.begin(), actions.end(), [](QAction *action) { return action->objectName() == QLatin1String("selectConnected"); });
    selectConnected->trigger();
    const Design &design = window.document()->design();
    QStringList expectedLinks;
    QSet<QString> expectedDevices{QStringLiteral("leaf-1")};
    for (const Link &link : design.links)
        if (link.from.device == "leaf-1" || link.to.device == "leaf-1") {
            expectedLinks << QString::fromStdString(link.id);
            expectedDevices << QString::fromStdString(link.from.device) << QString::fromStdString(link.to.device);
        }
    QVERIFY(expectedDevices.size() > 2);
    const QStringList links = window.scene()->selectedLinkIds();
    QCOMPARE(QSet<QString>(links.begin(), links.end()), QSet<QString>(expectedLinks.begin(), expectedLinks.end()));
    const QStringList devices = window.scene()->selectedDeviceIds();
    QCOMPARE(QSet<QString>(devices.begin(), devices.end()), expectedDevices);
}

void TestHelpAndSettings::portsDialogListsTheDevicesLinks()
{
    Document document;
    QVERIFY(document.load(QStringLiteral(":/examples/leaf-spine-4x-h100.spinel")));
    int links = 0;
    for (const Link &link : document.design().links) links += link.from.device == "srv-1" || link.to.device == "srv-1";
    QVERIFY(links > 0);
    PortsDialog dialog(document.design(), document.catalog(), "srv-1");
    QCOMPARE(dialog.rowCount(), links);
}

SPINEL_QTEST_MAIN(TestHelpAndSettings)
#include "tst_helpandsettings.moc"
