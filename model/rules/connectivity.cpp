// Connectivity: connected parts and the GPUs cut off from the main fabric; single points of
// failure from the fabric's biconnected components (articulation points, and bridges that are a
// single cable), each with the number of GPUs that would lose the fabric.
#include "rules/analysiscontext.h"
#include "rules/biconnectedblocks.h"

#include <algorithm>
#include <numeric>

namespace spinel::fabric {

namespace {

std::vector<std::string> idsOf(const AnalysisContext &context, const std::vector<int> &devices, std::size_t limit)
{
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < devices.size() && i < limit; ++i) ids.push_back(context.device(devices[i]).id);
    return ids;
}

// Parts of the graph, labelled by a breadth-first pass; returns the part of each device.
std::vector<int> labelParts(const Topology &topo, int &parts)
{
    std::vector<int> part(std::size_t(topo.deviceCount()), -1);
    std::vector<int> queue;
    parts = 0;
    for (int start = 0; start < topo.deviceCount(); ++start) {
        if (part[std::size_t(start)] >= 0) continue;
        part[std::size_t(start)] = parts;
        queue.assign(1, start);
        for (std::size_t head = 0; head < queue.size(); ++head)
            for (const auto &adjacent : topo.adjacency[std::size_t(queue[head])])
                if (part[std::size_t(adjacent.device)] < 0) {
                    part[std::size_t(adjacent.device)] = parts;
                    queue.push_back(adjacent.device);
                }
        ++parts;
    }
    return part;
}

// Single points of failure in the main part, step by step: the graph of its live links, its
// biconnected components, the block-cut tree with GPU sums per subtree, then the findings.
struct SinglePointSearch {
    const AnalysisContext &context;
    const Topology &topo;
    const std::vector<int> &part;
    const int mainPart;
    const long long mainGpus;
    const int n;
    BiconnectedBlocks found;
    int blocks = 0;
    // Block-cut tree: nodes 0..blocks-1 are blocks, blocks + k is the k-th articulation point.
    std::vector<int> apNode;
    int nodes = 0;
    std::vector<long long> weight;
    std::vector<std::vector<int>> tree;
    std::vector<int> blockEdges;
    std::vector<int> anyLinkOfBlock;
    std::vector<int> parent;
    std::vector<long long> subtree;

    SinglePointSearch(const AnalysisContext &context, const std::vector<int> &part, int mainPart, long long mainGpus)
        : context(context)
        , topo(context.topo)
        , part(part)
        , mainPart(mainPart)
        , mainGpus(mainGpus)
        , n(context.topo.deviceCount())
    { }

    // Returns the number of blocks: those of the main part's live links.
    int findBlocks()
    {
        std::vector<char> usable(std::size_t(topo.linkCount()), 0);
        for (int l = 0; l < topo.linkCount(); ++l)
            usable[std::size_t(l)] = context.live[std::size_t(l)] && part[std::size_t(topo.linkFrom[std::size_t(l)])] == mainPart;
        found = findBiconnectedBlocks(topo, usable);
        blocks = found.blocks;
        return blocks;
    }

    void buildBlockCutTree()
    {
        const std::vector<int> &articulation = found.articulation;
        apNode.assign(std::size_t(n), -1);
        for (std::size_t k = 0; k < articulation.size(); ++k) apNode[std::size_t(articulation[k])] = blocks + int(k);
        nodes = blocks + int(articulation.size());
        weight.assign(std::size_t(nodes), 0);
        tree.assign(static_cast<std::size_t>(nodes), {});
        blockEdges.assign(std::size_t(blocks), 0);
        anyLinkOfBlock.assign(std::size_t(blocks), -1);
        for (int l = 0; l < topo.linkCount(); ++l) {
            const int block = found.blockOfLink[std::size_t(l)];
            if (block < 0) continue;
            ++blockEdges[std::size_t(block)];
            anyLinkOfBlock[std::size_t(block)] = l;
        }
        std::vector<int> seenBlock(std::size_t(blocks), -1);
        for (int v = 0; v < n; ++v) {
            if (part[std::size_t(v)] != mainPart) continue;
            const long long gpus = topo.gpus[std::size_t(v)];
            const int node = apNode[std::size_t(v)];
            for (const Topology::Adjacent &a : topo.adjacency[std::size_t(v)]) {
                const int block = found.blockOfLink[std::size_t(a.link)];
                if (block < 0) continue;
                if (node < 0) {
                    // A vertex that is no articulation point lies in exactly one block.
                    weight[std::size_t(block)] += gpus;
                    break;
                }
                if (seenBlock[std::size_t(block)] == node) continue;
                seenBlock[std::size_t(block)] = node;
                tree[std::size_t(node)].push_back(block);
                tree[std::size_t(block)].push_back(node);
            }
            if (node >= 0) weight[std::size_t(node)] = gpus;
        }
    }

    // Subtree GPU sums, rooted at block 0, without recursion (chains can be long).
    void sumSubtrees()
    {
        std::vector<int> order;
        parent.assign(std::size_t(nodes), -2);
        order.reserve(std::size_t(nodes));
        parent[0] = -1;
        order.push_back(0);
        for (std::size_t head = 0; head < order.size(); ++head)
            for (int next : tree[std::size_t(order[head])])
                if (parent[std::size_t(next)] == -2) {
                    parent[std::size_t(next)] = order[head];
                    order.push_back(next);
                }
        subtree = weight;
        for (std::size_t i = order.size(); i-- > 1;)
            subtree[std::size_t(parent[std::size_t(order[i])])] += subtree[std::size_t(order[i])];
    }

    void reportDevices(FindingSink &sink) const
    {
        const std::vector<int> &articulation = found.articulation;
        for (std::size_t k = 0; k < articulation.size(); ++k) {
            const int node = blocks + int(k);
            long long largest = mainGpus - subtree[std::size_t(node)];
            for (int child : tree[std::size_t(node)])
                if (parent[std::size_t(child)] == node) largest = std::max(largest, subtree[std::size_t(child)]);
            const long long lost = mainGpus - weight[std::size_t(node)] - largest;
            if (lost <= 0) continue;
            const Device &device = context.device(articulation[k]);
            sink.add(Severity::Warning, "single-point-of-failure",
                     {"single-point-of-failure.device", {arg::id("device", device.id), arg::integer("gpus", lost)}}, {device.id});
        }
    }

    void reportLinks(FindingSink &sink) const
    {
        for (int block = 0; block < blocks; ++block) {
            if (blockEdges[std::size_t(block)] != 1) continue;
            const int l = anyLinkOfBlock[std::size_t(block)];
            const Link &link = context.link(l);
            if (link.count > 1) continue; // a bundle survives one cable failing
            // One side of the bridge is the block's subtree (or an articulation child's when it is the root).
            long long side = subtree[std::size_t(block)];
            if (parent[std::size_t(block)] == -1) {
                // The root block has no parent: measure the side of the link's first end instead.
                const int end = topo.linkFrom[std::size_t(l)];
                const int node = apNode[std::size_t(end)];
                side = node >= 0 ? subtree[std::size_t(node)] : topo.gpus[std::size_t(end)];
            }
            const long long lost = mainGpus - std::max(side, mainGpus - side);
            if (lost <= 0) continue;
            sink.add(Severity::Warning, "single-point-of-failure",
                     {"single-point-of-failure.link", {arg::id("link", link.id), arg::integer("gpus", lost)}},
                     {link.id, link.from.device, link.to.device});
        }
    }
};

void findSinglePoints(const AnalysisContext &context, const std::vector<int> &part, int mainPart, long long mainGpus,
                      FindingSink &sink)
{
    SinglePointSearch search(context, part, mainPart, mainGpus);
    if (search.findBlocks() == 0) return;
    search.buildBlockCutTree();
    search.sumSubtrees();
    search.reportDevices(sink);
    search.reportLinks(sink);
}

} // namespace

void checkConnectivity(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink)
{
    const Topology &topo = context.topo;
    int parts = 0;
    const std::vector<int> part = labelParts(topo, parts);
    std::vector<long long> gpus(std::size_t(parts), 0), devices(std::size_t(parts), 0);
    for (int i = 0; i < topo.deviceCount(); ++i) {
        gpus[std::size_t(part[std::size_t(i)])] += topo.gpus[std::size_t(i)];
        ++devices[std::size_t(part[std::size_t(i)])];
    }
    result.components = parts;
    if (parts == 0) return;
    // The main fabric is the part with the most GPUs (the most devices when there are none).
    int mainPart = 0;
    for (int p = 1; p < parts; ++p)
        if (std::make_pair(gpus[std::size_t(p)], devices[std::size_t(p)])
            > std::make_pair(gpus[std::size_t(mainPart)], devices[std::size_t(mainPart)]))
            mainPart = p;
    result.gpusInFabric = gpus[std::size_t(mainPart)];
    result.gpusCutOff = std::accumulate(gpus.begin(), gpus.end(), 0LL) - result.gpusInFabric;

    std::vector<std::vector<int>> members(static_cast<std::size_t>(parts));
    for (int i = 0; i < topo.deviceCount(); ++i)
        if (part[std::size_t(i)] != mainPart) members[std::size_t(part[std::size_t(i)])].push_back(i);
    for (int p = 0; p < parts; ++p) {
        if (p == mainPart) continue;
        const auto &list = members[std::size_t(p)];
        std::vector<MessageArg> what{arg::integer("devices", (long long)list.size()),
                                     arg::id("first", context.device(list.front()).id)};
        if (gpus[std::size_t(p)] > 0) {
            what.push_back(arg::integer("gpus", gpus[std::size_t(p)]));
            sink.add(Severity::Error, "disconnected", {"disconnected.gpus", std::move(what)}, idsOf(context, list, 100));
        } else {
            sink.add(Severity::Warning, "disconnected", {"disconnected.no-gpus", std::move(what)}, idsOf(context, list, 100));
        }
    }
    findSinglePoints(context, part, mainPart, result.gpusInFabric, sink);
}

} // namespace spinel::fabric
