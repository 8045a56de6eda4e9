#pragma once
// Upgrades of what a file means, not only of how it is written: steps that need the catalog, so
// they run on the Design after either reader built it (the JSON-level steps are in designformat).

#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/message.h"

namespace spinel {

// Version 1 → 2: a server whose model is now a catalog rack (gb200-nvl72 was a 72-GPU server in
// version 1) becomes the rack's compute trays plus a scale-up domain with the old id. Trays get
// ids <id>-t1 … (the next free id if one is taken), the rack's tray model, the old group, and
// stacked positions; the old NIC override is shared out evenly. A link end at the old server
// moves to a tray: a pinned NIC port p to tray p / NICs-per-tray at port p % NICs-per-tray; an
// unpinned end to the tray its cables come to when dealt in link order. Returns one note per
// upgraded server (design.rack-server-upgraded), saying what became of it (empty: nothing to
// upgrade).
std::vector<Message> upgradeRackServers(Design &design, const Catalog &catalog);

} // namespace spinel
