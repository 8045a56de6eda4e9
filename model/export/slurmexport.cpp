// Slurm topology: topology.conf for the topology/tree plugin and topology.yaml (Slurm 24.05+)
// with a tree and a block topology. Keys as documented in slurm.conf(5)'s companions
// topology.conf(5) and topology.yaml(5) (docs/reference/exports.md).
#include "export/exporters.h"

#include <algorithm>
#include <map>

#include "export/exportfabric.h"

namespace spinel::exporting {

namespace {

struct SwitchChildren {
    std::vector<std::string> switches;
    std::vector<std::string> nodes;
};

SwitchChildren childrenOf(const ExportFabric &fabric, int device)
{
    SwitchChildren result;
    for (const int child : fabric.children[std::size_t(device)])
        (fabric.isSwitch(child) ? result.switches : result.nodes).push_back(fabric.name(child));
    return result;
}

// Switches from the bottom tier up, so a reader meets every switch before its parent.
std::vector<int> switchesBottomUp(const ExportFabric &fabric)
{
    std::vector<int> switches;
    for (int d = 0; d < fabric.topology.deviceCount(); ++d)
        if (fabric.isSwitch(d)) switches.push_back(d);
    std::stable_sort(switches.begin(), switches.end(),
                     [&](int a, int b) { return fabric.topology.tiers[std::size_t(a)] < fabric.topology.tiers[std::size_t(b)]; });
    return switches;
}

std::string speedText(double gbps)
{
    // LinkSpeed is an integer in arbitrary units; Gb/s keeps it readable.
    return std::to_string(static_cast<long long>(gbps + 0.5));
}

} // namespace

void writeSlurmTopologyConf(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const ExportFabric fabric(design, catalog);
    out << "# Slurm topology/tree (topology.conf) for \"" << design.settings.name << "\", written by Spinel.\n"
        << "# LinkSpeed is the fastest cable below each switch, in Gb/s.\n";
    for (const int s : switchesBottomUp(fabric)) {
        const SwitchChildren children = childrenOf(fabric, s);
        out << "SwitchName=" << fabric.name(s);
        if (!children.switches.empty()) out << " Switches=" << hostlist(children.switches);
        if (!children.nodes.empty()) out << " Nodes=" << hostlist(children.nodes);
        if (fabric.fastestChildLinkGbps[std::size_t(s)] > 0)
            out << " LinkSpeed=" << speedText(fabric.fastestChildLinkGbps[std::size_t(s)]);
        out << '\n';
    }
}

void writeSlurmTopologyYaml(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const ExportFabric fabric(design, catalog);
    out << "# Slurm topology.yaml for " << yamlQuoted(design.settings.name) << ", written by Spinel.\n"
        << "# tree: the switch hierarchy; block: one block per server group (scalable unit), or per\n"
        << "# server (its NVLink domain) when the server has no group.\n";
    out << "- topology: tree\n  cluster_default: true\n  tree:\n    switches:\n";
    for (const int s : switchesBottomUp(fabric)) {
        const SwitchChildren children = childrenOf(fabric, s);
        out << "      - switch: " << yamlQuoted(fabric.name(s)) << '\n';
        if (!children.switches.empty()) out << "        children: " << yamlQuoted(hostlist(children.switches)) << '\n';
        if (!children.nodes.empty()) out << "        nodes: " << yamlQuoted(hostlist(children.nodes)) << '\n';
    }
    // Blocks in order of first appearance.
    std::vector<std::string> blockNames;
    std::map<std::string, std::vector<std::string>> blockNodes;
    for (int d = 0; d < fabric.topology.deviceCount(); ++d) {
        const Device &device = design.devices[std::size_t(d)];
        if (!device.isServer()) continue;
        std::string block = safeName(device.group);
        if (block.empty()) block = fabric.name(d);
        auto [it, inserted] = blockNodes.try_emplace(block);
        if (inserted) blockNames.push_back(block);
        it->second.push_back(fabric.name(d));
    }
    if (blockNames.empty()) return;
    out << "- topology: block\n  cluster_default: false\n  block:\n    blocks:\n";
    for (const auto &block : blockNames)
        out << "      - block: " << yamlQuoted(block) << "\n        nodes: " << yamlQuoted(hostlist(blockNodes[block])) << '\n';
}

} // namespace spinel::exporting
