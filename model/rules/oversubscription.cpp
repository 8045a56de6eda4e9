// Oversubscription per switch and per tier: downlink Gb/s over uplink Gb/s, against the design's
// target. "Down" is towards servers and lower tiers, "up" towards higher tiers; links within a
// tier count neither way.
#include "rules/analysiscontext.h"

#include <sstream>

namespace spinel::fabric {

namespace {

std::string ratioText(double ratio)
{
    std::ostringstream text;
    text.precision(3);
    text << ratio << ":1";
    return text.str();
}

bool above(double ratio, double target)
{
    return ratio > target * (1 + 1e-9);
}

} // namespace

void checkOversubscription(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink)
{
    const Topology &topo = context.topo;
    const double target = context.design.settings.targetOversubscription;
    std::size_t next = 0;  // result.switches holds the switches in device order
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
                     load.id + " is " + ratioText(*load.oversubscription) + " oversubscribed (" + formatGbps(load.downlinkGbps)
                         + " down, " + formatGbps(load.uplinkGbps) + " up), above the design's " + ratioText(target) + " target",
                     {load.id});
    }
    for (auto &summary : result.tiers) {
        if (summary.uplinkGbps <= 0) continue;
        summary.oversubscription = summary.downlinkGbps / summary.uplinkGbps;
        if (above(*summary.oversubscription, target))
            sink.add(Severity::Warning, "oversubscription",
                     std::string("The ") + toString(summary.tier) + " tier is " + ratioText(*summary.oversubscription)
                         + " oversubscribed, above the design's " + ratioText(target) + " target",
                     {});
    }
}

} // namespace spinel::fabric
