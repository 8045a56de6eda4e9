// Rack-scale NVLink domains (GB200/GB300 NVL72): trays complete, partitions the NVLink switches
// can configure, one scale-out NIC per GPU, scale-out spread evenly over the planes, and NVLink
// kept inside one rack. Facts: docs/reference/fabrics-reference.md "Rack-scale NVLink domains".
#include <algorithm>
#include <numeric>
#include <unordered_map>

#include "core/domains.h"
#include "rules/analysiscontext.h"

namespace spinel::fabric {

namespace {

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

void checkTrays(const AnalysisContext &c, const ScaleUpDomain &domain, const RackSpec &rack, const std::vector<Member> &members,
                FindingSink &sink)
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
                 {"domain-trays.wrong-model",
                  {arg::id("domain", domain.id), arg::text("rack", domain.model), arg::text("tray", rack.computeTray),
                   arg::id("device", first->id), arg::text("model", first->model), arg::integer("others", (long long)others)}},
                 std::move(objects));
    }
    const int have = int(members.size());
    if (have < rack.computeTrays) {
        const int missing = rack.computeTrays - have;
        sink.add(Severity::Warning, "domain-trays",
                 {"domain-trays.missing",
                  {arg::id("domain", domain.id), arg::text("rack", domain.model), arg::integer("have", have),
                   arg::integer("trays", rack.computeTrays), arg::integer("missing", missing), arg::text("tray", rack.computeTray),
                   arg::integer("gpus", missing * (rack.computeTrays > 0 ? rack.gpus / rack.computeTrays : 0))}},
                 {domain.id});
    } else if (have > rack.computeTrays) {
        sink.add(Severity::Error, "domain-trays",
                 {"domain-trays.too-many",
                  {arg::id("domain", domain.id), arg::text("rack", domain.model), arg::integer("trays", rack.computeTrays),
                   arg::integer("have", have)}},
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
    Message message{"domain-partition", {arg::id("domain", domain.id), arg::integer("partition", p), arg::integer("gpus", total)}};
    if (rack && !rack->partitions.empty()) {
        message.id = "domain-partition.supported";
        message.args.push_back(arg::text("rack", domain.model));
        message.args.push_back(arg::integers("sizes", std::vector<long long>(rack->partitions.begin(), rack->partitions.end())));
    }
    sink.add(Severity::Error, "domain-partition", std::move(message), {domain.id});
}

// One scale-out NIC per GPU, as in the reference designs (ConnectX-7/8 per GPU).
void checkNics(const AnalysisContext &c, const std::vector<Member> &members, FindingSink &sink)
{
    for (const Member &m : members) {
        const int nics = c.nicCount[std::size_t(m.device)];
        if (m.gpus > 0 && nics < m.gpus)
            sink.add(Severity::Warning, "domain-nics",
                     {"domain-nics",
                      {arg::id("tray", c.device(m.device).id), arg::integer("nics", nics), arg::integer("gpus", m.gpus)}},
                     {c.device(m.device).id});
    }
}

void checkReach(const AnalysisContext &c, const ScaleUpDomain &domain, const RackSpec &rack, const std::vector<Member> &members,
                FindingSink &sink)
{
    std::vector<std::string> groups;
    for (const Member &m : members) {
        const std::string &group = c.device(m.device).group;
        if (std::find(groups.begin(), groups.end(), group) == groups.end()) groups.push_back(group);
    }
    // NVL72: one rack's copper spine. NVL36x2: two racks whose switch trays are cabled together.
    const std::size_t span = std::size_t(std::max(1, rack.racks));
    if (groups.size() <= span) return;
    const std::size_t count = groups.size();
    groups.resize(std::min<std::size_t>(count, 4));
    std::vector<MessageArg> args{arg::id("domain", domain.id), arg::integer("count", (long long)count),
                                 arg::ids("racks", std::move(groups))};
    if (span == 1) args.push_back(arg::number("reach", rack.nvlinkReachM, "m"));
    else args.push_back(arg::integer("span", (long long)span));
    sink.add(Severity::Error, "nvlink-reach", {span == 1 ? "nvlink-reach" : "nvlink-reach.span", std::move(args)}, {domain.id});
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
    std::vector<std::vector<std::pair<int, int>>> serverLinks(static_cast<std::size_t>(devices)); // server -> (link, switch)
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
        std::vector<long long> listedCables;
        std::vector<std::string> listedNames;
        constexpr std::size_t kListed = 8;
        for (std::size_t i = 0; i < planes.size() && i < kListed; ++i) {
            listedCables.push_back(cables[std::size_t(planes[i])]);
            listedNames.push_back(planeName[std::size_t(planes[i])]);
        }
        const ScaleUpDomain &domain = c.design.domains[d];
        sink.add(Severity::Warning, "plane-balance",
                 {"plane-balance",
                  {arg::id("domain", domain.id), arg::integer("total", total), arg::integer("planes", (long long)planes.size()),
                   arg::integers("cables", std::move(listedCables)), arg::ids("names", std::move(listedNames))}},
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
