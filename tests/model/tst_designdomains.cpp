// Scale-up domains in the .spinel file (format version 2, issue 14): the "domains" key written and
// read the same by the writer, the strict reader and the stream reader; located errors for bad
// domains; and version 1 files upgraded (a gb200-nvl72 *server* becomes a rack of 18 trays),
// byte-stable from the first save on.
#include <QTest>
#include <nlohmann/json.hpp>

#include "io/designformat.h"
#include "io/designstreamreader.h"
#include "io/loaderror.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

Device makeServer(const std::string &id, const std::string &model, const std::string &group)
{
    Device d;
    d.id = id;
    d.name = id;
    d.model = model;
    d.kind = DeviceKind::Server;
    d.group = group;
    return d;
}

// Two GB300 NVL72 racks (the second split into 2 x NVL36) and a custom two-server group.
Design rackDesign()
{
    Design design;
    design.settings.name = "racks";
    Device leaf;
    leaf.id = "leaf-1";
    leaf.name = "leaf-1";
    leaf.kind = DeviceKind::Switch;
    leaf.model = "qm9700";
    design.devices.push_back(leaf);
    for (int r = 1; r <= 2; ++r) {
        ScaleUpDomain rack;
        rack.id = "rack-" + std::to_string(r);
        rack.name = "Rack " + std::to_string(r);
        rack.model = "gb300-nvl72";
        rack.partitionGpus = r == 2 ? 36 : 0;
        for (int t = 1; t <= 18; ++t) {
            const std::string id = rack.id + "-t" + std::to_string(t);
            design.devices.push_back(makeServer(id, "gb300-tray", rack.id));
            rack.members.push_back(id);
        }
        design.domains.push_back(rack);
    }
    design.devices.push_back(makeServer("hgx-a", "hgx-h100", {}));
    design.devices.push_back(makeServer("hgx-b", "hgx-h100", {}));
    ScaleUpDomain custom;
    custom.id = "pair";
    custom.name = "";
    custom.members = {"hgx-b", "hgx-a"};
    design.domains.push_back(custom);
    Link link;
    link.id = "l1";
    link.from = {"rack-1-t1", 0};
    link.to = {"leaf-1", std::nullopt};
    design.links.push_back(link);
    return design;
}

// A small version 2 file with one rack domain whose text the error rows patch.
std::string domainFile(const std::string &domains, const std::string &extraDevices = {})
{
    return R"({"format": "spinel-design", "version": 2, "devices": [)"
           R"({"id": "leaf-1", "kind": "switch", "role": "leaf", "model": "qm9700"},)"
           R"({"id": "t1", "kind": "server", "model": "gb200-tray"},)"
           R"({"id": "t2", "kind": "server", "model": "gb200-tray"})"
           + extraDevices + R"(], "links": [], "domains": [)" + domains + "]}";
}

// A version 1 file as Spinel wrote it before issue 14: a GB200 NVL72 as one 72-GPU server with
// 72 NICs, cabled pinned and unpinned.
std::string versionOneRack()
{
    nlohmann::ordered_json root;
    root["format"] = "spinel-design";
    root["version"] = 1;
    root["devices"] = nlohmann::ordered_json::array();
    root["devices"].push_back({{"id", "leaf-1"}, {"kind", "switch"}, {"role", "leaf"}, {"model", "qm9700"}});
    root["devices"].push_back({{"id", "nvl-1"},
                               {"name", "NVL one"},
                               {"kind", "server"},
                               {"model", "gb200-nvl72"},
                               {"x", 100},
                               {"y", 200},
                               {"group", "row-A"},
                               {"nic_count", 72}});
    root["devices"].push_back({{"id", "hgx"}, {"kind", "server"}, {"model", "hgx-h100"}});
    const auto link = [](const char *id, const char *from, std::optional<int> fromPort, const char *to, std::optional<int> toPort,
                         int count) {
        nlohmann::ordered_json l{{"id", id}, {"from", from}};
        if (fromPort) l["from_port"] = *fromPort;
        l["to"] = to;
        if (toPort) l["to_port"] = *toPort;
        l["speed_gbps"] = 400;
        l["count"] = count;
        l["medium"] = "dac";
        return l;
    };
    root["links"] = nlohmann::ordered_json::array();
    root["links"].push_back(link("pinned-5", "nvl-1", 5, "leaf-1", {}, 1));   // NIC 5: tray 2, port 1
    root["links"].push_back(link("pinned-71", "leaf-1", {}, "nvl-1", 71, 1)); // NIC 71: tray 18, port 3
    root["links"].push_back(link("dealt-a", "nvl-1", {}, "leaf-1", {}, 4));   // cables 0-3: tray 1
    root["links"].push_back(link("dealt-b", "nvl-1", {}, "leaf-1", {}, 2));   // cables 4-5: tray 2
    root["links"].push_back(link("dealt-c", "leaf-1", {}, "nvl-1", {}, 3));   // cables 6-8: tray 2
    root["links"].push_back(link("dealt-d", "nvl-1", {}, "leaf-1", {}, 1));   // cable 9: tray 3
    root["links"].push_back(link("other", "hgx", {}, "leaf-1", {}, 8));
    return root.dump(2) + "\n";
}

} // namespace

class TestDesignDomains : public QObject {
    Q_OBJECT
private slots:
    void domainsRoundTrip();
    void streamAndStrictReadersAgree();
    void badDomains_data();
    void badDomains();
    void versionOneRackServerIsUpgraded();
    void upgradeIsByteStable();
    void oldExampleSavesAsVersionTwo();
};

void TestDesignDomains::domainsRoundTrip()
{
    const Design design = rackDesign();
    validateDesign(design, builtinCatalog());
    const std::string text = writeDesign(design);
    QVERIFY(text.find("\"version\": 2") != std::string::npos);
    // The writer's text is nlohmann's dump(2) of the same document, domains included.
    const auto tree = nlohmann::ordered_json::parse(text);
    QCOMPARE(QString::fromStdString(text), QString::fromStdString(tree.dump(2) + "\n"));
    const auto &domains = tree.at("domains");
    QCOMPARE(domains.size(), std::size_t(3));
    QCOMPARE(domains[0].at("model").get<std::string>(), std::string("gb300-nvl72"));
    QCOMPARE(domains[0].at("members").size(), std::size_t(18));
    QCOMPARE(domains[0].at("members")[17].get<std::string>(), std::string("rack-1-t18"));
    QVERIFY(!domains[0].contains("partition_gpus")); // 0, the default: left out
    QCOMPARE(domains[1].at("partition_gpus").get<int>(), 36);
    QVERIFY(!domains[2].contains("model")); // a custom group: no rack model
    QCOMPARE(domains[2].at("name").get<std::string>(), std::string());
    QCOMPARE(readDesign(text, builtinCatalog(), "x.spinel"), design);
    QCOMPARE(writeDesign(readDesign(text, builtinCatalog(), "x.spinel")), text);

    // No domains: no key (a version 1 design saved again differs by its version alone).
    Design plain = design;
    plain.domains.clear();
    QVERIFY(writeDesign(plain).find("\"domains\"") == std::string::npos);
}

void TestDesignDomains::streamAndStrictReadersAgree()
{
    const Design design = rackDesign();
    const std::string text = writeDesign(design);
    int version = 0;
    const std::optional<Design> streamed = readDesignStream(text, &version);
    QVERIFY2(streamed.has_value(), "a file Spinel wrote with domains took the slow path");
    QCOMPARE(version, 2);
    QCOMPARE(*streamed, readDesignTree(text, builtinCatalog(), "x.spinel"));
    QCOMPARE(*streamed, design);
    // Written differently but valid: a domain without a name takes its id, as devices do.
    const std::string unnamed = domainFile(R"({"id": "r", "members": ["t1"]})");
    const std::optional<Design> s = readDesignStream(unnamed);
    QVERIFY(s.has_value());
    QCOMPARE(*s, readDesignTree(unnamed, builtinCatalog(), "x.spinel"));
    QCOMPARE(s->domains.front().name, std::string("r"));
    // Keys it does not know, repeated keys and wrong types go to the strict reader.
    for (const char *odd : {R"({"id": "r", "members": ["t1"], "colour": 1})", R"({"id": "r", "members": "t1"})",
                            R"({"id": "r", "id": "s", "members": []})", R"({"id": "r", "members": [""]})",
                            R"({"id": "r", "members": [], "partition_gpus": -8})"})
        QVERIFY2(!readDesignStream(domainFile(odd)).has_value(), odd);
}

void TestDesignDomains::badDomains_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const std::string &bytes, const char *message) {
        QTest::newRow(name) << QByteArray::fromStdString(bytes) << QString::fromUtf8(message);
    };
    const std::string rack = R"("id": "r1", "model": "gb200-nvl72")";
    row("member-names-nothing", domainFile("{" + rack + R"(, "members": ["t1", "t9"]})"),
        "bad.spinel: domains[0].members[1]: no device \"t9\"");
    row("member-is-a-domain-id", domainFile("{" + rack + R"(, "members": ["r1"]})"),
        "bad.spinel: domains[0].members[0]: no device \"r1\"");
    row("member-is-a-switch", domainFile("{" + rack + R"(, "members": ["leaf-1"]})"),
        "bad.spinel: domains[0].members[0]: \"leaf-1\" is a switch; a domain holds servers (compute trays)");
    row("server-in-two-domains", domainFile("{" + rack + R"(, "members": ["t1", "t2"]}, {"id": "r2", "members": ["t2"]})"),
        "bad.spinel: domains[1].members[0]: server \"t2\" is already in domain \"r1\" (domains[0])");
    row("server-twice-in-one", domainFile("{" + rack + R"(, "members": ["t1", "t1"]})"),
        "bad.spinel: domains[0].members[1]: server \"t1\" is already in domain \"r1\" (domains[0])");
    row("id-of-a-device", domainFile(R"({"id": "t2", "members": ["t1"]})"),
        "bad.spinel: domains[0].id: duplicate id \"t2\" (first used by devices[2])");
    row("duplicate-domain-id", domainFile("{" + rack + R"(, "members": ["t1"]}, {"id": "r1", "members": ["t2"]})"),
        "bad.spinel: domains[1].id: duplicate id \"r1\" (first used by domains[0])");
    row("negative-partition", domainFile("{" + rack + R"(, "members": ["t1"], "partition_gpus": -8})"),
        "bad.spinel: domains[0].partition_gpus: GPUs per NVLink partition must be between 0 and 65536 (0: the whole domain is one partition)");
    row("absurd-partition", domainFile("{" + rack + R"(, "members": ["t1"], "partition_gpus": 1e6})"),
        "bad.spinel: domains[0].partition_gpus: 1000000 is out of range; allowed 0 to 65536");
    row("fractional-partition", domainFile("{" + rack + R"(, "members": ["t1"], "partition_gpus": 8.5})"),
        "bad.spinel: domains[0].partition_gpus: expected a whole number, found 8.5");
    row("unknown-rack", domainFile(R"({"id": "r1", "model": "gb300-nvl27", "members": ["t1"]})"),
        "bad.spinel: domains[0].model: unknown catalog id \"gb300-nvl27\"; did you mean \"gb300-nvl72\"");
    row("tray-as-rack", domainFile(R"({"id": "r1", "model": "gb200-tray", "members": ["t1"]})"),
        "bad.spinel: domains[0].model: \"gb200-tray\" is a server, not a rack");
    row("members-missing", domainFile("{" + rack + "}"), "bad.spinel: domains[0].members: missing");
    row("members-not-array", domainFile("{" + rack + R"(, "members": "t1"})"),
        "bad.spinel: domains[0].members: expected an array, found a string");
    row("member-not-text", domainFile("{" + rack + R"(, "members": [7]})"),
        "bad.spinel: domains[0].members[0]: expected a string, found a number");
    row("member-empty", domainFile("{" + rack + R"(, "members": [""]})"),
        "bad.spinel: domains[0].members[0]: an id cannot be empty");
    row("unknown-key", domainFile("{" + rack + R"(, "members": [], "partition": 8})"),
        "bad.spinel: domains[0].partition: unknown key; expected one of:");
    row("domains-not-array", domainFile("").replace(domainFile("").find("\"domains\": []"), 13, "\"domains\": {}"),
        "bad.spinel: domains: expected an array, found an object");
    std::string many;
    for (int i = 0; i <= 1024; ++i) many += (i ? ", \"t" : "\"t") + std::to_string(i) + "\"";
    row("too-many-members", domainFile("{" + rack + ", \"members\": [" + many + "]}"),
        "bad.spinel: domains[0].members: 1025 servers; a domain holds at most 1024");
    // A rack model on a device is not a server any more (version 2).
    row("rack-as-server-in-v2", domainFile("", R"(, {"id": "x", "kind": "server", "model": "gb200-nvl72"})"),
        "bad.spinel: devices[3].model: \"gb200-nvl72\" is a rack, not a server");
}

void TestDesignDomains::badDomains()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const std::string text = bytes.toStdString();
    const QString actual = QString::fromStdString(testdata::loadErrorOf(text));
    QVERIFY2(actual.startsWith(message), qPrintable(QStringLiteral("got: ") + actual));
    // The strict reader alone says the same.
    try {
        readDesignTree(text, builtinCatalog(), "bad.spinel");
        QFAIL("the strict reader accepted it");
    } catch (const LoadError &error) {
        QCOMPARE(QString::fromStdString(error.what()), actual);
    }
}

void TestDesignDomains::versionOneRackServerIsUpgraded()
{
    const std::string v1 = versionOneRack();
    std::vector<Message> notes;
    const Design design = readDesign(v1, builtinCatalog(), "old.spinel", &notes);
    std::vector<Message> treeNotes;
    QCOMPARE(readDesignTree(v1, builtinCatalog(), "old.spinel", &treeNotes), design); // both readers upgrade alike
    QCOMPARE(treeNotes, notes);
    QCOMPARE(notes.size(), std::size_t(1));
    // A typed note, so the window can word it in the user's language.
    QCOMPARE(notes[0].id, std::string("design.rack-server-upgraded"));
    QCOMPARE(notes[0].text("server"), std::string("nvl-1"));
    QCOMPARE(notes[0].integer("trays"), 18LL);
    QCOMPARE(notes[0].integer("links"), 6LL); // six links ended at the old server; "other" did not
    QCOMPARE(englishText(notes[0]), std::string("server \"nvl-1\" (gb200-nvl72, a single server in version 1 files) became rack "
                                                "domain \"nvl-1\" of 18 compute trays nvl-1-t1 … nvl-1-t18; 6 link ends moved to "
                                                "the trays"));

    // leaf, 18 trays in the old server's place, then the HGX server.
    QCOMPARE(design.devices.size(), std::size_t(1 + 18 + 1));
    QCOMPARE(design.devices[1].id, std::string("nvl-1-t1"));
    QCOMPARE(design.devices[18].id, std::string("nvl-1-t18"));
    QCOMPARE(design.devices[19].id, std::string("hgx"));
    const Device &t3 = design.devices[3];
    QCOMPARE(t3.model, std::string("gb200-tray"));
    QCOMPARE(t3.name, std::string("NVL one tray 3"));
    QCOMPARE(t3.group, std::string("row-A"));
    QCOMPARE(t3.position.x, 100.0);
    QCOMPARE(t3.position.y, 200.0 + 2 * 130.0);   // stacked one server row apart
    QCOMPARE(t3.nicCount, std::optional<int>(4)); // 72 NICs over 18 trays
    QCOMPARE(design.domains.size(), std::size_t(1));
    const ScaleUpDomain &rack = design.domains[0];
    QCOMPARE(rack.id, std::string("nvl-1"));
    QCOMPARE(rack.name, std::string("NVL one"));
    QCOMPARE(rack.model, std::string("gb200-nvl72"));
    QCOMPARE(rack.members.size(), std::size_t(18));
    QCOMPARE(rack.members[9], std::string("nvl-1-t10"));
    QCOMPARE(rack.partitionGpus, 0);

    // NICs per tray 4: port p goes to tray p / 4 + 1 at port p % 4; unpinned cables are dealt in link order.
    const auto end = [&](const char *linkId) {
        const Link *l = design.findLink(linkId);
        return l->from.device == "leaf-1" ? l->to : l->from;
    };
    QCOMPARE(end("pinned-5"), (Endpoint{"nvl-1-t2", 1}));
    QCOMPARE(end("pinned-71"), (Endpoint{"nvl-1-t18", 3}));
    QCOMPARE(end("dealt-a"), (Endpoint{"nvl-1-t1", std::nullopt}));
    QCOMPARE(end("dealt-b"), (Endpoint{"nvl-1-t2", std::nullopt}));
    QCOMPARE(end("dealt-c"), (Endpoint{"nvl-1-t2", std::nullopt}));
    QCOMPARE(end("dealt-d"), (Endpoint{"nvl-1-t3", std::nullopt}));
    QCOMPARE(end("other"), (Endpoint{"hgx", std::nullopt}));
    // The GPUs are all still there: 72 in the rack plus the HGX server's 8.
    long long gpus = 0;
    for (const Device &d : design.devices)
        if (const auto *spec = builtinCatalog().serverSpec(d.model); spec && d.isServer()) gpus += spec->gpus;
    QCOMPARE(gpus, 80LL);
}

void TestDesignDomains::upgradeIsByteStable()
{
    const Design first = readDesign(versionOneRack(), builtinCatalog(), "old.spinel");
    const std::string saved = writeDesign(first);
    QVERIFY(saved.find("\"version\": 2") != std::string::npos);
    std::vector<Message> notes;
    const Design reread = readDesign(saved, builtinCatalog(), "new.spinel", &notes);
    QVERIFY(notes.empty()); // a version 2 file needs no upgrade
    QCOMPARE(reread, first);
    QCOMPARE(writeDesign(reread), saved);
    QVERIFY(readDesignStream(saved).has_value()); // and it takes the fast path

    // A taken tray id is not reused: the next free one is.
    std::string clash = versionOneRack();
    clash.replace(clash.find("\"id\": \"hgx\""), 11, "\"id\": \"nvl-1-t2\"");
    clash.replace(clash.find("\"from\": \"hgx\""), 13, "\"from\": \"nvl-1-t2\"");
    const Design upgraded = readDesign(clash, builtinCatalog(), "clash.spinel");
    QCOMPARE(upgraded.domains[0].members[1], std::string("nvl-1-t2-2"));
    QCOMPARE(writeDesign(readDesign(writeDesign(upgraded), builtinCatalog(), "x.spinel")), writeDesign(upgraded));
}

void TestDesignDomains::oldExampleSavesAsVersionTwo()
{
    // The shipped example as it was saved before version 2 (resources/examples/ holds it as version 2).
    const QString path = testdata::sourcePath(QStringLiteral("tests/data/leaf-spine-4x-h100-v1.spinel"));
    std::string original = testdata::readText(path);
    QVERIFY(original.find("\"version\": 1,") != std::string::npos);
    const std::string saved = writeDesign(readDesign(original, builtinCatalog(), path.toStdString()));
    // Nothing to upgrade in it: the saved file differs by its version only, and stays put.
    QCOMPARE(saved, original.replace(original.find("\"version\": 1,"), 13, "\"version\": 2,"));
    QCOMPARE(writeDesign(readDesign(saved, builtinCatalog(), "again.spinel")), saved);
}

SPINEL_QTEST_GUILESS_MAIN(TestDesignDomains)
#include "tst_designdomains.moc"
