#pragma once
// The design: plain data that every analysis, file format and view works from.

#include <map>
#include <optional>
#include <string>
#include <vector>

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
    std::string id;          // unique, stable across edits and saves
    std::string name;        // display name
    std::string model;       // catalog id
    DeviceKind kind = DeviceKind::Server;
    SwitchRole role = SwitchRole::Leaf;  // meaningful for switches only
    Point position;          // scene units
    std::string group;       // rack / scalable unit label, may be empty
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
struct TrainingSettings {
    double parameters = 70e9;
    double gradientBytes = 2;        // bf16
    int tensorParallel = 8;          // inside a server's NVLink domain
    int pipelineParallel = 1;
    double tokensPerStep = 4194304;  // global batch (4M tokens)
    double mfu = 0.4;
    double overlap = 0.5;            // share of communication hidden behind compute
    double trainTokens = 2e12;
    bool shardedDataParallel = false;  // ZeRO/FSDP: reduce-scatter + all-gather
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
    std::map<std::string, double> priceOverridesUsd;  // catalog id -> unit price
    friend bool operator==(const DesignSettings &, const DesignSettings &) = default;
};

struct Design {
    DesignSettings settings;
    std::vector<Device> devices;  // order is the file order and the display order
    std::vector<Link> links;

    const Device *findDevice(const std::string &id) const;
    Device *findDevice(const std::string &id);
    const Link *findLink(const std::string &id) const;
    Link *findLink(const std::string &id);
    friend bool operator==(const Design &, const Design &) = default;
};

// Stable names used in files and on the command line.
const char *toString(DeviceKind kind);
const char *toString(SwitchRole role);
const char *toString(Medium medium);
const char *toString(Transport transport);
std::optional<DeviceKind> deviceKindFromString(const std::string &text);
std::optional<SwitchRole> switchRoleFromString(const std::string &text);
std::optional<Medium> mediumFromString(const std::string &text);
std::optional<Transport> transportFromString(const std::string &text);

// An id not yet used by any device or link, of the form prefix-N.
std::string uniqueId(const Design &design, const std::string &prefix);

} // namespace spinel
