#include "generate/closfabric.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "generate/fabricbuilder.h"
#include "generate/tierlayout.h"

namespace spinel::fabric {

namespace {

// A scalable unit (rails: one leaf per rail) or a rack (one leaf and the servers it holds).
struct Group {
    int firstServer = 0, servers = 0;
    int firstLeaf = 0, leaves = 0;
};

// Leaves sharing one set of spines. A 2-tier fabric is one pod.
struct Pod {
    int firstGroup = 0, groups = 0;
    int leaves = 0;
    int spineDown = 0;      // cables from this pod's leaves to each of its spines (= each spine's uplinks)
    int firstExtraCore = 0; // unequal pods: the first of the cores that get one cable more
    int rail = -1;          // rail pods: the one rail whose leaf of each group the pod holds
};

struct Plan {
    std::vector<Group> groups;
    std::vector<int> leafDown;          // server cables per leaf
    std::vector<int> leafFirstEndpoint; // non-rail: first NIC (within the plane) on each leaf
    int uplinksPerLeaf = 0;
    int tiers = 1;
    int spinesPerPod = 0;
    std::vector<Pod> pods;
    int coresPerGroup = 0; // cores behind spine j of every pod
};

int ceilDiv(long long a, long long b)
{
    return int((a + b - 1) / b);
}

// The smallest divisor of `value` that is at least `atLeast`, or 0: uplinks spread evenly over
// that many switches, each getting value / divisor cables.
int smallestDivisorAtLeast(int value, long long atLeast)
{
    for (int d = int(std::max<long long>(1, atLeast)); d <= value; ++d)
        if (value % d == 0) return d;
    return 0;
}

// Balanced sizes: `total` items into `parts` parts differing by at most one.
int partSize(int total, int parts, int index)
{
    return total / parts + (index < total % parts ? 1 : 0);
}

class Planner {
public:
    explicit Planner(const ClosRequest &request)
        : r(request)
    { }

    Plan plan()
    {
        const int n = r.nicsPerServer / r.planes;
        maxDown = int(std::floor(r.radix * r.oversubscription / (r.oversubscription + 1) + 1e-9));
        if (r.rails) planRailGroups(n);
        else planRacks(n);
        const int down = *std::max_element(p.leafDown.begin(), p.leafDown.end());
        p.uplinksPerLeaf = ceilDiv(down * 1000000LL, std::llround(r.oversubscription * 1000000));
        const int leaves = int(p.leafDown.size());
        if (leaves == 1) {
            p.tiers = 1; // a single switch needs no spine
            p.uplinksPerLeaf = 0;
            return p;
        }
        if (r.railPods && r.rails) {
            p.tiers = 3;
            planRailPods(n);
            return p;
        }
        const bool fitsTwo = leaves <= r.radix;
        if (r.tiers == 2 && !fitsTwo) refuseSize(2, n);
        p.tiers = r.tiers ? r.tiers : (fitsTwo ? 2 : 3);
        if (p.tiers == 2) planTwoTiers(leaves);
        else planThreeTiers(n);
        return p;
    }

private:
    void planRailGroups(int n)
    {
        const int perGroup = r.serversPerGroup ? r.serversPerGroup : maxDown;
        if (perGroup > maxDown) {
            refuse("generate.clos.rail-leaf",
                   {arg::text("switch", r.switchModel), arg::integer("radix", r.radix), arg::number("speed", r.linkGbps, "Gb/s"),
                    arg::integer("servers", perGroup), arg::ratio("ratio", r.oversubscription),
                    arg::integer("ports", perGroup + ceilDiv(perGroup * 1000LL, std::llround(r.oversubscription * 1000))),
                    arg::integer("maxServers", maxDown)});
        }
        const int groups = ceilDiv(r.servers, perGroup);
        int server = 0;
        for (int g = 0; g < groups; ++g) {
            Group group;
            group.firstServer = server;
            group.servers = r.serversPerGroup ? int(std::min<long long>(perGroup, r.servers - server))
                                              : partSize(int(r.servers), groups, g);
            group.firstLeaf = g * n;
            group.leaves = n;
            server += group.servers;
            p.groups.push_back(group);
            for (int rail = 0; rail < n; ++rail) p.leafDown.push_back(group.servers);
        }
    }

    void planRacks(int n)
    {
        if (maxDown < 1)
            refuse("generate.clos.no-server-fits", {arg::text("switch", r.switchModel), arg::ratio("ratio", r.oversubscription)});
        const long long endpoints = r.servers * n;
        const int leaves = ceilDiv(endpoints, maxDown);
        long long first = 0;
        for (int l = 0; l < leaves; ++l) {
            p.leafFirstEndpoint.push_back(int(first));
            p.leafDown.push_back(partSize(int(endpoints), leaves, l));
            first += p.leafDown.back();
        }
        // A server belongs to the rack of the leaf holding its first NIC.
        int leaf = 0;
        for (int s = 0; s < r.servers; ++s) {
            const long long e = (long long)s * n;
            while (leaf + 1 < leaves && p.leafFirstEndpoint[std::size_t(leaf + 1)] <= e) ++leaf;
            if (p.groups.empty() || p.groups.back().firstLeaf != leaf) p.groups.push_back({s, 0, leaf, 1});
            ++p.groups.back().servers;
        }
        // Leaves holding only continuation NICs of a server join the group of that server.
        for (std::size_t g = 0; g < p.groups.size(); ++g) {
            const int nextLeaf = g + 1 < p.groups.size() ? p.groups[g + 1].firstLeaf : leaves;
            p.groups[g].leaves = nextLeaf - p.groups[g].firstLeaf;
        }
    }

    void planTwoTiers(int leaves)
    {
        const int u = p.uplinksPerLeaf;
        p.spinesPerPod = smallestDivisorAtLeast(u, ceilDiv((long long)leaves * u, r.radix));
        if (!p.spinesPerPod) refuseSize(2, r.nicsPerServer / r.planes);
        p.pods.push_back({0, int(p.groups.size()), leaves, leaves * (u / p.spinesPerPod)});
    }

    void planThreeTiers(int n)
    {
        const int half = r.radix / 2; // spines and cores run 1:1: half the ports down, half up
        const int leavesPerGroup = p.groups.front().leaves;
        const int groupsPerPodMax = std::max(1, half / std::max(1, leavesPerGroup));
        if (leavesPerGroup > half)
            refuse("generate.clos.pod-spines", {arg::integer("leaves", leavesPerGroup), arg::integer("radix", r.radix)});
        const int groups = int(p.groups.size());
        const int pods = ceilDiv(groups, groupsPerPodMax);
        if (pods > r.radix) refuseSize(3, n);
        const int groupsPerPod = ceilDiv(groups, pods);
        int maxPodLeaves = 0;
        for (int first = 0; first < groups; first += groupsPerPod) {
            Pod pod;
            pod.firstGroup = first;
            pod.groups = std::min(groupsPerPod, groups - first);
            for (int g = first; g < first + pod.groups; ++g) pod.leaves += p.groups[std::size_t(g)].leaves;
            maxPodLeaves = std::max(maxPodLeaves, pod.leaves);
            p.pods.push_back(pod);
        }
        sizeSpinesAndCores(maxPodLeaves, n);
    }

    // NVIDIA's spine-leaf groups: one pod per rail and scalable unit, holding that rail's leaf of
    // each of the unit's leaf groups (GB200 SuperPOD: 8 leaves, one per rack). A core group takes
    // one cable or more from spine j of every pod, so the pods (units x rails) fit one core's ports.
    void planRailPods(int n)
    {
        const int groups = int(p.groups.size());
        const int perSu = std::max(1, r.groupsPerSu);
        const int sus = ceilDiv(groups, perSu);
        if ((long long)sus * n > r.radix) refuseSize(3, n);
        int maxPodLeaves = 0;
        for (int su = 0; su < sus; ++su)
            for (int rail = 0; rail < n; ++rail) {
                Pod pod;
                pod.firstGroup = su * perSu;
                pod.groups = std::min(perSu, groups - su * perSu);
                pod.leaves = pod.groups;
                pod.rail = rail;
                maxPodLeaves = std::max(maxPodLeaves, pod.leaves);
                p.pods.push_back(pod);
            }
        sizeSpinesAndCores(maxPodLeaves, n);
    }

    // Spines per pod: the fewest that divide a leaf's uplinks and run 1:1 (half their ports down);
    // then cores per group: the fewest that divide every pod's spine uplinks within their ports.
    void sizeSpinesAndCores(int maxPodLeaves, int n)
    {
        const int u = p.uplinksPerLeaf;
        const int half = r.radix / 2;
        p.spinesPerPod = smallestDivisorAtLeast(u, ceilDiv((long long)maxPodLeaves * u, half));
        if (!p.spinesPerPod) refuseSize(3, n);
        int common = 0;
        long long total = 0;
        for (auto &pod : p.pods) {
            pod.spineDown = pod.leaves * (u / p.spinesPerPod);
            common = std::gcd(common, pod.spineDown);
            total += pod.spineDown;
        }
        p.coresPerGroup = smallestDivisorAtLeast(common, ceilDiv(total, r.radix));
        if (!p.coresPerGroup) spreadUnequalPods(total, n);
    }

    // A last pod smaller than the others (the group count is not a multiple of the pod size):
    // no core count divides every pod's uplinks, so each spine spreads its uplinks as evenly as
    // it can (counts differing by one) and the extra cables rotate over the cores from pod to pod.
    void spreadUnequalPods(long long total, int n)
    {
        int largest = 0;
        for (const auto &pod : p.pods) largest = std::max(largest, pod.spineDown);
        for (int cores = std::max(1, ceilDiv(total, r.radix)); cores <= largest; ++cores) {
            long long worstCorePorts = 0;
            for (const auto &pod : p.pods) worstCorePorts += ceilDiv(pod.spineDown, cores);
            if (worstCorePorts > r.radix) continue;
            p.coresPerGroup = cores;
            int next = 0;
            for (auto &pod : p.pods) {
                pod.firstExtraCore = next;
                next = (next + pod.spineDown % cores) % cores;
            }
            return;
        }
        refuseSize(3, n);
    }

    [[noreturn]] void refuseSize(int tiers, int n)
    {
        const int leavesPerGroup = r.rails ? n : 1;
        const long long groupEndpoints = r.rails ? (long long)(r.serversPerGroup ? r.serversPerGroup : maxDown) * n : maxDown;
        long long maxEndpoints = 0;
        if (tiers == 2) maxEndpoints = (r.radix / leavesPerGroup) * groupEndpoints;
        else if (r.railPods && r.rails) maxEndpoints = (long long)(r.radix / n) * std::max(1, r.groupsPerSu) * groupEndpoints;
        else maxEndpoints = (long long)r.radix * std::max(1, (r.radix / 2) / leavesPerGroup) * groupEndpoints;
        refuse(tiers == 2 ? "generate.clos.endpoints-two-tier" : "generate.clos.endpoints-three-tier",
               {arg::text("switch", r.switchModel), arg::integer("radix", r.radix), arg::integer("tiers", tiers),
                arg::ratio("ratio", r.oversubscription), arg::integer("max", maxEndpoints),
                arg::integer("requested", r.servers * n)});
    }

    [[noreturn]] void refuse(const char *id, std::vector<MessageArg> args)
    {
        args.insert(args.begin(), arg::text("template", r.templateName));
        throw GeneratorError({id, std::move(args)});
    }

    const ClosRequest &r;
    Plan p;
    int maxDown = 0;
};

class Emitter {
public:
    Emitter(const ClosRequest &request, const Plan &plan, Design &design)
        : r(request)
        , p(plan)
        , build(design)
        , n(request.nicsPerServer / request.planes)
    {
        build.setLeafUplinkMedium(request.leafUplinkMedium);
    }

    void emit()
    {
        indexServers();
        // Reserved once, at most what the loops below add (each NIC one cable at most, each leaf one
        // cable group per spine of its pod, each spine one per core): grown by doubling, the link
        // vector at 1M GPUs made the kernel clear twice its final size in fresh pages.
        const std::size_t leaves = p.leafDown.size(), spines = p.pods.size() * std::size_t(p.spinesPerPod);
        const std::size_t cores = p.tiers >= 3 ? std::size_t(p.spinesPerPod) * std::size_t(p.coresPerGroup) : 0;
        const std::size_t planes = std::size_t(r.planes);
        build.reserve(std::size_t(r.servers) + planes * (leaves + spines + cores),
                      planes
                          * (std::size_t(r.servers) * std::size_t(n) + (p.tiers >= 2 ? leaves * std::size_t(p.spinesPerPod) : 0)
                             + (p.tiers >= 3 ? spines * std::size_t(p.coresPerGroup) : 0)));
        for (int plane = 0; plane < r.planes; ++plane) emitSwitches(plane);
        emitServers();
        for (int plane = 0; plane < r.planes; ++plane) emitLinks(plane);
    }

private:
    // Built by appending: GCC 12 at -O3 reports a false -Wrestrict on `"p" + std::to_string(...)`.
    std::string planePrefix(int plane) const
    {
        std::string prefix;
        if (r.planes <= 1) return prefix;
        prefix.append(1, 'p').append(std::to_string(plane + 1)).append(1, '-');
        return prefix;
    }
    std::string planeLabel(int plane) const { return r.planes > 1 ? "plane-" + std::to_string(plane + 1) + " " : ""; }
    std::string groupLabel(int g) const
    {
        if (r.rails && r.groupsPerSu > 1) return "su-" + std::to_string(g / r.groupsPerSu + 1);
        return (r.rails ? "su-" : "rack-") + std::to_string(g + 1);
    }

    std::string serverId(int s) const
    {
        if (r.serversPerRack > 0)
            return "rack" + std::to_string(s / r.serversPerRack + 1) + "-tray-" + std::to_string(s % r.serversPerRack + 1);
        if (!r.rails) return "srv-" + std::to_string(s + 1);
        const int g = groupOfServer[std::size_t(s)];
        return "su" + std::to_string(g + 1) + "-srv-" + std::to_string(s - p.groups[std::size_t(g)].firstServer + 1);
    }
    std::string leafId(int plane, int leaf) const
    {
        if (!r.rails) return planePrefix(plane) + "leaf-" + std::to_string(leaf + 1);
        const int group = leaf / n;
        if (r.groupsPerSu > 1)
            return planePrefix(plane) + "su" + std::to_string(group / r.groupsPerSu + 1) + "-g"
                   + std::to_string(group % r.groupsPerSu + 1) + "-leaf-r" + std::to_string(leaf % n + 1);
        return planePrefix(plane) + "su" + std::to_string(group + 1) + "-leaf-r" + std::to_string(leaf % n + 1);
    }
    std::string spineId(int plane, int pod, int j) const
    {
        if (p.tiers == 2) return planePrefix(plane) + "spine-" + std::to_string(j + 1);
        const Pod &pd = p.pods[std::size_t(pod)];
        if (pd.rail >= 0)
            return planePrefix(plane) + "su" + std::to_string(suOfPod(pd) + 1) + "-r" + std::to_string(pd.rail + 1) + "-spine-"
                   + std::to_string(j + 1);
        return planePrefix(plane) + "pod" + std::to_string(pod + 1) + "-spine-" + std::to_string(j + 1);
    }
    int suOfPod(const Pod &pod) const { return pod.firstGroup / std::max(1, r.groupsPerSu); }
    std::string spineName(int pod, int j) const
    {
        if (p.tiers == 2) return "Spine " + std::to_string(j + 1);
        const Pod &pd = p.pods[std::size_t(pod)];
        if (pd.rail >= 0)
            return "SU" + std::to_string(suOfPod(pd) + 1) + " rail " + std::to_string(pd.rail + 1) + " spine "
                   + std::to_string(j + 1);
        return "Pod " + std::to_string(pod + 1) + " spine " + std::to_string(j + 1);
    }
    std::string coreId(int plane, int j, int c) const
    {
        return planePrefix(plane) + "core-" + std::to_string(j * p.coresPerGroup + c + 1);
    }

    void indexServers()
    {
        groupOfServer.assign(std::size_t(r.servers), 0);
        for (std::size_t g = 0; g < p.groups.size(); ++g)
            for (int s = 0; s < p.groups[g].servers; ++s) groupOfServer[std::size_t(p.groups[g].firstServer + s)] = int(g);
    }

    void emitSwitches(int plane)
    {
        const std::string prefix = planePrefix(plane), label = planeLabel(plane);
        if (p.tiers == 3) {
            for (int j = 0; j < p.spinesPerPod; ++j)
                for (int c = 0; c < p.coresPerGroup; ++c) {
                    const int index = j * p.coresPerGroup + c;
                    build.addSwitch(coreId(plane, j, c), label + "Core " + std::to_string(index + 1), r.switchModel,
                                    SwitchRole::Core, label + "cores", {});
                }
        }
        if (p.tiers >= 2) {
            for (std::size_t pod = 0; pod < p.pods.size(); ++pod)
                for (int j = 0; j < p.spinesPerPod; ++j) {
                    const bool pods = p.tiers == 3;
                    build.addSwitch(spineId(plane, int(pod), j), label + spineName(int(pod), j), r.switchModel, SwitchRole::Spine,
                                    label + (pods ? "pod-" + std::to_string(pod + 1) : std::string("spines")), {});
                }
        }
        for (std::size_t g = 0; g < p.groups.size(); ++g) {
            const auto &group = p.groups[g];
            for (int l = 0; l < group.leaves; ++l) {
                const int leaf = group.firstLeaf + l;
                std::string name = r.rails ? "SU" + std::to_string(g + 1) + " leaf rail " + std::to_string(l + 1)
                                           : "Leaf " + std::to_string(leaf + 1);
                if (r.rails && r.groupsPerSu > 1)
                    name = "SU" + std::to_string(g / std::size_t(r.groupsPerSu) + 1) + " group "
                           + std::to_string(g % std::size_t(r.groupsPerSu) + 1) + " leaf rail " + std::to_string(l + 1);
                build.addSwitch(leafId(plane, leaf), label + name, r.switchModel, SwitchRole::Leaf, groupLabel(int(g)), {});
            }
        }
    }

    void emitServers()
    {
        for (std::size_t g = 0; g < p.groups.size(); ++g) {
            const auto &group = p.groups[g];
            for (int s = 0; s < group.servers; ++s) {
                const int server = group.firstServer + s;
                std::string name = r.rails ? "SU" + std::to_string(g + 1) + " server " + std::to_string(s + 1)
                                           : "Server " + std::to_string(server + 1);
                std::string label = groupLabel(int(g));
                if (r.serversPerRack > 0) {
                    const int rack = server / r.serversPerRack + 1;
                    name = "Rack " + std::to_string(rack) + " tray " + std::to_string(server % r.serversPerRack + 1);
                    label = "rack-" + std::to_string(rack);
                }
                Device &device = build.addServer(serverId(server), name, r.serverModel, std::move(label), {});
                device.nicModel = r.nicModel;
                device.nicCount = r.nicsPerServer;
            }
        }
    }

    void emitLinks(int plane)
    {
        // Servers to leaves: one link per NIC on rails, NICs sharing a leaf bundled otherwise.
        for (int s = 0; s < r.servers; ++s) {
            const std::string server = serverId(s);
            if (r.rails) {
                const auto &group = p.groups[std::size_t(groupOfServer[std::size_t(s)])];
                for (int rail = 0; rail < n; ++rail) {
                    const int nic = plane * n + rail;
                    build.connect(server + "-r" + std::to_string(nic + 1), server, leafId(plane, group.firstLeaf + rail),
                                  r.linkGbps, 1, nic);
                }
                continue;
            }
            int e = s * n;
            const int end = e + n;
            int leaf = int(std::upper_bound(p.leafFirstEndpoint.begin(), p.leafFirstEndpoint.end(), e) - p.leafFirstEndpoint.begin())
                       - 1;
            while (e < end) {
                const int leafEnd = p.leafFirstEndpoint[std::size_t(leaf)] + p.leafDown[std::size_t(leaf)];
                const int count = std::min(end, leafEnd) - e;
                const std::string leafName = leafId(plane, leaf);
                build.connect(server + "-" + leafName, server, leafName, r.linkGbps, count, plane * n + (e - s * n));
                e += count;
                ++leaf;
            }
        }
        if (p.tiers < 2) return;
        const int perSpine = p.uplinksPerLeaf / p.spinesPerPod;
        for (std::size_t pod = 0; pod < p.pods.size(); ++pod) {
            const auto &pd = p.pods[pod];
            for (int g = pd.firstGroup; g < pd.firstGroup + pd.groups; ++g) {
                const auto &group = p.groups[std::size_t(g)];
                // A rail pod holds one leaf of each group: the one on its rail.
                const int first = pd.rail >= 0 ? group.firstLeaf + pd.rail : group.firstLeaf;
                const int end = pd.rail >= 0 ? first + 1 : group.firstLeaf + group.leaves;
                for (int l = first; l < end; ++l) {
                    const std::string leaf = leafId(plane, l);
                    for (int j = 0; j < p.spinesPerPod; ++j) {
                        const std::string spine = spineId(plane, int(pod), j);
                        build.connect(leaf + "-" + spine, leaf, spine, r.linkGbps, perSpine);
                    }
                }
            }
        }
        if (p.tiers < 3) return;
        for (std::size_t pod = 0; pod < p.pods.size(); ++pod) {
            const int cores = p.coresPerGroup;
            const int perCore = p.pods[pod].spineDown / cores;
            const int extra = p.pods[pod].spineDown % cores; // 0 unless the pods are unequal
            for (int j = 0; j < p.spinesPerPod; ++j) {
                const std::string spine = spineId(plane, int(pod), j);
                for (int c = 0; c < cores; ++c) {
                    const bool more = (c - p.pods[pod].firstExtraCore + cores) % cores < extra;
                    const int count = perCore + (more ? 1 : 0);
                    if (count == 0) continue;
                    const std::string core = coreId(plane, j, c);
                    build.connect(spine + "-" + core, spine, core, r.linkGbps, count);
                }
            }
        }
    }

    const ClosRequest &r;
    const Plan &p;
    FabricBuilder build;
    int n;
    std::vector<int> groupOfServer;
};

} // namespace

Design buildClosFabric(const ClosRequest &request)
{
    const Plan plan = Planner(request).plan();
    Design design;
    design.settings.targetOversubscription = request.oversubscription;
    Emitter(request, plan, design).emit();
    TierLayout::apply(design);
    return design;
}

} // namespace spinel::fabric
