// The optional "scenarios" list of a .spinel file: written only when there are scenarios, read
// back equal by both readers, saved byte-identically, and refused with a located message when
// an entry is malformed.
#include <QTest>
#include <nlohmann/json.hpp>

#include <limits>

#include "io/designformat.h"
#include "io/designstreamreader.h"
#include "io/loaderror.h"
#include "io/scenarioformat.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

PinnedScenario scenario(const std::string &name, int gpus, double busbw)
{
    PinnedScenario s;
    s.name = name;
    s.detail = "example · InfiniBand · 32 GPUs";
    s.figures.gpus = gpus;
    s.figures.trainingOk = true;
    s.figures.timeToTrainS = 1.25e6;
    s.figures.stepS = 3.3;
    s.figures.scalingEfficiency = 0.875;
    s.figures.allReduceBusbwGBps = busbw;
    s.figures.networkCostUsd = 1234567.5;
    s.figures.networkCostPerGpuUsd = 38580.234375;
    s.figures.networkPowerW = 9876;
    s.figures.totalCostUsd = 9.5e6;
    s.figures.totalPowerW = 123456.75;
    return s;
}

// The example with one scenario entry spliced in as text (the rest of the file unchanged).
std::string withScenarios(const std::string &entries)
{
    std::string text = writeDesign(testdata::exampleDesign());
    const std::size_t end = text.rfind("\n}");
    return text.substr(0, end) + ",\n  \"scenarios\": [" + entries + "]\n}\n";
}

} // namespace

class TestScenarioFormat : public QObject {
    Q_OBJECT
private slots:
    void absentKeyIsNoScenarios();
    void roundTripIsEqualAndByteStable();
    void bothReadersAgree();
    void badEntriesAreLocated_data();
    void badEntriesAreLocated();
    void validateCatchesCodeBuiltScenarios();
};

void TestScenarioFormat::absentKeyIsNoScenarios()
{
    const Design design = testdata::exampleDesign();
    QVERIFY(design.scenarios.empty());
    const std::string text = writeDesign(design);
    QVERIFY(text.find("\"scenarios\"") == std::string::npos);
    QVERIFY(readDesign(text, builtinCatalog(), "x.spinel").scenarios.empty());
}

void TestScenarioFormat::roundTripIsEqualAndByteStable()
{
    Design design = testdata::exampleDesign();
    design.scenarios = {scenario("400G InfiniBand", 32, 381.25), scenario("Ünïcode \"quoted\" 200G", 32, 190.5)};
    design.scenarios[1].detail.clear();
    design.scenarios[1].figures.trainingOk = false;
    const std::string text = writeDesign(design);
    QVERIFY(text.find("\"scenarios\": [") != std::string::npos);
    QVERIFY(text.find("\"all_reduce_busbw_gbps\": 381.25") != std::string::npos);
    // An empty detail is not written: the key is optional.
    QCOMPARE(text.find("\"detail\""), text.rfind("\"detail\""));
    const Design back = readDesign(text, builtinCatalog(), "x.spinel");
    QCOMPARE(back.scenarios.size(), std::size_t(2));
    QVERIFY(back.scenarios == design.scenarios);
    QVERIFY(back == design);
    QCOMPARE(writeDesign(back), text);
    // The file stays valid JSON with the indentation of the tree writer (dump(2)).
    QCOMPARE(nlohmann::ordered_json::parse(text).dump(2) + "\n", text);
}

void TestScenarioFormat::bothReadersAgree()
{
    Design design = testdata::exampleDesign();
    design.scenarios = {scenario("a", 32, 100), scenario("b", 16, 50.5)};
    const std::string text = writeDesign(design);
    std::optional<Design> streamed = readDesignStream(text);
    QVERIFY(streamed.has_value()); // a well-formed file goes the fast way
    const Design strict = readDesignTree(text, builtinCatalog(), "x.spinel");
    QVERIFY(streamed->scenarios == design.scenarios);
    QVERIFY(strict.scenarios == design.scenarios);
    // A bad entry is refused by the stream reader and named by the strict one.
    QVERIFY(!readDesignStream(withScenarios(R"({"figures": {"gpus": 1}})")).has_value());
}

void TestScenarioFormat::badEntriesAreLocated_data()
{
    QTest::addColumn<QString>("entries");
    QTest::addColumn<QString>("message");
    QTest::newRow("not an object") << "3"
                                   << "bad.spinel: scenarios[0]: expected an object";
    QTest::newRow("no name") << R"({"figures": {"gpus": 1}})"
                             << "scenarios[0].name";
    QTest::newRow("empty name") << R"({"name": "", "figures": {"gpus": 1}})"
                                << "scenarios[0].name: a scenario needs a name";
    QTest::newRow("no figures") << R"({"name": "a"})"
                                << "scenarios[0].figures";
    QTest::newRow("unknown key") << R"({"name": "a", "figures": {"gpus": 1}, "colour": 1})"
                                 << "scenarios[0].colour";
    QTest::newRow("negative cost, second entry")
        << R"({"name": "a", "figures": {"gpus": 1}}, {"name": "b", "figures": {"gpus": 1, "network_cost_usd": -5}})"
        << "scenarios[1].figures.network_cost_usd";
    QTest::newRow("efficiency over 1") << R"({"name": "a", "figures": {"gpus": 1, "scaling_efficiency": 7}})"
                                       << "scenarios[0].figures.scaling_efficiency";
    QTest::newRow("fractional gpus") << R"({"name": "a", "figures": {"gpus": 1.5}})"
                                     << "scenarios[0].figures.gpus";
    QTest::newRow("string figure") << R"({"name": "a", "figures": {"gpus": 1, "step_s": "fast"}})"
                                   << "scenarios[0].figures.step_s";
}

void TestScenarioFormat::badEntriesAreLocated()
{
    QFETCH(QString, entries);
    QFETCH(QString, message);
    const QString error = QString::fromStdString(testdata::loadErrorOf(withScenarios(entries.toStdString())));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY2(error.startsWith(QStringLiteral("bad.spinel")), qPrintable(error));
}

void TestScenarioFormat::validateCatchesCodeBuiltScenarios()
{
    Design design = testdata::exampleDesign();
    design.scenarios = {scenario("a", 32, 100)};
    validateDesign(design, builtinCatalog());
    design.scenarios[0].figures.stepS = std::numeric_limits<double>::infinity();
    try {
        validateDesign(design, builtinCatalog());
        QFAIL("an infinite step time was accepted");
    } catch (const FormatError &error) {
        QCOMPARE(QString::fromStdString(error.path()), QStringLiteral("scenarios[0].figures.step_s"));
    }
    design.scenarios.assign(kMaxScenarios + 1, scenario("a", 1, 1));
    QVERIFY_THROWS_EXCEPTION(FormatError, validateDesign(design, builtinCatalog()));
}

SPINEL_QTEST_GUILESS_MAIN(TestScenarioFormat)
#include "tst_scenarioformat.moc"
