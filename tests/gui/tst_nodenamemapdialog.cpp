// The node-name map asked for after an ibnetdiscover dump is picked (File ▸ Import…, Compare with
// As-Built…): offered from beside the dump, else the last one chosen; empty means none.
#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "mainwindow/nodenamemapdialog.h"
#include "support/testmain.h"

using namespace spinel;

namespace {
bool touch(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write("0x0002c90300000001 \"leaf-1\"\n") > 0;
}
} // namespace

class TestNodeNameMapDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void suggestsTheMapBesideTheDump();
    void remembersTheLastMap();
};

void TestNodeNameMapDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_nodenamemapdialog"));
    QSettings().clear();
}

void TestNodeNameMapDialog::suggestsTheMapBesideTheDump()
{
    QTemporaryDir dir;
    const QString dump = dir.filePath(QStringLiteral("fabric.ibnd"));
    QVERIFY(touch(dump));
    QCOMPARE(NodeNameMapDialog::suggestedMap(dump), QString()); // nothing beside it, nothing remembered
    NodeNameMapDialog none(dump);
    QCOMPARE(none.mapPath(), QString());

    QVERIFY(touch(dump + QStringLiteral(".node-name-map")));
    NodeNameMapDialog beside(dump);
    QCOMPARE(beside.mapPath(), dump + QStringLiteral(".node-name-map"));
    // What is typed is what is used, trimmed.
    beside.findChild<QLineEdit *>()->setText(QStringLiteral("  /tmp/other.map "));
    QCOMPARE(beside.mapPath(), QStringLiteral("/tmp/other.map"));
}

void TestNodeNameMapDialog::remembersTheLastMap()
{
    QTemporaryDir dir;
    const QString map = dir.filePath(QStringLiteral("site.map"));
    QVERIFY(touch(map));
    NodeNameMapDialog::remember(map);
    const QString dump = dir.filePath(QStringLiteral("other.ibnd"));
    QCOMPARE(NodeNameMapDialog::suggestedMap(dump), map);
    // The map beside the dump wins over the remembered one.
    QVERIFY(touch(dump + QStringLiteral(".node-name-map")));
    QCOMPARE(NodeNameMapDialog::suggestedMap(dump), dump + QStringLiteral(".node-name-map"));
    // A remembered map that is gone is not offered; an empty choice does not forget the last one.
    QFile::remove(dump + QStringLiteral(".node-name-map"));
    NodeNameMapDialog::remember(QString());
    QCOMPARE(NodeNameMapDialog::suggestedMap(dump), map);
    QFile::remove(map);
    QCOMPARE(NodeNameMapDialog::suggestedMap(dump), QString());
}

SPINEL_QTEST_MAIN(TestNodeNameMapDialog)
#include "tst_nodenamemapdialog.moc"
