#pragma once
// The cabling plan for the people who install the fabric: one row per physical cable with both
// ends' device and port, medium, part and length.

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

struct CableRun {
    std::string linkId;
    int indexInBundle = 0;  // 0..count-1
    std::string fromDevice; // device id
    std::string fromName;
    int fromPort = 0;
    std::string toDevice;
    std::string toName;
    int toPort = 0;
    double speedGbps = 0;
    Medium medium = Medium::Dac;
    double lengthM = 0;
    bool lengthAssumed = false;
    std::string cableId;         // catalog part
    std::string transceiverId;   // at the from end (catalog part; empty for DAC and AOC)
    std::string toTransceiverId; // at the to end: differs where the ends' cages take different modules
};

// The transceivers of a run as one field of the exports: "dr-400g", or "osfp-800g-dr4 / osfp-1.6t-dr8"
// when the ends differ (from end first; `reversed`: to end first, for exports that turn the cable).
std::string transceiverParts(const CableRun &run, bool reversed = false);

// A design with more cables than limits::kMaxCablesPerDesign (the loader refuses such files, but
// edits can build one): the plan would take more memory than the design suggests.
class CablingPlanTooLarge : public std::length_error {
public:
    using std::length_error::length_error;
};

// The cables of the design, counted before any work: what the plan's rows will be.
std::int64_t cableCount(const Design &design);

// Ports pinned in the design are used as given (a bundle pinned at port p takes p, p+1, ...);
// the rest are numbered from the lowest free port of each device, in link order, so the plan is
// deterministic and never puts two cables on one port. Streams: `visit` sees one cable at a time
// and the plan is never held whole. Throws CablingPlanTooLarge before doing any work.
void forEachCable(const Design &design, const Catalog &catalog, const std::function<void(const CableRun &)> &visit);

// The whole plan in memory, for small designs and tests.
std::vector<CableRun> cablingPlan(const Design &design, const Catalog &catalog);

} // namespace spinel
