#pragma once
// The writers behind exportDesign(), one per format; each streams into `out`.

#include <ostream>

#include "core/catalog.h"
#include "core/design.h"
#include "export/exportformat.h"
#include "export/runlistcolumns.h"

namespace spinel::exporting {

void writeSlurmTopologyConf(const Design &design, const Catalog &catalog, std::ostream &out);
void writeSlurmTopologyYaml(const Design &design, const Catalog &catalog, std::ostream &out);
void writeGraphMl(const Design &design, const Catalog &catalog, std::ostream &out);
void writeDot(const Design &design, const Catalog &catalog, std::ostream &out, const ExportOptions &options);
void writeContainerlab(const Design &design, const Catalog &catalog, std::ostream &out);
void writeRunList(const Design &design, const Catalog &catalog, std::ostream &out, const RunListLayout &layout);
void writeNetBoxDevices(const Design &design, const Catalog &catalog, std::ostream &out);
void writeNetBoxInterfaces(const Design &design, const Catalog &catalog, std::ostream &out);
void writeNetBoxCables(const Design &design, const Catalog &catalog, std::ostream &out);
void writeIbsim(const Design &design, const Catalog &catalog, std::ostream &out);
void writeIbnetdiscover(const Design &design, const Catalog &catalog, std::ostream &out);
void writeIbNodeNameMap(const Design &design, const Catalog &catalog, std::ostream &out);

// ASTRA-sim's two dimensions: the NVLink domain and the scale-out fabric, per GPU.
struct AstraSimDimensions {
    int gpusPerServer = 0;
    int servers = 0;
    double nvlinkGBps = 0;
    double nvlinkLatencyNs = 0;
    double networkGBps = 0;
    double networkLatencyNs = 0;
};
AstraSimDimensions astraSimDimensions(const Design &design, const Catalog &catalog);
void writeAstraSimNetwork(const Design &design, const Catalog &catalog, std::ostream &out);
void writeAstraSimSystem(std::ostream &out);
void writeAstraSimRemoteMemory(std::ostream &out);
void writeAstraSimReadme(const Design &design, std::ostream &out);

} // namespace spinel::exporting
