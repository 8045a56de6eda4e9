// The nvl72 template: NVL72 racks (GB200/GB300) in scalable units of 8 racks, each rack one NVLink
// domain of 18 compute trays, joined by a rail-optimized scale-out fabric per plane. Follows NVIDIA's
// DGX SuperPOD with DGX GB200 reference architecture (docs/reference/nvl72-reference.md): SU = 8
// racks = 576 GPUs, NIC k of every tray on rail k; with a leaf per rack (QM9700), more than one SU
// is built as the RA's spine-leaf groups under core groups (its Table 4.1). A partly filled last
// SU gets the leaf groups that hold racks, not the whole SU's leaves the RA advises.
#include "generate/closfabric.h"
#include "generate/templates.h"
#include "cost/linkparts.h"

#include <algorithm>

namespace spinel::fabric {

namespace {

constexpr const char *kName = "nvl72";

[[noreturn]] void refuse(const char *id, std::vector<MessageArg> args)
{
    args.insert(args.begin(), arg::text("template", kName));
    throw GeneratorError({id, std::move(args)});
}

const RackSpec &rackOf(const TemplateParams &params, std::string &id)
{
    id = params.text("rack");
    const CatalogEntry *entry = params.catalog().find(id);
    if (!entry || !entry->rackSpec) {
        std::vector<std::string> racks;
        for (const auto *rack : params.catalog().entriesOfKind(CatalogKind::Rack)) racks.push_back(rack->id);
        refuse("generate.nvl72.no-rack", {arg::text("key", "rack"), arg::text("value", id), arg::ids("racks", std::move(racks))});
    }
    const RackSpec &spec = *entry->rackSpec;
    if (!params.catalog().serverSpec(spec.computeTray) || spec.computeTrays < 1)
        refuse("generate.nvl72.tray-missing",
               {arg::text("key", "rack"), arg::text("value", id), arg::text("tray", spec.computeTray)});
    return spec;
}

// The NIC each plane's port uses. planes=2 splits every NIC into two halves, one per plane: the
// catalog describes the half (cx8-2x400g for ConnectX-8 as 2 x 400G), so NIC counts, speeds and
// prices stay per port everywhere else in Spinel.
std::string planeNic(const TemplateParams &params, const ServerSpec &tray, int planes)
{
    if (params.has("nic")) {
        const std::string id = params.text("nic");
        if (!params.catalog().nicSpec(id)) refuse("generate.nvl72.no-nic", {arg::text("key", "nic"), arg::text("value", id)});
        return id;
    }
    if (planes == 1) return tray.defaultNic;
    if (tray.defaultNic == "cx8-800g" && params.catalog().nicSpec("cx8-2x400g")) return "cx8-2x400g";
    refuse("generate.nvl72.split-nic", {arg::text("key", "planes"), arg::text("value", std::to_string(planes))});
}

} // namespace

TemplateInfo nvl72Info()
{
    TemplateInfo info{kName,
                      "NVL72 racks (GB200/GB300): one NVLink domain of 18 compute trays per rack, scalable units of 8 "
                      "racks (576 GPUs) on a rail-optimized scale-out fabric per plane, as in NVIDIA's DGX SuperPOD "
                      "with DGX GB200/GB300.",
                      {}};
    info.keys = {
        {"name", "", "Design name (default: the template's name)."},
        {"racks", "8", "NVLink domains of 72 GPUs: NVL72 racks, or NVL36x2 pairs of racks."},
        {"rack", "gb300-nvl72", "Rack model (catalog rack: gb200-nvl72, gb300-nvl72 or gb200-nvl36x2)."},
        {"racks-per-su", "8", "Racks in a scalable unit (NVIDIA's SuperPOD: 8 = 576 GPUs)."},
        {"partition", "72", "GPUs per NVLink partition: 72 (the whole rack), 36 or 8."},
        {"nic", "", "Scale-out NIC per port (default: the tray's own; planes=2 with ConnectX-8: cx8-2x400g)."},
        {"switch", "q3400",
         "Scale-out switch for every tier (q3400 InfiniBand; qm9700 as in the DGX SuperPOD with GB200; sn5600 for "
         "Spectrum-X Ethernet)."},
        {"planes", "1", "Scale-out planes: 1, or 2 with each NIC's port split into one half per plane."},
        {"transport", "", "infiniband, roce or tcp (default: InfiniBand on InfiniBand switches, else RoCE = Spectrum-X)."},
        {"oversubscription", "1", "Leaf downlink:uplink ratio (1 = non-blocking)."},
    };
    return info;
}

Design generateNvl72(const TemplateParams &params)
{
    std::string rackId;
    const RackSpec &rack = rackOf(params, rackId);
    const ServerSpec &tray = *params.catalog().serverSpec(rack.computeTray);
    const long long racks = params.integer("racks", 1, 1000000);
    const int racksPerSu = int(params.integer("racks-per-su", 1, 1024));
    const int planes = int(params.integer("planes", 1, 2));
    const int partition = int(params.integer("partition", 1, rack.gpus));
    if (std::find(rack.partitions.begin(), rack.partitions.end(), partition) == rack.partitions.end()) {
        refuse("generate.nvl72.partition",
               {arg::text("key", "partition"), arg::integer("partition", partition), arg::text("rack", rackId),
                arg::integers("sizes", std::vector<long long>(rack.partitions.begin(), rack.partitions.end()))});
    }
    const long long trays = racks * rack.computeTrays;
    checkGeneratedSize(kName, trays, trays * tray.gpus);
    if (tray.defaultNicCount < 1) refuse("generate.nvl72.no-nics", {arg::text("tray", rack.computeTray)});

    ClosRequest request;
    request.templateName = kName;
    request.servers = trays;
    request.serverModel = rack.computeTray;
    request.nicModel = planeNic(params, tray, planes);
    request.planes = planes;
    request.nicsPerServer = tray.defaultNicCount * planes; // ports: one per NIC and plane
    request.switchModel = params.switchModel();
    const SwitchSpec &spec = params.switchSpec();
    request.linkGbps = std::min(params.catalog().nicSpec(request.nicModel)->speedGbps, spec.portSpeedGbps);
    request.radix = portsAtSpeed(spec, request.linkGbps);
    request.oversubscription = params.number("oversubscription", 1, 64);
    request.rails = true;
    // Trays are numbered per physical rack: an NVL36x2 domain's 18 trays are 9 in each of two racks.
    const int traysPerRack = rack.computeTrays / std::max(1, rack.racks);
    request.serversPerRack = traysPerRack;
    request.leafUplinkMedium = leafUplinkMedium(params.catalog(), request.switchModel, request.linkGbps);

    // A rail leaf serves whole racks of one SU: the most racks (a divisor of the SU) whose trays fit
    // its downlinks. Q3400 at 800G: 72 down = 4 racks, two leaf groups per SU; at 400G: the whole SU.
    const int maxDown = int(request.radix * request.oversubscription / (request.oversubscription + 1) + 1e-9);
    int racksPerLeaf = 0;
    for (int d = racksPerSu; d >= 1 && !racksPerLeaf; --d)
        if (racksPerSu % d == 0 && d * rack.computeTrays <= maxDown) racksPerLeaf = d;
    if (!racksPerLeaf)
        refuse("generate.nvl72.rail-leaf",
               {arg::text("switch", request.switchModel), arg::integer("radix", request.radix),
                arg::number("speed", request.linkGbps, "Gb/s"), arg::integer("trays", rack.computeTrays),
                arg::ratio("ratio", request.oversubscription)});
    request.serversPerGroup = racksPerLeaf * rack.computeTrays;
    request.groupsPerSu = racksPerSu / racksPerLeaf;
    // A leaf per rack and more than one SU: NVIDIA's spine-leaf groups (one per rail and SU, a leaf
    // per rack) under core groups, even where two tiers would fit (2 SUs on QM9700: 64 leaves).
    request.railPods = racksPerLeaf == 1 && racksPerSu > 1 && racks > racksPerSu;

    Design design = buildClosFabric(request);

    // One NVLink domain per rack (NVL36x2: per pair of racks), its trays in order (the Clos builder
    // numbers trays rack by rack).
    design.domains.reserve(std::size_t(racks));
    for (long long r = 0; r < racks; ++r) {
        ScaleUpDomain domain;
        domain.id = "nvl-rack-" + std::to_string(r + 1);
        const long long firstRack = r * rack.racks + 1;
        domain.name = rack.racks == 1 ? "Rack " + std::to_string(firstRack)
                                      : "Racks " + std::to_string(firstRack) + "-" + std::to_string(firstRack + rack.racks - 1);
        domain.model = rackId;
        domain.partitionGpus = partition == rack.gpus ? 0 : partition;
        domain.members.reserve(std::size_t(rack.computeTrays));
        for (int t = 0; t < rack.computeTrays; ++t) {
            const long long server = r * rack.computeTrays + t;
            domain.members.push_back("rack" + std::to_string(server / traysPerRack + 1) + "-tray-"
                                     + std::to_string(server % traysPerRack + 1));
        }
        design.domains.push_back(std::move(domain));
    }
    return design;
}

} // namespace spinel::fabric
