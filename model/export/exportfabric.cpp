#include "export/exportfabric.h"

#include <algorithm>
#include <cstdint>
#include <map>

namespace spinel::exporting {

ExportFabric::ExportFabric(const Design &design_, const Catalog &catalog)
    : design(design_)
    , topology(buildTopology(design_, catalog, TopologyIndex::DevicesOnly))
    , names(design_)
{
    const int count = topology.deviceCount();
    children.resize(std::size_t(count));
    fastestChildLinkGbps.assign(std::size_t(count), 0.0);
    std::vector<int> seenBy(std::size_t(count), -1); // last parent that listed the device: no duplicates
    for (int d = 0; d < count; ++d) {
        std::vector<std::pair<int, int>> below; // (neighbour, link)
        for (const auto &adjacent : topology.adjacency[std::size_t(d)])
            if (topology.tiers[std::size_t(adjacent.device)] < topology.tiers[std::size_t(d)])
                below.emplace_back(adjacent.device, adjacent.link);
        // Design order, so the export does not depend on link order.
        std::sort(below.begin(), below.end());
        for (const auto &[neighbour, link] : below) {
            fastestChildLinkGbps[std::size_t(d)] = std::max(fastestChildLinkGbps[std::size_t(d)],
                                                            design.links[std::size_t(link)].speedGbps);
            if (seenBy[std::size_t(neighbour)] == d) continue;
            seenBy[std::size_t(neighbour)] = d;
            children[std::size_t(d)].push_back(neighbour);
        }
    }
}

namespace {

struct Split {
    std::string prefix;
    std::size_t width = 0; // digits at the end; 0: none
    std::uint64_t number = 0;
};

Split split(const std::string &name)
{
    std::size_t start = name.size();
    while (start > 0 && name[start - 1] >= '0' && name[start - 1] <= '9') --start;
    const std::size_t width = name.size() - start;
    if (width == 0 || width > 18) return {name, 0, 0};
    return {name.substr(0, start), width, std::stoull(name.substr(start))};
}

std::string padded(std::uint64_t number, std::size_t width)
{
    std::string text = std::to_string(number);
    if (text.size() < width) text.insert(0, width - text.size(), '0');
    return text;
}

} // namespace

std::string hostlist(std::vector<std::string> names)
{
    // Groups by (prefix, digit width), in order of first appearance.
    std::map<std::pair<std::string, std::size_t>, std::size_t> groupIndex;
    std::vector<std::pair<Split, std::vector<std::uint64_t>>> groups;
    std::vector<std::string> plain;
    std::vector<std::pair<bool, std::size_t>> order; // (is group, index)
    for (const auto &name : names) {
        Split parts = split(name);
        if (parts.width == 0) {
            order.emplace_back(false, plain.size());
            plain.push_back(name);
            continue;
        }
        const auto key = std::make_pair(parts.prefix, parts.width);
        auto found = groupIndex.find(key);
        if (found == groupIndex.end()) {
            found = groupIndex.emplace(key, groups.size()).first;
            order.emplace_back(true, groups.size());
            groups.emplace_back(parts, std::vector<std::uint64_t>{});
        }
        groups[found->second].second.push_back(parts.number);
    }
    std::string result;
    for (const auto &[isGroup, index] : order) {
        if (!result.empty()) result += ',';
        if (!isGroup) {
            result += plain[index];
            continue;
        }
        auto &[parts, numbers] = groups[index];
        std::sort(numbers.begin(), numbers.end());
        numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
        if (numbers.size() == 1) {
            result += parts.prefix + padded(numbers.front(), parts.width);
            continue;
        }
        result += parts.prefix + '[';
        for (std::size_t i = 0; i < numbers.size();) {
            std::size_t j = i;
            while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1) ++j;
            if (i > 0) result += ',';
            result += padded(numbers[i], parts.width);
            if (j > i) result += '-' + padded(numbers[j], parts.width);
            i = j + 1;
        }
        result += ']';
    }
    return result;
}

} // namespace spinel::exporting
