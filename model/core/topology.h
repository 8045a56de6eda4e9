#pragma once
// An indexed view of a design for analyses: adjacency by integer index, tiers, GPU counts.
// Built in one pass (O(devices + links)); analyses never search the design by id.

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

// Tier order from the bottom: servers, leaves, spines, cores.
enum class Tier { Server = 0, Leaf = 1, Spine = 2, Core = 3 };
Tier tierOf(const Device &device);
const char *toString(Tier tier);

// Which layer of the fabric a link belongs to, by the tiers of its ends.
enum class LinkLayer { ServerLeaf, LeafSpine, SpineCore, Other };
LinkLayer layerOf(Tier a, Tier b);
const char *toString(LinkLayer layer);

struct Topology {
    struct Adjacent {
        int device; // neighbour device index
        int link;   // link index in design.links
    };
    std::vector<std::vector<Adjacent>> adjacency; // per device index
    std::vector<Tier> tiers;                      // per device index
    std::vector<int> gpus;                        // per device index (0 for switches)
    std::vector<int> linkFrom, linkTo;            // per link index: device indices
    std::vector<LinkLayer> linkLayers;            // per link index
    std::unordered_map<std::string, int> deviceIndex;
    std::unordered_map<std::string, int> linkIndex;
    std::int64_t totalGpus = 0; // 64-bit: millions of servers of up to 1,024 GPUs each

    int deviceCount() const { return int(tiers.size()); }
    int linkCount() const { return int(linkFrom.size()); }
    int findDevice(const std::string &id) const; // -1 when absent
    int findLink(const std::string &id) const;   // -1 when absent
    int other(int link, int device) const { return linkFrom[link] == device ? linkTo[link] : linkFrom[link]; }
};

// Whether to fill Topology::linkIndex. Analyses that never look links up by id skip it: on large
// designs the id index is most of the cost of building the topology.
enum class TopologyIndex { DevicesAndLinks, DevicesOnly };

// Links to devices that do not exist are skipped (the loader rejects them; a half-edited design
// in the GUI may still be analysed).
Topology buildTopology(const Design &design, const Catalog &catalog, TopologyIndex index = TopologyIndex::DevicesAndLinks);

} // namespace spinel
