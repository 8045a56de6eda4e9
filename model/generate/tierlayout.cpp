#include "generate/tierlayout.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <vector>

namespace spinel {

namespace {

using T = TierLayout;

// Leaves and the servers under them (one rack or scalable unit, or the racks one leaf group serves).
struct Block {
    std::vector<const Device *> leaves;
    std::vector<const Device *> servers;
    // Racks: servers stand under the leaf they are cabled to, in columns of their own
    // (underLeaf[i] for leaf i, then those cabled to none). Scalable units, whose servers are
    // cabled to every leaf, are one grid under all of them.
    bool perLeaf = false;
    std::vector<std::vector<const Device *>> underLeaf;
    int columns = 1;
    double width = 0;
    double height = 0;
};

constexpr int kColumnsPerLeaf = 4;

double perLeafWidth(std::size_t servers)
{
    return std::max(T::kSwitchSpacing, double(std::min<std::size_t>(servers, kColumnsPerLeaf)) * T::kServerSpacing);
}

// Blocks cabled to the same spines, and those spines.
struct Pod {
    std::vector<std::size_t> blocks;
    std::vector<const Device *> spines;
    double width = 0;
    double height = 0;
};

// Something laid out as a unit in a row of a band: a pod, or a block when there is one pod.
struct Tile {
    double width = 0;
    double height = 0;
};

// Tiles in rows of `perRow`: each tile's top-left corner and the size of the whole.
struct Wrapping {
    std::vector<Point> corners;
    double width = 0;
    double height = 0;
};

Wrapping wrap(const std::vector<Tile> &tiles, std::size_t perRow, double gapX, double gapY)
{
    Wrapping result;
    double y = 0;
    for (std::size_t start = 0; start < tiles.size(); start += perRow) {
        const std::size_t end = std::min(tiles.size(), start + perRow);
        double x = 0, rowHeight = 0;
        for (std::size_t i = start; i < end; ++i) {
            result.corners.push_back({x, y});
            x += tiles[i].width + gapX;
            rowHeight = std::max(rowHeight, tiles[i].height);
        }
        result.width = std::max(result.width, x - gapX);
        y += rowHeight + gapY;
    }
    result.height = std::max(0.0, y - gapY);
    return result;
}

// `count` positions `spacing` apart, centred on `centre`.
double spreadX(int index, int count, double spacing, double centre)
{
    return centre + (index - (count - 1) / 2.0) * spacing;
}

// Rows of switches over `width`: as many per row as fit kSwitchSpacing apart, balanced.
int switchRows(std::size_t count, double width)
{
    if (count == 0) return 0;
    const auto perRow = std::size_t(std::max(1.0, std::floor(std::max(width, T::kSwitchSpacing) / T::kSwitchSpacing)));
    return int((count + perRow - 1) / perRow);
}

// Places `row` in `rows` rows from `top`, spread over `width` from `left`.
void placeSwitches(const std::vector<const Device *> &row, int rows, double left, double width, double top,
                   std::unordered_map<std::string, Point> &positions)
{
    if (row.empty()) return;
    const int perRow = int((row.size() + std::size_t(rows) - 1) / std::size_t(rows));
    for (std::size_t i = 0; i < row.size(); ++i) {
        const int r = int(i) / perRow;
        const int inRow = std::min(perRow, int(row.size()) - r * perRow);
        const double spacing = inRow > 1 ? std::max(T::kSwitchSpacing, width / inRow) : T::kSwitchSpacing;
        positions[row[i]->id] = {std::round(spreadX(int(i) % perRow, inRow, spacing, left + width / 2)), top + r * T::kRowPitch};
    }
}

// Union-find over block and spine indexes, to find pods.
struct Components {
    std::vector<std::size_t> parent;
    explicit Components(std::size_t n)
        : parent(n)
    {
        std::iota(parent.begin(), parent.end(), std::size_t(0));
    }
    std::size_t find(std::size_t i)
    {
        while (parent[i] != i) i = parent[i] = parent[parent[i]];
        return i;
    }
    void join(std::size_t a, std::size_t b) { parent[find(a)] = find(b); }
};

class Layout {
public:
    explicit Layout(const Design &design)
        : m_design(design)
    { }

    std::unordered_map<std::string, Point> run()
    {
        collect();
        sizeBlocks();
        findPods();
        place();
        return std::move(m_positions);
    }

private:
    Block &blockFor(const std::string &key)
    {
        const auto [it, added] = m_blockIndex.try_emplace(key, m_blocks.size());
        if (added) m_blocks.emplace_back();
        return m_blocks[it->second];
    }

    void collect()
    {
        m_byId.reserve(m_design.devices.size());
        for (const Device &device : m_design.devices) m_byId.emplace(device.id, &device);
        // Each link's ends looked up once (findPods walks the links again); each server's first leaf,
        // in link order, for servers without a group and for ordering.
        m_ends.reserve(m_design.links.size());
        for (const Link &link : m_design.links) {
            const auto from = m_byId.find(link.from.device), to = m_byId.find(link.to.device);
            if (from == m_byId.end() || to == m_byId.end()) continue;
            m_ends.emplace_back(int(from->second - m_design.devices.data()), int(to->second - m_design.devices.data()));
            for (auto [server, leaf] : {std::pair(from->second, to->second), std::pair(to->second, from->second)})
                if (server->isServer() && isLeaf(leaf)) m_firstLeaf.try_emplace(server->id, leaf);
        }
        for (const Device &device : m_design.devices) {
            if (device.isSwitch() && device.role == SwitchRole::Core) m_cores.push_back(&device);
            else if (device.isSwitch() && device.role == SwitchRole::Spine) m_spines.push_back(&device);
            else if (device.isSwitch()) blockFor(device.group).leaves.push_back(&device);
        }
        for (const Device &device : m_design.devices) {
            if (!device.isServer()) continue;
            std::string key = device.group;
            // A group without leaves of its own (an NVL72 rack: its trays' rail leaves serve several
            // racks) stands under the leaves the server is cabled to, like an ungrouped server.
            if (key.empty() || !m_blockIndex.count(key)) {
                const auto leaf = m_firstLeaf.find(device.id);
                if (leaf != m_firstLeaf.end()) key = leaf->second->group;
            }
            blockFor(key).servers.push_back(&device);
        }
        for (const Block &block : m_blocks) m_anyLeaves = m_anyLeaves || !block.leaves.empty();
    }

    static bool isLeaf(const Device *device) { return device->isSwitch() && device->role == SwitchRole::Leaf; }

    void sizeBlocks()
    {
        for (Block &block : m_blocks) {
            // Servers in the order of their leaves, so each sits under the leaf it is cabled to.
            std::unordered_map<const Device *, std::size_t> leafRank;
            for (std::size_t i = 0; i < block.leaves.size(); ++i) leafRank.emplace(block.leaves[i], i);
            auto rank = [&](const Device *server) {
                const auto leaf = m_firstLeaf.find(server->id);
                if (leaf == m_firstLeaf.end()) return block.leaves.size();
                const auto found = leafRank.find(leaf->second);
                return found == leafRank.end() ? block.leaves.size() : found->second;
            };
            std::stable_sort(block.servers.begin(), block.servers.end(),
                             [&](const Device *a, const Device *b) { return rank(a) < rank(b); });
            const int leaves = int(block.leaves.size());
            const int servers = int(block.servers.size());
            block.underLeaf.assign(block.leaves.size() + 1, {});
            for (const Device *server : block.servers) block.underLeaf[rank(server)].push_back(server);
            int leavesWithServers = 0;
            for (std::size_t i = 0; i < block.leaves.size(); ++i) leavesWithServers += block.underLeaf[i].empty() ? 0 : 1;
            block.perLeaf = leavesWithServers > 1;
            if (block.perLeaf) {
                std::size_t rows = 0;
                for (const auto &column : block.underLeaf) {
                    if (&column != &block.underLeaf.back() || !column.empty()) block.width += perLeafWidth(column.size());
                    rows = std::max(rows, (column.size() + kColumnsPerLeaf - 1) / kColumnsPerLeaf);
                }
                block.height = (m_anyLeaves ? T::kRowPitch : 0) + double(rows) * T::kServerRowPitch;
                continue;
            }
            block.columns = std::clamp(int(std::lround(leaves * T::kSwitchSpacing / T::kServerSpacing)), std::min(servers, 4),
                                       std::max(1, std::min(servers, T::kMaxServersPerRow)));
            const int rows = (servers + block.columns - 1) / block.columns;
            block.width = std::max(leaves * T::kSwitchSpacing, block.columns * T::kServerSpacing);
            block.height = (m_anyLeaves ? T::kRowPitch : 0) + rows * T::kServerRowPitch;
        }
    }

    // Blocks and spines joined by leaf–spine links; pods in the order of their first block.
    void findPods()
    {
        // Per device (its place in the design's vector): the block of a leaf, the node of a spine.
        constexpr std::size_t none = std::size_t(-1);
        const Device *first = m_design.devices.data();
        std::vector<std::size_t> leafBlock(m_design.devices.size(), none), spineNode(m_design.devices.size(), none);
        for (std::size_t b = 0; b < m_blocks.size(); ++b)
            for (const Device *leaf : m_blocks[b].leaves) leafBlock[std::size_t(leaf - first)] = b;
        for (std::size_t s = 0; s < m_spines.size(); ++s) spineNode[std::size_t(m_spines[s] - first)] = m_blocks.size() + s;
        Components components(m_blocks.size() + m_spines.size());
        for (const auto &[from, to] : m_ends) {
            for (auto [a, b] : {std::pair(from, to), std::pair(to, from)}) {
                const std::size_t leaf = leafBlock[std::size_t(a)], spine = spineNode[std::size_t(b)];
                if (leaf != none && spine != none) components.join(leaf, spine);
            }
        }
        std::map<std::size_t, std::size_t> podOfRoot;
        for (std::size_t b = 0; b < m_blocks.size(); ++b) {
            const auto [it, added] = podOfRoot.try_emplace(components.find(b), m_pods.size());
            if (added) m_pods.emplace_back();
            m_pods[it->second].blocks.push_back(b);
        }
        Pod unattached; // spines cabled to no leaf: one pod of their own
        for (std::size_t s = 0; s < m_spines.size(); ++s) {
            const auto it = podOfRoot.find(components.find(m_blocks.size() + s));
            (it == podOfRoot.end() ? unattached : m_pods[it->second]).spines.push_back(m_spines[s]);
        }
        if (!unattached.spines.empty()) m_pods.push_back(std::move(unattached));
        for (Pod &pod : m_pods) {
            double inner = 0;
            for (std::size_t b : pod.blocks) inner += m_blocks[b].width;
            inner += T::kGroupGap * double(std::max<std::size_t>(pod.blocks.size(), 1) - 1);
            pod.width = std::max(inner, double(pod.spines.size()) * T::kSwitchSpacing);
            double below = 0;
            for (std::size_t b : pod.blocks) below = std::max(below, m_blocks[b].height);
            pod.height = (m_spines.empty() ? 0 : T::kRowPitch) + below;
        }
    }

    // With several pods each is a tile, with its spines on top; with one, its blocks are the
    // tiles and the spines span them all.
    bool podsAreTiles() const { return m_pods.size() > 1; }

    void place()
    {
        std::vector<Tile> tiles;
        if (podsAreTiles()) {
            for (const Pod &pod : m_pods) tiles.push_back({pod.width, pod.height});
        } else {
            for (const Block &block : m_blocks) tiles.push_back({block.width, block.height});
        }
        const double gap = podsAreTiles() ? T::kPodGap : T::kGroupGap;
        const std::vector<const Device *> topSpines = podsAreTiles() ? std::vector<const Device *>() : m_spines;
        // Rows above the tiles for a given width: cores, and the spines when they span everything.
        auto topRows = [&](double width) { return switchRows(m_cores.size(), width) + switchRows(topSpines.size(), width); };

        const std::size_t perRow = chooseTilesPerRow(tiles, gap, topRows);
        const Wrapping wrapping = wrap(tiles, std::max<std::size_t>(perRow, 1), gap, T::kBandGap);
        const double width = std::max(wrapping.width, T::kSwitchSpacing);
        const int coreRows = switchRows(m_cores.size(), width);
        const int spineRows = switchRows(topSpines.size(), width);
        placeSwitches(m_cores, coreRows, 0, width, 0, m_positions);
        placeSwitches(topSpines, spineRows, 0, width, coreRows * T::kRowPitch, m_positions);
        const double top = (coreRows + spineRows) * T::kRowPitch;

        for (std::size_t t = 0; t < tiles.size(); ++t) {
            const Point corner{wrapping.corners[t].x, top + wrapping.corners[t].y};
            if (!podsAreTiles()) {
                placeBlock(m_blocks[t], corner);
                continue;
            }
            const Pod &pod = m_pods[t];
            placeSwitches(pod.spines, 1, corner.x, pod.width, corner.y, m_positions);
            const double blockTop = corner.y + (m_spines.empty() ? 0 : T::kRowPitch);
            double inner = 0;
            for (std::size_t b : pod.blocks) inner += m_blocks[b].width + T::kGroupGap;
            double x = corner.x + (pod.width - (inner - T::kGroupGap)) / 2;
            for (std::size_t b : pod.blocks) {
                placeBlock(m_blocks[b], {x, blockTop});
                x += m_blocks[b].width + T::kGroupGap;
            }
        }
    }

    // One row while it is narrow enough; else the row count whose overall shape is nearest
    // kTargetAspect, preferring full last rows.
    template <typename TopRows>
    static std::size_t chooseTilesPerRow(const std::vector<Tile> &tiles, double gap, const TopRows &topRows)
    {
        const std::size_t n = tiles.size();
        if (n <= 1 || wrap(tiles, n, gap, T::kBandGap).width <= T::kMaxRowWidth) return n;
        std::size_t best = n;
        double bestScore = 1e300;
        for (std::size_t perRow = 1; perRow <= n; ++perRow) {
            const Wrapping w = wrap(tiles, perRow, gap, T::kBandGap);
            const double height = w.height + topRows(w.width) * T::kRowPitch;
            const std::size_t empty = (perRow - n % perRow) % perRow;
            const double score = std::abs(std::log(w.width / std::max(height, 1.0) / T::kTargetAspect))
                                 + 0.5 * double(empty) / double(perRow);
            if (score < bestScore) {
                bestScore = score;
                best = perRow;
            }
        }
        return best;
    }

    void placeBlock(const Block &block, Point corner)
    {
        const double serverTop = corner.y + (m_anyLeaves ? T::kRowPitch : 0);
        if (block.perLeaf) {
            double x = corner.x;
            for (std::size_t i = 0; i < block.underLeaf.size(); ++i) {
                const auto &column = block.underLeaf[i];
                const bool leafless = i == block.leaves.size();
                if (leafless && column.empty()) break;
                const double width = perLeafWidth(column.size());
                if (!leafless) m_positions[block.leaves[i]->id] = {std::round(x + width / 2), corner.y};
                const int servers = int(column.size());
                for (int s = 0; s < servers; ++s) {
                    const int row = s / kColumnsPerLeaf;
                    const int inRow = std::min(kColumnsPerLeaf, servers - row * kColumnsPerLeaf);
                    m_positions[column[std::size_t(s)]->id] = {
                        std::round(spreadX(s % kColumnsPerLeaf, inRow, T::kServerSpacing, x + width / 2)),
                        serverTop + row * T::kServerRowPitch};
                }
                x += width;
            }
            return;
        }
        const double centre = corner.x + block.width / 2;
        const int leaves = int(block.leaves.size());
        for (int i = 0; i < leaves; ++i)
            m_positions[block.leaves[std::size_t(i)]->id] = {std::round(spreadX(i, leaves, T::kSwitchSpacing, centre)), corner.y};
        const int servers = int(block.servers.size());
        for (int i = 0; i < servers; ++i) {
            const int row = i / block.columns;
            const int inRow = std::min(block.columns, servers - row * block.columns);
            m_positions[block.servers[std::size_t(i)]->id] = {
                std::round(spreadX(i % block.columns, inRow, T::kServerSpacing, centre)), serverTop + row * T::kServerRowPitch};
        }
    }

    const Design &m_design;
    std::unordered_map<std::string, const Device *> m_byId;
    std::vector<std::pair<int, int>> m_ends; // per link with both ends present: their places in the devices
    std::unordered_map<std::string, const Device *> m_firstLeaf;
    std::vector<const Device *> m_cores, m_spines;
    std::vector<Block> m_blocks; // in order of first appearance
    std::unordered_map<std::string, std::size_t> m_blockIndex;
    std::vector<Pod> m_pods;
    bool m_anyLeaves = false;
    std::unordered_map<std::string, Point> m_positions;
};

} // namespace

std::unordered_map<std::string, Point> TierLayout::compute(const Design &design)
{
    return Layout(design).run();
}

void TierLayout::apply(Design &design)
{
    const auto positions = compute(design);
    for (Device &device : design.devices) {
        const auto found = positions.find(device.id);
        if (found != positions.end()) device.position = found->second;
    }
}

bool TierLayout::needsLayout(const Design &design)
{
    if (design.devices.size() < 2) return false;
    std::map<std::pair<double, double>, int> spots;
    for (const Device &device : design.devices) ++spots[{device.position.x, device.position.y}];
    std::size_t stacked = 0;
    for (const auto &[spot, count] : spots)
        if (count > 1) stacked += std::size_t(count);
    return 2 * stacked > design.devices.size();
}

} // namespace spinel
