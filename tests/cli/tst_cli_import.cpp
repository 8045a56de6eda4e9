// spinel-cli import and diff --format lldp. The ibnetdiscover input is Spinel's own export and,
// when ibsim is installed, the real ibnetdiscover's rediscovery of the ibsim export; the LLDP
// tables are lldpd 1.0.16's json0 shape (see tests/model/tst_asbuiltimport.cpp), one per switch.
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "io/designformat.h"
#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

using spinel::testsupport::ProcessRun;
using spinel::testsupport::runCli;

namespace {

// One json0 neighbour entry: the local interface and the neighbour's name, port and capability.
QByteArray neighbour(const char *local, const char *name, const char *port, bool bridge)
{
    return QStringLiteral(R"({ "name": "%1", "via": "LLDP", "rid": "1", "age": "0 day, 00:01:00",
      "chassis": [ { "id": [ { "type": "mac", "value": "02:00:00:00:00:01" } ], "name": [ { "value": "%2" } ],
                     "capability": [ { "type": "Bridge", "enabled": %4 }, { "type": "Router", "enabled": false },
                                     { "type": "Station", "enabled": %5 } ] } ],
      "port": [ { "id": [ { "type": "ifname", "value": "%3" } ], "descr": [ { "value": "%3" } ],
                  "auto-negotiation": [ { "supported": true, "enabled": true,
                      "current": [ { "value": "100GbaseCR4 - 100GBASE-R PCS/PMA over 4 lane shielded copper balanced cable" } ] } ] } ] })")
        .arg(QString::fromLatin1(local), QString::fromLatin1(name), QString::fromLatin1(port),
             bridge ? QStringLiteral("true") : QStringLiteral("false"), bridge ? QStringLiteral("false") : QStringLiteral("true"))
        .toUtf8();
}

QByteArray table(const QList<QByteArray> &entries)
{
    QByteArray joined;
    for (const QByteArray &entry : entries) joined += (joined.isEmpty() ? "" : ",\n") + entry;
    return "{\n  \"lldp\": [ { \"interface\": [\n" + joined + "\n  ] } ]\n}\n";
}

} // namespace

class TestCliImport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void ibnetdiscoverRoundTrip();
    void badInputIsLocated();
    void lldpFolder();
    void graphMl();
    void ibsimRediscovery();
    void lldpdNeighbours();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
    QString m_design;
};

QString TestCliImport::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(bytes);
    return path;
}

void TestCliImport::initTestCase()
{
    m_design = write(QStringLiteral("d.spinel"),
                     QByteArray::fromStdString(spinel::writeDesign(spinel::testdata::railDesign(2, 1, 1))));
}

void TestCliImport::ibnetdiscoverRoundTrip()
{
    const QString dump = m_dir.filePath(QStringLiteral("fabric.ibnd"));
    QCOMPARE(runCli({QStringLiteral("export"), m_design, QStringLiteral("-o"), dump}).exitCode, 0);
    const QString imported = m_dir.filePath(QStringLiteral("imported.spinel"));
    const ProcessRun run = runCli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("ibnetdiscover"), dump,
                                   QStringLiteral("-o"), imported});
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    // 2 servers, 8 rail leaves + 1 spine, 16 NIC cables + 8 uplinks.
    QVERIFY2(run.outText().contains(QStringLiteral("9 switches, 2 servers and 24 cables")), qPrintable(run.outText()));
    QVERIFY2(run.errText().contains(QStringLiteral("warning: The fabric names no models")), qPrintable(run.errText()));
    const ProcessRun info = runCli({QStringLiteral("validate"), imported});
    QCOMPARE(info.exitCode, 0);
    const ProcessRun diff = runCli({QStringLiteral("diff"), imported, dump});
    QVERIFY2(diff.exitCode == 0, qPrintable(diff.outText() + diff.errText()));
}

void TestCliImport::badInputIsLocated()
{
    const QString bad = write(QStringLiteral("bad.ibnd"), QByteArray("Switch\t4 \"S-1\"\t\t# \"a\"\n[1]\t\"S-9\"[1]\n"));
    const ProcessRun run = runCli({QStringLiteral("import"), bad, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.spinel"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.errText().contains(bad + QStringLiteral(": line 2: link to \"S-9\", a node the dump never describes")),
             qPrintable(run.errText()));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.spinel"))));
    const ProcessRun unknown = runCli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("cdp"), bad,
                                       QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.spinel"))});
    QCOMPARE(unknown.exitCode, 2);
}

void TestCliImport::lldpFolder()
{
    // leaf1: srv-1 on swp1, srv-2 on swp2, spine1 on swp49; spine1: leaf1 on swp1. The servers
    // run no lldpd, so only the switches' tables exist.
    const QByteArray leaf = table({neighbour("swp1", "srv-1", "eth1", false), neighbour("swp2", "srv-2", "eth1", false),
                                   neighbour("swp49", "spine1", "swp1", true)});
    const QByteArray spine = table({neighbour("swp1", "leaf1", "swp49", true)});
    write(QStringLiteral("lldp/leaf1.json"), leaf);
    write(QStringLiteral("lldp/spine1.json"), spine);
    const QString folder = m_dir.filePath(QStringLiteral("lldp"));
    const QString imported = m_dir.filePath(QStringLiteral("lab.spinel"));
    const ProcessRun run = runCli(
        {QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("lldp"), folder, QStringLiteral("-o"), imported});
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    QVERIFY2(run.outText().contains(QStringLiteral("2 switches, 2 servers and 3 cables")), qPrintable(run.outText()));

    const ProcessRun same = runCli({QStringLiteral("diff"), imported, folder, QStringLiteral("--format"), QStringLiteral("lldp")});
    QVERIFY2(same.exitCode == 0, qPrintable(same.outText() + same.errText()));
    QVERIFY(same.outText().contains(QStringLiteral("3 cables")));

    // srv-2 moved to swp3 on the leaf: the design's leaf1/p2 cable now lands on p3.
    write(QStringLiteral("moved/leaf1.json"),
          table({neighbour("swp1", "srv-1", "eth1", false), neighbour("swp3", "srv-2", "eth1", false),
                 neighbour("swp49", "spine1", "swp1", true)}));
    write(QStringLiteral("moved/spine1.json"), spine);
    const ProcessRun moved = runCli({QStringLiteral("diff"), imported, m_dir.filePath(QStringLiteral("moved")),
                                     QStringLiteral("--format"), QStringLiteral("lldp"), QStringLiteral("--csv")});
    QCOMPARE(moved.exitCode, 1);
    QVERIFY2(moved.outText().contains(QStringLiteral("miswired,srv-2/p1,leaf1/p2,leaf1/p3")), qPrintable(moved.outText()));

    // A table cut off: exit 2 with the file and line.
    const QString cut = write(QStringLiteral("cut/leaf1.json"), leaf.left(200));
    const ProcessRun truncated = runCli({QStringLiteral("diff"), imported, cut, QStringLiteral("--format"), QStringLiteral("lldp")});
    QCOMPARE(truncated.exitCode, 2);
    QVERIFY2(truncated.errText().contains(cut + QStringLiteral(": line ")), qPrintable(truncated.errText()));
}

void TestCliImport::graphMl()
{
    const QString graph = m_dir.filePath(QStringLiteral("d.graphml"));
    QCOMPARE(runCli({QStringLiteral("export"), m_design, QStringLiteral("-o"), graph}).exitCode, 0);
    const QString imported = m_dir.filePath(QStringLiteral("from-graphml.spinel"));
    const ProcessRun run = runCli({QStringLiteral("import"), graph, QStringLiteral("-o"), imported});
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    QVERIFY2(run.outText().contains(QStringLiteral("9 switches, 2 servers and 24 cables")), qPrintable(run.outText()));
    QVERIFY2(run.errText().isEmpty(), qPrintable(run.errText())); // nothing had to be guessed
}

void TestCliImport::ibsimRediscovery()
{
    const QString umad = QStringLiteral("/usr/lib/x86_64-linux-gnu/umad2sim/libumad2sim.so");
    if (QStandardPaths::findExecutable(QStringLiteral("ibsim")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("ibnetdiscover"), {QStringLiteral("/usr/sbin")}).isEmpty()
        || !QFile::exists(umad))
        QSKIP("ibsim, ibnetdiscover or the umad2sim shim is not installed (scripts/setup.sh installs them)");
    const QString net = m_dir.filePath(QStringLiteral("fabric.net"));
    QCOMPARE(runCli({QStringLiteral("export"), m_design, QStringLiteral("-o"), net}).exitCode, 0);
    const QString found = m_dir.filePath(QStringLiteral("found.ibnd"));
    const ProcessRun sim = spinel::testsupport::runProgram(
        QStringLiteral("/bin/bash"), {QStringLiteral("-c"),
                                      QStringLiteral("export IBSIM_SOCKNAME=spinel-import-$$\n"
                                                     "ibsim -s -n \"$1\" > /dev/null 2>&1 &\n"
                                                     "pid=$!; sleep 1\n"
                                                     "LD_PRELOAD=\"$3\" timeout 20 /usr/sbin/ibnetdiscover > \"$2\"; rc=$?\n"
                                                     "kill $pid; wait $pid; exit $rc\n"),
                                      QStringLiteral("bash"), net, found, umad});
    QCOMPARE(sim.exitCode, 0);
    // The real tool's dump, named through the exported node-name map, becomes the same fabric.
    const QString imported = m_dir.filePath(QStringLiteral("rediscovered.spinel"));
    const ProcessRun run = runCli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("ibnetdiscover"), found,
                                   QStringLiteral("--node-name-map"), net + QStringLiteral(".node-name-map"),
                                   QStringLiteral("-o"), imported});
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    QVERIFY2(run.outText().contains(QStringLiteral("9 switches, 2 servers and 24 cables")), qPrintable(run.outText()));
    const ProcessRun diff = runCli({QStringLiteral("diff"), m_design, found, QStringLiteral("--node-name-map"),
                                    net + QStringLiteral(".node-name-map"), QStringLiteral("--no-speed")});
    QVERIFY2(diff.exitCode == 0, qPrintable(diff.outText() + diff.errText()));
    const ProcessRun back = runCli(
        {QStringLiteral("diff"), imported, found, QStringLiteral("--node-name-map"), net + QStringLiteral(".node-name-map")});
    QVERIFY2(back.exitCode == 0, qPrintable(back.outText() + back.errText()));
}

void TestCliImport::lldpdNeighbours()
{
    // The real lldpd on two network namespaces joined by a veth pair: leaf1 (a bridge) on swp1,
    // srv-1 (a station) on eth1. Needs root for the namespaces; skipped otherwise.
    if (QStandardPaths::findExecutable(QStringLiteral("lldpd"), {QStringLiteral("/usr/sbin")}).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("lldpcli"), {QStringLiteral("/usr/sbin")}).isEmpty())
        QSKIP("lldpd is not installed (scripts/setup.sh installs it)");
    const QString folder = m_dir.filePath(QStringLiteral("lldpd"));
    QDir().mkpath(folder + QStringLiteral("/tables"));
    const ProcessRun lab = spinel::testsupport::runProgram(
        QStringLiteral("/bin/bash"),
        {QStringLiteral("-c"),
         QStringLiteral(
             "n=sp$$; d=\"$1\"\n"
             // lldpd's unprivileged half reaches its control socket through these folders: the test's
             // temporary folder is private (0700) otherwise.
             "chmod 755 \"$d\" \"$(dirname \"$d\")\"\n"
             "ip netns add ${n}a 2>/dev/null || exit 77\n"
             "cleanup() { kill $pa $pb 2>/dev/null; wait $pa $pb 2>/dev/null; ip netns del ${n}a; ip netns del ${n}b 2>/dev/null; }\n"
             "trap cleanup EXIT\n"
             "ip netns add ${n}b && ip link add ${n}x type veth peer name ${n}y || exit 77\n"
             "ip link set ${n}x netns ${n}a && ip link set ${n}y netns ${n}b || exit 1\n"
             "ip -n ${n}a link set ${n}x name swp1 && ip -n ${n}b link set ${n}y name eth1 || exit 1\n"
             "ip -n ${n}a link set swp1 up && ip -n ${n}b link set eth1 up || exit 1\n"
             "ip netns exec ${n}a /usr/sbin/lldpd -d -u $d/a.sock -p $d/a.pid > /dev/null 2>&1 & pa=$!\n"
             "ip netns exec ${n}b /usr/sbin/lldpd -d -u $d/b.sock -p $d/b.pid > /dev/null 2>&1 & pb=$!\n"
             "for i in 1 2 3 4 5 6 7 8 9 10; do [ -S $d/a.sock ] && [ -S $d/b.sock ] && break; sleep 0.2; done\n"
             "/usr/sbin/lldpcli -u $d/a.sock configure system hostname leaf1 > /dev/null\n"
             "/usr/sbin/lldpcli -u $d/a.sock configure system capabilities enabled bridge > /dev/null\n"
             "/usr/sbin/lldpcli -u $d/b.sock configure system hostname srv-1 > /dev/null\n"
             "/usr/sbin/lldpcli -u $d/a.sock configure lldp tx-interval 1 > /dev/null\n"
             "/usr/sbin/lldpcli -u $d/b.sock configure lldp tx-interval 1 > /dev/null\n"
             "for i in $(seq 1 40); do\n"
             "  /usr/sbin/lldpcli -u $d/a.sock -f json0 show neighbors details > $d/tables/leaf1.json\n"
             "  grep -q '\"srv-1\"' $d/tables/leaf1.json && exit 0; sleep 0.25\n"
             "done; exit 1\n"),
         QStringLiteral("bash"), folder});
    if (lab.exitCode == 77) QSKIP("network namespaces need root (CAP_NET_ADMIN); lldpd's tables are not taken here");
    QVERIFY2(lab.exitCode == 0, qPrintable(lab.errText()));
    const QString imported = m_dir.filePath(QStringLiteral("lldpd.spinel"));
    const QString tables = folder + QStringLiteral("/tables");
    const ProcessRun run = runCli(
        {QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("lldp"), tables, QStringLiteral("-o"), imported});
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    QVERIFY2(run.outText().contains(QStringLiteral("1 switches, 1 servers and 1 cables")), qPrintable(run.outText()));
    const ProcessRun diff = runCli(
        {QStringLiteral("diff"), imported, tables, QStringLiteral("--format"), QStringLiteral("lldp"), QStringLiteral("--json")});
    QVERIFY2(diff.exitCode == 0, qPrintable(diff.outText() + diff.errText()));
}

SPINEL_QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cli_import.moc"
