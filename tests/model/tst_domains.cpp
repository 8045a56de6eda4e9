// NVLink domains in effect: racks split into partitions, stand-alone servers as their own domain,
// members kept in tray order, bad members skipped (the rules report them).
#include <QTest>

#include "core/domains.h"
#include "support/testmain.h"

using namespace spinel;

class TestDomains : public QObject {
    Q_OBJECT
private slots:
    void standaloneServersAreDomainsOfTheirOwn();
    void partitionsSplitTraysInMemberOrder();
    void badMembersAreSkipped();
};

namespace {
Device server(const std::string &id, const std::string &model = "hgx-h100")
{
    Device d;
    d.id = id;
    d.model = model;
    d.kind = DeviceKind::Server;
    return d;
}
} // namespace

void TestDomains::standaloneServersAreDomainsOfTheirOwn()
{
    Design design;
    design.devices = {server("a"), server("b")};
    Device leaf;
    leaf.id = "leaf";
    leaf.kind = DeviceKind::Switch;
    design.devices.push_back(leaf);
    const auto domains = nvlinkDomains(design, builtinCatalog());
    QCOMPARE(domains.size(), std::size_t(2));
    QCOMPARE(countNvlinkDomains(design, builtinCatalog()), std::size_t(2));
    QCOMPARE(domains[0].gpus, 8);
    QCOMPARE(domains[0].domain, -1);
    QVERIFY(!domains[0].multiNode);
    // HGX H100: NVLink 4, 18 links of 25 GB/s per direction = 450 GB/s per GPU.
    QCOMPARE(domains[1].nvlinkGBpsPerGpu, 450.0);
}

void TestDomains::partitionsSplitTraysInMemberOrder()
{
    Design design;
    for (const char *id : {"s1", "s2", "s3", "s4", "lone"}) design.devices.push_back(server(id));
    ScaleUpDomain rack;
    rack.id = "rack-1";
    rack.members = {"s4", "s3", "s2", "s1"}; // tray order differs from device order
    rack.partitionGpus = 16;
    design.domains.push_back(rack);
    const auto domains = nvlinkDomains(design, builtinCatalog());
    QCOMPARE(domains.size(), std::size_t(3));
    QCOMPARE(domains[0].domain, 0);
    QCOMPARE(domains[0].partition, 0);
    QCOMPARE(domains[0].servers, (std::vector<int>{3, 2}));
    QCOMPARE(domains[1].servers, (std::vector<int>{1, 0}));
    QCOMPARE(domains[1].partition, 1);
    QCOMPARE(domains[1].gpus, 16);
    QVERIFY(domains[1].multiNode);
    QCOMPARE(domains[2].servers, (std::vector<int>{4}));
    QCOMPARE(domains[2].domain, -1);

    // One partition of the whole domain.
    design.domains[0].partitionGpus = 0;
    const auto whole = nvlinkDomains(design, builtinCatalog());
    QCOMPARE(whole.size(), std::size_t(2));
    QCOMPARE(whole[0].gpus, 32);
    // A partition smaller than a tray: each tray is its own partition.
    design.domains[0].partitionGpus = 4;
    QCOMPARE(countNvlinkDomains(design, builtinCatalog()), std::size_t(5));
}

void TestDomains::badMembersAreSkipped()
{
    Design design;
    design.devices = {server("s1"), server("s2")};
    Device leaf;
    leaf.id = "leaf";
    leaf.kind = DeviceKind::Switch;
    design.devices.push_back(leaf);
    ScaleUpDomain first;
    first.id = "r1";
    first.members = {"s1", "nowhere", "leaf"};
    ScaleUpDomain second;
    second.id = "r2";
    second.members = {"s1", "s2"}; // s1 already in r1: the first domain keeps it
    design.domains = {first, second};
    const auto owner = domainOfDevices(design);
    QCOMPARE(owner, (std::vector<int>{0, 1, -1}));
    const auto domains = nvlinkDomains(design, builtinCatalog());
    QCOMPARE(domains.size(), std::size_t(2));
    QCOMPARE(domains[0].servers, (std::vector<int>{0}));
    QVERIFY(!domains[0].multiNode);
}

SPINEL_QTEST_APPLESS_MAIN(TestDomains)
#include "tst_domains.moc"
