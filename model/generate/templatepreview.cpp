#include "generate/templatepreview.h"

#include <chrono>
#include <exception>

#include "cost/bom.h"

namespace spinel {

TemplatePreview computeTemplatePreview(const std::string &templateName, const GeneratorParams &params, const Catalog &catalog)
{
    const auto started = std::chrono::steady_clock::now();
    TemplatePreview preview;
    preview.templateName = templateName;
    preview.params = params;
    try {
        auto design = std::make_shared<const Design>(generateFabric(templateName, params, catalog));
        const FabricAnalysis analysis = analyzeFabric(*design, catalog);
        preview.counts = analysis.counts;
        preview.tiers = analysis.tiers;
        preview.bisectionGbps = analysis.bisectionGbps;
        preview.fullBisectionGbps = analysis.fullBisectionGbps;
        preview.errors = analysis.count(Severity::Error);
        preview.warnings = analysis.count(Severity::Warning);
        // The network alone: servers cost the same whatever the fabric, and would hide the difference.
        const Bom bom = computeBom(*design, catalog);
        preview.networkPriceUsd = bom.total.priceUsd;
        preview.networkPriceUsdPerGpu = bom.priceUsdPerGpu;
        preview.networkPowerW = bom.total.powerW;
        preview.design = std::move(design);
    } catch (const GeneratorError &error) {
        preview.error = error.what();
        preview.refusal = error.message;
    } catch (const std::exception &error) {
        // Generators promise GeneratorError; anything else is still shown, never fatal.
        preview.error = error.what();
    }
    preview.millisecondsTaken = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    return preview;
}

} // namespace spinel
