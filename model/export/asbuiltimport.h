#pragma once
// A fabric as built (read from ibnetdiscover or LLDP) turned into a design: switches and servers
// named as the fabric names them, one link per cable with both ports pinned (so `spinel-cli diff`
// of the design against the same dump finds nothing), switch roles by tier from the servers up,
// catalog models that fit the ports and speeds seen, and positions by tier (TierLayout).
// What had to be guessed is said in the warnings, never silently.

#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/message.h"
#include "export/asbuilt.h"

namespace spinel::exporting {

struct ImportResult {
    Design design;
    std::vector<Message> warnings; // guessed models, devices of unknown type, speeds not reported (ids "import.*")
};

// `protocol` picks the catalog family of the switches (InfiniBand for ibnetdiscover, Ethernet
// for LLDP) and the design's transport. Throws AsBuiltError when the fabric has no cable.
ImportResult designFromAsBuilt(const AsBuiltFabric &fabric, const Catalog &catalog, LinkProtocol protocol,
                               const std::string &designName);

// Switch roles by graph tier, as the generators build them: a switch cabled to a server is a
// leaf, one cabled to a leaf a spine, anything above a core. Returns the switches that reach no
// server (left as leaves).
std::vector<std::string> assignRolesByTier(Design &design);

// The catalog model that fits a switch of `ports` ports (0: not reported; at least `usedPorts`)
// at `speedGbps` (0: not reported) best; `exact` tells whether ports and speed match. Empty when
// the catalog has no switch of that protocol.
struct ModelChoice {
    std::string model;
    bool exact = false;
};
ModelChoice chooseSwitchModel(const Catalog &catalog, LinkProtocol protocol, int ports, int usedPorts, double speedGbps);
// A server with `nics` NICs at `speedGbps` (0: not reported).
ModelChoice chooseServerModel(const Catalog &catalog, int nics, double speedGbps);

} // namespace spinel::exporting
