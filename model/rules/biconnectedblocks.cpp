// Hopcroft and Tarjan's depth-first search for biconnected components (CACM 16(6), 1973), with an
// explicit stack of frames and a stack of the edges seen, popped into a block when a child's low
// point does not reach above its parent.
#include "rules/biconnectedblocks.h"

#include <algorithm>

namespace spinel::fabric {
namespace {

struct Frame {
    int device;
    int treeLink; // the link the search came in by, -1 at a root
    int next;     // the next entry of the device's adjacency list to look at
};

class BlockSearch {
public:
    BlockSearch(const Topology &topo, const std::vector<char> &usable)
        : topo(topo)
        , usable(usable)
        , discovered(std::size_t(topo.deviceCount()), 0)
        , low(std::size_t(topo.deviceCount()), 0)
        , isArticulation(std::size_t(topo.deviceCount()), 0)
    {
        result.blockOfLink.assign(std::size_t(topo.linkCount()), -1);
    }

    BiconnectedBlocks run()
    {
        for (int root = 0; root < topo.deviceCount(); ++root)
            if (discovered[std::size_t(root)] == 0) searchFrom(root);
        return std::move(result);
    }

private:
    bool isEdge(int link) const
    {
        return usable[std::size_t(link)] && topo.linkFrom[std::size_t(link)] != topo.linkTo[std::size_t(link)];
    }

    void discover(int device, int treeLink)
    {
        discovered[std::size_t(device)] = low[std::size_t(device)] = ++clock;
        frames.push_back({device, treeLink, 0});
    }

    void searchFrom(int root)
    {
        int rootChildren = 0;
        discover(root, -1);
        while (!frames.empty()) {
            Frame &frame = frames.back();
            const auto &adjacent = topo.adjacency[std::size_t(frame.device)];
            if (frame.next < int(adjacent.size())) {
                const Topology::Adjacent a = adjacent[std::size_t(frame.next++)];
                if (a.link == frame.treeLink || !isEdge(a.link)) continue;
                const int v = frame.device;
                if (discovered[std::size_t(a.device)] == 0) {
                    edges.push_back(a.link);
                    if (v == root) ++rootChildren;
                    discover(a.device, a.link); // invalidates `frame`
                } else if (discovered[std::size_t(a.device)] < discovered[std::size_t(v)]) {
                    // Back to an ancestor (there are no cross edges in an undirected search); the same
                    // link seen later from the ancestor's side finds a later discovery and is skipped.
                    edges.push_back(a.link);
                    low[std::size_t(v)] = std::min(low[std::size_t(v)], discovered[std::size_t(a.device)]);
                }
                continue;
            }
            finish(frames.back(), root, rootChildren);
        }
    }

    void finish(Frame done, int root, int rootChildren)
    {
        frames.pop_back();
        const int u = done.device;
        if (u == root) {
            isArticulation[std::size_t(u)] = rootChildren > 1;
        } else {
            const int parent = frames.back().device;
            low[std::size_t(parent)] = std::min(low[std::size_t(parent)], low[std::size_t(u)]);
            if (low[std::size_t(u)] >= discovered[std::size_t(parent)]) {
                // Nothing below u reaches above its parent: the edges since u's tree edge are a block.
                if (parent != root) isArticulation[std::size_t(parent)] = 1;
                int link = -1;
                do {
                    link = edges.back();
                    edges.pop_back();
                    result.blockOfLink[std::size_t(link)] = result.blocks;
                } while (link != done.treeLink);
                ++result.blocks;
            }
        }
        if (isArticulation[std::size_t(u)]) result.articulation.push_back(u);
    }

    const Topology &topo;
    const std::vector<char> &usable;
    std::vector<int> discovered; // discovery time, 0 before the search reaches the device
    std::vector<int> low;        // the earliest discovery reachable from the subtree by one back edge
    std::vector<char> isArticulation;
    std::vector<Frame> frames;
    std::vector<int> edges;
    int clock = 0;
    BiconnectedBlocks result;
};

} // namespace

BiconnectedBlocks findBiconnectedBlocks(const Topology &topo, const std::vector<char> &usable)
{
    return BlockSearch(topo, usable).run();
}

} // namespace spinel::fabric
