// NetBox (and Nautobot) bulk-import CSVs: devices, their interfaces, then cables between those
// interfaces. Headers are the import forms' field names (NetBox 4: DeviceImportForm,
// InterfaceImportForm, CableImportForm; docs/reference/exports.md). Import in that order.
#include "export/exporters.h"

#include <algorithm>

#include "cost/cablingplan.h"
#include "export/exportfabric.h"
#include "io/csv.h"

namespace spinel::exporting {

namespace {

// NetBox's CableTypeChoices for each medium.
const char *cableType(Medium medium)
{
    switch (medium) {
    case Medium::Dac: return "dac-passive";
    case Medium::Aoc: return "aoc";
    case Medium::Multimode: return "mmf-om4";
    case Medium::Singlemode: return "smf-os2";
    }
    return "";
}

// NetBox's InterfaceTypeChoices by speed and transport.
std::string interfaceType(double gbps, Transport transport)
{
    const int speed = int(gbps + 0.5);
    if (transport == Transport::InfiniBand) {
        if (speed >= 800) return "infiniband-xdr";
        if (speed >= 400) return "infiniband-ndr";
        if (speed >= 200) return "infiniband-hdr";
        if (speed >= 100) return "infiniband-edr";
        return "infiniband-fdr";
    }
    if (speed >= 800) return "800gbase-x-osfp";
    if (speed >= 400) return "400gbase-x-osfp";
    if (speed >= 200) return "200gbase-x-qsfp56";
    if (speed >= 100) return "100gbase-x-qsfp28";
    if (speed >= 50) return "50gbase-x-sfp56";
    if (speed >= 25) return "25gbase-x-sfp28";
    return "10gbase-x-sfpp";
}

std::string manufacturer(const Catalog &catalog, const std::string &model)
{
    const CatalogEntry *entry = catalog.find(model);
    if (entry && entry->name.rfind("NVIDIA", 0) == 0) return "NVIDIA";
    return "Generic";
}

} // namespace

void writeNetBoxDevices(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const ExportNames names(design);
    const std::string site = safeName(design.settings.name).empty() ? "spinel" : safeName(design.settings.name);
    out << csv::row({"name", "role", "manufacturer", "device_type", "status", "site", "description"});
    for (std::size_t d = 0; d < design.devices.size(); ++d) {
        const Device &device = design.devices[d];
        out << csv::row({names[d], device.isSwitch() ? toString(device.role) : "server", manufacturer(catalog, device.model),
                         device.model, "planned", site, device.name});
    }
}

void writeNetBoxInterfaces(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const ExportFabric fabric(design, catalog);
    // Each cabled port once, with the fastest cable on it.
    std::vector<std::vector<std::pair<int, double>>> ports(std::size_t(fabric.topology.deviceCount()));
    forEachCable(design, catalog, [&](const CableRun &run) {
        const int from = fabric.topology.findDevice(run.fromDevice);
        const int to = fabric.topology.findDevice(run.toDevice);
        if (from < 0 || to < 0) return;
        ports[std::size_t(from)].emplace_back(run.fromPort, run.speedGbps);
        ports[std::size_t(to)].emplace_back(run.toPort, run.speedGbps);
    });
    out << csv::row({"device", "name", "type", "speed", "enabled"});
    for (std::size_t d = 0; d < ports.size(); ++d) {
        auto &list = ports[d];
        std::sort(list.begin(), list.end());
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (i > 0 && list[i].first == list[i - 1].first) continue;
            out << csv::row({fabric.names[d], "p" + std::to_string(list[i].first + 1),
                             interfaceType(list[i].second, design.settings.transport),
                             std::to_string(static_cast<long long>(list[i].second * 1e6)), // kb/s
                             "true"});
        }
    }
}

void writeNetBoxCables(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const ExportFabric fabric(design, catalog);
    out << csv::row({"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type", "side_b_name", "type",
                     "status", "label", "length", "length_unit"});
    forEachCable(design, catalog, [&](const CableRun &run) {
        const int from = fabric.topology.findDevice(run.fromDevice);
        const int to = fabric.topology.findDevice(run.toDevice);
        if (from < 0 || to < 0) return;
        const std::string a = "p" + std::to_string(run.fromPort + 1), b = "p" + std::to_string(run.toPort + 1);
        out << csv::row({fabric.name(from), "dcim.interface", a, fabric.name(to), "dcim.interface", b, cableType(run.medium),
                         "planned", fabric.name(from) + "/" + a + "-" + fabric.name(to) + "/" + b, csv::number(run.lengthM, 1),
                         "m"});
    });
}

} // namespace spinel::exporting
