// GraphML (graphml.graphdrawing.org) with typed keys, for yEd, Gephi, networkx and igraph. One
// edge per link (a bundle of `count` cables); two links between the same devices are parallel
// edges, which multigraph readers keep.
#include "export/exporters.h"

#include <cstdio>

#include "export/exportfabric.h"

namespace spinel::exporting {

namespace {

std::string number(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.10g", value);
    return buffer;
}

void data(std::ostream &out, const char *key, const std::string &value)
{
    out << "      <data key=\"" << key << "\">" << xmlEscaped(value) << "</data>\n";
}

} // namespace

void writeGraphMl(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const ExportFabric fabric(design, catalog);
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\"\n"
           "         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n"
           "         xsi:schemaLocation=\"http://graphml.graphdrawing.org/xmlns "
           "http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd\">\n";
    struct Key {
        const char *id, *domain, *name, *type;
    };
    static const Key keys[] = {
        {"d_name", "node", "name", "string"},     {"d_label", "node", "label", "string"},
        {"d_kind", "node", "kind", "string"},     {"d_role", "node", "role", "string"},
        {"d_model", "node", "model", "string"},   {"d_group", "node", "group", "string"},
        {"d_gpus", "node", "gpus", "int"},        {"d_x", "node", "x", "double"},
        {"d_y", "node", "y", "double"},           {"e_id", "edge", "id", "string"},
        {"e_speed", "edge", "speed", "double"},   {"e_count", "edge", "count", "int"},
        {"e_medium", "edge", "medium", "string"}, {"e_length", "edge", "length", "double"},
    };
    for (const Key &key : keys)
        out << "  <key id=\"" << key.id << "\" for=\"" << key.domain << "\" attr.name=\"" << key.name << "\" attr.type=\""
            << key.type << "\"/>\n";
    out << "  <graph id=\"" << xmlEscaped(safeName(design.settings.name).empty() ? "fabric" : safeName(design.settings.name))
        << "\" edgedefault=\"undirected\">\n";
    for (int d = 0; d < fabric.topology.deviceCount(); ++d) {
        const Device &device = design.devices[std::size_t(d)];
        out << "    <node id=\"" << xmlEscaped(device.id) << "\">\n";
        data(out, "d_name", fabric.name(d));
        data(out, "d_label", device.name);
        data(out, "d_kind", toString(device.kind));
        data(out, "d_role", device.isSwitch() ? toString(device.role) : "server");
        data(out, "d_model", device.model);
        if (!device.group.empty()) data(out, "d_group", device.group);
        data(out, "d_gpus", std::to_string(fabric.topology.gpus[std::size_t(d)]));
        data(out, "d_x", number(device.position.x));
        data(out, "d_y", number(device.position.y));
        out << "    </node>\n";
    }
    for (std::size_t l = 0; l < design.links.size(); ++l) {
        const Link &link = design.links[l];
        if (fabric.topology.findDevice(link.from.device) < 0 || fabric.topology.findDevice(link.to.device) < 0) continue;
        out << "    <edge id=\"" << xmlEscaped(link.id) << "\" source=\"" << xmlEscaped(link.from.device) << "\" target=\""
            << xmlEscaped(link.to.device) << "\">\n";
        data(out, "e_id", link.id);
        data(out, "e_speed", number(link.speedGbps));
        data(out, "e_count", std::to_string(link.count));
        data(out, "e_medium", toString(link.medium));
        if (link.lengthM) data(out, "e_length", number(*link.lengthM));
        out << "    </edge>\n";
    }
    out << "  </graph>\n</graphml>\n";
}

} // namespace spinel::exporting
