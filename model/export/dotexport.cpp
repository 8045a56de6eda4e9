// Graphviz DOT with ports: every device is a record whose fields are its cabled ports, and every
// cable is an edge between two ports ("leaf1":"p31" -- "spine1":"p1"), the form NVIDIA Air-style
// importers read. Ports are numbered from 1 as on the switch faceplate.
#include "export/exporters.h"

#include <algorithm>

#include "cost/cablingplan.h"
#include "export/exportfabric.h"

namespace spinel::exporting {

namespace {

std::string portId(int port)
{
    return "p" + std::to_string(port + 1);
}

} // namespace

void writeDot(const Design &design, const Catalog &catalog, std::ostream &out, const ExportOptions &options)
{
    const ExportFabric fabric(design, catalog);
    const Topology &topology = fabric.topology;
    // First pass: the ports each device uses, for its record label.
    std::vector<std::vector<int>> ports(std::size_t(topology.deviceCount()));
    forEachCable(design, catalog, [&](const CableRun &run) {
        const int from = topology.findDevice(run.fromDevice);
        const int to = topology.findDevice(run.toDevice);
        if (from < 0 || to < 0) return;
        ports[std::size_t(from)].push_back(run.fromPort);
        ports[std::size_t(to)].push_back(run.toPort);
    });
    out << "// " << design.settings.name << " — written by Spinel. Ports are numbered from 1.\n"
        << "graph " << dotQuoted(design.settings.name.empty() ? "fabric" : design.settings.name) << " {\n"
        << "  node [shape=record, fontname=\"Helvetica\", fontsize=10];\n";
    for (int d = 0; d < topology.deviceCount(); ++d) {
        auto &used = ports[std::size_t(d)];
        std::sort(used.begin(), used.end());
        used.erase(std::unique(used.begin(), used.end()), used.end());
        const Device &device = design.devices[std::size_t(d)];
        // Safe names hold only [A-Za-z0-9._-], none of which is special inside a record label.
        out << "  " << dotQuoted(fabric.name(d)) << " [label=\"{" << fabric.name(d);
        if (!used.empty()) {
            out << "|{";
            for (std::size_t i = 0; i < used.size(); ++i) out << (i ? "|" : "") << '<' << portId(used[i]) << '>' << used[i] + 1;
            out << '}';
        }
        out << "}\", kind=" << toString(device.kind) << ", tier=" << toString(topology.tiers[std::size_t(d)])
            << ", model=" << dotQuoted(device.model) << "];\n";
    }
    // dot ranks an edge's tail above its head: writing the upper tier first puts spines on top.
    forEachCable(design, catalog, [&](const CableRun &run) {
        int a = topology.findDevice(run.fromDevice);
        int b = topology.findDevice(run.toDevice);
        if (a < 0 || b < 0) return;
        int portA = run.fromPort, portB = run.toPort;
        if (topology.tiers[std::size_t(a)] < topology.tiers[std::size_t(b)]) {
            std::swap(a, b);
            std::swap(portA, portB);
        }
        out << "  " << dotQuoted(fabric.name(a)) << ':' << dotQuoted(portId(portA)) << " -- " << dotQuoted(fabric.name(b)) << ':'
            << dotQuoted(portId(portB)) << " [speed=" << run.speedGbps << ", medium=" << toString(run.medium) << "];\n";
    });
    if (options.rankByTier) {
        for (const Tier tier : {Tier::Core, Tier::Spine, Tier::Leaf, Tier::Server}) {
            bool any = false;
            for (int d = 0; d < topology.deviceCount(); ++d) {
                if (topology.tiers[std::size_t(d)] != tier) continue;
                out << (any ? " " : "  { rank=same; ") << dotQuoted(fabric.name(d)) << ';';
                any = true;
            }
            if (any) out << " }\n";
        }
    }
    out << "}\n";
}

} // namespace spinel::exporting
