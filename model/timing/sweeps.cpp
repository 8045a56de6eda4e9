#include "timing/sweeps.h"

namespace spinel::timing {

const std::vector<double> &standardSizesBytes()
{
    static const std::vector<double> sizes = [] {
        std::vector<double> out;
        for (int power = 3; power <= 34; ++power) out.push_back(double(1ULL << power));
        return out;
    }();
    return sizes;
}

std::vector<CollectiveResult> sweepSizes(const FabricProfile &profile, const CollectiveRequest &request,
                                         const std::vector<double> &sizesBytes)
{
    const int gpus = request.gpus == 0 ? profile.totalGpus : request.gpus;
    const bool cached = gpus == profile.totalGpus && request.ranksPerServer == 0;
    const PatternBounds local = cached ? PatternBounds{} : analyseParticipants(profile, gpus, request.ranksPerServer);
    const PatternBounds &bounds = cached ? profile.allGpus : local;
    std::vector<CollectiveResult> results;
    results.reserve(sizesBytes.size());
    CollectiveRequest one = request;
    for (double bytes : sizesBytes) {
        one.bytes = bytes;
        results.push_back(timeCollective(profile, bounds, one));
    }
    return results;
}

std::vector<int> scalingGpuCounts(const FabricProfile &profile)
{
    std::vector<int> counts;
    if (profile.totalGpus <= 0) return counts;
    const int first = profile.servers.empty() ? profile.totalGpus : profile.servers.front().gpus;
    for (long long n = first; n < profile.totalGpus; n *= 2) counts.push_back(int(n));
    counts.push_back(profile.totalGpus);
    return counts;
}

std::vector<CollectiveResult> sweepGpus(const FabricProfile &profile, const CollectiveRequest &request,
                                        const std::vector<int> &gpuCounts)
{
    std::vector<CollectiveResult> results;
    results.reserve(gpuCounts.size());
    CollectiveRequest one = request;
    for (int gpus : gpuCounts) {
        one.gpus = gpus;
        results.push_back(timeCollective(profile, one));
    }
    return results;
}

} // namespace spinel::timing
