#pragma once
// Exports of the bill of materials (CSV, JSON) and the cabling plan (CSV).

#include <string>
#include <vector>

#include "cost/bom.h"
#include "cost/cablingplan.h"

namespace spinel {

std::string bomToCsv(const Bom &bom);
std::string bomToJson(const Bom &bom);
std::string cablingPlanToCsv(const std::vector<CableRun> &plan);
// The design's plan straight to CSV, one row at a time (forEachCable): memory is the text only.
// Throws CablingPlanTooLarge.
std::string cablingPlanToCsv(const Design &design, const Catalog &catalog);

} // namespace spinel
