#include "common/displaynames.h"

#include "core/catalog.h"
#include "cost/bom.h"

namespace spinel {

QString DisplayNames::collective(timing::CollectiveOp op)
{
    switch (op) {
    case timing::CollectiveOp::AllReduce: return tr("All-reduce");
    case timing::CollectiveOp::ReduceScatter: return tr("Reduce-scatter");
    case timing::CollectiveOp::AllGather: return tr("All-gather");
    case timing::CollectiveOp::Broadcast: return tr("Broadcast");
    case timing::CollectiveOp::Reduce: return tr("Reduce");
    case timing::CollectiveOp::AllToAll: return tr("All-to-all");
    case timing::CollectiveOp::SendRecv: return tr("Send/receive");
    }
    return {};
}

QString DisplayNames::medium(Medium medium)
{
    switch (medium) {
    case Medium::Dac: return tr("Copper (DAC)");
    case Medium::Aoc: return tr("Active optical (AOC)");
    case Medium::Multimode: return tr("Multimode fibre");
    case Medium::Singlemode: return tr("Single-mode fibre");
    }
    return {};
}

QString DisplayNames::transport(Transport transport)
{
    switch (transport) {
    case Transport::InfiniBand: return tr("InfiniBand");
    case Transport::Roce: return tr("RoCE");
    case Transport::Tcp: return tr("TCP");
    }
    return {};
}

QString DisplayNames::catalogKind(CatalogKind kind)
{
    switch (kind) {
    case CatalogKind::Rack: return tr("Racks");
    case CatalogKind::Server: return tr("Trays / servers");
    case CatalogKind::Switch: return tr("Switches");
    case CatalogKind::Nic: return tr("NICs");
    case CatalogKind::Transceiver: return tr("Optics");
    case CatalogKind::Cable: return tr("Cables");
    }
    return {};
}

// The bill's categories in the words of the cost plot beside it in the report.
QString DisplayNames::bomCategory(BomCategory category)
{
    switch (category) {
    case BomCategory::Servers: return tr("Servers");
    case BomCategory::Switches: return catalogKind(CatalogKind::Switch);
    case BomCategory::Nics: return catalogKind(CatalogKind::Nic);
    case BomCategory::Transceivers: return catalogKind(CatalogKind::Transceiver);
    case BomCategory::Cables: return catalogKind(CatalogKind::Cable);
    }
    return {};
}

} // namespace spinel
