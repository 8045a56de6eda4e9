// Per-link and per-server checks: speed mismatches (and the bandwidth they cost), servers whose
// cables and NICs disagree, and cables longer than their medium reaches.
#include "rules/analysiscontext.h"

#include <cmath>
#include <map>

namespace spinel::fabric {

namespace {

void checkSpeeds(const AnalysisContext &context, FindingSink &sink)
{
    const Topology &topo = context.topo;
    // NICs running below their speed, grouped by (NIC speed, usable speed) into one finding each.
    struct Loss {
        long long nics = 0;
        std::vector<std::string> links;
    };
    std::map<std::pair<double, double>, Loss> losses;
    for (int l = 0; l < topo.linkCount(); ++l) {
        if (!context.live[std::size_t(l)]) continue;
        const Link &link = context.link(l);
        for (int end : {topo.linkFrom[std::size_t(l)], topo.linkTo[std::size_t(l)]}) {
            const Device &device = context.device(end);
            if (const SwitchSpec *spec = context.switchSpecs[std::size_t(end)]) {
                if (link.speedGbps > spec->portSpeedGbps)
                    sink.add(Severity::Error, "speed-mismatch",
                             link.id + " runs at " + formatGbps(link.speedGbps) + ", faster than the " + formatGbps(spec->portSpeedGbps)
                                 + " ports of " + device.id + " (" + device.model + ")",
                             {link.id, device.id});
                continue;
            }
            const double nic = context.nicGbps[std::size_t(end)];
            if (!device.isServer() || nic <= 0) continue;
            if (link.speedGbps > nic) {
                sink.add(Severity::Error, "speed-mismatch",
                         link.id + " runs at " + formatGbps(link.speedGbps) + ", faster than the " + formatGbps(nic) + " NICs of " + device.id,
                         {link.id, device.id});
            } else if (context.cableGbps[std::size_t(l)] < nic) {
                Loss &loss = losses[{nic, context.cableGbps[std::size_t(l)]}];
                loss.nics += link.count;
                loss.links.push_back(link.id);
            }
        }
    }
    for (auto &[speeds, loss] : losses) {
        const double lost = (speeds.first - speeds.second) * double(loss.nics);
        sink.add(Severity::Warning, "speed-mismatch",
                 std::to_string(loss.nics) + (loss.nics == 1 ? " NIC of " : " NICs of ") + formatGbps(speeds.first) + " run at "
                     + formatGbps(speeds.second) + " (slower link or port): " + formatGbps(lost) + " of injection bandwidth lost",
                 std::move(loss.links));
    }
}

void checkNicCounts(const AnalysisContext &context, FindingSink &sink)
{
    const Topology &topo = context.topo;
    for (int i = 0; i < topo.deviceCount(); ++i) {
        const Device &device = context.device(i);
        if (!device.isServer()) continue;
        long long cables = 0;
        for (const auto &adjacent : topo.adjacency[std::size_t(i)]) cables += context.link(adjacent.link).count;
        const int nics = context.nicCount[std::size_t(i)];
        if (cables > nics) {
            sink.add(Severity::Error, "nic-count",
                     device.id + " has " + std::to_string(cables) + " cables but only " + std::to_string(nics)
                         + " NICs; add NICs (nic_count) or remove cables",
                     {device.id});
        } else if (cables > 0 && cables < nics) {
            const double idle = double(nics - cables) * context.nicGbps[std::size_t(i)];
            sink.add(Severity::Warning, "nic-count",
                     device.id + " has " + std::to_string(nics) + " NICs but " + std::to_string(cables) + " cables: "
                         + std::to_string(nics - cables) + " NICs (" + formatGbps(idle) + ") unused",
                     {device.id});
        }
    }
}

// Cables between two servers: legal (a back-to-back NIC pair, a torus) but not part of a switched
// fabric, so say how Spinel treats them rather than accept them silently. One finding for all of
// them: a torus has thousands.
void checkDirectAttach(const AnalysisContext &context, FindingSink &sink)
{
    const Topology &topo = context.topo;
    std::vector<std::string> objects;
    long long links = 0;
    for (int l = 0; l < topo.linkCount(); ++l) {
        if (!context.live[std::size_t(l)]) continue;
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (topo.tiers[std::size_t(a)] != Tier::Server || topo.tiers[std::size_t(b)] != Tier::Server) continue;
        if (++links > 20) continue;
        objects.push_back(context.link(l).id);
        if (links == 1) objects.insert(objects.end(), {context.device(a).id, context.device(b).id});
    }
    if (links == 0) return;
    const std::string what = links == 1 ? objects[0] + " cables " + objects[1] + " straight to " + objects[2]
                                              + ": a direct-attach link"
                                        : std::to_string(links) + " links cable servers straight to each other (" + objects[0]
                                              + ", ...): direct-attach links";
    sink.add(Severity::Info, "direct-attach",
             what + ", not through the fabric. Each cable takes one NIC on both servers and counts for connectivity, but"
                    " collective and training timing leave direct links out (they route server traffic through switches only)",
             std::move(objects));
}

// The longest reach of any cable or transceiver in the catalog for a medium at a speed
// (parts with speed 0, plain fibre, fit every speed). 0 when the catalog has none.
double reachM(const Catalog &catalog, Medium medium, double speedGbps)
{
    double best = 0;
    for (const auto &entry : catalog.entries())
        if (entry.mediaSpec && entry.mediaSpec->medium == medium
            && (entry.mediaSpec->speedGbps == 0 || entry.mediaSpec->speedGbps >= speedGbps))
            best = std::max(best, entry.mediaSpec->reachM);
    return best;
}

void checkReach(const AnalysisContext &context, FindingSink &sink)
{
    std::map<std::pair<Medium, double>, double> reach;  // a few distinct pairs per design
    auto lookup = [&](Medium medium, double speed) {
        auto [it, fresh] = reach.emplace(std::make_pair(medium, speed), 0.0);
        if (fresh) it->second = reachM(context.catalog, medium, speed);
        return it->second;
    };
    for (int l = 0; l < context.topo.linkCount(); ++l) {
        const Link &link = context.link(l);
        if (!link.lengthM) continue;
        const double limit = lookup(link.medium, link.speedGbps);
        if (limit <= 0) {
            sink.add(Severity::Warning, "cable-reach",
                     link.id + ": the catalog has no " + toString(link.medium) + " part for " + formatGbps(link.speedGbps),
                     {link.id});
            continue;
        }
        if (*link.lengthM <= limit) continue;
        std::string hint;
        // Copper's reach shrinks with speed (catalog dac-800g: 2 m, dac-400g: 3 m; docs/reference/exports.md).
        if (const double slower = lookup(Medium::Dac, link.speedGbps / 2); link.medium == Medium::Dac && slower > limit)
            hint = " (copper reaches " + std::to_string(int(slower)) + " m at " + formatGbps(link.speedGbps / 2) + ")";
        for (Medium better : {Medium::Dac, Medium::Aoc, Medium::Multimode, Medium::Singlemode}) {
            const double r = lookup(better, link.speedGbps);
            if (r >= *link.lengthM) {
                hint += "; " + std::string(toString(better)) + " reaches " + std::to_string(int(r)) + " m";
                break;
            }
        }
        sink.add(Severity::Error, "cable-reach",
                 link.id + " is " + std::to_string(int(std::ceil(*link.lengthM))) + " m of " + toString(link.medium)
                     + ", beyond its " + std::to_string(int(limit)) + " m reach at " + formatGbps(link.speedGbps) + hint,
                 {link.id});
    }
}

} // namespace

void checkLinks(const AnalysisContext &context, FindingSink &sink)
{
    checkSpeeds(context, sink);
    checkNicCounts(context, sink);
    checkDirectAttach(context, sink);
    checkReach(context, sink);
}

} // namespace spinel::fabric
