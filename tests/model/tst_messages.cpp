// Model messages: every id the rules checks, the generators and the bill of materials produce has
// an English wording that shows every argument; what they produce is listed and worded the same
// way the CLI prints it; refusals name the key they refuse.
#include <QtTest>

#include <set>

#include "core/message.h"
#include "cost/bom.h"
#include "generate/generators.h"
#include "rules/analysis.h"
#include "support/samplemessages.h"
#include "support/testdata.h"

using namespace spinel;

class TestMessages : public QObject {
    Q_OBJECT

private slots:
    void idsAreUnique();
    void everyIdHasEnglishShowingEveryArgument();
    void englishByHand();
    void findingsCarryTheirMessage();
    void refusals_data();
    void refusals();
    void bomWarnings();
};

void TestMessages::idsAreUnique()
{
    std::set<std::string> ids;
    for (const MessageSpec &spec : messageSpecs()) {
        QVERIFY2(ids.insert(spec.id).second, spec.id.c_str());
        QVERIFY2(findMessageSpec(spec.id) != nullptr, spec.id.c_str());
        std::set<std::string> names;
        for (const MessageArgSpec &a : spec.args) QVERIFY2(names.insert(a.name).second, (spec.id + ": " + a.name).c_str());
    }
    // Findings, refusals and BOM warnings are all there (the counts of each file's table).
    QCOMPARE(findingMessageSpecs().size() + refusalMessageSpecs().size() + bomMessageSpecs().size(), messageSpecs().size());
    QVERIFY(findingMessageSpecs().size() >= 30);
    QVERIFY(refusalMessageSpecs().size() >= 40);
    QCOMPARE(bomMessageSpecs().size(), std::size_t(3));  // unpriced, assumed lengths, beyond reach
}

void TestMessages::everyIdHasEnglishShowingEveryArgument()
{
    for (const MessageSpec &spec : messageSpecs()) {
        QVERIFY2(spec.english, spec.id.c_str());
        const testdata::SampleMessage sample = testdata::sampleMessage(spec);
        const std::string english = englishText(sample.message);
        QVERIFY2(!english.empty() && english.front() != '[', spec.id.c_str());
        for (const auto &[name, shown] : sample.shown)
            for (const std::string &value : shown)
                QVERIFY2(english.find(value) != std::string::npos, (spec.id + ": argument " + name + " (" + value + ") not in: " + english).c_str());
    }
}

void TestMessages::englishByHand()
{
    QCOMPARE(englishText({"truncated", {arg::integer("count", 5), arg::text("code", "hops")}}), std::string("5 more 'hops' findings not listed"));
    QCOMPARE(englishText({"port-conflict", {arg::id("device", "leaf-1"), arg::integer("port", 7), arg::id("first", "l1"), arg::id("second", "l2")}}),
             std::string("leaf-1 port 7 is used by both l1 and l2"));
    // An id nobody lists shows as itself rather than as nothing.
    QCOMPARE(englishText({"no-such-message", {}}), std::string("[no-such-message]"));
    QCOMPARE(englishGbps(400), std::string("400 Gb/s"));
    QCOMPARE(englishGbps(1600), std::string("1.6 Tb/s"));
    QCOMPARE(englishGbps(1650), std::string("1650 Gb/s"));  // not a round tenth of a Tb/s
    QCOMPARE(englishRatio(2.0 / 3.0 * 4), std::string("2.67:1"));
    QCOMPARE(withSeparators(1048576), std::string("1,048,576"));
    QCOMPARE(withSeparators(-1000), std::string("-1,000"));
    QCOMPARE(formatNumber(2.5), std::string("2.5"));
}

// The analysis of designs with findings of many codes: each finding's message is listed and its
// English is the `message` the CLI prints.
void TestMessages::findingsCarryTheirMessage()
{
    Design design = testdata::railDesign(4, 2, 1);  // 2:1 leaves: oversubscription
    std::vector<std::size_t> serverLinks;
    for (std::size_t i = 0; i < design.links.size(); ++i)
        if (design.findDevice(design.links[i].from.device)->isServer() || design.findDevice(design.links[i].to.device)->isServer())
            serverLinks.push_back(i);
    QVERIFY(serverLinks.size() >= 3);
    design.links[serverLinks[0]].speedGbps = 800;           // faster than the NIC: speed-mismatch
    design.links[serverLinks[1]].medium = Medium::Dac;      // copper over 900 m: cable-reach
    design.links[serverLinks[1]].lengthM = 900;
    design.links.erase(design.links.begin() + std::ptrdiff_t(serverLinks[2]));  // a NIC left idle: nic-count
    std::set<std::string> codes;
    for (const Design &d : {design, testdata::exampleDesign()}) {
        const FabricAnalysis analysis = analyzeFabric(d, builtinCatalog());
        for (const Finding &finding : analysis.findings) {
            QVERIFY2(findMessageSpec(finding.typed.id), finding.typed.id.c_str());
            QCOMPARE(finding.message, englishText(finding.typed));
            // The id names the finding's code first ("speed-mismatch.nic" for speed-mismatch).
            QCOMPARE(finding.typed.id.substr(0, finding.code.size()), finding.code);
            codes.insert(finding.code);
        }
    }
    for (const char *code : {"cable-reach", "nic-count", "oversubscription", "speed-mismatch"}) QVERIFY2(codes.count(code), code);
}

void TestMessages::refusals_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<GeneratorParams>("values");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("english");
    QTest::newRow("k odd") << QStringLiteral("fat-tree") << GeneratorParams{{"k", "5"}} << QStringLiteral("generate.fat-tree.odd-k")
                           << QStringLiteral("k")
                           << QStringLiteral("fat-tree: k=5 must be even (half of each switch's ports go down, half up); use k=4 or k=6");
    QTest::newRow("whole number") << QStringLiteral("rail-optimized") << GeneratorParams{{"sus", "two"}}
                                  << QStringLiteral("generate.whole-number") << QStringLiteral("sus")
                                  << QStringLiteral("rail-optimized: sus=two: expected a whole number");
    QTest::newRow("planes") << QStringLiteral("leaf-spine") << GeneratorParams{{"planes", "3"}} << QStringLiteral("generate.leaf-spine.planes")
                            << QStringLiteral("planes") << QStringLiteral("leaf-spine: planes=3 does not divide the 8 NICs per server evenly");
    // The text names dims first, but the key to change is nics-per-server.
    QTest::newRow("torus nics") << QStringLiteral("torus") << GeneratorParams{{"nics-per-server", "8"}}
                                << QStringLiteral("generate.torus.nics-mismatch") << QStringLiteral("nics-per-server")
                                << QStringLiteral("torus: dims=4x4x4 with links-per-neighbor=1 wires 6 cables per server; set "
                                                  "nics-per-server=6 or leave it out");
    QTest::newRow("not a switch") << QStringLiteral("leaf-spine") << GeneratorParams{{"switch", "hgx-h100"}}
                                  << QStringLiteral("generate.wrong-kind") << QStringLiteral("switch")
                                  << QStringLiteral("leaf-spine: switch=hgx-h100: is a server, not a switch");
    QTest::newRow("unknown template") << QStringLiteral("mesh") << GeneratorParams{} << QStringLiteral("generate.unknown-template")
                                      << QString() << QString();
    QTest::newRow("too large") << QStringLiteral("leaf-spine") << GeneratorParams{{"gpus", "10000000"}}
                               << QStringLiteral("generate.too-large") << QString()
                               << QStringLiteral("leaf-spine: 10,000,000 GPUs in 1,250,000 servers is more than one design holds (at most "
                                                 "1,048,576 GPUs and 262,144 servers); split the cluster into several designs");
}

void TestMessages::refusals()
{
    QFETCH(QString, name);
    QFETCH(GeneratorParams, values);
    QFETCH(QString, id);
    QFETCH(QString, key);
    QFETCH(QString, english);
    try {
        generateFabric(name.toStdString(), values, builtinCatalog());
        QFAIL("expected a GeneratorError");
    } catch (const GeneratorError &error) {
        QCOMPARE(QString::fromStdString(error.message.id), id);
        QCOMPARE(QString::fromStdString(error.key()), key);
        QVERIFY(findMessageSpec(error.message.id));
        QCOMPARE(std::string(error.what()), englishText(error.message));
        if (!english.isEmpty()) QCOMPARE(QString::fromStdString(error.what()), english);
    }
}

void TestMessages::bomWarnings()
{
    Design design = testdata::railDesign(2, 1, 1);
    design.links[0].lengthM.reset();
    const Bom bom = computeBom(design, builtinCatalog());
    QCOMPARE(bom.warnings.size(), std::size_t(1));
    QCOMPARE(bom.warnings[0].id, std::string("bom.assumed-lengths"));
    // The lengths said are the ones the BOM assumed (in-rack copper 2 m, row-level optics).
    QCOMPARE(englishText(bom.warnings[0]), std::string("1 cables have no length; typical lengths were assumed (DAC 2 m, AOC 10 m, "
                                                      "multimode 30 m, single-mode 100 m)"));
}

QTEST_GUILESS_MAIN(TestMessages)
#include "tst_messages.moc"
