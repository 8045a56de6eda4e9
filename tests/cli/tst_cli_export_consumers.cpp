// Every topology export read by the real program that consumes it: slurmctld + scontrol, ibsim +
// ibnetdiscover + OpenSM (ftree), Graphviz dot and gvpr, networkx and igraph, jsonschema with
// containerlab's schema, Python's csv and yaml. A test skips, naming the tool, only when the tool
// is not installed (scripts/setup.sh installs them all).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "cost/cablingplan.h"
#include "export/exportnames.h"
#include "io/designformat.h"
#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/fabricprofile.h"

using spinel::testsupport::ProcessRun;
using spinel::testsupport::runCli;
using spinel::testsupport::runProgram;

namespace {

const QString kPython = QStringLiteral("/usr/bin/python3");

bool have(const QString &program)
{
    return program.startsWith(QLatin1Char('/'))
               ? QFile::exists(program)
               : !QStandardPaths::findExecutable(program).isEmpty()
                     || !QStandardPaths::findExecutable(program, {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")}).isEmpty();
}

#define REQUIRE_TOOL(program)                                                                                                    \
    if (!have(QStringLiteral(program))) QSKIP(program " is not installed (scripts/setup.sh installs it)")

bool pythonHas(const char *module)
{
    return have(kPython)
           && runProgram(kPython, {QStringLiteral("-c"), QStringLiteral("import ") + QLatin1String(module)}).exitCode == 0;
}

#define REQUIRE_PYTHON(module)                                                                                                   \
    if (!pythonHas(module)) QSKIP("/usr/bin/python3 with " module " is not installed (scripts/setup.sh installs it)")

// Runs a Python script and parses what it prints as JSON.
QJsonObject python(const QString &script, const QStringList &arguments)
{
    const ProcessRun run = runProgram(kPython, QStringList{QStringLiteral("-c"), script} + arguments);
    if (run.exitCode != 0) qWarning().noquote() << run.errText();
    return QJsonDocument::fromJson(run.out).object();
}

ProcessRun bash(const QString &script, const QStringList &arguments = {})
{
    return runProgram(QStringLiteral("/bin/bash"), QStringList{QStringLiteral("-c"), script, QStringLiteral("bash")} + arguments);
}

} // namespace

class TestCliExportConsumers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void slurmctldReadsTopologyConf();
    void slurmYamlHasTreeAndBlocks();
    void ibsimAndIbnetdiscoverAndOpenSm();
    void ibnetdiscoverTextMatchesDiscovery();
    void graphMlReadByNetworkxAndIgraph();
    void dotRendersAndGvprListsPorts();
    void containerlabValidatesAgainstSchema();
    void netboxCsvs();
    void runListHasEveryCableOnce();
    void runListColumnsSelectable();
    void runListP2pColumnSet();
    void runListColumnErrors();
    void astraSimValues();
    void formatFromExtensionAndErrors();

private:
    QString exportTo(const QString &format, const QString &name);
    QTemporaryDir m_dir;
    QString m_design;
    spinel::Design m_model;
};

void TestCliExportConsumers::initTestCase()
{
    // 4 servers on 8 rail leaves, 2 spines, 2 cables from every leaf to every spine: 32 + 32 cables.
    m_model = spinel::testdata::railDesign(4, 2, 2);
    // A name no format takes as it is: the shared rule makes it "gpu-001-rack-7".
    m_model.findDevice("srv-1")->name = "gpu 001, rack[7]";
    m_design = m_dir.filePath(QStringLiteral("d.spinel"));
    QFile file(m_design);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(spinel::writeDesign(m_model)));
}

QString TestCliExportConsumers::exportTo(const QString &format, const QString &name)
{
    const QString out = m_dir.filePath(name);
    const ProcessRun run = runCli(
        {QStringLiteral("export"), m_design, QStringLiteral("--format"), format, QStringLiteral("-o"), out});
    if (run.exitCode != 0) qWarning().noquote() << run.errText();
    return run.exitCode == 0 ? out : QString();
}

void TestCliExportConsumers::slurmctldReadsTopologyConf()
{
    REQUIRE_TOOL("slurmctld");
    REQUIRE_TOOL("scontrol");
    const QString topology = exportTo(QStringLiteral("slurm"), QStringLiteral("topology.conf"));
    QVERIFY(!topology.isEmpty());
    // slurmctld offline: its own config folder, auth/none, loopback, no slurmd.
    QTemporaryDir slurm;
    QVERIFY(QFile::copy(topology, slurm.filePath(QStringLiteral("topology.conf"))));
    QDir().mkpath(slurm.filePath(QStringLiteral("state")));
    QFile conf(slurm.filePath(QStringLiteral("slurm.conf")));
    QVERIFY(conf.open(QIODevice::WriteOnly));
    const int port = 20000 + int(QCoreApplication::applicationPid() % 20000);
    const QString user = qEnvironmentVariable("USER", QStringLiteral("root"));
    conf.write(QStringLiteral("ClusterName=spinel\nSlurmctldHost=localhost\nSlurmctldPort=%1\nSlurmdPort=%2\n"
                              "AuthType=auth/none\nCredType=cred/none\nSlurmUser=%3\nStateSaveLocation=%4\n"
                              "SlurmctldPidFile=%5\nTopologyPlugin=topology/tree\nSchedulerType=sched/builtin\n"
                              "SelectType=select/linear\nProctrackType=proctrack/linuxproc\nMpiDefault=none\n"
                              "MailProg=/bin/true\n"
                              "NodeName=gpu-001-rack-7,srv-[2-4] NodeAddr=127.0.0.1 CPUs=1 State=UNKNOWN\n"
                              "PartitionName=all Nodes=ALL Default=YES\n")
                   .arg(port)
                   .arg(port + 1)
                   .arg(user, slurm.filePath(QStringLiteral("state")), slurm.filePath(QStringLiteral("slurmctld.pid")))
                   .toUtf8());
    conf.close();
    const ProcessRun run = bash(
        QStringLiteral(
            "export SLURM_CONF=\"$1/slurm.conf\"\n"
            "slurmctld -D -i -f \"$SLURM_CONF\" > \"$1/slurmctld.log\" 2>&1 &\n"
            "pid=$!\n"
            "for i in $(seq 1 50); do sleep 0.2; if scontrol show topology > \"$1/topology.txt\" 2>/dev/null; then break; fi; done\n"
            "kill $pid; wait $pid\n"
            "cat \"$1/topology.txt\"; grep -i fatal \"$1/slurmctld.log\" >&2; true\n"),
        {slurm.path()});
    QVERIFY2(run.errText().isEmpty(), qPrintable(run.errText()));
    const QString text = run.outText();
    QVERIFY2(!text.isEmpty(), "scontrol show topology printed nothing: slurmctld did not start");
    // Every switch at its level: leaves at 0 with the servers, spines at 1 above the leaves.
    for (int r = 1; r <= 8; ++r) {
        const QRegularExpression leaf(
            QStringLiteral("SwitchName=leaf-%1 Level=0 LinkSpeed=400 Nodes=gpu-001-rack-7,srv-\\[2-4\\]").arg(r));
        QVERIFY2(leaf.match(text).hasMatch(), qPrintable(text));
    }
    for (int s = 1; s <= 2; ++s) QVERIFY2(text.contains(QStringLiteral("SwitchName=spine-%1 Level=1").arg(s)), qPrintable(text));
    QCOMPARE(text.count(QStringLiteral("SwitchName=")), 10);
}

void TestCliExportConsumers::slurmYamlHasTreeAndBlocks()
{
    REQUIRE_PYTHON("yaml");
    const QString file = exportTo(QStringLiteral("slurm-yaml"), QStringLiteral("topology.yaml"));
    QVERIFY(!file.isEmpty());
    const QJsonObject result = python(
        QStringLiteral("import json, sys, yaml\n"
                       "doc = yaml.safe_load(open(sys.argv[1]))\n"
                       "tree = [t for t in doc if 'tree' in t][0]['tree']['switches']\n"
                       "block = [t for t in doc if 'block' in t][0]['block']['blocks']\n"
                       "print(json.dumps({'switches': {s['switch']: s.get('nodes', s.get('children')) for s in tree},\n"
                       "                  'blocks': {b['block']: b['nodes'] for b in block}}))\n"),
        {file});
    const QJsonObject switches = result.value(QStringLiteral("switches")).toObject();
    QCOMPARE(switches.size(), 10);
    QCOMPARE(switches.value(QStringLiteral("leaf-3")).toString(), QStringLiteral("gpu-001-rack-7,srv-[2-4]"));
    QCOMPARE(switches.value(QStringLiteral("spine-2")).toString(), QStringLiteral("leaf-[1-8]"));
    const QJsonObject blocks = result.value(QStringLiteral("blocks")).toObject();
    QCOMPARE(blocks.size(), 1); // every server is in group su-1
    QCOMPARE(blocks.value(QStringLiteral("su-1")).toString(), QStringLiteral("gpu-001-rack-7,srv-[2-4]"));
}

void TestCliExportConsumers::ibsimAndIbnetdiscoverAndOpenSm()
{
    REQUIRE_TOOL("ibsim");
    REQUIRE_TOOL("ibnetdiscover");
    const QString umad = QStringLiteral("/usr/lib/x86_64-linux-gnu/umad2sim/libumad2sim.so");
    if (!QFile::exists(umad)) QSKIP("ibsim's umad2sim shim (ibsim-utils) is not installed");
    const QString net = exportTo(QStringLiteral("ibsim"), QStringLiteral("fabric.net"));
    QVERIFY(!net.isEmpty());
    QVERIFY(QFile::exists(net + QStringLiteral(".node-name-map")));
    // ibsim serves the fabric over a unix socket of its own name; the tools reach it through the
    // LD_PRELOADed umad2sim shim, so no kernel module or hardware is involved.
    const bool openSm = have(QStringLiteral("opensm"));
    const ProcessRun run = bash(
        QStringLiteral(
            "export IBSIM_SOCKNAME=spinel-test-$$\n"
            "ibsim -s -n \"$1\" > \"$2/ibsim.log\" 2>&1 &\n"
            "pid=$!\n"
            "sleep 1\n"
            "LD_PRELOAD=\"$3\" timeout 20 ibnetdiscover --node-name-map \"$1.node-name-map\" > \"$2/discovered.txt\" || echo ibnetdiscover failed >&2\n"
            "if [ \"$4\" = 1 ]; then\n"
            "  LD_PRELOAD=\"$3\" OSM_TMP_DIR=\"$2\" OSM_CACHE_DIR=\"$2\" timeout 30 opensm -o -R ftree -f \"$2/osm.log\" > /dev/null 2>&1\n"
            "  grep -c 'ftree tables configured on all switches' \"$2/osm.log\" > \"$2/ftree.txt\"\n"
            "fi\n"
            "kill $pid; wait $pid; true\n"),
        {net, m_dir.path(), umad, openSm ? QStringLiteral("1") : QStringLiteral("0")});
    QVERIFY2(!run.errText().contains(QStringLiteral("failed")), qPrintable(run.errText()));
    QFile discovered(m_dir.filePath(QStringLiteral("discovered.txt")));
    QVERIFY(discovered.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(discovered.readAll());
    // 10 switches and one single-port HCA per cabled server port (4 servers x 8 rails).
    QCOMPARE(text.count(QRegularExpression(QStringLiteral("^Switch\\s"), QRegularExpression::MultilineOption)), 10);
    QCOMPARE(text.count(QRegularExpression(QStringLiteral("^Ca\\s"), QRegularExpression::MultilineOption)), 32);
    // The node-name map gives the design's names back.
    QVERIFY2(text.contains(QStringLiteral("# \"spine-2\"")), qPrintable(text.left(2000)));
    QVERIFY(text.contains(QStringLiteral("\"gpu-001-rack-7 mlx5_7\"")));
    // Every cable rediscovered: 32 HCA links and 32 leaf-spine links, each seen from both ends.
    QCOMPARE(text.count(QRegularExpression(QStringLiteral("^\\[\\d+\\]"), QRegularExpression::MultilineOption)), 2 * 64);
    if (!openSm) QSKIP("opensm is not installed: discovery checked, ftree routing not");
    QFile ftree(m_dir.filePath(QStringLiteral("ftree.txt")));
    QVERIFY(ftree.open(QIODevice::ReadOnly));
    QVERIFY2(ftree.readAll().trimmed().toInt() >= 1, "OpenSM did not report \"ftree tables configured on all switches\"");
}

void TestCliExportConsumers::ibnetdiscoverTextMatchesDiscovery()
{
    // Our ibnetdiscover text and ibsim's rediscovery describe the same links (GUID to GUID, port to port).
    const QString written = exportTo(QStringLiteral("ibnetdiscover"), QStringLiteral("fabric.ibnd"));
    QVERIFY(!written.isEmpty());
    QFile discovered(m_dir.filePath(QStringLiteral("discovered.txt")));
    if (!discovered.exists()) QSKIP("needs the ibsim test's discovery (ibsim not installed)");
    auto links = [](const QString &path) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) return QSet<QString>();
        QSet<QString> result;
        QString node;
        const QRegularExpression header(QStringLiteral("^(Switch|Ca)\\s+\\d+\\s+\"([^\"]+)\""));
        const QRegularExpression port(QStringLiteral("^\\[(\\d+)\\](?:\\([0-9a-f]+\\))?\\s+\"([^\"]+)\"\\[(\\d+)\\]"));
        for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
            if (const auto m = header.match(line); m.hasMatch()) node = m.captured(2);
            else if (const auto p = port.match(line); p.hasMatch())
                result.insert(node + QLatin1Char('[') + p.captured(1) + QStringLiteral("]-") + p.captured(2) + QLatin1Char('[')
                              + p.captured(3) + QLatin1Char(']'));
        }
        return result;
    };
    const QSet<QString> ours = links(written);
    QCOMPARE(ours.size(), 128);
    QCOMPARE(ours, links(discovered.fileName()));
}

void TestCliExportConsumers::graphMlReadByNetworkxAndIgraph()
{
    REQUIRE_PYTHON("networkx, igraph"); // one check: importing networkx alone takes seconds
    // Two links between one pair of devices: parallel edges.
    spinel::Design design = m_model;
    spinel::Link extra = design.links.back();
    extra.id = "extra-link";
    extra.speedGbps = 200;
    design.links.push_back(extra);
    const QString path = m_dir.filePath(QStringLiteral("parallel.spinel"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(spinel::writeDesign(design)));
    file.close();
    const QString out = m_dir.filePath(QStringLiteral("fabric.graphml"));
    QCOMPARE(runCli({QStringLiteral("export"), path, QStringLiteral("-o"), out}).exitCode, 0);
    const QJsonObject result = python(
        QStringLiteral(
            "import json, sys, networkx as nx, igraph\n"
            "g = nx.read_graphml(sys.argv[1], force_multigraph=True)\n"
            "i = igraph.Graph.Read_GraphML(sys.argv[1])\n"
            "a, b = g.nodes['srv-4'], [d for u, v, d in g.edges(data=True) if d['id'] == 'extra-link'][0]\n"
            "pair = [e for e in g.edges(data=True) if {e[0], e[1]} == {'srv-4', 'leaf-8'}]\n"
            "print(json.dumps({'nodes': g.number_of_nodes(), 'edges': g.number_of_edges(),\n"
            "  'inodes': i.vcount(), 'iedges': i.ecount(), 'name': a['name'], 'kind': a['kind'], 'x': a['x'],\n"
            "  'model': a['model'], 'speed': b['speed'], 'count': b['count'], 'medium': b['medium'], 'parallel': len(pair),\n"
            "  'spine_role': g.nodes['spine-1']['role'], 'up_count': [d for u, v, d in g.edges(data=True) if d['id'] == 'up-1-1'][0]['count']}))\n"),
        {out});
    QCOMPARE(result.value(QStringLiteral("nodes")).toInt(), 14);
    QCOMPARE(result.value(QStringLiteral("edges")).toInt(), 49); // 32 NIC links, 16 uplink bundles, 1 extra
    QCOMPARE(result.value(QStringLiteral("inodes")).toInt(), 14);
    QCOMPARE(result.value(QStringLiteral("iedges")).toInt(), 49);
    QCOMPARE(result.value(QStringLiteral("kind")).toString(), QStringLiteral("server"));
    QCOMPARE(result.value(QStringLiteral("model")).toString(), QStringLiteral("hgx-h100"));
    QCOMPARE(result.value(QStringLiteral("x")).toDouble(), 300.0); // srv-4 sits at x = 3 * 100
    QCOMPARE(result.value(QStringLiteral("speed")).toDouble(), 200.0);
    QCOMPARE(result.value(QStringLiteral("count")).toInt(), 1);
    QCOMPARE(result.value(QStringLiteral("medium")).toString(), QStringLiteral("dac"));
    QCOMPARE(result.value(QStringLiteral("parallel")).toInt(), 2);
    QCOMPARE(result.value(QStringLiteral("spine_role")).toString(), QStringLiteral("spine"));
    QCOMPARE(result.value(QStringLiteral("up_count")).toInt(), 2);
}

void TestCliExportConsumers::dotRendersAndGvprListsPorts()
{
    REQUIRE_TOOL("dot");
    REQUIRE_TOOL("gvpr");
    const QString dotFile = exportTo(QStringLiteral("dot"), QStringLiteral("fabric.dot"));
    QVERIFY(!dotFile.isEmpty());
    const ProcessRun svg = runProgram(QStringLiteral("dot"), {QStringLiteral("-Tsvg"), dotFile});
    QCOMPARE(svg.exitCode, 0);
    QVERIFY2(svg.errText().isEmpty(), qPrintable(svg.errText())); // no unknown-port warnings
    QVERIFY(svg.outText().contains(QStringLiteral("<svg")));
    const ProcessRun edges = runProgram(
        QStringLiteral("gvpr"),
        {QStringLiteral("E { printf(\"%s:%s %s:%s\\n\", $.tail.name, $.tailport, $.head.name, $.headport) }"), dotFile});
    QCOMPARE(edges.exitCode, 0);
    const QStringList lines = edges.outText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 64);
    QSet<QString> ends;
    for (const QString &line : lines)
        for (const QString &end : line.split(QLatin1Char(' '))) {
            QVERIFY2(QRegularExpression(QStringLiteral("^[\\w.-]+:p\\d+$")).match(end).hasMatch(), qPrintable(line));
            QVERIFY2(!ends.contains(end), qPrintable(end + QStringLiteral(" carries two cables")));
            ends.insert(end);
        }
    // leaf-1's first four ports carry its uplinks (links come first in railDesign), so srv-1's
    // rail-0 NIC, pinned at port 0, lands on leaf-1's fifth port; the leaf is the tail (upper tier).
    QVERIFY2(lines.contains(QStringLiteral("leaf-1:p5 gpu-001-rack-7:p1")), qPrintable(lines.join(QLatin1Char('\n'))));
}

void TestCliExportConsumers::containerlabValidatesAgainstSchema()
{
    REQUIRE_PYTHON("jsonschema");
    REQUIRE_PYTHON("yaml");
    const QString lab = exportTo(QStringLiteral("containerlab"), QStringLiteral("fabric.clab.yml"));
    QVERIFY(!lab.isEmpty());
    const QJsonObject result = python(
        QStringLiteral(
            "import json, sys, yaml, jsonschema\n"
            "doc = yaml.safe_load(open(sys.argv[1]))\n"
            "schema = json.load(open(sys.argv[2]))\n"
            "errors = [e.message for e in jsonschema.Draft7Validator(schema).iter_errors(doc)]\n"
            "print(json.dumps({'errors': errors, 'nodes': len(doc['topology']['nodes']), 'links': len(doc['topology']['links']),\n"
            "  'first': doc['topology']['links'][0]['endpoints']}))\n"),
        {lab, spinel::testdata::sourcePath(QStringLiteral("tests/data/containerlab.schema.json"))});
    QCOMPARE(result.value(QStringLiteral("errors")).toArray(), QJsonArray());
    QCOMPARE(result.value(QStringLiteral("nodes")).toInt(), 14);
    QCOMPARE(result.value(QStringLiteral("links")).toInt(), 64);
    // Invalid on purpose, to show the validator is not vacuous: a node kind containerlab lacks.
    const QJsonObject broken = python(
        QStringLiteral(
            "import json, sys, yaml, jsonschema\n"
            "doc = yaml.safe_load(open(sys.argv[1]))\n"
            "doc['topology']['nodes']['leaf-1']['kind'] = 'no-such-kind'\n"
            "print(json.dumps({'errors': len(list(jsonschema.Draft7Validator(json.load(open(sys.argv[2]))).iter_errors(doc)))}))\n"),
        {lab, spinel::testdata::sourcePath(QStringLiteral("tests/data/containerlab.schema.json"))});
    QVERIFY(broken.value(QStringLiteral("errors")).toInt() > 0);
}

void TestCliExportConsumers::netboxCsvs()
{
    REQUIRE_TOOL("/usr/bin/python3");
    const QString folder = exportTo(QStringLiteral("netbox"), QStringLiteral("netbox"));
    QVERIFY(!folder.isEmpty());
    const QJsonObject result = python(
        QStringLiteral(
            "import csv, json, os, sys\n"
            "read = lambda n: list(csv.DictReader(open(os.path.join(sys.argv[1], n), newline='', encoding='utf-8')))\n"
            "d, i, c = read('devices.csv'), read('interfaces.csv'), read('cables.csv')\n"
            "names = {r['name'] for r in d}\n"
            "ifs = {(r['device'], r['name']) for r in i}\n"
            "ok = all((r['side_a_device'], r['side_a_name']) in ifs and (r['side_b_device'], r['side_b_name']) in ifs for r in c)\n"
            "print(json.dumps({'dh': list(d[0].keys()), 'ch': list(c[0].keys()), 'devices': len(d), 'interfaces': len(i),\n"
            "  'cables': len(c), 'ok': ok, 'named': 'gpu-001-rack-7' in names, 'types': sorted({r['type'] for r in c})}))\n"),
        {folder});
    // NetBox's DeviceImportForm and CableImportForm field names.
    const QJsonArray deviceHeader = result.value(QStringLiteral("dh")).toArray();
    for (const char *field : {"name", "role", "manufacturer", "device_type", "status", "site"})
        QVERIFY2(deviceHeader.contains(QLatin1String(field)), field);
    const QJsonArray cableHeader = result.value(QStringLiteral("ch")).toArray();
    for (const char *field : {"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type", "side_b_name",
                              "type", "length", "length_unit"})
        QVERIFY2(cableHeader.contains(QLatin1String(field)), field);
    QCOMPARE(result.value(QStringLiteral("devices")).toInt(), 14);
    QCOMPARE(result.value(QStringLiteral("interfaces")).toInt(), 128); // both ends of 64 cables
    QCOMPARE(result.value(QStringLiteral("cables")).toInt(), 64);
    QVERIFY(result.value(QStringLiteral("ok")).toBool()); // every cable end is an imported interface
    QVERIFY(result.value(QStringLiteral("named")).toBool());
    // railDesign's uplinks are single-mode fibre, its NIC cables DAC.
    QCOMPARE(result.value(QStringLiteral("types")).toArray(),
             (QJsonArray{QStringLiteral("dac-passive"), QStringLiteral("smf-os2")}));
}

void TestCliExportConsumers::runListHasEveryCableOnce()
{
    REQUIRE_TOOL("/usr/bin/python3");
    const QString list = exportTo(QStringLiteral("runlist"), QStringLiteral("runlist.csv"));
    QVERIFY(!list.isEmpty());
    const QJsonObject result = python(
        QStringLiteral(
            "import csv, json, sys, collections\n"
            "rows = list(csv.DictReader(open(sys.argv[1], newline='', encoding='utf-8')))\n"
            "ends = [(r['a_device'], r['a_port']) for r in rows] + [(r['z_device'], r['z_port']) for r in rows]\n"
            "per_link = collections.Counter(r['link_id'] for r in rows)\n"
            "print(json.dumps({'rows': len(rows), 'unique_ends': len(set(ends)), 'labels': len({r['label'] for r in rows}),\n"
            "  'per_link': per_link, 'a_servers': sum(1 for r in rows if r['link_id'].startswith('nic-') and r['a_device'].startswith(('srv', 'gpu')))}))\n"),
        {list});
    QCOMPARE(result.value(QStringLiteral("rows")).toInt(), 64);
    QCOMPARE(result.value(QStringLiteral("unique_ends")).toInt(), 128); // no port twice
    QCOMPARE(result.value(QStringLiteral("labels")).toInt(), 64);
    QCOMPARE(result.value(QStringLiteral("a_servers")).toInt(), 32); // A is the lower tier
    const QJsonObject perLink = result.value(QStringLiteral("per_link")).toObject();
    QCOMPARE(perLink.size(), int(m_model.links.size())); // every link of the design appears
    for (const auto &link : m_model.links) QCOMPARE(perLink.value(QString::fromStdString(link.id)).toInt(), link.count);
}

void TestCliExportConsumers::runListColumnsSelectable()
{
    REQUIRE_TOOL("/usr/bin/python3");
    const QString out = m_dir.filePath(QStringLiteral("runlist-columns.csv"));
    const ProcessRun run = runCli({QStringLiteral("export"), m_design, QStringLiteral("--format"), QStringLiteral("runlist"),
                                   QStringLiteral("--columns"), QStringLiteral("link_id, z_port,a_device,a_type,z_type"),
                                   QStringLiteral("-o"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    const QJsonObject result = python(
        QStringLiteral("import csv, json, sys, collections\n"
                       "rows = list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8')))\n"
                       "body = rows[1:]\n"
                       "print(json.dumps({'header': rows[0], 'widths': sorted({len(r) for r in body}), 'rows': len(body),\n"
                       "  'types': collections.Counter(r[3] + '-' + r[4] for r in body),\n"
                       "  'per_link': collections.Counter(r[0] for r in body)}))\n"),
        {out});
    // The columns come in the order asked for, under their keys, and nothing else.
    QCOMPARE(result.value(QStringLiteral("header")).toArray(),
             (QJsonArray{QStringLiteral("link_id"), QStringLiteral("z_port"), QStringLiteral("a_device"),
                         QStringLiteral("a_type"), QStringLiteral("z_type")}));
    QCOMPARE(result.value(QStringLiteral("widths")).toArray(), (QJsonArray{5}));
    QCOMPARE(result.value(QStringLiteral("rows")).toInt(), 64);
    // 4 servers x 8 NICs to the leaves (Host-Switch), 8 leaves x 2 spines x 2 cables (Switch-Switch).
    const QJsonObject types = result.value(QStringLiteral("types")).toObject();
    QCOMPARE(types.value(QStringLiteral("Host-Switch")).toInt(), 32);
    QCOMPARE(types.value(QStringLiteral("Switch-Switch")).toInt(), 32);
    QCOMPARE(types.size(), 2); // never Switch-Host: A is the lower tier
    const QJsonObject perLink = result.value(QStringLiteral("per_link")).toObject();
    for (const auto &link : m_model.links) QCOMPARE(perLink.value(QString::fromStdString(link.id)).toInt(), link.count);
}

void TestCliExportConsumers::runListP2pColumnSet()
{
    REQUIRE_TOOL("/usr/bin/python3");
    const QString preset = m_dir.filePath(QStringLiteral("p2p-preset.csv"));
    const QString columns = m_dir.filePath(QStringLiteral("p2p-columns.csv"));
    QCOMPARE(runCli({QStringLiteral("export"), m_design, QStringLiteral("--format"), QStringLiteral("runlist"),
                     QStringLiteral("--preset"), QStringLiteral("p2p"), QStringLiteral("-o"), preset})
                 .exitCode,
             0);
    QCOMPARE(runCli({QStringLiteral("export"), m_design, QStringLiteral("--columns"), QStringLiteral("p2p"), QStringLiteral("-o"),
                     columns})
                 .exitCode,
             0);
    QFile presetFile(preset), columnsFile(columns);
    QVERIFY(presetFile.open(QIODevice::ReadOnly) && columnsFile.open(QIODevice::ReadOnly));
    QCOMPARE(presetFile.readAll(), columnsFile.readAll()); // two spellings, one sheet

    const QJsonObject result = python(
        QStringLiteral(
            "import csv, json, sys, collections\n"
            "rows = list(csv.DictReader(open(sys.argv[1], newline='', encoding='utf-8')))\n"
            "ends = [(r['A-Node Name'], r['A-Port']) for r in rows] + [(r['Z-Node Name'], r['Z-Port']) for r in rows]\n"
            "pairs = collections.Counter('|'.join(sorted((r['A-Node Name'], r['Z-Node Name']))) for r in rows)\n"
            "print(json.dumps({'header': list(rows[0].keys()), 'rows': len(rows), 'ends': len(ends), 'unique_ends': len(set(ends)),\n"
            "  'pairs': pairs, 'a_types': collections.Counter(r['A-Type'] for r in rows),\n"
            "  'z_types': collections.Counter(r['Z-Type'] for r in rows), 'units': sorted({r['A-U'] + r['Z-RU'] for r in rows}),\n"
            "  'max_host_port': max(int(r['A-Port']) for r in rows if r['A-Type'] == 'Host')}))\n"),
        {preset});
    // NVIDIA UFM Cable Validation Tool, P2P file: the ten columns of its documented example.
    QCOMPARE(result.value(QStringLiteral("header")).toArray(),
             (QJsonArray{QStringLiteral("A-Rack"), QStringLiteral("A-U"), QStringLiteral("A-Node Name"), QStringLiteral("A-Type"),
                         QStringLiteral("A-Port"), QStringLiteral("Z-Rack"), QStringLiteral("Z-RU"),
                         QStringLiteral("Z-Node Name"), QStringLiteral("Z-Type"), QStringLiteral("Z-Port")}));
    QCOMPARE(result.value(QStringLiteral("rows")).toInt(), 64);
    QCOMPARE(result.value(QStringLiteral("unique_ends")).toInt(), 128); // no port twice
    QCOMPARE(result.value(QStringLiteral("a_types")).toObject(),
             (QJsonObject{{QStringLiteral("Host"), 32}, {QStringLiteral("Switch"), 32}}));
    QCOMPARE(result.value(QStringLiteral("z_types")).toObject(), (QJsonObject{{QStringLiteral("Switch"), 64}}));
    QCOMPARE(result.value(QStringLiteral("units")).toArray(),
             (QJsonArray{QJsonValue(QLatin1String(""))})); // no rack elevations: blank
    // A host's port is its NIC number (the tool maps 1 -> mlx5_0): 8 NICs per server.
    QCOMPARE(result.value(QStringLiteral("max_host_port")).toInt(), 8);
    // Every link once, A to Z: the cables between two devices are the design's links between them.
    const spinel::exporting::ExportNames names(m_model);
    auto nameOf = [&](const std::string &id) {
        for (std::size_t i = 0; i < m_model.devices.size(); ++i)
            if (m_model.devices[i].id == id) return QString::fromStdString(names[i]);
        return QString();
    };
    QMap<QString, int> expected;
    for (const auto &link : m_model.links) {
        QStringList pair{nameOf(link.from.device), nameOf(link.to.device)};
        pair.sort();
        expected[pair.join(QLatin1Char('|'))] += link.count;
    }
    QVERIFY(expected.contains(QStringLiteral("gpu-001-rack-7|leaf-1")));
    const QJsonObject pairs = result.value(QStringLiteral("pairs")).toObject();
    QCOMPARE(pairs.size(), expected.size());
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) QCOMPARE(pairs.value(it.key()).toInt(), it.value());
}

void TestCliExportConsumers::runListColumnErrors()
{
    const QString out = m_dir.filePath(QStringLiteral("bad.csv"));
    const ProcessRun unknown = runCli({QStringLiteral("export"), m_design, QStringLiteral("--columns"),
                                       QStringLiteral("a_device,colour"), QStringLiteral("-o"), out});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.errText().contains(QStringLiteral("\"colour\"")) && unknown.errText().contains(QStringLiteral("a_port")),
             qPrintable(unknown.errText()));
    const ProcessRun twice = runCli({QStringLiteral("export"), m_design, QStringLiteral("--columns"),
                                     QStringLiteral("a_port,a_port"), QStringLiteral("-o"), out});
    QCOMPARE(twice.exitCode, 2);
    QVERIFY2(twice.errText().contains(QStringLiteral("twice")), qPrintable(twice.errText()));
    const ProcessRun preset = runCli(
        {QStringLiteral("export"), m_design, QStringLiteral("--preset"), QStringLiteral("p3p"), QStringLiteral("-o"), out});
    QCOMPARE(preset.exitCode, 2);
    const ProcessRun wrongFormat = runCli({QStringLiteral("export"), m_design, QStringLiteral("--format"), QStringLiteral("dot"),
                                           QStringLiteral("--preset"), QStringLiteral("p2p"), QStringLiteral("-o"), out});
    QCOMPARE(wrongFormat.exitCode, 2);
    QVERIFY(wrongFormat.errText().contains(QStringLiteral("runlist")));
    QVERIFY(!QFile::exists(out)); // nothing written on a usage error
}

void TestCliExportConsumers::astraSimValues()
{
    REQUIRE_PYTHON("yaml");
    const QString folder = exportTo(QStringLiteral("astra-sim"), QStringLiteral("astra"));
    QVERIFY(!folder.isEmpty());
    const QJsonObject result = python(
        QStringLiteral("import json, os, sys, yaml\n"
                       "n = yaml.safe_load(open(os.path.join(sys.argv[1], 'network.yml')))\n"
                       "s = json.load(open(os.path.join(sys.argv[1], 'system.json')))\n"
                       "m = json.load(open(os.path.join(sys.argv[1], 'remote_memory.json')))\n"
                       "print(json.dumps({'n': n, 'ar': s['all-reduce-implementation'], 'mem': m['memory-type']}))\n"),
        {folder});
    const QJsonObject network = result.value(QStringLiteral("n")).toObject();
    QCOMPARE(network.value(QStringLiteral("npus_count")).toArray(), (QJsonArray{8, 4}));
    const QJsonArray bandwidth = network.value(QStringLiteral("bandwidth")).toArray();
    const spinel::timing::FabricProfile profile = spinel::timing::buildFabricProfile(m_model, spinel::builtinCatalog());
    QCOMPARE(bandwidth.size(), 2);
    QVERIFY(qAbs(bandwidth.at(0).toDouble() - profile.servers.front().nvlinkUsableGBps) < 0.01);
    // 8 NICs x 400 Gb/s shared by 8 GPUs is 50 GB/s per GPU, less the transport's overhead.
    QVERIFY(qAbs(bandwidth.at(1).toDouble() - 50.0 * profile.transportEfficiency) < 0.01);
    QVERIFY(bandwidth.at(1).toDouble() < 50.0);
    const QJsonArray latency = network.value(QStringLiteral("latency")).toArray();
    QCOMPARE(latency.size(), 2);
    QVERIFY(latency.at(1).toDouble() > 0);
    QCOMPARE(result.value(QStringLiteral("ar")).toArray().size(), 2);
    QCOMPARE(result.value(QStringLiteral("mem")).toString(), QStringLiteral("NO_MEMORY_EXPANSION"));
}

void TestCliExportConsumers::formatFromExtensionAndErrors()
{
    const QString dot = m_dir.filePath(QStringLiteral("by-extension.gv"));
    QCOMPARE(runCli({QStringLiteral("export"), m_design, QStringLiteral("-o"), dot}).exitCode, 0);
    QFile file(dot);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("graph "));
    const ProcessRun unknown = runCli(
        {QStringLiteral("export"), m_design, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.bin"))});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.errText().contains(QStringLiteral("--format")));
    const ProcessRun badFormat = runCli({QStringLiteral("export"), m_design, QStringLiteral("--format"), QStringLiteral("visio"),
                                         QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.vsd"))});
    QCOMPARE(badFormat.exitCode, 2);
    QVERIFY(badFormat.errText().contains(QStringLiteral("visio")));
    const ProcessRun missing = runCli({QStringLiteral("export"), m_dir.filePath(QStringLiteral("none.spinel")),
                                       QStringLiteral("-o"), m_dir.filePath(QStringLiteral("t.conf"))});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.errText().contains(QStringLiteral("none.spinel")));
}

SPINEL_QTEST_GUILESS_MAIN(TestCliExportConsumers)
#include "tst_cli_export_consumers.moc"
