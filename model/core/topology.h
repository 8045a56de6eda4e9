#pragma once
// An indexed view of a design for analyses: adjacency by integer index, tiers, GPU counts.
// Built in one pass (O(devices + links)); analyses never search the design by id.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/idtable.h"

namespace spinel {

// Tier order from the bottom: servers, leaves, spines, cores.
enum class Tier { Server = 0, Leaf = 1, Spine = 2, Core = 3 };
Tier tierOf(const Device &device);
const char *toString(Tier tier);

// Which layer of the fabric a link belongs to, by the tiers of its ends.
enum class LinkLayer { ServerLeaf, LeafSpine, SpineCore, Other };
LinkLayer layerOf(Tier a, Tier b);
const char *toString(LinkLayer layer);

// Ids copied into one buffer, owner k's id at [start[k], start[k + 1]): the topology's indices own
// their keys (it may outlive the design it was built from) at one allocation, not one per id.
struct OwnedIds {
    std::string text;
    std::vector<std::size_t> start{0};
    void add(std::string_view id)
    {
        text += id;
        start.push_back(text.size());
    }
    std::string_view operator()(std::size_t owner) const
    {
        return std::string_view(text).substr(start[owner], start[owner + 1] - start[owner]);
    }
};

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
    std::vector<int> linkCables;                  // per link index: cables in the bundle (Link::count)
    IdTable<OwnedIds> deviceIndex;                // device id -> index (the first device of a repeated id)
    IdTable<OwnedIds> linkIndex;                  // link id -> index; empty with TopologyIndex::DevicesOnly
    std::int64_t totalGpus = 0;                   // 64-bit: millions of servers of up to 1,024 GPUs each

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
