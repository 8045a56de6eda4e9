#pragma once
// NVLink domains as they are in effect: the design's scale-up domains split into their partitions,
// and every server outside a domain as a domain of its own GPUs. What the timing model calls a
// node, what `counts.domains` counts, and what the rules check a rack against.

#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

// Index of the ScaleUpDomain each device belongs to (-1: none), parallel to design.devices.
// Members that name no device or a switch are skipped (the rules report them).
std::vector<int> domainOfDevices(const Design &design);

// One NVLink domain in effect (a partition of a rack, or one stand-alone server).
struct NvlinkDomain {
    int domain = -1;             // index into design.domains; -1: a stand-alone server
    int partition = 0;           // partition index inside that domain
    std::vector<int> servers;    // indices into design.devices, tray order
    int gpus = 0;                // GPUs of these servers
    double nvlinkGBpsPerGpu = 0; // per GPU, per direction, nominal: the rack's, else the server's
    int nvlinkLinksPerGpu = 0;
    bool nvls = false;      // NVLink SHARP across the domain
    bool multiNode = false; // spans more than one server (MNNVL)
};

// Every NVLink domain in effect, in design order of their first server. A rack with
// partitionGpus p splits its trays, in member order, into groups holding p GPUs each (a tray
// is never split: a partition smaller than a tray makes each tray its own partition).
// A ScaleUpDomain without a catalog rack model takes its NVLink figures from its first server.
std::vector<NvlinkDomain> nvlinkDomains(const Design &design, const Catalog &catalog);

// The number of NVLink domains in effect (nvlinkDomains(...).size(), without building them).
std::size_t countNvlinkDomains(const Design &design, const Catalog &catalog);

// Physical racks the design's rack-scale domains fill: the catalog rack's `racks` (NVL36x2: 2),
// one for a domain without a catalog rack model.
std::size_t countDomainRacks(const Design &design, const Catalog &catalog);

} // namespace spinel
