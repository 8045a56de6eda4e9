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
            const Device &device = context.device(end); // only read for a finding (a cache miss per end at 1M GPUs)
            if (const SwitchSpec *spec = context.switchSpecs[std::size_t(end)]) {
                if (link.speedGbps > spec->portSpeedGbps)
                    sink.add(Severity::Error, "speed-mismatch",
                             {"speed-mismatch.switch",
                              {arg::id("link", link.id), arg::gbps("speed", link.speedGbps), arg::gbps("port", spec->portSpeedGbps),
                               arg::id("device", device.id), arg::text("model", device.model)}},
                             {link.id, device.id});
                continue;
            }
            const double nic = context.nicGbps[std::size_t(end)];
            if (topo.tiers[std::size_t(end)] != Tier::Server || nic <= 0) continue;
            if (link.speedGbps > nic) {
                sink.add(Severity::Error, "speed-mismatch",
                         {"speed-mismatch.nic",
                          {arg::id("link", link.id), arg::gbps("speed", link.speedGbps), arg::gbps("nic", nic),
                           arg::id("device", device.id)}},
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
                 {"speed-mismatch.slower",
                  {arg::integer("nics", loss.nics), arg::gbps("nic", speeds.first), arg::gbps("speed", speeds.second),
                   arg::gbps("lost", lost)}},
                 std::move(loss.links));
    }
}

void checkNicCounts(const AnalysisContext &context, FindingSink &sink)
{
    const Topology &topo = context.topo;
    for (int i = 0; i < topo.deviceCount(); ++i) {
        if (topo.tiers[std::size_t(i)] != Tier::Server) continue;
        const Device &device = context.device(i);
        long long cables = 0;
        for (const auto &adjacent : topo.adjacency[std::size_t(i)]) cables += topo.linkCables[std::size_t(adjacent.link)];
        const int nics = context.nicCount[std::size_t(i)];
        if (cables > nics) {
            sink.add(Severity::Error, "nic-count",
                     {"nic-count.too-many-cables",
                      {arg::id("device", device.id), arg::integer("cables", cables), arg::integer("nics", nics)}},
                     {device.id});
        } else if (cables > 0 && cables < nics) {
            const double idle = double(nics - cables) * context.nicGbps[std::size_t(i)];
            sink.add(Severity::Warning, "nic-count",
                     {"nic-count.unused",
                      {arg::id("device", device.id), arg::integer("nics", nics), arg::integer("cables", cables),
                       arg::integer("unused", nics - cables), arg::gbps("idle", idle)}},
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
    Message message = links == 1 ? Message{"direct-attach.one",
                                           {arg::id("link", objects[0]), arg::id("from", objects[1]), arg::id("to", objects[2])}}
                                 : Message{"direct-attach.many", {arg::integer("links", links), arg::id("first", objects[0])}};
    sink.add(Severity::Info, "direct-attach", std::move(message), std::move(objects));
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
    std::map<std::pair<Medium, double>, double> reach; // a few distinct pairs per design
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
                     {"cable-reach.no-part",
                      {arg::id("link", link.id), arg::keyword("medium", toString(link.medium)), arg::gbps("speed", link.speedGbps)}},
                     {link.id});
            continue;
        }
        if (*link.lengthM <= limit) continue;
        Message message{"cable-reach.beyond",
                        {arg::id("link", link.id), arg::integer("length", int(std::ceil(*link.lengthM))),
                         arg::keyword("medium", toString(link.medium)), arg::integer("reach", int(limit)),
                         arg::gbps("speed", link.speedGbps)}};
        // Copper's reach shrinks with speed (catalog dac-800g: 2 m, dac-400g: 3 m; docs/reference/exports.md).
        if (const double slower = lookup(Medium::Dac, link.speedGbps / 2); link.medium == Medium::Dac && slower > limit) {
            message.id = "cable-reach.copper";
            message.args.push_back(arg::integer("slowerReach", int(slower)));
            message.args.push_back(arg::gbps("slower", link.speedGbps / 2));
        }
        for (Medium better : {Medium::Dac, Medium::Aoc, Medium::Multimode, Medium::Singlemode}) {
            const double r = lookup(better, link.speedGbps);
            if (r >= *link.lengthM) {
                message.id = message.id == "cable-reach.copper" ? "cable-reach.copper-better" : "cable-reach.beyond-better";
                message.args.push_back(arg::keyword("better", toString(better)));
                message.args.push_back(arg::integer("betterReach", int(r)));
                break;
            }
        }
        sink.add(Severity::Error, "cable-reach", std::move(message), {link.id});
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
