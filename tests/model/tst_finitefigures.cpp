// Every figure the timing and training models return is a finite number, or the model refuses with
// a reason (issue 12, defect 8). Random valid designs (fixed seed): every template, then random
// edits a user can make in the GUI (link speeds down to 1 Gb/s, cable counts, removed links, mixed
// NIC speeds, NIC counts, transport) and random training settings, each checked by the loader's
// own validation before it is timed.
#include <QTest>

#include <cmath>
#include <random>

#include "generate/generators.h"
#include "io/designformat.h"
#include "io/loaderror.h"
#include "support/testmain.h"
#include "timing/collectives.h"
#include "timing/sweeps.h"
#include "timing/training.h"
#include "support/testdata.h"

using namespace spinel;
using namespace spinel::timing;

namespace {

template <typename T, std::size_t N>
T pick(std::mt19937 &rng, const T (&values)[N])
{
    return values[std::uniform_int_distribution<std::size_t>(0, N - 1)(rng)];
}

Design randomTemplate(std::mt19937 &rng, const Catalog &catalog)
{
    const char *servers[] = {"hgx-h100", "hgx-a100", "hgx-b200"};
    const char *switches[] = {"qm9700", "sn5600", "qm8700"};
    GeneratorParams common{{"server", pick(rng, servers)}};
    switch (std::uniform_int_distribution<int>(0, 3)(rng)) {
    case 0: {
        const char *k[] = {"4", "6", "8"};
        common.insert({{"k", pick(rng, k)}, {"switch", pick(rng, switches)}});
        return generateFabric("fat-tree", common, catalog);
    }
    case 1: {
        const char *ratio[] = {"1", "2", "3"};
        const char *rails[] = {"true", "false"};
        common.insert({{"servers", std::to_string(std::uniform_int_distribution<int>(1, 24)(rng))},
                       {"oversubscription", pick(rng, ratio)},
                       {"rails", pick(rng, rails)},
                       {"switch", pick(rng, switches)}});
        return generateFabric("leaf-spine", common, catalog);
    }
    case 2:
        common.insert({{"sus", std::to_string(std::uniform_int_distribution<int>(1, 3)(rng))},
                       {"servers-per-su", std::to_string(std::uniform_int_distribution<int>(1, 8)(rng))},
                       {"switch", pick(rng, switches)}});
        return generateFabric("rail-optimized", common, catalog);
    default: {
        const char *dims[] = {"2x2", "3x2", "2x2x2"};
        common.insert({{"dims", pick(rng, dims)}});
        return generateFabric("torus", common, catalog);
    }
    }
}

// Edits a user can make with the properties dock and the canvas; each design is still valid.
void mutate(std::mt19937 &rng, Design &design)
{
    const double speeds[] = {1, 10, 25, 100, 200, 400, 800};
    const char *nics[] = {"cx6-200g", "cx7-400g", "cx8-800g", "nic-100g"};
    const Transport transports[] = {Transport::InfiniBand, Transport::Roce, Transport::Tcp};
    std::uniform_real_distribution<double> chance(0, 1);
    const double edit = chance(rng) * 0.3; // share of objects edited
    for (Link &link : design.links) {
        if (chance(rng) < edit) link.speedGbps = pick(rng, speeds);
        if (chance(rng) < edit / 2) link.count = std::uniform_int_distribution<int>(1, 4)(rng);
    }
    std::erase_if(design.links, [&](const Link &) { return chance(rng) < edit / 8; });
    // Re-home a few server cables onto any switch (a spine or core included).
    std::vector<std::string> switches;
    for (const Device &device : design.devices)
        if (device.isSwitch()) switches.push_back(device.id);
    for (Link &link : design.links)
        if (!switches.empty() && chance(rng) < edit / 4 && design.findDevice(link.from.device)->isServer()
            && design.findDevice(link.to.device)->isSwitch())
            link.to.device = switches[std::uniform_int_distribution<std::size_t>(0, switches.size() - 1)(rng)];
    for (Device &device : design.devices) {
        if (!device.isServer()) continue;
        if (chance(rng) < edit) device.nicModel = pick(rng, nics);
        if (chance(rng) < edit / 2) device.nicCount = std::uniform_int_distribution<int>(1, 8)(rng);
    }
    design.settings.transport = pick(rng, transports);
    design.settings.inNetworkReduction = chance(rng) < 0.5;
}

TrainingRequest randomTraining(std::mt19937 &rng, int gpus)
{
    std::uniform_real_distribution<double> chance(0, 1);
    TrainingRequest q;
    const double parameters[] = {1e6, 1e9, 7e9, 70e9, 1e12};
    const int degrees[] = {1, 1, 2, 4, 8};
    const double tokens[] = {1, 100, 4096, 65536, 4194304, 1e9};
    const int sequences[] = {1, 128, 4096, 32768};
    q.parameters = pick(rng, parameters);
    q.tensorParallel = pick(rng, degrees);
    q.pipelineParallel = pick(rng, degrees);
    q.contextParallel = chance(rng) < 0.7 ? 1 : 2;
    q.sequenceLength = pick(rng, sequences);
    q.tokensPerStep = pick(rng, tokens);
    q.microBatchSize = chance(rng) < 0.8 ? 1 : 4;
    q.virtualStages = chance(rng) < 0.8 ? 1 : 2;
    q.zeroStage = std::uniform_int_distribution<int>(0, 3)(rng);
    q.kernelEfficiency = chance(rng) < 0.9 ? 0.5 : 1e-6;
    q.trainTokens = chance(rng) < 0.9 ? 2e12 : 0;
    if (chance(rng) < 0.3) {
        q.experts = 8;
        q.topK = 2;
        q.expertParallel = chance(rng) < 0.5 ? 1 : 2;
    }
    q.overlap.dataParallel = chance(rng);
    if (chance(rng) < 0.2) q.dataParallel = std::max(1, gpus / 2);
    return q;
}

bool finite(std::initializer_list<double> values)
{
    return std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); });
}

// "" when the result is fine; else what is wrong.
std::string checkCollective(const CollectiveResult &r)
{
    if (!r.ok) return r.error.empty() ? "refused without a reason" : "";
    if (!finite({r.timeUs, r.latencyUs, r.bandwidthUs, r.algbwGBps, r.busbwGBps, r.limitGBps, r.bottleneck.ratio,
                 r.bottleneck.speedGbps, r.bottleneck.nicGbps}))
        return "a figure is not finite (time " + std::to_string(r.timeUs) + " us, busbw " + std::to_string(r.busbwGBps)
               + ", bottleneck " + r.bottleneck.text + ")";
    if (!(r.timeUs > 0) && r.gpus > 1 && r.bytes > 0) return "time is not positive";
    return "";
}

std::string checkTraining(const TrainingResult &r)
{
    if (!r.ok) return r.error.empty() ? "refused without a reason" : "";
    for (const TrafficCost *t : {&r.tensorTraffic, &r.contextTraffic, &r.expertTraffic, &r.pipelineTraffic, &r.dataTraffic}) {
        if (!finite({t->seconds, t->exposedS, t->calls, t->bytesPerCall})) return "a traffic figure is not finite";
        if (t->calls > 0)
            if (std::string e = checkCollective(t->collective); !e.empty()) return "its collective: " + e;
    }
    if (!finite({r.microBatches, r.peakTflops, r.activeParameters, r.modelFlopsPerToken, r.hardwareFlopsPerToken, r.computeS,
                 r.bubbleS, r.gradientBytesPerGpu, r.communicationS, r.exposedCommunicationS, r.stepS, r.mfu,
                 r.hardwareFlopsUtilization, r.scalingEfficiency, r.tokensPerSecond, r.steps, r.trainS}))
        return "a figure is not finite (step " + std::to_string(r.stepS) + " s, MFU " + std::to_string(r.mfu) + ")";
    if (r.dataParallel < 1) return "data parallel degree " + std::to_string(r.dataParallel);
    return "";
}

} // namespace

class TestFiniteFigures : public QObject {
    Q_OBJECT
private slots:
    void thinUplinkRefusesOrIsFinite();
    void serversOnASpine();
    void oneTokenPerStepIsRefused();
    void randomValidDesigns();
};

// The design: a leaf whose uplinks are 3 x 1 Gb/s. An all-reduce across it is slow, not
// infinitely slow.
void TestFiniteFigures::thinUplinkRefusesOrIsFinite()
{
    Design design = generateFabric("rail-optimized", {{"sus", "2"}, {"servers-per-su", "2"}}, builtinCatalog());
    int edited = 0;
    for (Link &link : design.links) {
        const Device *from = design.findDevice(link.from.device);
        const Device *to = design.findDevice(link.to.device);
        if (from && to && from->isSwitch() && to->isSwitch()
            && (from->id == design.links.back().to.device || to->id == design.links.back().to.device)) {
            link.speedGbps = 1;
            link.count = 3;
            ++edited;
        }
    }
    QVERIFY(edited > 0);
    validateDesign(design, builtinCatalog());
    const FabricProfile profile = buildFabricProfile(design, builtinCatalog());
    for (CollectiveOp op : kAllCollectiveOps) {
        CollectiveRequest request;
        request.op = op;
        for (const CollectiveResult &r : sweepSizes(profile, request)) {
            const std::string problem = checkCollective(r);
            QVERIFY2(problem.empty(), (std::string(toString(op)) + " " + std::to_string(r.bytes) + " B: " + problem).c_str());
            QVERIFY2(r.ok, r.error.c_str()); // a slow fabric is still a fabric
        }
    }
}

// The "Time: inf us ... leaf uplinks at 0:1": servers cabled straight to a spine put the
// spine among the group's edge switches; having no uplinks it capped the rail at zero.
void TestFiniteFigures::serversOnASpine()
{
    Design design = testdata::exampleDesign();
    Device extra = *design.findDevice("srv-4");
    extra.id = "srv-5";
    design.devices.push_back(extra);
    for (int nic = 0; nic < 8; ++nic) {
        Link link;
        link.id = "srv-5-nic-" + std::to_string(nic);
        link.from = {"srv-5", nic};
        link.to = {"spine-1", std::nullopt};
        design.links.push_back(link);
    }
    for (Link &link : design.links)
        if (link.from.device == "leaf-1" && link.to.device == "spine-1") link.speedGbps = 1, link.count = 3;
    validateDesign(design, builtinCatalog());
    const FabricProfile profile = buildFabricProfile(design, builtinCatalog());
    CollectiveRequest request;
    request.bytes = 1 << 30;
    const CollectiveResult r = timeCollective(profile, request);
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(checkCollective(r), std::string());
    QVERIFY(r.busbwGBps > 0);
    const TrainingResult training = estimateTraining(profile, trainingRequest(design.settings.training));
    QCOMPARE(checkTraining(training), std::string());
}

void TestFiniteFigures::oneTokenPerStepIsRefused()
{
    const Design design = generateFabric("rail-optimized", {{"sus", "1"}, {"servers-per-su", "4"}}, builtinCatalog());
    const FabricProfile profile = buildFabricProfile(design, builtinCatalog());
    TrainingRequest q;
    q.tokensPerStep = 1;
    const TrainingResult r = estimateTraining(profile, q);
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains(QStringLiteral("tokens per step")), r.error.c_str());
    QCOMPARE(checkTraining(r), std::string());
}

void TestFiniteFigures::randomValidDesigns()
{
    std::mt19937 rng(120012);
    const Catalog &catalog = builtinCatalog();
    int designs = 0, collectives = 0, refusals = 0, trainings = 0, trainingRefusals = 0;
    for (int trial = 0; trial < 150; ++trial) {
        Design design;
        try {
            design = randomTemplate(rng, catalog);
        } catch (const GeneratorError &) {
            continue;
        }
        mutate(rng, design);
        try {
            validateDesign(design, catalog);
        } catch (const FormatError &) {
            continue; // not a valid design: the loader would refuse it
        }
        ++designs;
        const FabricProfile profile = buildFabricProfile(design, catalog);
        const std::vector<int> gpuCounts = scalingGpuCounts(profile);
        for (CollectiveOp op : kAllCollectiveOps)
            for (Algorithm algorithm : {Algorithm::Auto, Algorithm::Ring, Algorithm::Tree, Algorithm::Hierarchical,
                                        Algorithm::NvlsTree, Algorithm::InNetwork, Algorithm::Pairwise}) {
                CollectiveRequest request;
                request.op = op;
                request.algorithm = algorithm;
                std::vector<CollectiveResult> results = sweepSizes(profile, request);
                request.bytes = 1 << 30;
                const std::vector<CollectiveResult> scaling = sweepGpus(profile, request, gpuCounts);
                results.insert(results.end(), scaling.begin(), scaling.end());
                for (const CollectiveResult &r : results) {
                    const std::string problem = checkCollective(r);
                    QVERIFY2(problem.empty(), qPrintable(QStringLiteral("trial %1, %2 %3 on %4 GPUs, %5 B: %6")
                                                             .arg(trial)
                                                             .arg(QLatin1String(toString(op)), QLatin1String(toString(algorithm)))
                                                             .arg(r.gpus)
                                                             .arg(r.bytes)
                                                             .arg(QString::fromStdString(problem))));
                    ++collectives;
                    refusals += !r.ok;
                }
            }
        for (int t = 0; t < 6; ++t) {
            const TrainingRequest q = randomTraining(rng, profile.totalGpus);
            const TrainingResult r = estimateTraining(profile, q);
            const std::string problem = checkTraining(r);
            QVERIFY2(problem.empty(),
                     qPrintable(QStringLiteral("trial %1, training %2: %3").arg(trial).arg(t).arg(QString::fromStdString(problem))));
            ++trainings;
            trainingRefusals += !r.ok;
        }
    }
    qInfo("%d designs: %d collective results (%d refused with a reason), %d training estimates (%d refused)", designs,
          collectives, refusals, trainings, trainingRefusals);
    QVERIFY(designs > 100);
    QVERIFY(trainings - trainingRefusals > 50); // the random settings are not all refused
}

SPINEL_QTEST_APPLESS_MAIN(TestFiniteFigures)
#include "tst_finitefigures.moc"
