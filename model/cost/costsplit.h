#pragma once
// What a design costs split into scale-up and scale-out: the NVLink domains (rack parts: NVLink
// switch trays, copper spine, power and cooling; and the compute trays or servers) against the
// network between them (NICs, switches, cables, optics). A pure function of bill-of-materials
// lines, by the catalog kind of each line's part.

#include <map>
#include <optional>
#include <vector>

#include "core/catalog.h"
#include "cost/bom.h"

namespace spinel {

enum class CostSide { ScaleUp, ScaleOut };

// Rack and Server are scale-up; Switch, Nic, Cable and Transceiver are scale-out.
CostSide costSideOf(CatalogKind kind);

struct CostShare {
    double priceUsd = 0;
    double powerW = 0;
    long long units = 0;
    long long includedUnits = 0; // of units, priced in another line (BomLine::includedUnits)
    friend bool operator==(const CostShare &, const CostShare &) = default;
};

struct CostSplit {
    CostShare scaleUp;
    CostShare scaleOut;
    // Lines whose part the catalog does not know (a design priced with another catalog): counted
    // on neither side, so the two sides never claim money they cannot place.
    CostShare unknown;
    std::map<CatalogKind, CostShare> byKind; // every kind that has a line

    const CostShare &of(CostSide side) const { return side == CostSide::ScaleUp ? scaleUp : scaleOut; }
    // The share of `kind`, zero when there is none.
    CostShare ofKind(CatalogKind kind) const;
};

CostSplit splitCost(const std::vector<BomLine> &lines, const Catalog &catalog);

} // namespace spinel
