#include "analysis/whatif.h"

#include <set>
#include <unordered_map>

namespace spinel {

namespace {

std::string findingKey(const Finding &finding)
{
    std::string key = finding.code;
    for (const auto &id : finding.objects) key += '\n' + id;
    return key;
}

} // namespace

WhatIfResult whatIf(const Design &design, const Catalog &catalog, const std::vector<std::string> &failedIds)
{
    WhatIfResult result;
    result.failed = failedIds;
    result.after = analyzeFabric(design, catalog, failedIds); // throws first for unknown ids
    result.before = analyzeFabric(design, catalog);
    result.bisectionLostGbps = result.before.bisectionGbps - result.after.bisectionGbps;
    result.gpusCutOff = result.before.gpusInFabric - result.after.gpusInFabric;

    std::unordered_map<std::string, std::optional<double>> ratios;
    for (const auto &load : result.before.switches) ratios.emplace(load.id, load.oversubscription);
    for (const auto &load : result.after.switches) {
        auto it = ratios.find(load.id);
        if (it == ratios.end() || !it->second) continue;
        if (!load.oversubscription || *load.oversubscription > *it->second * (1 + 1e-9))
            result.oversubscriptionChanges.push_back({load.id, it->second, load.oversubscription});
    }
    std::set<std::string> known;
    for (const auto &finding : result.before.findings) known.insert(findingKey(finding));
    for (const auto &finding : result.after.findings)
        if (!known.count(findingKey(finding))) result.newFindings.push_back(finding);
    return result;
}

} // namespace spinel
