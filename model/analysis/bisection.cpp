#include "analysis/bisection.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "rules/analysiscontext.h"
#include "analysis/closstructure.h"
#include "analysis/cutreduction.h"

namespace spinel::fabric {

namespace {

using Traits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
// Integer flow (Mb/s): push-relabel's checks compare flows for equality, which doubles only pass
// by luck once a capacity is not a whole number.
using FlowMbps = long long;
using FlowGraph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                          boost::property<boost::edge_capacity_t, FlowMbps,
                                          boost::property<boost::edge_residual_capacity_t, FlowMbps,
                                                          boost::property<boost::edge_reverse_t, Traits::edge_descriptor>>>>;

FlowMbps toMbps(double gbps)
{
    return FlowMbps(std::llround(gbps * 1000));
}

// One arc u->v with its own zero-capacity reverse arc, as push-relabel requires: its
// preflow-to-flow pass reads flow only from capacity-0 reverse arcs. Pairing u->v and v->u as
// each other's reverse (both with capacity) left excess stranded at switches, so the "flow" broke
// conservation (Boost's is_flow() assert, on the fat-tree with one core link failed).
void addArc(FlowGraph &graph, std::size_t u, std::size_t v, FlowMbps capacity)
{
    auto forward = boost::add_edge(u, v, graph).first;
    auto backward = boost::add_edge(v, u, graph).first;
    boost::put(boost::edge_capacity, graph, forward, capacity);
    boost::put(boost::edge_capacity, graph, backward, FlowMbps(0));
    boost::put(boost::edge_reverse, graph, forward, backward);
    boost::put(boost::edge_reverse, graph, backward, forward);
}

// A cable carries its capacity each way: two arcs.
void addUndirected(FlowGraph &graph, std::size_t u, std::size_t v, FlowMbps capacity)
{
    addArc(graph, u, v, capacity);
    addArc(graph, v, u, capacity);
}

// Push-relabel on the switch network: node 0 is the source, 1 the sink, switch v is v + 2.
FlowMbps maxFlowMbps(const CutNetwork &network)
{
    const std::size_t nodes = network.fromSource.size() + 2;
    FlowGraph graph(nodes);
    for (const auto &edge : network.edges) addUndirected(graph, std::size_t(edge.a) + 2, std::size_t(edge.b) + 2, edge.capacity);
    for (std::size_t v = 0; v + 2 < nodes; ++v) {
        if (network.fromSource[v] > 0) addArc(graph, 0, v + 2, network.fromSource[v]);
        if (network.toSink[v] > 0) addArc(graph, v + 2, 1, network.toSink[v]);
    }
    return boost::push_relabel_max_flow(graph, std::size_t(0), std::size_t(1));
}

// Cores in classes (ClosStructure::coreClasses): every pod's spines sit on one side, so a pod is
// one node whose leaves already chose their cheaper side (Σ min(a, b + u) with the spines on t,
// Σ min(a + u, b) on s), and each class of cores one node: a max flow on pods + classes (at 1M
// GPUs a few dozen nodes), where the cores' sides are no longer one choice per plane.
double coreClassCutGbps(const ClosStructure &clos, const std::vector<double> &leavesSpinesT,
                        const std::vector<double> &leavesSpinesS)
{
    CutNetwork network;
    const std::size_t pods = std::size_t(clos.pods);
    network.fromSource.assign(pods + clos.coreClasses.size(), 0);
    network.toSink.assign(pods + clos.coreClasses.size(), 0);
    for (std::size_t p = 0; p < pods; ++p) {
        if (!clos.podHasSpines[p]) continue;
        network.fromSource[p] = toMbps(leavesSpinesT[p]); // paid when the pod's spines are on t
        network.toSink[p] = toMbps(leavesSpinesS[p]);
    }
    for (std::size_t c = 0; c < clos.coreClasses.size(); ++c)
        for (const auto &[pod, mbps] : clos.coreClasses[c].podMbps) network.edges.push_back({pod, int(pods + c), mbps});
    return double(maxFlowMbps(network)) / 1000;
}

} // namespace

std::optional<double> closedFormGbps(const Topology &topo, const ClosStructure &clos, const std::vector<double> &capacityGbps,
                                     const std::vector<char> &sideA);

std::vector<char> balancedGpuSplit(const Topology &topo)
{
    std::vector<int> servers;
    for (int i = 0; i < topo.deviceCount(); ++i)
        if (topo.tiers[std::size_t(i)] == Tier::Server) servers.push_back(i);
    std::vector<char> side(std::size_t(topo.deviceCount()), 0);
    const long long total = topo.totalGpus;
    long long taken = 0;
    for (int s : servers) {
        const long long gpus = topo.gpus[std::size_t(s)];
        // Take the server while that brings side A closer to half of the GPUs.
        if (std::llabs(2 * (taken + gpus) - total) > std::llabs(2 * taken - total)) break;
        side[std::size_t(s)] = 1;
        taken += gpus;
    }
    return side;
}

BisectionProblem bisectionProblem(const Design &design, const Catalog &catalog)
{
    AnalysisContext context(design, catalog);
    BisectionProblem problem{std::move(context.topo), std::move(context.capacity), {}};
    problem.sideA = balancedGpuSplit(problem.topo);
    return problem;
}

double fullBisectionGbps(const Topology &topo, const std::vector<double> &capacityGbps, const std::vector<char> &sideA)
{
    double injected[2] = {0, 0};
    for (int l = 0; l < topo.linkCount(); ++l) {
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (a < 0) continue;
        for (int end : {a, b})
            if (topo.tiers[std::size_t(end)] == Tier::Server)
                injected[sideA[std::size_t(end)] ? 0 : 1] += capacityGbps[std::size_t(l)];
    }
    return std::min(injected[0], injected[1]);
}

// Exact for any graph. Servers are the terminals, so each is merged into the source (side A) or
// the sink (side B): the flow network has only switches plus two nodes, and the parallel
// server-to-leaf cables of a leaf collapse into one source and one sink edge. reduceCut then merges
// every switch whose side is decided (on a Clos fabric split into whole pods, all but the cores
// and the pod the split runs through), so the max flow runs on what is left: at 1M GPUs a few
// hundred switches of 150,000. analyzeFabric calls it only when the closed form does not apply.
double minCutGbps(const Topology &topo, const std::vector<double> &capacityGbps, const std::vector<char> &sideA,
                  CutShrinking shrinking)
{
    const int n = topo.deviceCount();
    std::vector<int> node(std::size_t(n), -1);
    int nodes = 0;
    for (int i = 0; i < n; ++i)
        if (topo.tiers[std::size_t(i)] != Tier::Server) node[std::size_t(i)] = nodes++;
    std::vector<double> fromSource(std::size_t(nodes), 0), toSink(std::size_t(nodes), 0);
    CutNetwork network;
    double direct = 0; // server-to-server cables across the split
    for (int l = 0; l < topo.linkCount(); ++l) {
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        const double cap = capacityGbps[std::size_t(l)];
        if (a < 0 || cap <= 0) continue;
        const bool serverA = node[std::size_t(a)] < 0, serverB = node[std::size_t(b)] < 0;
        if (serverA && serverB) {
            if (sideA[std::size_t(a)] != sideA[std::size_t(b)]) direct += cap;
        } else if (serverA || serverB) {
            const int server = serverA ? a : b, other = node[std::size_t(serverA ? b : a)];
            (sideA[std::size_t(server)] ? fromSource : toSink)[std::size_t(other)] += cap;
        } else {
            network.edges.push_back({node[std::size_t(a)], node[std::size_t(b)], toMbps(cap)});
        }
    }
    network.fromSource.resize(std::size_t(nodes));
    network.toSink.resize(std::size_t(nodes));
    for (int v = 0; v < nodes; ++v) {
        network.fromSource[std::size_t(v)] = toMbps(fromSource[std::size_t(v)]);
        network.toSink[std::size_t(v)] = toMbps(toSink[std::size_t(v)]);
    }
    FlowMbps routed = 0;
    if (shrinking == CutShrinking::MergeDecided) {
        ReducedCut reduced = reduceCut(network);
        routed = reduced.routed;
        network = std::move(reduced.network);
    }
    return direct + double(routed + maxFlowMbps(network)) / 1000;
}

// Layered Clos fabric with a given split, servers fixed to their side. Put the cores on side t:
// a leaf with a Gb/s to side-A servers, b to side-B servers and u up pays min(a, b + u) when its
// spines are on t and min(a + u, b) when they are on s; spines on s also pay their uplinks C. A
// pod's cost is linear in the share of its spines on s and leaves take the cheaper side, so the
// cost is concave in that share and the optimum puts a pod's spines all on one side. Cores (or,
// in two tiers, spines) see every pod of their plane alike, so they too sit on one side: a
// plane's cut is the cheaper of the two mirror images. Pods without uplinks stand alone. Cores
// that see the pods unevenly but fall into classes (ClosStructure::coreClasses) take their sides
// class by class: a max flow on pods and classes only (coreClassCutGbps).
std::optional<double> closedFormBisectionGbps(const Topology &topo, const std::vector<double> &capacityGbps,
                                              const std::vector<char> &sideA)
{
    const auto clos = detectClos(topo, capacityGbps);
    if (!clos) return std::nullopt;
    return closedFormGbps(topo, *clos, capacityGbps, sideA);
}

std::optional<double> closedFormGbps(const Topology &topo, const ClosStructure &structure,
                                     const std::vector<double> &capacityGbps, const std::vector<char> &sideA)
{
    const ClosStructure *clos = &structure;
    const int n = topo.deviceCount();
    // Per pod, for cores on t and on s: with spines on t, and with spines on s.
    std::vector<double> spinesT_coresT(std::size_t(clos->pods), 0), spinesS_coresT(std::size_t(clos->pods), 0);
    std::vector<double> spinesT_coresS(std::size_t(clos->pods), 0), spinesS_coresS(std::size_t(clos->pods), 0);
    double alone = 0; // leaves of pods without spines: min(a, b)
    for (int i = 0; i < n; ++i) {
        const Tier tier = topo.tiers[std::size_t(i)];
        const int pod = clos->pod[std::size_t(i)];
        if (tier == Tier::Spine) {
            double up = 0;
            for (const auto &adj : topo.adjacency[std::size_t(i)])
                if (topo.tiers[std::size_t(adj.device)] == Tier::Core) up += capacityGbps[std::size_t(adj.link)];
            spinesS_coresT[std::size_t(pod)] += up; // a spine on s pays its uplinks to cores on t
            spinesT_coresS[std::size_t(pod)] += up;
            continue;
        }
        if (tier != Tier::Leaf) continue;
        double a = 0, b = 0, u = 0;
        for (const auto &adj : topo.adjacency[std::size_t(i)]) {
            const double cap = capacityGbps[std::size_t(adj.link)];
            if (topo.tiers[std::size_t(adj.device)] == Tier::Server) (sideA[std::size_t(adj.device)] ? a : b) += cap;
            else u += cap;
        }
        if (!clos->podHasSpines[std::size_t(pod)]) {
            alone += std::min(a, b);
            continue;
        }
        spinesT_coresT[std::size_t(pod)] += std::min(a, b + u);
        spinesS_coresT[std::size_t(pod)] += std::min(a + u, b);
        spinesT_coresS[std::size_t(pod)] += std::min(a, b + u);
        spinesS_coresS[std::size_t(pod)] += std::min(a + u, b);
    }
    // Per plane: its cores sit on one side; planes meet only in the servers, whose sides are
    // fixed, so their cuts add up.
    std::vector<double> coresT(std::size_t(clos->planes), 0), coresS(std::size_t(clos->planes), 0);
    double independent = 0;
    for (int p = 0; p < clos->pods; ++p) {
        if (!clos->podHasSpines[std::size_t(p)]) continue;
        const double onT = std::min(spinesT_coresT[std::size_t(p)], spinesS_coresT[std::size_t(p)]);
        const double onS = std::min(spinesT_coresS[std::size_t(p)], spinesS_coresS[std::size_t(p)]);
        if (clos->top == Tier::Core) {
            coresT[std::size_t(clos->planeOfPod[std::size_t(p)])] += onT;
            coresS[std::size_t(clos->planeOfPod[std::size_t(p)])] += onS;
        } else {
            // Two tiers: a pod's spines are its top; the pod alone picks the cheaper side.
            const double spinesT = spinesT_coresT[std::size_t(p)], spinesS = spinesS_coresS[std::size_t(p)];
            independent += std::min(spinesT, spinesS);
        }
    }
    if (clos->top == Tier::Core && !clos->coreClasses.empty())
        return alone + independent + coreClassCutGbps(*clos, spinesT_coresT, spinesS_coresS);
    double cores = 0;
    if (clos->top == Tier::Core)
        for (int plane = 0; plane < clos->planes; ++plane)
            cores += std::min(coresT[std::size_t(plane)], coresS[std::size_t(plane)]);
    return alone + independent + cores;
}

void measureBisection(const AnalysisContext &context, FabricAnalysis &result)
{
    const Topology &topo = context.topo;
    if (topo.totalGpus == 0) return;
    const std::vector<double> &capacity = context.capacity;
    const std::vector<char> sideA = balancedGpuSplit(topo);
    result.fullBisectionGbps = fullBisectionGbps(topo, capacity, sideA);
    if (auto closed = context.clos ? closedFormGbps(topo, *context.clos, capacity, sideA) : std::nullopt) {
        result.bisectionGbps = *closed;
        result.bisectionMethod = BisectionMethod::ClosedForm;
    } else {
        result.bisectionGbps = minCutGbps(topo, capacity, sideA);
        result.bisectionMethod = BisectionMethod::MinCut;
    }
}

} // namespace spinel::fabric
