#pragma once
// A leaf-spine(-core) Clos fabric sized from a request: leaves grouped by scalable unit (one leaf
// per rail) or filled NIC by NIC, then the fewest spines and cores that keep the leaves' ratio with
// uplinks spread evenly. Shared by the leaf-spine and rail-optimized templates.

#include <string>

#include "generate/templateparams.h"

namespace spinel::fabric {

struct ClosRequest {
    std::string templateName;
    long long servers = 0;
    int nicsPerServer = 8;
    int planes = 1;              // independent copies of the switch fabric; NICs split between them
    bool rails = true;           // NIC r of a server goes to the rail-r leaf of its group
    int serversPerGroup = 0;     // rails: servers per scalable unit; 0 = as many as a leaf holds
    double oversubscription = 1; // leaf down:up
    int tiers = 0;               // 0 = automatic, else 2 or 3 (1 happens by itself for one leaf)
    std::string serverModel, nicModel, switchModel;
    double linkGbps = 400;
    int radix = 64; // logical switch ports at linkGbps
    // Rack-scale systems (NVL72): servers are compute trays, this many per rack; they are named
    // and grouped by rack ("rack3-tray-7", group "rack-3") instead of by scalable unit.
    int serversPerRack = 0;
    int groupsPerSu = 1; // rails: leaf groups per scalable unit (leaf ids name both)
    // Rails with several leaf groups per unit: 3 tiers as NVIDIA's spine-leaf groups (DGX SuperPOD
    // with DGX GB200, Table 4.1): a pod per rail and unit holds that rail's leaf of each group, and
    // spine j of every pod is cabled to core group j.
    bool railPods = false;
    // Leaf to spine, 30 m: multimode SR optics, or single-mode where the switch's ports take no
    // multimode modules (Quantum-X800 at 800G XDR: cost/linkparts.h leafUplinkMedium).
    Medium leafUplinkMedium = Medium::Multimode;
};

Design buildClosFabric(const ClosRequest &request);

} // namespace spinel::fabric
