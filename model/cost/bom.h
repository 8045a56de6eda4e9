#pragma once
// Bill of materials: quantities per catalog item (switches, NICs, transceivers per link end or per
// twin-port module, cables by type and length bucket), unit and extended prices, power, totals per GPU.

#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/message.h"
#include "cost/linkparts.h"

namespace spinel {

enum class BomCategory { Servers, Switches, Nics, Transceivers, Cables };
const char *toString(BomCategory category);

struct BomLine {
    BomCategory category = BomCategory::Switches;
    std::string catalogId;
    std::string name;
    std::string lengthBucket; // cables: "≤ 3 m", "≤ 30 m", ...; empty otherwise
    long long quantity = 0;
    long long includedUnits = 0; // of quantity, priced in another line (NICs in their server's price)
    double unitPriceUsd = 0;     // design override or catalog price
    double extendedPriceUsd = 0;
    double unitPowerW = 0;
    double totalPowerW = 0;
    std::string priceSource;
    std::string priceDate;
    std::string note;
};

struct BomTotals {
    double priceUsd = 0;
    double powerW = 0;
};

struct Bom {
    std::vector<BomLine> lines; // sorted by category, then catalog id, then length
    BomTotals byCategory[5];    // indexed by BomCategory
    BomTotals total;
    int gpus = 0;
    double priceUsdPerGpu = 0;
    double powerWPerGpu = 0;
    std::vector<Message> warnings; // links no catalog part fits, assumed lengths (model/cost/bommessages.cpp)
    bool includesServers = false;

    const BomTotals &of(BomCategory category) const { return byCategory[int(category)]; }
    long long quantityOf(const std::string &catalogId) const;
};

struct BomOptions {
    // Servers dominate cost (~$300k each); the network comparison leaves them out by default.
    // With servers, each rack-scale domain's rack model (its NVLink switch trays, spine and power)
    // is a line of its own next to the compute trays.
    bool includeServers = false;
};

Bom computeBom(const Design &design, const Catalog &catalog, const BomOptions &options = {});

} // namespace spinel
