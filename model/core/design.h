#pragma once
// The design: plain data that every analysis, file format and view works from.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/scenario.h"

namespace spinel {

enum class DeviceKind { Switch, Server };
enum class SwitchRole { Leaf, Spine, Core };
enum class Medium { Dac, Aoc, Multimode, Singlemode };
enum class Transport { InfiniBand, Roce, Tcp };

struct Point {
    double x = 0.0;
    double y = 0.0;
    friend bool operator==(const Point &, const Point &) = default;
};

struct Device {
    std::string id;    // unique, stable across edits and saves
    std::string name;  // display name
    std::string model; // catalog id
    DeviceKind kind = DeviceKind::Server;
    SwitchRole role = SwitchRole::Leaf; // meaningful for switches only
    Point position;                     // scene units
    std::string group;                  // rack / scalable unit label, may be empty
    // Servers only: override the catalog model's default NICs.
    std::optional<std::string> nicModel;
    std::optional<int> nicCount;

    bool isSwitch() const { return kind == DeviceKind::Switch; }
    bool isServer() const { return kind == DeviceKind::Server; }
    friend bool operator==(const Device &, const Device &) = default;
};

struct Endpoint {
    std::string device;      // device id
    std::optional<int> port; // port index on that device, if the user pinned it
    friend bool operator==(const Endpoint &, const Endpoint &) = default;
};

// A bundle of `count` parallel cables, each at `speedGbps` per cable.
struct Link {
    std::string id;
    Endpoint from;
    Endpoint to;
    double speedGbps = 400.0;
    int count = 1;
    Medium medium = Medium::Dac;
    std::optional<double> lengthM;

    double bandwidthGbps() const { return speedGbps * count; }
    friend bool operator==(const Link &, const Link &) = default;
};

// The workload the design is sized for; drives the scaling and time-to-train views.
// Activation recomputation (Korthikanti et al. 2022, arXiv 2205.05198): none keeps every
// activation; selective recomputes the attention core (softmax, QK^T, AV); full re-runs each
// layer's forward pass during the backward pass.
enum class Recompute { None, Selective, Full };

// Share of each kind of communication the framework hides behind compute, 0..1.
struct TrainingOverlap {
    double tensorParallel = 0;    // sits on the critical path of every layer in Megatron-LM
    double contextParallel = 0.5; // ring attention sends the next K, V block while computing this one
    double expertParallel = 0;    // dispatch/combine wait for the router (DeepSeek's DualPipe hides them: 1)
    double pipeline = 0;          // activations between stages
    double dataParallel = 0.5;    // gradient buckets reduced during the backward pass
    friend bool operator==(const TrainingOverlap &, const TrainingOverlap &) = default;
};

struct TrainingSettings {
    double parameters = 70e9;    // total, every expert included
    double activeParameters = 0; // per token (mixture of experts); 0: derived from experts and top-k
    double gradientBytes = 2;    // bf16
    int tensorParallel = 8;      // inside a server's NVLink domain
    int pipelineParallel = 1;
    int contextParallel = 1;   // sequence split across GPUs (ring attention)
    int expertParallel = 1;    // experts spread over this many data-parallel ranks
    int virtualStages = 1;     // interleaved 1F1B: model chunks per pipeline stage
    int microBatchSize = 1;    // sequences per micro-batch
    int sequenceLength = 4096; // tokens per sequence
    int layers = 0;            // 0: derived from the parameter count
    int hidden = 0;            // 0: derived from the parameter count
    int experts = 1;           // 1: a dense model
    int topK = 1;              // experts each token is routed to
    Recompute recompute = Recompute::None;
    int zeroStage = 0;              // 0: all-reduce; 1-2: reduce-scatter + all-gather; 3: + parameter all-gathers
    double tokensPerStep = 4194304; // global batch (4M tokens)
    double kernelEfficiency = 0.6;  // share of peak the matmuls reach; MFU is a result
    TrainingOverlap overlap;
    double trainTokens = 2e12;
    friend bool operator==(const TrainingSettings &, const TrainingSettings &) = default;
};

struct DesignSettings {
    std::string name;
    std::string description;
    Transport transport = Transport::InfiniBand;
    double targetOversubscription = 1.0;
    // Use the switches' in-network reduction (SHARP) where they have it; off models a fabric
    // where it is not enabled (it needs the SHARP plugin and a subnet-manager setting).
    bool inNetworkReduction = false;
    TrainingSettings training;
    std::map<std::string, double> priceOverridesUsd; // catalog id -> unit price
    friend bool operator==(const DesignSettings &, const DesignSettings &) = default;
};

// A scale-up domain: servers (compute trays) whose GPUs share one NVLink switch fabric, such as the
// 18 compute trays of a GB300 NVL72 rack joined by its 9 NVLink switch trays. A server outside every
// domain is a domain of its own GPUs (an HGX server: 8). The domain may be split into NVLink
// partitions (NVL36, NVL8): GPUs of different partitions talk over the scale-out NICs.
struct ScaleUpDomain {
    std::string id;                   // unique among devices, links and domains
    std::string name;                 // display name (the rack label)
    std::string model;                // catalog rack id (gb300-nvl72); empty: a custom group
    std::vector<std::string> members; // server ids in tray order; a server is in at most one domain
    int partitionGpus = 0;            // GPUs per NVLink partition; 0: the whole domain is one
    friend bool operator==(const ScaleUpDomain &, const ScaleUpDomain &) = default;
};

struct Design {
    DesignSettings settings;
    std::vector<Device> devices; // order is the file order and the display order
    std::vector<Link> links;
    std::vector<ScaleUpDomain> domains;    // multi-server NVLink domains (format version 2)
    std::vector<PinnedScenario> scenarios; // the Compare dock's pinned scenarios, in pin order

    const Device *findDevice(const std::string &id) const;
    Device *findDevice(const std::string &id);
    const Link *findLink(const std::string &id) const;
    Link *findLink(const std::string &id);
    const ScaleUpDomain *findDomain(const std::string &id) const;
    ScaleUpDomain *findDomain(const std::string &id);
    friend bool operator==(const Design &, const Design &) = default;
};

// Stable names used in files and on the command line.
const char *toString(DeviceKind kind);
const char *toString(SwitchRole role);
const char *toString(Medium medium);
const char *toString(Transport transport);
const char *toString(Recompute recompute);
std::optional<DeviceKind> deviceKindFromString(const std::string &text);
std::optional<SwitchRole> switchRoleFromString(const std::string &text);
std::optional<Medium> mediumFromString(const std::string &text);
std::optional<Transport> transportFromString(const std::string &text);
std::optional<Recompute> recomputeFromString(const std::string &text);

// An id not yet used by any device or link, of the form prefix-N.
std::string uniqueId(const Design &design, const std::string &prefix);

} // namespace spinel
