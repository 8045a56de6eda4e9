#include "core/design.h"

#include <algorithm>
#include <unordered_set>

namespace spinel {

namespace {
template <typename Range, typename T>
auto findById(Range &range, const std::string &id) -> T *
{
    auto it = std::find_if(range.begin(), range.end(), [&](const auto &item) { return item.id == id; });
    return it == range.end() ? nullptr : &*it;
}
} // namespace

const Device *Design::findDevice(const std::string &id) const
{
    return findById<const std::vector<Device>, const Device>(devices, id);
}
Device *Design::findDevice(const std::string &id)
{
    return findById<std::vector<Device>, Device>(devices, id);
}
const Link *Design::findLink(const std::string &id) const
{
    return findById<const std::vector<Link>, const Link>(links, id);
}
Link *Design::findLink(const std::string &id)
{
    return findById<std::vector<Link>, Link>(links, id);
}
const ScaleUpDomain *Design::findDomain(const std::string &id) const
{
    return findById<const std::vector<ScaleUpDomain>, const ScaleUpDomain>(domains, id);
}
ScaleUpDomain *Design::findDomain(const std::string &id)
{
    return findById<std::vector<ScaleUpDomain>, ScaleUpDomain>(domains, id);
}

const char *toString(DeviceKind kind)
{
    return kind == DeviceKind::Switch ? "switch" : "server";
}

const char *toString(SwitchRole role)
{
    switch (role) {
    case SwitchRole::Leaf: return "leaf";
    case SwitchRole::Spine: return "spine";
    case SwitchRole::Core: return "core";
    }
    return "leaf";
}

const char *toString(Medium medium)
{
    switch (medium) {
    case Medium::Dac: return "dac";
    case Medium::Aoc: return "aoc";
    case Medium::Multimode: return "multimode";
    case Medium::Singlemode: return "singlemode";
    }
    return "dac";
}

const char *toString(Transport transport)
{
    switch (transport) {
    case Transport::InfiniBand: return "infiniband";
    case Transport::Roce: return "roce";
    case Transport::Tcp: return "tcp";
    }
    return "infiniband";
}

const char *toString(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None: return "none";
    case Recompute::Selective: return "selective";
    case Recompute::Full: return "full";
    }
    return "none";
}

std::optional<DeviceKind> deviceKindFromString(const std::string &text)
{
    if (text == "switch") return DeviceKind::Switch;
    if (text == "server") return DeviceKind::Server;
    return std::nullopt;
}

std::optional<SwitchRole> switchRoleFromString(const std::string &text)
{
    if (text == "leaf") return SwitchRole::Leaf;
    if (text == "spine") return SwitchRole::Spine;
    if (text == "core") return SwitchRole::Core;
    return std::nullopt;
}

std::optional<Medium> mediumFromString(const std::string &text)
{
    if (text == "dac") return Medium::Dac;
    if (text == "aoc") return Medium::Aoc;
    if (text == "multimode") return Medium::Multimode;
    if (text == "singlemode") return Medium::Singlemode;
    return std::nullopt;
}

std::optional<Transport> transportFromString(const std::string &text)
{
    if (text == "infiniband") return Transport::InfiniBand;
    if (text == "roce") return Transport::Roce;
    if (text == "tcp") return Transport::Tcp;
    return std::nullopt;
}

std::optional<Recompute> recomputeFromString(const std::string &text)
{
    if (text == "none") return Recompute::None;
    if (text == "selective") return Recompute::Selective;
    if (text == "full") return Recompute::Full;
    return std::nullopt;
}

std::string uniqueId(const Design &design, const std::string &prefix)
{
    std::unordered_set<std::string> used;
    used.reserve(design.devices.size() + design.links.size());
    for (const auto &d : design.devices) used.insert(d.id);
    for (const auto &l : design.links) used.insert(l.id);
    for (const auto &d : design.domains) used.insert(d.id);
    for (std::size_t n = 1;; ++n) {
        std::string candidate = prefix + "-" + std::to_string(n);
        if (!used.count(candidate)) return candidate;
    }
}

} // namespace spinel
