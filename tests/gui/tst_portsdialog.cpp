// Show Ports is a real port map (issue 12): a server's rows are its NICs in effect with the rail
// of the leaf each reaches, a switch's rows its ports; one selected link's properties say which
// NIC or port each end uses. Both follow the drawing order the analysis uses.
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include "dialogs/portsdialog.h"
#include "canvas/fabricscene.h"
#include "docks/propertieswidget.h"
#include "io/designformat.h"
#include "mainwindow/linkendsupdater.h"
#include "mainwindow/mainwindow.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// Three rail-aligned servers, srv-1's cables unpinned and its cable to leaf-2 drawn first.
Design swappedDesign()
{
    Design design = testdata::railDesign(3, 2, 1);
    for (Link &link : design.links)
        if (link.from.device == "srv-1") link.from.port.reset();
    const auto first = std::find_if(design.links.begin(), design.links.end(), [](const Link &l) { return l.id == "nic-1-1"; });
    std::iter_swap(first, first + 1);
    return design;
}

} // namespace

class TestPortsDialog : public QObject {
    Q_OBJECT
private slots:
    void serverPortMap();
    void switchPortMap();
    void linkPropertiesNameTheNics();
    void mainWindowShowsTheSelectedLinksEnds();
};

void TestPortsDialog::serverPortMap()
{
    const Design design = swappedDesign();
    PortsDialog dialog(design, builtinCatalog(), "srv-1");
    QCOMPARE(dialog.rowCount(), 8);
    // Columns: NIC, rail, peer, peer NIC / port, speed, cables, link.
    QCOMPARE(dialog.cellText(0, 0), QStringLiteral("0"));
    QCOMPARE(dialog.cellText(0, 1), QStringLiteral("1")); // NIC 0 on leaf-2, which carries rail 1
    QCOMPARE(dialog.cellText(0, 2), QStringLiteral("leaf-2"));
    QCOMPARE(dialog.cellText(0, 3), PortsDialog::tr("auto"));
    QCOMPARE(dialog.cellText(0, 6), QStringLiteral("nic-1-2"));
    QCOMPARE(dialog.cellText(1, 2), QStringLiteral("leaf-1"));
    QCOMPARE(dialog.cellText(7, 0), QStringLiteral("7"));
    QCOMPARE(dialog.cellText(7, 1), QStringLiteral("7"));
}

void TestPortsDialog::switchPortMap()
{
    const Design design = swappedDesign();
    PortsDialog dialog(design, builtinCatalog(), "leaf-2");
    QCOMPARE(dialog.rowCount(), 5); // three servers, two spines
    QStringList peers, peerSlots;
    for (int row = 0; row < dialog.rowCount(); ++row) {
        peers << dialog.cellText(row, 2);
        peerSlots << dialog.cellText(row, 3);
    }
    // srv-1 reaches leaf-2 with its NIC 0 (drawn first); srv-2 and srv-3 with NIC 1.
    const int srv1 = int(peers.indexOf(QStringLiteral("srv-1")));
    QVERIFY(srv1 >= 0);
    QCOMPARE(peerSlots[srv1], QStringLiteral("0"));
    QCOMPARE(peerSlots[peers.indexOf(QStringLiteral("srv-2"))], QStringLiteral("1"));
    QVERIFY(peers.contains(QStringLiteral("spine-1")));
}

void TestPortsDialog::linkPropertiesNameTheNics()
{
    const Design design = swappedDesign();
    const auto ends = linkEnds(design, builtinCatalog(), "nic-1-2");
    QVERIFY(ends);
    const QString text = PropertiesWidget::endsText(design, ends->first, ends->second, 1);
    QCOMPARE(text, QStringLiteral("srv-1 NIC 0 (rail 1)\nleaf-2 port auto"));

    PropertiesWidget widget;
    widget.setSelection(builtinCatalog(), {}, {*design.findLink("nic-1-2")});
    widget.setLinkEnds(text);
    QCOMPARE(widget.linkEndsLabel()->text(), text);
    QVERIFY(!widget.linkEndsLabel()->isHidden());
    widget.setSelection(builtinCatalog(), {}, {*design.findLink("nic-1-2"), *design.findLink("nic-1-1")});
    widget.setLinkEnds(QString());
    QVERIFY(widget.linkEndsLabel()->isHidden());
}

// In the window the ends come from a worker (the NIC in effect needs the whole design): the panel
// shows them once they are in, and only the latest selection's.
void TestPortsDialog::mainWindowShowsTheSelectedLinksEnds()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("swapped.spinel"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(writeDesign(swappedDesign())));
    file.close();
    MainWindow window;
    QVERIFY(window.openFile(path));
    const QLabel *label = window.propertiesWidget()->linkEndsLabel();
    const QString ends = QStringLiteral("srv-1 NIC 0 (rail 1)\nleaf-2 port auto"); // as worked out above

    window.scene()->selectOnly({}, {QStringLiteral("nic-1-2")});
    QTRY_COMPARE(label->text(), ends);
    QVERIFY(!label->isHidden());
    QVERIFY(window.linkEnds()->waitUntilCurrent(5000));

    // A server: no link ends, and nothing is worked out for it.
    window.scene()->selectOnly({QStringLiteral("srv-1")}, {});
    QTRY_VERIFY(label->isHidden());
    QVERIFY(window.linkEnds()->link().empty());

    // Two links in a row: the first one's answer, if it comes, is dropped.
    window.scene()->selectOnly({}, {QStringLiteral("nic-2-1")});
    QCoreApplication::processEvents();
    window.scene()->selectOnly({}, {QStringLiteral("nic-1-2")});
    QTRY_COMPARE(label->text(), ends);
    QVERIFY(window.linkEnds()->waitUntilCurrent(5000));
    QCOMPARE(label->text(), ends);
}

SPINEL_QTEST_MAIN(TestPortsDialog)
#include "tst_portsdialog.moc"
