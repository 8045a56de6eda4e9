// The k-ary fat-tree of Al-Fares, Loukissas and Vahdat, "A Scalable, Commodity Data Center Network
// Architecture", SIGCOMM 2008: k pods of k/2 edge (leaf) and k/2 aggregation (spine) switches,
// (k/2)^2 cores, k^3/4 endpoints (server NICs), full bisection.
#include "generate/fabricbuilder.h"
#include "generate/templates.h"
#include "generate/tierlayout.h"

#include <algorithm>
#include <cmath>

namespace spinel::fabric {

TemplateInfo fatTreeInfo()
{
    TemplateInfo info{"fat-tree", "k-ary fat-tree (Al-Fares et al. 2008): k pods, (k/2)^2 cores, k^3/4 endpoints, 1:1.",
                      commonKeys(true)};
    info.keys.insert(info.keys.begin() + 1, {"k", "4", "Switch ports used per switch; even, at most the switch's ports."});
    return info;
}

namespace {

// A fat-tree's switch ids: edge (leaf) and aggregation (spine) switches per pod, then the cores.
std::string edgeId(int pod, int i)
{
    return "pod" + std::to_string(pod + 1) + "-edge-" + std::to_string(i + 1);
}
std::string aggId(int pod, int i)
{
    return "pod" + std::to_string(pod + 1) + "-agg-" + std::to_string(i + 1);
}
std::string coreId(int c)
{
    return "core-" + std::to_string(c + 1);
}

// k even and within the switch's ports at the link speed (else a refusal naming the fix).
void checkArity(long long k, int radix, const std::string &switchModel, double linkGbps)
{
    if (k % 2 != 0)
        throw GeneratorError({"generate.fat-tree.odd-k",
                              {arg::text("template", "fat-tree"), arg::text("key", "k"), arg::integer("k", k),
                               arg::integer("lower", k - 1), arg::integer("higher", k + 1)}});
    if (k > radix) {
        const int largest = radix - radix % 2;
        throw GeneratorError(
            {"generate.fat-tree.k-over-radix",
             {arg::text("template", "fat-tree"), arg::text("key", "k"), arg::integer("k", k), arg::integer("radix", radix),
              arg::text("switch", switchModel), arg::number("speed", linkGbps, "Gb/s"), arg::integer("largest", largest),
              arg::integer("endpoints", (long long)largest * largest * largest / 4)}});
    }
}

// (k/2)^2 cores, then per pod its k/2 aggregation and k/2 edge switches.
void addSwitches(FabricBuilder &build, int pods, int half, const std::string &switchModel)
{
    for (int c = 0; c < half * half; ++c)
        build.addSwitch(coreId(c), "Core " + std::to_string(c + 1), switchModel, SwitchRole::Core, "cores", {});
    for (int p = 0; p < pods; ++p) {
        const std::string group = "pod-" + std::to_string(p + 1);
        for (int i = 0; i < half; ++i)
            build.addSwitch(aggId(p, i), "Pod " + std::to_string(p + 1) + " aggregation " + std::to_string(i + 1), switchModel,
                            SwitchRole::Spine, group, {});
        for (int i = 0; i < half; ++i)
            build.addSwitch(edgeId(p, i), "Pod " + std::to_string(p + 1) + " edge " + std::to_string(i + 1), switchModel,
                            SwitchRole::Leaf, group, {});
    }
}

// Servers belong to the pod of their first NIC. NICs fill edge ports in order; consecutive NICs
// on the same edge switch share one bundle.
void addServers(FabricBuilder &build, const TemplateParams &params, long long servers, int nics, long long perPod, int half,
                double linkGbps)
{
    for (long long s = 0; s < servers; ++s) {
        const int p = int(s * nics / perPod);
        Device &server = build.addServer("srv-" + std::to_string(s + 1), "Server " + std::to_string(s + 1), params.serverModel(),
                                         "pod-" + std::to_string(p + 1), {});
        server.nicModel = params.nicModel();
        server.nicCount = nics;
    }
    for (long long s = 0; s < servers; ++s) {
        const std::string server = "srv-" + std::to_string(s + 1);
        long long e = s * nics;
        const long long end = e + nics;
        while (e < end) {
            const long long edgeIndex = e / half; // global edge switch index
            const long long count = std::min(end, (edgeIndex + 1) * half) - e;
            const std::string edge = edgeId(int(edgeIndex / half), int(edgeIndex % half));
            build.connect(server + "-" + edge, server, edge, linkGbps, int(count), int(e - s * nics));
            e += count;
        }
    }
}

// Each edge switch to every aggregation switch of its pod; aggregation switch i of every pod to
// cores i*k/2 ... i*k/2 + k/2 - 1.
void connectSwitches(FabricBuilder &build, int pods, int half, double linkGbps)
{
    for (int p = 0; p < pods; ++p)
        for (int i = 0; i < half; ++i)
            for (int j = 0; j < half; ++j) build.connect(edgeId(p, i) + "-" + aggId(p, j), edgeId(p, i), aggId(p, j), linkGbps);
    for (int p = 0; p < pods; ++p)
        for (int i = 0; i < half; ++i)
            for (int j = 0; j < half; ++j)
                build.connect(aggId(p, i) + "-" + coreId(i * half + j), aggId(p, i), coreId(i * half + j), linkGbps);
}

} // namespace

Design generateFatTree(const TemplateParams &params)
{
    const long long k = params.integer("k", 2, 1024);
    const SwitchSpec &spec = params.switchSpec();
    const std::string switchModel = params.switchModel();
    const double linkGbps = std::min(params.nic().speedGbps, spec.portSpeedGbps);
    checkArity(k, portsAtSpeed(spec, linkGbps), switchModel, linkGbps);
    const int half = int(k / 2);
    const long long endpoints = k * k * k / 4;
    const int nics = params.nicsPerServer();
    const int gpusPerServer = std::max(1, params.server().gpus);
    const long long servers = endpoints / nics;
    if (servers < 1)
        throw GeneratorError({"generate.fat-tree.few-endpoints",
                              {arg::text("template", "fat-tree"), arg::text("key", "k"), arg::integer("k", k),
                               arg::integer("endpoints", endpoints), arg::integer("nics", nics)}});
    checkGeneratedSize("fat-tree", servers, servers * gpusPerServer);

    Design design;
    FabricBuilder build(design);
    const int pods = int(k);
    // Devices: servers, k^2/4 cores and k^2 pod switches; links: the server bundles (at most one
    // per NIC) and k^3/4 edge-aggregation plus k^3/4 aggregation-core links.
    build.reserve(std::size_t(servers + 5 * k * k / 4), std::size_t(servers * nics + k * k * k / 2));
    addSwitches(build, pods, half, switchModel);
    addServers(build, params, servers, nics, endpoints / pods, half, linkGbps);
    connectSwitches(build, pods, half, linkGbps);
    TierLayout::apply(design);
    return design;
}

} // namespace spinel::fabric
