// A device's port map: the NIC in effect at each server end (pinned, else drawing order), the rail
// its leaf carries and the peer, so a cable drawn in the other order is visible (issue 12).
#include <QTest>

#include <algorithm>

#include "core/portmap.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

class TestPortMap : public QObject {
    Q_OBJECT
private slots:
    void railAlignedServer();
    void drawingOrderDecidesTheNic();
    void switchRowsNameTheServerNics();
    void unknownIdsGiveNothing();
    void linkEndsStopWhenAsked();
};

void TestPortMap::railAlignedServer()
{
    const Design design = testdata::railDesign(3, 2, 1);
    const std::vector<PortMapRow> rows = portMap(design, builtinCatalog(), "srv-2");
    QCOMPARE(rows.size(), std::size_t(8));
    for (int k = 0; k < 8; ++k) {
        const PortMapRow &row = rows[std::size_t(k)];
        QCOMPARE(row.here.device, std::string("srv-2"));
        QCOMPARE(row.here.nic, k);
        QCOMPARE(row.here.rail, k); // leaf-(k+1) carries rail k
        QCOMPARE(row.peer.device, "leaf-" + std::to_string(k + 1));
        QCOMPARE(row.peer.nic, -1); // a switch has ports, not NICs
        QVERIFY(!row.peer.port);
        QCOMPARE(row.speedGbps, 400.0);
        QCOMPARE(row.linkId, "nic-2-" + std::to_string(k + 1));
    }
}

void TestPortMap::drawingOrderDecidesTheNic()
{
    Design design = testdata::railDesign(3, 2, 1);
    // srv-1's cables unpinned, and its cable to leaf-2 drawn before the one to leaf-1.
    for (Link &link : design.links)
        if (link.from.device == "srv-1") link.from.port.reset();
    const auto first = std::find_if(design.links.begin(), design.links.end(), [](const Link &l) { return l.id == "nic-1-1"; });
    std::iter_swap(first, first + 1);
    const std::vector<PortMapRow> rows = portMap(design, builtinCatalog(), "srv-1");
    QCOMPARE(rows.size(), std::size_t(8));
    // NIC 0 now goes to leaf-2, which carries rail 1 (srv-2 and srv-3 put their NIC 1 there).
    QCOMPARE(rows[0].here.nic, 0);
    QCOMPARE(rows[0].peer.device, std::string("leaf-2"));
    QCOMPARE(rows[0].here.rail, 1);
    QCOMPARE(rows[1].here.nic, 1);
    QCOMPARE(rows[1].peer.device, std::string("leaf-1"));
    QCOMPARE(rows[1].here.rail, 0);
    QCOMPARE(rows[2].here.nic, rows[2].here.rail); // the rest stay aligned

    const auto ends = linkEnds(design, builtinCatalog(), "nic-1-2");
    QVERIFY(ends);
    QCOMPARE(ends->first.device, std::string("srv-1"));
    QCOMPARE(ends->first.nic, 0);
    QVERIFY(!ends->first.port);
    QCOMPARE(ends->second.device, std::string("leaf-2"));
    QCOMPARE(ends->second.rail, 1);
}

void TestPortMap::switchRowsNameTheServerNics()
{
    const Design design = testdata::railDesign(3, 2, 1);
    const std::vector<PortMapRow> rows = portMap(design, builtinCatalog(), "leaf-3");
    QCOMPARE(rows.size(), std::size_t(5)); // 3 servers and 2 spines
    int servers = 0;
    for (const PortMapRow &row : rows) {
        QCOMPARE(row.here.nic, -1);
        if (row.peer.device.rfind("srv-", 0) == 0) {
            ++servers;
            QCOMPARE(row.peer.nic, 2); // every server's NIC 2 on the third leaf
            QCOMPARE(row.here.rail, 2);
        } else {
            QCOMPARE(row.peer.device.rfind("spine-", 0), std::size_t(0));
            QCOMPARE(row.here.rail, -1); // an uplink is on no rail
        }
    }
    QCOMPARE(servers, 3);
}

void TestPortMap::unknownIdsGiveNothing()
{
    const Design design = testdata::railDesign(1, 1, 1);
    QVERIFY(portMap(design, builtinCatalog(), "nope").empty());
    QVERIFY(!linkEnds(design, builtinCatalog(), "nope"));
}

void TestPortMap::linkEndsStopWhenAsked()
{
    // The window's worker asks between the steps (topology, NICs, rails): told to stop at the
    // first, second or third question, it gives nothing; never told, the same ends as without a
    // stop request, after three questions.
    const Design design = testdata::railDesign(3, 2, 1);
    const auto whole = linkEnds(design, builtinCatalog(), design.links.front().id);
    QVERIFY(whole);
    for (int stopAt = 1; stopAt <= 3; ++stopAt) {
        int asked = 0;
        QVERIFY(!linkEnds(design, builtinCatalog(), design.links.front().id, [&] { return ++asked == stopAt; }));
        QCOMPARE(asked, stopAt);
    }
    int asked = 0;
    const auto ends = linkEnds(design, builtinCatalog(), design.links.front().id, [&] { return ++asked > 3; });
    QVERIFY(ends);
    QCOMPARE(asked, 3);
    QCOMPARE(ends->first.device, whole->first.device);
    QCOMPARE(ends->first.nic, whole->first.nic);
    QCOMPARE(ends->second.rail, whole->second.rail);
}

SPINEL_QTEST_GUILESS_MAIN(TestPortMap)
#include "tst_portmap.moc"
