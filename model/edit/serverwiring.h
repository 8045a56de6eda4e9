#pragma once
// Wires servers to leaf switches in one go ("Connect…"): one cable per server NIC, each at the
// fastest speed both ends support. NICs that already have a cable on their port are skipped.

#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {
class IdAllocator;

class ServerWiring {
public:
    enum class Mode {
        RailAligned, // NIC r of every server goes to leaf r (wrapping when leaves < NICs)
        RoundRobin,  // the NICs of all servers, in order, are dealt to the leaves in turn
    };

    // New links for `servers` x `leaves` (device pointers into `design`, in design order).
    static std::vector<Link> wire(const Design &design, const Catalog &catalog, const std::vector<const Device *> &servers,
                                  const std::vector<const Device *> &leaves, Mode mode, IdAllocator &ids);
};

} // namespace spinel
