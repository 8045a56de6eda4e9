#pragma once
// Which catalog parts one cable of a link needs: the cable, and for optical media a transceiver at
// each end that fits the end's device (its switch or NIC model) and reaches the cable's length.

#include <string>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

// Empty ids when nothing in the catalog fits (the BOM warns, naming the link).
struct LinkParts {
    std::string cableId;
    // Per end, from and to; empty for DAC and AOC (their ends are part of the cable).
    std::string fromTransceiverId, toTransceiverId;
    double lengthM = 0;
    bool lengthAssumed = false;
    bool beyondReach = false; // no part at the link's speed reaches: the longest one is listed
};

// The model whose cage a link end plugs into: a switch's model, a server's NIC model (its override
// or the catalog default); empty for anything else.
std::string hostModel(const Device &device, const Catalog &catalog);

// Transceivers: among the catalog's parts of the link's medium that reach its length, a part made
// for the end's host (its "hosts" list names it; such a part serves links at its port speed only)
// is taken first, else a generic part at the link's speed or the next faster one, the shortest
// reach first (the cheapest class). Hosts may be empty (unknown ends): generic parts only.
LinkParts partsForLink(const Link &link, const Catalog &catalog, const std::string &fromHost = {}, const std::string &toHost = {});

// Whether any transceiver in the catalog is made for particular hosts or serves several link
// ends: only then does the BOM need to look at the link ends' devices.
bool catalogHasHostedParts(const Catalog &catalog);

// The optics between switches of `switchModel` at `speedGbps`: multimode (SR, the cheaper class up to
// 50 m) unless the catalog lists transceivers made for the switch at that speed and none of them is
// multimode, as for Quantum-X800's 200G-per-lane XDR ports (single-mode DR modules only).
Medium leafUplinkMedium(const Catalog &catalog, const std::string &switchModel, double speedGbps);

// Typical run lengths when a link has none (reported in the BOM's warnings).
double assumedLengthM(Medium medium);

// The length bucket a cable is ordered in (cables come in standard lengths).
std::string lengthBucket(Medium medium, double lengthM);

} // namespace spinel
