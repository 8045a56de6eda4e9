// A containerlab topology (.clab.yml) to rehearse a small fabric in a lab: switches as NVIDIA
// Cumulus VX nodes (ports swp1, swp2...), servers as Linux containers (eth1, eth2...), one link
// per cable. Checked against containerlab's JSON schema (tests/data/containerlab.schema.json).
#include "export/exporters.h"

#include "cost/cablingplan.h"
#include "export/exportfabric.h"

namespace spinel::exporting {

namespace {

constexpr const char *kSwitchKind = "nvidia_cumulusvx";
constexpr const char *kSwitchImage = "networkop/cx:5.4.0";
constexpr const char *kServerKind = "linux";
constexpr const char *kServerImage = "alpine:3";

std::string interfaceName(bool isSwitch, int port)
{
    return (isSwitch ? "swp" : "eth") + std::to_string(port + 1);
}

} // namespace

void writeContainerlab(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const ExportFabric fabric(design, catalog);
    std::string lab = safeName(design.settings.name);
    // The schema wants a name starting with a letter or digit; safeName never starts with '-' or '.'.
    if (lab.empty() || lab[0] == '_') lab = "spinel" + (lab.empty() ? std::string() : "-" + lab);
    out << "# containerlab topology for " << yamlQuoted(design.settings.name) << ", written by Spinel.\n"
        << "# Every node is a container: meant for a small fabric or one scalable unit of a large one.\n"
        << "name: " << lab << "\ntopology:\n  kinds:\n"
        << "    " << kSwitchKind << ":\n      image: " << kSwitchImage << "\n"
        << "    " << kServerKind << ":\n      image: " << kServerImage << "\n"
        << "  nodes:\n";
    for (int d = 0; d < fabric.topology.deviceCount(); ++d) {
        const Device &device = design.devices[std::size_t(d)];
        const std::string role = device.isSwitch() ? toString(device.role) : "server";
        out << "    " << fabric.name(d) << ":\n      kind: " << (device.isSwitch() ? kSwitchKind : kServerKind) << '\n'
            << "      group: " << yamlQuoted(device.group.empty() ? role : device.group) << '\n'
            << "      labels:\n        spinel-role: " << yamlQuoted(role)
            << "\n        spinel-model: " << yamlQuoted(device.model) << '\n';
    }
    bool first = true;
    forEachCable(design, catalog, [&](const CableRun &run) {
        const int from = fabric.topology.findDevice(run.fromDevice);
        const int to = fabric.topology.findDevice(run.toDevice);
        if (from < 0 || to < 0) return;
        if (first) out << "  links:\n";
        first = false;
        out << "    - endpoints: [" << yamlQuoted(fabric.name(from) + ":" + interfaceName(fabric.isSwitch(from), run.fromPort))
            << ", " << yamlQuoted(fabric.name(to) + ":" + interfaceName(fabric.isSwitch(to), run.toPort)) << "]\n";
    });
}

} // namespace spinel::exporting
