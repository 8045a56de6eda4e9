// ASTRA-sim 2.0 inputs for the analytical network backend: network.yml (one dimension per level:
// the NVLink domain, then the scale-out fabric), system.json, remote_memory.json and a README
// with the command line. Bandwidth and latency are Spinel's own per-dimension figures from the
// fabric profile (model/timing/fabricprofile.h), so ASTRA-sim and Spinel start from one fabric.
// File format: astra-sim/inputs/network/analytical/*.yml and inputs/system/*.json (v2.0).
#include "export/exporters.h"

#include <algorithm>
#include <cstdio>

#include "timing/fabricprofile.h"
#include "timing/timingconstants.h"

namespace spinel::exporting {

namespace {

std::string number(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", value);
    std::string text = buffer;
    if (text.find_first_of(".e") == std::string::npos) text += ".0";
    return text;
}

} // namespace

AstraSimDimensions astraSimDimensions(const Design &design, const Catalog &catalog)
{
    const timing::FabricProfile profile = timing::buildFabricProfile(design, catalog);
    AstraSimDimensions result;
    if (profile.servers.empty()) return result;
    // The narrowest server bounds every collective, as in Spinel's timing model.
    const auto slowest = std::min_element(
        profile.servers.begin(), profile.servers.end(), [](const timing::ServerProfile &a, const timing::ServerProfile &b) {
            return a.gpus > 0 && b.gpus > 0 ? a.networkGbps / a.gpus < b.networkGbps / b.gpus : a.gpus > b.gpus;
        });
    const int gpus = std::max(1, slowest->gpus);
    result.gpusPerServer = gpus;
    result.servers = int(profile.servers.size());
    result.nvlinkGBps = slowest->nvlinkUsableGBps;
    // NCCL's NVLink hop latency for the Simple protocol, which carries the large messages of training.
    result.nvlinkLatencyNs = timing::kRingNvlinkHopUs[2] * 1000.0;
    // Network per GPU: the server's cabled NIC rate shared by its GPUs, less the transport's overhead.
    result.networkGBps = slowest->networkGbps / 8.0 / gpus * profile.transportEfficiency;
    // One way through the fabric: both adapters, the host stack, and the switches of the worst path
    // (leaf, then spine and back down, then core when there is one).
    double hopsUs = profile.leafHopUs;
    if (profile.spineHopUs > 0) hopsUs = 2 * profile.leafHopUs + profile.spineHopUs;
    if (profile.coreHopUs > 0) hopsUs = 2 * profile.leafHopUs + 2 * profile.spineHopUs + profile.coreHopUs;
    result.networkLatencyNs = (2 * slowest->nicLatencyUs + profile.transportStackUs + hopsUs) * 1000.0;
    return result;
}

void writeAstraSimNetwork(const Design &design, const Catalog &catalog, std::ostream &out)
{
    const AstraSimDimensions dims = astraSimDimensions(design, catalog);
    out << "# ASTRA-sim analytical network for \"" << design.settings.name << "\", written by Spinel.\n"
        << "# Dimension 1: the NVLink domain of a server (NCCL's usable NVLink rate per GPU);\n"
        << "# dimension 2: the scale-out fabric (NIC rate per GPU after transport overhead).\n"
        << "topology: [ Switch, Switch ]\n"
        << "npus_count: [ " << dims.gpusPerServer << ", " << dims.servers << " ]\n"
        << "bandwidth: [ " << number(dims.nvlinkGBps) << ", " << number(dims.networkGBps) << " ]  # GB/s\n"
        << "latency: [ " << number(dims.nvlinkLatencyNs) << ", " << number(dims.networkLatencyNs) << " ]  # ns\n";
}

void writeAstraSimSystem(std::ostream &out)
{
    // Ring inside the NVLink domain and across the fabric, as NCCL's ring algorithm does.
    out << "{\n"
           "  \"scheduling-policy\": \"LIFO\",\n"
           "  \"endpoint-delay\": 10,\n"
           "  \"active-chunks-per-dimension\": 1,\n"
           "  \"preferred-dataset-splits\": 4,\n"
           "  \"all-reduce-implementation\": [\"ring\", \"ring\"],\n"
           "  \"all-gather-implementation\": [\"ring\", \"ring\"],\n"
           "  \"reduce-scatter-implementation\": [\"ring\", \"ring\"],\n"
           "  \"all-to-all-implementation\": [\"direct\", \"direct\"],\n"
           "  \"collective-optimization\": \"localBWAware\",\n"
           "  \"local-reduction-delay\": 1\n"
           "}\n";
}

void writeAstraSimRemoteMemory(std::ostream &out)
{
    out << "{\n  \"memory-type\": \"NO_MEMORY_EXPANSION\"\n}\n";
}

void writeAstraSimReadme(const Design &design, std::ostream &out)
{
    out << "ASTRA-sim inputs for \"" << design.settings.name << "\", written by Spinel.\n\n"
        << "Run with a Chakra execution trace of your workload (one per NPU):\n\n"
        << "  AstraSim_Analytical_Congestion_Unaware \\\n"
        << "    --workload-configuration=WORKLOAD/workload \\\n"
        << "    --system-configuration=system.json \\\n"
        << "    --network-configuration=network.yml \\\n"
        << "    --remote-memory-configuration=remote_memory.json\n";
}

} // namespace spinel::exporting
