// Port budget per switch: physical ports used against the model's ports, with breakout modes
// (an 800G port may carry 2 × 400G or 4 × 200G), and pinned ports used twice.
#include "rules/analysiscontext.h"

#include <algorithm>

namespace spinel::fabric {

namespace {

// How many cables of `speedGbps` one physical port carries: its widest breakout at that speed or
// faster, else 1.
int lanesPerPort(const SwitchSpec &spec, double speedGbps)
{
    int lanes = 1;
    if (spec.ports <= 0) return lanes;
    for (const auto &breakout : spec.breakouts)
        if (breakout.speedGbps >= speedGbps && breakout.ports % spec.ports == 0)
            lanes = std::max(lanes, breakout.ports / spec.ports);
    return lanes;
}

struct SpeedCount {
    double speedGbps;
    long long cables;
};

// Tier::Server .. Tier::Core: the arrays below are indexed by Tier, whose switch tiers are 1..3.
constexpr int kTierSlots = int(Tier::Core) + 1;

// SwitchLoad::portsUsed is an int: an absurd cable count is capped at 2^30, far above any switch's
// ports, so it still reads as over budget without overflowing.
constexpr long long kMaxPortsCounted = 1LL << 30;

// Physical ports switch `i` uses: its cables grouped by speed (ports of one breakout mode carry
// one speed), each group on as few ports as its breakout allows. `bySpeed` is the caller's buffer,
// left holding the groups.
int portsUsed(const AnalysisContext &context, int i, const SwitchSpec *spec, std::vector<SpeedCount> &bySpeed)
{
    const Topology &topo = context.topo;
    bySpeed.clear();
    for (const auto &adjacent : topo.adjacency[std::size_t(i)]) {
        const double speed = context.speedGbps[std::size_t(adjacent.link)];
        const int count = topo.linkCables[std::size_t(adjacent.link)];
        auto it = std::find_if(bySpeed.begin(), bySpeed.end(), [&](const SpeedCount &s) { return s.speedGbps == speed; });
        if (it == bySpeed.end()) bySpeed.push_back({speed, count});
        else it->cables += count;
    }
    long long used = 0;
    for (const auto &group : bySpeed) {
        const int lanes = spec ? lanesPerPort(*spec, group.speedGbps) : 1;
        used += (group.cables + lanes - 1) / lanes;
    }
    return int(std::min<long long>(used, kMaxPortsCounted));
}

// Each switch's ports used against its model's, per switch and per tier; an error for a switch
// over its budget, a note per tier for the switches with no port left.
void checkPortBudgets(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink)
{
    const Topology &topo = context.topo;
    std::vector<SpeedCount> bySpeed;
    std::vector<std::string> full[kTierSlots];
    TierLoad tiers[kTierSlots];
    for (int t = 1; t < kTierSlots; ++t) tiers[t].tier = Tier(t);
    for (int i = 0; i < topo.deviceCount(); ++i) {
        if (topo.tiers[std::size_t(i)] == Tier::Server) continue;
        const SwitchSpec *spec = context.switchSpecs[std::size_t(i)];
        const Device &device = context.device(i);
        SwitchLoad load;
        load.id = device.id;
        load.tier = topo.tiers[std::size_t(i)];
        load.portsTotal = spec ? spec->ports : 0;
        load.portsUsed = portsUsed(context, i, spec, bySpeed);
        TierLoad &tier = tiers[int(load.tier)];
        ++tier.switches;
        tier.portsUsed += load.portsUsed;
        tier.portsTotal += load.portsTotal;
        if (spec && load.portsUsed > load.portsTotal) {
            const bool slower = std::any_of(bySpeed.begin(), bySpeed.end(),
                                            [&](const SpeedCount &s) { return s.speedGbps < spec->portSpeedGbps; });
            sink.add(Severity::Error, "port-budget",
                     {slower && spec->breakouts.empty() ? "port-budget.over-no-breakout" : "port-budget.over",
                      {arg::id("device", device.id), arg::integer("used", load.portsUsed), arg::text("model", device.model),
                       arg::integer("total", load.portsTotal), arg::integer("over", load.portsUsed - load.portsTotal)}},
                     {device.id});
        } else if (spec && load.portsUsed == load.portsTotal && load.portsTotal > 0) {
            full[int(load.tier)].push_back(device.id);
        }
        result.switches.push_back(std::move(load));
    }
    for (int t = 1; t < kTierSlots; ++t) {
        if (tiers[t].switches) result.tiers.push_back(tiers[t]);
        if (full[t].empty()) continue;
        const std::size_t count = full[t].size();
        sink.add(Severity::Info, "port-budget",
                 {"port-budget.full", {arg::integer("switches", (long long)count), arg::keyword("tier", toString(Tier(t)))}},
                 std::move(full[t]));
    }
}

// Pinned ports: two links on one port of one device is a drawing error. A bundle pinned at p
// takes ports p .. p + count - 1, so each pinned end is a range; ranges of one device that
// overlap share a port. Sorting the ranges keeps this O(links log links) whatever the counts.
struct PinnedEnd {
    long long first; // its range ends at first + the link's cables - 1
    int link;
    int device;
};

// Every pinned end, bucketed by device (a counting sort: device indices are dense), each device's
// few ends then sorted by port: one sort of a million ends grew as n log n and missed the cache.
// 16 bytes an end, twice (read, then bucketed): at 1M GPUs 34 MB, where two copies of 32-byte
// ranges were 67 MB of fresh pages.
std::vector<PinnedEnd> pinnedEndsByDevice(const AnalysisContext &context)
{
    const Topology &topo = context.topo;
    // Room for the servers' ends, which are pinned in most designs (a NIC's port); others grow the
    // vector. Not one per link: at 1M GPUs that was 35 MB, above the heap's largest block, so
    // every analysis mapped and touched fresh pages for it (~1.6 ms a MB on the development VM).
    std::size_t serverEnds = 0;
    for (int d = 0; d < topo.deviceCount(); ++d)
        if (topo.tiers[std::size_t(d)] == Tier::Server) serverEnds += topo.adjacency[std::size_t(d)].size();
    std::vector<PinnedEnd> ends;
    ends.reserve(serverEnds);
    for (int l = 0; l < topo.linkCount(); ++l) {
        if (!context.live[std::size_t(l)] || topo.linkCables[std::size_t(l)] < 1) continue;
        const Link &link = context.link(l);
        if (link.from.port) ends.push_back({*link.from.port, l, topo.linkFrom[std::size_t(l)]});
        if (link.to.port) ends.push_back({*link.to.port, l, topo.linkTo[std::size_t(l)]});
    }
    std::vector<std::size_t> bucket(std::size_t(topo.deviceCount()) + 1, 0);
    for (const PinnedEnd &end : ends) ++bucket[std::size_t(end.device) + 1];
    for (std::size_t d = 1; d < bucket.size(); ++d) bucket[d] += bucket[d - 1];
    std::vector<PinnedEnd> sorted(ends.size());
    {
        std::vector<std::size_t> fill(bucket.begin(), bucket.end() - 1);
        for (const PinnedEnd &end : ends) sorted[fill[std::size_t(end.device)]++] = end;
    }
    ends = {}; // freed before the sorts
    for (std::size_t d = 0; d + 1 < bucket.size(); ++d)
        std::sort(sorted.begin() + std::ptrdiff_t(bucket[d]), sorted.begin() + std::ptrdiff_t(bucket[d + 1]),
                  [](const PinnedEnd &a, const PinnedEnd &b) { return a.first != b.first ? a.first < b.first : a.link < b.link; });
    return sorted;
}

void checkPinnedPorts(const AnalysisContext &context, FindingSink &sink)
{
    const Topology &topo = context.topo;
    const auto last = [&](const PinnedEnd &end) { return end.first + topo.linkCables[std::size_t(end.link)] - 1; };
    const std::vector<PinnedEnd> ends = pinnedEndsByDevice(context);
    const PinnedEnd *reach = nullptr; // the end of this device reaching furthest so far
    for (const PinnedEnd &end : ends) {
        if (!reach || reach->device != end.device) {
            reach = &end;
            continue;
        }
        if (end.first <= last(*reach)) {
            const std::string &device = context.device(end.device).id;
            const Link &earlier = context.link(reach->link);
            const Link &later = context.link(end.link);
            sink.add(Severity::Error, "port-conflict",
                     {"port-conflict",
                      {arg::id("device", device), arg::integer("port", end.first), arg::id("first", earlier.id),
                       arg::id("second", later.id)}},
                     {device, earlier.id, later.id});
        }
        if (last(end) > last(*reach)) reach = &end;
    }
}

} // namespace

void checkPorts(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink)
{
    checkPortBudgets(context, result, sink);
    checkPinnedPorts(context, sink);
}

} // namespace spinel::fabric
