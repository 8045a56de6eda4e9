#pragma once
// Counting what a design holds: GPUs, servers, switches by role, cables by fabric layer.

#include <cstdint>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

// 64-bit throughout: a valid design of millions of servers with 1,024-GPU user-catalog servers
// holds more GPUs than an int can count.
struct DesignCounts {
    std::int64_t gpus = 0;
    std::int64_t servers = 0;
    // NVLink domains in effect (countNvlinkDomains): each partition of a rack counts, and a server
    // outside every scale-up domain is a domain of its own.
    std::int64_t domains = 0;
    std::int64_t endpoints = 0; // server NICs (each is one fabric endpoint)
    std::int64_t leaves = 0;
    std::int64_t spines = 0;
    std::int64_t cores = 0;
    // Physical cables: a bundle of count c counts c.
    std::int64_t cables = 0;
    std::int64_t serverLeafCables = 0;
    std::int64_t leafSpineCables = 0;
    std::int64_t spineCoreCables = 0;
    std::int64_t otherCables = 0;

    std::int64_t switches() const { return leaves + spines + cores; }
};

// What to count. The status bar shows only the totals, after every edit on the UI thread: cables
// by layer need each link's ends looked up by id, and the NVLink domains in effect every rack's
// trays sorted (together ~30 ms of each edit on 129,600 GPUs), so its totals skip both.
enum class CountScope { Everything, Totals };

// With CountScope::Totals only gpus, servers, leaves, spines, cores and cables are counted (the
// same as Everything's); domains, endpoints and the per-layer cable counts stay 0.
DesignCounts countDesign(const Design &design, const Catalog &catalog, CountScope scope = CountScope::Everything);

} // namespace spinel
