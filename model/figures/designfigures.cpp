#include "figures/designfigures.h"

#include <algorithm>
#include <future>

#include "timing/fabricprofile.h"
#include "timing/patternbounds.h"
#include "timing/sweeps.h"

namespace spinel {

namespace {

using namespace spinel::timing;

ScalingPoint scalingPoint(const TrainingResult &result, int gpus)
{
    ScalingPoint point;
    point.gpus = gpus;
    point.ok = result.ok;
    point.error = result.error;
    if (!result.ok) return point;
    point.stepS = result.stepS;
    point.idealStepS = result.computeS;
    point.bubbleS = result.bubbleS;
    point.scalingEfficiency = result.scalingEfficiency;
    point.trainS = result.trainS;
    return point;
}

} // namespace

timing::FabricProfile firstServers(const timing::FabricProfile &whole, int gpus)
{
    FabricProfile part = whole;
    part.servers.clear();
    part.totalGpus = 0;
    part.maxGpusPerServer = 0;
    for (const ServerProfile &server : whole.servers) {
        if (part.totalGpus >= gpus) break;
        part.servers.push_back(server);
        part.totalGpus += server.gpus;
        part.maxGpusPerServer = std::max(part.maxGpusPerServer, server.gpus);
    }
    part.allGpus = analyseParticipants(part, part.totalGpus);
    return part;
}

const std::vector<CollectiveOp> &plottedCollectives()
{
    // Reduce and send/recv are left out: reduce draws on top of broadcast, send/recv is not a
    // collective people compare fabrics by.
    static const std::vector<CollectiveOp> ops{CollectiveOp::AllReduce, CollectiveOp::ReduceScatter, CollectiveOp::AllGather,
                                               CollectiveOp::Broadcast, CollectiveOp::AllToAll};
    return ops;
}

DesignFigures computeDesignFigures(const Design &design, const Catalog &catalog)
{
    // The two bills of materials cost as much as all the timing together (~12 ms each on 16,384
    // GPUs); they run on their own threads meanwhile. Both only read the design and catalog.
    auto networkBom = std::async(std::launch::async, [&] { return computeBom(design, catalog); });
    auto fullBom = std::async(std::launch::async, [&] {
        BomOptions withServers;
        withServers.includeServers = true;
        return computeBom(design, catalog, withServers);
    });
    DesignFigures figures;
    const FabricProfile profile = buildFabricProfile(design, catalog);
    figures.gpus = profile.totalGpus;
    figures.servers = int(profile.servers.size());
    figures.notes = profile.notes;

    const PatternBounds &all = profile.allGpus;
    if (all.ok && all.gpusPerServer > 0) {
        figures.nicLineRateGBps = all.serverNetworkGbps / all.gpusPerServer / 8.0;
        figures.nicSpeedGbps = all.nicSpeedGbps;
        figures.nvlinkGBps = all.nvlinkGBps; // usable: links x NCCL's per-link figure, where rings top out
    }

    if (profile.totalGpus > 0) {
        for (CollectiveOp op : plottedCollectives()) {
            CollectiveRequest request;
            request.op = op;
            figures.busBandwidth.push_back({op, sweepSizes(profile, request)});
        }
    }

    // Scaling: the design's own workload from one server to all GPUs. Counts the parallel
    // layout cannot use (fewer GPUs than tensor x pipeline x context) are left out rather than failed.
    const TrainingRequest request = trainingRequest(design.settings.training);
    const long long modelParallel = (long long)request.tensorParallel * request.pipelineParallel * request.contextParallel;
    for (int gpus : scalingGpuCounts(profile)) {
        if (modelParallel <= 0 || gpus % modelParallel != 0) continue;
        const TrainingResult result = gpus == profile.totalGpus ? estimateTraining(profile, request)
                                                                : estimateTraining(firstServers(profile, gpus), request);
        figures.scaling.push_back(scalingPoint(result, gpus));
    }
    figures.training = estimateTraining(profile, request);

    figures.bom = networkBom.get();
    figures.bomWithServers = fullBom.get();

    KeyFigures &key = figures.key;
    key.gpus = figures.gpus;
    key.trainingOk = figures.training.ok;
    if (figures.training.ok) {
        key.timeToTrainS = figures.training.trainS;
        key.stepS = figures.training.stepS;
        key.scalingEfficiency = figures.training.scalingEfficiency;
    }
    if (profile.totalGpus > 1) {
        CollectiveRequest allReduce;
        allReduce.op = CollectiveOp::AllReduce;
        allReduce.bytes = kKeyAllReduceBytes;
        const CollectiveResult result = timeCollective(profile, allReduce);
        if (result.ok) key.allReduceBusbwGBps = result.busbwGBps;
    }
    key.networkCostUsd = figures.bom.total.priceUsd;
    key.networkPowerW = figures.bom.total.powerW;
    key.networkCostPerGpuUsd = figures.gpus > 0 ? key.networkCostUsd / figures.gpus : 0;
    key.totalCostUsd = figures.bomWithServers.total.priceUsd;
    key.totalPowerW = figures.bomWithServers.total.powerW;
    return figures;
}

} // namespace spinel
