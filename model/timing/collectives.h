#pragma once
// Collective timing: how long an NCCL-style collective takes on a design, at what algbw and busbw
// (nccl-tests definitions, decimal GB/s), with which algorithm and protocol, limited by what.
// A pure function of a FabricProfile; see model/timing/MODEL.md for every formula.

#include <optional>
#include <string>
#include <vector>

#include "core/message.h"
#include "timing/fabricprofile.h"
#include "timing/patternbounds.h"
#include "timing/timingconstants.h"

namespace spinel::timing {

enum class CollectiveOp { AllReduce, ReduceScatter, AllGather, Broadcast, Reduce, AllToAll, SendRecv };
inline constexpr CollectiveOp kAllCollectiveOps[] = {
    CollectiveOp::AllReduce, CollectiveOp::ReduceScatter, CollectiveOp::AllGather, CollectiveOp::Broadcast,
    CollectiveOp::Reduce,    CollectiveOp::AllToAll,      CollectiveOp::SendRecv};

// Auto: what NCCL itself would run: its enablement rules and its tuning model pick the (algorithm,
// protocol) pair (nccltuner.h); the time reported is Spinel's physical time of that pair.
// Nvls is NVLink SHARP inside one server, NvlsTree NCCL's NVLS_TREE across servers (NVLS inside,
// a tree between), InNetwork NCCL's CollNet Direct and InNetworkChain its CollNet Chain (SHARP in the
// switches: they need the SHARP plugin and NCCL_COLLNET_ENABLE=1, so only where the design enables
// it; Direct needs an NVSwitch in the server), Pat NCCL's PAT all-gather and
// reduce-scatter for one GPU per server. Hierarchical (NVLink reduce-scatter, per-rail ring, NVLink
// all-gather; Horovod-style) is not an NCCL algorithm, so auto never picks it; ask for it to compare.
// Pairwise is the point-to-point schedule of all-to-all and send/recv; broadcast and reduce run as a
// pipelined chain along the ring.
enum class Algorithm { Auto, Ring, Tree, Hierarchical, Nvls, NvlsTree, InNetwork, InNetworkChain, Pat, Pairwise };
inline constexpr Algorithm kAllAlgorithms[] = {
    Algorithm::Auto,     Algorithm::Ring,      Algorithm::Tree,           Algorithm::Hierarchical, Algorithm::Nvls,
    Algorithm::NvlsTree, Algorithm::InNetwork, Algorithm::InNetworkChain, Algorithm::Pat,          Algorithm::Pairwise};

enum class BottleneckKind {
    None,         // a single GPU: nothing to move
    Latency,      // the latency term is larger than the bandwidth term
    NvLink,       // per-GPU NVLink
    NvlsSwitch,   // NVLink SHARP inside the NVSwitch
    Nic,          // the servers' NICs
    ServerLink,   // a server link slower than its NIC
    LeafUplinks,  // oversubscribed leaf uplinks
    SpineUplinks, // oversubscribed pod (spine) uplinks
    ProtocolCap,  // NCCL's own bandwidth cap for the protocol (LL, LL128) or per channel
};

struct Bottleneck {
    BottleneckKind kind = BottleneckKind::None;
    double ratio = 1;     // LeafUplinks, SpineUplinks: the switch's downlink:uplink ratio
    double speedGbps = 0; // Nic, ServerLink: the port speed; ServerLink also has nicGbps
    double nicGbps = 0;
    std::string text; // "leaf uplinks at 3:1", "NIC 400G", "NVLink", "latency"
};

struct CollectiveRequest {
    CollectiveOp op = CollectiveOp::AllReduce;
    double bytes = 0;        // nccl-tests size: whole buffer; all-gather/reduce-scatter/all-to-all:
                             // count x type size x ranks; send/recv: bytes each rank sends
    int gpus = 0;            // 0: every GPU of the design
    int ranksPerServer = 0;  // 0: packed (first GPUs in rail order); >0: strided group
    bool exclusive = false;  // strided: the servers' other GPUs are idle, so the group has the NICs
    int minChannels = 0;     // NCCL_MIN_NCHANNELS / NCCL_MIN_CTAS; 0: NCCL's own channel count
    bool nvlsEnabled = true; // false: NCCL_NVLS_ENABLE=0, so NCCL's choice has no NVLS or NVLS_TREE
    // NCCL_LL128_C2C (1 since NCCL 2.27): LL128 across servers whose GPUs reach their NICs through
    // the CPU over NVLink-C2C (GB200). False: NCCL before 2.27, where that path is PHB, or the
    // variable set to 0; then NCCL runs no LL128 between such servers.
    bool ll128OverC2c = true;
    Algorithm algorithm = Algorithm::Auto;
    std::optional<Protocol> protocol; // force one protocol
};

struct CollectiveResult {
    bool ok = false;
    std::string error; // why not ok: bad request, algorithm not applicable, no path
    CollectiveOp op = CollectiveOp::AllReduce;
    double bytes = 0;
    int gpus = 0;
    int servers = 0;
    Algorithm algorithm = Algorithm::Auto; // the one used (never Auto in a result)
    Protocol protocol = Protocol::Simple;
    double timeUs = 0;
    double latencyUs = 0; // the alpha part
    // Of NCCL's latency, what a ring's streaming steps hide behind the transfer (LL, LL128 rings:
    // algorithmcosts.cpp ringExposedLatencyUs); latencyUs is what is left.
    double latencyHiddenUs = 0;
    // Of latencyUs: across servers, what NCCL's proxy threads' network posts add to a ring's steps
    // beyond their hops and bytes (ringsteps.cpp ringProxyPostsPerLoopUs).
    double proxyPostsUs = 0;
    double bandwidthUs = 0;    // the bytes / bandwidth part
    double pipelineFillUs = 0; // of bandwidthUs: NVLS's or the tree's chunk pipeline filling (not in NCCL's tuner)
    // Share of NCCL's runtime channels the operation runs on: NCCL trims small ring and tree operations
    // to fewer channels after it has chosen the pair (enqueue.cc:2092-2098), so below 1 its choice did
    // not see this cost and a larger size may run a quicker pair.
    double channelShare = 1;
    double algbwGBps = 0; // bytes / time
    double busbwGBps = 0; // algbw x the nccl-tests factor
    double limitGBps = 0; // bus bandwidth the binding resource allows (busbw units)
    Bottleneck bottleneck;
    // A forced algorithm NCCL would not run here, or whose physical bound real runs do not reach
    // (a tree on exactly two servers moves each byte over the network once): the time is a bound.
    bool upperBound = false;
    // Why the result is a bound, what it needs (CollNet: the SHARP plugin), or where NCCL's tuner
    // misses a faster algorithm (model/timing/timingmessages.cpp).
    std::optional<Message> note;
    Algorithm ncclAlgorithm = Algorithm::Auto; // what NCCL's own choice would be (Auto: not computed)
    Protocol ncclProtocol = Protocol::Simple;
};

// The nccl-tests bus-bandwidth factor for `ranks` ranks.
double busBandwidthFactor(CollectiveOp op, int ranks);

// Costs one request. When `bounds` is given it must come from analyseParticipants() for the same
// gpus and ranksPerServer (sweeps share it across sizes).
CollectiveResult timeCollective(const FabricProfile &profile, const CollectiveRequest &request);
CollectiveResult timeCollective(const FabricProfile &profile, const PatternBounds &bounds, const CollectiveRequest &request);

// Every applicable (algorithm, protocol) candidate, fastest first; for explanations.
std::vector<CollectiveResult> collectiveCandidates(const FabricProfile &profile, const CollectiveRequest &request);

// Names used in files, JSON and on the command line.
const char *toString(CollectiveOp op);
const char *toString(Algorithm algorithm);
const char *toString(Protocol protocol);
const char *toString(BottleneckKind kind);
std::optional<CollectiveOp> collectiveOpFromString(const std::string &text);
std::optional<Algorithm> algorithmFromString(const std::string &text);
std::optional<Protocol> protocolFromString(const std::string &text);

} // namespace spinel::timing
