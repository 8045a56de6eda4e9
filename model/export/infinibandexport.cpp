// The fabric as InfiniBand tools see it: an ibsim net file, the text ibnetdiscover prints for the
// cabled fabric, and the node-name map both are read with. Every switch is one node; every
// cabled server port is one single-port HCA ("srv-1 mlx5_0", as a host's node description
// reads), since GPU servers carry one NIC per rail. Ports count from 1. GUIDs are derived from
// the device's index so the three files agree (base in the Mellanox/NVIDIA OUI 00:02:c9).
#include "export/exporters.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

#include "cost/cablingplan.h"
#include "export/exportfabric.h"

namespace spinel::exporting {

namespace {

constexpr std::uint64_t kGuidBase = 0x0002c90300000000ULL;

struct PortLink {
    int port = 0; // on this device, from 0
    int peer = 0; // device index
    int peerPort = 0;
    double speedGbps = 0;
};

struct IbFabric {
    explicit IbFabric(const Design &design, const Catalog &catalog)
        : fabric(design, catalog)
    {
        ports.resize(std::size_t(fabric.topology.deviceCount()));
        forEachCable(design, catalog, [&](const CableRun &run) {
            const int from = fabric.topology.findDevice(run.fromDevice);
            const int to = fabric.topology.findDevice(run.toDevice);
            if (from < 0 || to < 0) return;
            ports[std::size_t(from)].push_back({run.fromPort, to, run.toPort, run.speedGbps});
            ports[std::size_t(to)].push_back({run.toPort, from, run.fromPort, run.speedGbps});
        });
        for (auto &list : ports)
            std::sort(list.begin(), list.end(), [](const PortLink &a, const PortLink &b) { return a.port < b.port; });
        for (std::size_t d = 0; d < ports.size(); ++d) {
            const SwitchSpec *spec = catalog.switchSpec(design.devices[d].model);
            int count = spec ? spec->ports : 0;
            if (!ports[d].empty()) count = std::max(count, ports[d].back().port + 1);
            portCount.push_back(count);
        }
    }
    // A switch's GUID, or the GUID of the HCA behind server port `port`.
    static std::uint64_t guid(int device, int port = -1)
    {
        return kGuidBase + (std::uint64_t(device) << 12) + std::uint64_t(port + 1);
    }
    bool isSwitch(int d) const { return fabric.isSwitch(d); }
    std::string nodeId(int device, int port) const
    {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%c-%016llx", isSwitch(device) ? 'S' : 'H',
                      static_cast<unsigned long long>(isSwitch(device) ? guid(device) : guid(device, port)));
        return buffer;
    }
    std::string description(int device, int port) const
    {
        return isSwitch(device) ? fabric.name(device) : fabric.name(device) + " mlx5_" + std::to_string(port);
    }
    // The port number on the peer's node: the switch port, or port 1 of a server's HCA.
    int peerPortNumber(const PortLink &link) const { return isSwitch(link.peer) ? link.peerPort + 1 : 1; }

    ExportFabric fabric;
    std::vector<std::vector<PortLink>> ports;
    std::vector<int> portCount;
};

std::string hex(std::uint64_t value)
{
    char buffer[24];
    std::snprintf(buffer, sizeof buffer, "%llx", static_cast<unsigned long long>(value));
    return buffer;
}

// The InfiniBand speed name of a per-port rate (4x links): EDR 100, HDR 200, NDR 400, XDR 800.
const char *rateName(double gbps)
{
    if (gbps >= 800) return "4xXDR";
    if (gbps >= 400) return "4xNDR";
    if (gbps >= 200) return "4xHDR";
    if (gbps >= 100) return "4xEDR";
    return "4xFDR";
}

} // namespace

void writeIbNodeNameMap(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const IbFabric ib(design, catalog);
    out << "# node-name-map for ibnetdiscover --node-name-map / opensm, written by Spinel\n";
    for (int d = 0; d < ib.fabric.topology.deviceCount(); ++d) {
        if (ib.ports[std::size_t(d)].empty()) continue;
        if (ib.isSwitch(d)) {
            out << "0x" << hex(IbFabric::guid(d)) << ' ' << yamlQuoted(ib.description(d, -1)) << '\n';
            continue;
        }
        for (const PortLink &link : ib.ports[std::size_t(d)])
            out << "0x" << hex(IbFabric::guid(d, link.port)) << ' ' << yamlQuoted(ib.description(d, link.port)) << '\n';
    }
}

void writeIbsim(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const IbFabric ib(design, catalog);
    out << "# ibsim net file for \"" << design.settings.name << "\", written by Spinel (ibsim -s FILE).\n";
    // ibsim attaches to the first node of the file: a switch, so every tool sees the whole fabric.
    std::vector<int> order;
    for (int d = 0; d < ib.fabric.topology.deviceCount(); ++d)
        if (ib.isSwitch(d) && !ib.ports[std::size_t(d)].empty()) order.push_back(d);
    for (int d = 0; d < ib.fabric.topology.deviceCount(); ++d)
        if (!ib.isSwitch(d) && !ib.ports[std::size_t(d)].empty()) order.push_back(d);
    for (const int d : order) {
        if (ib.isSwitch(d)) {
            out << "\nswitchguid=0x" << hex(IbFabric::guid(d)) << "\nSwitch\t" << ib.portCount[std::size_t(d)] << ' '
                << yamlQuoted(ib.nodeId(d, -1)) << "\t\t# " << yamlQuoted(ib.description(d, -1)) << '\n';
            for (const PortLink &link : ib.ports[std::size_t(d)])
                out << '[' << link.port + 1 << "]\t" << yamlQuoted(ib.nodeId(link.peer, link.peerPort)) << '['
                    << ib.peerPortNumber(link) << "]\tw=2\n";
            continue;
        }
        for (const PortLink &link : ib.ports[std::size_t(d)]) {
            out << "\ncaguid=0x" << hex(IbFabric::guid(d, link.port)) << "\nHca\t1 " << yamlQuoted(ib.nodeId(d, link.port))
                << "\t\t# " << yamlQuoted(ib.description(d, link.port)) << '\n'
                << "[1]\t" << yamlQuoted(ib.nodeId(link.peer, link.peerPort)) << '[' << ib.peerPortNumber(link) << "]\tw=2\n";
        }
    }
}

void writeIbnetdiscover(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const IbFabric ib(design, catalog);
    out << "#\n# Topology file: written by Spinel for \"" << design.settings.name << "\"\n"
        << "# in the form ibnetdiscover prints; node descriptions are the design's names.\n#\n";
    for (int d = 0; d < ib.fabric.topology.deviceCount(); ++d) {
        if (!ib.isSwitch(d) || ib.ports[std::size_t(d)].empty()) continue;
        const std::uint64_t guid = IbFabric::guid(d);
        out << "\nvendid=0x2c9\ndevid=0xd2f0\nsysimgguid=0x" << hex(guid) << "\nswitchguid=0x" << hex(guid) << '(' << hex(guid)
            << ")\nSwitch\t" << ib.portCount[std::size_t(d)] << ' ' << yamlQuoted(ib.nodeId(d, -1)) << "\t\t# "
            << yamlQuoted(ib.description(d, -1)) << " enhanced port 0 lid 0 lmc 0\n";
        for (const PortLink &link : ib.ports[std::size_t(d)]) {
            out << '[' << link.port + 1 << "]\t" << yamlQuoted(ib.nodeId(link.peer, link.peerPort)) << '['
                << ib.peerPortNumber(link) << ']';
            if (!ib.isSwitch(link.peer)) out << '(' << hex(IbFabric::guid(link.peer, link.peerPort)) << ')';
            out << "\t\t# " << yamlQuoted(ib.description(link.peer, link.peerPort)) << " lid 0 " << rateName(link.speedGbps)
                << '\n';
        }
    }
    for (int d = 0; d < ib.fabric.topology.deviceCount(); ++d) {
        if (ib.isSwitch(d)) continue;
        for (const PortLink &link : ib.ports[std::size_t(d)]) {
            const std::uint64_t guid = IbFabric::guid(d, link.port);
            out << "\nvendid=0x2c9\ndevid=0x1021\nsysimgguid=0x" << hex(guid) << "\ncaguid=0x" << hex(guid) << "\nCa\t1 "
                << yamlQuoted(ib.nodeId(d, link.port)) << "\t\t# " << yamlQuoted(ib.description(d, link.port)) << '\n'
                << "[1](" << hex(guid) << ") \t" << yamlQuoted(ib.nodeId(link.peer, link.peerPort)) << '['
                << ib.peerPortNumber(link) << "]\t\t# lid 0 lmc 0 " << yamlQuoted(ib.description(link.peer, link.peerPort))
                << " lid 0 " << rateName(link.speedGbps) << '\n';
        }
    }
}

} // namespace spinel::exporting
