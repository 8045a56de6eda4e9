#pragma once
// Topology exports for the programs that take a fabric from Spinel: Slurm, the InfiniBand tools,
// graph tools, containerlab, NetBox, installers and ASTRA-sim. One writer per format
// (model/export/*export.cpp); this header is the registry and the single entry point.

#include <functional>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "export/runlistcolumns.h"

namespace spinel::exporting {

enum class ExportFormat {
    Slurm,         // topology.conf, topology/tree
    SlurmYaml,     // topology.yaml: tree and block sections
    Ibsim,         // ibsim net file (+ node-name map)
    Ibnetdiscover, // ibnetdiscover text (+ node-name map)
    GraphMl,
    Dot,
    Containerlab, // .clab.yml
    NetBox,       // folder: devices.csv, interfaces.csv, cables.csv
    RunList,      // cabling run list CSV
    AstraSim,     // folder: network.yml, system.json, remote_memory.json, ...
};

struct FormatInfo {
    ExportFormat format;
    const char *name;      // --format value
    const char *title;     // for menus and help (English; the GUI translates its own list)
    const char *extension; // without the dot; empty for folder formats
    bool folder;           // writes several files into a folder
};

const std::vector<FormatInfo> &exportFormats();
const FormatInfo &formatInfo(ExportFormat format);
std::optional<ExportFormat> formatFromName(const std::string &name);
// By the output's file name: topology.conf, *.yaml|*.yml (Slurm YAML, *.clab.yml containerlab),
// *.graphml, *.dot|*.gv, *.ibnd, *.net (ibsim), *.csv (run list). None for folders.
std::optional<ExportFormat> formatFromFileName(const std::string &fileName);

struct ExportOptions {
    bool rankByTier = true;                            // DOT: one rank per tier
    RunListLayout runList = RunListLayout::standard(); // run list: columns and headers
};

// Where an export writes. `fileName` is "" for the main file of a single-file format, ".suffix"
// for a companion file written beside it (OUT.suffix), or a plain name inside the output folder
// for folder formats. The writer streams into the stream it is handed.
using ExportSink = std::function<void(const std::string &fileName, const std::function<void(std::ostream &)> &write)>;

// Thrown for a design a format cannot express (e.g. containerlab for a fabric too large for a lab).
class ExportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

void exportDesign(ExportFormat format, const Design &design, const Catalog &catalog, const ExportSink &sink,
                  const ExportOptions &options = {});

// Single-file formats into one stream (companion files are skipped), for tests and small uses.
void exportDesign(ExportFormat format, const Design &design, const Catalog &catalog, std::ostream &out,
                  const ExportOptions &options = {});

} // namespace spinel::exporting
