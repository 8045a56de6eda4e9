// The design's id index: lookups after appends, insertions and removals anywhere, and the
// domain-of-a-server map, each checked against the design itself.
#include <QtTest>

#include <algorithm>
#include <random>
#include <string>

#include "core/design.h"
#include "core/designindex.h"
#include "support/testmain.h"

using namespace spinel;

class TestDesignIndex : public QObject {
    Q_OBJECT

private slots:
    void devicesThroughEdits();
    void linksThroughEdits();
    void domains();
    void shiftedInTheMiddle();
    void inStepThroughManyEdits();
    void domainOfFirstListing();
};

namespace {

Device device(const std::string &id)
{
    Device d;
    d.id = id;
    return d;
}

Link link(const std::string &id, const std::string &from, const std::string &to)
{
    Link l;
    l.id = id;
    l.from.device = from;
    l.to.device = to;
    return l;
}

} // namespace

void TestDesignIndex::devicesThroughEdits()
{
    Design design;
    design.devices = {device("leaf-1"), device("leaf-2"), device("srv-1")};
    DesignIndex index(&design);
    QCOMPARE(index.deviceIndex("leaf-2"), 1);
    QCOMPARE(index.deviceIndex("srv-9"), -1);
    QVERIFY(index.device("srv-9") == nullptr);

    // Appended: kept in step without a rebuild, and the earlier entries stay right.
    design.devices.push_back(device("srv-2"));
    index.deviceInserted("srv-2", 3);
    QCOMPARE(index.deviceIndex("srv-2"), 3);
    QCOMPARE(index.device("srv-2"), &design.devices[3]);
    QCOMPARE(index.deviceIndex("leaf-1"), 0);

    // Inserted at the front: every later position moves by one, so the index must rebuild.
    design.devices.insert(design.devices.begin(), device("spine-1"));
    index.deviceInserted("spine-1", 0);
    QCOMPARE(index.deviceIndex("spine-1"), 0);
    QCOMPARE(index.deviceIndex("leaf-1"), 1);
    QCOMPARE(index.deviceIndex("srv-2"), 4);

    // The last removed: gone, the rest unchanged.
    design.devices.pop_back();
    index.deviceRemoved("srv-2", 4);
    QCOMPARE(index.deviceIndex("srv-2"), -1);
    QCOMPARE(index.deviceIndex("srv-1"), 3);

    // One from the middle: the later ones move down.
    design.devices.erase(design.devices.begin() + 1);
    index.deviceRemoved("leaf-1", 1);
    QCOMPARE(index.deviceIndex("leaf-1"), -1);
    QCOMPARE(index.deviceIndex("leaf-2"), 1);
    QCOMPARE(index.deviceIndex("srv-1"), 2);

    // A bulk edit the index is told about only as "changed".
    design.devices = {device("a"), device("b")};
    index.devicesChanged();
    QCOMPARE(index.deviceIndex("b"), 1);
    QCOMPARE(index.deviceIndex("srv-1"), -1);
}

void TestDesignIndex::linksThroughEdits()
{
    Design design;
    design.devices = {device("leaf-1"), device("spine-1")};
    design.links = {link("l1", "leaf-1", "spine-1"), link("l2", "leaf-1", "spine-1")};
    DesignIndex index(&design);
    QCOMPARE(index.link("l2"), &design.links[1]);
    design.links.insert(design.links.begin(), link("l0", "leaf-1", "spine-1"));
    index.linkInserted("l0", 0);
    QCOMPARE(index.linkIndex("l0"), 0);
    QCOMPARE(index.linkIndex("l2"), 2);
    design.links.pop_back();
    index.linkRemoved("l2", 2);
    QCOMPARE(index.linkIndex("l2"), -1);
    QCOMPARE(index.link("l1")->from.device, std::string("leaf-1"));
    // Devices are indexed apart from links: a link id is not a device.
    QCOMPARE(index.deviceIndex("l1"), -1);
}

void TestDesignIndex::domains()
{
    Design design;
    design.devices = {device("tray-1"), device("tray-2"), device("tray-3")};
    ScaleUpDomain rack;
    rack.id = "rack-1";
    rack.members = {"tray-1", "tray-2"};
    design.domains = {rack};
    DesignIndex index(&design);
    QCOMPARE(index.domainIndex("rack-1"), 0);
    QCOMPARE(index.domainOf("tray-2"), &design.domains[0]);
    QVERIFY(index.domainOf("tray-3") == nullptr);

    // A tray moved to a second rack: the member map follows once told.
    ScaleUpDomain second;
    second.id = "rack-2";
    second.members = {"tray-3", "tray-2"};
    design.domains[0].members = {"tray-1"};
    design.domains.insert(design.domains.begin(), second);
    index.domainsChanged();
    QCOMPARE(index.domainIndex("rack-1"), 1);
    QCOMPARE(index.domain("rack-2"), &design.domains[0]);
    QCOMPARE(index.domainOf("tray-2"), &design.domains[0]);
    QCOMPARE(index.domainOf("tray-1"), &design.domains[1]);
}

// Removing and re-inserting objects in the middle (delete one tray and undo it) keeps every position
// right by shifting the others, as a fresh index would find them; half the objects or more at once
// are rebuilt, with the same answers.
void TestDesignIndex::shiftedInTheMiddle()
{
    Design design;
    for (int i = 0; i < 3; ++i) design.devices.push_back(device("d" + std::to_string(i)));
    for (int i = 0; i < 40; ++i) design.links.push_back(link("l" + std::to_string(i), "d0", "d1"));
    DesignIndex index(&design);
    QCOMPARE(index.linkIndex("l39"), 39); // built
    const auto everyLinkInPlace = [&] {
        for (std::size_t i = 0; i < design.links.size(); ++i)
            if (index.linkIndex(design.links[i].id) != int(i)) return false;
        return true;
    };

    const std::vector<int> positions{3, 10, 11, 25};
    std::vector<Link> removed;
    for (auto it = positions.rbegin(); it != positions.rend(); ++it) {
        removed.insert(removed.begin(), design.links[std::size_t(*it)]);
        design.links.erase(design.links.begin() + *it);
    }
    index.linksRemoved(positions, {"l3", "l10", "l11", "l25"});
    QCOMPARE(design.links.size(), std::size_t(36));
    QVERIFY(everyLinkInPlace());
    QCOMPARE(index.linkIndex("l12"), 9); // 3, 10 and 11 were before it
    QCOMPARE(index.linkIndex("l10"), -1);
    QCOMPARE(index.linkIndex("l39"), 35);

    for (std::size_t r = 0; r < positions.size(); ++r) design.links.insert(design.links.begin() + positions[r], removed[r]);
    index.linksInserted(positions);
    QVERIFY(everyLinkInPlace());
    QCOMPARE(index.linkIndex("l10"), 10);
    QCOMPARE(index.linkIndex("l39"), 39);

    // Devices the same way: the middle one out and back.
    QCOMPARE(index.deviceIndex("d2"), 2);
    const Device middle = design.devices[1];
    design.devices.erase(design.devices.begin() + 1);
    index.devicesRemoved({1}, {"d1"});
    QCOMPARE(index.deviceIndex("d2"), 1);
    QCOMPARE(index.deviceIndex("d1"), -1);
    design.devices.insert(design.devices.begin() + 1, middle);
    index.devicesInserted({1});
    QCOMPARE(index.deviceIndex("d1"), 1);
    QCOMPARE(index.deviceIndex("d2"), 2);

    // Thirty of 40 at once: rebuilt on the next lookup, the same answers.
    std::vector<int> many;
    std::vector<std::string> manyIds;
    for (int i = 0; i < 30; ++i) {
        many.push_back(i);
        manyIds.push_back("l" + std::to_string(i));
    }
    design.links.erase(design.links.begin(), design.links.begin() + 30);
    index.linksRemoved(many, manyIds);
    QVERIFY(everyLinkInPlace());
    QCOMPARE(index.linkIndex("l29"), -1);
    QCOMPARE(index.linkIndex("l30"), 0);
}

// Hundreds of bulk removals and re-insertions at random places (deleting trays and undoing it, over
// and over: erased slots pile up until the table rebuilds itself) and single appends and removals
// at the end: after each, every id is found where the design has it, and a removed id nowhere.
void TestDesignIndex::inStepThroughManyEdits()
{
    Design design;
    for (int i = 0; i < 500; ++i) design.links.push_back(link("link-with-a-long-id-" + std::to_string(i), "a", "b"));
    DesignIndex index(&design);
    QCOMPARE(index.linkIndex("link-with-a-long-id-499"), 499); // built
    std::mt19937 random(13);
    int next = 500;
    for (int round = 0; round < 300; ++round) {
        // 1 to 12 positions, ascending.
        std::vector<int> positions;
        const int count = 1 + int(random() % 12);
        for (int k = 0; k < count; ++k) positions.push_back(int(random() % design.links.size()));
        std::sort(positions.begin(), positions.end());
        positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
        std::vector<Link> removed;
        std::vector<std::string> ids;
        for (auto it = positions.rbegin(); it != positions.rend(); ++it) {
            removed.insert(removed.begin(), design.links[std::size_t(*it)]);
            design.links.erase(design.links.begin() + *it);
        }
        for (const Link &gone : removed) ids.push_back(gone.id);
        index.linksRemoved(positions, ids);
        for (const std::string &id : ids) QCOMPARE(index.linkIndex(id), -1);
        if (round % 10 != 0) { // undone: back where they were
            for (std::size_t r = 0; r < positions.size(); ++r)
                design.links.insert(design.links.begin() + positions[r], removed[r]);
            index.linksInserted(positions);
        }
        if (round % 5 == 0) { // one appended, as adding a link does
            design.links.push_back(link("new-" + std::to_string(next++), "a", "b"));
            index.linkInserted(design.links.back().id, design.links.size() - 1);
        }
        if (round % 7 == 0) { // the last one removed, as undoing that does
            const std::string id = design.links.back().id;
            design.links.pop_back();
            index.linkRemoved(id, design.links.size());
            QCOMPARE(index.linkIndex(id), -1);
        }
        for (std::size_t i = 0; i < design.links.size(); ++i) QCOMPARE(index.linkIndex(design.links[i].id), int(i));
    }
    QVERIFY(design.links.size() > 200);
}

// A server listed by two domains (the rules report it) belongs to the first, as the domain checks
// and a fresh index see it; so does a domain id listed twice.
void TestDesignIndex::domainOfFirstListing()
{
    Design design;
    ScaleUpDomain first, second, again;
    first.id = "rack-1";
    first.members = {"tray-1", "tray-2"};
    second.id = "rack-2";
    second.members = {"tray-2", "tray-3"};
    again.id = "rack-1";
    design.domains = {first, second, again};
    DesignIndex index(&design);
    QCOMPARE(index.domainOf("tray-2"), &design.domains[0]);
    QCOMPARE(index.domainOf("tray-3"), &design.domains[1]);
    QCOMPARE(index.domainIndex("rack-1"), 0);
    design.domains.erase(design.domains.begin());
    index.domainsChanged();
    QCOMPARE(index.domainOf("tray-2"), &design.domains[0]);
    QVERIFY(index.domainOf("tray-1") == nullptr);
    QCOMPARE(index.domainIndex("rack-1"), 1);
}

SPINEL_QTEST_APPLESS_MAIN(TestDesignIndex)
#include "tst_designindex.moc"
