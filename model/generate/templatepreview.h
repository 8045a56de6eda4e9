#pragma once
// What a template would build, computed before the user commits: the generated design, its
// counts, bisection and oversubscription from the rules checks, and its network cost. A pure
// function, so the template dialog can run it on a worker thread.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/designcounts.h"
#include "rules/analysis.h"
#include "generate/generators.h"

namespace spinel {

struct TemplatePreview {
    std::uint64_t generation = 0;
    std::string templateName;
    GeneratorParams params;
    std::string error; // the generator's refusal (English); nothing else is set then
    Message refusal;   // its id and arguments (key(): the refused key); empty id for other errors
    std::shared_ptr<const Design> design;
    DesignCounts counts;
    std::vector<TierLoad> tiers;
    double bisectionGbps = 0;
    double fullBisectionGbps = 0;
    int errors = 0;
    int warnings = 0;
    double networkPriceUsd = 0; // switches, NICs, optics and cables; servers excluded
    double networkPriceUsdPerGpu = 0;
    double networkPowerW = 0;
    double millisecondsTaken = 0; // generation, checks and costing together

    // The template key the refusal names ("k", "servers-per-su"), or empty.
    std::string refusedKey() const { return refusal.text("key"); }
    bool ok() const { return error.empty() && design != nullptr; }
};

TemplatePreview computeTemplatePreview(const std::string &templateName, const GeneratorParams &params, const Catalog &catalog);

} // namespace spinel
