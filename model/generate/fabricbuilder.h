#pragma once
// Appends devices and links to a design being generated: ids, names, groups, positions and the
// cable medium and length each fabric layer gets.

#include <optional>
#include <string>
#include <unordered_map>

#include "core/design.h"
#include "core/topology.h"

namespace spinel::fabric {

// Row pitch of the torus generator's grid in scene units (Clos fabrics are placed by TierLayout).
inline constexpr double kRowHeight = 200.0;

class FabricBuilder {
public:
    explicit FabricBuilder(Design &design)
        : m_design(design)
    { }

    Device &addSwitch(std::string id, std::string name, const std::string &model, SwitchRole role, std::string group,
                      Point position);
    Device &addServer(std::string id, std::string name, const std::string &model, std::string group, Point position);

    // A link between adjacent tiers (or two servers in a torus); medium and length follow the layer.
    Link &connect(std::string id, const std::string &lower, const std::string &upper, double speedGbps, int count = 1,
                  std::optional<int> lowerPort = std::nullopt);
    // A direct server-to-server link with explicit medium and length.
    Link &connectDirect(std::string id, const std::string &a, const std::string &b, double speedGbps, int count, Medium medium,
                        double lengthM);

    void reserve(std::size_t devices, std::size_t links);
    // Leaf-to-spine optics: multimode by default, single-mode where the switch's ports take no
    // multimode modules (cost/linkparts.h leafUplinkMedium).
    void setLeafUplinkMedium(Medium medium) { m_leafUplinks = medium; }

private:
    Design &m_design;
    Medium m_leafUplinks = Medium::Multimode;
    std::unordered_map<std::string, Tier> m_tiers; // to pick a cable by the lower end's tier
};

} // namespace spinel::fabric
