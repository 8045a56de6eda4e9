#pragma once
// GraphML (graphml.graphdrawing.org) drawn elsewhere, or Spinel's own export, read into a design.
// Node and edge data are matched by their key's attr.name, without case: name/label, kind/type,
// role, model, group/rack, x/y on nodes; id, speed (Gb/s), count, medium, length (m) on edges.
// yEd's drawings carry the label and position in its graphics data (y:NodeLabel, y:Geometry),
// which are read when no name or position key is given; a yEd group node (a node holding a
// graph) becomes the group of the nodes inside it. What is missing is filled in as the as-built
// imports do (asbuiltimport.h): kinds by name and neighbours, models that fit, roles by tier,
// positions by tier; every guess is a warning.

#include <string>

#include "core/catalog.h"
#include "export/asbuiltimport.h"

namespace spinel::exporting {

// Throws AsBuiltError with the line for XML that is not well formed (binary junk, a truncated
// file), a graph without nodes, an edge to an unknown node, or a node id used twice.
ImportResult importGraphMl(const std::string &text, const Catalog &catalog, const std::string &designName);

} // namespace spinel::exporting
