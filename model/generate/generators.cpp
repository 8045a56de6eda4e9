#include "generate/generators.h"

#include "generate/templates.h"
#include "io/designformat.h"
#include "io/loaderror.h"

namespace spinel {

using namespace fabric;

std::vector<TemplateInfo> fabricTemplates()
{
    return {fatTreeInfo(), leafSpineInfo(), railOptimizedInfo(), torusInfo(), nvl72Info()};
}

Design generateFabric(const std::string &templateName, const GeneratorParams &params, const Catalog &catalog)
{
    using Generate = Design (*)(const TemplateParams &);
    const std::pair<TemplateInfo, Generate> templates[] = {
        {fatTreeInfo(), &generateFatTree}, {leafSpineInfo(), &generateLeafSpine}, {railOptimizedInfo(), &generateRailOptimized},
        {torusInfo(), &generateTorus},     {nvl72Info(), &generateNvl72},
    };
    std::vector<std::string> names;
    for (const auto &[info, generate] : templates) {
        if (info.name == templateName) {
            const TemplateParams reader(info, params, catalog);
            Design design = generate(reader);
            design.settings.name = reader.name();
            design.settings.transport = reader.transport();
            // The same rules as the loader: a template never produces a file Spinel cannot open.
            try {
                validateDesign(design, catalog);
            } catch (const FormatError &error) {
                throw GeneratorError(
                    {"generate.breaks-limit",
                     {arg::text("template", templateName), arg::text("path", error.path()), arg::text("detail", error.what())}});
            }
            return design;
        }
        names.push_back(info.name);
    }
    throw GeneratorError(
        {"generate.unknown-template", {arg::text("template", templateName), arg::ids("templates", std::move(names))}});
}

namespace fabric {

void checkGeneratedSize(const std::string &templateName, long long servers, long long gpus)
{
    if (gpus > kMaxGeneratedGpus || servers > kMaxGeneratedServers)
        throw GeneratorError({"generate.too-large",
                              {arg::text("template", templateName), arg::integer("gpus", gpus), arg::integer("servers", servers),
                               arg::integer("maxGpus", kMaxGeneratedGpus), arg::integer("maxServers", kMaxGeneratedServers)}});
}

} // namespace fabric
} // namespace spinel
