// The installers' cabling run list: every cable once, A end (the lower tier) to Z end, with rack
// (the device's group), port, part numbers, length and a label that is unique because no port
// carries two cables. Ports are allocated as in the cabling plan (model/cost/cablingplan.h). The
// columns are chosen by a RunListLayout (Spinel's own, a subset, or NVIDIA's P2P sheet).
#include "export/exporters.h"

#include <algorithm>

#include "cost/cablingplan.h"
#include "export/exportfabric.h"
#include "export/runlistcolumns.h"
#include "io/csv.h"

namespace spinel::exporting {

void writeRunList(const Design &design, const Catalog &catalog, std::ostream &out, const RunListLayout &layout)
{
    // Column keys resolved once, not per row.
    const auto &known = runListColumns();
    std::vector<RunListField> columns;
    for (const auto &key : layout.columns) {
        const auto it = std::find_if(known.begin(), known.end(), [&](const RunListColumn &c) { return key == c.key; });
        if (it == known.end()) throw ExportError("unknown run-list column \"" + key + "\"");
        columns.push_back(it->field);
    }
    const ExportFabric fabric(design, catalog);
    const Topology &topology = fabric.topology;
    out << csv::row(layout.headers.size() == layout.columns.size() ? layout.headers : layout.columns);
    std::vector<std::string> fields(columns.size());
    forEachCable(design, catalog, [&](const CableRun &run) {
        int a = topology.findDevice(run.fromDevice);
        int z = topology.findDevice(run.toDevice);
        if (a < 0 || z < 0) return;
        int portA = run.fromPort + 1, portZ = run.toPort + 1;
        const bool turned = topology.tiers[std::size_t(a)] > topology.tiers[std::size_t(z)];
        if (turned) {
            std::swap(a, z);
            std::swap(portA, portZ);
        }
        const Device &deviceA = design.devices[std::size_t(a)];
        const Device &deviceZ = design.devices[std::size_t(z)];
        auto type = [](const Device &device) { return device.isSwitch() ? "Switch" : "Host"; };
        for (std::size_t i = 0; i < columns.size(); ++i) {
            std::string &field = fields[i];
            switch (columns[i]) {
            case RunListField::Label:
                field = fabric.name(a) + "/p" + std::to_string(portA) + "-" + fabric.name(z) + "/p" + std::to_string(portZ);
                break;
            case RunListField::ADevice: field = fabric.name(a); break;
            case RunListField::AType: field = type(deviceA); break;
            case RunListField::ARack: field = deviceA.group; break;
            case RunListField::AUnit: field.clear(); break;
            case RunListField::APort: field = std::to_string(portA); break;
            case RunListField::ZDevice: field = fabric.name(z); break;
            case RunListField::ZType: field = type(deviceZ); break;
            case RunListField::ZRack: field = deviceZ.group; break;
            case RunListField::ZUnit: field.clear(); break;
            case RunListField::ZPort: field = std::to_string(portZ); break;
            case RunListField::SpeedGbps: field = csv::number(run.speedGbps, 0); break;
            case RunListField::Medium: field = toString(run.medium); break;
            case RunListField::Cable: field = run.cableId; break;
            case RunListField::Transceiver: field = transceiverParts(run, turned); break;
            case RunListField::LengthM: field = csv::number(run.lengthM, 1); break;
            case RunListField::LengthAssumed: field = run.lengthAssumed ? "yes" : "no"; break;
            case RunListField::LinkId: field = run.linkId; break;
            }
        }
        out << csv::row(fields);
    });
}

} // namespace spinel::exporting
