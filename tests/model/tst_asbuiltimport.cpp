// Imports of the fabric as built: an ibnetdiscover dump, LLDP neighbour tables and GraphML into a
// design. The round trips start from generated fabrics exported by Spinel's own writers; the LLDP
// sample is lldpd 1.0.16's output (`lldpcli -f json0 show neighbors details`) taken on three
// network namespaces joined by veth pairs, trimmed to the fields the reader uses.
#include <QTest>

#include <algorithm>

#include <sstream>

#include "export/asbuilt.h"
#include "export/asbuiltimport.h"
#include "export/exportformat.h"
#include "export/graphmlimport.h"
#include "export/lldpimport.h"
#include "generate/generators.h"
#include "generate/tierlayout.h"
#include "io/designformat.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;
using namespace spinel::exporting;

namespace {

std::string exported(ExportFormat format, const Design &design)
{
    std::ostringstream out;
    exportDesign(format, design, builtinCatalog(), out);
    return out.str();
}

struct Counts {
    int switches = 0, servers = 0;
    long long cables = 0;
    int leaves = 0, spines = 0, cores = 0;
};

Counts countsOf(const Design &design)
{
    Counts c;
    for (const Device &d : design.devices) {
        if (d.isServer()) {
            ++c.servers;
            continue;
        }
        ++c.switches;
        (d.role == SwitchRole::Leaf ? c.leaves : d.role == SwitchRole::Spine ? c.spines : c.cores) += 1;
    }
    for (const Link &l : design.links) c.cables += l.count;
    return c;
}

ImportResult importDump(const std::string &text)
{
    std::istringstream in(text);
    return designFromAsBuilt(readIbnetdiscoverFabric(in), builtinCatalog(), LinkProtocol::InfiniBand, "as-built");
}

// Two tables as lldpd prints them: leaf1 sees srv-1 (a station) on swp1 and spine1 (a bridge and
// router) on swp2; spine1 sees leaf1 on swp49, with the MAU type `details` adds.
const char *kLeafTable = R"({
  "lldp": [ { "interface": [
    { "name": "swp1", "via": "LLDP", "rid": "1", "age": "0 day, 00:00:04",
      "chassis": [ { "id": [ { "type": "mac", "value": "06:32:29:a1:a0:aa" } ], "name": [ { "value": "srv-1" } ],
                     "capability": [ { "type": "Bridge", "enabled": false }, { "type": "Router", "enabled": false },
                                     { "type": "Wlan", "enabled": false }, { "type": "Station", "enabled": true } ] } ],
      "port": [ { "id": [ { "type": "mac", "value": "06:32:29:a1:a0:aa" } ], "descr": [ { "value": "eth0" } ],
                  "ttl": [ { "value": "4" } ] } ] },
    { "name": "swp2", "via": "LLDP", "rid": "2", "age": "0 day, 00:00:04",
      "chassis": [ { "id": [ { "type": "mac", "value": "4e:74:02:61:d7:be" } ], "name": [ { "value": "spine1" } ],
                     "capability": [ { "type": "Bridge", "enabled": true }, { "type": "Router", "enabled": true },
                                     { "type": "Wlan", "enabled": false }, { "type": "Station", "enabled": false } ] } ],
      "port": [ { "id": [ { "type": "mac", "value": "4e:74:02:61:d7:be" } ], "descr": [ { "value": "swp49" } ],
                  "ttl": [ { "value": "4" } ] } ] } ] } ]
})";
const char *kSpineTable = R"({
  "lldp": [ { "interface": [
    { "name": "swp49", "via": "LLDP", "rid": "1", "age": "0 day, 00:00:08",
      "chassis": [ { "id": [ { "type": "mac", "value": "82:ba:25:47:46:36" } ], "name": [ { "value": "leaf1" } ],
                     "capability": [ { "type": "Bridge", "enabled": true }, { "type": "Router", "enabled": true } ] } ],
      "port": [ { "id": [ { "type": "mac", "value": "66:70:88:a0:2b:ae" } ], "descr": [ { "value": "swp2" } ],
                  "auto-negotiation": [ { "supported": false, "enabled": false,
                      "current": [ { "value": "10GbaseT - Four-pair Category 6A or better, full duplex mode only" } ] } ] } ] } ] } ]
})";

} // namespace

class TestAsBuiltImport : public QObject {
    Q_OBJECT
private slots:
    void fatTreeRoundTrip();
    void railDesignRoundTrip();
    void hostileDumps_data();
    void hostileDumps();
    void unknownNodeType();
    void lldpTables();
    void lldpHostile_data();
    void lldpHostile();
    void graphMlOwnExport();
    void graphMlGeneric();
    void graphMlHostile_data();
    void graphMlHostile();
};

void TestAsBuiltImport::fatTreeRoundTrip()
{
    // k = 4: 4 pods of 2 edge and 2 aggregation switches, 4 cores; every server's NICs on edges.
    const Design design = generateFabric("fat-tree", {{"k", "4"}}, builtinCatalog());
    const Counts before = countsOf(design);
    QCOMPARE(before.switches, 20);
    const std::string dump = exported(ExportFormat::Ibnetdiscover, design);
    const ImportResult imported = importDump(dump);
    validateDesign(imported.design, builtinCatalog());
    const Counts after = countsOf(imported.design);
    QCOMPARE(after.switches, before.switches);
    QCOMPARE(after.servers, before.servers);
    QCOMPARE(after.cables, before.cables);
    // Tiers from the graph: 8 edge switches are leaves, 8 aggregation spines, 4 cores.
    QCOMPARE(after.leaves, before.leaves);
    QCOMPARE(after.spines, before.spines);
    QCOMPARE(after.cores, before.cores);
    QCOMPARE(after.cores, 4);
    // The imported design against the dump it came from, and against the original's own cables.
    std::istringstream again(dump);
    QVERIFY(compareCables(designCables(imported.design, builtinCatalog()), readIbnetdiscover(again)).empty());
    QVERIFY(compareCables(designCables(imported.design, builtinCatalog()), designCables(design, builtinCatalog())).empty());
    // Positions by tier: no two devices on one spot, switches above servers.
    QVERIFY(!TierLayout::needsLayout(imported.design));
    // Models guessed from ports and speed are said.
    QVERIFY(!imported.warnings.empty());
}

void TestAsBuiltImport::railDesignRoundTrip()
{
    // 4 HGX H100 servers (8 rails), 8 leaves, 2 spines with 2 uplinks each: the server model
    // fits exactly (8 NICs at 400G), the leaves are 64-port NDR switches (qm9700).
    const Design design = testdata::railDesign(4, 2, 2);
    const ImportResult imported = importDump(exported(ExportFormat::Ibnetdiscover, design));
    const Counts after = countsOf(imported.design);
    QCOMPARE(after.servers, 4);
    QCOMPARE(after.switches, 10);
    QCOMPARE(after.leaves, 8);
    QCOMPARE(after.spines, 2);
    QCOMPARE(after.cables, 4LL * 8 + 8 * 2 * 2);
    for (const Device &d : imported.design.devices)
        QCOMPARE(QString::fromStdString(d.model), QString::fromLatin1(d.isSwitch() ? "qm9700" : "hgx-h100"));
    QVERIFY(compareCables(designCables(imported.design, builtinCatalog()), designCables(design, builtinCatalog())).empty());
}

void TestAsBuiltImport::hostileDumps_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    const QByteArray a = "Switch\t4 \"S-0002c90300001000\"\t\t# \"leaf-1\"\n";
    const QByteArray ca = "Ca\t1 \"H-0002c90300002001\"\t\t# \"srv-1 mlx5_0\"\n";
    // Cut after the HCA's header: its port line, which the switch's line 2 promises, never came.
    QTest::newRow("truncated inside a node")
        << QByteArray(a + "[1]\t\"H-0002c90300002001\"[1]\t\t# \"srv-1 mlx5_0\" lid 0 4xNDR\n" + ca)
        << QStringLiteral("line 3: the dump ends inside \"H-0002c90300002001\": its port 1, linked from line 2, is missing");
    QTest::newRow("cut mid-line") << QByteArray(a + "[1]\t\"H-0002c9") << QStringLiteral("line 2: not an ibnetdiscover line");
    QTest::newRow("unknown GUID") << QByteArray(a + "[1]\t\"S-00000000deadbeef\"[3]\t\t# \"x\" lid 0 4xNDR\n")
                                  << QStringLiteral("line 2: link to \"S-00000000deadbeef\", a node the dump never describes");
    QTest::newRow("port listed twice") << QByteArray(a + "[1]\t\"H-0002c90300002001\"[1]\n[1]\t\"H-0002c90300002001\"[1]\n")
                                       << QStringLiteral("line 3: port 1 of \"S-0002c90300001000\" is listed twice");
    QTest::newRow("HCA twice") << QByteArray(
        a + "[1]\t\"H-0002c90300002001\"[1]\n[2]\t\"H-0002c90300002002\"[1]\n" + ca + "[1]\t\"S-0002c90300001000\"[1]\n"
        + "Ca\t1 \"H-0002c90300002002\"\t\t# \"srv-1 mlx5_0\"\n" + "[1]\t\"S-0002c90300001000\"[2]\n")
                               << QStringLiteral("line 6: port 1 of \"srv-1\" is listed twice (Ca H-0002c90300002002)");
    QTest::newRow("binary junk") << QByteArray("\x7f"
                                               "ELF\x02\x01\x01\x00\x00\x00",
                                               10)
                                 << QStringLiteral("line 1: binary data");
}

void TestAsBuiltImport::hostileDumps()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    try {
        importDump(text.toStdString());
        QFAIL("accepted");
    } catch (const AsBuiltError &error) {
        QVERIFY2(QString::fromStdString(error.what()).startsWith(message), error.what());
    }
}

void TestAsBuiltImport::unknownNodeType()
{
    // A router node ("Rt") between a switch and a host: not a switch or HCA type the reader maps.
    const std::string text = "Switch\t4 \"S-1\"\t\t# \"leaf-1\"\n[1]\t\"H-2\"[1]\n[2]\t\"R-3\"[1]\n"
                             "Ca\t1 \"H-2\"\t\t# \"srv-1 mlx5_0\"\n[1]\t\"S-1\"[1]\n"
                             "Rt\t1 \"R-3\"\t\t# \"gw-1\"\n[1]\t\"S-1\"[2]\n";
    const ImportResult result = importDump(text);
    QCOMPARE(result.design.devices.size(), std::size_t(3));
    const Device *gateway = result.design.findDevice("gw-1");
    QVERIFY(gateway);
    QVERIFY(gateway->isServer()); // cabled to no server: a generic server
    QVERIFY(std::any_of(result.warnings.begin(), result.warnings.end(), [](const Message &warning) {
        const std::string w = englishText(warning);
        return w.find("unknown type") != std::string::npos && w.find("gw-1 (Rt R-3 \"gw-1\")") != std::string::npos;
    }));
    validateDesign(result.design, builtinCatalog());
}

void TestAsBuiltImport::lldpTables()
{
    const AsBuiltFabric fabric = readLldpTables({{"leaf1.json", "leaf1", kLeafTable}, {"spine1.json", "spine1", kSpineTable}});
    QCOMPARE(fabric.nodes.size(), std::size_t(3));
    QCOMPARE(fabric.cables.size(), std::size_t(2)); // leaf1-spine1 seen from both ends once
    // leaf1 swp1 -- srv-1 eth0 (eth0 counts from 0: port 1); leaf1 swp2 -- spine1 swp49 at 10G.
    const AsBuiltCable &server = fabric.cables[0].a.device == "leaf1" && fabric.cables[0].a.port == 1 ? fabric.cables[0]
                                                                                                      : fabric.cables[1];
    QCOMPARE(server.z.device, std::string("srv-1"));
    QCOMPARE(server.z.port, 1);
    const AsBuiltCable &uplink = &server == &fabric.cables[0] ? fabric.cables[1] : fabric.cables[0];
    QCOMPARE(uplink.a.device, std::string("leaf1"));
    QCOMPARE(uplink.a.port, 2);
    QCOMPARE(uplink.z.device, std::string("spine1"));
    QCOMPARE(uplink.z.port, 49);
    QCOMPARE(uplink.speedGbps, 10.0);

    const ImportResult result = designFromAsBuilt(fabric, builtinCatalog(), LinkProtocol::Ethernet, "lab");
    validateDesign(result.design, builtinCatalog());
    QVERIFY(result.design.findDevice("srv-1")->isServer());
    QCOMPARE(result.design.findDevice("leaf1")->role, SwitchRole::Leaf);
    QCOMPARE(result.design.findDevice("spine1")->role, SwitchRole::Spine);
    QCOMPARE(result.design.settings.transport, Transport::Roce);
    // Ethernet switches: the catalog's Ethernet family (spine1 uses port 49 of 64: sn5600).
    QCOMPARE(result.design.findDevice("spine1")->model, std::string("sn5600"));
    QCOMPARE(interfaceNumber("Ethernet1/31"), 31);
    QCOMPARE(interfaceNumber("mgmt"), -1);
}

void TestAsBuiltImport::lldpHostile_data()
{
    QTest::addColumn<QString>("leaf");
    QTest::addColumn<QString>("spine");
    QTest::addColumn<QString>("message");
    QString leaf = QString::fromLatin1(kLeafTable);
    QTest::newRow("truncated") << leaf.left(300) << QString() << QStringLiteral("leaf1.json: line ");
    QTest::newRow("keyed json") << QStringLiteral("{\"lldp\": {\"interface\": {}}}") << QString()
                                << QStringLiteral("leaf1.json: /lldp: an object, as lldpcli -f json writes it");
    QTest::newRow("binary") << QString::fromLatin1("\x01\x02", 2) + QChar(0) << QString()
                            << QStringLiteral("leaf1.json: binary data, not lldpcli JSON (device leaf1)");
    QString twice = leaf;
    twice.replace(QStringLiteral("\"name\": \"swp2\""), QStringLiteral("\"name\": \"swp1\""));
    QTest::newRow("port twice") << twice << QString()
                                << QStringLiteral(
                                       "leaf1.json: /lldp/0/interface/1 (device leaf1): port swp1 of leaf1 is listed twice");
    QString other = QString::fromLatin1(kSpineTable);
    other.replace(QStringLiteral("\"value\": \"swp2\""), QStringLiteral("\"value\": \"swp7\""));
    QTest::newRow("tables disagree") << leaf << other
                                     << QStringLiteral(
                                            "spine1.json: /lldp/0/interface/0 (device spine1): spine1 swp49 reaches leaf1 swp7, "
                                            "but leaf1.json: /lldp/0/interface/1 has spine1 swp49 reaching leaf1 swp2");
}

void TestAsBuiltImport::lldpHostile()
{
    QFETCH(QString, leaf);
    QFETCH(QString, spine);
    QFETCH(QString, message);
    std::vector<LldpTable> tables{{"leaf1.json", "leaf1", leaf.toStdString()}};
    if (!spine.isEmpty()) tables.push_back({"spine1.json", "spine1", spine.toStdString()});
    try {
        readLldpTables(tables);
        QFAIL("accepted");
    } catch (const AsBuiltError &error) {
        QVERIFY2(QString::fromStdString(error.what()).startsWith(message), error.what());
    }
}

void TestAsBuiltImport::graphMlOwnExport()
{
    const Design design = generateFabric("fat-tree", {{"k", "4"}}, builtinCatalog());
    const ImportResult imported = importGraphMl(exported(ExportFormat::GraphMl, design), builtinCatalog(), "again");
    QVERIFY2(imported.warnings.empty(), imported.warnings.empty() ? "" : englishText(imported.warnings.front()).c_str());
    QCOMPARE(imported.design.devices.size(), design.devices.size());
    QCOMPARE(imported.design.links.size(), design.links.size());
    for (std::size_t i = 0; i < design.devices.size(); ++i) {
        Device expected = design.devices[i];
        expected.nicCount.reset(); // GraphML nodes carry no NIC override (the generator writes its default)
        expected.nicModel.reset();
        QCOMPARE(imported.design.devices[i], expected);
    }
    for (std::size_t i = 0; i < design.links.size(); ++i) {
        Link expected = design.links[i];
        expected.from.port.reset(); // GraphML edges carry no ports
        expected.to.port.reset();
        QCOMPARE(imported.design.links[i], expected);
    }
}

void TestAsBuiltImport::graphMlGeneric()
{
    // What networkx.write_graphml writes for a graph with a "type" attribute on some nodes, and a
    // yEd group around two of them; "box" has no kind and an unknown model.
    const std::string text = R"(<?xml version='1.0' encoding='utf-8'?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:y="http://www.yworks.com/xml/graphml">
  <key id="d0" for="node" attr.name="type" attr.type="string"/>
  <key id="d1" for="node" attr.name="model" attr.type="string"/>
  <key id="d2" for="edge" attr.name="speed" attr.type="double"/>
  <key id="d3" for="node" yfiles.type="nodegraphics"/>
  <graph edgedefault="undirected">
    <node id="s1"><data key="d0">switch</data></node>
    <node id="rack"><data key="d3"><y:ProxyAutoBoundsNode><y:NodeLabel>Rack A</y:NodeLabel></y:ProxyAutoBoundsNode></data>
      <graph edgedefault="undirected">
        <node id="h1"><data key="d0">host</data></node>
        <node id="box"><data key="d1">acme-9000</data></node>
      </graph>
    </node>
    <edge source="h1" target="s1"><data key="d2">200</data></edge>
    <edge source="box" target="s1"/>
  </graph>
</graphml>
)";
    const ImportResult result = importGraphMl(text, builtinCatalog(), "drawn");
    validateDesign(result.design, builtinCatalog());
    QCOMPARE(result.design.devices.size(), std::size_t(3)); // the group is not a device
    QVERIFY(result.design.findDevice("s1")->isSwitch());
    QVERIFY(result.design.findDevice("h1")->isServer());
    QCOMPARE(result.design.findDevice("h1")->group, std::string("Rack A"));
    // "box" names no kind: its neighbour s1 is a switch, not a server, so it is a generic server.
    QVERIFY(result.design.findDevice("box")->isServer());
    QCOMPARE(result.design.links.size(), std::size_t(2));
    QCOMPARE(result.design.links[0].speedGbps, 200.0);
    // The switch is an InfiniBand 200G model (qm8700), the unspecified edge takes its port speed.
    QCOMPARE(result.design.findDevice("s1")->model, std::string("qm8700"));
    QCOMPARE(result.design.links[1].speedGbps, 200.0);
    const auto said = [&](const char *text) {
        return std::any_of(result.warnings.begin(), result.warnings.end(),
                           [&](const Message &w) { return englishText(w).find(text) != std::string::npos; });
    };
    QVERIFY(said("box (\"acme-9000\")"));
    QVERIFY(said("unknown type"));
    QVERIFY(said("no speed"));
}

void TestAsBuiltImport::graphMlHostile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    const QByteArray head = "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">\n<graph edgedefault=\"undirected\">\n";
    QTest::newRow("truncated") << QByteArray(head + "<node id=\"a\"/>\n<node id=")
                               << QStringLiteral("line 4: not well-formed GraphML");
    QTest::newRow("binary") << QByteArray(head + "\x01\x02\x03") << QStringLiteral("line 3: not well-formed GraphML");
    QTest::newRow("unknown node") << QByteArray(head + "<node id=\"a\"/>\n<edge source=\"a\" target=\"b\"/>\n</graph></graphml>")
                                  << QStringLiteral("line 4: edge to \"b\", a node the graph never describes");
    QTest::newRow("node twice") << QByteArray(head + "<node id=\"a\"/>\n<node id=\"a\"/>\n</graph></graphml>")
                                << QStringLiteral("line 4: node \"a\" is described twice");
    QTest::newRow("not graphml") << QByteArray("<html><body/></html>") << QStringLiteral("no <graph> element");
}

void TestAsBuiltImport::graphMlHostile()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    try {
        importGraphMl(text.toStdString(), builtinCatalog(), "x");
        QFAIL("accepted");
    } catch (const AsBuiltError &error) {
        QVERIFY2(QString::fromStdString(error.what()).startsWith(message), error.what());
    }
}

SPINEL_QTEST_APPLESS_MAIN(TestAsBuiltImport)
#include "tst_asbuiltimport.moc"
