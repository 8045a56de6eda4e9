// Model messages: every id the rules checks, the generators and the bill of materials produce has
// an English wording that shows every argument; what they produce is listed and worded the same
// way the CLI prints it; refusals name the key they refuse.
#include <QtTest>

#include <map>
#include <set>

#include "core/message.h"
#include "cost/bom.h"
#include "export/graphmlimport.h"
#include "export/importmessages.h"
#include "generate/generators.h"
#include "io/catalogformat.h"
#include "io/designformat.h"
#include "io/loaderror.h"
#include "lessons/lesson.h"
#include "rules/analysis.h"
#include "support/samplemessages.h"
#include "support/testdata.h"
#include "support/testmain.h"

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
    void importWarningsByHand();
    void importWarnings();
    void lessonErrors_data();
    void lessonErrors();
    void fileErrors_data();
    void fileErrors();
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
    // Findings, refusals, BOM and import warnings are all there (the counts of each file's table).
    QCOMPARE(findingMessageSpecs().size() + refusalMessageSpecs().size() + bomMessageSpecs().size() + importMessageSpecs().size()
                 + lessonMessageSpecs().size() + loadMessageSpecs().size() + designMessageSpecs().size()
                 + catalogMessageSpecs().size() + timingMessageSpecs().size(),
             messageSpecs().size());
    // Notes on a result: a tree on two servers, hierarchical, in-network, forced, a better algorithm
    // on oversubscribed uplinks; the profile's assumptions: a switch or server model not in the
    // catalog, a GPU generation unknown; the step view's simplifications: a pipelined chain, a tree
    // between servers, shown as a ring, shown packed.
    QCOMPARE(timingMessageSpecs().size(), std::size_t(12));
    int notes = 0, assumptions = 0, views = 0;
    for (const MessageSpec &spec : timingMessageSpecs()) {
        if (spec.id.rfind("collective.", 0) == 0) ++notes;
        if (spec.id.rfind("timing.", 0) == 0) ++assumptions;
        if (spec.id.rfind("schedule.", 0) == 0) ++views;
    }
    QCOMPARE(notes, 5);
    QCOMPARE(assumptions, 3);
    QCOMPARE(views, 4);
    QVERIFY(findingMessageSpecs().size() >= 30);
    QVERIFY(refusalMessageSpecs().size() >= 40);
    QCOMPARE(bomMessageSpecs().size(), std::size_t(3)); // unpriced, assumed lengths, beyond reach
    // As built: two unknown kinds, two model choices, speeds, unreached switches; GraphML: two
    // kinds, models, speeds, positions.
    QCOMPARE(importMessageSpecs().size(), std::size_t(11));
    for (const MessageSpec &spec : importMessageSpecs()) QCOMPARE(spec.id.substr(0, 7), std::string("import."));
    QVERIFY(lessonMessageSpecs().size() >= 25);
    for (const MessageSpec &spec : lessonMessageSpecs()) QCOMPARE(spec.id.substr(0, 7), std::string("lesson."));
    for (const auto *part : {&loadMessageSpecs(), &designMessageSpecs(), &catalogMessageSpecs()}) {
        QVERIFY(part->size() >= 10);
        for (const MessageSpec &spec : *part) {
            const std::string area = spec.id.substr(0, spec.id.find('.'));
            QVERIFY2(area == "file" || area == "json" || area == "design" || area == "scenario" || area == "catalog",
                     spec.id.c_str());
        }
    }
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
                QVERIFY2(english.find(value) != std::string::npos,
                         (spec.id + ": argument " + name + " (" + value + ") not in: " + english).c_str());
    }
}

void TestMessages::englishByHand()
{
    QCOMPARE(englishText({"truncated", {arg::integer("count", 5), arg::text("code", "hops")}}),
             std::string("5 more 'hops' findings not listed"));
    QCOMPARE(englishText({"port-conflict",
                          {arg::id("device", "leaf-1"), arg::integer("port", 7), arg::id("first", "l1"), arg::id("second", "l2")}}),
             std::string("leaf-1 port 7 is used by both l1 and l2"));
    // An id nobody lists shows as itself rather than as nothing.
    QCOMPARE(englishText({"no-such-message", {}}), std::string("[no-such-message]"));
    QCOMPARE(englishGbps(400), std::string("400 Gb/s"));
    QCOMPARE(englishGbps(1600), std::string("1.6 Tb/s"));
    QCOMPARE(englishGbps(1650), std::string("1650 Gb/s")); // not a round tenth of a Tb/s
    QCOMPARE(englishRatio(2.0 / 3.0 * 4), std::string("2.67:1"));
    QCOMPARE(withSeparators(1048576), std::string("1,048,576"));
    QCOMPARE(withSeparators(-1000), std::string("-1,000"));
    QCOMPARE(formatNumber(2.5), std::string("2.5"));
}

// The analysis of designs with findings of many codes: each finding's message is listed and its
// English is the `message` the CLI prints.
void TestMessages::findingsCarryTheirMessage()
{
    Design design = testdata::railDesign(4, 2, 1); // 2:1 leaves: oversubscription
    std::vector<std::size_t> serverLinks;
    for (std::size_t i = 0; i < design.links.size(); ++i)
        if (design.findDevice(design.links[i].from.device)->isServer() || design.findDevice(design.links[i].to.device)->isServer())
            serverLinks.push_back(i);
    QVERIFY(serverLinks.size() >= 3);
    design.links[serverLinks[0]].speedGbps = 800;      // faster than the NIC: speed-mismatch
    design.links[serverLinks[1]].medium = Medium::Dac; // copper over 900 m: cable-reach
    design.links[serverLinks[1]].lengthM = 900;
    design.links.erase(design.links.begin() + std::ptrdiff_t(serverLinks[2])); // a NIC left idle: nic-count
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
    QTest::newRow("k odd") << QStringLiteral("fat-tree") << GeneratorParams{{"k", "5"}}
                           << QStringLiteral("generate.fat-tree.odd-k") << QStringLiteral("k")
                           << QStringLiteral(
                                  "fat-tree: k=5 must be even (half of each switch's ports go down, half up); use k=4 or k=6");
    QTest::newRow("whole number") << QStringLiteral("rail-optimized") << GeneratorParams{{"sus", "two"}}
                                  << QStringLiteral("generate.whole-number") << QStringLiteral("sus")
                                  << QStringLiteral("rail-optimized: sus=two: expected a whole number");
    QTest::newRow("planes") << QStringLiteral("leaf-spine") << GeneratorParams{{"planes", "3"}}
                            << QStringLiteral("generate.leaf-spine.planes") << QStringLiteral("planes")
                            << QStringLiteral("leaf-spine: planes=3 does not divide the 8 NICs per server evenly");
    // The text names dims first, but the key to change is nics-per-server.
    QTest::newRow("torus nics") << QStringLiteral("torus") << GeneratorParams{{"nics-per-server", "8"}}
                                << QStringLiteral("generate.torus.nics-mismatch") << QStringLiteral("nics-per-server")
                                << QStringLiteral("torus: dims=4x4x4 with links-per-neighbor=1 wires 6 cables per server; set "
                                                  "nics-per-server=6 or leave it out");
    QTest::newRow("not a switch") << QStringLiteral("leaf-spine") << GeneratorParams{{"switch", "hgx-h100"}}
                                  << QStringLiteral("generate.wrong-kind") << QStringLiteral("switch")
                                  << QStringLiteral("leaf-spine: switch=hgx-h100: is a server, not a switch");
    QTest::newRow("unknown template") << QStringLiteral("mesh") << GeneratorParams{}
                                      << QStringLiteral("generate.unknown-template") << QString() << QString();
    QTest::newRow("too large") << QStringLiteral("leaf-spine") << GeneratorParams{{"gpus", "10000000"}}
                               << QStringLiteral("generate.too-large") << QString()
                               << QStringLiteral(
                                      "leaf-spine: 10,000,000 GPUs in 1,250,000 servers is more than one design holds (at most "
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

// The English the importers printed before their warnings were typed (spinel-cli import shows it).
void TestMessages::importWarningsByHand()
{
    const Message fits{"import.model-fits",
                       {arg::integer("count", 7), arg::text("model", "qm9700"), arg::text("name", "Quantum-2"),
                        arg::ids("devices", {"leaf-1", "srv-1"}), arg::integers("ports", {64, 0}),
                        arg::numbers("speeds", {400, 0}, "Gb/s")}};
    QCOMPARE(englishText(fits), std::string("The fabric names no models: 7 device(s) fit qm9700 (Quantum-2) by ports and speed: "
                                            "leaf-1 (64 ports at 400 Gb/s), srv-1 (ports not reported) and 5 more"));
    const Message nearest{"import.model-nearest",
                          {arg::integer("count", 1), arg::text("model", "sn5600"), arg::text("name", "Spectrum-4"),
                           arg::ids("devices", {"sw-9"}), arg::integers("ports", {3}), arg::numbers("speeds", {12.5}, "Gb/s")}};
    QCOMPARE(englishText(nearest),
             std::string("No catalog model fits 1 device(s); they use the nearest, sn5600 (Spectrum-4), as a generic "
                         "stand-in: sw-9 (3 ports at 12.5 Gb/s)"));
    QCOMPARE(englishText({"import.switches-unreached", {arg::integer("count", 2), arg::ids("switches", {"a", "b"})}}),
             std::string("2 switch(es) reach no server and are drawn as leaves: a, b"));
    // At most five names; the message carries no more than it shows.
    const std::vector<std::string> seven{"n1", "n2", "n3", "n4", "n5", "n6", "n7"};
    const Message listed = exporting::listedWarning("import.graphml.kind-unknown", seven, "nodes");
    QCOMPARE(listed.texts("nodes").size(), std::size_t(5));
    QCOMPARE(englishText(listed),
             std::string("7 node(s) of unknown type are taken as generic switches (cabled to servers) or servers: "
                         "n1, n2, n3, n4, n5 and 2 more"));
}

// A GraphML drawing with seven nodes of no kind and an edge of no speed: the warnings are typed,
// their English is the one the CLI has always printed.
void TestMessages::importWarnings()
{
    std::string text = "<?xml version=\"1.0\"?>\n<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">\n"
                       "<key id=\"d0\" for=\"node\" attr.name=\"type\" attr.type=\"string\"/>\n"
                       "<graph edgedefault=\"undirected\">\n<node id=\"sw\"><data key=\"d0\">switch</data></node>\n";
    for (const std::string n : {"n1", "n2", "n3", "n4", "n5", "n6", "n7"})
        text += "<node id=\"" + n + "\"/><edge source=\"sw\" target=\"" + n + "\"/>\n";
    text += "</graph>\n</graphml>\n";
    const exporting::ImportResult result = exporting::importGraphMl(text, builtinCatalog(), "drawn");
    std::map<std::string, std::string> english;
    for (const Message &warning : result.warnings) {
        QVERIFY2(findMessageSpec(warning.id), warning.id.c_str());
        english[warning.id] = englishText(warning);
    }
    QCOMPARE(
        english["import.graphml.kind-unknown"],
        std::string(
            "7 node(s) of unknown type are taken as generic switches (cabled to servers) or servers: n1, n2, n3, n4, n5 and 2 more"));
    QCOMPARE(english["import.graphml.edges-no-speed"],
             std::string("7 edge(s) have no speed; they take the switch model's port speed"));
    QVERIFY(english.count("import.graphml.model-nearest"));
}

// Lessons with one mistake each: the error is typed, located, and its English is what
// `spinel-cli lesson` has always printed.
void TestMessages::lessonErrors_data()
{
    QTest::addColumn<QString>("step"); // replaces STEP in a valid lesson
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("english");
    const QString check = QStringLiteral(R"({"text": {"en": "x"}, "checks": [{"id": "c", "claim": {"en": "x"}, "value": %1}]})");
    QTest::newRow("metric") << check.arg(QStringLiteral(R"({"design": {}, "metric": "watts"}, "min": 1)"))
                            << QStringLiteral("lesson.unknown-metric") << QStringLiteral("steps[0].checks[0].value.metric")
                            << QStringLiteral(
                                   "unknown metric \"watts\"; use cores, gpus, leaves, links, oversubscription, servers, spines, "
                                   "switches");
    QTest::newRow("name with min") << check.arg(
        QStringLiteral(R"({"collective": {"op": "allreduce", "bytes": 1}, "metric": "bottleneck"}, "min": 1)"))
                                   << QStringLiteral("lesson.name-needs-equals") << QStringLiteral("steps[0].checks[0]")
                                   << QStringLiteral("a \"bottleneck\" value is a name: compare it with \"equals\" only");
    QTest::newRow("no answer") << QStringLiteral(R"({"text": {"en": "x"}, "question": {"en": "?"}})")
                               << QStringLiteral("lesson.question-needs-answer") << QStringLiteral("steps[0].answer")
                               << QStringLiteral("missing: a question needs its answer");
    QTest::newRow("language") << QStringLiteral(R"({"text": {"en": "x", "fr": "y"}})") << QStringLiteral("lesson.unknown-language")
                              << QStringLiteral("steps[0].text.fr") << QStringLiteral("unknown language; use de, en, zh_CN");
    QTest::newRow("variant") << check.arg(QStringLiteral(R"({"variant": "big", "design": {}, "metric": "gpus"}, "min": 1)"))
                             << QStringLiteral("lesson.no-variant") << QStringLiteral("steps[0].checks[0].value.variant")
                             << QStringLiteral("no variant \"big\" in this lesson");
}

void TestMessages::lessonErrors()
{
    QFETCH(QString, step);
    QFETCH(QString, id);
    QFETCH(QString, path);
    QFETCH(QString, english);
    const QString lesson = QStringLiteral(R"({"format": "spinel-lesson", "version": 1, "id": "l", "title": {"en": "L"},
        "design": {"generate": {"template": "leaf-spine"}}, "steps": [%1]})")
                               .arg(step);
    try {
        lessons::readLesson(lesson.toStdString(), "l.json");
        QFAIL("accepted");
    } catch (const LoadError &error) {
        QCOMPARE(QString::fromStdString(error.message().id), id);
        QCOMPARE(QString::fromStdString(error.path()), path);
        QCOMPARE(QString::fromStdString(error.detail()), english);
        QCOMPARE(QString::fromStdString(error.what()), QStringLiteral("l.json: %1: %2").arg(path, english));
    }
}

// Design and catalog files with one mistake each: the error is typed, located, and its English is
// what the CLI has always printed (written here by hand, as the docs show it).
void TestMessages::fileErrors_data()
{
    QTest::addColumn<bool>("catalog"); // a catalog file, else a design
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("english");
    const QString design = QStringLiteral(R"({"format": "spinel-design", "version": 2, "devices": [
        {"id": "leaf-1", "kind": "switch", "role": "leaf", "model": "qm9700"},
        {"id": "srv-1", "kind": "server", "model": "hgx-h100"}], "links": [%1]})");
    const QString link = QStringLiteral(
        R"({"id": "l1", "from": "srv-1", "to": "leaf-1", "speed_gbps": 400, "count": %1, "medium": "%2"})");
    QTest::newRow("empty") << false << QStringLiteral("  \n") << QStringLiteral("file.empty") << QString()
                           << QStringLiteral("the file is empty");
    QTest::newRow("truncated") << false << QStringLiteral("{\n  \"format\": ") << QStringLiteral("file.truncated") << QString()
                               << QStringLiteral("unexpected end of the file (truncated?) at line 2, column 13");
    QTest::newRow("key twice") << false << QStringLiteral(R"({"format": "spinel-design", "format": "x"})")
                               << QStringLiteral("file.duplicate-key") << QStringLiteral("format")
                               << QStringLiteral("the key is given twice in one object");
    QTest::newRow("catalog as design") << false << QStringLiteral(R"({"format": "spinel-catalog"})")
                                       << QStringLiteral("design.is-catalog") << QStringLiteral("format")
                                       << QStringLiteral("this is a Spinel catalog, not a design; pass it with --catalog");
    QTest::newRow("newer") << false << QStringLiteral(R"({"format": "spinel-design", "version": 7, "devices": []})")
                           << QStringLiteral("design.newer") << QStringLiteral("version")
                           << QStringLiteral("the file has version 7, newer than this Spinel reads (2); update Spinel");
    QTest::newRow("count type") << false << design.arg(link.arg(QStringLiteral("\"two\""), QStringLiteral("aoc")))
                                << QStringLiteral("json.expected") << QStringLiteral("links[0].count")
                                << QStringLiteral("expected a number, found a string");
    QTest::newRow("count range") << false << design.arg(link.arg(QStringLiteral("5000"), QStringLiteral("aoc")))
                                 << QStringLiteral("json.out-of-range") << QStringLiteral("links[0].count")
                                 << QStringLiteral("5000 is out of range; allowed 1 to 4096");
    QTest::newRow("count fraction") << false << design.arg(link.arg(QStringLiteral("2.5"), QStringLiteral("aoc")))
                                    << QStringLiteral("json.not-whole") << QStringLiteral("links[0].count")
                                    << QStringLiteral("expected a whole number, found 2.5");
    QTest::newRow("medium") << false << design.arg(link.arg(QStringLiteral("1"), QStringLiteral("copper")))
                            << QStringLiteral("json.unknown-value") << QStringLiteral("links[0].medium")
                            << QStringLiteral("unknown value \"copper\"; expected dac, aoc, multimode or singlemode");
    QTest::newRow("unknown key")
        << false << design.arg(QStringLiteral(R"({"id": "l1", "colour": "red"})")) << QStringLiteral("json.unknown-key")
        << QStringLiteral("links[0].colour")
        << QStringLiteral("unknown key; expected one of: id, from, from_port, to, to_port, speed_gbps, count, medium, length_m");
    QTest::newRow("no device")
        << false
        << design.arg(
               QStringLiteral(R"({"id": "l1", "from": "srv-1", "to": "leaf-9", "speed_gbps": 400, "count": 1, "medium": "aoc"})"))
        << QStringLiteral("design.no-device") << QStringLiteral("links[0].to") << QStringLiteral("no device \"leaf-9\"");
    QTest::newRow("id twice")
        << false
        << design.arg(QStringLiteral(
               R"({"id": "srv-1", "from": "srv-1", "to": "leaf-1", "speed_gbps": 400, "count": 1, "medium": "aoc"})"))
        << QStringLiteral("json.duplicate-id") << QStringLiteral("links[0].id")
        << QStringLiteral("duplicate id \"srv-1\" (first used by devices[1])");
    QTest::newRow("model kind")
        << false
        << QStringLiteral(
               R"({"format": "spinel-design", "version": 2, "devices": [{"id": "s", "kind": "switch", "role": "leaf", "model": "hgx-h100"}]})")
        << QStringLiteral("design.model-kind") << QStringLiteral("devices[0].model")
        << QStringLiteral("\"hgx-h100\" is a server, not a switch");
    QTest::newRow("catalog kind")
        << true
        << QStringLiteral(R"({"format": "spinel-catalog", "version": 1, "entries": [{"id": "x", "kind": "gadget", "price_usd": 1}]})")
        << QStringLiteral("json.unknown-value") << QStringLiteral("entries[0].kind")
        << QStringLiteral("unknown kind \"gadget\"; expected switch, server, nic, cable, transceiver or rack");
    QTest::newRow("design as catalog") << true << QStringLiteral(R"({"format": "spinel-design"})")
                                       << QStringLiteral("catalog.is-design") << QStringLiteral("format")
                                       << QStringLiteral("this is a Spinel design, not a catalog");
}

void TestMessages::fileErrors()
{
    QFETCH(bool, catalog);
    QFETCH(QString, text);
    QFETCH(QString, id);
    QFETCH(QString, path);
    QFETCH(QString, english);
    try {
        if (catalog) readCatalog(text.toStdString(), "c.json");
        else readDesign(text.toStdString(), builtinCatalog(), "d.spinel");
        QFAIL("accepted");
    } catch (const LoadError &error) {
        QCOMPARE(QString::fromStdString(error.message().id), id);
        QCOMPARE(QString::fromStdString(error.path()), path);
        QCOMPARE(QString::fromStdString(error.detail()), english);
        QCOMPARE(QString::fromStdString(englishText(error.message())), english);
    }
}

SPINEL_QTEST_GUILESS_MAIN(TestMessages)
#include "tst_messages.moc"
