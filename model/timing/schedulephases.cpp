// The phases of a collective's step view (schedulephases.h).
#include "timing/schedulephases.h"

#include <algorithm>
#include <cmath>

namespace spinel::timing::schedule {
namespace {

int ceilLog2(int n)
{
    int depth = 0;
    while ((1 << depth) < n) ++depth;
    return depth;
}

// A binary tree over `nodes` nodes numbered in heap order (children of i: 2i+1, 2i+2); NCCL's
// double binary tree has the same depth. Step k of the climb sends from the deepest level up.
Phase treePhase(const std::string &name, bool up, int nodes, double bytes, const std::vector<int> &nodeRank)
{
    const int depth = nodes > 1 ? int(std::floor(std::log2(double(nodes)))) : 0;
    Phase phase{name, depth, bytes, false, {}};
    phase.pattern = [=](int k) {
        const int level = up ? depth - k : k + 1; // the level of the children in this step
        std::vector<RankSend> sends;
        const int first = (1 << level) - 1, last = std::min(nodes, (1 << (level + 1)) - 1);
        for (int child = first; child < last; ++child) {
            const int parent = (child - 1) / 2;
            const int a = nodeRank[std::size_t(child)], b = nodeRank[std::size_t(parent)];
            sends.push_back(up ? RankSend{a, b, bytes, -1} : RankSend{b, a, bytes, -1});
        }
        return sends;
    };
    return phase;
}

Phase ringPhase(const std::string &name, int steps, double chunk, const std::vector<int> &ring)
{
    Phase phase{name, steps, chunk, true, {}};
    phase.pattern = [ring, chunk](int) {
        std::vector<RankSend> sends;
        const std::size_t n = ring.size();
        for (std::size_t i = 0; i < n; ++i) sends.push_back({ring[i], ring[(i + 1) % n], chunk, -1});
        return sends;
    };
    return phase;
}

// The group as the phases see it: n ranks in rail order, each server's ranks and its first rank.
struct PhaseContext {
    int n = 0;
    double S = 0;
    std::vector<int> all;
    std::vector<int> serverLead;
    std::vector<std::vector<int>> serverRanks;
    int G = 0; // ranks of the first server

    PhaseContext(const std::vector<Rank> &ranks, double bytes)
        : n(int(ranks.size()))
        , S(bytes)
        , all(ranks.size())
    {
        for (int i = 0; i < n; ++i) all[std::size_t(i)] = i;
        for (int i = 0; i < n; ++i) {
            if (serverRanks.empty() || ranks[std::size_t(i)].server != ranks[std::size_t(serverRanks.back().front())].server) {
                serverRanks.push_back({});
                serverLead.push_back(i);
            }
            serverRanks.back().push_back(i);
        }
        G = int(serverRanks.front().size());
    }

    // In-network reduction: each server sends up to its rail's aggregation switch, which reduces
    // and sends the result back down (SHARP, NCCL CollNet).
    Phase switchPhase(const std::string &name, bool up, double bytes) const
    {
        Phase phase{name, 1, bytes, true, {}};
        phase.pattern = [leads = serverLead, bytes, up](int) {
            std::vector<RankSend> sends;
            for (int lead : leads) sends.push_back({lead, lead, bytes, up ? 0 : 1});
            return sends;
        };
        return phase;
    }

    // NVLink SHARP: each GPU's data goes into the NVSwitch, which reduces (or multicasts).
    Phase nvlsPhase(const std::string &name, double bytes) const
    {
        Phase phase{name, 1, bytes, true, {}};
        phase.pattern = [groups = serverRanks, bytes](int) {
            std::vector<RankSend> sends;
            for (const auto &group : groups)
                for (int r : group) sends.push_back({r, group.front(), bytes, -2});
            return sends;
        };
        return phase;
    }
};

// All-to-all (and a forced pairwise): n-1 steps, each rank sending to the rank k+1 away.
std::vector<Phase> pairwisePhases(const PhaseContext &c)
{
    Phase phase{"pairwise", c.n - 1, c.S / c.n, false, {}};
    phase.pattern = [n = c.n, S = c.S](int k) {
        std::vector<RankSend> sends;
        for (int i = 0; i < n; ++i) sends.push_back({i, (i + k + 1) % n, S / n, -1});
        return sends;
    };
    return {phase};
}

// Broadcast and reduce: a pipelined chain along the ring, shown link by link from the root.
std::vector<Phase> chainPhases(const PhaseContext &c, CollectiveOp op, std::vector<Message> &notes)
{
    const bool down = op == CollectiveOp::Broadcast;
    Phase phase{down ? "broadcast" : "reduce", c.n - 1, c.S, false, {}};
    phase.pattern = [n = c.n, S = c.S, down](int k) {
        const int from = down ? k : n - 1 - k;
        const int to = down ? k + 1 : n - 2 - k;
        return std::vector<RankSend>{{from, to, S, -1}};
    };
    notes.push_back({"schedule.chain-pipelined", {}});
    return {phase};
}

// Tree, NVLS tree and CollNet chain: up and down a binary tree of the servers (of the GPUs on one).
std::vector<Phase> treePhases(const PhaseContext &c, Algorithm algorithm, int servers, std::vector<Message> &notes)
{
    std::vector<Phase> phases;
    if (algorithm == Algorithm::NvlsTree) phases.push_back(c.nvlsPhase("nvls reduce", c.S));
    const bool overServers = servers > 1;
    const std::vector<int> &nodes = overServers ? c.serverLead : c.all;
    if (overServers) notes.push_back({"schedule.tree-between-servers", {}});
    phases.push_back(treePhase("up", true, int(nodes.size()), c.S, nodes));
    phases.push_back(treePhase("down", false, int(nodes.size()), c.S, nodes));
    if (algorithm == Algorithm::NvlsTree) phases.push_back(c.nvlsPhase("nvls multicast", c.S));
    return phases;
}

// Hierarchical: NVLink reduce-scatter, a ring per rail between servers, NVLink all-gather.
std::vector<Phase> hierarchicalPhases(const PhaseContext &c)
{
    std::vector<Phase> phases;
    const int m = int(c.serverRanks.size()), G = c.G;
    const double S = c.S;
    if (G > 1) {
        Phase local{"nvlink reduce-scatter", G - 1, S / G, true, {}};
        local.pattern = [serverRanks = c.serverRanks, S, G](int) {
            std::vector<RankSend> sends;
            for (const auto &group : serverRanks)
                for (std::size_t i = 0; i < group.size(); ++i)
                    sends.push_back({group[i], group[(i + 1) % group.size()], S / G, -1});
            return sends;
        };
        phases.push_back(local);
    }
    if (m > 1) {
        const double chunk = S / (double(G) * m);
        auto railRing = [serverRanks = c.serverRanks, chunk, m](int) {
            std::vector<RankSend> sends;
            for (int s = 0; s < m; ++s)
                for (std::size_t g = 0; g < serverRanks[std::size_t(s)].size(); ++g)
                    sends.push_back(
                        {serverRanks[std::size_t(s)][g],
                         serverRanks[std::size_t((s + 1) % m)][std::min(g, serverRanks[std::size_t((s + 1) % m)].size() - 1)],
                         chunk, -1, int(g)});
            return sends;
        };
        phases.push_back({"rail reduce-scatter", m - 1, chunk, true, railRing});
        phases.push_back({"rail all-gather", m - 1, chunk, true, railRing});
    }
    if (G > 1) {
        Phase local = phases.front();
        local.name = "nvlink all-gather";
        phases.push_back(local);
    }
    return phases;
}

// PAT, Bruck-style: step k sends to the rank 2^k away what it holds so far; n-1 chunks in all.
std::vector<Phase> patPhases(const PhaseContext &c, CollectiveOp op)
{
    Phase phase{op == CollectiveOp::AllGather ? "all-gather" : "reduce-scatter", ceilLog2(c.n), c.S / c.n, false, {}};
    phase.pattern = [n = c.n, S = c.S](int k) {
        const int distance = 1 << k;
        const double bytes = std::min(distance, n - distance) * S / n;
        std::vector<RankSend> sends;
        for (int i = 0; i < n; ++i) sends.push_back({i, (i + distance) % n, bytes, -1});
        return sends;
    };
    return {phase};
}

} // namespace

std::vector<Phase> phasesFor(const CollectiveResult &result, const std::vector<Rank> &ranks, int servers,
                             std::vector<Message> &notes)
{
    const PhaseContext c(ranks, result.bytes);
    const CollectiveOp op = result.op;
    const Algorithm algorithm = result.algorithm;
    if (op == CollectiveOp::SendRecv) return {ringPhase("send/recv", 1, c.S, c.all)};
    if (op == CollectiveOp::AllToAll || algorithm == Algorithm::Pairwise) return pairwisePhases(c);
    if (op == CollectiveOp::Broadcast || op == CollectiveOp::Reduce) return chainPhases(c, op, notes);
    switch (algorithm) {
    case Algorithm::Tree:
    case Algorithm::NvlsTree:
    case Algorithm::InNetworkChain: return treePhases(c, algorithm, servers, notes);
    case Algorithm::Nvls:
        if (op == CollectiveOp::AllReduce)
            return {c.nvlsPhase("reduce in the NVSwitch", c.S / std::max(1, c.G)),
                    c.nvlsPhase("multicast", c.S / std::max(1, c.G))};
        return {c.nvlsPhase(op == CollectiveOp::AllGather ? "multicast" : "reduce in the NVSwitch", c.S / c.n)};
    case Algorithm::InNetwork: {
        std::vector<Phase> phases;
        if (c.G > 1) phases.push_back(c.nvlsPhase("nvlink gather", c.S / c.G));
        phases.push_back(c.switchPhase("reduce in the switch", true, c.S));
        phases.push_back(c.switchPhase("multicast down", false, c.S));
        if (c.G > 1) phases.push_back(c.nvlsPhase("nvlink scatter", c.S / c.G));
        return phases;
    }
    case Algorithm::Hierarchical: return hierarchicalPhases(c);
    case Algorithm::Pat: return patPhases(c, op);
    default: break;
    }
    // Ring (and anything else): reduce-scatter then all-gather, n-1 steps of S/n each.
    if (algorithm != Algorithm::Ring) notes.push_back({"schedule.shown-as-ring", {arg::text("algorithm", toString(algorithm))}});
    std::vector<Phase> phases;
    if (op != CollectiveOp::AllGather) phases.push_back(ringPhase("reduce-scatter", c.n - 1, c.S / c.n, c.all));
    if (op != CollectiveOp::ReduceScatter) phases.push_back(ringPhase("all-gather", c.n - 1, c.S / c.n, c.all));
    return phases;
}

} // namespace spinel::timing::schedule
