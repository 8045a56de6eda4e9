// The device catalog: required ids with their published specs, price provenance, user
// overrides and bad-catalog messages.
#include <QTest>

#include "io/catalogformat.h"
#include "io/loaderror.h"
#include "support/testmain.h"

using namespace spinel;

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void requiredIdsExist_data();
    void requiredIdsExist();
    void switchSpecsMatchDataSheets_data();
    void switchSpecsMatchDataSheets();
    void serverSpecs();
    void everyPriceHasSourceAndDate();
    void mediaCoverReachClasses();
    void closestIdsSuggestTypos();
    void userCatalogOverridesAndAdds();
    void effectiveNicsHonourOverrides();
    void designPriceOverrideWins();
    void badCatalog_data();
    void badCatalog();
    void danglingDefaultNicIsReported();
    void nvl72RacksMatchDataSheets();
    void rackNeedsAComputeTray();
    void transceiverHosts();
};

void TestCatalog::requiredIdsExist_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("kind");
    for (const char *id : {"qm8700", "qm9700", "q3400", "sn5600", "eth-32x100g"})
        QTest::newRow(id) << QString::fromLatin1(id) << int(CatalogKind::Switch);
    for (const char *id : {"hgx-a100", "hgx-h100", "hgx-h200", "hgx-b200"})
        QTest::newRow(id) << QString::fromLatin1(id) << int(CatalogKind::Server);
    for (const char *id : {"nic-100g", "cx6-200g", "cx7-400g", "cx8-800g"})
        QTest::newRow(id) << QString::fromLatin1(id) << int(CatalogKind::Nic);
    for (const char *id : {"gb200-nvl72", "gb300-nvl72", "gb200-nvl36x2"})
        QTest::newRow(id) << QString::fromLatin1(id) << int(CatalogKind::Rack);
}

void TestCatalog::requiredIdsExist()
{
    QFETCH(QString, id);
    QFETCH(int, kind);
    const CatalogEntry *entry = builtinCatalog().find(id.toStdString());
    QVERIFY2(entry, qPrintable(id));
    QCOMPARE(int(entry->kind), kind);
    QVERIFY(entry->priceUsd > 0);
    QVERIFY(entry->powerW > 0);
}

void TestCatalog::switchSpecsMatchDataSheets_data()
{
    // Port counts and speeds: docs/reference/fabrics-reference.md, "Devices" (vendor data sheets).
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("ports");
    QTest::addColumn<double>("speed");
    QTest::addColumn<bool>("inNetworkReduction");
    QTest::addColumn<int>("protocol");
    QTest::newRow("qm8700") << QStringLiteral("qm8700") << 40 << 200.0 << true << int(LinkProtocol::InfiniBand);
    QTest::newRow("qm9700") << QStringLiteral("qm9700") << 64 << 400.0 << true << int(LinkProtocol::InfiniBand);
    QTest::newRow("q3400") << QStringLiteral("q3400") << 144 << 800.0 << true << int(LinkProtocol::InfiniBand);
    QTest::newRow("sn5600") << QStringLiteral("sn5600") << 64 << 800.0 << false << int(LinkProtocol::Ethernet);
    QTest::newRow("eth-32x100g") << QStringLiteral("eth-32x100g") << 32 << 100.0 << false << int(LinkProtocol::Ethernet);
}

void TestCatalog::switchSpecsMatchDataSheets()
{
    QFETCH(QString, id);
    QFETCH(int, ports);
    QFETCH(double, speed);
    QFETCH(bool, inNetworkReduction);
    QFETCH(int, protocol);
    const SwitchSpec *spec = builtinCatalog().switchSpec(id.toStdString());
    QVERIFY(spec);
    QCOMPARE(spec->ports, ports);
    QCOMPARE(spec->portSpeedGbps, speed);
    QCOMPARE(spec->inNetworkReduction, inNetworkReduction);
    QCOMPARE(int(spec->protocol), protocol);
    QVERIFY(spec->hopLatencyNs > 0);
    // Breakouts never carry more than the switch's native capacity.
    for (const auto &b : spec->breakouts) QVERIFY(b.ports * b.speedGbps <= ports * speed);
}

void TestCatalog::serverSpecs()
{
    const Catalog &catalog = builtinCatalog();
    // SN5600: 64 x 800G, or 128 x 400G, or 256 x 200G (docs/reference/fabrics-reference.md).
    const SwitchSpec *sn5600 = catalog.switchSpec("sn5600");
    QCOMPARE(sn5600->breakouts.size(), std::size_t(2));
    QVERIFY((sn5600->breakouts[0] == Breakout{128, 400}));
    QVERIFY((sn5600->breakouts[1] == Breakout{256, 200}));
    for (const char *id : {"hgx-a100", "hgx-h100", "hgx-h200", "hgx-b200"}) {
        const ServerSpec *spec = catalog.serverSpec(id);
        QVERIFY(spec);
        QCOMPARE(spec->gpus, 8);
        QVERIFY(catalog.nicSpec(spec->defaultNic));
        QVERIFY(spec->gpuPeakBf16Tflops > 0);
    }
    // NVLink per GPU per direction: A100 12 links x 25 GB/s, H100 18 x 25 GB/s (NVIDIA data sheets).
    QCOMPARE(catalog.serverSpec("hgx-a100")->nvlinkGBpsPerGpu, 300.0);
    QCOMPARE(catalog.serverSpec("hgx-h100")->nvlinkGBpsPerGpu, 450.0);
    QCOMPARE(catalog.serverSpec("hgx-h100")->nvlinkLinksPerGpu, 18);
    // NVLink SHARP needs third-generation NVSwitch: not on A100.
    QVERIFY(!catalog.serverSpec("hgx-a100")->nvswitchReduction);
    QVERIFY(catalog.serverSpec("hgx-h100")->nvswitchReduction);
    // The DGX H100 SuperPOD node: 8 x ConnectX-7 400G (docs/reference/fabrics-reference.md).
    QCOMPARE(catalog.serverSpec("hgx-h100")->defaultNic, std::string("cx7-400g"));
    QCOMPARE(catalog.serverSpec("hgx-h100")->defaultNicCount, 8);
    QCOMPARE(catalog.nicSpec("cx7-400g")->speedGbps, 400.0);
}

void TestCatalog::everyPriceHasSourceAndDate()
{
    for (const auto &entry : builtinCatalog().entries()) {
        QVERIFY2(!entry.priceSource.empty(), entry.id.c_str());
        QVERIFY2(entry.priceDate.size() >= 7 && entry.priceDate[4] == '-', entry.id.c_str());
        QVERIFY2(entry.priceUsd > 0, entry.id.c_str());
    }
}

void TestCatalog::mediaCoverReachClasses()
{
    // DAC <= 3 m, multimode SR <= 50 m, single-mode DR <= 500 m, FR4 <= 2 km (docs/reference/fabrics-reference.md, "Reach");
    // copper at 800G only 2 m (docs/reference/exports.md, "Copper reach by speed").
    const Catalog &catalog = builtinCatalog();
    for (const char *speed : {"100g", "200g", "400g", "800g"}) {
        const std::string s(speed);
        QCOMPARE(catalog.find("dac-" + s)->mediaSpec->reachM, s == "800g" ? 2.0 : 3.0);
        QCOMPARE(catalog.find("sr-" + s)->mediaSpec->reachM, 50.0);
        QCOMPARE(catalog.find("dr-" + s)->mediaSpec->reachM, 500.0);
        QCOMPARE(catalog.find("fr4-" + s)->mediaSpec->reachM, 2000.0);
        QCOMPARE(catalog.find("sr-" + s)->kind, CatalogKind::Transceiver);
        QCOMPARE(catalog.find("aoc-" + s)->mediaSpec->medium, Medium::Aoc);
    }
    QCOMPARE(catalog.find("dr-800g")->powerW, 17.0); // twin-port 800G OSFP DR: 17 W (docs/reference/fabrics-reference.md)
}

void TestCatalog::closestIdsSuggestTypos()
{
    const auto close = builtinCatalog().closestIds("qm970");
    QVERIFY(!close.empty());
    QCOMPARE(close.front(), std::string("qm9700"));
    QVERIFY(builtinCatalog().closestIds("completely-unrelated-name-xyz").empty());
}

void TestCatalog::userCatalogOverridesAndAdds()
{
    const std::string user = R"({"format": "spinel-catalog", "version": 1, "entries": [
      {"id": "qm9700", "name": "QM9700 - our quote", "kind": "switch", "price_usd": 31000,
       "price_source": "Quote 2026-117", "price_date": "2026-10", "power_w": 700,
       "switch": {"ports": 64, "port_speed_gbps": 400, "hop_latency_ns": 130, "in_network_reduction": true, "protocol": "infiniband"}},
      {"id": "my-gpu-box", "kind": "server", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
       "server": {"gpus": 4, "nvlink_GBps_per_gpu": 100, "gpu_peak_bf16_tflops": 100, "default_nic": "cx7-400g", "default_nic_count": 2}}]})";
    Catalog catalog = builtinCatalog();
    const std::size_t before = catalog.entries().size();
    catalog.merge(readCatalog(user, "user.json"));
    checkCatalogReferences(catalog, "user.json"); // my-gpu-box relies on the built-in cx7-400g
    QCOMPARE(catalog.entries().size(), before + 1);
    QCOMPARE(catalog.find("qm9700")->priceUsd, 31000.0);
    QCOMPARE(catalog.find("qm9700")->priceSource, std::string("Quote 2026-117"));
    QCOMPARE(catalog.serverSpec("my-gpu-box")->gpus, 4);
}

void TestCatalog::effectiveNicsHonourOverrides()
{
    Device server;
    server.kind = DeviceKind::Server;
    server.model = "hgx-a100";
    EffectiveNics nics = effectiveNics(server, builtinCatalog());
    QCOMPARE(nics.model, std::string("cx6-200g"));
    QCOMPARE(nics.count, 8);
    QCOMPARE(nics.speedGbps, 200.0);
    server.nicModel = "nic-100g";
    server.nicCount = 2;
    nics = effectiveNics(server, builtinCatalog());
    QCOMPARE(nics.count, 2);
    QCOMPARE(nics.speedGbps, 100.0);
}

void TestCatalog::designPriceOverrideWins()
{
    Design design;
    QCOMPARE(builtinCatalog().priceUsd("qm9700", design), 43000.0);
    design.settings.priceOverridesUsd["qm9700"] = 36000;
    QCOMPARE(builtinCatalog().priceUsd("qm9700", design), 36000.0);
}

void TestCatalog::badCatalog_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const auto wrap = [](const char *entry) {
        return QByteArray(R"({"format": "spinel-catalog", "version": 1, "entries": [)") + entry + "]}";
    };
    QTest::newRow("wrong-format") << QByteArray(R"({"format": "drawio", "version": 1, "entries": []})")
                                  << QStringLiteral("user.json: format: expected \"spinel-catalog\"");
    // A design passed as --catalog: said plainly, not as "devices: unknown key".
    QTest::newRow("a-design") << QByteArray(R"({"format": "spinel-design", "version": 1, "devices": []})")
                              << QStringLiteral("user.json: format: this is a Spinel design, not a catalog");
    QTest::newRow("negative-ports") << wrap(
        R"({"id": "s", "kind": "switch", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
                   "switch": {"ports": -64, "port_speed_gbps": 400, "hop_latency_ns": 100, "protocol": "infiniband"}})")
                                    << QStringLiteral("user.json: entries[0].switch.ports: -64 is out of range; allowed 1 to 4096");
    QTest::newRow("missing-price-source") << wrap(R"({"id": "n", "kind": "nic", "price_usd": 1, "price_date": "2026-01", "power_w": 1,
                   "nic": {"speed_gbps": 400, "protocols": ["ethernet"]}})")
                                          << QStringLiteral("user.json: entries[0].price_source: missing");
    QTest::newRow("spec-of-other-kind") << wrap(
        R"({"id": "n", "kind": "nic", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
                   "switch": {}, "nic": {"speed_gbps": 400, "protocols": ["ethernet"]}})")
                                        << QStringLiteral("entries[0].switch: a nic entry cannot have \"switch\" data");
    QTest::newRow("oversized-breakout")
        << wrap(R"({"id": "s", "kind": "switch", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
                   "switch": {"ports": 32, "port_speed_gbps": 100, "breakouts": [{"ports": 128, "speed_gbps": 100}],
                              "hop_latency_ns": 100, "protocol": "ethernet"}})")
        << QStringLiteral("entries[0].switch.breakouts[0]: breakout carries more bandwidth than the switch has ports for");
    QTest::newRow("twin-port-zero") << wrap(
        R"({"id": "t", "kind": "transceiver", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
                   "media": {"medium": "singlemode", "speed_gbps": 1600, "reach_m": 500, "ports": 0}})")
                                    << QStringLiteral("user.json: entries[0].media.ports: 0 is out of range; allowed 1 to 16");
    QTest::newRow("hosts-not-a-list") << wrap(
        R"({"id": "t", "kind": "transceiver", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
                   "media": {"medium": "singlemode", "speed_gbps": 800, "reach_m": 500, "hosts": "q3400"}})")
                                      << QStringLiteral("user.json: entries[0].media.hosts:");
    // 18 trays cannot be shared equally by 4 racks.
    QTest::newRow("rack-split") << wrap(
        R"({"id": "r", "kind": "rack", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
                   "rack": {"compute_tray": "gb200-tray", "compute_trays": 18, "switch_trays": 9, "gpus": 72,
                            "nvlink_GBps_per_gpu": 900, "racks": 4}})")
                                << QStringLiteral(
                                       "user.json: entries[0].rack.racks: the racks must hold equal shares of the 18 compute trays");
    QTest::newRow("unknown-kind") << wrap(
        R"({"id": "x", "kind": "router", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1})")
                                  << QStringLiteral("entries[0].kind: unknown kind \"router\"");
}

void TestCatalog::badCatalog()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    try {
        readCatalog(bytes.toStdString(), "user.json");
        QFAIL("bad catalog accepted");
    } catch (const LoadError &error) {
        const QString actual = QString::fromStdString(error.what());
        QVERIFY2(actual.contains(message), qPrintable(actual));
    }
}

void TestCatalog::danglingDefaultNicIsReported()
{
    const std::string user = R"({"format": "spinel-catalog", "version": 1, "entries": [
      {"id": "box", "kind": "server", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
       "server": {"gpus": 4, "nvlink_GBps_per_gpu": 100, "gpu_peak_bf16_tflops": 100, "default_nic": "cx9", "default_nic_count": 2}}]})";
    Catalog catalog = builtinCatalog();
    catalog.merge(readCatalog(user, "user.json"));
    try {
        checkCatalogReferences(catalog, "user.json");
        QFAIL("dangling NIC accepted");
    } catch (const LoadError &error) {
        QCOMPARE(QString::fromStdString(error.what()),
                 QStringLiteral("user.json: entry \"box\".server.default_nic: no NIC \"cx9\" in the catalog"));
    }
}

void TestCatalog::nvl72RacksMatchDataSheets()
{
    // NVIDIA GB200 / GB300 NVL72 datasheets (docs/reference/fabrics-reference.md): 72 GPUs in 18
    // compute trays of 4, 9 NVLink switch trays, NVLink 5 at 1.8 TB/s per GPU (900 GB/s each way).
    for (const char *id : {"gb200-nvl72", "gb300-nvl72"}) {
        const RackSpec *rack = builtinCatalog().rackSpec(id);
        QVERIFY2(rack, id);
        QCOMPARE(rack->gpus, 72);
        QCOMPARE(rack->computeTrays, 18);
        QCOMPARE(rack->switchTrays, 9);
        QCOMPARE(rack->nvlinkGBpsPerGpu, 900.0);
        const ServerSpec *tray = builtinCatalog().serverSpec(rack->computeTray);
        QVERIFY2(tray, rack->computeTray.c_str());
        QCOMPARE(tray->gpus * rack->computeTrays, rack->gpus);
        QCOMPARE(tray->generation, GpuGeneration::Blackwell);
    }
    for (const char *id : {"gb200-nvl72", "gb300-nvl72"}) QCOMPARE(builtinCatalog().rackSpec(id)->racks, 1);
    // NVL36x2 (NVIDIA's Multi-Node Tuning Guide, fabrics-reference.md): two racks of 9 compute trays
    // and 9 NVLink switch trays, one 72-GPU NVLink domain.
    const RackSpec *pair = builtinCatalog().rackSpec("gb200-nvl36x2");
    QVERIFY(pair);
    QCOMPARE(pair->racks, 2);
    QCOMPARE(pair->computeTrays, 18);
    QCOMPARE(pair->switchTrays, 18);
    QCOMPARE(pair->gpus, 72);
    QCOMPARE(pair->computeTray, std::string("gb200-tray"));
    // GB300 trays carry one ConnectX-8 800G SuperNIC per GPU.
    const ServerSpec *gb300 = builtinCatalog().serverSpec("gb300-tray");
    QCOMPARE(gb300->defaultNic, std::string("cx8-800g"));
    QCOMPARE(gb300->defaultNicCount, 4);
}

void TestCatalog::rackNeedsAComputeTray()
{
    const std::string user = R"({"format": "spinel-catalog", "version": 1, "entries": [
      {"id": "nvl9", "kind": "rack", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
       "rack": {"compute_tray": "tray-x", "compute_trays": 2, "switch_trays": 1, "gpus": 8, "nvlink_GBps_per_gpu": 900,
                "partitions": [8, 4]}}]})";
    Catalog catalog = builtinCatalog();
    catalog.merge(readCatalog(user, "user.json"));
    QCOMPARE(catalog.rackSpec("nvl9")->partitions, (std::vector<int>{8, 4}));
    try {
        checkCatalogReferences(catalog, "user.json");
        QFAIL("rack without a compute tray accepted");
    } catch (const LoadError &error) {
        QCOMPARE(QString::fromStdString(error.what()),
                 QStringLiteral("user.json: entry \"nvl9\".rack.compute_tray: no server \"tray-x\" in the catalog"));
    }
    const std::string bad = R"({"format": "spinel-catalog", "version": 1, "entries": [
      {"id": "nvl9", "kind": "rack", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
       "rack": {"compute_tray": "gb200-tray", "compute_trays": 2, "switch_trays": 1, "gpus": 8, "nvlink_GBps_per_gpu": 900,
                "partitions": [16]}}]})";
    try {
        readCatalog(bad, "bad.json");
        QFAIL("partition larger than the rack accepted");
    } catch (const LoadError &error) {
        QVERIFY2(QString::fromStdString(error.what()).contains(QStringLiteral("entries[0].rack.partitions[0]")), error.what());
    }
}

// XDR optics made for particular cages (docs/reference/nvl72-reference.md): the Q3400's twin-port
// 1.6T module serves two 800G ports, ConnectX-8's single-port 800G DR4 one; a host must exist.
void TestCatalog::transceiverHosts()
{
    const MediaSpec &twin = *builtinCatalog().find("osfp-1.6t-dr8")->mediaSpec;
    QCOMPARE(twin.ports, 2);
    QCOMPARE(twin.portSpeedGbps(), 800.0);
    QCOMPARE(twin.hosts, std::vector<std::string>{"q3400"});
    const MediaSpec &nic = *builtinCatalog().find("osfp-800g-dr4")->mediaSpec;
    QCOMPARE(nic.ports, 1);
    QCOMPARE(nic.hosts, std::vector<std::string>{"cx8-800g"});
    QVERIFY(builtinCatalog().find("dr-800g")->mediaSpec->hosts.empty()); // generic

    const std::string user = R"({"format": "spinel-catalog", "version": 1, "entries": [
      {"id": "xdr-2xfr4", "kind": "transceiver", "price_usd": 1, "price_source": "x", "price_date": "2026-01", "power_w": 1,
       "media": {"medium": "singlemode", "speed_gbps": 1600, "reach_m": 2000, "ports": 2, "hosts": ["q3400", "q3401"]}}]})";
    Catalog catalog = builtinCatalog();
    catalog.merge(readCatalog(user, "user.json"));
    try {
        checkCatalogReferences(catalog, "user.json");
        QFAIL("transceiver for an unknown switch accepted");
    } catch (const LoadError &error) {
        QCOMPARE(QString::fromStdString(error.what()),
                 QStringLiteral("user.json: entry \"xdr-2xfr4\".media.hosts: no switch or NIC \"q3401\" in the catalog"));
    }
}

SPINEL_QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
