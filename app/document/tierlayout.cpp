#include "document/tierlayout.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace spinel {

namespace {

struct Block {
    std::vector<const Device *> leaves;
    std::vector<const Device *> servers;
};

// `count` positions `spacing` apart, centred on `centre`.
double spreadX(int index, int count, double spacing, double centre)
{
    return centre + (index - (count - 1) / 2.0) * spacing;
}

} // namespace

std::unordered_map<std::string, Point> TierLayout::compute(const Design &design)
{
    std::vector<const Device *> cores, spines;
    std::vector<std::string> blockOrder;  // group keys in order of first appearance
    std::map<std::string, Block> blocks;
    auto blockFor = [&](const std::string &key) -> Block & {
        if (!blocks.count(key)) blockOrder.push_back(key);
        return blocks[key];
    };

    std::unordered_map<std::string, const Device *> byId;
    for (const Device &device : design.devices) byId.emplace(device.id, &device);
    // Each server's first leaf, in link order, for servers without a group and for ordering.
    std::unordered_map<std::string, const Device *> firstLeaf;
    for (const Link &link : design.links) {
        const auto from = byId.find(link.from.device), to = byId.find(link.to.device);
        if (from == byId.end() || to == byId.end()) continue;
        for (auto [server, leaf] : {std::pair(from->second, to->second), std::pair(to->second, from->second)}) {
            if (server->isServer() && leaf->isSwitch() && leaf->role == SwitchRole::Leaf) firstLeaf.try_emplace(server->id, leaf);
        }
    }

    for (const Device &device : design.devices) {
        if (device.isSwitch() && device.role == SwitchRole::Core) cores.push_back(&device);
        else if (device.isSwitch() && device.role == SwitchRole::Spine) spines.push_back(&device);
        else if (device.isSwitch()) blockFor(device.group).leaves.push_back(&device);
    }
    for (const Device &device : design.devices) {
        if (!device.isServer()) continue;
        std::string key = device.group;
        if (key.empty()) {
            const auto leaf = firstLeaf.find(device.id);
            if (leaf != firstLeaf.end()) key = leaf->second->group;
        }
        blockFor(key).servers.push_back(&device);
    }

    // Rows from the top; tiers a design lacks take no room.
    double y = 0;
    const double coreY = y;
    if (!cores.empty()) y += kRowPitch;
    const double spineY = y;
    if (!spines.empty()) y += kRowPitch;
    const double leafY = y;
    bool anyLeaves = false;
    for (const auto &[key, block] : blocks) anyLeaves = anyLeaves || !block.leaves.empty();
    const double serverY = anyLeaves ? y + kRowPitch : y;

    std::unordered_map<std::string, Point> positions;
    positions.reserve(design.devices.size());
    double x = 0;
    for (const std::string &key : blockOrder) {
        Block &block = blocks[key];
        // Servers in the order of their leaves, so each sits under the leaf it is cabled to.
        std::unordered_map<const Device *, std::size_t> leafRank;
        for (std::size_t i = 0; i < block.leaves.size(); ++i) leafRank.emplace(block.leaves[i], i);
        auto rank = [&](const Device *server) {
            const auto leaf = firstLeaf.find(server->id);
            if (leaf == firstLeaf.end()) return block.leaves.size();
            const auto found = leafRank.find(leaf->second);
            return found == leafRank.end() ? block.leaves.size() : found->second;
        };
        std::stable_sort(block.servers.begin(), block.servers.end(),
                         [&](const Device *a, const Device *b) { return rank(a) < rank(b); });

        const int leafCount = int(block.leaves.size());
        const int serverCount = int(block.servers.size());
        const int columns = std::clamp(int(std::lround(leafCount * kSwitchSpacing / kServerSpacing)), std::min(serverCount, 4),
                                       std::max(1, std::min(serverCount, kMaxServersPerRow)));
        const double width = std::max(leafCount * kSwitchSpacing, columns * kServerSpacing);
        const double centre = x + width / 2;
        for (int i = 0; i < leafCount; ++i)
            positions[block.leaves[std::size_t(i)]->id] = {std::round(spreadX(i, leafCount, kSwitchSpacing, centre)), leafY};
        for (int i = 0; i < serverCount; ++i) {
            const int row = i / columns;
            const int inRow = std::min(columns, serverCount - row * columns);
            positions[block.servers[std::size_t(i)]->id] = {std::round(spreadX(i % columns, inRow, kServerSpacing, centre)),
                                                            serverY + row * kServerRowPitch};
        }
        x += width + kGroupGap;
    }

    // Spines and cores spread over the width of the blocks below them.
    const double totalWidth = std::max(0.0, x - kGroupGap);
    auto placeRow = [&](const std::vector<const Device *> &row, double rowY) {
        const int count = int(row.size());
        const double spacing = count > 1 ? std::max(kSwitchSpacing, totalWidth / count) : kSwitchSpacing;
        for (int i = 0; i < count; ++i)
            positions[row[std::size_t(i)]->id] = {std::round(spreadX(i, count, spacing, totalWidth / 2)), rowY};
    };
    placeRow(spines, spineY);
    placeRow(cores, coreY);
    return positions;
}

} // namespace spinel
