#include "timing/designvariants.h"

#include <algorithm>
#include <set>

#include "core/topology.h"

namespace spinel::timing {
namespace {

bool isSwitchLink(const Topology &topo, int l)
{
    const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
    return a >= 0 && b >= 0 && topo.tiers[std::size_t(a)] != Tier::Server && topo.tiers[std::size_t(b)] != Tier::Server;
}

// Downlink and uplink Gb/s per device, counted as the timing profile counts them: a link to a higher
// tier (or a lateral one) is an uplink.
struct Capacity {
    std::vector<double> down, up;
};

Capacity capacities(const Design &design, const Topology &topo)
{
    Capacity c{std::vector<double>(std::size_t(topo.deviceCount()), 0), std::vector<double>(std::size_t(topo.deviceCount()), 0)};
    for (int l = 0; l < topo.linkCount(); ++l) {
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (a < 0 || b < 0) continue;
        const double gbps = design.links[std::size_t(l)].bandwidthGbps();
        const Tier ta = topo.tiers[std::size_t(a)], tb = topo.tiers[std::size_t(b)];
        if (ta == tb) {
            c.up[std::size_t(a)] += gbps;
            c.up[std::size_t(b)] += gbps;
        } else {
            const int low = ta < tb ? a : b, high = ta < tb ? b : a;
            c.up[std::size_t(low)] += gbps;
            c.down[std::size_t(high)] += gbps;
        }
    }
    return c;
}

} // namespace

bool doubleNicSpeed(Design &design, Catalog &catalog)
{
    const Topology topo = buildTopology(design, catalog, TopologyIndex::DevicesOnly);
    std::set<std::string> nicModels;
    for (const Device &device : design.devices)
        if (device.isServer()) nicModels.insert(effectiveNics(device, catalog).model);
    for (const std::string &model : nicModels) {
        const CatalogEntry *entry = catalog.find(model);
        if (!entry || !entry->nicSpec) continue;
        // A fresh spec, not an edit through the copied optional: GCC 12 at -O3 wrongly warns that
        // the copy's speed may be uninitialised.
        NicSpec spec = *entry->nicSpec;
        spec.speedGbps *= 2;
        CatalogEntry faster = *entry;
        faster.nicSpec = spec;
        catalog.insert(std::move(faster));
    }
    bool any = false;
    for (int l = 0; l < topo.linkCount(); ++l) {
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (a < 0 || b < 0 || isSwitchLink(topo, l)) continue;
        design.links[std::size_t(l)].speedGbps *= 2;
        any = true;
    }
    return any;
}

bool doubleNetwork(Design &design, Catalog &catalog)
{
    if (!doubleNicSpeed(design, catalog)) return false;
    const Topology topo = buildTopology(design, catalog, TopologyIndex::DevicesOnly);
    for (int l = 0; l < topo.linkCount(); ++l)
        if (isSwitchLink(topo, l)) design.links[std::size_t(l)].speedGbps *= 2;
    return true;
}

double worstOversubscription(const Design &design, const Catalog &catalog)
{
    const Topology topo = buildTopology(design, catalog, TopologyIndex::DevicesOnly);
    const Capacity c = capacities(design, topo);
    double worst = 1;
    for (std::size_t d = 0; d < c.up.size(); ++d)
        if (topo.tiers[d] != Tier::Server && c.up[d] > 0) worst = std::max(worst, c.down[d] / c.up[d]);
    return worst;
}

bool makeNonBlocking(Design &design, const Catalog &catalog)
{
    const Topology topo = buildTopology(design, catalog, TopologyIndex::DevicesOnly);
    bool changed = false;
    // Leaves first: widening their uplinks widens the spines' downlinks, so the spines' ratio is
    // measured after.
    for (Tier tier : {Tier::Leaf, Tier::Spine}) {
        const Capacity c = capacities(design, topo);
        double ratio = 1;
        for (std::size_t d = 0; d < c.up.size(); ++d)
            if (topo.tiers[d] == tier && c.up[d] > 0) ratio = std::max(ratio, c.down[d] / c.up[d]);
        if (ratio <= 1 + 1e-9) continue;
        for (int l = 0; l < topo.linkCount(); ++l) {
            if (!isSwitchLink(topo, l)) continue;
            const Tier ta = topo.tiers[std::size_t(topo.linkFrom[std::size_t(l)])];
            const Tier tb = topo.tiers[std::size_t(topo.linkTo[std::size_t(l)])];
            if (std::min(ta, tb) == tier) design.links[std::size_t(l)].speedGbps *= ratio;
        }
        changed = true;
    }
    return changed;
}

bool halveUplinks(Design &design)
{
    std::set<std::string> switches;
    for (const Device &device : design.devices)
        if (device.isSwitch()) switches.insert(device.id);
    bool any = false;
    for (Link &link : design.links)
        if (switches.count(link.from.device) && switches.count(link.to.device)) link.speedGbps /= 2, any = true;
    return any;
}

} // namespace spinel::timing
