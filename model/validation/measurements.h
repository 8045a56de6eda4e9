#pragma once
// Published nccl-tests results that Spinel's timing model is checked against: one row per measured
// (system, servers, NICs, transport, collective, size) with its source. The table ships with Spinel
// (resources/measurements.json, compiled in) and is described in docs/reference/nccl-measurements.md.

#include <optional>
#include <string>
#include <vector>

#include "core/design.h"

namespace spinel {

struct MeasuredRow {
    std::string id;
    std::string system;
    std::string gpu;
    std::string serverModel; // catalog id; empty: no catalog server fits
    int gpusPerServer = 8;   // GPUs of each server in the run
    int servers = 1;
    std::optional<int> nicsPerServer; // scale-out NICs in use; empty: the server's default
    std::optional<double> nicGbps;    // per NIC port; empty: the server's default NIC
    std::optional<Transport> transport;
    std::string op;                  // allreduce, allgather, ... (timing::collectiveOpFromString)
    double bytes = 0;                // nccl-tests size column
    std::optional<double> busbwGBps; // bandwidth rows
    std::optional<double> timeUs;    // latency rows
    std::string algorithm;           // what the run used: ring, tree, nvls, nvlstree, collnet, pat, default
    std::string ncclVersion;         // e.g. "2.26.2"; empty when the source does not say
    std::string env;
    std::string source;     // URL
    bool anomalous = false; // its own authors or maintainers call it degraded: shown, not fitted
    std::string notes;
    bool isLatencyRow() const { return timeUs.has_value(); }
};

// Throws LoadError naming the file and JSON path.
std::vector<MeasuredRow> readMeasurements(const std::string &bytes, const std::string &fileName);

// The table compiled into Spinel from resources/measurements.json.
const std::vector<MeasuredRow> &builtinMeasurements();

} // namespace spinel
