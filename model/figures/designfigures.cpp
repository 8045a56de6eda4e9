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

// A job smaller than a rack-scale domain runs on its first trays: their GPUs on the rack's NVLink,
// and only their NICs (a domain of 72 GPUs is one timing node, so taking it whole would time an
// 8-GPU job on 72 GPUs and 72 NICs). Trays of unequal GPUs or ports are not cut: the whole domain.
ServerProfile firstTrays(const FabricProfile &whole, const ServerProfile &domain, int gpus)
{
    const int trays = int(domain.trays.size());
    if (gpus >= domain.gpus || trays < 2 || domain.gpus % trays != 0 || domain.portCount % trays != 0) return domain;
    const int gpusPerTray = domain.gpus / trays;
    const int kept = (gpus + gpusPerTray - 1) / gpusPerTray;
    ServerProfile part = domain;
    part.trays.resize(std::size_t(kept));
    part.gpus = kept * gpusPerTray;
    part.nicCount = domain.nicCount / trays * kept;
    part.portCount = domain.portCount / trays * kept; // mergeTrays lays ports out tray by tray
    part.networkGbps = part.slowestPortGbps = 0;
    for (int p = part.firstPort; p < part.firstPort + part.portCount; ++p) {
        const double rate = whole.ports[std::size_t(p)].rateGbps;
        part.networkGbps += rate;
        part.slowestPortGbps = p == part.firstPort ? rate : std::min(part.slowestPortGbps, rate);
    }
    return part;
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
        const ServerProfile &added = part.servers.emplace_back(firstTrays(whole, server, gpus - part.totalGpus));
        part.totalGpus += added.gpus;
        part.maxGpusPerServer = std::max(part.maxGpusPerServer, added.gpus);
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

DesignFigures computeDesignFigures(const Design &design, const Catalog &catalog, const StopRequest &stop)
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
    // Stopped: the figures so far, marked, without the bills of materials (their futures still
    // wait for them on the way out).
    const auto stopped = [&] { return figures.stopped = figures.stopped || stopRequested(stop); };
    const FabricProfile profile = buildFabricProfile(design, catalog);
    figures.gpus = profile.totalGpus;
    figures.servers = int(profile.servers.size());

    const PatternBounds &all = profile.allGpus;
    if (all.ok && all.gpusPerServer > 0) {
        figures.nicLineRateGBps = all.serverNetworkGbps / all.gpusPerServer / 8.0;
        figures.nicSpeedGbps = all.nicSpeedGbps;
        figures.nvlinkGBps = all.nvlinkGBps; // usable: links x NCCL's per-link figure, where rings top out
    }

    if (profile.totalGpus > 0) {
        for (CollectiveOp op : plottedCollectives()) {
            if (stopped()) return figures;
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
        if (stopped()) return figures;
        const TrainingResult result = gpus == profile.totalGpus ? estimateTraining(profile, request)
                                                                : estimateTraining(firstServers(profile, gpus), request);
        figures.scaling.push_back(scalingPoint(result, gpus));
    }
    if (stopped()) return figures;
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
