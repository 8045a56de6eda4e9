#pragma once
// Rules checks over a whole design: port budgets, speeds, oversubscription, bisection,
// connectivity, single points of failure, rails, hops and cable reach. Pure functions returning
// plain results; views and the CLI only display them.

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/designcounts.h"
#include "core/message.h"
#include "core/topology.h"

namespace spinel {

enum class Severity { Info, Warning, Error };
const char *toString(Severity severity);

// One problem or remark. `code` is stable (scripts and the GUI filter on it): port-budget,
// speed-mismatch, nic-count, oversubscription, disconnected, single-point-of-failure,
// rail-misaligned, cable-reach, port-conflict, domain-trays, domain-partition, domain-nics,
// plane-balance, nvlink-reach, hops (not computed), truncated.
struct Finding {
    Severity severity = Severity::Info;
    std::string code;
    std::string message;              // englishText(typed): what the CLI and the JSON outputs print
    Message typed;                    // the message's id and arguments, for the app to word in the user's language
    std::vector<std::string> objects; // ids of the devices and links involved
    friend bool operator==(const Finding &, const Finding &) = default;
};

// Ports in physical switch ports (a port broken out into 2 × 400G counts once).
struct SwitchLoad {
    std::string id;
    Tier tier = Tier::Leaf;
    int portsUsed = 0;
    int portsTotal = 0;
    int freePorts() const { return portsTotal - portsUsed; }
    double downlinkGbps = 0;                // towards servers / lower tiers
    double uplinkGbps = 0;                  // towards higher tiers
    std::optional<double> oversubscription; // down / up; empty without uplinks
};

struct TierLoad {
    Tier tier = Tier::Leaf;
    int switches = 0;
    long long portsUsed = 0;
    long long portsTotal = 0;
    double downlinkGbps = 0;
    double uplinkGbps = 0;
    std::optional<double> oversubscription; // empty for the top tier
};

enum class BisectionMethod { None, ClosedForm, MinCut };
const char *toString(BisectionMethod method);

// Hops (links) between two servers whose shortest path turns at `turn` (2 under one leaf,
// 4 through a spine, 6 through a core). Known for layered Clos fabrics.
struct TierHops {
    Tier turn = Tier::Leaf;
    int hops = 0;
};

struct FabricAnalysis {
    DesignCounts counts;
    std::vector<TierLoad> tiers;      // leaf, spine, core: the tiers present
    std::vector<SwitchLoad> switches; // in design order
    // Min cut between the two halves of the GPUs (servers in design order; see bisection.h),
    // and what a non-blocking fabric would carry across the same split.
    double bisectionGbps = 0;
    double fullBisectionGbps = 0;
    BisectionMethod bisectionMethod = BisectionMethod::None;
    int diameterHops = 0; // longest shortest path between connected servers; -1 unknown
    std::vector<TierHops> hopsByTier;
    int components = 0;            // connected parts holding at least one device
    long long gpusInFabric = 0;    // GPUs in the largest connected part
    long long gpusCutOff = 0;      // all other GPUs
    std::vector<Finding> findings; // errors first, then warnings, then info

    int count(Severity severity) const;
    double bisectionFraction() const { return fullBisectionGbps > 0 ? bisectionGbps / fullBisectionGbps : 0; }
};

// An unknown id in a what-if, or a design the analysis cannot take.
struct AnalysisError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

FabricAnalysis analyzeFabric(const Design &design, const Catalog &catalog);

// The design as a what-if sees it: the devices (and their links) and links named in `failedIds`
// removed. Throws AnalysisError for an id that is neither a device nor a link.
Design withoutFailed(const Design &design, const std::vector<std::string> &failedIds);

// The analysis of withoutFailed(design, failedIds).
FabricAnalysis analyzeFabric(const Design &design, const Catalog &catalog, const std::vector<std::string> &failedIds);

// Upper bound on findings of one code; the rest are summarised in one `truncated` finding.
inline constexpr int kMaxFindingsPerCode = 200;

} // namespace spinel
