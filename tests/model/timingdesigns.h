#pragma once
// Designs built in code for the timing tests: rail-optimized fabrics of any size, oversubscription
// and tier count, and catalog entries for the measured systems that the built-in catalog lacks.

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel::timingtest {

struct RailFabric {
    std::string server = "hgx-h100";
    std::string leafModel = "qm9700";
    std::string spineModel = "qm9700";
    std::string coreModel = "qm9700";
    std::string nic;  // per-server NIC override; empty: the server's default
    int nicCount = 0; // 0: the server's default count
    int servers = 4;
    int rails = 8;               // NIC ports cabled per server, rail r to the SU's leaf r
    int serversPerLeaf = 32;     // servers in one scalable unit (one leaf per rail)
    double linkGbps = 400;       // server-leaf links
    double fabricLinkGbps = 400; // leaf-spine and spine-core links
    double leafRatio = 1;        // leaf downlink : uplink
    int spinesPerPod = 4;
    int unitsPerPod = 0;   // 0: two tiers; else pods of this many SUs under a core
    double spineRatio = 1; // pod (spine) downlink : uplink, three tiers only
    int cores = 4;
    Transport transport = Transport::InfiniBand;
};

inline Device makeDevice(const std::string &id, const std::string &model, DeviceKind kind, SwitchRole role)
{
    Device d;
    d.id = id;
    d.name = id;
    d.model = model;
    d.kind = kind;
    d.role = role;
    return d;
}

inline void connect(Design &design, const std::string &a, std::optional<int> port, const std::string &b, double gbps, int count)
{
    Link link;
    link.id = "l" + std::to_string(design.links.size() + 1);
    link.from = {a, port};
    link.to = {b, std::nullopt};
    link.speedGbps = gbps;
    link.count = std::max(1, count);
    link.medium = Medium::Singlemode;
    link.lengthM = 20;
    design.links.push_back(link);
}

inline Design railFabric(const RailFabric &f)
{
    Design design;
    design.settings.name = "rail fabric";
    design.settings.transport = f.transport;
    const int units = (f.servers + f.serversPerLeaf - 1) / f.serversPerLeaf;
    const int unitsPerPod = f.unitsPerPod > 0 ? f.unitsPerPod : units;
    const int pods = (units + unitsPerPod - 1) / unitsPerPod;
    const double leafDownGbps = std::min(f.servers, f.serversPerLeaf) * f.linkGbps;
    const int leafUpPerSpine = int(std::lround(leafDownGbps / f.leafRatio / f.fabricLinkGbps / f.spinesPerPod));
    for (int c = 0; f.unitsPerPod > 0 && c < f.cores; ++c)
        design.devices.push_back(makeDevice("core-" + std::to_string(c), f.coreModel, DeviceKind::Switch, SwitchRole::Core));
    for (int p = 0; p < pods; ++p) {
        const int podUnits = std::min(unitsPerPod, units - p * unitsPerPod);
        const double spineDownGbps = podUnits * f.rails * leafUpPerSpine * f.fabricLinkGbps;
        for (int s = 0; s < f.spinesPerPod; ++s) {
            const std::string spine = "spine-" + std::to_string(p) + "-" + std::to_string(s);
            design.devices.push_back(makeDevice(spine, f.spineModel, DeviceKind::Switch, SwitchRole::Spine));
            for (int c = 0; f.unitsPerPod > 0 && c < f.cores; ++c)
                connect(design, spine, std::nullopt, "core-" + std::to_string(c), f.fabricLinkGbps,
                        int(std::lround(spineDownGbps / f.spineRatio / f.fabricLinkGbps / f.cores)));
        }
        for (int u = p * unitsPerPod; u < p * unitsPerPod + podUnits; ++u)
            for (int r = 0; r < f.rails; ++r) {
                const std::string leaf = "leaf-" + std::to_string(u) + "-" + std::to_string(r);
                design.devices.push_back(makeDevice(leaf, f.leafModel, DeviceKind::Switch, SwitchRole::Leaf));
                for (int s = 0; s < f.spinesPerPod; ++s)
                    connect(design, leaf, std::nullopt, "spine-" + std::to_string(p) + "-" + std::to_string(s), f.fabricLinkGbps,
                            leafUpPerSpine);
            }
    }
    for (int n = 0; n < f.servers; ++n) {
        Device server = makeDevice("srv-" + std::to_string(n), f.server, DeviceKind::Server, SwitchRole::Leaf);
        if (!f.nic.empty()) server.nicModel = f.nic;
        if (f.nicCount > 0) server.nicCount = f.nicCount;
        design.devices.push_back(server);
        const int unit = n / f.serversPerLeaf;
        for (int r = 0; r < f.rails; ++r)
            connect(design, server.id, r, "leaf-" + std::to_string(unit) + "-" + std::to_string(r), f.linkGbps, 1);
    }
    return design;
}

// The built-in catalog plus the systems of the measured rows in docs/reference/collectives-reference.md,
// with data-sheet figures only. "-nosharp" switches are the same parts with SHARP not in use, as in
// nccl-tests runs without the SHARP (CollNet) plugin.
inline Catalog measurementCatalog()
{
    Catalog catalog = builtinCatalog();
    auto server = [&](const std::string &id, int gpus, double nvlinkGBps, int links, bool nvls, double tflops,
                      const std::string &nic, int nics) {
        CatalogEntry e;
        e.id = id;
        e.name = id;
        e.kind = CatalogKind::Server;
        ServerSpec s;
        s.gpus = gpus;
        s.gpuName = id;
        s.nvlinkGBpsPerGpu = nvlinkGBps;
        s.nvlinkLinksPerGpu = links;
        s.nvswitchReduction = nvls;
        s.gpuPeakBf16Tflops = tflops;
        s.defaultNic = nic;
        s.defaultNicCount = nics;
        e.serverSpec = s;
        catalog.insert(e);
    };
    // DGX-1 V100: 6 NVLink2 links x 25 GB/s per direction; 4 x EDR ConnectX-5 (NVIDIA DGX-1 data sheet).
    server("dgx1-v100", 8, 150, 6, false, 125, "cx5-100g", 4);
    // H20: NVLink4 at 900 GB/s bidirectional = 450 GB/s per direction, 18 links (NVIDIA H20 data sheet).
    server("hgx-h20", 8, 450, 18, true, 148, "cx7-400g", 8);
    CatalogEntry nic;
    nic.id = "cx5-100g";
    nic.name = "ConnectX-5 EDR 100G";
    nic.kind = CatalogKind::Nic;
    nic.nicSpec = NicSpec{100, 1, {LinkProtocol::InfiniBand}, 600, {}, 1};
    catalog.insert(nic);
    CatalogEntry edr;
    edr.id = "sb7800";
    edr.name = "Switch-IB 2 SB7800 (36 x 100G EDR)";
    edr.kind = CatalogKind::Switch;
    edr.switchSpec = SwitchSpec{36, 100, {}, 90, false, LinkProtocol::InfiniBand};
    catalog.insert(edr);
    for (const char *id : {"qm8700", "qm9700"}) {
        CatalogEntry plain = *catalog.find(id);
        plain.id = std::string(id) + "-nosharp";
        plain.switchSpec->inNetworkReduction = false;
        catalog.insert(plain);
    }
    return catalog;
}

} // namespace spinel::timingtest
