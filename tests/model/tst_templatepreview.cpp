// What the template dialog previews before the user commits: the generated design's counts,
// checks and network cost, equal to running the generator, the rules and the BOM one by one.
#include <QtTest>

#include "core/catalog.h"
#include "cost/bom.h"
#include "generate/generators.h"
#include "generate/templatepreview.h"
#include "rules/analysis.h"
#include "support/testmain.h"

using namespace spinel;

class TestTemplatePreview : public QObject {
    Q_OBJECT

private slots:
    void matchesTheModel();
    void refusalIsKept();
};

void TestTemplatePreview::matchesTheModel()
{
    const GeneratorParams params{{"sus", "1"}};
    const TemplatePreview preview = computeTemplatePreview("rail-optimized", params, builtinCatalog());
    QVERIFY2(preview.ok(), preview.error.c_str());
    QCOMPARE(preview.templateName, std::string("rail-optimized"));
    QCOMPARE(preview.params, params);

    const Design design = generateFabric("rail-optimized", params, builtinCatalog());
    QVERIFY(*preview.design == design);
    const FabricAnalysis analysis = analyzeFabric(design, builtinCatalog());
    QCOMPARE(preview.counts.gpus, analysis.counts.gpus);
    QCOMPARE(preview.counts.servers, analysis.counts.servers);
    QCOMPARE(preview.counts.switches(), analysis.counts.switches());
    QCOMPARE(preview.counts.cables, analysis.counts.cables);
    QCOMPARE(preview.tiers.size(), analysis.tiers.size());
    QCOMPARE(preview.bisectionGbps, analysis.bisectionGbps);
    QCOMPARE(preview.fullBisectionGbps, analysis.fullBisectionGbps);
    QCOMPARE(preview.errors, analysis.count(Severity::Error));
    QCOMPARE(preview.warnings, analysis.count(Severity::Warning));
    // The network alone, servers excluded.
    const Bom bom = computeBom(design, builtinCatalog());
    QCOMPARE(preview.networkPriceUsd, bom.total.priceUsd);
    QCOMPARE(preview.networkPriceUsdPerGpu, bom.priceUsdPerGpu);
    QCOMPARE(preview.networkPowerW, bom.total.powerW);
    QVERIFY(preview.millisecondsTaken >= 0);
}

void TestTemplatePreview::refusalIsKept()
{
    const TemplatePreview unknown = computeTemplatePreview("no-such-template", {}, builtinCatalog());
    QVERIFY(!unknown.ok());
    QVERIFY(!unknown.design);
    QVERIFY2(unknown.error.find("no-such-template") != std::string::npos, unknown.error.c_str());

    const TemplatePreview badValue = computeTemplatePreview("rail-optimized", {{"sus", "zero"}}, builtinCatalog());
    QVERIFY(!badValue.ok());
    QVERIFY2(badValue.error.find("whole number") != std::string::npos, badValue.error.c_str());
    QCOMPARE(badValue.counts.gpus, 0);
}

SPINEL_QTEST_APPLESS_MAIN(TestTemplatePreview)
#include "tst_templatepreview.moc"
