// The canvas scene: exactly one item per device and per link, found by id, kept in sync by the
// document's change signals.
#include <QGraphicsItem>
#include <QGraphicsRectItem>
#include <QTest>

#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "canvas/serverblockitem.h"
#include "core/catalog.h"
#include "document/document.h"
#include "document/followedits.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

template <typename Item>
int countItems(const QGraphicsScene &scene)
{
    int count = 0;
    for (QGraphicsItem *item : scene.items())
        if (qgraphicsitem_cast<Item *>(item)) ++count;
    return count;
}

// Connects the scene to the document the way the main window does.
void connectScene(Document &document, FabricScene &scene)
{
    QObject::connect(&document, &Document::designReset, &scene,
                     [&] { scene.showDesign(document.design(), document.catalog(), &document.index()); });
    followDocumentEdits(document, scene); // the main window's own wiring
}

// Maps, items in the scene and the design all agree.
void verifyInSync(const Design &design, const FabricScene &scene)
{
    QCOMPARE(scene.deviceItems().size(), qsizetype(design.devices.size()));
    QCOMPARE(scene.linkItems().size(), qsizetype(design.links.size()));
    QCOMPARE(countItems<DeviceItem>(scene), int(design.devices.size()));
    QCOMPARE(countItems<LinkItem>(scene), int(design.links.size()));
    for (const Device &device : design.devices) {
        const DeviceItem *item = scene.deviceItem(QString::fromStdString(device.id));
        QVERIFY2(item, device.id.c_str());
        QCOMPARE(item->id(), QString::fromStdString(device.id));
        QCOMPARE(item->pos(), QPointF(device.position.x, device.position.y));
    }
    for (const Link &link : design.links) {
        const LinkItem *item = scene.linkItem(QString::fromStdString(link.id));
        QVERIFY2(item, link.id.c_str());
        QCOMPARE(item->id(), QString::fromStdString(link.id));
        QCOMPARE(item->fromItem()->id(), QString::fromStdString(link.from.device));
        QCOMPARE(item->toItem()->id(), QString::fromStdString(link.to.device));
        QVERIFY(item->fromItem()->links().contains(item));
        QVERIFY(item->toItem()->links().contains(item));
    }
}

} // namespace

class TestFabricScene : public QObject {
    Q_OBJECT

private slots:
    void showsOneItemPerDeviceAndLink();
    void staysActiveAcrossWindowActivation();
    void itemsShowTheModel();
    void showDesignReplacesEverything();
    void incrementalEditsKeepMapsInSync();
    void movingADeviceReroutesItsLinks();
    void changingLinkEndsReattaches();
    void linkWidthGrowsWithBandwidth_data();
    void linkWidthGrowsWithBandwidth();
};

void TestFabricScene::showsOneItemPerDeviceAndLink()
{
    const Design design = testdata::exampleDesign();
    QCOMPARE(design.devices.size(), std::size_t(14));
    QCOMPARE(design.links.size(), std::size_t(48));
    FabricScene scene;
    scene.showDesign(design, builtinCatalog());
    verifyInSync(design, scene);
    QVERIFY(scene.sceneRect().contains(scene.designRect()));
}

void TestFabricScene::itemsShowTheModel()
{
    const Design design = testdata::exampleDesign();
    FabricScene scene;
    scene.showDesign(design, builtinCatalog());

    const DeviceItem *spine = scene.deviceItem(QStringLiteral("spine-1"));
    const DeviceItem *leaf = scene.deviceItem(QStringLiteral("leaf-1"));
    const DeviceItem *server = scene.deviceItem(QStringLiteral("srv-1"));
    QVERIFY(spine && leaf && server);
    QCOMPARE(spine->type(), int(QGraphicsItem::UserType + 1));
    QCOMPARE(spine->icon(), DeviceIcon::SpineSwitch);
    QCOMPARE(leaf->icon(), DeviceIcon::LeafSwitch);
    QCOMPARE(server->icon(), DeviceIcon::GpuServer);
    QCOMPARE(server->name(), QStringLiteral("H100 node 1"));
    QVERIFY2(server->summary().contains(QLatin1String("8")), qPrintable(server->summary()));
    QVERIFY(server->flags() & QGraphicsItem::ItemSendsGeometryChanges);

    const LinkItem *uplink = scene.linkItem(QStringLiteral("leaf-1-spine-1"));
    const LinkItem *downlink = scene.linkItem(QStringLiteral("srv-1-rail-1"));
    QVERIFY(uplink && downlink);
    QCOMPARE(uplink->type(), int(QGraphicsItem::UserType + 2));
    // 2 × 400G is wider than 1 × 400G, and the media differ in colour.
    QVERIFY(uplink->penWidth() > downlink->penWidth());
    QVERIFY(uplink->color() != downlink->color());
    QVERIFY(uplink->toolTip().contains(QLatin1String("400")));
    QVERIFY(uplink->toolTip().contains(QLatin1String("20 m")));
}

void TestFabricScene::showDesignReplacesEverything()
{
    const Design example = testdata::exampleDesign();
    const Design rail = testdata::railDesign(16, 4, 2);
    FabricScene scene;
    scene.showDesign(example, builtinCatalog());
    scene.showDesign(rail, builtinCatalog());
    verifyInSync(rail, scene);
    QVERIFY(!scene.deviceItem(QStringLiteral("srv-1-rail-1")));
    scene.clearDesign();
    // Only the empty level-of-detail layers stay (see FabricScene::createLayers); the two link
    // layers hang, empty, under their transparent parent.
    QCOMPARE(countItems<DeviceItem>(scene) + countItems<LinkItem>(scene) + countItems<ServerBlockItem>(scene), 0);
    for (const QGraphicsItem *item : scene.items())
        for (const QGraphicsItem *child : item->childItems()) QVERIFY(child->childItems().isEmpty());
    QVERIFY(scene.deviceItems().isEmpty() && scene.linkItems().isEmpty());
}

void TestFabricScene::incrementalEditsKeepMapsInSync()
{
    Document document;
    FabricScene scene;
    connectScene(document, scene);
    QVERIFY(document.load(spinel::testdata::examplePath()));
    verifyInSync(document.design(), scene);

    Device leaf = document.design().devices.at(2);
    leaf.id = "leaf-9";
    leaf.name = "Leaf rail 9";
    leaf.position = {1500, 220};
    document.insertDevice(int(document.design().devices.size()), leaf);
    verifyInSync(document.design(), scene);

    Link link;
    link.id = "leaf-9-spine-1";
    link.from = {"leaf-9", std::nullopt};
    link.to = {"spine-1", std::nullopt};
    link.count = 4;
    document.insertLink(0, link);
    verifyInSync(document.design(), scene);
    QCOMPARE(scene.deviceItem(QStringLiteral("leaf-9"))->links().size(), 1);

    // Removing a device: its links go first, as the delete command will do it.
    for (const char *id : {"leaf-1-spine-1", "leaf-1-spine-2", "srv-1-rail-1", "srv-2-rail-1", "srv-3-rail-1", "srv-4-rail-1"}) {
        const int index = document.linkIndex(id);
        QVERIFY2(index >= 0, id);
        document.removeLink(index);
        verifyInSync(document.design(), scene);
    }
    document.removeDevice(document.deviceIndex("leaf-1"));
    verifyInSync(document.design(), scene);
    QVERIFY(!scene.deviceItem(QStringLiteral("leaf-1")));

    // A device removed with links still attached takes their items with it.
    document.removeDevice(document.deviceIndex("leaf-9"));
    QVERIFY(!scene.linkItem(QStringLiteral("leaf-9-spine-1")));
    QCOMPARE(countItems<LinkItem>(scene), int(scene.linkItems().size()));
}

void TestFabricScene::movingADeviceReroutesItsLinks()
{
    Document document;
    FabricScene scene;
    connectScene(document, scene);
    QVERIFY(document.load(spinel::testdata::examplePath()));

    Device spine = *document.design().findDevice("spine-1");
    spine.position = {100, -300};
    spine.name = "Spine A";
    document.replaceDevice(spine);
    const DeviceItem *item = scene.deviceItem(QStringLiteral("spine-1"));
    QCOMPARE(item->pos(), QPointF(100, -300));
    QCOMPARE(item->name(), QStringLiteral("Spine A"));
    const LinkItem *link = scene.linkItem(QStringLiteral("leaf-1-spine-1"));
    QVERIFY(link->lineRect().contains(QPointF(100, -300)));
    QVERIFY(link->toolTip().contains(QLatin1String("Spine A")));
    verifyInSync(document.design(), scene);
}

void TestFabricScene::changingLinkEndsReattaches()
{
    Document document;
    FabricScene scene;
    connectScene(document, scene);
    QVERIFY(document.load(spinel::testdata::examplePath()));

    Link link = *document.design().findLink("leaf-1-spine-1");
    link.to.device = "spine-2";
    link.id = "leaf-1-spine-1";
    document.replaceLink(link);
    const LinkItem *item = scene.linkItem(QStringLiteral("leaf-1-spine-1"));
    QCOMPARE(item->toItem()->id(), QStringLiteral("spine-2"));
    QVERIFY(!scene.deviceItem(QStringLiteral("spine-1"))->links().contains(const_cast<LinkItem *>(item)));
    verifyInSync(document.design(), scene);
}

void TestFabricScene::linkWidthGrowsWithBandwidth_data()
{
    QTest::addColumn<double>("lower");
    QTest::addColumn<double>("higher");
    QTest::newRow("100G < 200G") << 100.0 << 200.0;
    QTest::newRow("400G < 800G") << 400.0 << 800.0;
    QTest::newRow("1.6T < 12.8T") << 1600.0 << 12800.0;
}

void TestFabricScene::linkWidthGrowsWithBandwidth()
{
    QFETCH(double, lower);
    QFETCH(double, higher);
    QVERIFY(LinkItem::widthForBandwidth(lower) < LinkItem::widthForBandwidth(higher));
    // Each doubling adds one unit, so the width stays readable for huge bundles.
    QCOMPARE(LinkItem::widthForBandwidth(2 * lower) - LinkItem::widthForBandwidth(lower), 1.0);
    QVERIFY(LinkItem::widthForBandwidth(1e6) <= 10.0);
}

// The window's (de)activation does not reach Qt's handler, which sorts every item by stacking
// order for each one (seconds at a million GPUs): the scene is active from the start and stays so,
// and an item keeps its focus.
void TestFabricScene::staysActiveAcrossWindowActivation()
{
    Document document;
    FabricScene scene;
    connectScene(document, scene);
    QVERIFY(document.load(spinel::testdata::examplePath()));
    QVERIFY(scene.isActive());

    auto *focusable = new QGraphicsRectItem(0, 0, 10, 10);
    focusable->setFlag(QGraphicsItem::ItemIsFocusable);
    scene.addItem(focusable);
    focusable->setFocus();
    QCOMPARE(scene.focusItem(), focusable);

    QEvent deactivate(QEvent::WindowDeactivate);
    QCoreApplication::sendEvent(&scene, &deactivate);
    QVERIFY(scene.isActive());
    QCOMPARE(scene.focusItem(), focusable);
    QEvent activate(QEvent::WindowActivate);
    QCoreApplication::sendEvent(&scene, &activate);
    QVERIFY(scene.isActive());
    QCOMPARE(scene.focusItem(), focusable);
}

SPINEL_QTEST_MAIN(TestFabricScene)
#include "tst_fabricscene.moc"
