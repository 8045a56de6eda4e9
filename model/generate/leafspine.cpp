// The leaf-spine and rail-optimized templates: parameter handling in front of buildClosFabric().
#include "generate/closfabric.h"
#include "generate/templates.h"
#include "cost/linkparts.h"

#include <algorithm>

namespace spinel::fabric {

namespace {

// The link speed is the NIC's; a switch port slower than the NIC caps it (analysis reports the
// loss as a speed mismatch).
ClosRequest baseRequest(const TemplateParams &params, const std::string &templateName)
{
    ClosRequest request;
    request.templateName = templateName;
    request.serverModel = params.serverModel();
    request.nicModel = params.nicModel();
    request.nicsPerServer = params.nicsPerServer();
    request.switchModel = params.switchModel();
    const SwitchSpec &spec = params.switchSpec();
    request.linkGbps = std::min(params.nic().speedGbps, spec.portSpeedGbps);
    request.radix = portsAtSpeed(spec, request.linkGbps);
    request.oversubscription = params.number("oversubscription", 1, 64);
    request.leafUplinkMedium = leafUplinkMedium(params.catalog(), request.switchModel, request.linkGbps);
    return request;
}

} // namespace

TemplateInfo leafSpineInfo()
{
    TemplateInfo info{"leaf-spine",
                      "Leaf-spine Clos fabric: leaves, the fewest spines that keep the oversubscription, and a core tier "
                      "when two tiers no longer fit.",
                      commonKeys(true)};
    info.keys.insert(info.keys.begin() + 1,
                     {{"servers", "32", "Number of servers (or give gpus)."},
                      {"gpus", "", "Number of GPUs, a multiple of the server's GPUs (instead of servers)."}});
    info.keys.push_back({"oversubscription", "1", "Leaf downlink:uplink ratio (1 = non-blocking, 2 = 2:1, ...)."});
    info.keys.push_back({"tiers", "auto", "auto, 2 or 3 (auto: 2 while leaf-spine fits, else 3)."});
    info.keys.push_back({"rails", "true",
                         "true: NIC r of each server goes to the rail-r leaf of its group; false: NICs "
                         "fill leaves in order."});
    info.keys.push_back({"planes", "1", "Independent switch planes; each server's NICs are split evenly between them."});
    return info;
}

TemplateInfo railOptimizedInfo()
{
    TemplateInfo info{"rail-optimized",
                      "NVIDIA DGX SuperPOD-style scalable units: one leaf per rail per SU, spines, and a core tier once "
                      "two tiers no longer fit.",
                      commonKeys(true)};
    info.keys.insert(info.keys.begin() + 1,
                     {{"sus", "1", "Scalable units."}, {"servers-per-su", "32", "Servers in each scalable unit."}});
    info.keys.push_back({"oversubscription", "1", "Leaf downlink:uplink ratio (1 = non-blocking)."});
    return info;
}

Design generateLeafSpine(const TemplateParams &params)
{
    ClosRequest request = baseRequest(params, "leaf-spine");
    const int gpusPerServer = std::max(1, params.server().gpus);
    if (params.has("gpus") && params.has("servers"))
        throw GeneratorError({"generate.leaf-spine.servers-or-gpus", {arg::text("template", "leaf-spine")}});
    if (params.has("gpus")) {
        const long long gpus = params.integer("gpus", 1, 1000000000000LL);
        if (gpus % gpusPerServer != 0) {
            const long long below = gpus / gpusPerServer * gpusPerServer;
            throw GeneratorError({"generate.leaf-spine.gpus-multiple",
                                  {arg::text("template", "leaf-spine"), arg::text("key", "gpus"), arg::integer("gpus", gpus),
                                   arg::integer("perServer", gpusPerServer), arg::text("server", params.serverModel()),
                                   arg::integer("below", below), arg::integer("above", below + gpusPerServer)}});
        }
        request.servers = gpus / gpusPerServer;
    } else {
        request.servers = params.integer("servers", 1, 1000000000000LL);
    }
    checkGeneratedSize("leaf-spine", request.servers, request.servers * gpusPerServer);
    const std::string tiers = params.text("tiers");
    if (tiers == "2") request.tiers = 2;
    else if (tiers == "3") request.tiers = 3;
    else if (tiers != "auto")
        throw GeneratorError({"generate.leaf-spine.tiers",
                              {arg::text("template", "leaf-spine"), arg::text("key", "tiers"), arg::text("value", tiers)}});
    request.rails = params.boolean("rails");
    request.planes = int(params.integer("planes", 1, 8));
    if (request.nicsPerServer % request.planes != 0)
        throw GeneratorError({"generate.leaf-spine.planes",
                              {arg::text("template", "leaf-spine"), arg::text("key", "planes"),
                               arg::integer("planes", request.planes), arg::integer("nics", request.nicsPerServer)}});
    return buildClosFabric(request);
}

Design generateRailOptimized(const TemplateParams &params)
{
    ClosRequest request = baseRequest(params, "rail-optimized");
    const long long sus = params.integer("sus", 1, 1000000000);
    request.serversPerGroup = int(params.integer("servers-per-su", 1, 4096));
    request.servers = sus * request.serversPerGroup;
    checkGeneratedSize("rail-optimized", request.servers, request.servers * std::max(1, params.server().gpus));
    request.rails = true;
    return buildClosFabric(request);
}

} // namespace spinel::fabric
