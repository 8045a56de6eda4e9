// Oversubscription per switch and per tier: downlink Gb/s over uplink Gb/s, against the design's
// target. "Down" is towards servers and lower tiers, "up" towards higher tiers; links within a
// tier count neither way.
#include "rules/analysiscontext.h"

namespace spinel::fabric {

namespace {

bool above(double ratio, double target)
{
    return ratio > target * (1 + 1e-9);
}

} // namespace

void checkOversubscription(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink)
{
    const Topology &topo = context.topo;
    const double target = context.design.settings.targetOversubscription;
    std::size_t next = 0; // result.switches holds the switches in device order
    for (int i = 0; i < topo.deviceCount(); ++i) {
        if (!context.device(i).isSwitch()) continue;
        SwitchLoad &load = result.switches[next++];
        const Tier tier = topo.tiers[std::size_t(i)];
        for (const auto &adjacent : topo.adjacency[std::size_t(i)]) {
            const Tier other = topo.tiers[std::size_t(adjacent.device)];
            const double gbps = context.capacityGbps(adjacent.link);
            if (other < tier) load.downlinkGbps += gbps;
            else if (other > tier) load.uplinkGbps += gbps;
        }
        if (load.uplinkGbps > 0) load.oversubscription = load.downlinkGbps / load.uplinkGbps;
        for (auto &summary : result.tiers)
            if (summary.tier == tier) {
                summary.downlinkGbps += load.downlinkGbps;
                summary.uplinkGbps += load.uplinkGbps;
            }
        if (load.oversubscription && above(*load.oversubscription, target))
            sink.add(Severity::Warning, "oversubscription",
                     {"oversubscription.switch",
                      {arg::id("switch", load.id), arg::ratio("ratio", *load.oversubscription),
                       arg::gbps("down", load.downlinkGbps), arg::gbps("up", load.uplinkGbps), arg::ratio("target", target)}},
                     {load.id});
    }
    for (auto &summary : result.tiers) {
        if (summary.uplinkGbps <= 0) continue;
        summary.oversubscription = summary.downlinkGbps / summary.uplinkGbps;
        if (above(*summary.oversubscription, target))
            sink.add(Severity::Warning, "oversubscription",
                     {"oversubscription.tier",
                      {arg::keyword("tier", toString(summary.tier)), arg::ratio("ratio", *summary.oversubscription),
                       arg::ratio("target", target)}},
                     {});
    }
}

} // namespace spinel::fabric
