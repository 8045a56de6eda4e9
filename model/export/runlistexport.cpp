// The installers' cabling run list: every cable once, A end (the lower tier) to Z end, with rack
// (the device's group), port, part numbers, length and a label that is unique because no port
// carries two cables. Ports are allocated as in the cabling plan (model/cost/cablingplan.h).
#include "export/exporters.h"

#include "cost/cablingplan.h"
#include "export/exportfabric.h"
#include "io/csv.h"

namespace spinel::exporting {

void writeRunList(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const ExportFabric fabric(design, catalog);
    const Topology &topology = fabric.topology;
    out << csv::row({"label", "a_device", "a_rack", "a_port", "z_device", "z_rack", "z_port", "speed_gbps", "medium",
                     "cable", "transceiver", "length_m", "length_assumed", "link_id"});
    forEachCable(design, catalog, [&](const CableRun &run) {
        int a = topology.findDevice(run.fromDevice);
        int z = topology.findDevice(run.toDevice);
        if (a < 0 || z < 0) return;
        int portA = run.fromPort + 1, portZ = run.toPort + 1;
        if (topology.tiers[std::size_t(a)] > topology.tiers[std::size_t(z)]) {
            std::swap(a, z);
            std::swap(portA, portZ);
        }
        const std::string label =
            fabric.name(a) + "/p" + std::to_string(portA) + "-" + fabric.name(z) + "/p" + std::to_string(portZ);
        out << csv::row({label, fabric.name(a), design.devices[std::size_t(a)].group, std::to_string(portA),
                         fabric.name(z), design.devices[std::size_t(z)].group, std::to_string(portZ),
                         csv::number(run.speedGbps, 0), toString(run.medium), run.cableId, run.transceiverId,
                         csv::number(run.lengthM, 1), run.lengthAssumed ? "yes" : "no", run.linkId});
    });
}

} // namespace spinel::exporting
