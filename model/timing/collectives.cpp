#include "timing/collectives.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "timing/algorithmcosts.h"
#include "timing/nccltuner.h"
#include "timing/requestview.h"

namespace spinel::timing {
namespace {

constexpr Algorithm kCandidates[] = {Algorithm::Ring,           Algorithm::Tree,     Algorithm::Hierarchical,
                                     Algorithm::Nvls,           Algorithm::NvlsTree, Algorithm::InNetwork,
                                     Algorithm::InNetworkChain, Algorithm::Pat,      Algorithm::Pairwise};
constexpr Protocol kProtocols[] = {Protocol::LL, Protocol::LL128, Protocol::Simple};

std::string formatted(const char *format, double value)
{
    char text[48];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string bottleneckText(const Bottleneck &b)
{
    switch (b.kind) {
    case BottleneckKind::None: return "none (one GPU)";
    case BottleneckKind::Latency: return "latency";
    case BottleneckKind::NvLink: return "NVLink";
    case BottleneckKind::NvlsSwitch: return "NVLink SHARP (NVLS)";
    case BottleneckKind::Nic: return "NIC " + formatted("%gG", b.speedGbps);
    case BottleneckKind::ServerLink:
        return "server link " + formatted("%gG", b.speedGbps) + " (NIC " + formatted("%gG", b.nicGbps) + ")";
    case BottleneckKind::LeafUplinks: return "leaf uplinks at " + formatted("%.3g:1", b.ratio);
    case BottleneckKind::SpineUplinks: return "spine uplinks at " + formatted("%.3g:1", b.ratio);
    case BottleneckKind::ProtocolCap: return "NCCL protocol cap";
    }
    return {};
}

CollectiveResult resultFrom(const CollectiveRequest &request, const PatternBounds &bounds, Algorithm algorithm, Protocol protocol,
                            const AlgorithmCost &cost)
{
    CollectiveResult r;
    r.ok = true;
    r.op = request.op;
    r.bytes = request.bytes;
    r.gpus = bounds.gpus;
    r.servers = bounds.servers;
    r.algorithm = algorithm;
    r.protocol = protocol;
    r.latencyUs = cost.latencyUs;
    r.latencyHiddenUs = cost.latencyHiddenUs;
    r.proxyPostsUs = cost.proxyPostsUs;
    r.bandwidthUs = cost.bandwidthUs;
    r.pipelineFillUs = cost.pipelineFillUs;
    r.channelShare = cost.channelShare;
    r.timeUs = cost.latencyUs + cost.bandwidthUs;
    const double factor = busBandwidthFactor(request.op, bounds.gpus);
    r.algbwGBps = r.timeUs > 0 ? request.bytes / (r.timeUs * 1e3) : 0;
    r.busbwGBps = r.algbwGBps * factor;
    r.limitGBps = cost.bandwidthUs > 0 ? factor * request.bytes / (cost.bandwidthUs * 1e3) : 0;
    r.bottleneck = cost.bottleneck;
    if (cost.latencyUs > cost.bandwidthUs) r.bottleneck = {BottleneckKind::Latency, 1, 0, 0, {}};
    return r;
}

CollectiveResult failure(const CollectiveRequest &request, std::string error)
{
    CollectiveResult r;
    r.op = request.op;
    r.bytes = request.bytes;
    r.gpus = request.gpus;
    r.error = std::move(error);
    return r;
}

bool validRequest(const CollectiveRequest &request, std::string &error)
{
    if (!(request.bytes >= 0) || request.bytes > 1e18) {
        error = "the message size must be between 0 and 1e18 bytes";
        return false;
    }
    if (request.gpus < 0 || request.ranksPerServer < 0) {
        error = "GPU counts cannot be negative";
        return false;
    }
    return true;
}

// Says where a result is a bound rather than what a run reaches, or what it needs on a cluster.
void describeLimits(CollectiveResult &r)
{
    if (r.algorithm == Algorithm::Tree && r.servers == 2) {
        r.upperBound = true;
        r.note = Message{"collective.tree-two-servers", {arg::text("nccl", toString(r.ncclAlgorithm))}};
    } else if (r.algorithm == Algorithm::Hierarchical) {
        r.upperBound = true;
        r.note = Message{"collective.hierarchical", {}};
    } else if (r.algorithm == Algorithm::InNetwork || r.algorithm == Algorithm::InNetworkChain) {
        r.note = Message{"collective.in-network", {}};
    } else if (r.algorithm != r.ncclAlgorithm && r.ncclAlgorithm != Algorithm::Auto) {
        r.note = Message{"collective.forced",
                         {arg::text("algorithm", toString(r.ncclAlgorithm)), arg::text("protocol", toString(r.ncclProtocol))}};
    }
}

// NCCL's tuner does not see oversubscription: where the uplinks bind, another algorithm NCCL runs
// may be much faster on this fabric. Say so (only then: the common path stays one evaluation).
void noteBetterChoice(CollectiveResult &r, const CollectiveRequest &request, const PatternBounds &bounds, const NcclView &view)
{
    if (r.bottleneck.kind != BottleneckKind::LeafUplinks && r.bottleneck.kind != BottleneckKind::SpineUplinks) return;
    for (Algorithm a : kCandidates) {
        if (a == r.algorithm || a == Algorithm::Hierarchical) continue;
        for (Protocol p : kProtocols) {
            if (!ncclEnabled(view, request.op, a, p, nullptr)) continue;
            const AlgorithmCost cost = algorithmCost(a, p, request.op, request.bytes, bounds, view, request.ranksPerServer > 0);
            const double us = cost.latencyUs + cost.bandwidthUs;
            if (!cost.applicable || us > 0.9 * r.timeUs) continue;
            const bool leaf = r.bottleneck.kind == BottleneckKind::LeafUplinks;
            r.note = Message{"collective.better-choice",
                             {arg::keyword("uplinks", leaf ? "leaf" : "spine"), arg::ratio("ratio", r.bottleneck.ratio),
                              arg::text("algorithm", toString(a)), arg::integer("saving", std::lround(100 * (1 - us / r.timeUs)))}};
            return;
        }
    }
}

} // namespace

double busBandwidthFactor(CollectiveOp op, int ranks)
{
    if (ranks <= 1)
        return op == CollectiveOp::AllReduce || op == CollectiveOp::ReduceScatter || op == CollectiveOp::AllGather
                       || op == CollectiveOp::AllToAll
                   ? 0.0
                   : 1.0;
    switch (op) {
    case CollectiveOp::AllReduce: return 2.0 * (ranks - 1) / ranks;
    case CollectiveOp::ReduceScatter:
    case CollectiveOp::AllGather:
    case CollectiveOp::AllToAll: return double(ranks - 1) / ranks;
    default: return 1.0;
    }
}

CollectiveResult timeCollective(const FabricProfile &profile, const CollectiveRequest &request)
{
    const int gpus = request.gpus == 0 ? profile.totalGpus : request.gpus;
    if (gpus == profile.totalGpus && request.ranksPerServer == 0) return timeCollective(profile, profile.allGpus, request);
    if (gpus < 0) return failure(request, "GPU counts cannot be negative");
    return timeCollective(profile, analyseParticipants(profile, gpus, request.ranksPerServer, request.exclusive), request);
}

CollectiveResult timeCollective(const FabricProfile &, const PatternBounds &bounds, const CollectiveRequest &request)
{
    std::string error;
    if (!validRequest(request, error)) return failure(request, error);
    if (!bounds.ok) return failure(request, bounds.error.empty() ? "the design has no GPUs" : bounds.error);
    if (bounds.gpus == 1) { // nothing crosses any link
        CollectiveResult r = resultFrom(request, bounds, Algorithm::Ring, Protocol::Simple, AlgorithmCost{});
        r.bottleneck = {BottleneckKind::None, 1, 0, 0, bottleneckText({})};
        r.ncclAlgorithm = Algorithm::Ring;
        return r;
    }
    const NcclView view = requestNcclView(bounds, request);
    const std::optional<NcclChoice> nccl = ncclChoice(view, request.op, request.bytes, std::nullopt, request.protocol);
    // The pair to run: NCCL's own choice, or its best protocol for a forced algorithm (as with
    // NCCL_ALGO); for what NCCL does not run (hierarchical), the physically fastest protocol.
    Algorithm algorithm = request.algorithm;
    std::optional<Protocol> protocol = request.protocol;
    const char *whyNot = "";
    if (algorithm == Algorithm::Auto) {
        if (!nccl) return failure(request, "NCCL runs no algorithm for this request");
        algorithm = nccl->algorithm;
        protocol = nccl->protocol;
    } else if (!protocol) {
        if (const auto forced = ncclChoice(view, request.op, request.bytes, algorithm, std::nullopt)) protocol = forced->protocol;
    }
    AlgorithmCost best;
    Protocol bestProtocol = Protocol::Simple;
    for (Protocol p : kProtocols) {
        if ((protocol && p != *protocol) || !protocolApplies(algorithm, p)) continue;
        const AlgorithmCost cost = algorithmCost(algorithm, p, request.op, request.bytes, bounds, view, request.ranksPerServer > 0);
        if (!cost.applicable) {
            whyNot = cost.whyNot;
            continue;
        }
        if (!best.applicable || cost.latencyUs + cost.bandwidthUs < best.latencyUs + best.bandwidthUs)
            best = cost, bestProtocol = p;
    }
    if (!best.applicable) return failure(request, *whyNot ? std::string(whyNot) : std::string("no algorithm runs this protocol"));
    CollectiveResult r = resultFrom(request, bounds, algorithm, bestProtocol, best);
    r.bottleneck.text = bottleneckText(r.bottleneck);
    if (nccl) r.ncclAlgorithm = nccl->algorithm, r.ncclProtocol = nccl->protocol;
    describeLimits(r);
    if (request.algorithm == Algorithm::Auto) noteBetterChoice(r, request, bounds, view);
    return r;
}

std::vector<CollectiveResult> collectiveCandidates(const FabricProfile &profile, const CollectiveRequest &request)
{
    std::vector<CollectiveResult> results;
    for (Algorithm algorithm : kCandidates)
        for (Protocol protocol : kProtocols) {
            CollectiveRequest one = request;
            one.algorithm = algorithm;
            one.protocol = protocol;
            if (!protocolApplies(algorithm, protocol)) continue;
            CollectiveResult r = timeCollective(profile, one);
            if (r.ok) results.push_back(std::move(r));
        }
    std::stable_sort(results.begin(), results.end(),
                     [](const CollectiveResult &a, const CollectiveResult &b) { return a.timeUs < b.timeUs; });
    return results;
}

const char *toString(CollectiveOp op)
{
    switch (op) {
    case CollectiveOp::AllReduce: return "allreduce";
    case CollectiveOp::ReduceScatter: return "reducescatter";
    case CollectiveOp::AllGather: return "allgather";
    case CollectiveOp::Broadcast: return "broadcast";
    case CollectiveOp::Reduce: return "reduce";
    case CollectiveOp::AllToAll: return "alltoall";
    case CollectiveOp::SendRecv: return "sendrecv";
    }
    return "allreduce";
}

const char *toString(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Auto: return "auto";
    case Algorithm::Ring: return "ring";
    case Algorithm::Tree: return "tree";
    case Algorithm::Hierarchical: return "hierarchical";
    case Algorithm::Nvls: return "nvls";
    case Algorithm::NvlsTree: return "nvlstree";
    case Algorithm::InNetwork: return "innetwork";
    case Algorithm::InNetworkChain: return "innetwork-chain";
    case Algorithm::Pat: return "pat";
    case Algorithm::Pairwise: return "pairwise";
    }
    return "auto";
}

const char *toString(Protocol protocol)
{
    switch (protocol) {
    case Protocol::LL: return "LL";
    case Protocol::LL128: return "LL128";
    case Protocol::Simple: return "Simple";
    }
    return "Simple";
}

const char *toString(BottleneckKind kind)
{
    switch (kind) {
    case BottleneckKind::None: return "none";
    case BottleneckKind::Latency: return "latency";
    case BottleneckKind::NvLink: return "nvlink";
    case BottleneckKind::NvlsSwitch: return "nvls";
    case BottleneckKind::Nic: return "nic";
    case BottleneckKind::ServerLink: return "server-link";
    case BottleneckKind::LeafUplinks: return "leaf-uplinks";
    case BottleneckKind::SpineUplinks: return "spine-uplinks";
    case BottleneckKind::ProtocolCap: return "protocol-cap";
    }
    return "none";
}

std::optional<CollectiveOp> collectiveOpFromString(const std::string &text)
{
    for (CollectiveOp op : kAllCollectiveOps)
        if (text == toString(op)) return op;
    return std::nullopt;
}

std::optional<Algorithm> algorithmFromString(const std::string &text)
{
    for (Algorithm a : kAllAlgorithms)
        if (text == toString(a)) return a;
    return std::nullopt;
}

std::optional<Protocol> protocolFromString(const std::string &text)
{
    for (Protocol p : kProtocols) {
        std::string name = toString(p);
        if (text == name) return p;
        std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
        if (text == name) return p;
    }
    return std::nullopt;
}

} // namespace spinel::timing
