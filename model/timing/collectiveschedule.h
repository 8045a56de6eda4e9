#pragma once
// The step-by-step schedule of one collective on the drawn fabric, for the canvas animation and
// `spinel-cli animate`: which rank sends how many bytes to which rank in each step, over which
// links, how loaded each link is and when the step starts and ends. The algorithm is the one the
// timing model uses (auto: NCCL's choice) and the step times add up to the model's time.
// A pure function of the design; see collectiveschedule.cpp for each algorithm's steps.

#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "timing/collectives.h"

namespace spinel::timing {

// One transfer of a step: rank to rank (or server to server when aggregated), with its path.
struct ScheduleTransfer {
    int fromServer = -1; // index in FabricProfile::servers (rail order)
    int toServer = -1;
    int fromGpu = -1; // GPU on its server; -1: the server as a whole (aggregated)
    int toGpu = -1;
    int viaSwitch = -1; // in-network reduction: the switch (device index) that reduces
    double bytes = 0;
    bool nvlink = false;    // inside a server: over NVLink, no fabric link
    std::vector<int> links; // link indices in design.links, in order from source to destination
};

// The bytes one link carries in a step and its utilisation over the step's duration (0..1).
struct ScheduleLinkLoad {
    int link = -1;
    double bytes = 0;
    double utilisation = 0;
};

struct ScheduleStep {
    std::string phase;       // "reduce-scatter", "all-gather", "up", "down", "nvlink", "rail", ...
    int logicalSteps = 1;    // the algorithm's steps this one stands for (more than 1: aggregated)
    double bytesPerRank = 0; // what each rank sends in this step (all its logical steps)
    double startUs = 0, endUs = 0;
    std::vector<ScheduleTransfer> transfers;
    int transfersOmitted = 0;                // beyond ScheduleLimits::maxTransfersPerStep (link loads stay complete)
    std::vector<ScheduleLinkLoad> linkLoads; // every link carrying bytes, by link index
    int bottleneckLink = -1;                 // the link with the highest utilisation; -1: none (NVLink only)
    double bytesMoved = 0;                   // over every transfer of the step
};

struct CollectiveSchedule {
    bool ok = false;
    std::string error;
    CollectiveResult result; // the model's timing of the request
    int ranks = 0;
    int servers = 0;
    std::vector<int> serverDevices; // per server index of the transfers: its index in design.devices
    int logicalSteps = 0;           // the algorithm's own step count (sum over steps)
    bool aggregated = false;        // steps or transfers merged to stay small
    std::vector<ScheduleStep> steps;
    double totalBytesMoved = 0;
    // How the step view simplifies the algorithm (schedule.* messages, model/timing/timingmessages.cpp).
    std::vector<Message> notes;
};

// Keeps a schedule small on thousands of GPUs: beyond maxSteps consecutive steps of one phase
// merge; beyond maxTransfersPerStep transfers are merged per server pair, then cut (link loads stay).
struct ScheduleLimits {
    int maxSteps = 64;
    int maxTransfersPerStep = 512;
};

CollectiveSchedule buildCollectiveSchedule(const Design &design, const Catalog &catalog, const CollectiveRequest &request,
                                           const ScheduleLimits &limits = {});

// The bytes moved by the steps before `step` plus `fraction` (0..1) of that step.
double bytesMovedBefore(const CollectiveSchedule &schedule, int step, double fraction = 0);
// The step running at `timeUs` (the last one at or after the end).
int stepAtTime(const CollectiveSchedule &schedule, double timeUs);

} // namespace spinel::timing
