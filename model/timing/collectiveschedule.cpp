#include "timing/collectiveschedule.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <tuple>

#include "core/topology.h"
#include "timing/fabricprofile.h"
#include "timing/schedulepaths.h"
#include "timing/schedulephases.h"

namespace spinel::timing {
namespace {

using namespace schedule;

// The participants, packed in rail order as the timing model takes them.
std::vector<Rank> packedRanks(const FabricProfile &profile, int gpus)
{
    std::vector<Rank> ranks;
    ranks.reserve(std::size_t(gpus));
    for (int s = 0; s < int(profile.servers.size()) && int(ranks.size()) < gpus; ++s)
        for (int g = 0; g < profile.servers[std::size_t(s)].gpus && int(ranks.size()) < gpus; ++g) ranks.push_back({s, g});
    return ranks;
}

// Turns the phases' rank-to-rank sends into the schedule's steps: transfers on NVLink or along
// drawn network paths, and each link's load in the step.
class StepBuilder {
public:
    StepBuilder(const Design &design, const Catalog &catalog, const FabricProfile &profile, const std::vector<Rank> &ranks,
                CollectiveSchedule &schedule)
        : m_paths(design, catalog, profile)
        , m_topo(m_paths.topology())
        , m_profile(profile)
        , m_ranks(ranks)
        , m_schedule(schedule)
        , m_forward(std::size_t(m_topo.linkCount()), 0)
        , m_backward(std::size_t(m_topo.linkCount()), 0)
    { }

    // Every phase's steps, merged when the algorithm has more logical steps than `budget`.
    void addPhases(const std::vector<schedule::Phase> &phases, int totalLogical, int budget)
    {
        for (const schedule::Phase &phase : phases) {
            if (phase.steps <= 0) continue;
            // Merged steps when the algorithm has more steps than the budget: this phase's share of it.
            const int groups = totalLogical <= budget
                                   ? phase.steps
                                   : std::clamp(int(std::lround(double(budget) * phase.steps / totalLogical)), 1, phase.steps);
            if (groups < phase.steps) m_schedule.aggregated = true;
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
                takeLinkLoads(step);
                m_schedule.steps.push_back(std::move(step));
            }
        }
    }

private:
    void addTransfers(const std::vector<RankSend> &sends, double scale, ScheduleStep &step)
    {
        for (const RankSend &send : sends) {
            const Rank a = m_ranks[std::size_t(send.from)], b = m_ranks[std::size_t(send.to)];
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
            addNetworkTransfers(send, a, b, bytes, step);
        }
    }

    // Over the network: NCCL spreads a server's traffic over all its NICs (one channel per rail), so
    // each rail carries an equal share. A rank of a per-rail ring (hierarchical) keeps to its own rail.
    void addNetworkTransfers(const RankSend &send, Rank a, Rank b, double bytes, ScheduleStep &step)
    {
        const int rails = m_paths.rails(a.server, b.server);
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
                t.viaSwitch = m_paths.aggregationSwitch(rail, m_schedule.servers);
                t.links = m_paths.toSwitch(a.server, rail, t.viaSwitch);
                if (!up) std::reverse(t.links.begin(), t.links.end());
                if (!up) t.fromGpu = -1;
                else t.toGpu = -1;
            } else if (rails > 0) {
                t.links = m_paths.between(a.server, b.server, rail);
            }
            // Per direction: walk the path from its source device.
            int at = m_topo.deviceCount() > 0 ? m_profile.servers[std::size_t(a.server)].device : -1;
            if (send.viaSwitchRail == 1) at = t.viaSwitch;
            for (int link : t.links) {
                const bool along = m_topo.linkFrom[std::size_t(link)] == at;
                if (m_forward[std::size_t(link)] == 0 && m_backward[std::size_t(link)] == 0) m_touched.push_back(link);
                (along ? m_forward : m_backward)[std::size_t(link)] += t.bytes;
                at = m_topo.other(link, at);
            }
            step.transfers.push_back(std::move(t));
        }
    }

    // The step's load on each link it used (the busier direction), in link order; clears the tally.
    void takeLinkLoads(ScheduleStep &step)
    {
        for (int link : m_touched) {
            step.linkLoads.push_back({link, std::max(m_forward[std::size_t(link)], m_backward[std::size_t(link)]), 0});
            m_forward[std::size_t(link)] = m_backward[std::size_t(link)] = 0;
        }
        m_touched.clear();
        std::sort(step.linkLoads.begin(), step.linkLoads.end(),
                  [](const ScheduleLinkLoad &x, const ScheduleLinkLoad &y) { return x.link < y.link; });
    }

    SchedulePaths m_paths;
    const Topology &m_topo;
    const FabricProfile &m_profile;
    const std::vector<Rank> &m_ranks;
    CollectiveSchedule &m_schedule;
    // Per link and direction: bytes in the current step (dense, cleared through m_touched).
    std::vector<double> m_forward, m_backward;
    std::vector<int> m_touched;
};

// Times: every logical step pays an equal share of the latency term and a share of the bandwidth
// term in proportion to the bytes each rank sends in it; scaled so the steps add up to the model's
// time exactly.
void timeSteps(CollectiveSchedule &schedule, int totalLogical, double totalBytesPerRank)
{
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
    }
}

// Utilisation: the step's bytes on each link against what the link carries in the step.
void utilisation(ScheduleStep &step, const Design &design)
{
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
}

// Big groups: merge transfers per server pair and path, then cut what is still too many.
void mergeTransfers(ScheduleStep &step, int maxTransfers, bool &aggregated)
{
    if (int(step.transfers.size()) <= maxTransfers) return;
    aggregated = true;
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
        if (int(step.transfers.size()) >= maxTransfers) {
            ++step.transfersOmitted;
            continue;
        }
        step.transfers.push_back(std::move(t));
    }
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
    const std::vector<Rank> ranks = packedRanks(profile, schedule.result.gpus);
    if (ranks.size() < 2) {
        schedule.error = "a collective on one GPU moves nothing";
        return schedule;
    }
    schedule.ranks = int(ranks.size());
    schedule.servers = ranks.back().server + 1;
    for (int s = 0; s < schedule.servers; ++s) schedule.serverDevices.push_back(profile.servers[std::size_t(s)].device);
    if (request.ranksPerServer > 0) schedule.notes.push_back({"schedule.packed", {}});
    const std::vector<schedule::Phase> phases = phasesFor(schedule.result, ranks, schedule.servers, schedule.notes);

    int totalLogical = 0;
    double totalBytesPerRank = 0;
    for (const schedule::Phase &p : phases) {
        totalLogical += p.steps;
        totalBytesPerRank += p.steps * p.bytesPerRank;
    }
    schedule.logicalSteps = totalLogical;
    StepBuilder(design, catalog, profile, ranks, schedule)
        .addPhases(phases, totalLogical, std::max(limits.maxSteps, int(phases.size())));

    timeSteps(schedule, totalLogical, totalBytesPerRank);
    for (ScheduleStep &step : schedule.steps) {
        utilisation(step, design);
        schedule.totalBytesMoved += step.bytesMoved;
        mergeTransfers(step, limits.maxTransfersPerStep, schedule.aggregated);
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
