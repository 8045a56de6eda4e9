#include "cost/costsplit.h"

namespace spinel {

namespace {

void add(CostShare &share, const BomLine &line)
{
    share.priceUsd += line.extendedPriceUsd;
    share.powerW += line.totalPowerW;
    share.units += line.quantity;
    share.includedUnits += line.includedUnits;
}

} // namespace

CostSide costSideOf(CatalogKind kind)
{
    switch (kind) {
    case CatalogKind::Rack:
    case CatalogKind::Server: return CostSide::ScaleUp;
    case CatalogKind::Switch:
    case CatalogKind::Nic:
    case CatalogKind::Cable:
    case CatalogKind::Transceiver: return CostSide::ScaleOut;
    }
    return CostSide::ScaleOut;
}

CostShare CostSplit::ofKind(CatalogKind kind) const
{
    const auto found = byKind.find(kind);
    return found == byKind.end() ? CostShare{} : found->second;
}

CostSplit splitCost(const std::vector<BomLine> &lines, const Catalog &catalog)
{
    CostSplit split;
    for (const BomLine &line : lines) {
        const CatalogEntry *entry = catalog.find(line.catalogId);
        if (!entry) {
            add(split.unknown, line);
            continue;
        }
        add(split.byKind[entry->kind], line);
        add(costSideOf(entry->kind) == CostSide::ScaleUp ? split.scaleUp : split.scaleOut, line);
    }
    return split;
}

} // namespace spinel
