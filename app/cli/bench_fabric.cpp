// Bench section "fabric": generating large rail-optimized fabrics and running every check on them.
#include "cli/bench.h"
#include "cli/cliutil.h"

#include "rules/analysis.h"
#include "analysis/bisection.h"
#include "generate/generators.h"
#include "analysis/whatif.h"

namespace spinel::cli {
namespace {

// 64 SUs of 32 HGX H100 on QM9700 (3 tiers); 512 SUs on SN5600 at 400G (3 tiers).
const GeneratorParams k16k{{"sus", "64"}};
const GeneratorParams k131k{{"sus", "512"}, {"switch", "sn5600"}};

void runFabricBench(BenchContext &context)
{
    const Catalog &catalog = builtinCatalog();
    Design design;
    context.measure(QStringLiteral("generate 16,384-GPU rail-optimized (3 tiers)"), 3, 0,
                    [&] { design = generateFabric("rail-optimized", k16k, catalog); });
    context.note(QStringLiteral("16,384 GPUs: %1 devices, %2 links").arg(design.devices.size()).arg(design.links.size()));
    FabricAnalysis analysis;
    const auto &small = context.measure(QStringLiteral("analyze 16,384 GPUs (every check)"), 10, 20,
                                        [&] { analysis = analyzeFabric(design, catalog); });
    const double perLinkSmall = small.medianMs * 1e6 / double(design.links.size());
    // The general path, for drawn designs the closed form does not cover.
    const fabric::BisectionProblem problem = fabric::bisectionProblem(design, catalog);
    context.measure(QStringLiteral("bisection by max flow, 16,384 GPUs (forced)"), 5, 0,
                    [&] { fabric::minCutGbps(problem.topo, problem.capacityGbps, problem.sideA); });
    context.measure(QStringLiteral("what-if: fail one spine, 16,384 GPUs"), 5, 0,
                    [&] { whatIf(design, catalog, {"pod1-spine-1"}); });

    Design large;
    context.measure(QStringLiteral("generate 131,072-GPU rail-optimized (3 tiers)"), 1, 0,
                    [&] { large = generateFabric("rail-optimized", k131k, catalog); });
    context.note(QStringLiteral("131,072 GPUs: %1 devices, %2 links").arg(large.devices.size()).arg(large.links.size()));
    const auto &big = context.measure(QStringLiteral("analyze 131,072 GPUs (every check)"), 5, 200,
                                      [&] { analysis = analyzeFabric(large, catalog); });
    const double perLinkLarge = big.medianMs * 1e6 / double(large.links.size());
    context.note(QStringLiteral("cost per link: %1 ns at 16,384 GPUs, %2 ns at 131,072 GPUs (linear growth keeps these close)")
                     .arg(perLinkSmall, 0, 'f', 0)
                     .arg(perLinkLarge, 0, 'f', 0));

    // Issue 14: 1,800 GB300 NVL72 racks (129,600 GPUs, 32,400 trays, 1,800 NVLink domains) on
    // Q3400 at 800G: 450 leaf groups, 3 tiers.
    Design racks;
    context.measure(QStringLiteral("generate 129,600-GPU nvl72 (1,800 GB300 racks, 3 tiers)"), 1, 0, [&] {
        racks = generateFabric("nvl72", {{"racks", "1800"}}, catalog);
    });
    context.note(QStringLiteral("129,600 GPUs in NVL72 racks: %1 devices, %2 links, %3 domains")
                     .arg(racks.devices.size())
                     .arg(racks.links.size())
                     .arg(racks.domains.size()));
    context.measure(QStringLiteral("analyze 129,600 GPUs in NVL72 racks (every check)"), 3, 200,
                    [&] { analysis = analyzeFabric(racks, catalog); });
}

const BenchRegistration registeredFabricBench({"fabric", QT_TRANSLATE_NOOP("Cli", "Fabric generators and rules checks."), 30,
                                               &runFabricBench});

} // namespace
} // namespace spinel::cli
