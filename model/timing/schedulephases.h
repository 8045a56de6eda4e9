#pragma once
// The phases of a collective's step view (collectiveschedule.h): which rank sends what to whom in
// each logical step of the algorithm the model chose. Internal to the timing model.

#include <functional>
#include <string>
#include <vector>

#include "timing/collectives.h"

namespace spinel::timing::schedule {

// One rank-to-rank send of a logical step.
struct RankSend {
    int from = 0;
    int to = 0;
    double bytes = 0;
    int viaSwitchRail = -1; // in-network reduction: towards the rail's aggregation switch
    int rail = -1;          // the NIC (rail) it leaves by; -1: spread over every rail
};

// A phase: `steps` logical steps of the same kind. `pattern(k)` gives step k's sends; `uniform`
// phases send the same pattern every step (rings), so a merged step needs only one of them.
struct Phase {
    std::string name;
    int steps = 0;
    double bytesPerRank = 0; // per logical step
    bool uniform = false;
    std::function<std::vector<RankSend>(int)> pattern;
};

struct Rank {
    int server = 0; // index in FabricProfile::servers
    int gpu = 0;
};

// Every phase of the algorithm the model chose, over `ranks` in rail order. S is the nccl-tests
// size (collectives.h). `notes` receives how the view simplifies the algorithm, if it does.
std::vector<Phase> phasesFor(const CollectiveResult &result, const std::vector<Rank> &ranks, int servers,
                             std::vector<Message> &notes);

} // namespace spinel::timing::schedule
