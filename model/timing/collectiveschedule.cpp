#include "timing/collectiveschedule.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <tuple>

#include "core/topology.h"
#include "timing/fabricprofile.h"
#include "timing/schedulepaths.h"

namespace spinel::timing {
namespace {

// One rank-to-rank send of a logical step.
struct RankSend {
    int from = 0;
    int to = 0;
    double bytes = 0;
    int viaSwitchRail = -1; // in-network reduction: towards the rail's aggregation switch
    int rail = -1;          // the NIC (rail) it leaves by; -1: spread over every rail
};

// A phase: `steps` logical steps of the same kind. `pattern(k)` gives step k's sends; `uniform`
// phases send the same pattern every step (rings), so a merged step needs only one of them.
struct Phase {
    std::string name;
    int steps = 0;
    double bytesPerRank = 0; // per logical step
    bool uniform = false;
    std::function<std::vector<RankSend>(int)> pattern;
};

struct Rank {
    int server = 0; // index in FabricProfile::servers
    int gpu = 0;
};

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

// Every phase of the algorithm the model chose. S is the nccl-tests size (collectives.h).
std::vector<Phase> phasesFor(const CollectiveResult &result, const std::vector<Rank> &ranks, int servers, std::string &note)
{
    const int n = int(ranks.size());
    const double S = result.bytes;
    std::vector<int> all(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) all[std::size_t(i)] = i;
    // The first rank of each server, and each server's ranks.
    std::vector<int> serverLead;
    std::vector<std::vector<int>> serverRanks;
    for (int i = 0; i < n; ++i) {
        if (serverRanks.empty() || ranks[std::size_t(i)].server != ranks[std::size_t(serverRanks.back().front())].server) {
            serverRanks.push_back({});
            serverLead.push_back(i);
        }
        serverRanks.back().push_back(i);
    }
    const int G = int(serverRanks.front().size());
    std::vector<Phase> phases;
    const CollectiveOp op = result.op;
    const Algorithm algorithm = result.algorithm;

    auto switchPhase = [&](const std::string &name, bool up, double bytes) {
        // In-network reduction: each server sends up to its rail's aggregation switch, which reduces
        // and sends the result back down (SHARP, NCCL CollNet).
        Phase phase{name, 1, bytes, true, {}};
        phase.pattern = [=](int) {
            std::vector<RankSend> sends;
            for (int lead : serverLead) sends.push_back({lead, lead, bytes, up ? 0 : 1});
            return sends;
        };
        return phase;
    };
    auto nvlsPhase = [&](const std::string &name, double bytes) {
        // NVLink SHARP: each GPU's data goes into the NVSwitch, which reduces (or multicasts).
        Phase phase{name, 1, bytes, true, {}};
        phase.pattern = [=](int) {
            std::vector<RankSend> sends;
            for (const auto &group : serverRanks)
                for (int r : group) sends.push_back({r, group.front(), bytes, -2});
            return sends;
        };
        return phase;
    };

    if (op == CollectiveOp::AllToAll || algorithm == Algorithm::Pairwise) {
        if (op == CollectiveOp::SendRecv) {
            phases.push_back(ringPhase("send/recv", 1, S, all));
            return phases;
        }
        Phase phase{"pairwise", n - 1, S / n, false, {}};
        phase.pattern = [n, S](int k) {
            std::vector<RankSend> sends;
            for (int i = 0; i < n; ++i) sends.push_back({i, (i + k + 1) % n, S / n, -1});
            return sends;
        };
        phases.push_back(phase);
        return phases;
    }
    if (op == CollectiveOp::SendRecv) {
        phases.push_back(ringPhase("send/recv", 1, S, all));
        return phases;
    }
    if (op == CollectiveOp::Broadcast || op == CollectiveOp::Reduce) {
        // A pipelined chain along the ring: shown link by link from the root.
        Phase phase{op == CollectiveOp::Broadcast ? "broadcast" : "reduce", n - 1, S, false, {}};
        const bool down = op == CollectiveOp::Broadcast;
        phase.pattern = [n, S, down](int k) {
            const int from = down ? k : n - 1 - k;
            const int to = down ? k + 1 : n - 2 - k;
            return std::vector<RankSend>{{from, to, S, -1}};
        };
        note = "NCCL pipelines the chain in chunks: all its links carry data at once; the steps show the order";
        phases.push_back(phase);
        return phases;
    }
    const bool allReduce = op == CollectiveOp::AllReduce;
    switch (algorithm) {
    case Algorithm::Tree:
    case Algorithm::NvlsTree:
    case Algorithm::InNetworkChain: {
        if (algorithm == Algorithm::NvlsTree) phases.push_back(nvlsPhase("nvls reduce", S));
        const bool overServers = servers > 1;
        const std::vector<int> &nodes = overServers ? serverLead : all;
        if (overServers) note = "the tree runs between servers; inside each the GPUs form a chain over NVLink";
        phases.push_back(treePhase("up", true, int(nodes.size()), S, nodes));
        phases.push_back(treePhase("down", false, int(nodes.size()), S, nodes));
        if (algorithm == Algorithm::NvlsTree) phases.push_back(nvlsPhase("nvls multicast", S));
        return phases;
    }
    case Algorithm::Nvls:
        if (allReduce) {
            phases.push_back(nvlsPhase("reduce in the NVSwitch", S / std::max(1, G)));
            phases.push_back(nvlsPhase("multicast", S / std::max(1, G)));
        } else {
            phases.push_back(nvlsPhase(op == CollectiveOp::AllGather ? "multicast" : "reduce in the NVSwitch", S / n));
        }
        return phases;
    case Algorithm::InNetwork:
        if (G > 1) phases.push_back(nvlsPhase("nvlink gather", S / G));
        phases.push_back(switchPhase("reduce in the switch", true, S));
        phases.push_back(switchPhase("multicast down", false, S));
        if (G > 1) phases.push_back(nvlsPhase("nvlink scatter", S / G));
        return phases;
    case Algorithm::Hierarchical: {
        // NVLink reduce-scatter, a ring per rail between servers, NVLink all-gather.
        const int m = int(serverRanks.size());
        if (G > 1) {
            Phase local{"nvlink reduce-scatter", G - 1, S / G, true, {}};
            local.pattern = [serverRanks, S, G](int) {
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
            auto railRing = [serverRanks, chunk, m](int) {
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
    case Algorithm::Pat: {
        // Bruck-style: step k sends to the rank 2^k away what it holds so far; n−1 chunks in all.
        const int steps = ceilLog2(n);
        Phase phase{op == CollectiveOp::AllGather ? "all-gather" : "reduce-scatter", steps, S / n, false, {}};
        phase.pattern = [n, S](int k) {
            const int distance = 1 << k;
            const double bytes = std::min(distance, n - distance) * S / n;
            std::vector<RankSend> sends;
            for (int i = 0; i < n; ++i) sends.push_back({i, (i + distance) % n, bytes, -1});
            return sends;
        };
        phases.push_back(phase);
        return phases;
    }
    default: break;
    }
    // Ring (and anything else): reduce-scatter then all-gather, n−1 steps of S/n each.
    if (algorithm != Algorithm::Ring) note = std::string("shown as a ring: ") + toString(algorithm) + " has no step view";
    if (op != CollectiveOp::AllGather) phases.push_back(ringPhase("reduce-scatter", n - 1, S / n, all));
    if (op != CollectiveOp::ReduceScatter) phases.push_back(ringPhase("all-gather", n - 1, S / n, all));
    return phases;
}

} // namespace

CollectiveSchedule buildCollectiveSchedule(const Design &design, const Catalog &catalog, const CollectiveRequest &request,
                                           const ScheduleLimits &limits)
{
    CollectiveSchedule schedule;
    const FabricProfile profile = buildFabricProfile(design, catalog);
    schedule.result = timeCollective(profile, request);
    if (!schedule.result.ok) {
        schedule.error = schedule.result.error;
        return schedule;
    }
    // The participants, packed in rail order as the timing model takes them.
    const int gpus = schedule.result.gpus;
    std::vector<Rank> ranks;
    ranks.reserve(std::size_t(gpus));
    for (int s = 0; s < int(profile.servers.size()) && int(ranks.size()) < gpus; ++s)
        for (int g = 0; g < profile.servers[std::size_t(s)].gpus && int(ranks.size()) < gpus; ++g) ranks.push_back({s, g});
    if (ranks.size() < 2) {
        schedule.error = "a collective on one GPU moves nothing";
        return schedule;
    }
    schedule.ranks = int(ranks.size());
    schedule.servers = ranks.back().server + 1;
    for (int s = 0; s < schedule.servers; ++s) schedule.serverDevices.push_back(profile.servers[std::size_t(s)].device);
    if (request.ranksPerServer > 0) schedule.note = "shown packed: the first GPUs in rail order";
    const std::vector<Phase> phases = phasesFor(schedule.result, ranks, schedule.servers, schedule.note);

    SchedulePaths paths(design, catalog, profile);
    const Topology &topo = paths.topology();
    const int linkCount = topo.linkCount();
    // Per link and direction: bytes in the current step (dense, cleared through `touched`).
    std::vector<double> forward(std::size_t(linkCount), 0), backward(std::size_t(linkCount), 0);
    std::vector<int> touched;

    int totalLogical = 0;
    double totalBytesPerRank = 0;
    for (const Phase &p : phases) {
        totalLogical += p.steps;
        totalBytesPerRank += p.steps * p.bytesPerRank;
    }
    schedule.logicalSteps = totalLogical;
    const int budget = std::max(limits.maxSteps, int(phases.size()));

    auto addTransfers = [&](const std::vector<RankSend> &sends, double scale, ScheduleStep &step) {
        for (const RankSend &send : sends) {
            const Rank a = ranks[std::size_t(send.from)], b = ranks[std::size_t(send.to)];
            const double bytes = send.bytes * scale;
            if (send.viaSwitchRail == -2 || (send.viaSwitchRail < 0 && a.server == b.server)) {
                ScheduleTransfer t;
                t.fromServer = a.server;
                t.toServer = b.server;
                t.fromGpu = a.gpu;
                t.toGpu = send.viaSwitchRail == -2 ? -1 : b.gpu;
                t.bytes = bytes;
                t.nvlink = true;
                step.transfers.push_back(std::move(t));
                continue;
            }
            // Over the network: NCCL spreads a server's traffic over all its NICs (one channel per
            // rail), so each rail carries an equal share.
            // A rank of a per-rail ring (hierarchical) keeps to its own rail.
            const int rails = paths.rails(a.server, b.server);
            const bool ownRail = send.rail >= 0 && rails > 0;
            const int firstRail = ownRail ? send.rail % rails : 0;
            const int lastRail = ownRail ? firstRail + 1 : std::max(1, rails);
            for (int rail = firstRail; rail < lastRail; ++rail) {
                ScheduleTransfer t;
                t.fromServer = a.server;
                t.toServer = b.server;
                t.fromGpu = a.gpu;
                t.toGpu = b.gpu;
                t.bytes = ownRail ? bytes : bytes / std::max(1, rails);
                if (send.viaSwitchRail >= 0) {
                    const bool up = send.viaSwitchRail == 0;
                    t.viaSwitch = paths.aggregationSwitch(rail, schedule.servers);
                    t.links = paths.toSwitch(a.server, rail, t.viaSwitch);
                    if (!up) std::reverse(t.links.begin(), t.links.end());
                    if (!up) t.fromGpu = -1;
                    else t.toGpu = -1;
                } else if (rails > 0) {
                    t.links = paths.between(a.server, b.server, rail);
                }
                // Per direction: walk the path from its source device.
                int at = topo.deviceCount() > 0 ? profile.servers[std::size_t(a.server)].device : -1;
                if (send.viaSwitchRail == 1) at = t.viaSwitch;
                for (int link : t.links) {
                    const bool along = topo.linkFrom[std::size_t(link)] == at;
                    if (forward[std::size_t(link)] == 0 && backward[std::size_t(link)] == 0) touched.push_back(link);
                    (along ? forward : backward)[std::size_t(link)] += t.bytes;
                    at = topo.other(link, at);
                }
                step.transfers.push_back(std::move(t));
            }
        }
    };

    for (const Phase &phase : phases) {
        if (phase.steps <= 0) continue;
        // Merged steps when the algorithm has more steps than the budget: this phase's share of it.
        const int groups = totalLogical <= budget
                               ? phase.steps
                               : std::clamp(int(std::lround(double(budget) * phase.steps / totalLogical)), 1, phase.steps);
        if (groups < phase.steps) schedule.aggregated = true;
        std::vector<ScheduleTransfer> uniformCache;
        for (int g = 0; g < groups; ++g) {
            const int first = int(std::llround(double(g) * phase.steps / groups));
            const int last = int(std::llround(double(g + 1) * phase.steps / groups));
            ScheduleStep step;
            step.phase = phase.name;
            step.logicalSteps = last - first;
            step.bytesPerRank = phase.bytesPerRank * step.logicalSteps;
            // A merged step of a non-uniform phase shows its middle step's pattern, scaled.
            addTransfers(phase.pattern(phase.uniform ? 0 : (first + last - 1) / 2), step.logicalSteps, step);
            for (const ScheduleTransfer &t : step.transfers) step.bytesMoved += t.bytes;
            for (int link : touched) {
                step.linkLoads.push_back({link, std::max(forward[std::size_t(link)], backward[std::size_t(link)]), 0});
                forward[std::size_t(link)] = backward[std::size_t(link)] = 0;
            }
            touched.clear();
            std::sort(step.linkLoads.begin(), step.linkLoads.end(),
                      [](const ScheduleLinkLoad &x, const ScheduleLinkLoad &y) { return x.link < y.link; });
            schedule.steps.push_back(std::move(step));
        }
    }

    // Times: every logical step pays an equal share of the latency term and a share of the
    // bandwidth term in proportion to the bytes each rank sends in it; scaled so the steps add up
    // to the model's time exactly.
    const CollectiveResult &r = schedule.result;
    double sum = 0;
    std::vector<double> durations;
    for (const ScheduleStep &step : schedule.steps) {
        const double latency = r.latencyUs * step.logicalSteps / std::max(1, totalLogical);
        const double bandwidth = totalBytesPerRank > 0 ? r.bandwidthUs * step.bytesPerRank / totalBytesPerRank : 0;
        durations.push_back(latency + bandwidth);
        sum += latency + bandwidth;
    }
    double clock = 0;
    for (std::size_t i = 0; i < schedule.steps.size(); ++i) {
        ScheduleStep &step = schedule.steps[i];
        const double duration = sum > 0 ? durations[i] * r.timeUs / sum : r.timeUs / double(schedule.steps.size());
        step.startUs = clock;
        clock += duration;
        step.endUs = i + 1 == schedule.steps.size() ? r.timeUs : clock;
        // Utilisation: the step's bytes on the link against what the link carries in the step.
        const double seconds = (step.endUs - step.startUs) * 1e-6;
        double worst = -1;
        for (ScheduleLinkLoad &load : step.linkLoads) {
            const double capacityBytes = design.links[std::size_t(load.link)].bandwidthGbps() / 8 * 1e9 * seconds;
            const double ratio = capacityBytes > 0 ? load.bytes / capacityBytes : 0;
            load.utilisation = std::clamp(ratio, 0.0, 1.0);
            if (ratio > worst) {
                worst = ratio;
                step.bottleneckLink = load.link;
            }
        }
        schedule.totalBytesMoved += step.bytesMoved;
        // Big groups: merge transfers per server pair and path, then cut what is still too many.
        if (int(step.transfers.size()) > limits.maxTransfersPerStep) {
            schedule.aggregated = true;
            std::map<std::tuple<int, int, int, bool>, ScheduleTransfer> merged;
            for (ScheduleTransfer &t : step.transfers) {
                const auto key = std::make_tuple(t.fromServer, t.toServer, t.links.empty() ? -1 : t.links.front(), t.nvlink);
                auto [it, inserted] = merged.try_emplace(key, t);
                if (!inserted) it->second.bytes += t.bytes;
                if (!inserted && it->second.fromGpu != t.fromGpu) it->second.fromGpu = -1;
                if (!inserted && it->second.toGpu != t.toGpu) it->second.toGpu = -1;
            }
            step.transfers.clear();
            for (auto &[key, t] : merged) {
                if (int(step.transfers.size()) >= limits.maxTransfersPerStep) {
                    ++step.transfersOmitted;
                    continue;
                }
                step.transfers.push_back(std::move(t));
            }
        }
    }
    schedule.ok = true;
    return schedule;
}

double bytesMovedBefore(const CollectiveSchedule &schedule, int step, double fraction)
{
    double bytes = 0;
    for (int i = 0; i < step && i < int(schedule.steps.size()); ++i) bytes += schedule.steps[std::size_t(i)].bytesMoved;
    if (step >= 0 && step < int(schedule.steps.size()))
        bytes += std::clamp(fraction, 0.0, 1.0) * schedule.steps[std::size_t(step)].bytesMoved;
    return bytes;
}

int stepAtTime(const CollectiveSchedule &schedule, double timeUs)
{
    if (schedule.steps.empty()) return -1;
    for (std::size_t i = 0; i < schedule.steps.size(); ++i)
        if (timeUs < schedule.steps[i].endUs) return int(i);
    return int(schedule.steps.size()) - 1;
}

} // namespace spinel::timing
