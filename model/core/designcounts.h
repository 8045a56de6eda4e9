#pragma once
// Counting what a design holds: GPUs, servers, switches by role, cables by fabric layer.

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

struct DesignCounts {
    int gpus = 0;
    int servers = 0;
    int endpoints = 0;  // server NICs (each is one fabric endpoint)
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    // Physical cables: a bundle of count c counts c.
    long long cables = 0;
    long long serverLeafCables = 0;
    long long leafSpineCables = 0;
    long long spineCoreCables = 0;
    long long otherCables = 0;

    int switches() const { return leaves + spines + cores; }
};

DesignCounts countDesign(const Design &design, const Catalog &catalog);

} // namespace spinel
