#include "analysis/linkcolouring.h"

#include <algorithm>
#include <iterator>
#include <unordered_map>

#include "core/topology.h"

namespace spinel {

namespace {

// Lookups shared by every link of one colouring pass: O(devices + switches) once, then O(1).
struct Index {
    std::unordered_map<std::string, const Device *> devices;
    std::unordered_map<std::string, const SwitchLoad *> switches;

    Index(const Design &design, const FabricAnalysis &analysis)
    {
        devices.reserve(design.devices.size());
        for (const Device &device : design.devices) devices.emplace(device.id, &device);
        switches.reserve(analysis.switches.size());
        for (const SwitchLoad &load : analysis.switches) switches.emplace(load.id, &load);
    }

    const Device *device(const std::string &id) const
    {
        const auto found = devices.find(id);
        return found == devices.end() ? nullptr : found->second;
    }

    // The link's lower end, when the link climbs a tier; nullptr for same-tier or dangling links.
    const Device *lowerEnd(const Link &link) const
    {
        const Device *from = device(link.from.device);
        const Device *to = device(link.to.device);
        if (!from || !to) return nullptr;
        const Tier fromTier = tierOf(*from), toTier = tierOf(*to);
        if (fromTier == toTier) return nullptr;
        return fromTier < toTier ? from : to;
    }

    std::optional<double> ratio(const Link &link) const
    {
        const Device *lower = lowerEnd(link);
        if (!lower || !lower->isSwitch()) return std::nullopt;
        const auto found = switches.find(lower->id);
        if (found == switches.end()) return std::nullopt;
        return found->second->oversubscription;
    }
};

QColor neutral()
{
    return {0xbd, 0xc4, 0xcd};
}

// One ramp for both modes, green (room to spare) to red (saturated), readable on the light canvas.
QColor green() { return {0x2e, 0x9d, 0x5b}; }
QColor yellowGreen() { return {0x8d, 0xb8, 0x3a}; }
QColor amber() { return {0xe0, 0xb0, 0x1c}; }
QColor orange() { return {0xec, 0x7a, 0x26}; }
QColor red() { return {0xd6, 0x3b, 0x3b}; }

double utilisationOf(const Index &index, const LinkLoadResult &load, const Link &link)
{
    // Per-link traffic is not something the timing model produces: it reports the collective's
    // achieved bus bandwidth (busbw) and the resource that bounds it. The load is derived from
    // those, tier by tier:
    // - a server link carries what each GPU pushes into the network against the usable network
    //   rate per GPU (PatternBounds::gpuNetworkGBps). In flat NCCL algorithms (ring, tree,
    //   pairwise) every GPU drives its own NIC at busbw. Where NVLink does the server-local part
    //   (NVLS, hierarchical) the server as a whole sends about busbw over all its G GPUs' NICs,
    //   and with in-network reduction each byte crosses a server link once per direction rather
    //   than twice, halving that again (nccl-tests busbw of all-reduce counts 2(n−1)/n × size);
    // - a switch's uplinks carry at most what its downlinks do, concentrated by its
    //   downlink:uplink ratio ρ: busbw × max(1, ρ) / gpuNetworkGBps. That is an upper bound
    //   (it assumes every flow leaves the switch), exact for the tier that binds: there the
    //   timing model caps busbw at gpuNetworkGBps / ρ, so the bound is 100 %;
    // - with in-network reduction the switch reduces what comes up from below and sends one
    //   stream on, as one server port would: serverShare × portGbps / the switch's uplink Gb/s;
    // - rail-aligned collectives (everything but all-to-all) whose rails never leave a leaf
    //   (PatternBounds::railFlowCapacity unbounded) send nothing up: 0.
    // busbw already spreads the latency term over the whole time, so small messages show light.
    const timing::CollectiveResult &result = load.collective;
    if (!result.ok || load.servers <= 1 || load.gpuNetworkGBps <= 0) return 0;
    double gpusSharing = 1;
    if (result.algorithm == timing::Algorithm::Nvls || result.algorithm == timing::Algorithm::Hierarchical)
        gpusSharing = std::max(1, load.gpusPerServer);
    else if (result.algorithm == timing::Algorithm::InNetwork)
        gpusSharing = 2.0 * std::max(1, load.gpusPerServer);
    const double serverShare = result.busbwGBps / (load.gpuNetworkGBps * gpusSharing);
    const Device *lower = index.lowerEnd(link);
    if (!lower) return 0;
    if (lower->isServer()) return std::clamp(serverShare, 0.0, 1.0);
    if (!load.uplinksCarryTraffic) return 0;
    if (result.algorithm == timing::Algorithm::InNetwork) {
        const auto found = index.switches.find(lower->id);
        const double uplinkGbps = found == index.switches.end() ? 0 : found->second->uplinkGbps;
        return uplinkGbps > 0 ? std::clamp(serverShare * load.portGbps / uplinkGbps, 0.0, 1.0) : 0.0;
    }
    const double ratio = index.ratio(link).value_or(1.0);
    return std::clamp(serverShare * std::max(1.0, ratio), 0.0, 1.0);
}

} // namespace

std::optional<double> LinkColouring::uplinkRatio(const Design &design, const FabricAnalysis &analysis, const Link &link)
{
    return Index(design, analysis).ratio(link);
}

double LinkColouring::utilisation(const Design &design, const FabricAnalysis &analysis, const LinkLoadResult &load, const Link &link)
{
    return utilisationOf(Index(design, analysis), load, link);
}

QHash<QString, QColor> LinkColouring::oversubscriptionColours(const Design &design, const FabricAnalysis &analysis)
{
    const Index index(design, analysis);
    QHash<QString, QColor> colours;
    colours.reserve(qsizetype(design.links.size()));
    for (const Link &link : design.links) colours.insert(QString::fromStdString(link.id), colourForRatio(index.ratio(link)));
    return colours;
}

QHash<QString, QColor> LinkColouring::loadColours(const Design &design, const FabricAnalysis &analysis, const LinkLoadResult &load)
{
    const Index index(design, analysis);
    QHash<QString, QColor> colours;
    colours.reserve(qsizetype(design.links.size()));
    for (const Link &link : design.links)
        colours.insert(QString::fromStdString(link.id), colourForUtilisation(utilisationOf(index, load, link)));
    return colours;
}

QColor LinkColouring::colourForRatio(std::optional<double> ratio)
{
    if (!ratio) return neutral();
    constexpr double kTolerance = 1e-6;  // 1:1 computed from sums of speeds
    if (*ratio <= 1 + kTolerance) return green();
    if (*ratio <= 2 + kTolerance) return amber();
    if (*ratio <= 3 + kTolerance) return orange();
    return red();
}

QColor LinkColouring::colourForUtilisation(double utilisation)
{
    if (utilisation < 0.01) return neutral();
    if (utilisation < 0.25) return green();
    if (utilisation < 0.5) return yellowGreen();
    if (utilisation < 0.75) return amber();
    if (utilisation < 0.95) return orange();
    return red();
}

int LinkColouring::severityOf(const QColor &colour)
{
    const QColor ramp[] = {neutral(), green(), yellowGreen(), amber(), orange(), red()};
    for (int rank = int(std::size(ramp)) - 1; rank > 0; --rank)
        if (colour == ramp[rank]) return rank;
    return 0;
}

QVector<LegendEntry> LinkColouring::oversubscriptionLegend()
{
    return {
        {green(), tr("1:1 or better (non-blocking)")},
        {amber(), tr("Up to 2:1")},
        {orange(), tr("Up to 3:1")},
        {red(), tr("Over 3:1")},
        {neutral(), tr("Server links, top tier")},
    };
}

QVector<LegendEntry> LinkColouring::loadLegend()
{
    return {
        {red(), tr("95 % or more (saturated)")},
        {orange(), tr("75–95 %")},
        {amber(), tr("50–75 %")},
        {yellowGreen(), tr("25–50 %")},
        {green(), tr("Under 25 %")},
        {neutral(), tr("Idle")},
    };
}

QString LinkColouring::opName(timing::CollectiveOp op)
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

QString LinkColouring::sizeText(double bytes)
{
    // Binary units, as nccl-tests sizes are powers of two.
    if (bytes >= double(1LL << 30)) return tr("%L1 GiB").arg(bytes / double(1LL << 30), 0, 'g', 4);
    if (bytes >= double(1 << 20)) return tr("%L1 MiB").arg(bytes / double(1 << 20), 0, 'g', 4);
    if (bytes >= 1024) return tr("%L1 KiB").arg(bytes / 1024, 0, 'g', 4);
    return tr("%L1 B").arg(bytes, 0, 'g', 4);
}

QString LinkColouring::loadCaption(const LinkLoadResult &load)
{
    const QString what = tr("%1, %2").arg(opName(load.request.op), sizeText(load.request.bytes));
    if (!load.collective.ok) return tr("%1: %2").arg(what, QString::fromStdString(load.collective.error));
    if (load.servers <= 1) return tr("%1: stays inside one server").arg(what);
    return tr("%1 (%2): busbw %L3 GB/s, bound by %4")
        .arg(what, QString::fromLatin1(timing::toString(load.collective.algorithm)))
        .arg(load.collective.busbwGBps, 0, 'f', 1)
        .arg(QString::fromStdString(load.collective.bottleneck.text));
}

} // namespace spinel
