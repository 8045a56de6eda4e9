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
        {fatTreeInfo(), &generateFatTree},
        {leafSpineInfo(), &generateLeafSpine},
        {railOptimizedInfo(), &generateRailOptimized},
        {torusInfo(), &generateTorus},
        {nvl72Info(), &generateNvl72},
    };
    std::string names;
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
                throw GeneratorError(templateName + ": the design would break a limit at " + error.path() + ": "
                                     + error.what());
            }
            return design;
        }
        names += (names.empty() ? "" : ", ") + info.name;
    }
    throw GeneratorError("unknown template '" + templateName + "'; available: " + names);
}

namespace fabric {

void checkGeneratedSize(const std::string &templateName, long long servers, long long gpus)
{
    if (gpus > kMaxGeneratedGpus || servers > kMaxGeneratedServers)
        throw GeneratorError(templateName + ": " + withSeparators(gpus) + " GPUs in " + withSeparators(servers)
                             + " servers is more than one design holds (at most " + withSeparators(kMaxGeneratedGpus)
                             + " GPUs and " + withSeparators(kMaxGeneratedServers)
                             + " servers); split the cluster into several designs");
}

} // namespace fabric
} // namespace spinel
