#pragma once
// What the tree-shaped exports share: devices by index with their safe names and tiers, and for
// every switch the devices one tier below it (the children of Slurm's tree, ibnetdiscover's
// down ports).

#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/topology.h"
#include "export/exportnames.h"

namespace spinel::exporting {

struct ExportFabric {
    explicit ExportFabric(const Design &design, const Catalog &catalog);

    const Design &design;
    Topology topology;
    ExportNames names;
    std::vector<std::vector<int>> children;   // per device: distinct lower-tier neighbours, design order
    std::vector<double> fastestChildLinkGbps; // per device: the fastest cable to a child

    bool isSwitch(int device) const { return design.devices[std::size_t(device)].isSwitch(); }
    const std::string &name(int device) const { return names[std::size_t(device)]; }
};

// Slurm hostlist expression of `names`: runs of one prefix and consecutive numbers of one width
// collapse to prefix[a-b,c] ("gpu[001-016]"); the rest are listed as they are, comma-separated.
std::string hostlist(std::vector<std::string> names);

} // namespace spinel::exporting
