#pragma once
// A device's port map: for every link end at the device, which NIC (servers) or port (switches)
// it uses, the rail of the leaf it reaches, and what is at the other end. The NIC is the one in
// effect (core/nicassignment.h: pinned, else assigned in drawing order), so the map shows what
// the rules and the timing model see; a cable drawn in the other order shows up here as the
// wrong NIC on a rail (issue 12).

#include <optional>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/stoprequest.h"

namespace spinel {

struct LinkEnd {
    std::string device;
    int nic = -1;            // first NIC of the bundle at a server end; -1 at a switch
    std::optional<int> port; // the pinned port (at a server: the NIC index); nullopt: not pinned
    int rail = -1;           // the rail the link's leaf carries; -1 when not a server-leaf link
};

struct PortMapRow {
    std::string linkId;
    LinkEnd here;  // the device's own end
    LinkEnd peer;  // the other end
    int count = 1; // cables in the bundle: NICs (ports) first .. first + count - 1
    double speedGbps = 0;
};

// The rows of `deviceId`'s links, by NIC (servers) or pinned port (switches), then link order.
// Empty for an unknown device.
std::vector<PortMapRow> portMap(const Design &design, const Catalog &catalog, const std::string &deviceId);

// The two ends of `link`, one of design.links (from, to), as the port map has them; nullopt when
// `stop` asked it to stop.
std::optional<std::pair<LinkEnd, LinkEnd>> linkEnds(const Design &design, const Catalog &catalog, const Link &link,
                                                    const StopRequest &stop = {});
// The same for link `linkId`; nullopt for an unknown link.
std::optional<std::pair<LinkEnd, LinkEnd>> linkEnds(const Design &design, const Catalog &catalog, const std::string &linkId,
                                                    const StopRequest &stop = {});

} // namespace spinel
