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

} // namespace spinel
