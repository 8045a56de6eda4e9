// The latency terms restate ncclLatencyUs (nccltuner.cpp) and algorithmCost's own latencies
// (algorithmcosts.cpp) item by item; a "latency.other" term takes any difference, so the terms always
// add up to the model's figure and a drift between the two shows as a non-zero remainder (tested).
#include "timing/explain.h"

#include <algorithm>
#include <cmath>

#include "timing/fabricprofile.h"
#include "timing/ncclgraphs.h"
#include "timing/nccltuner.h"
#include "timing/requestview.h"

namespace spinel::timing {
namespace {

bool gatherScatter(CollectiveOp op)
{
    return op == CollectiveOp::AllGather || op == CollectiveOp::ReduceScatter;
}

struct Builder {
    std::vector<ExplainTerm> &terms;
    void add(const char *code, std::vector<double> args, double us)
    {
        if (us != 0 || code == std::string("latency.base")) terms.push_back({code, std::move(args), us});
    }
    void steps(const char *code, double count, double perStep)
    {
        if (count > 0) add(code, {count, perStep}, count * perStep);
    }
    double sum() const
    {
        double s = 0;
        for (const auto &t : terms) s += t.us;
        return s;
    }
};

// NCCL's network hop figure for the algorithm (tuning.cc:157-176), before Spinel re-bases it on the
// drawn path: with one GPU per server NCCL takes the tree row.
double netHopFigure(const NcclView &v, Algorithm a, Protocol p)
{
    const std::size_t pi = std::size_t(p);
    if (v.ranksPerNode <= 1 || a == Algorithm::Tree || a == Algorithm::Pat) return kTreeNetHopUs[pi];
    switch (a) {
    case Algorithm::Nvls: return kNvlsNetLatencyUs;
    case Algorithm::NvlsTree: return kNvlsTreeNetLatencyUs;
    case Algorithm::InNetwork: return kCollNetDirectNetLatencyUs;
    case Algorithm::InNetworkChain: return kCollNetChainNetLatencyUs;
    default: return kRingNetHopUs[pi];
    }
}

// Network steps: NCCL's software share and the drawn path, as two terms.
void networkSteps(Builder &b, double count, double figureUs, double pathUs)
{
    b.steps("latency.network_software", count, figureUs - kNcclNetHopReferencePathUs);
    b.steps("latency.network_path", count, pathUs);
}

// A ring's steps: NCCL's base, its NVLink and network steps, and the plateau of large multi-server
// all-reduces; a broadcast or reduce is a chain along it.
int ringLatencyTerms(Builder &b, const CollectiveResult &r, const PatternBounds &bounds, const NcclView &v)
{
    const Protocol p = r.protocol;
    const std::size_t pi = std::size_t(p);
    const int n = bounds.gpus, N = bounds.servers;
    const double path = v.interPathUs;
    const CollectiveOp op = r.op;
    const int steps = op == CollectiveOp::AllReduce ? 2 * (n - 1) : gatherScatter(op) ? n - 1 : n;
    b.add("latency.base", {kRingBaseLatencyUs[pi]}, kRingBaseLatencyUs[pi]);
    if (op == CollectiveOp::Broadcast || op == CollectiveOp::Reduce) {
        if (N > 1) {
            const double figure = p == Protocol::Simple ? kTreeNetHopUs[pi] : netHopFigure(v, Algorithm::Ring, p);
            networkSteps(b, steps, figure, path);
        } else {
            b.steps("latency.nvlink_steps", steps, p == Protocol::Simple ? kTreeNvlinkHopUs[pi] : kRingNvlinkHopUs[pi]);
        }
    } else {
        const int inter = N == 1 ? 0 : op == CollectiveOp::AllReduce ? 2 * (N - 1) : N - 1;
        double intra = kRingNvlinkHopUs[pi];
        if (N > 1) intra = std::max(intra, kNetOverheadUs * (p == Protocol::Simple ? 3 : 1));
        b.steps("latency.nvlink_steps", steps - inter, intra);
        networkSteps(b, inter, netHopFigure(v, Algorithm::Ring, p), path);
    }
    if (op == CollectiveOp::AllReduce && p == Protocol::Simple && N > 1 && r.bytes / (double(v.graphs.runtimeChannels) * n) >= 64) {
        const double factor = v.generation < GpuGeneration::Ampere ? kRingPlateauLatencyFactorVolta : kRingPlateauLatencyFactor;
        b.add("latency.plateau", {factor}, (factor - 1) * b.sum());
    }
    return steps;
}

// Pairwise (all-to-all, send/recv): rounds of NCCL's peers in flight, inside the server then across.
int pairwiseLatencyTerms(Builder &b, const CollectiveResult &r, const PatternBounds &bounds, const NcclView &v, bool strided)
{
    const std::size_t pi = std::size_t(r.protocol);
    const int n = bounds.gpus, N = bounds.servers, g = bounds.ranksPerServer;
    b.add("latency.base", {kRingBaseLatencyUs[pi]}, kRingBaseLatencyUs[pi]);
    if (r.op == CollectiveOp::SendRecv) {
        if (N == 1) b.steps("latency.nvlink_steps", 1, kRingNvlinkHopUs[pi]);
        else networkSteps(b, 1, kRingNetHopUs[pi], strided ? bounds.railPathUs : bounds.anyPathUs);
        return 1;
    }
    const int inFlight = ncclPeersInFlight(v);
    const int localRounds = (g - 1 + inFlight - 1) / inFlight;
    const int remoteRounds = (n - g + inFlight - 1) / inFlight;
    b.steps("latency.nvlink_steps", localRounds, kRingNvlinkHopUs[pi]);
    networkSteps(b, remoteRounds, kRingNetHopUs[pi], bounds.anyPathUs);
    return localRounds + remoteRounds;
}

int latencyTerms(Builder &b, const CollectiveResult &r, const PatternBounds &bounds, const NcclView &v, bool strided)
{
    const Protocol p = r.protocol;
    const std::size_t pi = std::size_t(p);
    const int n = bounds.gpus, N = bounds.servers, g = bounds.ranksPerServer;
    const int perNode = n / std::max(1, N);
    const double path = v.interPathUs;
    switch (r.algorithm) {
    case Algorithm::Ring: return ringLatencyTerms(b, r, bounds, v);
    case Algorithm::Hierarchical: {
        const double twice = r.op == CollectiveOp::AllReduce ? 2.0 : 1.0;
        b.add("latency.base", {kRingBaseLatencyUs[pi]}, kRingBaseLatencyUs[pi]);
        b.steps("latency.nvlink_steps", twice * (g - 1), kRingNvlinkHopUs[pi]);
        networkSteps(b, twice * (N - 1), kRingNetHopUs[pi], bounds.railPathUs);
        return int(twice * (g - 1 + N - 1));
    }
    case Algorithm::Tree: {
        const int depth = log2Floor(N);
        b.add("latency.base", {kTreeBaseLatencyUs[pi]}, kTreeBaseLatencyUs[pi]);
        b.steps("latency.nvlink_steps", 2 * (perNode - 1), kTreeNvlinkHopUs[pi]);
        networkSteps(b, 2 * depth, netHopFigure(v, Algorithm::Tree, p), path);
        return 2 * (perNode - 1 + depth);
    }
    case Algorithm::Nvls:
        b.add("latency.base", {0}, 0);
        b.steps("latency.nvlink_steps", 1, kNvlsNvlinkLatencyUs);
        if (N > 1) networkSteps(b, 1, netHopFigure(v, Algorithm::Nvls, p), path);
        return N > 1 ? 2 : 1;
    case Algorithm::NvlsTree:
        b.add("latency.base", {0}, 0);
        b.steps("latency.nvlink_steps", 1, kNvlsNvlinkLatencyUs);
        networkSteps(b, 2 * log2Floor(N), netHopFigure(v, Algorithm::NvlsTree, p), path);
        return 1 + 2 * log2Floor(N);
    case Algorithm::InNetwork:
        b.add("latency.base", {0}, 0);
        b.steps("latency.nvlink_steps", 2 * std::min(1, perNode - 1), kCollNetDirectNvlinkLatencyUs);
        b.steps("latency.per_rank", 2 * (perNode - 1), kCollNetArityUs);
        networkSteps(b, 1, netHopFigure(v, Algorithm::InNetwork, p), path);
        return 3;
    case Algorithm::InNetworkChain:
        b.add("latency.base", {0}, 0);
        b.steps("latency.nvlink_steps", 2 * (perNode - 1), kCollNetChainNvlinkLatencyUs);
        networkSteps(b, 1, netHopFigure(v, Algorithm::InNetworkChain, p), path);
        return 2 * (perNode - 1) + 1;
    case Algorithm::Pat: {
        const double figure = netHopFigure(v, Algorithm::Pat, p);
        b.add("latency.base", {kPatBaseLatencyUs}, kPatBaseLatencyUs);
        b.steps("latency.network_software", log2Floor(N), (figure - kNcclNetHopReferencePathUs) * kPatLogStepShare);
        b.steps("latency.network_path", log2Floor(N), path * kPatLogStepShare);
        b.steps("latency.per_rank", n, kPatPerRankUs);
        return log2Floor(N);
    }
    case Algorithm::Pairwise: return pairwiseLatencyTerms(b, r, bounds, v, strided);
    case Algorithm::Auto: break;
    }
    return 0;
}

bool isNetwork(BottleneckKind k)
{
    return k == BottleneckKind::Nic || k == BottleneckKind::ServerLink || k == BottleneckKind::LeafUplinks
           || k == BottleneckKind::SpineUplinks;
}

// Bytes crossing the binding resource (per GPU for NVLink and point-to-point, per server for the
// network phase of rings, trees, NVLS and CollNet) and that resource's line rate and fabric share.
struct Flow {
    double bytes = 0;
    bool perServer = false;
    ExplainRate rate;
};

Flow bindingFlow(const CollectiveResult &r, BottleneckKind kind, const PatternBounds &b, double transportEff, bool strided)
{
    const double S = r.bytes;
    const int n = b.gpus, g = b.ranksPerServer, N = b.servers;
    const CollectiveOp op = r.op;
    const bool allReduce = op == CollectiveOp::AllReduce;
    const double ringVolume = allReduce ? 2.0 * (n - 1) / n * S : gatherScatter(op) ? double(n - 1) / n * S : S;
    Flow f;
    const bool network = isNetwork(kind);
    f.rate.resource = kind == BottleneckKind::NvLink        ? "nvlink"
                      : kind == BottleneckKind::NvlsSwitch  ? "nvls"
                      : network                             ? "network"
                      : kind == BottleneckKind::ProtocolCap ? "protocol-cap"
                                                            : "";
    double flows = 1;
    switch (r.algorithm) {
    case Algorithm::Ring:
    case Algorithm::Pat: f.bytes = ringVolume; break;
    case Algorithm::Tree:
        f.bytes = network ? treeNetworkVolumeShare(N) * S : 2 * S;
        flows = 2;
        break;
    case Algorithm::Nvls:
    case Algorithm::NvlsTree:
        f.bytes = kind == BottleneckKind::NvlsSwitch ? (allReduce ? double(g + 1) / g * S : double(g - 1) / g * S)
                  : network                          ? treeNetworkVolumeShare(N) * S
                                                     : 2.0 * (n - 1) / n * S;
        flows = 2;
        break;
    case Algorithm::InNetwork: f.bytes = network ? S : 2.0 * (g - 1) / g * S; break;
    case Algorithm::InNetworkChain: f.bytes = network ? S : 2 * S; break;
    case Algorithm::Hierarchical: break; // two phases in sequence: see explainCollective
    case Algorithm::Pairwise:
        if (op == CollectiveOp::AllToAll)
            f.bytes = network ? double(n - g) / n * S : double(g - 1) / n * S + (b.pxn ? double(n - g) / n * S : 0);
        else f.bytes = S;
        break;
    case Algorithm::Auto: break;
    }
    const bool pointToPoint = r.algorithm == Algorithm::Pairwise;
    f.perServer = network && !pointToPoint;
    if (kind == BottleneckKind::NvLink || kind == BottleneckKind::NvlsSwitch) {
        f.rate.rawGBps = b.nvlinkGBps;
    } else if (network) {
        const double usable = pointToPoint ? (op == CollectiveOp::SendRecv && !strided ? b.portGBps : b.gpuNetworkGBps)
                                           : b.gpuNetworkGBps * g;
        f.rate.rawGBps = usable / transportEff;
        f.rate.transportShare = transportEff;
        f.rate.fabricShare = pointToPoint && op == CollectiveOp::AllToAll ? b.uniformLimit.scale
                             : pointToPoint && !strided                   ? 1.0
                                                                          : b.railScale(flows);
    }
    return f;
}

// Which devices the group uses: the first servers in rail order (packed and strided alike).
ExplainLocation locate(const Design &design, const Catalog &catalog, const FabricProfile &profile, const PatternBounds &b,
                       BottleneckKind kind)
{
    ExplainLocation where;
    const int servers = std::min<int>(b.servers, int(profile.servers.size()));
    if (servers <= 0) return where;
    const ServerProfile &first = profile.servers.front();
    const Topology topo = buildTopology(design, catalog, TopologyIndex::DevicesOnly);
    if (kind == BottleneckKind::NvLink || kind == BottleneckKind::NvlsSwitch || kind == BottleneckKind::Latency
        || kind == BottleneckKind::ProtocolCap) {
        where.deviceId = first.id;
        return where;
    }
    if (kind == BottleneckKind::Nic || kind == BottleneckKind::ServerLink) {
        // The slowest NIC link of the participating servers.
        double slowest = 1e300;
        for (int s = 0; s < servers; ++s) {
            const ServerProfile &server = profile.servers[std::size_t(s)];
            const std::vector<int> single{server.device};
            for (int tray : server.trays.empty() ? single : server.trays) // a rack: every tray's links
                for (const auto &adjacent : topo.adjacency[std::size_t(tray)]) {
                    const double rate = std::min(design.links[std::size_t(adjacent.link)].speedGbps, server.nicSpeedGbps);
                    if (rate < slowest) {
                        slowest = rate;
                        where.deviceId = design.devices[std::size_t(tray)].id;
                        where.linkIds = {design.links[std::size_t(adjacent.link)].id};
                    }
                }
        }
        return where;
    }
    // Uplinks: the most oversubscribed edge switch (leaf) of the group, or a spine above it.
    int worst = -1;
    for (int s = 0; s < servers; ++s) {
        const ServerProfile &server = profile.servers[std::size_t(s)];
        for (int p = server.firstPort; p < server.firstPort + server.portCount; ++p) {
            int sw = profile.ports[std::size_t(p)].edgeSwitch;
            if (kind == BottleneckKind::SpineUplinks) {
                // A spine of the same pod with uplinks.
                const int pod = profile.switches[std::size_t(sw)].pod;
                sw = -1;
                for (std::size_t x = 0; x < profile.switches.size(); ++x)
                    if (profile.switches[x].pod == pod && profile.switches[x].tier == Tier::Spine
                        && (sw < 0 || profile.switches[x].ratio() > profile.switches[std::size_t(sw)].ratio()))
                        sw = int(x);
                if (sw < 0) continue;
            }
            if (worst < 0 || profile.switches[std::size_t(sw)].ratio() > profile.switches[std::size_t(worst)].ratio()) worst = sw;
        }
    }
    if (worst < 0) return where;
    const int device = profile.switches[std::size_t(worst)].device;
    where.deviceId = design.devices[std::size_t(device)].id;
    const Tier tier = topo.tiers[std::size_t(device)];
    for (const auto &adjacent : topo.adjacency[std::size_t(device)])
        if (topo.tiers[std::size_t(adjacent.device)] >= tier && topo.tiers[std::size_t(adjacent.device)] != Tier::Server)
            where.linkIds.push_back(design.links[std::size_t(adjacent.link)].id);
    return where;
}

Counterfactual rerun(const char *code, std::vector<double> args, const Design &design, const Catalog &catalog,
                     const CollectiveRequest &request, double baseUs)
{
    Counterfactual c;
    c.code = code;
    c.args = std::move(args);
    const CollectiveResult r = timeCollective(buildFabricProfile(design, catalog), request);
    c.ok = r.ok;
    c.error = r.error;
    c.timeUs = r.timeUs;
    c.changePercent = baseUs > 0 ? (r.timeUs - baseUs) / baseUs * 100 : 0;
    c.bottleneck = r.bottleneck;
    return c;
}

// Each one copies the design and builds its profile: `stop` is asked before each. False when it
// stopped them.
bool addCounterfactuals(std::vector<Counterfactual> &list, const Design &design, const Catalog &catalog,
                        const FabricProfile &profile, const CollectiveRequest &request, const CollectiveResult &base,
                        const StopRequest &stop)
{
    // The same algorithm choice rule as the base: auto stays auto, a forced algorithm stays forced.
    if (stopRequested(stop)) return false;
    {
        Design copy = design;
        Catalog faster = catalog;
        const double nic = profile.servers.empty() ? 0 : profile.servers.front().nicSpeedGbps;
        if (doubleNicSpeed(copy, faster))
            list.push_back(rerun("nic_speed_x2", {nic, 2 * nic}, copy, faster, request, base.timeUs));
    }
    if (stopRequested(stop)) return false;
    {
        Design copy = design;
        Catalog faster = catalog;
        if (doubleNetwork(copy, faster)) list.push_back(rerun("network_x2", {}, copy, faster, request, base.timeUs));
    }
    if (stopRequested(stop)) return false;
    const double ratio = worstOversubscription(design, catalog);
    Design copy = design;
    if (ratio > 1 + 1e-9 && makeNonBlocking(copy, catalog))
        list.push_back(rerun("non_blocking", {ratio}, copy, catalog, request, base.timeUs));
    else if (halveUplinks(copy)) list.push_back(rerun("oversubscribe_2", {}, copy, catalog, request, base.timeUs));
    for (Transport t : {Transport::InfiniBand, Transport::Roce, Transport::Tcp}) {
        if (t == design.settings.transport || base.servers < 2) continue;
        if (stopRequested(stop)) return false;
        Design other = design;
        other.settings.transport = t;
        list.push_back(rerun("transport", {double(int(t))}, other, catalog, request, base.timeUs));
    }
    return true;
}

} // namespace

double CollectiveExplanation::total() const
{
    double sum = 0;
    for (const auto &t : latencyTerms) sum += t.us;
    for (const auto &t : bandwidthTerms) sum += t.us;
    return sum;
}

int serversInNodes(const FabricProfile &profile, int nodes, int gpus, int ranksPerServer)
{
    int servers = 0, remaining = gpus;
    for (int s = 0; s < std::min<int>(nodes, int(profile.servers.size())) && remaining > 0; ++s) {
        const ServerProfile &node = profile.servers[std::size_t(s)];
        const int ranks = std::min({remaining, node.gpus, ranksPerServer > 0 ? ranksPerServer : node.gpus});
        remaining -= ranks;
        const int trays = int(node.trays.size());
        if (trays == 0) {
            ++servers;
            continue;
        }
        // A domain's trays hold its GPUs in tray order, the same number each.
        const int perTray = std::max(1, node.gpus / trays);
        servers += std::clamp((ranks + perTray - 1) / perTray, 1, trays);
    }
    return servers;
}

CollectiveExplanation explainCollective(const Design &design, const Catalog &catalog, const CollectiveRequest &request,
                                        bool withCounterfactuals, const StopRequest &stop)
{
    CollectiveExplanation e;
    const FabricProfile profile = buildFabricProfile(design, catalog);
    e.transport = design.settings.transport;
    e.assumptions = profile.notes;
    e.result = timeCollective(profile, request);
    if (!e.result.ok) {
        e.error = e.result.error;
        return e;
    }
    const CollectiveResult &r = e.result;
    e.ok = true;
    e.nodeServers = serversInNodes(profile, r.servers, r.gpus, request.ranksPerServer);
    const int gpus = request.gpus == 0 ? profile.totalGpus : request.gpus;
    const PatternBounds bounds = gpus == profile.totalGpus && request.ranksPerServer == 0
                                     ? profile.allGpus
                                     : analyseParticipants(profile, gpus, request.ranksPerServer, request.exclusive);
    const bool strided = request.ranksPerServer > 0;
    if (r.gpus <= 1) return e; // nothing moves: no terms, time 0
    const NcclView view = requestNcclView(bounds, request);

    Builder latency{e.latencyTerms};
    e.steps = latencyTerms(latency, r, bounds, view, strided);
    // A ring's streaming steps hide part of NCCL's latency behind the transfer (algorithmcosts.cpp).
    if (r.latencyHiddenUs > 0) latency.add("latency.hidden", {r.latencyHiddenUs}, -r.latencyHiddenUs);
    // Across servers the proxies' network posts, where they outlast a ring step's hops and bytes.
    if (r.proxyPostsUs > 0) latency.add("latency.proxy_posts", {r.proxyPostsUs}, r.proxyPostsUs);
    const double rest = r.latencyUs - latency.sum();
    if (std::abs(rest) > 1e-9 * std::max(1.0, r.latencyUs)) latency.add("latency.other", {}, rest);

    // The bandwidth side's own bottleneck: the result names "latency" when that term is larger, so
    // ask again for the same pair at a size where bandwidth dominates (the binding resource of a
    // fixed pair does not depend on the size: every phase and cap scales with it).
    BottleneckKind kind = r.bottleneck.kind;
    if (kind == BottleneckKind::Latency) {
        CollectiveRequest big = request;
        big.algorithm = r.algorithm;
        big.protocol = r.protocol;
        big.bytes = 1e13;
        kind = timeCollective(profile, bounds, big).bottleneck.kind;
    }
    if (r.bandwidthUs > 0) {
        if (r.algorithm == Algorithm::Hierarchical) {
            // NVLink reduce-scatter, rail ring, NVLink all-gather in turn (algorithmcosts.cpp).
            const double twice = r.op == CollectiveOp::AllReduce ? 2.0 : 1.0;
            const int g = bounds.ranksPerServer, N = bounds.servers;
            const double share = kProtocolBandwidthFraction[std::size_t(r.protocol)];
            const double intraBytes = twice * (g - 1) / g * r.bytes;
            const double intraUs = intraBytes / (bounds.nvlinkGBps * share * 1e3);
            const double netBytes = twice * (N - 1) / N * r.bytes / g;
            const double netUs = r.bandwidthUs - intraUs;
            e.bandwidthTerms.push_back({"bandwidth.transfer", {intraBytes, bounds.nvlinkGBps * share}, intraUs});
            e.bandwidthTerms.push_back({"bandwidth.transfer", {netBytes, netBytes / (netUs * 1e3)}, netUs});
            e.rate.resource = "network";
            e.rate.rawGBps = bounds.gpuNetworkGBps / profile.transportEfficiency;
            e.rate.transportShare = profile.transportEfficiency;
            e.rate.fabricShare = bounds.railScale(1);
            e.rate.effectiveGBps = netBytes / (netUs * 1e3);
        } else {
            const Flow flow = bindingFlow(r, kind, bounds, profile.transportEfficiency, strided);
            e.rate = flow.rate;
            e.rate.effectiveGBps = flow.bytes / (r.bandwidthUs * 1e3);
            if (e.rate.rawGBps <= 0) e.rate.rawGBps = e.rate.effectiveGBps;
            e.rate.ncclShare = e.rate.effectiveGBps / (e.rate.rawGBps * e.rate.transportShare * e.rate.fabricShare);
            e.bandwidthTerms.push_back({flow.perServer ? "bandwidth.transfer_server" : "bandwidth.transfer",
                                        {flow.bytes, e.rate.effectiveGBps},
                                        r.bandwidthUs});
        }
    }
    e.location = locate(design, catalog, profile, bounds, kind);
    if (withCounterfactuals) e.stopped = !addCounterfactuals(e.counterfactuals, design, catalog, profile, request, r, stop);
    return e;
}

} // namespace spinel::timing
