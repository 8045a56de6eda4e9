// Every undo command: do, undo, redo — and after each, the saved JSON (spinel::writeDesign) equals
// the expected design exactly. Plus the tier layout the auto-layout command uses. (Ids, link defaults
// and server wiring are model units: tests/model/tst_idallocator, tst_linkdefaults, tst_serverwiring.)
#include <QTest>
#include <QUndoStack>

#include <QMimeData>

#include <memory>
#include <set>

#include "commands/adddevices.h"
#include "commands/aligndevices.h"
#include "commands/autolayout.h"
#include "commands/connectdevices.h"
#include "commands/distributedevices.h"
#include "commands/movedevices.h"
#include "commands/pasteitems.h"
#include "commands/removeitems.h"
#include "commands/setdeviceproperty.h"
#include "commands/setlinkproperty.h"
#include "document/designfragment.h"
#include "document/document.h"
#include "edit/linkdefaults.h"
#include "generate/tierlayout.h"
#include "io/designformat.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

QByteArray saved(const Design &design)
{
    return QByteArray::fromStdString(writeDesign(design));
}

Device &deviceIn(Design &design, const std::string &id)
{
    Device *device = design.findDevice(id);
    Q_ASSERT(device);
    return *device;
}

Link &linkIn(Design &design, const std::string &id)
{
    Link *link = design.findLink(id);
    Q_ASSERT(link);
    return *link;
}

} // namespace

class TestCommands : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanupTestCase();

    void addDevices();
    void removeItemsRestoresIndices();
    void removeLinksOnly();
    void moveDevices();
    void nudgesMerge();
    void dragsDoNotMerge();
    void connectDevices();
    void setDeviceProperty();
    void setDevicePropertySkipsWhatDoesNotApply();
    void setLinkProperty();
    void numericEditsMerge();
    void pasteItems();
    void alignDevices();
    void distributeDevices();
    void autoLayout();
    void documentIndexFollowsEdits();

    void tierLayoutRows();

private:
    // Pushes `command` and checks the design after redo, undo and redo again.
    // `text`: the undo text the Edit menu shows (untranslated: no translator is installed here).
    void verifyCommand(QUndoCommand *command, const Design &expected, const QString &text);

    Document *m_document = nullptr;
    Design m_original;
};

void TestCommands::init()
{
    delete m_document;
    m_document = new Document;
    QVERIFY(m_document->load(testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"))));
    m_original = m_document->design();
}

void TestCommands::cleanupTestCase()
{
    // init() replaces the document before each test; the last one is freed here (LeakSanitizer).
    delete m_document;
    m_document = nullptr;
}

void TestCommands::verifyCommand(QUndoCommand *command, const Design &expected, const QString &text)
{
    QUndoStack *stack = m_document->undoStack();
    const int before = stack->count();
    stack->push(command);
    QCOMPARE(stack->count(), before + 1);
    QCOMPARE(saved(m_document->design()), saved(expected));
    validateDesign(m_document->design(), m_document->catalog());
    stack->undo();
    QCOMPARE(saved(m_document->design()), saved(m_original));
    QVERIFY(m_document->design() == m_original);
    stack->redo();
    QCOMPARE(saved(m_document->design()), saved(expected));
    QVERIFY(m_document->design() == expected);
    QCOMPARE(command->text(), text);
}

void TestCommands::addDevices()
{
    Device leaf = *m_original.findDevice("leaf-1");
    leaf.id = "leaf-9";
    leaf.name = "Leaf 9";
    leaf.position = {1500, 220};
    Link link;
    link.id = "link-1";
    link.from.device = "leaf-9";
    link.to.device = "spine-1";
    Design expected = m_original;
    expected.devices.push_back(leaf);
    expected.links.push_back(link);
    verifyCommand(new AddDevices(m_document, {leaf}, {link}), expected, QStringLiteral("Add Leaf 9"));
}

void TestCommands::removeItemsRestoresIndices()
{
    // A device in the middle of the list, its links spread through the link list, and one
    // unrelated link: undo must put all of them back where they were.
    Design expected = m_original;
    std::erase_if(expected.links,
                  [](const Link &l) { return l.from.device == "leaf-3" || l.to.device == "leaf-3" || l.id == "srv-4-rail-8"; });
    std::erase_if(expected.devices, [](const Device &d) { return d.id == "leaf-3"; });
    QVERIFY(expected.links.size() < m_original.links.size() - 4);
    verifyCommand(new RemoveItems(m_document, {"leaf-3"}, {"srv-4-rail-8"}), expected,
                  QStringLiteral("Delete ") + QString::fromStdString(m_original.findDevice("leaf-3")->name));
}

void TestCommands::removeLinksOnly()
{
    Design expected = m_original;
    std::erase_if(expected.links, [](const Link &l) { return l.id == "srv-1-rail-1" || l.id == "leaf-1-spine-2"; });
    auto *command = new RemoveItems(m_document, {}, {"leaf-1-spine-2", "srv-1-rail-1"});
    QVERIFY(!command->isEmpty());
    verifyCommand(command, expected, QStringLiteral("Delete 2 Link(s)"));
}

void TestCommands::moveDevices()
{
    Design expected = m_original;
    deviceIn(expected, "srv-1").position = {100, 500};
    deviceIn(expected, "leaf-2").position = {-20, 40};
    verifyCommand(new MoveDevices(m_document, {{"srv-1", {100, 500}}, {"leaf-2", {-20, 40}}}), expected,
                  QStringLiteral("Move 2 Device(s)"));
}

void TestCommands::nudgesMerge()
{
    QUndoStack *stack = m_document->undoStack();
    for (int i = 1; i <= 3; ++i)
        stack->push(new MoveDevices(m_document, {{"srv-1", {175.0 + 20 * i, 440}}, {"srv-2", {525.0 + 20 * i, 440}}}, true));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(m_document->device("srv-1")->position, (Point{235, 440}));
    stack->undo();
    QVERIFY(m_document->design() == m_original);
    stack->redo();
    QCOMPARE(m_document->device("srv-2")->position, (Point{585, 440}));
    // A nudge of a different selection is a new step.
    stack->push(new MoveDevices(m_document, {{"srv-1", {0, 0}}}, true));
    QCOMPARE(stack->count(), 2);
}

void TestCommands::dragsDoNotMerge()
{
    QUndoStack *stack = m_document->undoStack();
    stack->push(new MoveDevices(m_document, {{"srv-1", {0, 0}}}));
    stack->push(new MoveDevices(m_document, {{"srv-1", {20, 0}}}));
    QCOMPARE(stack->count(), 2);
}

void TestCommands::connectDevices()
{
    Link link = LinkDefaults::makeLink(*m_original.findDevice("srv-1"), *m_original.findDevice("spine-1"), "link-1",
                                       m_document->catalog());
    Design expected = m_original;
    expected.links.push_back(link);
    verifyCommand(new ConnectDevices(m_document, {link}), expected, QStringLiteral("Connect 1 Link(s)"));
}

void TestCommands::setDeviceProperty()
{
    Design expected = m_original;
    deviceIn(expected, "leaf-1").name = "A";
    deviceIn(expected, "srv-2").name = "A";
    verifyCommand(new SetDeviceProperty(m_document, {"leaf-1", "srv-2"}, DeviceProperty::Name, QStringLiteral("A")), expected,
                  QStringLiteral("Rename 2 Device(s)"));

    init();
    expected = m_original;
    deviceIn(expected, "srv-1").nicModel = "cx8-800g";
    deviceIn(expected, "srv-3").nicModel = "cx8-800g";
    verifyCommand(new SetDeviceProperty(m_document, {"srv-1", "srv-3"}, DeviceProperty::NicModel, QStringLiteral("cx8-800g")),
                  expected, QStringLiteral("Change NIC Model of 2 Server(s)"));

    init();
    expected = m_original;
    deviceIn(expected, "srv-4").nicCount = 4;
    verifyCommand(new SetDeviceProperty(m_document, {"srv-4"}, DeviceProperty::NicCount, 4), expected,
                  QStringLiteral("Change NIC Count of 1 Server(s)"));

    init();
    expected = m_original;
    deviceIn(expected, "spine-2").model = "q3400";
    verifyCommand(new SetDeviceProperty(m_document, {"spine-2"}, DeviceProperty::Model, QStringLiteral("q3400")), expected,
                  QStringLiteral("Change Model of 1 Device(s)"));

    init();
    expected = m_original;
    deviceIn(expected, "leaf-8").group = "su-2";
    verifyCommand(new SetDeviceProperty(m_document, {"leaf-8"}, DeviceProperty::Group, QStringLiteral("su-2")), expected,
                  QStringLiteral("Change Group of 1 Device(s)"));
}

void TestCommands::setDevicePropertySkipsWhatDoesNotApply()
{
    // A role only applies to switches; a server model only to servers; an empty name to nothing.
    Design expected = m_original;
    deviceIn(expected, "leaf-1").role = SwitchRole::Core;
    verifyCommand(new SetDeviceProperty(m_document, {"leaf-1", "srv-1"}, DeviceProperty::Role, int(SwitchRole::Core)), expected,
                  QStringLiteral("Change Role of 1 Switch(es)")); // srv-1 has no role

    SetDeviceProperty serverModelOnSwitch(m_document, {"leaf-2"}, DeviceProperty::Model, QStringLiteral("hgx-b200"));
    QVERIFY(!serverModelOnSwitch.hasChanges());
    SetDeviceProperty emptyName(m_document, {"leaf-2"}, DeviceProperty::Name, QStringLiteral("  "));
    QVERIFY(!emptyName.hasChanges());
    SetDeviceProperty sameName(m_document, {"leaf-2"}, DeviceProperty::Name, QStringLiteral("Leaf rail 2"));
    QVERIFY(!sameName.hasChanges());
}

void TestCommands::setLinkProperty()
{
    Design expected = m_original;
    linkIn(expected, "srv-1-rail-1").speedGbps = 200;
    linkIn(expected, "leaf-1-spine-1").speedGbps = 200;
    verifyCommand(new SetLinkProperty(m_document, {"srv-1-rail-1", "leaf-1-spine-1"}, LinkProperty::Speed, 200.0), expected,
                  QStringLiteral("Change Speed of 2 Link(s)"));

    init();
    expected = m_original;
    linkIn(expected, "srv-1-rail-1").medium = Medium::Singlemode;
    verifyCommand(new SetLinkProperty(m_document, {"srv-1-rail-1"}, LinkProperty::Medium, int(Medium::Singlemode)), expected,
                  QStringLiteral("Change Medium of 1 Link(s)"));

    init();
    expected = m_original;
    linkIn(expected, "leaf-1-spine-1").lengthM.reset(); // 0 clears the length
    verifyCommand(new SetLinkProperty(m_document, {"leaf-1-spine-1"}, LinkProperty::Length, 0.0), expected,
                  QStringLiteral("Change Length of 1 Link(s)"));

    init();
    expected = m_original;
    linkIn(expected, "leaf-1-spine-1").count = 6;
    verifyCommand(new SetLinkProperty(m_document, {"leaf-1-spine-1"}, LinkProperty::Count, 6), expected,
                  QStringLiteral("Change Cable Count of 1 Link(s)"));

    SetLinkProperty zeroCount(m_document, {"leaf-1-spine-1"}, LinkProperty::Count, 0);
    QVERIFY(!zeroCount.hasChanges());
    SetLinkProperty tooFast(m_document, {"leaf-1-spine-1"}, LinkProperty::Speed, 5000.0);
    QVERIFY(!tooFast.hasChanges());
}

void TestCommands::numericEditsMerge()
{
    QUndoStack *stack = m_document->undoStack();
    for (int count = 3; count <= 5; ++count)
        stack->push(new SetLinkProperty(m_document, {"leaf-1-spine-1"}, LinkProperty::Count, count));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(m_document->link("leaf-1-spine-1")->count, 5);
    stack->undo();
    QVERIFY(m_document->design() == m_original);
    // Names never merge: each rename is its own step.
    stack->push(new SetDeviceProperty(m_document, {"leaf-1"}, DeviceProperty::Name, QStringLiteral("a")));
    stack->push(new SetDeviceProperty(m_document, {"leaf-1"}, DeviceProperty::Name, QStringLiteral("b")));
    QCOMPARE(stack->count(), 2);
}

void TestCommands::pasteItems()
{
    const Design fragment = DesignFragment::extract(m_original, {"leaf-1", "srv-1", "spine-1"});
    QCOMPARE(fragment.devices.size(), std::size_t(3));
    QCOMPARE(fragment.links.size(), std::size_t(2)); // srv-1–leaf-1 and leaf-1–spine-1

    Design expected = m_original;
    Device spine = *m_original.findDevice("spine-1");
    spine.id = "spine-3";
    spine.name = "Spine 3"; // the number follows the id
    spine.position = {506, 40};
    Device leaf = *m_original.findDevice("leaf-1");
    leaf.id = "leaf-9"; // "Leaf rail 1" ends in the id's number, so it is renumbered
    leaf.name = "Leaf rail 9";
    leaf.position = {127, 260};
    Device server = *m_original.findDevice("srv-1");
    server.id = "srv-5";
    server.name = "H100 node 5";
    server.position = {215, 480};
    expected.devices.insert(expected.devices.end(), {spine, leaf, server});
    Link down = *m_original.findLink("srv-1-rail-1");
    down.id = "link-1";
    down.from.device = "srv-5";
    down.to.device = "leaf-9";
    Link up = *m_original.findLink("leaf-1-spine-1");
    up.id = "link-2";
    up.from.device = "leaf-9";
    up.to.device = "spine-3";
    // Links keep their design order (the example lists server links first) and get fresh ids.
    QCOMPARE(fragment.links.front().id, std::string("srv-1-rail-1"));
    expected.links.push_back(down);
    expected.links.push_back(up);
    verifyCommand(new PasteItems(m_document, fragment, {40, 40}), expected, QStringLiteral("Paste 3 Device(s)"));

    // Through the clipboard format and back: the same fragment.
    std::unique_ptr<QMimeData> mime(DesignFragment::toMimeData(fragment));
    const auto back = DesignFragment::fromMimeData(mime.get(), m_document->catalog());
    QVERIFY(back);
    QVERIFY(back->devices == fragment.devices);
    QVERIFY(back->links == fragment.links);
}

void TestCommands::alignDevices()
{
    Design expected = m_original;
    for (const char *id : {"leaf-1", "srv-1", "spine-2"}) deviceIn(expected, id).position.y = 0;
    verifyCommand(new AlignDevices(m_document, {"leaf-1", "srv-1", "spine-2"}, AlignDevices::Alignment::Top), expected,
                  QStringLiteral("Align 2 Device(s)")); // the text counts devices that move: one is already at the top

    init();
    expected = m_original;
    for (const char *id : {"leaf-1", "srv-4"}) deviceIn(expected, id).position.x = (87 + 1225) / 2.0;
    verifyCommand(new AlignDevices(m_document, {"leaf-1", "srv-4"}, AlignDevices::Alignment::HorizontalCentre), expected,
                  QStringLiteral("Align 2 Device(s)"));

    init();
    expected = m_original;
    for (const char *id : {"leaf-2", "srv-3"}) deviceIn(expected, id).position.x = 875;
    verifyCommand(new AlignDevices(m_document, {"leaf-2", "srv-3"}, AlignDevices::Alignment::Right), expected,
                  QStringLiteral("Align 1 Device(s)")); // one of the two is already at the right edge
}

void TestCommands::distributeDevices()
{
    // Three devices at x = 87, 262 and 1312: the middle one moves to halfway.
    Design expected = m_original;
    deviceIn(expected, "leaf-2").position.x = (87 + 1312) / 2.0;
    verifyCommand(new DistributeDevices(m_document, {"leaf-8", "leaf-2", "leaf-1"}, Qt::Horizontal), expected,
                  QStringLiteral("Distribute 3 Device(s) Horizontally"));

    DistributeDevices two(m_document, {"leaf-1", "leaf-2"}, Qt::Vertical);
    QVERIFY(!two.hasChanges());
}

void TestCommands::autoLayout()
{
    Design expected = m_original;
    const auto positions = TierLayout::compute(m_original);
    for (Device &device : expected.devices) device.position = positions.at(device.id);
    verifyCommand(new AutoLayout(m_document), expected, QStringLiteral("Auto-Layout by Tier"));
    // Laid out already: a second layout changes nothing.
    AutoLayout again(m_document);
    QVERIFY(!again.hasChanges());
}

void TestCommands::documentIndexFollowsEdits()
{
    QUndoStack *stack = m_document->undoStack();
    stack->push(new RemoveItems(m_document, {"leaf-3", "spine-1"}, {}));
    for (std::size_t i = 0; i < m_document->design().devices.size(); ++i)
        QCOMPARE(m_document->deviceIndex(m_document->design().devices[i].id), int(i));
    QCOMPARE(m_document->deviceIndex("leaf-3"), -1);
    QVERIFY(!m_document->link("leaf-3-spine-1"));
    stack->undo();
    for (std::size_t i = 0; i < m_document->design().links.size(); ++i)
        QCOMPARE(m_document->linkIndex(m_document->design().links[i].id), int(i));
    QCOMPARE(m_document->device("leaf-3")->name, std::string("Leaf rail 3"));
}

void TestCommands::tierLayoutRows()
{
    const Design design = testdata::railDesign(32, 4, 2);
    const auto positions = TierLayout::compute(design);
    QCOMPARE(positions.size(), design.devices.size());
    double spineY = 0, leafY = 0, lowestServer = 1e9;
    for (const Device &device : design.devices) {
        const Point p = positions.at(device.id);
        if (device.isServer()) lowestServer = std::min(lowestServer, p.y);
        else if (device.role == SwitchRole::Spine) spineY = p.y;
        else leafY = p.y;
    }
    QVERIFY(spineY < leafY);
    QVERIFY(leafY < lowestServer);
    // No two devices on the same spot.
    std::set<std::pair<double, double>> spots;
    for (const auto &[id, p] : positions) spots.emplace(p.x, p.y);
    QCOMPARE(spots.size(), positions.size());
}

SPINEL_QTEST_MAIN(TestCommands)
#include "tst_commands.moc"
