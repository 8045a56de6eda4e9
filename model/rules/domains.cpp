// Rack-scale NVLink domains (GB200/GB300 NVL72): trays complete, partitions the NVLink switches
// can configure, one scale-out NIC per GPU, scale-out spread evenly over the planes, and NVLink
// kept inside one rack. Facts: docs/reference/fabrics-reference.md "Rack-scale NVLink domains".
#include <algorithm>
#include <numeric>
#include <sstream>
#include <unordered_map>

#include "core/domains.h"
#include "rules/analysiscontext.h"

namespace spinel::fabric {

namespace {

std::string quoted(const std::string &text)
{
    return "\"" + text + "\"";
}

std::string listInts(const std::vector<int> &values)
{
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i)
        text += (i ? (i + 1 == values.size() ? " or " : ", ") : "") + std::to_string(values[i]);
    return text;
}

// Whether partitions of `partition` GPUs cut the trays (in tray order) only between trays and
// share the domain out exactly.
bool wholeTrays(const std::vector<int> &trayGpus, int partition)
{
    long long sum = 0;
    for (int gpus : trayGpus) {
        const long long before = sum / partition;
        sum += gpus;
        // A boundary inside this tray: it is crossed without being landed on.
        if (sum / partition > before && !(sum % partition == 0 && sum / partition == before + 1)) return false;
    }
    return sum > 0 && sum % partition == 0;
}

struct Member {
    int device = -1;
    int gpus = 0;
};

void checkTrays(const AnalysisContext &c, const ScaleUpDomain &domain, const RackSpec &rack,
                const std::vector<Member> &members, FindingSink &sink)
{
    std::vector<std::string> objects{domain.id};
    const Device *first = nullptr;
    for (const Member &m : members)
        if (c.device(m.device).model != rack.computeTray) {
            if (!first) first = &c.device(m.device);
            objects.push_back(c.device(m.device).id);
        }
    if (first) {
        const std::size_t others = objects.size() - 2;
        sink.add(Severity::Error, "domain-trays",
                 "rack " + quoted(domain.id) + " (" + domain.model + ") takes " + rack.computeTray + " compute trays; "
                     + quoted(first->id) + " is a " + first->model
                     + (others ? " (and " + std::to_string(others) + " more trays of another model)" : ""),
                 std::move(objects));
    }
    const int have = int(members.size());
    if (have < rack.computeTrays) {
        const int missing = rack.computeTrays - have;
        sink.add(Severity::Warning, "domain-trays",
                 "rack " + quoted(domain.id) + " (" + domain.model + ") has " + std::to_string(have) + " of its "
                     + std::to_string(rack.computeTrays) + " compute trays: " + std::to_string(missing) + " "
                     + rack.computeTray + (missing == 1 ? " tray is" : " trays are") + " missing ("
                     + std::to_string(missing * (rack.computeTrays > 0 ? rack.gpus / rack.computeTrays : 0)) + " GPUs)",
                 {domain.id});
    } else if (have > rack.computeTrays) {
        sink.add(Severity::Error, "domain-trays",
                 "rack " + quoted(domain.id) + " (" + domain.model + ") holds " + std::to_string(rack.computeTrays)
                     + " compute trays, not " + std::to_string(have),
                 {domain.id});
    }
}

void checkPartition(const ScaleUpDomain &domain, const RackSpec *rack, const std::vector<Member> &members, FindingSink &sink)
{
    const int p = domain.partitionGpus;
    if (p <= 0 || members.empty()) return;
    if (rack && std::find(rack->partitions.begin(), rack->partitions.end(), p) != rack->partitions.end()) return;
    std::vector<int> trayGpus;
    for (const Member &m : members) trayGpus.push_back(m.gpus);
    if (wholeTrays(trayGpus, p)) return;
    const int total = std::accumulate(trayGpus.begin(), trayGpus.end(), 0);
    std::string message = "domain " + quoted(domain.id) + " is split into partitions of " + std::to_string(p)
                          + " GPUs, which do not divide its " + std::to_string(total) + " GPUs into whole trays";
    if (rack && !rack->partitions.empty()) message += "; " + domain.model + " supports " + listInts(rack->partitions);
    sink.add(Severity::Error, "domain-partition", std::move(message), {domain.id});
}

// One scale-out NIC per GPU, as in the reference designs (ConnectX-7/8 per GPU).
void checkNics(const AnalysisContext &c, const std::vector<Member> &members, FindingSink &sink)
{
    for (const Member &m : members) {
        const int nics = c.nicCount[std::size_t(m.device)];
        if (m.gpus > 0 && nics < m.gpus)
            sink.add(Severity::Warning, "domain-nics",
                     "tray " + quoted(c.device(m.device).id) + " has " + std::to_string(nics) + " scale-out NIC"
                         + (nics == 1 ? "" : "s") + " for its " + std::to_string(m.gpus)
                         + " GPUs; the NVL72 reference designs give each GPU its own NIC",
                     {c.device(m.device).id});
    }
}

void checkReach(const AnalysisContext &c, const ScaleUpDomain &domain, const RackSpec &rack,
                const std::vector<Member> &members, FindingSink &sink)
{
    std::vector<std::string> groups;
    for (const Member &m : members) {
        const std::string &group = c.device(m.device).group;
        if (std::find(groups.begin(), groups.end(), group) == groups.end()) groups.push_back(group);
    }
    if (groups.size() < 2) return;
    std::string names;
    for (std::size_t i = 0; i < groups.size() && i < 4; ++i)
        names += (i ? ", " : "") + (groups[i].empty() ? std::string("(no rack)") : quoted(groups[i]));
    if (groups.size() > 4) names += " and " + std::to_string(groups.size() - 4) + " more";
    std::ostringstream reach;
    reach << rack.nvlinkReachM;
    sink.add(Severity::Error, "nvlink-reach",
             "the trays of domain " + quoted(domain.id) + " are in " + std::to_string(groups.size()) + " racks (" + names
                 + "): NVLink runs over the rack's copper spine (" + reach.str() + " m) and does not leave the rack",
             {domain.id});
}

// Planes: the connected parts of the switch graph that servers are cabled to. Each domain should
// put the same number of scale-out cables on every plane.
void checkPlanes(const AnalysisContext &c, const std::vector<std::vector<Member>> &membersOf, FindingSink &sink)
{
    const int devices = c.topo.deviceCount();
    std::vector<int> parent(static_cast<std::size_t>(devices));
    std::iota(parent.begin(), parent.end(), 0);
    const auto root = [&](int x) {
        while (parent[std::size_t(x)] != x) x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
        return x;
    };
    for (int l = 0; l < c.topo.linkCount(); ++l) {
        if (!c.live[std::size_t(l)]) continue;
        const int a = c.topo.linkFrom[std::size_t(l)], b = c.topo.linkTo[std::size_t(l)];
        if (c.device(a).isSwitch() && c.device(b).isSwitch()) parent[std::size_t(root(a))] = root(b);
    }
    // Planes in design order of their first switch that a server is cabled to.
    std::unordered_map<int, int> planeOfRoot;
    std::vector<std::string> planeName;
    std::vector<std::vector<std::pair<int, int>>> serverLinks(static_cast<std::size_t>(devices));  // server -> (link, switch)
    for (int l = 0; l < c.topo.linkCount(); ++l) {
        if (!c.live[std::size_t(l)]) continue;
        const int a = c.topo.linkFrom[std::size_t(l)], b = c.topo.linkTo[std::size_t(l)];
        if (c.device(a).isSwitch() == c.device(b).isSwitch()) continue;
        const int server = c.device(a).isServer() ? a : b;
        serverLinks[std::size_t(server)].push_back({l, a + b - server});
    }
    for (int d = 0; d < devices; ++d) {
        if (!c.device(d).isSwitch()) continue;
        const int r = root(d);
        if (!planeOfRoot.count(r)) {
            planeOfRoot.emplace(r, int(planeName.size()));
            planeName.push_back(c.device(d).id);
        }
    }
    // A plane is a switch network that at least half of the domains are cabled to: a separate
    // storage or management network, or the islands of a fabric cut in pieces (the connectivity
    // check's business), are not planes.
    std::vector<int> reach(planeName.size(), 0);
    for (const auto &members : membersOf) {
        std::vector<char> touched(planeName.size(), 0);
        for (const Member &m : members)
            for (const auto &[link, sw] : serverLinks[std::size_t(m.device)]) touched[std::size_t(planeOfRoot.at(root(sw)))] = 1;
        for (std::size_t p = 0; p < touched.size(); ++p) reach[p] += touched[p];
    }
    const int quorum = int((membersOf.size() + 1) / 2);
    std::vector<int> planes;
    for (std::size_t p = 0; p < reach.size(); ++p)
        if (reach[p] > 0 && reach[p] >= quorum) planes.push_back(int(p));
    if (planes.size() < 2) return;

    for (std::size_t d = 0; d < membersOf.size(); ++d) {
        std::vector<long long> cables(planeName.size(), 0);
        for (const Member &m : membersOf[d])
            for (const auto &[link, sw] : serverLinks[std::size_t(m.device)])
                cables[std::size_t(planeOfRoot.at(root(sw)))] += c.link(link).count;
        long long lo = cables[std::size_t(planes.front())], hi = lo, total = 0;
        for (int p : planes) {
            lo = std::min(lo, cables[std::size_t(p)]);
            hi = std::max(hi, cables[std::size_t(p)]);
            total += cables[std::size_t(p)];
        }
        if (total == 0 || lo == hi) continue;
        std::string counts;
        constexpr std::size_t kListed = 8;
        for (std::size_t i = 0; i < planes.size() && i < kListed; ++i)
            counts += (i ? ", " : "") + std::to_string(cables[std::size_t(planes[i])]) + " on the plane of "
                      + quoted(planeName[std::size_t(planes[i])]);
        if (planes.size() > kListed) counts += " and " + std::to_string(planes.size() - kListed) + " more planes";
        const ScaleUpDomain &domain = c.design.domains[d];
        sink.add(Severity::Warning, "plane-balance",
                 "domain " + quoted(domain.id) + " spreads its " + std::to_string(total) + " scale-out cables unevenly over "
                     + std::to_string(planes.size()) + " planes: " + counts,
                 {domain.id});
    }
}

} // namespace

void checkDomains(const AnalysisContext &context, FindingSink &sink)
{
    const Design &design = context.design;
    if (design.domains.empty()) return;
    // Members in tray order; ids that name no server are load errors, skipped here.
    std::unordered_map<std::string, int> serverIndex;
    for (int i = 0; i < context.topo.deviceCount(); ++i)
        if (context.device(i).isServer()) serverIndex.emplace(context.device(i).id, i);
    std::vector<std::vector<Member>> membersOf(design.domains.size());
    for (std::size_t d = 0; d < design.domains.size(); ++d)
        for (const std::string &id : design.domains[d].members)
            if (auto it = serverIndex.find(id); it != serverIndex.end())
                membersOf[d].push_back({it->second, context.topo.gpus[std::size_t(it->second)]});

    for (std::size_t d = 0; d < design.domains.size(); ++d) {
        const ScaleUpDomain &domain = design.domains[d];
        const RackSpec *rack = context.catalog.rackSpec(domain.model);
        if (rack) checkTrays(context, domain, *rack, membersOf[d], sink);
        checkPartition(domain, rack, membersOf[d], sink);
        checkNics(context, membersOf[d], sink);
        if (rack) checkReach(context, domain, *rack, membersOf[d], sink);
    }
    checkPlanes(context, membersOf, sink);
}

} // namespace spinel::fabric
