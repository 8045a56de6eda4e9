#include "validation/accuracy.h"

#include <cmath>
#include <cstdio>

#include "generate/generators.h"
#include "timing/collectives.h"

namespace spinel {
namespace {

using timing::Algorithm;

// The catalog's NIC and switch for a rate and transport (the parts these systems ship with).
std::string nicFor(double gbps)
{
    return gbps <= 100 ? "cx5-100g" : gbps <= 200 ? "cx6-200g" : gbps <= 400 ? "cx7-400g" : "cx8-800g";
}

std::string switchFor(double gbps, Transport transport)
{
    if (transport != Transport::InfiniBand) return gbps <= 100 ? "eth-32x100g" : "sn5600";
    return gbps <= 100 ? "sb7800" : gbps <= 200 ? "qm8700" : gbps <= 400 ? "qm9700" : "q3400";
}

// A run that forced its algorithm: NCCL_ALGO, or NVLS switched off with the algorithm it then ran.
std::optional<Algorithm> forcedAlgorithm(const MeasuredRow &row)
{
    const bool forced = row.env.find("NCCL_ALGO=") != std::string::npos || row.env.find("NCCL_NVLS_ENABLE=0") != std::string::npos;
    if (!forced || row.algorithm == "default") return std::nullopt;
    if (row.algorithm == "collnet")
        return row.env.find("COLLNETCHAIN") != std::string::npos ? Algorithm::InNetworkChain : Algorithm::InNetwork;
    return timing::algorithmFromString(row.algorithm);
}

// NCCL_PROTO=X in the run's environment.
std::optional<timing::Protocol> forcedProtocol(const MeasuredRow &row)
{
    const auto at = row.env.find("NCCL_PROTO=");
    if (at == std::string::npos) return std::nullopt;
    const auto start = at + 11;
    return timing::protocolFromString(row.env.substr(start, row.env.find(' ', start) - start));
}

// NCCL_LL128_C2C in effect for the run: set to 0 in its environment, or an NCCL before 2.27, which
// had no P2C path type (a GPU reaching a CPU-attached NIC over NVLink-C2C was PHB, too far for LL128).
// An unknown version is taken as the release Spinel models.
bool ll128OverC2c(const MeasuredRow &row)
{
    if (row.env.find("NCCL_LL128_C2C=0") != std::string::npos) return false;
    int major = 0, minor = 0;
    if (std::sscanf(row.ncclVersion.c_str(), "%d.%d", &major, &minor) != 2) return true;
    return major > 2 || (major == 2 && minor >= 27);
}

// An integer NCCL setting in the run's environment, e.g. NCCL_MIN_NCHANNELS=32.
std::optional<int> envInteger(const MeasuredRow &row, const char *key)
{
    const auto at = row.env.find(key);
    if (at == std::string::npos) return std::nullopt;
    try {
        return std::stoi(row.env.substr(at + std::string(key).size()));
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

// A row on a rack-scale NVLink domain (catalog rack, e.g. gb200-nvl72): its GPUs as compute trays,
// `servers` domains of `gpusPerServer` GPUs each (a whole rack, or the few trays a run used).
struct RackLayout {
    const RackSpec *rack = nullptr;
    int trayGpus = 0;
    int traysPerDomain = 0;
};

RackLayout rackLayout(const MeasuredRow &row, const Catalog &catalog)
{
    RackLayout layout;
    layout.rack = catalog.rackSpec(row.serverModel);
    const ServerSpec *tray = layout.rack ? catalog.serverSpec(layout.rack->computeTray) : nullptr;
    if (!tray || tray->gpus <= 0) return {};
    layout.trayGpus = tray->gpus;
    layout.traysPerDomain = (row.gpusPerServer + tray->gpus - 1) / tray->gpus;
    return layout;
}

Design designFor(const MeasuredRow &row, const Catalog &catalog)
{
    const RackLayout layout = rackLayout(row, catalog);
    const std::string serverModel = layout.rack ? layout.rack->computeTray : row.serverModel;
    const int servers = layout.rack ? row.servers * layout.traysPerDomain : row.servers;
    GeneratorParams params{{"server", serverModel}, {"servers", std::to_string(servers)}};
    const Transport transport = row.transport.value_or(Transport::InfiniBand);
    const ServerSpec *server = catalog.serverSpec(serverModel);
    const NicSpec *defaultNic = server ? catalog.nicSpec(server->defaultNic) : nullptr;
    const double nicGbps = row.nicGbps.value_or(defaultNic ? defaultNic->speedGbps : 400);
    if (row.nicGbps) params["nic"] = nicFor(nicGbps);
    // A rack row counts NICs per domain; the generator wants them per tray.
    if (row.nicsPerServer)
        params["nics-per-server"] = std::to_string(layout.rack ? std::max(1, *row.nicsPerServer / layout.traysPerDomain)
                                                               : *row.nicsPerServer);
    params["switch"] = switchFor(nicGbps, transport);
    params["transport"] = toString(transport);
    // A server with more rail NICs than one switch tier takes is split into planes, as the
    // generator itself suggests.
    Design design;
    for (int planes = 1;; planes *= 2) {
        if (planes > 1) params["planes"] = std::to_string(planes);
        try {
            design = generateFabric("leaf-spine", params, catalog);
            break;
        } catch (const GeneratorError &) {
            if (planes >= 8) throw;
        }
    }
    // The trays of each domain, in design order, joined by the rack's NVLink switch trays.
    if (layout.rack) {
        ScaleUpDomain domain;
        int index = 0;
        for (const Device &device : design.devices) {
            if (!device.isServer()) continue;
            domain.members.push_back(device.id);
            if (int(domain.members.size()) == layout.traysPerDomain) {
                domain.id = "rack-" + std::to_string(++index);
                domain.name = domain.id;
                domain.model = row.serverModel;
                design.domains.push_back(domain);
                domain.members.clear();
            }
        }
    }
    // CollNet runs (NCCL_COLLNET_ENABLE=1 with the SHARP plugin) are designs that enable it.
    design.settings.inNetworkReduction = row.env.find("NCCL_COLLNET_ENABLE=1") != std::string::npos;
    return design;
}

} // namespace

bool AccuracyResult::within() const
{
    return modelled && std::abs(ratio - 1) <= (row.isLatencyRow() ? kLatencyTolerance : kBandwidthTolerance);
}

AccuracyResult predictMeasurement(const MeasuredRow &row, const Catalog &catalog)
{
    AccuracyResult result;
    result.row = row;
    result.measured = row.isLatencyRow() ? *row.timeUs : row.busbwGBps.value_or(0);
    const RackLayout layout = rackLayout(row, catalog);
    const ServerSpec *server = catalog.serverSpec(layout.rack ? layout.rack->computeTray : row.serverModel);
    const auto op = timing::collectiveOpFromString(row.op);
    if (!server) {
        result.whyNot = "no catalog server for " + row.gpu;
        return result;
    }
    if (!op) {
        result.whyNot = "unknown collective " + row.op;
        return result;
    }
    try {
        const Design design = designFor(row, catalog);
        const timing::FabricProfile profile = timing::buildFabricProfile(design, catalog);
        timing::CollectiveRequest request;
        request.op = *op;
        request.bytes = row.bytes;
        request.gpus = row.gpusPerServer * row.servers;
        // A run on part of each server: those GPUs alone, with the server's NICs to themselves.
        const int domainGpus = layout.rack ? layout.traysPerDomain * layout.trayGpus : server->gpus;
        if (row.servers > 1 && row.gpusPerServer < domainGpus)
            request.ranksPerServer = row.gpusPerServer, request.exclusive = true;
        const auto forced = forcedAlgorithm(row);
        if (forced) request.algorithm = *forced;
        request.protocol = forcedProtocol(row);
        request.nvlsEnabled = row.env.find("NCCL_NVLS_ENABLE=0") == std::string::npos;
        request.ll128OverC2c = ll128OverC2c(row);
        request.minChannels = envInteger(row, "NCCL_MIN_NCHANNELS=").value_or(envInteger(row, "NCCL_MIN_CTAS=").value_or(0));
        result.forced = forced.has_value() || request.protocol.has_value();
        const timing::CollectiveResult r = timing::timeCollective(profile, request);
        if (!r.ok) {
            result.whyNot = r.error;
            return result;
        }
        result.modelled = true;
        result.predicted = row.isLatencyRow() ? r.timeUs : r.busbwGBps;
        result.ratio = result.measured > 0 ? result.predicted / result.measured : 0;
        result.chosen = std::string(timing::toString(r.algorithm)) + "/" + timing::toString(r.protocol);
    } catch (const std::exception &error) {
        result.whyNot = error.what();
    }
    return result;
}

std::vector<AccuracyResult> predictMeasurements(const std::vector<MeasuredRow> &rows, const Catalog &catalog)
{
    std::vector<AccuracyResult> results;
    results.reserve(rows.size());
    for (const MeasuredRow &row : rows) results.push_back(predictMeasurement(row, catalog));
    return results;
}

AccuracySummary summariseAccuracy(const std::vector<AccuracyResult> &results)
{
    AccuracySummary s;
    double logSum = 0;
    int counted = 0;
    for (const AccuracyResult &r : results) {
        if (r.row.anomalous) {
            ++s.anomalous;
            continue;
        }
        if (!r.outOfScope.empty()) {
            ++s.outOfScope;
            continue;
        }
        if (!r.modelled || !(r.ratio > 0)) {
            ++s.notModelled;
            continue;
        }
        (r.row.isLatencyRow() ? s.latencyRows : s.bandwidthRows) += 1;
        if (r.within()) (r.row.isLatencyRow() ? s.latencyWithin : s.bandwidthWithin) += 1;
        logSum += std::abs(std::log(r.ratio));
        ++counted;
    }
    s.geometricMeanErrorPct = counted ? 100 * (std::exp(logSum / counted) - 1) : 0;
    return s;
}

std::string accuracyTable(const std::vector<AccuracyResult> &results)
{
    std::string text;
    char line[768];
    std::snprintf(line, sizeof line, "%-44s %5s %4s %-13s %12s %10s %10s %8s  %-22s %s\n", "row", "GPUs", "srv", "op", "bytes",
                  "measured", "predicted", "error", "spinel (NCCL's choice)", "measured with");
    text += line;
    for (const AccuracyResult &r : results) {
        const char *unit = r.row.isLatencyRow() ? "us" : "";
        const std::string scope = r.outOfScope.empty() ? std::string() : " not counted: " + r.outOfScope;
        const char *flag = r.row.anomalous             ? " anomalous, not counted"
                           : !scope.empty()            ? scope.c_str()
                           : r.modelled && !r.within() ? " MISS"
                                                       : "";
        if (!r.modelled)
            std::snprintf(line, sizeof line, "%-44s %5d %4d %-13s %12.0f %8.2f%-2s %10s %8s  not modelled: %s%s\n",
                          r.row.id.c_str(), r.row.gpusPerServer * r.row.servers, r.row.servers, r.row.op.c_str(), r.row.bytes,
                          r.measured, unit, "-", "-", r.whyNot.c_str(), flag);
        else
            std::snprintf(line, sizeof line, "%-44s %5d %4d %-13s %12.0f %8.2f%-2s %10.2f %+7.1f%%  %-22s %s%s%s\n",
                          r.row.id.c_str(), r.row.gpusPerServer * r.row.servers, r.row.servers, r.row.op.c_str(), r.row.bytes,
                          r.measured, unit, r.predicted, 100 * (r.ratio - 1), r.chosen.c_str(), r.row.algorithm.c_str(),
                          r.forced ? " (forced)" : "", flag);
        text += line;
    }
    const AccuracySummary s = summariseAccuracy(results);
    std::snprintf(line, sizeof line,
                  "bandwidth rows within +-15%%: %d of %d; latency rows within +-50%%: %d of %d; geometric-mean error "
                  "%.1f%%; shown, not counted: %d anomalous, %d out of scope, %d not modelled\n",
                  s.bandwidthWithin, s.bandwidthRows, s.latencyWithin, s.latencyRows, s.geometricMeanErrorPct, s.anomalous,
                  s.outOfScope, s.notModelled);
    text += line;
    return text;
}

} // namespace spinel
