#include "timing/sweeps.h"

#include <algorithm>

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
    // A rack-scale NVLink domain starts at one tray and doubles up to the whole domain, so the curve
    // shows the knee where the job leaves NVLink for the NICs.
    if (!profile.servers.empty() && !profile.servers.front().trays.empty()) {
        const int tray = std::max(1, first / int(profile.servers.front().trays.size()));
        for (long long n = tray; n < first && n < profile.totalGpus; n *= 2) counts.push_back(int(n));
    }
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
