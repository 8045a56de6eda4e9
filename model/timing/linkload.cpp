#include "timing/linkload.h"

#include <algorithm>
#include <string>
#include <unordered_map>

#include "core/topology.h"
#include "timing/fabricprofile.h"
#include "timing/ncclgraphs.h"

namespace spinel {

namespace {

// Lookups shared by every link of one pass: O(devices + switches) once, then O(1).
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
    // NVLS_TREE sends through the tree of servers what NVLS reduced inside each (once per direction
    // on exactly two servers, 1.5 times on three: treeNetworkVolumeShare); CollNet (Direct or Chain)
    // sends each byte once per direction.
    const bool inNetwork = result.algorithm == timing::Algorithm::InNetwork
                           || result.algorithm == timing::Algorithm::InNetworkChain;
    double gpusSharing = 1;
    if (result.algorithm == timing::Algorithm::Nvls || result.algorithm == timing::Algorithm::Hierarchical
        || result.algorithm == timing::Algorithm::NvlsTree)
        gpusSharing = std::max(1, load.gpusPerServer)
                      * (result.algorithm == timing::Algorithm::NvlsTree ? 2.0 / timing::treeNetworkVolumeShare(load.servers)
                                                                         : 1.0);
    else if (inNetwork) gpusSharing = 2.0 * std::max(1, load.gpusPerServer);
    const double serverShare = result.busbwGBps / (load.gpuNetworkGBps * gpusSharing);
    const Device *lower = index.lowerEnd(link);
    if (!lower) return 0;
    if (lower->isServer()) return std::clamp(serverShare, 0.0, 1.0);
    if (!load.uplinksCarryTraffic) return 0;
    if (inNetwork) {
        const auto found = index.switches.find(lower->id);
        const double uplinkGbps = found == index.switches.end() ? 0 : found->second->uplinkGbps;
        return uplinkGbps > 0 ? std::clamp(serverShare * load.portGbps / uplinkGbps, 0.0, 1.0) : 0.0;
    }
    const double ratio = index.ratio(link).value_or(1.0);
    return std::clamp(serverShare * std::max(1.0, ratio), 0.0, 1.0);
}

} // namespace

LinkLoadResult computeLinkLoad(const Design &design, const Catalog &catalog, const LinkLoadRequest &request)
{
    LinkLoadResult load;
    load.request = request;
    const timing::FabricProfile profile = timing::buildFabricProfile(design, catalog);
    timing::CollectiveRequest collective;
    collective.op = request.op;
    collective.bytes = request.bytes;
    load.collective = timing::timeCollective(profile, collective);
    // The profile caches the bounds of the whole design, which is the group asked for.
    load.gpuNetworkGBps = profile.allGpus.gpuNetworkGBps;
    load.servers = profile.allGpus.servers;
    load.gpusPerServer = profile.allGpus.gpusPerServer;
    load.portGbps = profile.allGpus.portGbps;
    // railFlowCapacity stays at its "unbounded" value when no rail leaves its leaf.
    constexpr double kUnbounded = 1e299;
    load.uplinksCarryTraffic = request.op == timing::CollectiveOp::AllToAll || profile.allGpus.railFlowCapacity < kUnbounded;
    return load;
}

std::optional<double> uplinkRatio(const Design &design, const FabricAnalysis &analysis, const Link &link)
{
    return Index(design, analysis).ratio(link);
}

std::vector<std::optional<double>> uplinkRatios(const Design &design, const FabricAnalysis &analysis)
{
    const Index index(design, analysis);
    std::vector<std::optional<double>> ratios;
    ratios.reserve(design.links.size());
    for (const Link &link : design.links) ratios.push_back(index.ratio(link));
    return ratios;
}

double linkUtilisation(const Design &design, const FabricAnalysis &analysis, const LinkLoadResult &load, const Link &link)
{
    return utilisationOf(Index(design, analysis), load, link);
}

std::vector<double> linkUtilisations(const Design &design, const FabricAnalysis &analysis, const LinkLoadResult &load)
{
    const Index index(design, analysis);
    std::vector<double> utilisations;
    utilisations.reserve(design.links.size());
    for (const Link &link : design.links) utilisations.push_back(utilisationOf(index, load, link));
    return utilisations;
}

} // namespace spinel
