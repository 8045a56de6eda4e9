// The native .spinel format: round trips of every field, byte-identical saves, and a clear,
// located message for every kind of malformed file.
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include "io/designformat.h"
#include "io/jsontext.h"
#include "io/loaderror.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// A minimal valid design as text; cases below patch one thing at a time.
std::string minimalDesign(const std::string &devices, const std::string &links, const std::string &extra = {})
{
    return R"({"format": "spinel-design", "version": 1, "name": "t", )" + extra + R"("devices": [)" + devices + R"(], "links": [)"
           + links + "]}";
}

const std::string kLeaf = R"({"id": "leaf-1", "kind": "switch", "role": "leaf", "model": "qm9700"})";
const std::string kServer = R"({"id": "srv-1", "kind": "server", "model": "hgx-h100"})";

std::string link(const std::string &fields)
{
    return R"({"id": "l1", "from": "srv-1", "to": "leaf-1", "speed_gbps": 400, "count": 1, "medium": "dac")"
           + (fields.empty() ? std::string() : ", " + fields) + "}";
}

} // namespace

class TestDesignFormat : public QObject {
    Q_OBJECT
private slots:
    void exampleLoadsAndSavesByteIdentical();
    void roundTripsEveryField();
    void optionalFieldsStayAbsent();
    void writerIsDeterministic();
    void olderTrainingKeysLoad();
    void malformed_data();
    void malformed();
    void malformedFileSaysTheSame_data();
    void malformedFileSaysTheSame();
    void oversizedFileIsRefusedBeforeReading();
    void missingFileNamesIt();
    void migrationHookUpgradesStepByStep();
    void validateDesignCatchesCodeBuiltMistakes();
    void writerValidationMatchesLoader_data();
    void writerValidationMatchesLoader();
    void endlessDeviceIsRefusedAtOnce();
};

void TestDesignFormat::exampleLoadsAndSavesByteIdentical()
{
    const QString path = testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"));
    const std::string original = testdata::readText(path);
    QVERIFY(!original.empty());
    const Design design = readDesign(original, builtinCatalog(), path.toStdString());
    QCOMPARE(design.devices.size(), std::size_t(14));
    QCOMPARE(design.links.size(), std::size_t(48));
    // The shipped example is a version 2 file: saving it gives the same bytes (its version 1
    // original is checked in tst_designdomains: it upgrades by its version number alone).
    const std::string saved = writeDesign(design);
    QCOMPARE(saved, original);
    QCOMPARE(writeDesign(readDesign(saved, builtinCatalog(), "saved.spinel")), saved);
}

// Files written before issue 10 have "mfu" (now kernel_efficiency), "sharded" (now zero_stage 1)
// and one "overlap" share for every kind of communication; keys they lack take the defaults.
void TestDesignFormat::olderTrainingKeysLoad()
{
    const std::string old = R"({"format": "spinel-design", "version": 1, "training": {"parameters": 70000000000,
        "tensor_parallel": 8, "mfu": 0.45, "overlap": 0.3, "sharded": true}, "devices": [], "links": []})";
    const TrainingSettings t = readDesign(old, builtinCatalog(), "old.spinel").settings.training;
    QCOMPARE(t.kernelEfficiency, 0.45);
    QCOMPARE(t.zeroStage, 1);
    QCOMPARE(t.overlap.tensorParallel, 0.3);
    QCOMPARE(t.overlap.dataParallel, 0.3);
    QCOMPARE(t.contextParallel, 1);
    QCOMPARE(t.sequenceLength, 4096);
    QCOMPARE(t.recompute, Recompute::None);
    QCOMPARE(t.experts, 1);
}

void TestDesignFormat::roundTripsEveryField()
{
    Design design;
    design.settings.name = "Round trip, \"quoted\" — ünïcode 训练";
    design.settings.description = "line one\nline two";
    design.settings.transport = Transport::Roce;
    design.settings.targetOversubscription = 2.5;
    design.settings.priceOverridesUsd = {{"qm9700", 39999.5}, {"cx7-400g", 1800}};
    design.settings.inNetworkReduction = false;
    TrainingSettings &t = design.settings.training;
    t.parameters = 671e9;
    t.activeParameters = 37e9;
    t.gradientBytes = 4;
    t.tensorParallel = 4;
    t.pipelineParallel = 16;
    t.contextParallel = 2;
    t.expertParallel = 64;
    t.virtualStages = 3;
    t.microBatchSize = 2;
    t.sequenceLength = 8192;
    t.layers = 61;
    t.hidden = 7168;
    t.experts = 256;
    t.topK = 8;
    t.recompute = Recompute::Selective;
    t.zeroStage = 3;
    t.tokensPerStep = 16e6;
    t.kernelEfficiency = 0.55;
    t.overlap = {0.1, 0.2, 0.3, 0.4, 0.75};
    t.trainTokens = 15e12;
    Device sw{"core-1", "Core 1", "sn5600", DeviceKind::Switch, SwitchRole::Core, {-120.25, 33}, "pod-a", {}, {}};
    Device spine{"sp-1", "Spine", "q3400", DeviceKind::Switch, SwitchRole::Spine, {0, 1e6}, "", {}, {}};
    Device server{
        "s-1", "Server", "hgx-b200", DeviceKind::Server, SwitchRole::Leaf, {10.5, 20.75}, "rack 7", std::string("cx8-800g"), 4};
    design.devices = {sw, spine, server};
    Link a{"l-a", {"s-1", 3}, {"core-1", 127}, 800, 4, Medium::Singlemode, 275.5};
    Link b{"l-b", {"core-1", std::nullopt}, {"sp-1", std::nullopt}, 200, 1, Medium::Aoc, std::nullopt};
    design.links = {a, b};

    const std::string text = writeDesign(design);
    const Design back = readDesign(text, builtinCatalog(), "mem");
    QVERIFY(back == design);
    QCOMPARE(back.devices[2].nicModel.value(), std::string("cx8-800g"));
    QCOMPARE(back.devices[2].nicCount.value(), 4);
    QCOMPARE(back.links[0].from.port.value(), 3);
    QCOMPARE(back.links[0].lengthM.value(), 275.5);
    QCOMPARE(back.settings.priceOverridesUsd.at("qm9700"), 39999.5);
    QCOMPARE(back.settings.training.parameters, 671e9);
    QCOMPARE(back.settings.training.pipelineParallel, 16);
    QCOMPARE(back.settings.training.recompute, Recompute::Selective);
    QCOMPARE(back.settings.training.overlap.dataParallel, 0.75);
    QVERIFY(!back.settings.inNetworkReduction);
    QCOMPARE(writeDesign(back), text);
}

void TestDesignFormat::optionalFieldsStayAbsent()
{
    const Design design = readDesign(minimalDesign(kLeaf + "," + kServer, link({})), builtinCatalog(), "mem");
    QVERIFY(!design.links[0].lengthM);
    QVERIFY(!design.links[0].from.port);
    QVERIFY(!design.devices[1].nicModel);
    QCOMPARE(design.devices[0].name, std::string("leaf-1")); // name defaults to the id
    QCOMPARE(design.settings.targetOversubscription, 1.0);
    QCOMPARE(design.settings.transport, Transport::InfiniBand);
    const std::string text = writeDesign(design);
    QVERIFY(text.find("length_m") == std::string::npos);
    QVERIFY(text.find("nic_model") == std::string::npos);
    QVERIFY(text.find("\"x\": 0,") != std::string::npos); // whole numbers written without a fraction
}

void TestDesignFormat::writerIsDeterministic()
{
    Design design = testdata::railDesign(16, 4, 4);
    design.settings.priceOverridesUsd = {{"sn5600", 1}, {"aoc-400g", 2}, {"qm9700", 3}};
    const std::string first = writeDesign(design);
    QCOMPARE(writeDesign(readDesign(first, builtinCatalog(), "mem")), first);
    // Price overrides are written sorted by id whatever order they were set in.
    QVERIFY(first.find("aoc-400g") < first.find("qm9700"));
    QVERIFY(first.find("qm9700") < first.find("sn5600"));
}

void TestDesignFormat::malformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const std::string &bytes, const char *message) {
        QTest::newRow(name) << QByteArray::fromStdString(bytes) << QString::fromUtf8(message);
    };
    const std::string both = kLeaf + "," + kServer;
    row("empty", "  \n", "bad.spinel: the file is empty");
    row("binary", std::string("\x89PNG\r\n\x1a\n\0\0\0", 11), "bad.spinel: not a text file: binary data at line 2, column 1");
    row("truncated", minimalDesign(both, link({})).substr(0, 60), "unexpected end of the file (truncated?)");
    row("syntax", R"({"format": "spinel-design", "version": 1,, "devices": []})", "invalid JSON at line 1, column 42");
    row("not-an-object", "[1, 2, 3]", "bad.spinel: expected an object, found an array");
    row("wrong-format", R"({"format": "drawio", "version": 1, "devices": []})",
        "bad.spinel: format: expected \"spinel-design\"; this is not a Spinel design");
    row("no-format", R"({"version": 1, "devices": []})", "bad.spinel: format: missing; this is not a Spinel design");
    row("newer-version", R"({"format": "spinel-design", "version": 7, "devices": []})",
        "bad.spinel: version: the file has version 7, newer than this Spinel reads (2); update Spinel");
    row("fractional-version", R"({"format": "spinel-design", "version": 1.5, "devices": []})",
        "version: expected a whole number, found 1.5");
    row("duplicate-id", minimalDesign(kLeaf + "," + kLeaf, ""),
        "bad.spinel: devices[1].id: duplicate id \"leaf-1\" (first used by devices[0])");
    row("id-shared-with-link", minimalDesign(both, link({}).replace(8, 2, "srv-1")),
        "links[0].id: duplicate id \"srv-1\" (first used by devices[1])");
    row("link-to-nothing",
        minimalDesign(both, R"({"id": "l1", "from": "srv-1", "to": "leaf-9", "speed_gbps": 400, "count": 1, "medium": "dac"})"),
        "bad.spinel: links[0].to: no device \"leaf-9\"");
    row("self-link",
        minimalDesign(both, R"({"id": "l1", "from": "srv-1", "to": "srv-1", "speed_gbps": 400, "count": 1, "medium": "dac"})"),
        "links[0].to: a link cannot connect \"srv-1\" to itself");
    row("unknown-model", minimalDesign(R"({"id": "x", "kind": "switch", "role": "leaf", "model": "qm970"})", ""),
        "devices[0].model: unknown catalog id \"qm970\"; did you mean \"qm9700\"");
    row("server-model-on-switch", minimalDesign(R"({"id": "x", "kind": "switch", "role": "leaf", "model": "hgx-h100"})", ""),
        "devices[0].model: \"hgx-h100\" is a server, not a switch");
    row("zero-count", minimalDesign(both, link({}).replace(link({}).find("\"count\": 1"), 10, "\"count\": 0")),
        "links[0].count: a link bundle needs at least 1 cable");
    row("negative-speed", minimalDesign(both, link({}).replace(link({}).find("400"), 3, "-400")),
        "links[0].speed_gbps: a link speed must be greater than 0 Gb/s");
    row("absurd-speed", minimalDesign(both, link({}).replace(link({}).find("400"), 3, "4e9")),
        "links[0].speed_gbps: 4000000000 is out of range; allowed 0 to 3200");
    row("overflowing-number", minimalDesign(both, link({}).replace(link({}).find("400"), 3, "1e400")),
        "bad.spinel: a number in the file is too large to represent");
    row("wrong-type", minimalDesign(R"({"id": "x", "kind": "server", "model": "hgx-h100", "x": "left"})", ""),
        "devices[0].x: expected a number, found a string");
    row("negative-length", minimalDesign(both, link(R"("length_m": -3)")),
        "links[0].length_m: a cable length must be greater than 0 m");
    row("negative-nic-count", minimalDesign(R"({"id": "x", "kind": "server", "model": "hgx-h100", "nic_count": -2})", ""),
        "devices[0].nic_count: -2 is out of range; allowed 0 to 1024");
    row("unknown-key", minimalDesign(both, link(R"("lenght_m": 3)")), "links[0].lenght_m: unknown key; expected one of:");
    row("unknown-medium", minimalDesign(both, link({}).replace(link({}).find("dac"), 3, "copper")),
        "links[0].medium: unknown value \"copper\"; expected dac, aoc, multimode or singlemode");
    row("role-on-server", minimalDesign(R"({"id": "x", "kind": "server", "role": "leaf", "model": "hgx-h100"})", ""),
        "devices[0].role: only switches have a role");
    row("devices-not-array", R"({"format": "spinel-design", "version": 1, "devices": {}})",
        "devices: expected an array, found an object");
    row("deep-nesting", std::string(100, '[') + std::string(100, ']'),
        "bad.spinel: nesting deeper than 64 levels at line 1, column 65");
    row("broken-utf8", minimalDesign(R"({"id": "x)" + std::string("\xff\xfe") + R"(", "kind": "server", "model": "hgx-h100"})", ""),
        "invalid JSON at line 1, column");
    row("unknown-price-id", minimalDesign(kLeaf, "", R"("price_overrides": {"qm9701": 5}, )"),
        "price_overrides.qm9701: unknown catalog id \"qm9701\"; did you mean \"qm9700\"");
    row("bad-oversubscription", minimalDesign(kLeaf, "", R"("target_oversubscription": 0.5, )"),
        "target_oversubscription: 0.5 is out of range; allowed 1 to 64");
    row("training-mfu-above-one", minimalDesign(kLeaf, "", R"("training": {"mfu": 1.4}, )"),
        "training.mfu: 1.4 is out of range; allowed 0.01 to 1");
    row("training-recompute", minimalDesign(kLeaf, "", R"("training": {"recompute": "some"}, )"),
        "training.recompute: unknown value \"some\"; expected none, selective or full");
    row("training-zero-stage", minimalDesign(kLeaf, "", R"("training": {"zero_stage": 4}, )"),
        "training.zero_stage: 4 is out of range; allowed 0 to 3");
    row("training-top-k", minimalDesign(kLeaf, "", R"("training": {"experts": 8, "top_k": 9}, )"),
        "training.top_k: 9 exceeds the 8 experts");
    row("training-overlap-kind", minimalDesign(kLeaf, "", R"("training": {"overlap": {"tensor": 0.5}}, )"),
        "training.overlap.tensor: unknown key");
    row("unknown-transport", minimalDesign(kLeaf, "", R"("transport": "carrier-pigeon", )"),
        "transport: unknown value \"carrier-pigeon\"; expected infiniband, roce or tcp");
    // Issue 17: one set of limits, duplicate keys, the wrong kind of file.
    row("duplicate-key", minimalDesign(both, link(R"("count": 2)")),
        "bad.spinel: links[0].count: the key is given twice in one object");
    row("duplicate-top-level-key", minimalDesign(both, "", R"("name": "again", )"),
        "bad.spinel: name: the key is given twice in one object");
    row("catalog-not-design", R"({"format": "spinel-catalog", "version": 1, "entries": []})",
        "bad.spinel: format: this is a Spinel catalog, not a design");
    row("bundle-over-limit", minimalDesign(both, link({}).replace(link({}).find("\"count\": 1"), 10, "\"count\": 100000")),
        "links[0].count: 100000 is out of range; allowed 1 to 4096");
    row("name-over-limit",
        minimalDesign(R"({"id": "x", "kind": "server", "model": "hgx-h100", "name": ")" + std::string(300, 'n') + R"("})", ""),
        "devices[0].name: text of 300 characters is longer than the limit of 256");
    std::string bundles;
    for (int i = 0; i < 977; ++i) // 977 x 4,096 = 4,001,792 cables from a 100 KB file
        bundles += (i ? "," : "") + std::string(R"({"id": "b)") + std::to_string(i)
                   + R"(", "from": "srv-1", "to": "leaf-1", "speed_gbps": 400, "count": 4096, "medium": "dac"})";
    row("cables-over-design-limit", minimalDesign(both, bundles),
        "links[976].count: the design has more than 4000000 cables in all");
}

void TestDesignFormat::malformed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const QString actual = QString::fromStdString(testdata::loadErrorOf(bytes.toStdString()));
    QVERIFY2(actual.contains(message), qPrintable(QStringLiteral("got: ") + actual));
    QVERIFY2(actual.startsWith(QStringLiteral("bad.spinel: ")), qPrintable(actual));
}

void TestDesignFormat::malformedFileSaysTheSame_data()
{
    malformed_data();
}

void TestDesignFormat::malformedFileSaysTheSame()
{
    // A file is parsed as it is read, a piece at a time (issue 13); what it refuses is read whole
    // by the strict reader, so the message is the one the same bytes give from memory.
    QFETCH(QByteArray, bytes);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("bad.spinel"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), qint64(bytes.size()));
    file.close();
    std::string fromFile = "(loaded without error)";
    try {
        loadDesignFile(path.toStdString(), builtinCatalog());
    } catch (const LoadError &error) {
        fromFile = error.what();
    }
    std::string fromMemory = "(loaded without error)";
    try {
        readDesign(bytes.toStdString(), builtinCatalog(), path.toStdString());
    } catch (const LoadError &error) {
        fromMemory = error.what();
    }
    QCOMPARE(QString::fromStdString(fromFile), QString::fromStdString(fromMemory));
}

void TestDesignFormat::oversizedFileIsRefusedBeforeReading()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.spinel"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // Beyond what simdjson indexes (4 GiB) and what this machine holds: refused by its size.
    QVERIFY(file.resize(qint64(5) * 1024 * 1024 * 1024)); // sparse: costs no disk
    file.close();
    try {
        loadDesignFile(path.toStdString(), builtinCatalog());
        QFAIL("a 5 GiB file loaded");
    } catch (const LoadError &error) {
        QVERIFY2(QString::fromStdString(error.detail()).startsWith(QStringLiteral("the file is 5120 MiB; the limit ")),
                 error.what());
        QCOMPARE(QString::fromStdString(error.file()), path);
    }
}

void TestDesignFormat::missingFileNamesIt()
{
    try {
        loadDesignFile("/nonexistent/dir/x.spinel", builtinCatalog());
        QFAIL("loaded a missing file");
    } catch (const LoadError &error) {
        QCOMPARE(QString::fromStdString(error.what()), QStringLiteral("/nonexistent/dir/x.spinel: no such file"));
    }
}

void TestDesignFormat::migrationHookUpgradesStepByStep()
{
    nlohmann::json root = {{"format", "spinel-design"}, {"version", 0}, {"nodes", nlohmann::json::array()}};
    std::vector<DesignMigration> steps;
    steps.push_back([](nlohmann::json &j) { // v0 -> v1: "nodes" renamed "devices"
        j["devices"] = j["nodes"];
        j.erase("nodes");
    });
    steps.push_back([](nlohmann::json &j) { j["marker"] = "v2"; });
    migrateDesignJson(root, 0, 2, steps);
    QCOMPARE(root["version"].get<int>(), 2);
    QVERIFY(root.contains("devices"));
    QVERIFY(!root.contains("nodes"));
    QCOMPARE(root["marker"].get<std::string>(), std::string("v2"));
    // A gap in the chain is an error, not a silent skip.
    nlohmann::json old = {{"version", 0}};
    QVERIFY_THROWS_EXCEPTION(FormatError, migrateDesignJson(old, 0, 3, steps));
}

void TestDesignFormat::validateDesignCatchesCodeBuiltMistakes()
{
    Design design = testdata::railDesign(2, 1, 1);
    validateDesign(design, builtinCatalog()); // valid as built
    design.links[0].count = -3;
    try {
        validateDesign(design, builtinCatalog());
        QFAIL("negative count accepted");
    } catch (const FormatError &error) {
        QCOMPARE(QString::fromStdString(error.path()), QStringLiteral("links[0].count"));
    }
}

void TestDesignFormat::writerValidationMatchesLoader_data()
{
    // Each edit breaks one limit in a design built in code; validateDesign (which every writer
    // runs) must refuse it at the same path the loader names for the same value in a file.
    QTest::addColumn<int>("edit");
    QTest::addColumn<QString>("path");
    QTest::newRow("device name") << 0 << QStringLiteral("devices[0].name");
    QTest::newRow("design name") << 1 << QStringLiteral("name");
    QTest::newRow("group") << 2 << QStringLiteral("devices[0].group");
    QTest::newRow("position") << 3 << QStringLiteral("devices[0].y");
    QTest::newRow("nic count") << 4 << QStringLiteral("devices[%1].nic_count"); // the last device, a server
    QTest::newRow("bundle") << 5 << QStringLiteral("links[0].count");
    QTest::newRow("port") << 6 << QStringLiteral("links[0].to_port");
    QTest::newRow("price") << 7 << QStringLiteral("price_overrides.qm9700");
}

void TestDesignFormat::writerValidationMatchesLoader()
{
    QFETCH(int, edit);
    QFETCH(QString, path);
    Design design = testdata::railDesign(2, 1, 1);
    switch (edit) {
    case 0: design.devices[0].name = std::string(257, 'n'); break;
    case 1: design.settings.name = std::string(284, 'n'); break;
    case 2: design.devices[0].group = std::string(300, 'g'); break;
    case 3: design.devices[0].position.y = -1.0000001e7; break;
    case 4:
        QVERIFY(design.devices.back().isServer());
        design.devices.back().nicCount = 1025;
        path = path.arg(design.devices.size() - 1);
        break;
    case 5: design.links[0].count = 4097; break;
    case 6: design.links[0].to.port = 4096; break;
    case 7: design.settings.priceOverridesUsd["qm9700"] = 1e12; break;
    }
    try {
        validateDesign(design, builtinCatalog());
        QFAIL("validateDesign accepted it");
    } catch (const FormatError &error) {
        QCOMPARE(QString::fromStdString(error.path()), path);
    }
    // And the file writeDesign makes of it does not load either.
    QVERIFY_THROWS_EXCEPTION(LoadError, readDesign(writeDesign(design), builtinCatalog(), "x.spinel"));
}

void TestDesignFormat::endlessDeviceIsRefusedAtOnce()
{
    // /dev/zero has no size and no end: it was read to 544 MB over 4 s before being refused.
    QElapsedTimer timer;
    timer.start();
    try {
        loadDesignFile("/dev/zero", builtinCatalog());
        QFAIL("/dev/zero loaded");
    } catch (const LoadError &error) {
        QCOMPARE(QString::fromStdString(error.what()), QStringLiteral("/dev/zero: not a text file: binary data at byte 0"));
    }
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
}

SPINEL_QTEST_APPLESS_MAIN(TestDesignFormat)
#include "tst_designformat.moc"
