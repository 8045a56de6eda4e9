#include "export/exportformat.h"

#include <algorithm>
#include <cctype>

#include "export/exporters.h"

namespace spinel::exporting {

const std::vector<FormatInfo> &exportFormats()
{
    static const std::vector<FormatInfo> formats = {
        {ExportFormat::Slurm, "slurm", "Slurm topology.conf (topology/tree)", "conf", false},
        {ExportFormat::SlurmYaml, "slurm-yaml", "Slurm topology.yaml (tree and block)", "yaml", false},
        {ExportFormat::Ibsim, "ibsim", "ibsim net file", "net", false},
        {ExportFormat::Ibnetdiscover, "ibnetdiscover", "ibnetdiscover topology", "ibnd", false},
        {ExportFormat::GraphMl, "graphml", "GraphML", "graphml", false},
        {ExportFormat::Dot, "dot", "Graphviz DOT with ports", "dot", false},
        {ExportFormat::Containerlab, "containerlab", "containerlab topology", "clab.yml", false},
        {ExportFormat::NetBox, "netbox", "NetBox bulk-import CSVs (folder)", "", true},
        {ExportFormat::RunList, "runlist", "Cabling run list (CSV)", "csv", false},
        {ExportFormat::AstraSim, "astra-sim", "ASTRA-sim inputs (folder)", "", true},
    };
    return formats;
}

const FormatInfo &formatInfo(ExportFormat format)
{
    const auto &formats = exportFormats();
    return *std::find_if(formats.begin(), formats.end(), [format](const FormatInfo &info) { return info.format == format; });
}

std::optional<ExportFormat> formatFromName(const std::string &name)
{
    for (const auto &info : exportFormats())
        if (name == info.name) return info.format;
    return std::nullopt;
}

namespace {
bool endsWith(const std::string &text, const std::string &suffix)
{
    return text.size() >= suffix.size() && std::equal(suffix.rbegin(), suffix.rend(), text.rbegin(), [](char a, char b) {
               return a == std::tolower(static_cast<unsigned char>(b));
           });
}
} // namespace

std::optional<ExportFormat> formatFromFileName(const std::string &fileName)
{
    // Longest suffixes first: .clab.yml before .yml.
    if (endsWith(fileName, ".clab.yml") || endsWith(fileName, ".clab.yaml")) return ExportFormat::Containerlab;
    if (endsWith(fileName, ".conf")) return ExportFormat::Slurm;
    if (endsWith(fileName, ".yaml") || endsWith(fileName, ".yml")) return ExportFormat::SlurmYaml;
    if (endsWith(fileName, ".graphml")) return ExportFormat::GraphMl;
    if (endsWith(fileName, ".dot") || endsWith(fileName, ".gv")) return ExportFormat::Dot;
    if (endsWith(fileName, ".ibnd")) return ExportFormat::Ibnetdiscover;
    if (endsWith(fileName, ".net")) return ExportFormat::Ibsim;
    if (endsWith(fileName, ".csv")) return ExportFormat::RunList;
    return std::nullopt;
}

void exportDesign(ExportFormat format, const Design &design, const Catalog &catalog, const ExportSink &sink,
                  const ExportOptions &options)
{
    switch (format) {
    case ExportFormat::Slurm: sink("", [&](std::ostream &out) { writeSlurmTopologyConf(design, catalog, out); }); return;
    case ExportFormat::SlurmYaml: sink("", [&](std::ostream &out) { writeSlurmTopologyYaml(design, catalog, out); }); return;
    case ExportFormat::Ibsim:
        sink("", [&](std::ostream &out) { writeIbsim(design, catalog, out); });
        sink(".node-name-map", [&](std::ostream &out) { writeIbNodeNameMap(design, catalog, out); });
        return;
    case ExportFormat::Ibnetdiscover:
        sink("", [&](std::ostream &out) { writeIbnetdiscover(design, catalog, out); });
        sink(".node-name-map", [&](std::ostream &out) { writeIbNodeNameMap(design, catalog, out); });
        return;
    case ExportFormat::GraphMl: sink("", [&](std::ostream &out) { writeGraphMl(design, catalog, out); }); return;
    case ExportFormat::Dot: sink("", [&](std::ostream &out) { writeDot(design, catalog, out, options); }); return;
    case ExportFormat::Containerlab: sink("", [&](std::ostream &out) { writeContainerlab(design, catalog, out); }); return;
    case ExportFormat::NetBox:
        sink("devices.csv", [&](std::ostream &out) { writeNetBoxDevices(design, catalog, out); });
        sink("interfaces.csv", [&](std::ostream &out) { writeNetBoxInterfaces(design, catalog, out); });
        sink("cables.csv", [&](std::ostream &out) { writeNetBoxCables(design, catalog, out); });
        return;
    case ExportFormat::RunList: sink("", [&](std::ostream &out) { writeRunList(design, catalog, out, options.runList); }); return;
    case ExportFormat::AstraSim:
        sink("network.yml", [&](std::ostream &out) { writeAstraSimNetwork(design, catalog, out); });
        sink("system.json", [](std::ostream &out) { writeAstraSimSystem(out); });
        sink("remote_memory.json", [](std::ostream &out) { writeAstraSimRemoteMemory(out); });
        sink("README.txt", [&](std::ostream &out) { writeAstraSimReadme(design, out); });
        return;
    }
}

void exportDesign(ExportFormat format, const Design &design, const Catalog &catalog, std::ostream &out, const ExportOptions &options)
{
    exportDesign(
        format, design, catalog,
        [&out](const std::string &fileName, const std::function<void(std::ostream &)> &write) {
            if (fileName.empty()) write(out);
        },
        options);
}

} // namespace spinel::exporting
