// Property test of the undo stack: 200 random edits with a fixed seed through every command,
// then undo all — the design is byte-identical to the original — and redo all — byte-identical to
// the edited one. The canvas scene follows along and stays in step with the design throughout.
#include <QTest>
#include <QUndoStack>

#include <random>

#include "canvas/fabricscene.h"
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
#include "document/followedits.h"
#include "edit/linkdefaults.h"
#include "io/designformat.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

QByteArray saved(const Design &design)
{
    return QByteArray::fromStdString(writeDesign(design));
}

// Random edits through the commands, as a user would make them.
class RandomEditor {
public:
    RandomEditor(Document &document, unsigned seed)
        : m_document(document)
        , m_random(seed)
    { }

    // One edit; returns false when the chosen edit had nothing to act on (and pushed nothing).
    bool edit()
    {
        switch (pick(11)) {
        case 0: return push(new AddDevices(&m_document, {randomNewDevice()}));
        case 1: return removeSome();
        case 2: return push(new MoveDevices(&m_document, randomMoves(), pick(2) == 0));
        case 3: return connectTwo();
        case 4: return setDeviceProperty();
        case 5: return setLinkProperty();
        case 6: return paste();
        case 7: return push(new AlignDevices(&m_document, someDevices(), AlignDevices::Alignment(pick(6))));
        case 8: return push(new DistributeDevices(&m_document, someDevices(), pick(2) ? Qt::Horizontal : Qt::Vertical));
        case 9: return pick(8) == 0 && push(new AutoLayout(&m_document));
        default: return push(new MoveDevices(&m_document, randomMoves(), true)); // nudges, to exercise merging
        }
    }

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_random); }
    const Design &design() const { return m_document.design(); }

    template <typename Command>
    bool push(Command *command)
    {
        bool useful = true;
        if constexpr (requires { command->hasChanges(); }) useful = command->hasChanges();
        if constexpr (requires { command->isEmpty(); }) useful = !command->isEmpty();
        if (!useful) {
            delete command;
            return false;
        }
        m_document.undoStack()->push(command);
        return true;
    }

    std::vector<std::string> someDevices()
    {
        std::vector<std::string> ids;
        const int count = 1 + pick(5);
        for (int i = 0; i < count && !design().devices.empty(); ++i)
            ids.push_back(design().devices[std::size_t(pick(int(design().devices.size())))].id);
        return ids;
    }

    std::vector<std::pair<std::string, Point>> randomMoves()
    {
        std::vector<std::pair<std::string, Point>> moves;
        for (const std::string &id : someDevices()) {
            Point p = m_document.device(id)->position;
            p.x += 20 * (pick(11) - 5);
            p.y += 20 * (pick(11) - 5);
            moves.emplace_back(id, p);
        }
        return moves;
    }

    Device randomNewDevice()
    {
        Device device;
        device.kind = pick(2) ? DeviceKind::Server : DeviceKind::Switch;
        device.role = SwitchRole(pick(3));
        device.model = device.isServer() ? "hgx-h100" : "qm9700";
        device.id = uniqueId(design(), device.isServer() ? "srv" : "sw");
        device.name = "new " + device.id;
        device.position = {double(pick(2000)), double(pick(1000))};
        return device;
    }

    bool removeSome()
    {
        std::vector<std::string> devices, links;
        if (pick(2) && !design().devices.empty())
            devices = {design().devices[std::size_t(pick(int(design().devices.size())))].id};
        if (!design().links.empty()) links = {design().links[std::size_t(pick(int(design().links.size())))].id};
        return push(new RemoveItems(&m_document, devices, links));
    }

    bool connectTwo()
    {
        const auto ids = someDevices();
        if (ids.size() < 2 || ids[0] == ids[1]) return false;
        const Link link = LinkDefaults::makeLink(*m_document.device(ids[0]), *m_document.device(ids[1]),
                                                 uniqueId(design(), "link"), m_document.catalog());
        return push(new ConnectDevices(&m_document, {link}));
    }

    bool setDeviceProperty()
    {
        const auto property = DeviceProperty(pick(6));
        QVariant value;
        switch (property) {
        case DeviceProperty::Name: value = QStringLiteral("name %1").arg(pick(50)); break;
        case DeviceProperty::Model: {
            static const char *models[] = {"qm9700", "q3400", "sn5600", "hgx-h100", "hgx-b200", "hgx-a100"};
            value = QString::fromLatin1(models[pick(6)]);
            break;
        }
        case DeviceProperty::Role: value = pick(3); break;
        case DeviceProperty::Group: value = QStringLiteral("su-%1").arg(pick(3)); break;
        case DeviceProperty::NicModel: value = pick(2) ? QStringLiteral("cx8-800g") : QString(); break;
        case DeviceProperty::NicCount: value = pick(10) - 1; break;
        }
        return push(new SetDeviceProperty(&m_document, someDevices(), property, value));
    }

    bool setLinkProperty()
    {
        if (design().links.empty()) return false;
        std::vector<std::string> ids;
        for (int i = 0; i < 1 + pick(4); ++i) ids.push_back(design().links[std::size_t(pick(int(design().links.size())))].id);
        const auto property = LinkProperty(pick(4));
        QVariant value;
        switch (property) {
        case LinkProperty::Speed: value = 100.0 * (1 << pick(4)); break;
        case LinkProperty::Count: value = 1 + pick(8); break;
        case LinkProperty::Medium: value = pick(4); break;
        case LinkProperty::Length: value = double(pick(40)); break;
        }
        return push(new SetLinkProperty(&m_document, ids, property, value));
    }

    bool paste()
    {
        Design fragment = DesignFragment::extract(design(), someDevices());
        if (fragment.devices.empty()) return false;
        return push(new PasteItems(&m_document, std::move(fragment), {40, 40}));
    }

    Document &m_document;
    std::mt19937 m_random;
};

void connectScene(Document &document, FabricScene &scene)
{
    QObject::connect(&document, &Document::designReset, &scene,
                     [&] { scene.showDesign(document.design(), document.catalog(), &document.index()); });
    followDocumentEdits(document, scene); // the main window's own wiring
}

void verifySceneInSync(const Document &document, const FabricScene &scene)
{
    const Design &design = document.design();
    QCOMPARE(scene.deviceItems().size(), qsizetype(design.devices.size()));
    QCOMPARE(scene.linkItems().size(), qsizetype(design.links.size()));
}

} // namespace

class TestUndoProperty : public QObject {
    Q_OBJECT

private slots:
    void undoAllRestoresTheOriginal_data();
    void undoAllRestoresTheOriginal();
};

void TestUndoProperty::undoAllRestoresTheOriginal_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("seed 1") << 1u;
    QTest::newRow("seed 20240611") << 20240611u;
    QTest::newRow("seed 7") << 7u;
}

void TestUndoProperty::undoAllRestoresTheOriginal()
{
    QFETCH(unsigned, seed);
    Document document;
    FabricScene scene;
    connectScene(document, scene);
    QVERIFY(document.load(testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"))));
    const QByteArray original = saved(document.design());

    RandomEditor editor(document, seed);
    int edits = 0;
    for (int attempts = 0; edits < 200 && attempts < 5000; ++attempts)
        if (editor.edit()) ++edits;
    QCOMPARE(edits, 200);
    QUndoStack *stack = document.undoStack();
    QVERIFY2(stack->count() > 100, qPrintable(QString::number(stack->count()))); // some merged, most not
    // Every intermediate design is one the file format accepts.
    validateDesign(document.design(), document.catalog());
    verifySceneInSync(document, scene);
    const QByteArray edited = saved(document.design());
    QVERIFY(edited != original);

    while (stack->canUndo()) stack->undo();
    QCOMPARE(saved(document.design()), original);
    verifySceneInSync(document, scene);
    QVERIFY(!document.isModified());

    while (stack->canRedo()) stack->redo();
    QCOMPARE(saved(document.design()), edited);
    verifySceneInSync(document, scene);
}

SPINEL_QTEST_MAIN(TestUndoProperty)
#include "tst_undoproperty.moc"
