#include "core/domains.h"

#include <algorithm>
#include <unordered_map>

namespace spinel {

std::vector<int> domainOfDevices(const Design &design)
{
    std::vector<int> out(design.devices.size(), -1);
    if (design.domains.empty()) return out;
    std::unordered_map<std::string, int> index;
    index.reserve(design.devices.size());
    for (std::size_t i = 0; i < design.devices.size(); ++i)
        if (design.devices[i].isServer()) index.emplace(design.devices[i].id, static_cast<int>(i));
    for (std::size_t d = 0; d < design.domains.size(); ++d)
        for (const auto &member : design.domains[d].members) {
            auto it = index.find(member);
            // First domain wins when a server is listed twice; the rules name the second.
            if (it != index.end() && out[it->second] < 0) out[it->second] = static_cast<int>(d);
        }
    return out;
}

namespace {

int serverGpus(const Device &device, const Catalog &catalog)
{
    const auto *spec = catalog.serverSpec(device.model);
    return spec ? spec->gpus : 0;
}

NvlinkDomain standalone(int device, const Design &design, const Catalog &catalog)
{
    NvlinkDomain out;
    out.servers = {device};
    const auto *spec = catalog.serverSpec(design.devices[device].model);
    if (spec) {
        out.gpus = spec->gpus;
        out.nvlinkGBpsPerGpu = spec->nvlinkGBpsPerGpu;
        out.nvlinkLinksPerGpu = spec->nvlinkLinksPerGpu;
        out.nvls = spec->nvswitchReduction;
    }
    return out;
}

// Splits a rack's member servers into partitions of `partitionGpus` GPUs each.
void appendPartitions(int domainIndex, const std::vector<int> &members, const Design &design, const Catalog &catalog,
                      std::vector<NvlinkDomain> &out)
{
    const ScaleUpDomain &domain = design.domains[domainIndex];
    NvlinkDomain figures;
    if (const auto *rack = catalog.rackSpec(domain.model)) {
        figures.nvlinkGBpsPerGpu = rack->nvlinkGBpsPerGpu;
        figures.nvlinkLinksPerGpu = rack->nvlinkLinksPerGpu;
        figures.nvls = rack->nvswitchReduction;
    } else if (const auto *spec = catalog.serverSpec(design.devices[members.front()].model)) {
        figures.nvlinkGBpsPerGpu = spec->nvlinkGBpsPerGpu;
        figures.nvlinkLinksPerGpu = spec->nvlinkLinksPerGpu;
        figures.nvls = spec->nvswitchReduction;
    }
    NvlinkDomain current = figures;
    current.domain = domainIndex;
    auto flush = [&] {
        if (current.servers.empty()) return;
        current.multiNode = current.servers.size() > 1;
        out.push_back(current);
        current = figures;
        current.domain = domainIndex;
        current.partition = out.back().partition + 1;
    };
    for (int server : members) {
        const int gpus = serverGpus(design.devices[server], catalog);
        if (domain.partitionGpus > 0 && current.gpus > 0 && current.gpus + gpus > domain.partitionGpus) flush();
        current.servers.push_back(server);
        current.gpus += gpus;
    }
    flush();
}

} // namespace

std::vector<NvlinkDomain> nvlinkDomains(const Design &design, const Catalog &catalog)
{
    const std::vector<int> owner = domainOfDevices(design);
    std::vector<std::vector<int>> members(design.domains.size());
    for (std::size_t i = 0; i < owner.size(); ++i)
        if (owner[i] >= 0) members[owner[i]].push_back(static_cast<int>(i));
    // Members in the domain's own (tray) order, not device order.
    for (std::size_t d = 0; d < design.domains.size(); ++d) {
        if (members[d].size() < 2) continue;
        std::unordered_map<std::string, int> rank;
        for (std::size_t k = 0; k < design.domains[d].members.size(); ++k)
            rank.emplace(design.domains[d].members[k], static_cast<int>(k));
        std::stable_sort(members[d].begin(), members[d].end(),
                         [&](int a, int b) { return rank[design.devices[a].id] < rank[design.devices[b].id]; });
    }
    std::vector<NvlinkDomain> out;
    std::vector<char> emitted(design.domains.size(), 0);
    for (std::size_t i = 0; i < design.devices.size(); ++i) {
        if (!design.devices[i].isServer()) continue;
        const int d = owner[i];
        if (d < 0) {
            out.push_back(standalone(static_cast<int>(i), design, catalog));
        } else if (!emitted[d]) {
            emitted[d] = 1;
            appendPartitions(d, members[d], design, catalog, out);
        }
    }
    return out;
}

std::size_t countNvlinkDomains(const Design &design, const Catalog &catalog)
{
    if (design.domains.empty()) {
        std::size_t servers = 0;
        for (const auto &d : design.devices) servers += d.isServer();
        return servers;
    }
    return nvlinkDomains(design, catalog).size();
}

std::size_t countDomainRacks(const Design &design, const Catalog &catalog)
{
    std::size_t racks = 0;
    for (const ScaleUpDomain &domain : design.domains) {
        const RackSpec *spec = domain.model.empty() ? nullptr : catalog.rackSpec(domain.model);
        racks += spec ? std::size_t(spec->racks) : 1;
    }
    return racks;
}

} // namespace spinel
